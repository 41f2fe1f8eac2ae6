import { defineConfig } from 'vitest/config';

// The API suite runs on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set.
const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    projects: engines.map((engine) => ({
      test: {
        name: engine,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
        env: { TEST_ENGINE: engine },
        // Migrates one template database per engine and run, which every test file copies.
        globalSetup: ['./test/global-setup.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    })),
  },
});
