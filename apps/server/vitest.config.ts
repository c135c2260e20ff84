import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/migrated-pglite.ts'],
    // PGlite starts a WASM Postgres per test file; give slow machines room. Under CI's load
    // (two Node versions beside the browser journeys, 2 cores) a server start and a
    // sign-up were measured past 60 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
