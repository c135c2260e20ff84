import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    // The property tests run a hundred cases each: under CI's load (the browser journeys
    // run beside them) one can pass vitest's default 5 s without anything being wrong.
    testTimeout: 30_000,
  },
});
