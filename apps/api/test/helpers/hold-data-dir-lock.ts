import { lockDataDir } from '../../src/db/data-dir-lock.ts';

/**
 * A second server process, as far as the data directory lock goes: takes the lock of the
 * directory given, says "locked", and holds it until killed.
 */
const [dir] = process.argv.slice(2);
await lockDataDir(dir!, { waitMs: 0 });
process.stdout.write('locked\n');
setInterval(() => {}, 60_000);
