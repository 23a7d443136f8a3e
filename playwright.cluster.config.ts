import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/support/chromium.mjs';
import { clusterPorts } from './e2e/support/cluster.mjs';

const ports = clusterPorts();

/**
 * The deployment topology end to end (issue 14): two built server processes on one PostgreSQL and
 * one Redis behind nginx with deploy/nginx/nginx.conf, as compose.yaml runs them. Needs a
 * PostgreSQL server (TEST_DATABASE_URL), Redis (TEST_REDIS_URL) and nginx; `npm test` runs it when
 * they are there (CI installs and starts them).
 */
export default defineConfig({
  testDir: 'e2e/cluster',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${ports.proxy}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'cluster',
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
    command: 'node e2e/support/start-cluster.mjs',
    url: `http://127.0.0.1:${ports.proxy}/healthz`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: { CLUSTER_PORT: String(ports.proxy) },
  },
});
