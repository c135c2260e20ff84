import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/support/migrated-pglite.ts'],
    // The files of a worker share its modules, and with them its idle PGlite
    // (test-databases.ts): importing the app anew for each file was a third of the pass's
    // CPU. Each test starts its own app on its own database, so no file sees another's state.
    isolate: false,
    // A test may start a WASM Postgres (PGlite); give slow machines room. Under CI's load
    // (two Node versions beside the browser journeys, 2 cores) a server start and a
    // sign-up were measured past 60 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
