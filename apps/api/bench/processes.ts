import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** Runs a TypeScript script to completion with tsx, failing on a non-zero exit. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [script, ...args], { cwd: repoRoot, env, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited ${code}`)),
    );
  });
}

/**
 * Fails when something already listens where a server is to start: its health check would be
 * answered by the other process, and the row would measure a server the bench did not start
 * (a Lighthouse run on another checkout once took the order rows' port).
 */
async function assertPortFree(readyUrl: string): Promise<void> {
  const { hostname, port } = new URL(readyUrl);
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(`port ${port} is taken by another process: stop it and run again`)
            : error,
        ),
      )
      .listen(Number(port), hostname, () => probe.close(() => resolve()));
  });
}

/** Starts a long-running TypeScript server and waits until `readyUrl` answers 200. */
export async function startServer(
  script: string,
  env: NodeJS.ProcessEnv,
  readyUrl: string,
): Promise<ChildProcess> {
  // BENCH_CPU_PROF_DIR: each server writes a V8 CPU profile there when it stops (node refuses
  // --cpu-prof in NODE_OPTIONS), to see where a request's server CPU goes. The server is then
  // node itself with tsx as a loader: tsx's command runs the script in a child process, whose
  // profile its own flags never reached.
  await assertPortFree(readyUrl);
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  const [command, args] = profileDir
    ? [process.execPath, ['--cpu-prof', '--cpu-prof-dir', profileDir, '--import', 'tsx', script]]
    : [tsx, [script]];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited ${child.exitCode} during start`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`${script} did not answer ${readyUrl} in time`);
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
