// Postings benchmark (issues 5 and 14): ingestion throughput and search latency at up to 1,000,000
// postings. Run from the repository root: `npx tsx bench/postings.ts` (PGlite in a temporary folder),
// and with `BENCH_DATABASE_URL=postgres://user@host:5432/postgres` also on PostgreSQL (the bench
// creates its own database there and drops it afterwards; `BENCH_DATABASE_NAME=bench_postings_1m
// BENCH_KEEP=1` keeps it, and a later run reuses a kept table that already holds the size, skipping
// the build and the ingestion figure). BENCH_POSTINGS (default 100000) sets the size;
// BENCH_SKIP_PGLITE=1 leaves PGlite out. The 7,463 real Ashby postings of
// ../shared/data/ashby-postings are read in place and replicated with varied ids, companies,
// locations and dates; nothing is written into the repository.
// How the table is built: the first BENCH_INGEST postings (default 100,000, or the size if smaller)
// go through the whole ingestion path (normalise: HTML/text, skills, salary, remote, dedupe key; then
// the batched upsert), in slices of 2,000 through one ingestion as a file import hands them over,
// and that is the ingestion figure; the first 20,000 are then synced again unchanged, a call of
// 2,000 at a time as board syncs bring them back, and that is the re-sync figure. The rest of the
// table is filled fast: the real postings, normalised once by that path, are copied inside the
// database with INSERT ... SELECT (other board, source id, company, city for two copies in three,
// a date 9 days older per copy; the dedupe key and remote flag follow the same rules), with the
// secondary indexes dropped during the copy and built again after it, then VACUUM ANALYZE.
// Search: the targeted searches (broad `q=engineer`, broad in Berlin, the list with no words, a
// rare term) are timed with 1 client and with 10 concurrent clients, each p95 beside its target and
// the figure recorded before this rework (1,000,000 postings on PostgreSQL 15, 2 cores); then a mix
// of realistic searches with 1 client. Totals count matches up to 10,000 (shown as "10000+"). The
// last lines time job monitoring's candidate ranking for a broad title, then the intelligence
// page's job market figures. Prints figures; asserts nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getSkillExtractor } from '@careerloom/career-engine';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { jobMarketInsights } from '../apps/server/src/connectors/job-market/job-market.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { rankCandidates } from '../apps/server/src/jobs/matching/match-candidates.ts';
import { normalisePart } from '../apps/server/src/jobs/postings/dedupe-key.ts';
import { parsePostingLine, readLines } from '../apps/server/src/jobs/postings/posting-file.ts';
import type { PostingInput } from '../apps/server/src/jobs/postings/posting-input.ts';
import { startPostingIngest, upsertPostings } from '../apps/server/src/jobs/postings/postings.service.ts';
import { searchPostings } from '../apps/server/src/jobs/postings/postings-search.service.ts';
import { JOB_SEARCH_TOTAL_CAP } from '../packages/contract/src/jobs.ts';

const TARGET = Number(process.env.BENCH_POSTINGS ?? 100_000);
const INGEST = Math.min(TARGET, Number(process.env.BENCH_INGEST ?? 100_000));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const CLIENTS = 10;
const CHUNK = 2_000;
/** Postings synced again, unchanged, after the ingestion. */
const RESYNC = 20_000;
/** Rows per INSERT ... SELECT of the fast fill. */
const FILL_STEP = 50_000;
const postingsFile = path.resolve(import.meta.dirname, '../../shared/data/ashby-postings/ashby_postings.jsonl.gz');

const CITIES = [
  'New York, NY',
  'San Francisco, CA',
  'London, United Kingdom',
  'Berlin, Germany',
  'Toronto, Canada',
  'Austin, TX',
  'Remote (US)',
  'Paris, France',
  'Amsterdam, Netherlands',
  'Singapore',
  'Sydney, Australia',
  'Seattle, WA',
  'Dublin, Ireland',
  'Bangalore, India',
];
const COMPANY_SUFFIXES = ['', 'Labs', 'Group', 'Systems', 'Health', 'Capital', 'Cloud', 'Robotics', 'Studio', 'Works'];

/**
 * The searches issue 14 sets targets for: p95 at most 150 ms at 1,000,000 postings on PostgreSQL;
 * `before` holds the p95 measured there before the capped ranking (1 and 10 clients), where known.
 */
const TARGETED: { name: string; query: Record<string, string>; before: [number | null, number | null] }[] = [
  { name: 'broad', query: { q: 'engineer' }, before: [3_700, 16_500] },
  { name: 'broad + place', query: { q: 'engineer', location: 'berlin' }, before: [2_500, 26_000] },
  { name: 'no words', query: {}, before: [710, null] },
  { name: 'rare term', query: { q: 'elixir' }, before: [24, null] },
];
const TARGET_P95_MS = 150;

/** Realistic searches: title words, skills, places, remote, salary floors, and mixes. */
const QUERIES: Record<string, string>[] = [
  { q: 'engineer' },
  { q: 'senior backend engineer' },
  { q: 'product manager' },
  { q: '"machine learning"' },
  { q: 'account executive', location: 'new york' },
  { q: 'designer', location: 'london' },
  { q: 'python', remote: 'true' },
  { q: 'data scientist', skills: 'python' },
  { skills: 'kubernetes', salaryMin: '150000' },
  { q: 'sales', salaryMin: '100000' },
  { remote: 'true', salaryMin: '120000' },
  { location: 'berlin' },
  { q: 'frontend react typescript' },
  { q: 'customer success', remote: 'true', page: '3' },
];

async function loadReal(): Promise<PostingInput[]> {
  const out: PostingInput[] = [];
  for await (const { text } of readLines(postingsFile)) {
    const parsed = parsePostingLine(text);
    if ('posting' in parsed) out.push(parsed.posting);
  }
  return out;
}

/** Copy `k` of a real posting: another board (company), city for most copies, and an older date. */
function replicate(real: PostingInput, k: number): PostingInput {
  if (k === 0) return real;
  const suffix = COMPANY_SUFFIXES[k % COMPANY_SUFFIXES.length] ?? '';
  const posted = real.postedAt ? new Date(real.postedAt).getTime() : Date.UTC(2025, 9, 1);
  return {
    ...real,
    board: `${real.board}-${k}`,
    sourceId: `${real.sourceId}-${k}`,
    company: `${real.company}${suffix ? ` ${suffix}` : ''} ${k}`,
    location: k % 3 === 0 ? real.location : (CITIES[(k + real.sourceId.length) % CITIES.length] ?? real.location),
    postedAt: new Date((Number.isNaN(posted) ? Date.UTC(2025, 9, 1) : posted) - k * 9 * 86_400_000).toISOString(),
  };
}

/** Postings `start`..`end` (exclusive) of the replicated sequence: posting i is copy floor(i / n) of real posting i mod n. */
function replicas(real: PostingInput[], start: number, end: number): PostingInput[] {
  const chunk: PostingInput[] = [];
  for (let i = start; i < end; i++)
    chunk.push(replicate(real[i % real.length] as PostingInput, Math.floor(i / real.length)));
  return chunk;
}

type Exec = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Fills the table from `from` to TARGET postings by copying the replica-0 rows (the real postings
 * as ingestion normalised them, `baseIds[j]` the id of real posting j) inside the database, as
 * `replicate` would: row i copies real posting i mod n as copy k = floor(i / n).
 */
async function fill(exec: Exec, execs: Exec[], from: number, n: number, baseIds: number[], label: string) {
  const started = performance.now();
  const indexes = (await exec(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'job_postings' AND indexname <> 'job_postings_pkey'`,
  )) as { indexname: string; indexdef: string }[];
  for (const index of indexes) await exec(`DROP INDEX ${index.indexname}`);
  await exec(`DROP TABLE IF EXISTS bench_fill_base`);
  await exec(`CREATE TABLE bench_fill_base AS
    SELECT (u.ord - 1)::int AS ord, p.* FROM unnest('{${baseIds.join(',')}}'::int[]) WITH ORDINALITY AS u(id, ord)
    JOIN job_postings p ON p.id = u.id`);
  const cities = `ARRAY[${CITIES.map((c) => `'${c}'`).join(', ')}]`;
  const cityKeys = `ARRAY[${CITIES.map((c) => `'${normalisePart(c)}'`).join(', ')}]`;
  const suffixes = `ARRAY[${COMPANY_SUFFIXES.map((c) => `'${c}'`).join(', ')}]`;
  const step = async (run: Exec, start: number) => {
    const end = Math.min(TARGET, start + FILL_STEP) - 1;
    await run(`INSERT INTO job_postings (source, board, source_id, dedupe_key, title, company, location, remote,
        employment_type, department, url, apply_url, description, skills, salary_min, salary_max, salary_currency,
        posted_at, first_seen_at, last_seen_at)
      SELECT b.source, b.board || '-' || c.k, b.source_id || '-' || c.k,
        split_part(b.dedupe_key, '|', 1) || CASE WHEN c.suffix = '' THEN '' ELSE ' ' || lower(c.suffix) END || ' ' || c.k
          || '|' || split_part(b.dedupe_key, '|', 2) || '|' || CASE WHEN c.k % 3 = 0 THEN split_part(b.dedupe_key, '|', 3) ELSE c.city_key END,
        b.title, b.company || CASE WHEN c.suffix = '' THEN '' ELSE ' ' || c.suffix END || ' ' || c.k,
        CASE WHEN c.k % 3 = 0 THEN b.location ELSE c.city END,
        CASE WHEN c.k % 3 = 0 THEN b.remote ELSE b.remote OR c.city LIKE 'Remote%' END,
        b.employment_type, b.department, b.url, b.apply_url, b.description, b.skills, b.salary_min, b.salary_max,
        b.salary_currency, coalesce(b.posted_at, '2025-10-01'::timestamptz) - c.k * interval '9 days',
        b.first_seen_at, b.last_seen_at
      FROM generate_series(${start}, ${end}) i
      JOIN bench_fill_base b ON b.ord = i % ${n}
      CROSS JOIN LATERAL (SELECT i / ${n} AS k,
        (${suffixes})[(i / ${n}) % ${COMPANY_SUFFIXES.length} + 1] AS suffix,
        (${cities})[((i / ${n}) + length(b.source_id)) % ${CITIES.length} + 1] AS city,
        (${cityKeys})[((i / ${n}) + length(b.source_id)) % ${CITIES.length} + 1] AS city_key) c`);
    process.stderr.write(
      `  ${label}: rows ${start}..${end} copied (${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
    );
  };
  // Two connections copy at once: to_tsvector of the descriptions is the cost, and it is CPU.
  let next = from;
  await Promise.all(
    execs.map(async (run) => {
      while (next < TARGET) {
        const start = next;
        next += FILL_STEP;
        await step(run, start);
      }
    }),
  );
  await exec(`DROP TABLE bench_fill_base`);
  await exec(`SET maintenance_work_mem = '512MB'`);
  for (const index of indexes) {
    const t = performance.now();
    await exec(index.indexdef);
    process.stderr.write(`  ${label}: ${index.indexname} built in ${((performance.now() - t) / 1000).toFixed(0)} s\n`);
  }
  await exec(`VACUUM ANALYZE job_postings`);
  console.log(
    `${label}: filled ${from} -> ${TARGET} postings by copying inside the database in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** Runs `work` once to warm up, then ROUNDS times; the times in ms, sorted. */
async function timeRounds(work: () => Promise<void>): Promise<number[]> {
  await work();
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

type Opened = {
  db: Awaited<ReturnType<typeof openDatabase>>;
  /** Runs one statement on one connection (session settings such as maintenance_work_mem hold). */
  exec: Exec;
  /** Connections the fill copies on at once. */
  fillExecs: Exec[];
  cleanup: () => Promise<void>;
};

async function run(label: string, open: () => Promise<Opened>, real: PostingInput[]) {
  const { db: database, exec, fillExecs, cleanup } = await open();
  const atScale = database.kind === 'postgres' && TARGET >= 1_000_000;
  try {
    const extractor = getSkillExtractor();
    const now = new Date('2025-11-01T00:00:00Z');
    // The clock is job matching's "now" (recency, posted within): the postings' own date.
    const ctx = { db: database.db, skills: () => extractor, clock: () => now };
    const [existing] = await exec('SELECT count(*)::int AS n FROM job_postings');
    let stored = Number(existing?.n ?? 0);
    if (stored >= TARGET) console.log(`${label}: reusing the kept table of ${stored} postings (no ingestion figure)`);
    else {
      if (stored > 0) await exec('TRUNCATE job_postings CASCADE');
      // The fill copies the real postings as ingestion stored them, so ingestion covers them all.
      const ingest = Math.max(INGEST, Math.min(TARGET, real.length));
      const baseIds: number[] = [];
      stored = 0;
      const started = performance.now();
      // Slices of 2,000 through one ingestion, as a file import hands them over. Ingestion writes
      // two batches at once, across slices too, so ids interleave: the fill finds real posting j
      // by the id the results give it, in input order.
      const ingestion = startPostingIngest(ctx, now);
      const slices: Promise<void>[] = [];
      for (let start = 0, end = 0, calls = 0; start < ingest; start = end, calls++) {
        end = Math.min(ingest, start + CHUNK);
        const first = start;
        const { written } = await ingestion.add(replicas(real, start, end));
        slices.push(
          written.then((result) => {
            result.ids.forEach((id, j) => {
              if (first + j < real.length) baseIds[first + j] = id;
            });
            stored += result.inserted;
          }),
        );
        if (calls % 10 === 9) process.stderr.write(`  ${label}: ${end} read\n`);
      }
      await Promise.all(slices);
      await ingestion.finish();
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${label}: ingested ${stored} postings (normalise + batched upsert, slices of ${CHUNK} as a file import hands them over) in ${seconds.toFixed(1)} s = ${(stored / seconds).toFixed(0)} postings/s${database.kind === 'postgres' ? ' (target >= 1000/s; before: ~400/s)' : ''}`,
      );
      // A board sync brings most postings back unchanged: those are only marked seen (their
      // source fingerprint matches), not read nor rewritten.
      const resync = Math.min(ingest, RESYNC);
      const resyncStarted = performance.now();
      for (let start = 0; start < resync; start += CHUNK)
        await upsertPostings(ctx, replicas(real, start, Math.min(resync, start + CHUNK)), now);
      const resyncSeconds = (performance.now() - resyncStarted) / 1000;
      console.log(
        `${label}: re-synced ${resync} unchanged postings in ${resyncSeconds.toFixed(1)} s = ${(resync / resyncSeconds).toFixed(0)} postings/s (each read again before source fingerprints: about the ingestion figure)`,
      );
      if (ingest < TARGET) {
        await fill(exec, fillExecs, ingest, real.length, baseIds, label);
        stored = TARGET;
      }
    }

    // One warm-up pass so caches and the JIT do not count.
    for (const { query } of TARGETED) await searchPostings(ctx, { page: 1, pageSize: 20, ...query } as never);
    console.log(
      `${label}: targeted searches over ${stored} postings, p95 at 1 client / ${CLIENTS} clients${atScale ? ` (target <= ${TARGET_P95_MS} ms; before at 1,000,000 on PostgreSQL)` : ''}`,
    );
    for (const { name, query, before } of TARGETED) {
      let total = 0;
      let capped = false;
      const search = async () => {
        const found = await searchPostings(ctx, { page: 1, pageSize: 20, ...query } as never);
        total = found.total;
        capped = found.totalCapped;
      };
      const single = await timeClients(1, ROUNDS, search);
      const many = await timeClients(CLIENTS, ROUNDS, search);
      const was = (ms: number | null) => (ms === null ? 'not recorded' : `${ms} ms`);
      console.log(
        `    ${name.padEnd(14)} ${new URLSearchParams(query).toString().padEnd(28)} total ${`${total}${capped ? '+' : ''}`.padStart(6)}  p95 ${percentile(single, 95).toFixed(1).padStart(7)} ms / ${percentile(many, 95).toFixed(1).padStart(7)} ms${atScale ? `   (before ${was(before[0])} / ${was(before[1])})` : ''}`,
      );
    }

    const all: number[] = [];
    const perQuery: string[] = [];
    for (const q of QUERIES) await searchPostings(ctx, { page: 1, pageSize: 20, ...q } as never);
    for (const q of QUERIES) {
      let total = 0;
      let capped = false;
      const times = await timeClients(1, ROUNDS, async () => {
        const found = await searchPostings(ctx, { page: 1, pageSize: 20, ...q } as never);
        total = found.total;
        capped = found.totalCapped;
      });
      all.push(...times);
      perQuery.push(
        `    ${new URLSearchParams(q).toString().padEnd(48)} total ${`${total}${capped ? '+' : ''}`.padStart(6)}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
      );
    }
    all.sort((a, b) => a - b);
    console.log(
      `${label}: search mix over ${stored} postings, ${all.length} requests at 1 client: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`,
    );
    for (const line of perQuery) console.log(line);

    // Job monitoring's ranking for a broad default title: titles holding every typed word (up to
    // 2,000) and the best 500 holding any (decision 016), each scored.
    const profile = {
      jobTitle: 'software engineer',
      location: 'Berlin',
      skills: ['TypeScript', 'PostgreSQL', 'Docker'],
      salaryMin: null,
      yearsOfExperience: 5,
    };
    let found = 0;
    const matchTimes = await timeRounds(async () => {
      found = (await rankCandidates(ctx as never, profile)).totalFound;
    });
    console.log(
      `${label}: match ranking ("software engineer" + 3 skills, ${found}${found >= JOB_SEARCH_TOTAL_CAP ? '+' : ''} found): p50 ${percentile(matchTimes, 50).toFixed(1)} ms, p95 ${percentile(matchTimes, 95).toFixed(1)} ms`,
    );

    // The intelligence page's Job Market Trends, computed on every page load from the store.
    let relevant = 0;
    const marketTimes = await timeRounds(async () => {
      const market = await jobMarketInsights(database.db, { title: 'software engineer', skills: profile.skills }, now);
      relevant = market?.relevantJobs ?? 0;
    });
    console.log(
      `${label}: job market figures ("software engineer" + 3 skills, ${relevant} relevant): p50 ${percentile(marketTimes, 50).toFixed(1)} ms, p95 ${percentile(marketTimes, 95).toFixed(1)} ms`,
    );
  } finally {
    await database.close();
    await cleanup();
  }
}

/** `clients` loops running `work` `rounds` times each, all at once; every request's ms, sorted. */
async function timeClients(clients: number, rounds: number, work: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let r = 0; r < rounds; r++) {
        const t = performance.now();
        await work();
        times.push(performance.now() - t);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

async function admin(url: string, text: string): Promise<void> {
  await adminQuery(url, text, []);
}

async function adminQuery(url: string, text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const real = await loadReal();
console.log(
  `${real.length} real postings replicated to ${TARGET} (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores)`,
);
if (process.env.BENCH_SKIP_PGLITE !== '1')
  await run(
    'PGlite',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'careerloom-bench-postings-'));
      const db = await openDatabase({ dataDir: dir });
      const exec: Exec = async (text) =>
        ((await db.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
      return { db, exec, fillExecs: [exec], cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
    real,
  );
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const keep = process.env.BENCH_KEEP === '1';
  const name = process.env.BENCH_DATABASE_NAME ?? `careerloom_bench_${randomBytes(5).toString('hex')}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error('BENCH_DATABASE_NAME: lower-case letters, digits and _ only');
  const exists = await adminQuery(pgUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.length === 0) await admin(pgUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  await run(
    'PostgreSQL',
    async () => {
      const db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const second = new pg.Client({ connectionString: url.toString() });
      await second.connect();
      const exec: Exec = async (text) => (await client.query(text)).rows;
      const other: Exec = async (text) => (await second.query(text)).rows;
      return {
        db,
        exec,
        fillExecs: [exec, other],
        cleanup: async () => {
          await client.end();
          await second.end();
          if (!keep) await admin(pgUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        },
      };
    },
    real,
  );
}
