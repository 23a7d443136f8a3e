// Issue 14 part 6: the small paths. Two figures:
//  1. req/s of `GET /api/health` on the real app (buildApp on an embedded PGlite, the production
//     logger at LOG_LEVEL=info writing to /dev/null), as a ratio to a bare Fastify hello, with a
//     bare node:http JSON hello alongside (performance.md H1);
//  2. the bytes sent for the index page's scripts (script src + modulepreload) with no
//     Accept-Encoding, with `gzip` and with `br`.
// Run from the repository root with `npx tsx bench/static-and-health.ts` after
// `npm run build -w apps/web`. Prints figures; asserts nothing.
//
// Each server runs in its own child process (this file, started with `serve <kind>`), so the load
// generator here never shares an event loop with the server it measures. autocannon is not
// installed, so the load comes from a small pipelined HTTP/1.1 client on raw sockets (cheaper per
// request than fetch, so it is not the bottleneck). Rounds alternate between the servers and the
// median of ROUNDS is reported after a warm-up round (performance.md protocol). Env: ROUNDS (3),
// SECONDS (5), CONNECTIONS (50), PIPELINE (10), APP_LOG_LEVEL (info; `debug` logs every health check).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runLoad } from './lib/http1-load.ts';

type Kind = 'node-http' | 'fastify' | 'app';

async function serve(kind: Kind): Promise<void> {
  let server: http.Server;
  if (kind === 'node-http') {
    const body = JSON.stringify({ status: 'ok' });
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  } else if (kind === 'fastify') {
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    app.get('/api/health', async () => ({ status: 'ok' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    server = app.server;
  } else {
    const { buildApp } = await import('../apps/server/src/app.ts');
    const { loadConfig } = await import('../apps/server/src/config/config.ts');
    const { openDatabase } = await import('../apps/server/src/db/client.ts');
    const { createLogger } = await import('../apps/server/src/logger.ts');
    const work = mkdtempSync(path.join(tmpdir(), 'bench-static-health-'));
    process.on('exit', () => rmSync(work, { recursive: true, force: true }));
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: process.env.APP_LOG_LEVEL ?? 'info',
      DATA_DIR: work,
      HOST: '127.0.0.1',
      // The server alone: no board syncs beside the measured requests.
      JOB_BOARDS: 'none',
    });
    // As server.ts does: the logger writes to fd 1, which the parent points at /dev/null.
    const logger = createLogger(config.logLevel);
    const database = await openDatabase({ dataDir: config.dataDir });
    const app = await buildApp({ config, database, logger });
    await app.listen({ host: '127.0.0.1', port: 0 });
    server = app.server;
  }
  process.send?.({ port: (server.address() as AddressInfo).port });
}

if (process.argv[2] === 'serve') {
  await serve(process.argv[3] as Kind);
} else {
  await main();
}

function start(kind: Kind): Promise<{ child: ChildProcess; port: number }> {
  // process.execArgv carries tsx's loader, so the child runs this same TypeScript file.
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, 'serve', kind], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, port: (m as { port: number }).port }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

/** Body bytes as sent on the wire (node:http does not decompress), and the content-encoding. */
function download(port: number, urlPath: string, encoding?: string) {
  return new Promise<{ bytes: number; encoding: string; body: Buffer }>((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: urlPath, headers: encoding ? { 'accept-encoding': encoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({ bytes: body.length, encoding: String(res.headers['content-encoding'] ?? 'identity'), body });
          });
        },
      )
      .on('error', reject);
  });
}

async function main() {
  const ROUNDS = Number(process.env.ROUNDS ?? 3);
  const SECONDS = Number(process.env.SECONDS ?? 5);
  const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
  const PIPELINE = Number(process.env.PIPELINE ?? 10);
  const kinds: Kind[] = ['node-http', 'fastify', 'app'];
  const servers = new Map<Kind, { child: ChildProcess; port: number }>();
  for (const kind of kinds) servers.set(kind, await start(kind));
  const port = (kind: Kind) => (servers.get(kind) as { port: number }).port;

  const rps: Record<Kind, number[]> = { 'node-http': [], fastify: [], app: [] };
  let non2xx = 0;
  for (let round = 0; round <= ROUNDS; round++) {
    // Alternate the order each round so that no server always runs first or last.
    const order = round % 2 ? [...kinds].reverse() : kinds;
    for (const kind of order) {
      const r = await runLoad(port(kind), `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port(kind)}\r\n\r\n`, {
        seconds: round === 0 ? 2 : SECONDS,
        connections: CONNECTIONS,
        pipeline: PIPELINE,
      });
      non2xx += r.non2xx;
      if (round > 0) rps[kind].push(r.rps);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(8);
  console.log(
    `GET /api/health, ${CONNECTIONS} connections x ${PIPELINE} pipelined, ${SECONDS} s, median of ${ROUNDS} rounds`,
  );
  for (const kind of kinds) {
    console.log(`  ${kind.padEnd(10)} ${fmt(median(rps[kind]))} req/s   rounds: ${rps[kind].map(fmt).join(' ')}`);
  }
  const bare = median(rps.fastify);
  console.log(`  fastify / node:http  ${(bare / median(rps['node-http'])).toFixed(2)}x`);
  console.log(`  app health / fastify ${(median(rps.app) / bare).toFixed(2)}x`);
  if (non2xx > 0) console.log(`  WARNING: ${non2xx} non-2xx responses`);

  // The index page's scripts, as a browser on a first visit fetches them.
  const index = (await download(port('app'), '/')).body.toString('utf8');
  const scripts = [
    ...index.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...index.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] as string);
  console.log(`\nIndex page scripts (${scripts.length} files), bytes sent:`);
  for (const encoding of [undefined, 'gzip', 'br, gzip']) {
    let total = 0;
    const used = new Set<string>();
    for (const src of scripts) {
      const r = await download(port('app'), src, encoding);
      total += r.bytes;
      used.add(r.encoding);
    }
    console.log(
      `  Accept-Encoding: ${(encoding ?? '(none)').padEnd(9)} ${fmt(total)} bytes  (content-encoding: ${[...used].join(', ')})`,
    );
  }

  for (const { child } of servers.values()) child.kill();
}
