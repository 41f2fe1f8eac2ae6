import { lockDataDir } from '../../src/db/data-dir-lock.ts';

/**
 * A second server process, as far as the data directory lock goes: takes the lock of the
 * directory given (with the stale period given, in ms), says "locked", and holds it until killed.
 */
const [dir, staleMs] = process.argv.slice(2);
await lockDataDir(dir!, { staleMs: Number(staleMs), waitMs: 0 });
process.stdout.write('locked\n');
setInterval(() => {}, 60_000);
