// Postings benchmark (issue 5): ingestion throughput and search latency over 100,000 postings.
// Run from the repository root: `npx tsx bench/postings.ts` (PGlite in a temporary folder), and
// with `BENCH_DATABASE_URL=postgres://user@host:5432/postgres` also on PostgreSQL (the bench creates
// its own database there and drops it afterwards). BENCH_POSTINGS (default 100000) sets the size.
// The 7,463 real Ashby postings of ../shared/data/ashby-postings are read in place and replicated
// in memory with varied ids, companies, locations and dates; nothing is written into the repository.
// Ingestion is the whole path: normalise (HTML/text, skills, salary, remote, dedupe key) + upsert.
// Search counts matches up to 10,000 (shown as "10000+"); the last line times job monitoring's
// candidate ranking for a broad title, then the intelligence page's job market figures. Prints
// figures; asserts nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getSkillExtractor } from '@careerloom/career-engine';
import pg from 'pg';
import { jobMarketInsights } from '../apps/server/src/connectors/job-market.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { rankCandidates } from '../apps/server/src/jobs/matching/match-candidates.ts';
import { parsePostingLine, readLines } from '../apps/server/src/jobs/postings/posting-file.ts';
import type { PostingInput } from '../apps/server/src/jobs/postings/posting-input.ts';
import { upsertPostings } from '../apps/server/src/jobs/postings/postings.service.ts';
import { searchPostings } from '../apps/server/src/jobs/postings/postings-search.service.ts';
import { JOB_SEARCH_TOTAL_CAP } from '../packages/contract/src/jobs.ts';

const TARGET = Number(process.env.BENCH_POSTINGS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const CHUNK = 2_000;
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
    postedAt: new Date(posted - k * 9 * 86_400_000).toISOString(),
  };
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

async function run(
  label: string,
  open: () => Promise<{ db: Awaited<ReturnType<typeof openDatabase>>; cleanup: () => Promise<void> }>,
  real: PostingInput[],
) {
  const { db: database, cleanup } = await open();
  try {
    const extractor = getSkillExtractor();
    const now = new Date('2025-11-01T00:00:00Z');
    // The clock is job matching's "now" (recency, posted within): the postings' own date.
    const ctx = { db: database.db, skills: () => extractor, clock: () => now };
    let stored = 0;
    const started = performance.now();
    for (let start = 0; start < TARGET; start += CHUNK) {
      const chunk: PostingInput[] = [];
      for (let i = start; i < Math.min(TARGET, start + CHUNK); i++)
        chunk.push(replicate(real[i % real.length] as PostingInput, Math.floor(i / real.length)));
      const result = await upsertPostings(ctx, chunk, now);
      stored += result.inserted;
      if ((start / CHUNK) % 10 === 9) process.stderr.write(`  ${label}: ${stored} stored\n`);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${label}: ingested ${stored} postings in ${seconds.toFixed(1)} s = ${(stored / seconds).toFixed(0)} postings/s`,
    );

    const all: number[] = [];
    const perQuery: string[] = [];
    // One warm-up pass so caches and the JIT do not count.
    for (const q of QUERIES) await searchPostings(ctx, { page: 1, pageSize: 20, ...q } as never);
    for (const q of QUERIES) {
      const times: number[] = [];
      let total = 0;
      let capped = false;
      for (let r = 0; r < ROUNDS; r++) {
        const t = performance.now();
        const found = await searchPostings(ctx, { page: 1, pageSize: 20, ...q } as never);
        total = found.total;
        capped = found.totalCapped;
        times.push(performance.now() - t);
      }
      all.push(...times);
      times.sort((a, b) => a - b);
      perQuery.push(
        `    ${new URLSearchParams(q).toString().padEnd(48)} total ${`${total}${capped ? '+' : ''}`.padStart(6)}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
      );
    }
    all.sort((a, b) => a - b);
    console.log(
      `${label}: search over ${stored} postings, ${all.length} requests: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`,
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

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const real = await loadReal();
console.log(`${real.length} real postings replicated to ${TARGET}`);
if (process.env.BENCH_SKIP_PGLITE !== '1')
  await run(
    'PGlite',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'careerloom-bench-postings-'));
      const db = await openDatabase({ dataDir: dir });
      return { db, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
    real,
  );
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const name = `careerloom_bench_${randomBytes(5).toString('hex')}`;
  await admin(pgUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  await run(
    'PostgreSQL',
    async () => {
      const db = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
      return { db, cleanup: () => admin(pgUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
    },
    real,
  );
}
