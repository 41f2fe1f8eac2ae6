import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openMigratedDataDir, testEngine } from '../../test/helpers/test-database.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';
import { hangGuard } from '../../test/helpers/hang-guard.ts';

const HOLDER = new URL('../../test/helpers/hold-data-dir-lock.ts', import.meta.url).pathname;

/** Another process holding the directory's lock, resolved once it has it. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dir], {
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
    for (const child of children.splice(0)) {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
    }
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'refuses a second handle on an open directory, opens again after close, and refuses statements once its lock file is removed',
    async () => {
      const dir = tempDir();
      // From the run's migrated template: a new directory takes PGlite seconds to create.
      const first = await openMigratedDataDir(dir);
      await expect(openDatabase({ engine: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
      // The refused attempt must not have released the owner's lock.
      await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
      await first.close();
      const second = await openDatabase({ engine: 'pglite', dataDir: dir });
      try {
        await sql`select 1`.execute(second.db);
        // Removed behind its back, the lock no longer keeps a second process out (it would lock a
        // new file): the first refuses every statement from then on.
        rmSync(join(dir, 'data-dir.lock'));
        await expect(sql`select 1`.execute(second.db)).rejects.toThrow(/removed or replaced/);
      } finally {
        await second.close();
      }
    },
    hangGuard(120_000),
  );

  // A container's server is pid 1 at every start: a lock naming a pid proves nothing.
  it.each([
    ['its own pid (a restarted container)', process.pid],
    ["another live process's pid (the test runner's parent)", process.ppid],
  ])('starts when the lock file of an earlier start holds %s', async (_case, pid) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'portal.lock'), String(pid));
    writeFileSync(join(dir, 'data-dir.lock'), `pid ${pid} on host elsewhere\n`);
    const lock = await lockDataDir(dir, { waitMs: 0 });
    await lock.release();
  });

  it(
    'refuses a live second process, naming the directory, its holder and DATABASE_URL',
    async () => {
      const dir = tempDir();
      const holder = await holdInAnotherProcess(dir);
      children.push(holder);
      const refused = lockDataDir(dir, { waitMs: 0 });
      await expect(refused).rejects.toThrow(DataDirLockedError);
      await expect(refused).rejects.toThrow(
        new RegExp(
          `${dir} is in use by another process \\(its lock was taken by pid ${holder.pid} .*DATABASE_URL`,
        ),
      );
      // Waiting changes nothing while the holder lives.
      const started = Date.now();
      await expect(lockDataDir(dir, { waitMs: 1_000 })).rejects.toThrow(DataDirLockedError);
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    },
    hangGuard(30_000),
  );

  it(
    'refuses while the holder is paused (SIGSTOP), and takes the lock once it is gone',
    async () => {
      const dir = tempDir();
      const holder = await holdInAnotherProcess(dir);
      children.push(holder);
      holder.kill('SIGSTOP');
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(DataDirLockedError);
      // Still paused, the holder is killed: the kernel releases its lock at once.
      holder.kill('SIGKILL');
      await once(holder, 'exit');
      const lock = await lockDataDir(dir, { waitMs: 0 });
      await lock.release();
    },
    hangGuard(30_000),
  );

  it(
    'takes over the lock of a process killed with SIGKILL at once',
    async () => {
      const dir = tempDir();
      const holder = await holdInAnotherProcess(dir);
      holder.kill('SIGKILL');
      await once(holder, 'exit');
      const lock = await lockDataDir(dir, { waitMs: 0 });
      await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(DataDirLockedError);
      lock.assertHeld();
      await lock.release();
    },
    hangGuard(30_000),
  );

  // Earlier releases locked the directory with proper-lockfile's mkdir lock, refreshed every 5 s.
  it("treats an earlier release's fresh lock as held, and removes a stale one", async () => {
    const dir = tempDir();
    const legacy = join(dir, 'pglite.lock');
    mkdirSync(legacy);
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(DataDirLockedError);
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(legacy, minuteAgo, minuteAgo);
    const lock = await lockDataDir(dir, { waitMs: 0 });
    expect(existsSync(legacy)).toBe(false);
    await lock.release();
  });
});
