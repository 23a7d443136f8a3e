// Issue 14 in one run: every target of "many processes behave as one, and the hot paths and the
// first page get fast", each bench printing its figures beside its baseline measured in the same
// run (or the recorded figure before the change where a baseline cannot run beside it).
// Run from the repository root after `npm run build`:
//
//   node bench/scale.mjs                       every bench, PGlite only
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/scale.mjs
//                                              PostgreSQL too (postings at BENCH_POSTINGS, default
//                                              100,000 here: 1,000,000 takes about 20 minutes to
//                                              build; keep it with BENCH_DATABASE_NAME + BENCH_KEEP=1)
//   ONLY=chat,user node bench/scale.mjs        a subset (names below)
//
// Run it on a quiet machine: every figure is a ratio or a percentile under load, and other work
// on the same cores moves them. Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';

const BENCHES = [
  {
    name: 'health',
    what: 'GET /api/health vs bare Fastify; static bytes',
    cmd: ['npx', 'tsx', 'bench/static-and-health.ts'],
  },
  {
    name: 'user',
    what: 'authenticated GET /api/user vs bare node:http',
    cmd: ['npx', 'tsx', 'bench/authenticated-user.ts'],
  },
  { name: 'chat', what: 'first delta at 200 simultaneous questions vs compose time', cmd: ['node', 'bench/chat.mjs'] },
  {
    name: 'postings',
    what: 'ingestion/s and ranked search p95 at 1 and 10 clients',
    cmd: ['npx', 'tsx', 'bench/postings.ts'],
    env: { BENCH_POSTINGS: process.env.BENCH_POSTINGS ?? '100000' },
  },
  {
    name: 'lighthouse',
    what: 'Lighthouse mobile on /, /auth, /dashboard vs a plain Vite page',
    cmd: ['node', 'bench/lighthouse.mjs'],
  },
  {
    name: 'cold-start',
    what: 'start to first 200 vs a bare Fastify listen; idle memory',
    cmd: ['node', 'bench/cold-start.mjs'],
  },
  {
    name: 'knowledge',
    what: 'longest event-loop stall while the knowledge base is prepared',
    cmd: ['npx', 'tsx', 'bench/knowledge-base.ts'],
  },
  {
    name: 'speech',
    what: 'first byte vs whole utterance for a 600-character reply',
    cmd: ['npx', 'tsx', 'bench/speech.ts'],
  },
];

const only = process.env.ONLY?.split(',').map((s) => s.trim());
const chosen = BENCHES.filter((b) => !only || only.includes(b.name));
const summary = [];
for (const bench of chosen) {
  console.log(`\n=== ${bench.name}: ${bench.what}\n`);
  const started = Date.now();
  const result = spawnSync(bench.cmd[0], bench.cmd.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...bench.env },
  });
  summary.push({ bench: bench.name, exit: result.status, seconds: Math.round((Date.now() - started) / 1000) });
}
console.log('\n=== summary');
console.table(summary);
