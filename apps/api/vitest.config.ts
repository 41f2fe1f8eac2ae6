import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { engineFreeTestFiles } from './test/engine-free-tests.ts';
import { hangGuard } from './test/helpers/hang-guard.ts';

// The API suite runs on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const directories = ['src', 'test', 'bench'];
// A test file that reaches no database helper runs the same on every engine: the pglite project
// runs it, the postgres project leaves it out (engine-free-tests.ts says how a file is told apart;
// any doubt runs it on both).
const engineFree = engineFreeTestFiles(fileURLToPath(new URL('.', import.meta.url)), directories);
// Files that need a database but ask nothing of the engine's own behaviour, run on one engine: on
// PostgreSQL when the run has it (the production engine, and a process of its own), else PGlite.
// The route fuzz sends ~9,000 generated requests to find a 5xx or a malformed refusal; what it
// finds is in the edge's validation and error handling, the same SQL on both engines (PGlite is
// PostgreSQL's own code), and each module's tests run on both. It was the run's longest file,
// twice: about a quarter of the API suite's time on CI's two cores. The API reference's document
// and page are made from the routes' schemas: their app opens a database it never queries.
const oneEngine = [
  'test/fuzz/every-route.test.ts',
  'src/modules/openapi/openapi-document.test.ts',
  'src/modules/openapi/docs-page.test.ts',
];

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: one worker on CI's two, with
    // the other core mostly idle while a file waits on PostgreSQL, a child process or a timer.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: engines.map((engine) => ({
      test: {
        name: engine,
        include: directories.map((directory) => `${directory}/**/*.test.ts`),
        exclude: [
          ...configDefaults.exclude,
          ...(engine === 'pglite' ? [] : engineFree),
          ...(engine === engines.at(-1) ? [] : oneEngine),
        ],
        env: { TEST_ENGINE: engine },
        // A worker's files share one module graph: with a process per file, each of the ~240 file
        // runs paid 3-5 s to import the app and compile PGlite (13 min for the suite on CI's two
        // cores, 6 min without). Every file opens its own database and app, so no state is shared.
        isolate: false,
        // Migrates one template database per engine and run, which every test file copies.
        globalSetup: ['./test/global-setup.ts'],
        // Hang guards, longer on CI (test/helpers/hang-guard.ts says why).
        testTimeout: hangGuard(30_000),
        hookTimeout: hangGuard(60_000),
      },
    })),
  },
});
