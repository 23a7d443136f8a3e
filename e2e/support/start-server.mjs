// Starts the built server for the end-to-end run on a fresh data folder, removed on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dataDir = mkdtempSync(path.join(tmpdir(), 'careerloom-e2e-'));
const appPort = Number(process.env.E2E_PORT ?? '5100');

// Fake third-party servers on loopback (see fakes/README.md): each adds its base URL to the env.
const fakesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fakes');
const fakeEnv = {};
const allowHosts = [];
const fakes = [];
for (const file of readdirSync(fakesDir)
  .filter((f) => f.endsWith('.mjs') && f !== 'recording-server.mjs')
  .sort()) {
  const fake = await import(pathToFileURL(path.join(fakesDir, file)).href);
  const started = await fake.start(appPort + fake.portOffset);
  Object.assign(fakeEnv, started.env);
  if (started.allowHost) allowHosts.push(started.allowHost);
  fakes.push(started);
}
// E2E_FROM_SOURCE=1 runs the server's TypeScript directly (no server build; WEB_DIST_DIR may point
// at a web build elsewhere), so several people can run the suite side by side on one machine.
const entry = process.env.E2E_FROM_SOURCE
  ? ['--import', 'tsx', 'apps/server/src/server.ts']
  : ['apps/server/dist/server.js'];
const child = spawn(process.execPath, entry, {
  stdio: 'inherit',
  env: {
    ...process.env,
    // Every board a watchlist can name points at a closed local port unless a fake serves it, so
    // the suite never reaches the internet.
    LEVER_API_BASE: 'http://127.0.0.1:9',
    ASHBY_API_BASE: 'http://127.0.0.1:9',
    REMOTIVE_API_BASE: 'http://127.0.0.1:9',
    REMOTEOK_API_BASE: 'http://127.0.0.1:9',
    ...fakeEnv,
    FETCH_ALLOW_HOSTS: allowHosts.join(','),
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // E2E_DATABASE_URL runs the same suite against a PostgreSQL server instead of PGlite.
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    LOG_LEVEL: 'warn',
    // The suite signs up and in many times from one address within a minute.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    FORM_RATE_LIMIT_PER_MINUTE: '1000',
    // Every test is a new guest browser from 127.0.0.1; the per-browser guest quota still applies.
    GUEST_IP_DAILY_QUERIES: '1000',
    // The free chat's stated 2 s wait would only slow the quota tests down.
    FREE_CHAT_DELAY_MS: '0',
    // The suite never reaches the internet: no job board syncs (E2E_JOB_BOARDS for a manual look).
    JOB_BOARDS: process.env.E2E_JOB_BOARDS ?? 'none',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', async (code) => {
  await Promise.all(fakes.map((f) => f.close()));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
