// S1 (performance.md): time from starting the built server to its first 200, against a bare
// Fastify listen script, median of several runs each: on an existing data folder (warm), on a new
// one (the database created and migrated), and on PostgreSQL when TEST_DATABASE_URL or
// DATABASE_URL is set. Then, on an existing data folder and on PostgreSQL, the slowest of
// back-to-back health checks over the next IDLE_MS (what a request meets while the knowledge base
// is prepared and the background worker makes its first pass) and the RSS at the end of it (issue
// 36: at most 250 MiB on the embedded database, 150 MiB on PostgreSQL). Run `npm run build` first.
// `BEFORE=<path to another build's server.js>` measures that build too, interleaved in the same
// run, so before/after figures share the machine's load; `AFTER=<path>` measures another build in
// place of apps/server/dist. Every server runs with JOB_BOARDS=none: a board sync is network, not
// start.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RUNS = Number(process.env.RUNS ?? 5);
/**
 * How long the started server sits idle before its RSS is read (start-up garbage collected or not).
 * Long enough to include the background worker's first pass, which comes one poll interval (5 s)
 * after listen: its stall and its memory are part of what the figures report.
 */
const IDLE_MS = Number(process.env.IDLE_MS ?? 7000);
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

/** Resident set size of a process in MiB, from /proc (Linux). */
function rssMiB(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * The slowest of back-to-back health checks over `ms`: what a request meets while the server is
 * still doing its after-listen work (the knowledge base is prepared then).
 */
async function slowestCheck(port, ms) {
  const until = performance.now() + ms;
  let slowest = 0;
  while (performance.now() < until) {
    const t = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.arrayBuffer());
    slowest = Math.max(slowest, performance.now() - t);
    await new Promise((r) => setTimeout(r, 10));
  }
  return slowest;
}

async function measure(args, env, port, after) {
  const start = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: 'ignore' });
  const ok = await firstOk(port, Date.now() + Number(process.env.DEADLINE_MS ?? 30_000));
  const ms = performance.now() - start;
  if (ok && after) {
    after.slowest.push(await slowestCheck(port, IDLE_MS));
    after.rss.push(rssMiB(child.pid));
  }
  child.kill('SIGKILL');
  await new Promise((r) => child.on('exit', r));
  if (!ok) throw new Error(`no answer from ${args.join(' ')}`);
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
/** The web app every build serves (a build outside apps/server/dist would not find it by itself). */
const webDist = path.resolve('apps/web/dist');
const builds = {
  '': process.env.AFTER ?? 'apps/server/dist/server.js',
  ...(process.env.BEFORE ? { 'before ': process.env.BEFORE } : {}),
};
const results = { bare: [] };
const idle = {};
let port = 5902;
// The existing data folders are made by one untimed start each, so that every warm run opens one.
for (const [label, entry] of Object.entries(builds)) {
  const tag = label.trim() || 'after';
  const env = { LOG_LEVEL: 'silent', DATABASE_URL: '', JOB_BOARDS: 'none', WEB_DIST_DIR: webDist };
  await measure([entry], { ...env, DATA_DIR: path.join(work, `${tag}-data`) }, port++);
}
for (let i = 0; i < RUNS; i++) {
  results.bare.push(await measure([bare], {}, 5901));
  for (const [label, entry] of Object.entries(builds)) {
    const tag = label.trim() || 'after';
    // A fresh data folder includes creating the database; later starts only open it.
    const freshDir = path.join(work, `${tag}-fresh-${i}`);
    const env = { LOG_LEVEL: 'silent', DATABASE_URL: '', JOB_BOARDS: 'none', WEB_DIST_DIR: webDist };
    results[`${label}fresh`] ??= [];
    results[`${label}warm`] ??= [];
    results[`${label}fresh`].push(await measure([entry], { ...env, DATA_DIR: freshDir }, port++));
    idle[label] ??= { rss: [], slowest: [] };
    results[`${label}warm`].push(
      await measure([entry], { ...env, DATA_DIR: path.join(work, `${tag}-data`) }, port++, idle[label]),
    );
    // With a PostgreSQL server the embedded database's start-up cost disappears.
    if (pgUrl) {
      results[`${label}postgres`] ??= [];
      idle[`${label}postgres `] ??= { rss: [], slowest: [] };
      results[`${label}postgres`].push(
        await measure(
          [entry],
          { ...env, DATABASE_URL: pgUrl, DATA_DIR: path.join(work, `${tag}-pg`) },
          port++,
          i > 0 ? idle[`${label}postgres `] : undefined,
        ),
      );
    }
  }
}
rmSync(bare, { force: true });
rmSync(work, { recursive: true, force: true });
const b = median(results.bare);
console.log(`cold start, ${RUNS} runs each (${new Date().toISOString()})`);
for (const [name, xs] of Object.entries(results)) {
  console.log(
    `${name.padEnd(15)} median ${median(xs).toFixed(0).padStart(5)} ms  (${(median(xs) / b).toFixed(1)}x bare)  runs: ${xs.map((x) => x.toFixed(0)).join(', ')}`,
  );
}
for (const [label, { rss, slowest }] of Object.entries(idle)) {
  if (rss.length === 0) continue;
  console.log(
    `${`${label}slowest check`.padEnd(15)} median ${median(slowest).toFixed(0).padStart(5)} ms  slowest health check in the ${IDLE_MS} ms after the first 200  runs: ${slowest.map((x) => x.toFixed(0)).join(', ')}`,
  );
  const where = label.includes('postgres') ? 'on PostgreSQL' : 'on an existing data folder';
  console.log(
    `${`${label}idle RSS`.padEnd(15)} median ${median(rss).toFixed(0).padStart(5)} MiB ${IDLE_MS} ms after the first 200 ${where}  runs: ${rss.map((x) => x.toFixed(0)).join(', ')}`,
  );
}
