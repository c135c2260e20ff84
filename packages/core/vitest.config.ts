import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    // The property tests run a hundred cases each, and the engine's tests hundreds of
    // ideas. CI runs them on Node 20 and Node 24 beside the browser journeys; on a 2-core
    // machine one that takes 3 s alone was measured at 75 s there, nothing being wrong.
    // Pure functions: the files of a worker can share its modules.
    isolate: false,
    testTimeout: 120_000,
  },
});
