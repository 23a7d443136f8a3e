// What every end-to-end server process gets: the fake third-party servers on loopback, and the
// environment that points the app at them and keeps it off the internet. Used by start-server.mjs
// (one process, the main suite) and start-cluster.mjs (two processes behind the proxy).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const fakesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fakes');

/** Starts every fake (see fakes/README.md) at `basePort + its portOffset`. */
export async function startFakes(basePort) {
  const env = {};
  const allowHosts = [];
  const started = [];
  for (const file of readdirSync(fakesDir)
    .filter((f) => f.endsWith('.mjs') && f !== 'recording-server.mjs')
    .sort()) {
    const fake = await import(pathToFileURL(path.join(fakesDir, file)).href);
    const one = await fake.start(basePort + fake.portOffset);
    Object.assign(env, one.env);
    if (one.allowHost) allowHosts.push(one.allowHost);
    started.push(one);
  }
  return { env, allowHosts, close: () => Promise.all(started.map((f) => f.close())) };
}

/** The environment of one app process of the suite. */
export function appEnv({ fakes, port, dataDir, databaseUrl = '', extra = {} }) {
  return {
    ...process.env,
    // Every board a watchlist can name points at a closed local port unless a fake serves it, so
    // the suite never reaches the internet.
    LEVER_API_BASE: 'http://127.0.0.1:9',
    ASHBY_API_BASE: 'http://127.0.0.1:9',
    REMOTIVE_API_BASE: 'http://127.0.0.1:9',
    REMOTEOK_API_BASE: 'http://127.0.0.1:9',
    ...fakes.env,
    FETCH_ALLOW_HOSTS: fakes.allowHosts.join(','),
    PORT: String(port),
    HOST: '127.0.0.1',
    // The address the browser uses: Stripe's return pages and OAuth redirects lead back to it
    // (required when NODE_ENV=production; the cluster passes its proxy's address in `extra`).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
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
    ...extra,
  };
}
