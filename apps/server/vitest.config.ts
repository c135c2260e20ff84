import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/migrated-pglite.ts'],
    // PGlite starts a WASM Postgres per test file; give slow machines room.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
