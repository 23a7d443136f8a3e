// Resume benchmark (issue 6): resumes parsed and scored per second, measured separately for
//   (a) pasted text: parse into a profile,
//   (b) PDF: extract the text (column-aware) and parse it,
//   (c) ATS scoring of a resume against a real job posting.
// Run from the repository root with `npx tsx bench/resumes.ts` (tsx loads the TypeScript career
// engine directly). Resumes are the JSON Resume examples of the shared data, rendered in several
// styles (text, single- and two-column PDF) by the test renderer; job descriptions are real Ashby
// postings. Both are read from ../shared/data in place, never copied. Prints figures; asserts nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { analyseResume, extractResumeText, getSkillExtractor, parseResume } from '@careerloom/career-engine';
import {
  buildResumeModel,
  type JsonResume,
  renderSingleColumnPdf,
  renderText,
  renderTwoColumnPdf,
} from '@careerloom/career-engine/testing';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const STYLES = Number(process.env.STYLES ?? 10);
const POSTINGS = Number(process.env.POSTINGS ?? 300);

const dataDir = path.resolve(import.meta.dirname, '../../shared/data');
const resumesDir = path.join(dataDir, 'jsonresume-examples/resumes');
const postingsFile = path.join(dataDir, 'ashby-postings/ashby_postings.jsonl.gz');

type Posting = { title?: string; descriptionPlain?: string };

/** Real job descriptions of a useful length (the title first, as a person would paste it). */
function loadJobDescriptions(limit: number): string[] {
  const out: string[] = [];
  for (const line of gunzipSync(readFileSync(postingsFile)).toString('utf8').split('\n')) {
    if (!line) continue;
    const p = JSON.parse(line) as Posting;
    const text = p.descriptionPlain ?? '';
    if (p.title && text.length >= 800 && text.length <= 20_000) out.push(`${p.title}\n${text}`);
    if (out.length >= limit) break;
  }
  return out;
}

/** Runs `fn` over the inputs in turn for at least `SECONDS`, returning operations per second. */
async function rate<T>(inputs: readonly T[], fn: (input: T) => unknown): Promise<{ perSecond: number; ops: number }> {
  // A short warm-up so the first calls' JIT and lazy loading do not count.
  for (const input of inputs.slice(0, Math.min(inputs.length, 5))) await fn(input);
  let ops = 0;
  const start = performance.now();
  const deadline = start + SECONDS * 1000;
  while (performance.now() < deadline) {
    await fn(inputs[ops % inputs.length] as T);
    ops += 1;
  }
  const seconds = (performance.now() - start) / 1000;
  return { perSecond: ops / seconds, ops };
}

const examples = readdirSync(resumesDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(resumesDir, f), 'utf8')) as JsonResume);
const models = examples.flatMap((resume) =>
  Array.from({ length: STYLES }, (_, style) => buildResumeModel(resume, style)),
);
const texts = models.map(renderText);
const pdfs: Uint8Array[] = [];
for (const [i, model] of models.entries()) {
  pdfs.push(
    i % 2 === 0 ? await renderSingleColumnPdf(model) : await renderTwoColumnPdf(model, { mainFirst: i % 4 === 1 }),
  );
}
const jobs = loadJobDescriptions(POSTINGS);
const skills = getSkillExtractor();
const now = new Date();

const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  `inputs: ${examples.length} JSON Resume examples x ${STYLES} styles = ${texts.length} resumes ` +
    `(text ${Math.round(avg(texts.map((t) => t.length)))} chars avg, PDF ${Math.round(avg(pdfs.map((p) => p.length)) / 1024)} KB avg); ` +
    `${jobs.length} Ashby postings as job descriptions (${Math.round(avg(jobs.map((j) => j.length)))} chars avg); ${SECONDS} s per measure`,
);

const text = await rate(texts, (t) => parseResume(t, { now }));
console.log(
  `text parse:            ${text.perSecond.toFixed(0).padStart(6)} resumes/s  (${(1000 / text.perSecond).toFixed(2)} ms each, ${text.ops} runs)`,
);

const pdf = await rate(pdfs, async (bytes) => {
  const { text } = await extractResumeText({ bytes, filename: 'resume.pdf' });
  return parseResume(text, { now });
});
console.log(
  `PDF extract + parse:   ${pdf.perSecond.toFixed(0).padStart(6)} resumes/s  (${(1000 / pdf.perSecond).toFixed(2)} ms each, ${pdf.ops} runs)`,
);

// Each run pairs a different resume with a different posting, so no pair repeats within a run.
const pairs = jobs.map((job, i) => ({ resume: texts[i % texts.length] as string, job }));
const ats = await rate(pairs, ({ resume, job }) => analyseResume(resume, job, skills, now));
console.log(
  `ATS score (vs posting):${ats.perSecond.toFixed(0).padStart(6)} scores/s   (${(1000 / ats.perSecond).toFixed(2)} ms each, ${ats.ops} runs)`,
);
