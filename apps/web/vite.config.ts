import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { configDefaults } from 'vitest/config';
import { defineConfig, type Plugin } from 'vite';
import { firstScreenChunks } from './build/first-screen-chunks.ts';
import { firstScreens } from './build/first-screens.ts';
import { loginBudget } from './build/login-budget.ts';
import { precompress } from './build/precompress.ts';
import { stripEndpointSchemas } from './build/strip-endpoint-schemas.ts';
import { nodeTestFiles } from './src/test/node-tests.ts';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|use-sync-external-store)[\\/]/;
// TanStack Query: every screen but the login screen, which must not load it (issue 4).
const TANSTACK_QUERY = /node_modules[\\/]@tanstack[\\/]/;
// The form pattern (decision 030) and the fields every form shows: the login screen's forms and
// the console's use the same few small modules, which cost less as one chunk than as six.
const FORM_KIT =
  /src[\\/]shared[\\/](lib[\\/](use-schema-form|form-errors)|ui[\\/](field|alert|button|password-field))\.tsx?$/;

/**
 * React Router publishes one build for development and one for production, but names only the
 * development one in its package exports; the production one is the same code with its development
 * warnings off, which the minifier then drops (0.5 kB gzipped on every screen, the login screen's
 * included). Tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const production = fileURLToPath(
    new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  );
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === 'react-router' ? production : null),
  };
}

const firstScreenGroups = firstScreenChunks();
const nodeTests = nodeTestFiles(fileURLToPath(new URL('.', import.meta.url)));
/** The test files that render the app's whole router (see the jsdom-router project). */
const ROUTER_TESTS = [
  'src/app/sign-in.test.tsx',
  'src/app/admin-guard.test.tsx',
  'src/app/guards.test.tsx',
  'src/app/routes/root-redirect.test.tsx',
  'src/features/auth/components/login-form.test.tsx',
  'src/features/auth/components/welcome-panel.test.tsx',
  'src/features/auth/routes/login.test.tsx',
];

export default defineConfig({
  plugins: [
    reactRouterProductionBuild(),
    stripEndpointSchemas(),
    firstScreenGroups.plugin,
    react(),
    tailwindcss(),
    loginBudget(),
    firstScreens(),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // The API runs on its own port in development; the browser sees one origin, as in production.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // Every browser we target preloads modules natively; without the hint a browser only loses
    // the head start, and the login screen saves the polyfill's bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: the entry names every route's chunks for
        // preloading, and the login budget (issue 4) counts those bytes, ~5 bytes gzipped a
        // descriptive name. The build's report (login-budget.ts) names the modules in each chunk.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[hash:8].js',
        codeSplitting: {
          // The libraries every screen needs in one long-cached chunk, and TanStack Query in one
          // of its own; the rest splits by route.
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'tanstack-query', test: TANSTACK_QUERY },
            { name: 'form-kit', test: FORM_KIT },
            // The app's modules of the first screens in a few chunks rather than forty: a phone's
            // six connections made their files a second of the products screen's load.
            firstScreenGroups.group,
          ],
        },
      },
    },
  },
  test: {
    // Form tests type a lot; on two shared cores the 5 s default is too tight.
    testTimeout: 20_000,
    // Vitest's default in a run is one worker fewer than the cores, which is one on CI's two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // A worker's component test files share one jsdom window and module graph: a window and
        // the app's imports per file cost 2 of the suite's 3 minutes. Each file renders into a
        // fresh container with fresh providers (setup.ts cleans up after every test).
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...nodeTests, ...ROUTER_TESTS],
        },
      },
      {
        // The whole router's lazy screens keep loading after such a file's last test: in a
        // shared window they land in the next file's, so these files keep a window of their own.
        extends: true,
        test: {
          name: 'jsdom-router',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          include: ROUTER_TESTS,
        },
      },
      {
        // The tests of plain logic that reaches no browser global nor app state (node-tests.ts):
        // a jsdom window and setup.ts's texts and providers only cost them time.
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          setupFiles: ['./src/test/setup-node.ts'],
          // The build's own plugins (build/) are plain logic too.
          include: [...nodeTests, 'build/**/*.test.ts'],
        },
      },
    ],
  },
});
