// Endpoint latency benchmark (issue 6): starts the real app (buildApp on an embedded PGlite
// database in a temporary folder, listening on 127.0.0.1), signs up a user on the 14-day job seeker
// trial, and measures p50/p95/p99 latency over REQUESTS sequential HTTP requests per endpoint:
// the job seeker endpoints, and the free-tier and role-dashboard endpoints when they exist.
// Run from the repository root with `npx tsx bench/endpoints.ts`.
//
// Inputs are real: job descriptions, titles, companies and locations from the Ashby postings of
// the shared data, and resumes rendered from its JSON Resume examples (read from ../shared/data
// in place, never copied). The free chat's deliberate delay is set to 0 (FREE_CHAT_DELAY_MS), so
// the figure is the server's own time. Traffic goes to loopback only; the loop is bounded by
// REQUESTS. Prints figures; asserts nothing.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildResumeModel, type JsonResume, renderText } from '@careerloom/career-engine/testing';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 200);
const WARMUP = Number(process.env.WARMUP ?? 10);

const dataDir = path.resolve(import.meta.dirname, '../../shared/data');
type Posting = {
  board: string;
  title: string;
  department?: string;
  employmentType?: string;
  location?: string;
  isRemote?: boolean | null;
  publishedAt?: string;
  descriptionPlain?: string;
};

function loadPostings(limit: number): Posting[] {
  const file = path.join(dataDir, 'ashby-postings/ashby_postings.jsonl.gz');
  const out: Posting[] = [];
  for (const line of gunzipSync(readFileSync(file)).toString('utf8').split('\n')) {
    if (!line) continue;
    const p = JSON.parse(line) as Posting;
    const length = p.descriptionPlain?.length ?? 0;
    if (p.title && p.board && length >= 800 && length <= 20_000) out.push(p);
    if (out.length >= limit) break;
  }
  return out;
}

const postings = loadPostings(Math.max(REQUESTS, 100));
const resumesDir = path.join(dataDir, 'jsonresume-examples/resumes');
const resumeTexts = readdirSync(resumesDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => {
    const resume = JSON.parse(readFileSync(path.join(resumesDir, f), 'utf8')) as JsonResume;
    return [0, 1, 2, 3].map((style) => renderText(buildResumeModel(resume, style)));
  });
const QUESTIONS = [
  'How do I answer "tell me about yourself"?',
  'Is a two-page resume too long?',
  'What is the STAR method?',
  'How do I negotiate a job offer?',
  'How do ATS systems read my resume?',
  'What should a cover letter say?',
  'How do I ask for a referral?',
  'How do I find remote jobs?',
  'How do I prepare for a system design interview?',
  'What questions should I ask the interviewer?',
];
const EXPERIENCE = ['entry to mid-level', 'senior', '3-5 years', 'new grad', 'mid-level'];
/** A CSV of real postings (date, company, department, type, remote) for the data-integration endpoint. */
const postingsCsv = [
  'published,company,department,employment_type,remote',
  ...postings.map((p) =>
    [
      p.publishedAt?.slice(0, 10) ?? '',
      p.board,
      (p.department ?? '').replace(/[",\n]/g, ' '),
      p.employmentType ?? '',
      p.isRemote ? 'yes' : 'no',
    ].join(','),
  ),
].join('\n');

const work = mkdtempSync(path.join(tmpdir(), 'bench-endpoints-'));
const config = loadConfig({
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://127.0.0.1',
  LOG_LEVEL: 'silent',
  DATA_DIR: work,
  HOST: '127.0.0.1',
  AI_PROVIDER: 'local',
  FREE_CHAT_DELAY_MS: '0',
  CHAT_MESSAGES_PER_MINUTE: '1000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  FORM_RATE_LIMIT_PER_MINUTE: '1000',
  GUEST_IP_DAILY_QUERIES: '1000000',
});
const database = await openDatabase({ dataDir: config.dataDir });
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function call(method: string, url: string, cookie: string, body?: unknown) {
  const res = await fetch(origin + url, {
    method,
    headers: { cookie, origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, text };
}

// Sign up on the job seeker trial, as /auth?plan=jobseeker does.
const username = `bench${Date.now()}`;
const signup = await fetch(`${origin}/api/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({
    username,
    password: 'correct horse battery staple 42',
    email: `${username}@example.com`,
    fullName: 'Bench User',
    plan: 'jobseeker',
  }),
});
const setCookie = signup.headers.getSetCookie().find((c) => /careerloom\.sid=/.test(c));
if (signup.status !== 201 || !setCookie) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
const cookie = setCookie.split(';')[0] as string;
// The cover letter needs a stored resume.
await call('POST', '/api/resumes', cookie, { text: resumeTexts[0] });

type Endpoint = { name: string; method: 'GET' | 'POST'; url: string; body?: (i: number) => unknown };
const posting = (i: number) => postings[i % postings.length] as Posting;
const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /api/resumes (text)',
    method: 'POST',
    url: '/api/resumes',
    body: (i) => ({ text: resumeTexts[i % resumeTexts.length] }),
  },
  {
    name: 'POST /api/jobseeker/resume/optimize',
    method: 'POST',
    url: '/api/jobseeker/resume/optimize',
    body: (i) => ({
      resumeText: resumeTexts[i % resumeTexts.length],
      targetJob: `${posting(i).title}\n${posting(i).descriptionPlain}`,
    }),
  },
  {
    name: 'POST /api/jobseeker/cover-letter',
    method: 'POST',
    url: '/api/jobseeker/cover-letter',
    body: (i) => ({
      jobDescription: `${posting(i).title}\n${posting(i).descriptionPlain}`,
      companyInfo: { name: posting(i).board },
    }),
  },
  {
    name: 'POST /api/jobseeker/interview-prep',
    method: 'POST',
    url: '/api/jobseeker/interview-prep',
    body: (i) => ({
      jobRole: posting(i).title.slice(0, 200),
      companyInfo: { name: posting(i).board },
      jobDescription: posting(i).descriptionPlain,
    }),
  },
  {
    name: 'POST /api/jobseeker/find-opportunities',
    method: 'POST',
    url: '/api/jobseeker/find-opportunities',
    body: (i) => ({
      keywords: posting(i).title.slice(0, 200),
      location: (posting(i).location ?? 'remote').slice(0, 200),
      experience: EXPERIENCE[i % EXPERIENCE.length],
    }),
  },
  {
    name: 'POST /api/jobseeker/chat',
    method: 'POST',
    url: '/api/jobseeker/chat',
    body: (i) => ({ message: QUESTIONS[i % QUESTIONS.length] }),
  },
  { name: 'GET /api/free/dashboard', method: 'GET', url: '/api/free/dashboard' },
  {
    name: 'POST /api/free/chat',
    method: 'POST',
    url: '/api/free/chat',
    body: (i) => ({ message: QUESTIONS[i % QUESTIONS.length], context: [] }),
  },
  {
    name: 'POST /api/free/data-integration',
    method: 'POST',
    url: '/api/free/data-integration',
    body: () => ({ dataSource: 'Ashby postings export', dataType: 'operational', data: postingsCsv }),
  },
  {
    name: 'POST /api/free/automation',
    method: 'POST',
    url: '/api/free/automation',
    body: (i) => ({
      taskDescription: `Every Monday at 9am email me a summary of new ${posting(i).title} postings`.slice(0, 1000),
      taskType: 'reporting',
    }),
  },
  { name: 'GET /api/work-ai/dashboard', method: 'GET', url: '/api/work-ai/dashboard' },
];

const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
const ms = (x: number) => `${x.toFixed(1).padStart(7)} ms`;

console.log(
  `${REQUESTS} sequential requests per endpoint after ${WARMUP} warm-up requests; PGlite in ${work}; ` +
    `${postings.length} Ashby postings, ${resumeTexts.length} rendered resumes; FREE_CHAT_DELAY_MS=0\n`,
);
console.log(
  `${'endpoint'.padEnd(40)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'p99'.padStart(10)}${'req/s'.padStart(8)}  statuses`,
);
for (const endpoint of ENDPOINTS) {
  if (!app.hasRoute({ method: endpoint.method, url: endpoint.url })) {
    console.log(`${endpoint.name.padEnd(40)}  not present in this build, skipped`);
    continue;
  }
  for (let i = 0; i < WARMUP; i++) await call(endpoint.method, endpoint.url, cookie, endpoint.body?.(i));
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now();
    const res = await call(endpoint.method, endpoint.url, cookie, endpoint.body?.(WARMUP + i));
    times.push(performance.now() - t0);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `${endpoint.name.padEnd(40)}${ms(percentile(times, 0.5))}${ms(percentile(times, 0.95))}${ms(percentile(times, 0.99))}` +
      `${(REQUESTS / seconds).toFixed(0).padStart(8)}  ${[...statuses].map(([s, n]) => `${s}x${n}`).join(' ')}`,
  );
}

await app.close();
await database.close();
rmSync(work, { recursive: true, force: true });
