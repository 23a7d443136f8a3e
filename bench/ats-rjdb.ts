// ATS separation across trades: RJDB (megagonlabs/rjdb test split, ../shared/data/rjdb-resume-job-pairs,
// CC BY-SA 4.0). Run from the repository root with `npx tsx bench/ats-rjdb.ts` (dev: the first 800
// lines) or `npx tsx bench/ats-rjdb.ts --holdout` (the last 200, kept out of tuning: run it once).
//
// Each line is one job description (about 500 occupations, baker to surgeon) with a resume written to
// match it and an unmatched twin (fewer of the required skills, less experience in the role). Both are
// scored against the job; a score that measures fit puts the matched one above its twin. Beside it a
// plain baseline: TF-IDF cosine between resume and job text (IDF over the split's own texts).
// A resume for another occupation (the next row's matched resume) is scored against each job too.
// Prints figures, per-factor averages (matched vs unmatched) and the pairs that tie or invert;
// asserts nothing; the data is read in place, never copied.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseResume, getSkillExtractor } from '@careerloom/career-engine';
import { ratio, writeMeasuredFigures } from './lib/measured-figures';

interface Row {
  'Job-Description': string;
  'Resume-matched': string;
  'Resume-unmatched': string;
  'Filtered-information'?: { Skills?: string[]; Experience?: string };
}

const root = path.resolve(import.meta.dirname, '..');
const file = path.resolve(root, '../shared/data/rjdb-resume-job-pairs/test.jsonl');
const holdout = process.argv.includes('--holdout');
const verbose = process.argv.includes('--verbose');
const all = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Row);
if (all.length !== 1000) throw new Error(`expected 1,000 rows, found ${all.length}`);
// A fixed split by position: the first 800 lines for development, the last 200 held out.
const rows = holdout ? all.slice(800) : all.slice(0, 800);
// The data were generated in 2023 (the rows' own reference year), so "present" is read then.
const NOW = new Date('2024-01-01T00:00:00Z');
const skills = getSkillExtractor();

// ---- the TF-IDF baseline -------------------------------------------------------------------
const tokens = (t: string) =>
  t
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter((w) => w.length > 1);
const docs = rows.flatMap((r) => [r['Job-Description'], r['Resume-matched'], r['Resume-unmatched']]);
const df = new Map<string, number>();
for (const d of docs) for (const w of new Set(tokens(d))) df.set(w, (df.get(w) ?? 0) + 1);
function vector(t: string): Map<string, number> {
  const tf = new Map<string, number>();
  for (const w of tokens(t)) tf.set(w, (tf.get(w) ?? 0) + 1);
  const v = new Map<string, number>();
  for (const [w, n] of tf) v.set(w, (1 + Math.log(n)) * Math.log(docs.length / (df.get(w) ?? 1)));
  return v;
}
function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  for (const [w, x] of a) dot += x * (b.get(w) ?? 0);
  const norm = (v: Map<string, number>) => Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
  return dot / (norm(a) * norm(b) || 1);
}

// ---- scoring -------------------------------------------------------------------------------
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const pct = (n: number) => `${((100 * n) / rows.length).toFixed(1)}%`;

let above = 0;
let ties = 0;
let matchedAt70 = 0;
let unmatchedAt45 = 0;
let baselineAbove = 0;
let baselineTies = 0;
const matchedScores: number[] = [];
const unmatchedScores: number[] = [];
const factorSums = new Map<string, { m: number; u: number; max: number; mAbove: number; uAbove: number }>();
const misses: string[] = [];
let aboveOther = 0;
const otherScores: number[] = [];
const started = performance.now();
for (const [i, row] of rows.entries()) {
  const job = row['Job-Description'];
  const m = analyseResume(row['Resume-matched'], job, skills, NOW);
  const u = analyseResume(row['Resume-unmatched'], job, skills, NOW);
  matchedScores.push(m.score);
  unmatchedScores.push(u.score);
  if (m.score > u.score) above++;
  else if (m.score === u.score) ties++;
  if (m.score >= 70) matchedAt70++;
  if (u.score <= 45) unmatchedAt45++;
  for (const f of m.breakdown) {
    const uf = u.breakdown.find((x) => x.factor === f.factor);
    const s = factorSums.get(f.factor) ?? { m: 0, u: 0, max: 0, mAbove: 0, uAbove: 0 };
    s.m += f.score;
    s.u += uf?.score ?? 0;
    s.max += f.max;
    if (f.score > (uf?.score ?? 0)) s.mAbove++;
    if (f.score < (uf?.score ?? 0)) s.uAbove++;
    factorSums.set(f.factor, s);
  }
  // A resume for another occupation: the next row's matched resume (the rows' jobs differ).
  const other = rows[(i + 1) % rows.length] as Row;
  const o = analyseResume(other['Resume-matched'], job, skills, NOW);
  otherScores.push(o.score);
  if (m.score > o.score) aboveOther++;
  const jv = vector(job);
  const bm = cosine(vector(row['Resume-matched']), jv);
  const bu = cosine(vector(row['Resume-unmatched']), jv);
  if (bm > bu) baselineAbove++;
  else if (bm === bu) baselineTies++;
  if (m.score <= u.score || m.score < 70) {
    const line = holdout ? 800 + i + 1 : i + 1;
    const diff = m.breakdown
      .map((f) => {
        const uf = u.breakdown.find((x) => x.factor === f.factor);
        return `${f.factor} ${f.score}/${f.max} vs ${uf?.score}`;
      })
      .filter((_, k) => k < 5)
      .join('; ');
    misses.push(
      `  line ${line} ${m.jobTitle ?? '(no title)'}: matched ${m.score}, unmatched ${u.score} [${diff}] filtered ${JSON.stringify(row['Filtered-information'] ?? {})}`,
    );
    if (verbose) {
      for (const f of m.breakdown.slice(0, 5)) console.log(`    M ${f.factor}: ${f.detail}`);
      for (const f of u.breakdown.slice(0, 5)) console.log(`    U ${f.factor}: ${f.detail}`);
    }
  }
}
const ms = (performance.now() - started) / (3 * rows.length);

console.log(
  `RJDB ${holdout ? 'held-out (last 200 lines)' : 'dev (first 800 lines)'}: ${rows.length} jobs, each with a matched and an unmatched resume; ${ms.toFixed(1)} ms per analysis`,
);
console.log('                                 ATS score   TF-IDF cosine baseline');
console.log(`matched > unmatched              ${pct(above).padStart(9)}   ${pct(baselineAbove).padStart(9)}`);
console.log(`ties                             ${pct(ties).padStart(9)}   ${pct(baselineTies).padStart(9)}`);
console.log(`matched >= 70                    ${pct(matchedAt70).padStart(9)}`);
console.log(`unmatched <= 45                  ${pct(unmatchedAt45).padStart(9)}`);
console.log(`median matched / unmatched       ${median(matchedScores)} / ${median(unmatchedScores)}`);
console.log(
  `matched > another occupation's   ${pct(aboveOther).padStart(9)}   (the next row's matched resume; its median ${median(otherScores)})`,
);
console.log('\nper factor: mean matched vs unmatched (of mean max); pairs where matched is above / below');
for (const [name, s] of factorSums) {
  const n = rows.length;
  console.log(
    `  ${name.padEnd(24)} ${(s.m / n).toFixed(1).padStart(5)} vs ${(s.u / n).toFixed(1).padStart(5)} (of ${(s.max / n).toFixed(1)}); above ${s.mAbove}, below ${s.uAbove}`,
  );
}
if (process.argv.includes('--misses')) {
  console.log(`\npairs not separated or matched under 70 (${misses.length}):`);
  for (const m of misses) console.log(m);
}

// `--write` (held-out slice only, the figure shown to users): the real-time page's ATS figures.
if (process.argv.includes('--write')) {
  if (!holdout) throw new Error('--write writes the held-out figures: run with --holdout --write');
  const written = writeMeasuredFigures({
    area: 'ats',
    set: `RJDB held-out (${rows.length} job descriptions across trades from baker to surgeon, each with a resume written to match it and an unmatched twin; CC BY-SA 4.0); baseline: TF-IDF cosine`,
    metrics: [
      {
        name: 'matched resume above its twin',
        value: ratio(above, rows.length),
        unit: 'ratio',
        baseline: ratio(baselineAbove, rows.length),
      },
      { name: 'matched resume at 70 or more', value: ratio(matchedAt70, rows.length), unit: 'ratio' },
      { name: "matched resume above another occupation's", value: ratio(aboveOther, rows.length), unit: 'ratio' },
    ],
  });
  console.log(`wrote ${path.relative(root, written)}`);
}
