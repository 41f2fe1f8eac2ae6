import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// 127.0.0.1, not localhost: the server listens on IPv4 only.
const baseURL = `http://127.0.0.1:${PORT}`;
const root = fileURLToPath(new URL('..', import.meta.url));

// One fresh embedded database per run, made once by the runner: workers load this file again
// and inherit it. The runner removes it when it exits, after the server has stopped.
if (!process.env.E2E_DATA_DIR) {
  const created = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  process.env.E2E_DATA_DIR = created;
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;

/**
 * Debian's Chromium: nothing downloads a browser. Its headless shell (apt-get install
 * chromium-headless-shell) when installed, as Playwright itself runs headless tests: the same
 * Blink and V8 without the full browser's user interface processes, which cost the suite a
 * quarter of its time on two cores. The full browser otherwise.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * CI (.ci/run) runs this suite alone, after the others (docs/decisions/048): beside them, its
 * browsers' processes and theirs brought two cores' load to 11-19 and the whole run's CPU time to
 * twice what its parts take one after another. Alone, it keeps the cores busy with three workers
 * (below). CI still allows each step twice its time: the machine is shared and noisy.
 */
const ci = Boolean(process.env.CI);
const SLOWER = ci ? 2 : 1;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // Three on two cores shared with the server under test: with two, a fifth of the cores sat
  // idle while each browser waited on the server (one Node thread with its embedded database)
  // and the server on the browsers. Measured alone, twice each, one run after the other: 233-237 s
  // with two workers (18% idle), 197-198 s with three (7% idle).
  workers: 3,
  timeout: 30_000 * SLOWER,
  expect: { timeout: 10_000 * SLOWER },
  reporter: ci ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  // The production build served by the real API on a fresh embedded database with the demo data.
  webServer: {
    command: 'npx tsx apps/api/src/server.ts',
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000 * SLOWER,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      SEED_DEMO: '1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // A build of one's own (vite build --outDir ...) lets two runs share a checkout.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
