// S1 (performance.md): time from starting the built server to its first 200, against a bare
// Fastify listen script, median of several runs each. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RUNS = Number(process.env.RUNS ?? 5);
const work = mkdtempSync(path.join(tmpdir(), 'cold-start-'));
const bare = path.join(process.cwd(), '.tmp-bare-fastify.mjs');
writeFileSync(
  bare,
  "import Fastify from 'fastify'; const app = Fastify(); app.get('/api/health', async () => ({ ok: true })); await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });",
);

async function firstOk(port, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 5));
  }
  return false;
}

async function measure(args, env, port) {
  const start = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: 'ignore' });
  const ok = await firstOk(port, Date.now() + 30_000);
  const ms = performance.now() - start;
  child.kill('SIGKILL');
  await new Promise((r) => child.on('exit', r));
  if (!ok) throw new Error(`no answer from ${args.join(' ')}`);
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const results = { bare: [], fresh: [], warm: [], ...(pgUrl ? { postgres: [] } : {}) };
const dataDir = path.join(work, 'data');
for (let i = 0; i < RUNS; i++) {
  results.bare.push(await measure([bare], {}, 5901));
  // A fresh data folder includes creating the database; later starts only open it.
  const freshDir = path.join(work, `fresh-${i}`);
  results.fresh.push(
    await measure(['apps/server/dist/server.js'], { DATA_DIR: freshDir, LOG_LEVEL: 'silent', DATABASE_URL: '' }, 5902),
  );
  results.warm.push(
    await measure(['apps/server/dist/server.js'], { DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' }, 5903),
  );
  // With a PostgreSQL server the embedded database's start-up cost disappears.
  if (pgUrl) {
    results.postgres.push(
      await measure(['apps/server/dist/server.js'], { DATABASE_URL: pgUrl, LOG_LEVEL: 'silent' }, 5904),
    );
  }
}
rmSync(bare, { force: true });
rmSync(work, { recursive: true, force: true });
const b = median(results.bare);
for (const [name, xs] of Object.entries(results)) {
  console.log(
    `${name.padEnd(6)} median ${median(xs).toFixed(0).padStart(5)} ms  (${(median(xs) / b).toFixed(1)}x bare)  runs: ${xs.map((x) => x.toFixed(0)).join(', ')}`,
  );
}
