import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/support/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 5100);

/**
 * End-to-end tests in Debian's Chromium against the built app on a throw-away embedded database.
 * `npm run test:e2e` builds first; the server is started here and stopped afterwards.
 */
export default defineConfig({
  testDir: 'e2e',
  // The two-process topology has its own servers and configuration (playwright.cluster.config.ts).
  testIgnore: 'cluster/**',
  // Two files at a time (issue 36 item 4: 80 tests took 7.2 min one by one, 3.2 min two by two on
  // the 2-core machine). Each test signs up its own users, so files share the server, not state;
  // the tests of one file still run in order.
  fullyParallel: false,
  workers: Math.min(2, os.availableParallelism()),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(PORT) },
  },
});
