// Issue 14 item 2: authenticated `GET /api/user` through the real app (buildApp, the production
// logger at LOG_LEVEL=info writing to /dev/null) on the embedded PGlite and, with
// BENCH_DATABASE_URL, on PostgreSQL (a scratch database created here and dropped afterwards), as a
// ratio to a bare node:http JSON hello (performance.md H1). Targets: at least 0.3x on PostgreSQL,
// 0.1x on PGlite, p99 under 25 ms at 50 connections.
// Run from the repository root with `npx tsx bench/authenticated-user.ts`. Prints figures; asserts
// nothing.
//
// Each server runs in its own child process (this file, started with `serve <kind>`), so the load
// generator never shares an event loop with the server it measures. autocannon is not installed:
// the load comes from CONNECTIONS keep-alive sockets on raw HTTP/1.1, one request in flight each
// (no pipelining, so every latency is one request's), every request carrying the session cookie.
// Rounds alternate between the servers; the median req/s of ROUNDS rounds after a warm-up round is
// reported, with p50/p99 over every request of those rounds. Env: ROUNDS (3), SECONDS (5),
// CONNECTIONS (50), PROFILE=1 (the app children write --cpu-prof profiles to
// $TMPDIR/bench-authenticated-user-profiles).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runLoad } from './lib/http1-load.ts';

type Kind = 'node-http' | 'pglite' | 'postgres';
const PROFILE_DIR = path.join(tmpdir(), 'bench-authenticated-user-profiles');
type Ready = { port: number; cookie: string };

async function serve(kind: Kind, databaseUrl?: string): Promise<Ready> {
  if (kind === 'node-http') {
    const body = JSON.stringify({ id: 1, username: 'bench', tier: 'free' });
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { port: (server.address() as AddressInfo).port, cookie: 'careerloom.sid=none' };
  }
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config/config.ts');
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { createLogger } = await import('../apps/server/src/logger.ts');
  const work = mkdtempSync(path.join(tmpdir(), 'bench-user-'));
  process.on('exit', () => rmSync(work, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'info',
    DATA_DIR: work,
    HOST: '127.0.0.1',
    // The server alone: no board syncs beside the measured requests.
    JOB_BOARDS: 'none',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // As server.ts does: the logger writes to fd 1, which the parent points at /dev/null.
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database, logger });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      username: 'benchuser',
      password: 'correct horse battery staple 7',
      email: 'bench@example.com',
      fullName: 'Bench User',
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const setCookie = [res.headers['set-cookie'] ?? []].flat();
  const cookie = setCookie.map((c) => c.split(';')[0]).find((c) => c?.includes('.sid='));
  if (!cookie) throw new Error('no session cookie');
  const check = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  if (check.statusCode !== 200) throw new Error(`GET /api/user: ${check.statusCode}`);
  return { port: (app.server.address() as AddressInfo).port, cookie };
}

if (process.argv[2] === 'serve') {
  // A clean exit on the parent's SIGINT, so that --cpu-prof writes its profile.
  process.on('SIGINT', () => process.exit(0));
  const ready = await serve(process.argv[3] as Kind, process.argv[4]);
  process.send?.(ready);
} else {
  await main();
}

function start(kind: Kind, databaseUrl?: string): Promise<{ child: ChildProcess } & Ready> {
  const profile =
    process.env.PROFILE === '1' && kind !== 'node-http' ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  // process.execArgv carries tsx's loader, so the child runs this same TypeScript file.
  const args = [
    ...process.execArgv,
    ...profile,
    import.meta.filename,
    'serve',
    kind,
    ...(databaseUrl ? [databaseUrl] : []),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ...(m as Ready) }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

async function main() {
  const ROUNDS = Number(process.env.ROUNDS ?? 3);
  const SECONDS = Number(process.env.SECONDS ?? 5);
  const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);

  // PostgreSQL: a scratch database of our own, dropped at the end.
  let admin: import('pg').Client | undefined;
  let scratchUrl: string | undefined;
  const scratch = `bench_user_${process.pid}`;
  if (process.env.BENCH_DATABASE_URL) {
    const { default: pg } = await import('pg');
    admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${scratch}`);
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.pathname = `/${scratch}`;
    scratchUrl = url.toString();
  }

  const kinds: Kind[] = ['node-http', 'pglite', ...(scratchUrl ? (['postgres'] as const) : [])];
  const servers = new Map<Kind, { child: ChildProcess } & Ready>();
  try {
    for (const kind of kinds) servers.set(kind, await start(kind, kind === 'postgres' ? scratchUrl : undefined));
    const rps = new Map<Kind, number[]>(kinds.map((k) => [k, []]));
    const latencies = new Map<Kind, number[]>(kinds.map((k) => [k, []]));
    let non2xx = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      // Alternate the order each round so that no server always runs first or last.
      const order = round % 2 ? [...kinds].reverse() : kinds;
      for (const kind of order) {
        const s = servers.get(kind) as Ready;
        const r = await runLoad(
          s.port,
          `GET /api/user HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\nCookie: ${s.cookie}\r\nAccept: application/json\r\n\r\n`,
          { seconds: round === 0 ? 2 : SECONDS, connections: CONNECTIONS },
        );
        non2xx += r.non2xx;
        if (round === 0) continue;
        rps.get(kind)?.push(r.rps);
        const all = latencies.get(kind) ?? [];
        for (const l of r.latencies) all.push(l);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const pct = (xs: number[], p: number) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
    };
    const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(8);
    const base = median(rps.get('node-http') ?? []);
    const targets: Record<Kind, string> = { 'node-http': '', pglite: 'target >= 0.10x', postgres: 'target >= 0.30x' };
    console.log(
      `GET /api/user with a session cookie, ${CONNECTIONS} connections, one request in flight each, ` +
        `${SECONDS} s, median of ${ROUNDS} rounds (${new Date().toISOString().slice(0, 10)})`,
    );
    for (const kind of kinds) {
      const label = kind === 'node-http' ? 'node:http hello' : `app on ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`;
      const r = median(rps.get(kind) ?? []);
      const l = latencies.get(kind) ?? [];
      console.log(
        `  ${label.padEnd(19)} ${fmt(r)} req/s  ${(r / base).toFixed(2)}x  p50 ${pct(l, 50).toFixed(1)} ms  ` +
          `p99 ${pct(l, 99).toFixed(1)} ms  ${targets[kind]}${kind === 'node-http' ? '' : ', p99 < 25 ms'}` +
          `   rounds: ${(rps.get(kind) ?? []).map(fmt).join(' ')}`,
      );
    }
    if (non2xx > 0) console.log(`  WARNING: ${non2xx} non-2xx responses`);
    if (process.env.PROFILE === '1') console.log(`  CPU profiles of the app servers: ${PROFILE_DIR}`);
  } finally {
    for (const { child } of servers.values()) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
    }
    if (admin) {
      await admin.query(`drop database if exists ${scratch} with (force)`);
      await admin.end();
    }
  }
}
