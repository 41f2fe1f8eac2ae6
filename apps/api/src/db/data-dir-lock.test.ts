import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/helpers/test-database.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

// The lock guards PGlite's directory: one run of the suite covers it, whatever the engine.
describe.skipIf(testEngine !== 'pglite')('the data directory lock', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second handle on an open directory, and opens again after close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ engine: 'pglite', dataDir: dir });
    await expect(openDatabase({ engine: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    // The refused attempt must not have released the owner's lock.
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    await first.close();
    const second = await openDatabase({ engine: 'pglite', dataDir: dir });
    await second.close();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    // Above any pid_max of Linux: no such process exists.
    writeFileSync(join(dir, 'portal.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    release();
  });
});
