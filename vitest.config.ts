import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Most suites wait on a browser, a server or a build of their own: two files at a time keep
    // two cores busy (vitest's default on a 2-core machine is one).
    maxWorkers: 2,
    // A worker keeps the modules it has loaded from file to file rather than loading them again for
    // each of some 120 files (npm run bench:tests measures the cost). What a suite sets up in a shared
    // module (wcagSite.ts, formsBrowserSite.ts) it undoes in its afterAll.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    globalSetup: ['tests/support/globalSetup.ts'],
  },
});
