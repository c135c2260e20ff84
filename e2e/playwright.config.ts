import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Install it with \`apt-get install -y chromium\` ` +
      '(Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
// One fresh database per run; workers inherit the variable, so they share the server's.
process.env.PLUME_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'plume-e2e-'));

export default defineConfig({
  testDir: './tests',
  // The screenshots (every screen × 3 languages × 2 widths × 2 themes) are for a person
  // to look at, made by `npm run screenshots`; the suite checks the same screens with axe.
  testIgnore: process.env.PLUME_SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Every full navigation is a server render, then hydration, then the page's code going
  // quiet (tests/support/app-started.ts): the longest journeys pass 30 s on a busy 2-core
  // machine.
  timeout: 60_000,
  // A sign-in's redirect and the desk's render can take over Playwright's default 5 s when
  // the unit tests share the two cores: waits end on the state, so a longer bound costs a
  // passing test nothing.
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: 'list',
  use: {
    baseURL,
    locale: 'fr-FR',
    // Recording a trace films every page (a screencast and DOM snapshots): it doubled the
    // suite's CPU. A test that fails is retried with one, so what fails twice leaves a trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      // Without these, Chromium keeps trying to reach Google's services from a closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // As on a 512 MiB server, where the machine lets a cgroup be made (docs/decisions/028).
    command: `bash ../scripts/memory-limit.sh 512 plume-e2e-${port} node ../apps/server/dist/main.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.PLUME_E2E_DATA_DIR,
      // Always the embedded database, even when CI exports DATABASE_URL for the
      // integration tests: each run starts on an empty one.
      DATABASE_URL: '',
      // Links in mails and the auth origin check use the address the browser uses.
      PUBLIC_URL: baseURL,
      // Each test names a client address of its own in X-Forwarded-For (tests/support/
      // accounts.ts), so tests running together do not share one rate limit.
      TRUST_PROXY: '127.0.0.1',
      // More than the default 3, so a journey can fill two pages of history
      // (SIGNUP_CREDITS in tests/support/generation.ts).
      SIGNUP_CREDITS: '8',
      LOG_LEVEL: 'warn',
      // A web build of one's own (`vite build --outDir`), so a rebuild elsewhere in the
      // working tree does not swap the assets under a running suite.
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      NODE_ENV: 'test',
    },
  },
});
