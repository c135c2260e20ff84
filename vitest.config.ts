import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
    // Vitest's default leaves one worker on a 2-core machine; the server suites mostly wait
    // on the database and password hashing, so two files at a time cut CI's unit stage
    // from about 10 minutes to 6 (measured on both databases).
    maxWorkers: 2,
  },
});
