import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/helpers/test-database.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

const HOLDER = new URL('../../test/helpers/hold-data-dir-lock.ts', import.meta.url).pathname;
// The holder refreshes its lock every second (half of proper-lockfile's shortest stale period);
// the tests call a lock stale after 4 s, so a busy machine delaying that refresh is no failure.
const HOLDER_STALE_MS = 2_000;
const STALE_MS = 4_000;

/** Another process holding the directory's lock, resolved once it has it. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dir, String(HOLDER_STALE_MS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(child.stdout, 'data')) as unknown[];
  expect(String(chunk)).toBe('locked\n');
  return child;
}

// The lock guards PGlite's directory: one run of the suite covers it, whatever the engine.
describe.skipIf(testEngine !== 'pglite')('the data directory lock', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second handle on an open directory, and opens again after close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ engine: 'pglite', dataDir: dir });
    await expect(openDatabase({ engine: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    // The refused attempt must not have released the owner's lock.
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await first.close();
    const second = await openDatabase({ engine: 'pglite', dataDir: dir });
    await second.close();
    // A new database takes PGlite a while to create on a busy machine.
  }, 120_000);

  // A container's server is pid 1 at every start: a lock naming a pid proves nothing.
  it.each([
    ['its own pid (a restarted container)', process.pid],
    ["another live process's pid (the test runner's parent)", process.ppid],
  ])('starts when the lock file of an earlier start holds %s', async (_case, pid) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'portal.lock'), String(pid));
    const release = await lockDataDir(dir, { waitMs: 0 });
    await release();
  });

  it('refuses a live second process, whose lock stays fresh past the stale period', async () => {
    const dir = tempDir();
    children.push(await holdInAnotherProcess(dir));
    await expect(lockDataDir(dir, { staleMs: STALE_MS, waitMs: 0 })).rejects.toThrow(
      /in use by another process/,
    );
    // Waiting twice the stale period changes nothing: the holder keeps its lock fresh.
    await expect(lockDataDir(dir, { staleMs: STALE_MS, waitMs: 2 * STALE_MS })).rejects.toThrow(
      DataDirLockedError,
    );
  }, 30_000);

  it('takes over the lock of a process killed with SIGKILL once it is stale', async () => {
    const dir = tempDir();
    const holder = await holdInAnotherProcess(dir);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const started = Date.now();
    const release = await lockDataDir(dir, { staleMs: STALE_MS, waitMs: 3 * STALE_MS });
    // At most the stale period, plus the last refresh, one retry step and some slack.
    expect(Date.now() - started).toBeLessThan(STALE_MS + 3_000);
    await expect(lockDataDir(dir, { staleMs: STALE_MS, waitMs: 0 })).rejects.toThrow(
      DataDirLockedError,
    );
    await release();
  }, 30_000);
});
