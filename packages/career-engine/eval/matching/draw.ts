// The reproducible draw of the matching ranking set: for each candidate of candidates.json, 30
// postings whose title matches the candidate's `plausible` pattern, then 70 from all the other
// postings, each by a seeded shuffle (mulberry32, the candidate's seed) of the file's order.
// Run from the repository root: `npx tsx packages/career-engine/eval/matching/draw.ts [candidate-id]`.
// It prints board, id and what a labeller reads (title, place, remote, date, department); the
// postings' text stays in ../shared/data and is never written here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { seededRandom } from '../../src/testing/seeded-random';

export type RawPosting = {
  board: string;
  id: string;
  title: string;
  location?: string | null;
  isRemote?: boolean | string | null;
  publishedAt?: string | null;
  department?: string | null;
  employmentType?: string | null;
  descriptionPlain?: string | null;
};

export type EvalCandidate = {
  id: string;
  label: string;
  jobTitle: string;
  skills: string[];
  yearsOfExperience: number;
  location: string;
  remoteOnly: boolean;
  seed: number;
  plausible: string;
};

export const PLAUSIBLE_COUNT = 30;
export const RANDOM_COUNT = 70;

export const postingsFile = path.resolve(
  import.meta.dirname,
  '../../../../../shared/data/ashby-postings/ashby_postings.jsonl.gz',
);

export function readCandidates(): { referenceDate: string; candidates: EvalCandidate[] } {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, 'candidates.json'), 'utf8'));
}

export function readRawPostings(file = postingsFile): RawPosting[] {
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as RawPosting);
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The candidate's 100 postings: 30 plausible by title, then 70 from the rest, in draw order. */
export function drawFor(candidate: EvalCandidate, postings: readonly RawPosting[]): RawPosting[] {
  const next = seededRandom(candidate.seed);
  const pattern = new RegExp(candidate.plausible, 'i');
  const plausible = shuffled(
    postings.filter((p) => pattern.test(p.title)),
    next,
  ).slice(0, PLAUSIBLE_COUNT);
  const taken = new Set(plausible.map((p) => `${p.board}/${p.id}`));
  const rest = shuffled(
    postings.filter((p) => !taken.has(`${p.board}/${p.id}`)),
    next,
  ).slice(0, RANDOM_COUNT);
  return [...plausible, ...rest];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { candidates } = readCandidates();
  const postings = readRawPostings();
  const only = process.argv[2];
  for (const candidate of candidates.filter((c) => !only || c.id === only)) {
    process.stdout.write(`# ${candidate.id}: ${candidate.label}\n`);
    drawFor(candidate, postings).forEach((p, i) => {
      process.stdout.write(
        `${[
          i + 1,
          p.board,
          p.id,
          p.title,
          p.location ?? '',
          `remote=${p.isRemote}`,
          (p.publishedAt ?? '').slice(0, 10),
          p.department ?? '',
          p.employmentType ?? '',
        ].join(' | ')}\n`,
      );
    });
  }
}
