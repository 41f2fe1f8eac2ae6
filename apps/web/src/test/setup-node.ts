import { afterEach, vi } from 'vitest';

// The tests that run in Node (node-tests.ts) reach none of the app state that setup.ts starts and
// resets; they get the rest of its clean-up.
afterEach(() => {
  vi.unstubAllGlobals();
});
