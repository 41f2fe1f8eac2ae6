import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

// src/server.ts with the tenant predicate check on its database (checked-server.ts).
const SERVER = new URL('./checked-server.ts', import.meta.url).pathname;

/** A port free on the loopback address at the time of asking. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Every server this test process started: none outlives it (a failed test may not stop its own). */
const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) child.kill('SIGKILL');
});

/**
 * The real server (`src/server.ts` under tsx, its statements checked by tenant) in a process of
 * its own, on 127.0.0.1:port, with no demo seed and no web app. `stdio` 'pipe' lets a test read
 * what it printed on stderr. It is SIGKILLed when this process exits, and ends itself when this
 * process dies without exiting (checked-server.ts: its IPC channel closes), so a failed test
 * leaves no server behind to burn the machine's CPU.
 */
export function spawnServer(
  env: Record<string, string>,
  port: number,
  { stdio = 'inherit' }: { stdio?: 'inherit' | 'pipe' } = {},
): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', stdio, stdio, 'ipc'],
  });
  // The channel is the server's to watch; it does not keep this process alive.
  child.channel?.unref();
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** Resolves once the server answers its health check; throws if it exits or takes 60 s. */
export async function waitUntilServing(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The real server in a process of its own, resolved once it answers. */
export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<ChildProcess> {
  const child = spawnServer(env, port);
  await waitUntilServing(child, port);
  return child;
}

/** SIGKILL (a paused process too), resolved once it has exited. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
