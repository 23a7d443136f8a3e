// Starts the deployment topology of compose.yaml on loopback, without containers: two built server
// processes (A and B) on one new PostgreSQL database and one Redis, behind nginx running
// deploy/nginx/nginx.conf. Ports: the proxy at CLUSTER_PORT (default 5400), A at +1, B at +2, the
// fake third-party servers from +100. The database is dropped on exit.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { appEnv, startFakes } from './app-env.mjs';
import { clusterInfoFile, clusterPorts, nginxBinary } from './cluster.mjs';

const ports = clusterPorts();
let stopping = false;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const work = mkdtempSync(path.join(tmpdir(), 'careerloom-cluster-'));

async function admin(statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const dbName = `careerloom_cluster_${randomBytes(6).toString('hex')}`;
await admin(`CREATE DATABASE "${dbName}"`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
// The tests read the shared database and each process's log to see what ran where.
const logs = { A: path.join(work, 'A.log'), B: path.join(work, 'B.log') };
writeFileSync(clusterInfoFile(ports.proxy), JSON.stringify({ databaseUrl, logs }));

const fakes = await startFakes(ports.fakes);
// What compose.yaml sets for every app process: one key, one database, one Redis, behind a proxy.
const shared = {
  SECRET_KEY: randomBytes(32).toString('hex'),
  REDIS_URL: redisUrl,
  TRUST_PROXY: 'true',
  // Users reach the processes through the proxy (compose.yaml sets PUBLIC_URL the same way).
  PUBLIC_URL: `http://127.0.0.1:${ports.proxy}`,
  // Small enough that the test reaches it by spreading failed sign-ins over both processes.
  LOGIN_FAILURES_PER_HOUR: '4',
  // Background work on in both, as deployed: boards on users' watchlists sync hourly.
  JOB_SYNC_INTERVAL: '1h',
  // One line per claimed background task (and per request) goes to each process's log file.
  LOG_LEVEL: 'debug',
};
const children = [];
for (const [name, port] of [
  ['A', ports.a],
  ['B', ports.b],
]) {
  const dataDir = path.join(work, name);
  mkdirSync(dataDir);
  const log = openSync(logs[name], 'a');
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    stdio: ['ignore', log, log],
    env: appEnv({ fakes, port, dataDir, databaseUrl, extra: { ...shared } }),
  });
  child.on('exit', (code) => {
    if (!stopping) {
      process.stderr.write(
        `cluster process ${name} exited with ${code}:\n${readFileSync(logs[name], 'utf8').slice(-4000)}\n`,
      );
      void stop(1);
    }
  });
  children.push(child);
}

// Both processes answer /healthz (database and Redis ok) before the proxy opens: Playwright waits
// for the proxy's port.
async function ready(port) {
  for (;;) {
    if (stopping) return;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok && (await res.json()).status === 'ok') return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
}
await Promise.all([ready(ports.a), ready(ports.b)]);

// nginx with the deployment's own configuration; only the listen port and the upstreams differ.
const nginxDir = path.join(work, 'nginx');
mkdirSync(nginxDir);
const conf = readFileSync('deploy/nginx/nginx.conf', 'utf8').replace(
  'listen 8080;',
  `listen 127.0.0.1:${ports.proxy};`,
);
writeFileSync(path.join(nginxDir, 'nginx.conf'), conf);
writeFileSync(
  path.join(nginxDir, 'upstream.conf'),
  `upstream careerloom {\n  server 127.0.0.1:${ports.a} max_fails=1 fail_timeout=5s;\n  server 127.0.0.1:${ports.b} max_fails=1 fail_timeout=5s;\n  keepalive 32;\n}\n`,
);
const nginx = spawn(nginxBinary(), ['-p', nginxDir, '-c', path.join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
nginx.on('error', (error) => {
  process.stderr.write(`nginx did not start: ${error.message}\n`);
  void stop(1);
});

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  nginx.kill('SIGQUIT');
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined)),
  );
  await fakes.close();
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
  rmSync(clusterInfoFile(ports.proxy), { force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
