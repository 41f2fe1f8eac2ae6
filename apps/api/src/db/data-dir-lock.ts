import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLockOptions {
  /** How long to wait for the process holding the directory to let it go before refusing. */
  waitMs?: number;
}

export interface DataDirLock {
  /**
   * Throws DataDirLockedError unless the lock file at the directory's path is still the one this
   * process locked. The operating system keeps the lock for as long as the process lives, paused
   * or not; only removing or replacing the file behind its back lets a second process lock a new
   * one. The embedded database calls this before each statement (see database.ts).
   */
  assertHeld: () => void;
  release: () => Promise<void>;
}

/**
 * How long a start waits for the directory's holder to let it go before refusing. The lock is
 * free the moment its process exits, and a stopping server exits within close-with-grace's
 * delay (10 s, server.ts), usually well under a second: a start that follows a stop closely is
 * not refused. A holder that runs, or is paused, is refused after this.
 */
export const LOCK_WAIT_MS = 10_000;
const RETRY_EVERY_MS = 250;

/**
 * The lock file inside the data directory. It holds the pid and host of the process that took
 * it, for the error message only: the lock itself is the operating system's, on the open file.
 */
const LOCK_NAME = 'data-dir.lock';

/**
 * Earlier releases locked the directory with proper-lockfile: a directory of this name whose
 * mtime the server refreshed every 5 s, stale after 30 s. While such a lock is fresh a server of
 * an earlier release may be running on the directory, so a start treats it as held; a stale one
 * was left by a killed server, and is removed once the new lock is taken.
 */
const LEGACY_LOCK_NAME = 'pglite.lock';
const LEGACY_STALE_MS = 30_000;

/** Directories this process holds: asking again is refused at once (waiting would never end). */
const heldHere = new Set<string>();

interface FileLocks {
  tryLock: (fd: number) => boolean;
  unlock: (fd: number) => void;
}

let fileLocks: FileLocks | undefined;

/**
 * fs-native-extensions (holepunch): on Linux an open file description lock (fcntl F_OFD_SETLK),
 * on macOS flock, on Windows LockFileEx; its prebuilt binaries ship inside the package. Loaded
 * on first use, so a server on PostgreSQL never needs it.
 */
function loadFileLocks(): FileLocks {
  if (!fileLocks) {
    try {
      fileLocks = createRequire(import.meta.url)('fs-native-extensions') as FileLocks;
    } catch (error) {
      throw new Error(
        `The file lock that guards the embedded database's data directory is not available on ` +
          `this platform (${(error as Error).message}). Set DATABASE_URL to use PostgreSQL.`,
        { cause: error },
      );
    }
  }
  return fileLocks;
}

function heldBy(lockPath: string): string {
  try {
    const holder = readFileSync(lockPath, 'utf8').trim();
    return holder ? ` (its lock was taken by ${holder})` : '';
  } catch {
    return '';
  }
}

function lockedError(dir: string, holder = '') {
  return new DataDirLockedError(
    `The data directory ${dir} is in use by another process${holder}. PGlite allows one process ` +
      'per directory: stop that process, or set DATABASE_URL to run several servers on PostgreSQL.',
  );
}

function legacyLockIsFresh(path: string): boolean {
  try {
    const legacy = statSync(join(path, LEGACY_LOCK_NAME));
    return legacy.isDirectory() && Date.now() - legacy.mtimeMs < LEGACY_STALE_MS;
  } catch {
    return false;
  }
}

/**
 * PGlite takes no lock of its own, and two processes on one data directory corrupt it. The lock
 * is the operating system's, on a file in the directory (docs/decisions/020): it is held for as
 * long as the process that took it lives, however long that process is paused, and the kernel
 * releases it the moment the process ends, even killed with SIGKILL, so nothing goes stale and
 * no time decides who owns the directory. A start waits up to `waitMs` for the holder to let go,
 * then refuses; a second attempt in the same process is refused at once.
 */
export async function lockDataDir(
  dir: string,
  { waitMs = LOCK_WAIT_MS }: DataDirLockOptions = {},
): Promise<DataDirLock> {
  const { tryLock, unlock } = loadFileLocks();
  mkdirSync(dir, { recursive: true });
  const path = realpathSync(dir);
  if (heldHere.has(path)) throw lockedError(dir);
  const lockPath = join(path, LOCK_NAME);
  const fd = openSync(lockPath, constants.O_RDWR | constants.O_CREAT, 0o644);
  try {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const locked = tryLockOrExplain(tryLock, fd, dir);
      const legacy = locked && legacyLockIsFresh(path);
      if (locked && !legacy) break;
      // Taken while an earlier release's lock is fresh: give it back while waiting.
      if (legacy) unlock(fd);
      if (Date.now() >= deadline) {
        throw lockedError(dir, legacy ? ' (a server of an earlier release)' : heldBy(lockPath));
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
    }
    rmSync(join(path, LEGACY_LOCK_NAME), { recursive: true, force: true });
    ftruncateSync(fd);
    writeSync(fd, `pid ${process.pid} on host ${hostname()}\n`, 0);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  heldHere.add(path);
  const held = fstatSync(fd);
  let lost: DataDirLockedError | undefined;
  let released = false;
  const lock: DataDirLock = {
    assertHeld() {
      if (lost) throw lost;
      if (released) throw new DataDirLockedError(`The data directory ${dir} was released.`);
      let current;
      try {
        current = statSync(lockPath);
      } catch {
        current = undefined;
      }
      if (current?.ino !== held.ino || current.dev !== held.dev) {
        lost = new DataDirLockedError(
          `The lock file ${lockPath} was removed or replaced while this process held the data ` +
            `directory ${dir}: another process may have opened it, so this one writes nothing ` +
            'more. Stop every server on the directory, then start one.',
        );
        throw lost;
      }
    },
    async release() {
      if (released) return;
      released = true;
      heldHere.delete(path);
      // Closing the file releases the lock; the file stays (removing it could let a process that
      // opened it just before lock a file no longer at the path while a third locks a new one).
      closeSync(fd);
    },
  };
  // The file locked is the one at the path (not one removed since it was opened), before PGlite
  // opens the directory.
  try {
    lock.assertHeld();
  } catch (error) {
    await lock.release();
    throw error;
  }
  return lock;
}

/** tryLock, with a file system that cannot lock at all (ENOLCK, ENOTSUP) told as such. */
function tryLockOrExplain(tryLock: FileLocks['tryLock'], fd: number, dir: string): boolean {
  try {
    return tryLock(fd);
  } catch (error) {
    throw new DataDirLockedError(
      `The data directory ${dir} cannot be locked (${(error as Error).message}): its file system ` +
        'does not support file locks (a network file system?). Keep it on a local disk, or set ' +
        'DATABASE_URL to use PostgreSQL.',
      { cause: error },
    );
  }
}
