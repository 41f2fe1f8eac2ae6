import { mkdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLockOptions {
  /** A lock whose mtime is older than this is left by a process that died: it is taken over. */
  staleMs?: number;
  /** How long to wait for a held lock to be released or to go stale before refusing. */
  waitMs?: number;
}

/**
 * How long a lock outlives a process killed with SIGKILL (documented in the README's PGlite
 * section). The owner refreshes the lock's mtime every 5 seconds from a timer, which cannot run
 * while PGlite holds the thread (PGlite runs on the main thread: creating a new database takes a
 * few seconds, and took 25 on a machine loaded twenty times over). The 25 seconds between the
 * refresh and the stale period are that margin: a live server's lock looks stale to a process
 * starting beside it only if PGlite held the thread longer than that.
 */
export const LOCK_STALE_MS = 30_000;
const LOCK_UPDATE_MS = 5_000;
const RETRY_EVERY_MS = 1_000;

/**
 * The name of the lock inside the data directory. Releases before this one wrote a `portal.lock`
 * file holding a pid, which a restarted container (whose server is pid 1 again) or a reused pid
 * made look held forever; that file is not read any more.
 */
const LOCK_NAME = 'pglite.lock';

/** Directories this process holds: asking again is refused at once (waiting would never end). */
const heldHere = new Set<string>();

function lockedError(dir: string) {
  return new DataDirLockedError(
    `The data directory ${dir} is in use by another process. PGlite allows one process per ` +
      'directory: stop that process, or set DATABASE_URL to run several servers on PostgreSQL.',
  );
}

/**
 * PGlite takes no lock of its own, and two processes on one data directory corrupt it. The lock
 * is proper-lockfile's: a directory made atomically (mkdir) whose mtime the owner keeps fresh,
 * so it cannot go stale while its owner runs and is taken over once a dead owner stops
 * refreshing it, whatever pids the processes had. A start waits out a lock left by a killed
 * process (up to LOCK_STALE_MS) and is refused while a live process holds the directory.
 * Returns the function that releases it.
 */
export async function lockDataDir(
  dir: string,
  { staleMs = LOCK_STALE_MS, waitMs = LOCK_STALE_MS + LOCK_UPDATE_MS }: DataDirLockOptions = {},
): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const path = realpathSync(dir);
  if (heldHere.has(path)) throw lockedError(dir);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(path, {
      lockfilePath: join(path, LOCK_NAME),
      stale: staleMs,
      update: Math.min(LOCK_UPDATE_MS, staleMs / 2),
      retries: {
        retries: Math.floor(waitMs / RETRY_EVERY_MS),
        factor: 1,
        minTimeout: RETRY_EVERY_MS,
        maxTimeout: RETRY_EVERY_MS,
      },
      // Another process took the directory over while this one could not refresh the lock
      // (or the lock was deleted): going on would corrupt the database, so the server stops
      // (close-with-grace turns the uncaught error into a shutdown).
      onCompromised: (error) => {
        throw new DataDirLockedError(
          `Lost the lock of the data directory ${dir} (${error.message}); stopping.`,
        );
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw lockedError(dir);
    throw error;
  }
  heldHere.add(path);
  return async () => {
    heldHere.delete(path);
    await release();
  };
}
