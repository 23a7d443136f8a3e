// ATS benchmark (issue 10 item 4): does the score tell fitting resumes from misfits?
// Run from the repository root with `npx tsx bench/ats.ts`. A regression test on the team's own set;
// the /realtime figures come from bench/ats-rjdb.ts (a set nobody on the team wrote).
//
// The set is packages/career-engine/eval/ats/labels.json: resumes (the five JSON Resume examples of
// ../shared/data plus resumes the team wrote) x postings (real Ashby postings read by board and id
// from ../shared/data, and the JSON Resume sample job), each pair labelled fit / partial / no_fit
// with a reason. Every resume is scored three ways: as plain text, and as the text extracted from a
// typeset single-column and a two-column PDF. A plain keyword-overlap baseline (the share of the
// description's words found in the resume) is measured on the same pairs. Prints figures; asserts
// nothing; data is read in place, never copied.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { analyseResume, extractResumeText, getSkillExtractor } from '@careerloom/career-engine';
import {
  buildResumeModel,
  type JsonResume,
  renderSingleColumnPdf,
  renderText,
  renderTwoColumnPdf,
} from '@careerloom/career-engine/testing';

type Label = 'fit' | 'partial' | 'no_fit';
interface LabelFile {
  description: string;
  resumes: Record<string, { file: string; role: string }>;
  postings: Record<string, { source: string; board?: string; id?: string; file?: string; title: string }>;
  pairs: Array<{ resume: string; posting: string; label: Label; reason: string }>;
}

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, '../shared/data');
const evalDir = path.join(root, 'packages/career-engine/eval/ats');
const labels = JSON.parse(readFileSync(path.join(evalDir, 'labels.json'), 'utf8')) as LabelFile;
const NOW = new Date('2026-11-01T00:00:00Z');
const skills = getSkillExtractor();

// ---- postings ------------------------------------------------------------------------------
type Job = { text: string; title: string; company?: string };
const ashby = new Map<string, { title: string; descriptionPlain: string; board: string }>();
for (const line of gunzipSync(readFileSync(path.join(dataDir, 'ashby-postings/ashby_postings.jsonl.gz')))
  .toString('utf8')
  .split('\n')) {
  if (!line) continue;
  const p = JSON.parse(line) as { board: string; id: string; title: string; descriptionPlain: string };
  ashby.set(`${p.board}/${p.id}`, p);
}

/** The JSON Resume job schema as the text a person would paste: headed lists. */
function jobSchemaText(job: {
  title: string;
  description?: string;
  responsibilities?: string[];
  qualifications?: string[];
  skills?: Array<{ name: string; keywords?: string[] }>;
}): string {
  return [
    job.title,
    job.description ?? '',
    'Responsibilities',
    ...(job.responsibilities ?? []).map((r) => `- ${r}`),
    'Qualifications',
    ...(job.qualifications ?? []).map((r) => `- ${r}`),
    'Skills',
    ...(job.skills ?? []).map((s) => `- ${s.name}: ${(s.keywords ?? []).join(', ')}`),
  ].join('\n');
}

const jobs = new Map<string, Job>();
for (const [key, p] of Object.entries(labels.postings)) {
  if (p.source === 'ashby') {
    const row = ashby.get(`${p.board}/${p.id}`);
    if (!row) throw new Error(`posting ${p.board}/${p.id} is not in the shared data`);
    jobs.set(key, { text: row.descriptionPlain, title: row.title.trim(), company: p.board });
  } else {
    const job = JSON.parse(readFileSync(path.join(dataDir, p.file as string), 'utf8'));
    jobs.set(key, { text: jobSchemaText(job), title: job.title, company: job.company });
  }
}

// ---- resumes in three renderings --------------------------------------------------------------
const RENDERINGS = ['text', 'pdf-1col', 'pdf-2col'] as const;
type Rendering = (typeof RENDERINGS)[number];
const resumeTexts = new Map<string, Record<Rendering, string>>();
for (const [i, [key, r]] of Object.entries(labels.resumes).entries()) {
  const file = r.file.startsWith('shared:') ? path.join(dataDir, r.file.slice(7)) : path.join(evalDir, r.file);
  const json = JSON.parse(readFileSync(file, 'utf8')) as JsonResume;
  const model = buildResumeModel(json, i);
  const one = await extractResumeText({ bytes: await renderSingleColumnPdf(model), filename: 'resume.pdf' });
  const two = await extractResumeText({
    bytes: await renderTwoColumnPdf(model, { mainFirst: i % 2 === 0 }),
    filename: 'resume.pdf',
  });
  resumeTexts.set(key, { text: renderText(model), 'pdf-1col': one.text, 'pdf-2col': two.text });
}

// ---- the keyword baseline ------------------------------------------------------------------
const STOP = new Set(
  'a about above after all also an and any are as at be been being both but by can could do does each for from had has have how i if in into is it its just may more most must no not of on or our out over own same should so some such than that the their them then there these they this those through to too under up very was we were what when where which while who will with within would you your yours role team work working experience years ability strong'.split(
    ' ',
  ),
);
const wordsOf = (t: string) =>
  new Set(
    t
      .toLowerCase()
      .split(/[^a-z0-9+#.]+/)
      .map((w) => w.replace(/^\.+|\.+$/g, ''))
      .filter((w) => w.length > 2 && !STOP.has(w)),
  );
/** Share of the description's distinct words found in the resume, as 0-100. */
function keywordBaseline(resume: string, job: Job): number {
  const jw = wordsOf(`${job.title}\n${job.text}`);
  const rw = wordsOf(resume);
  return jw.size ? (100 * [...jw].filter((w) => rw.has(w)).length) / jw.size : 0;
}

// ---- scoring -------------------------------------------------------------------------------
interface Scored {
  resume: string;
  posting: string;
  label: Label;
  rendering: Rendering;
  score: number;
  baseline: number;
}
const scored: Scored[] = [];
const t0 = performance.now();
for (const pair of labels.pairs) {
  const job = jobs.get(pair.posting) as Job;
  const texts = resumeTexts.get(pair.resume) as Record<Rendering, string>;
  for (const rendering of RENDERINGS) {
    const text = texts[rendering];
    const a = analyseResume(text, job.text, skills, NOW, { jobTitle: job.title, company: job.company });
    scored.push({ ...pair, rendering, score: a.score, baseline: keywordBaseline(text, job) });
  }
}
const ms = performance.now() - t0;

interface Figures {
  meanFit: number;
  meanPartial: number;
  meanMisfit: number;
  minFit: number;
  maxMisfit: number;
  separation: number;
  fitFirst: number;
  fitFirstOf: number;
  fitsAbove70: number;
  fits: number;
  misfitsBelow45: number;
  misfits: number;
}
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
function figures(rows: Scored[], pick: (s: Scored) => number): Figures {
  const by = (l: Label) => rows.filter((r) => r.label === l).map(pick);
  const fit = by('fit');
  const misfit = by('no_fit');
  // Ranking: for every description and rendering, is the top-scored resume labelled fit?
  let first = 0;
  let groups = 0;
  for (const posting of Object.keys(labels.postings)) {
    for (const rendering of RENDERINGS) {
      const group = rows.filter((r) => r.posting === posting && r.rendering === rendering);
      if (!group.length || !group.some((r) => r.label === 'fit')) continue;
      groups += 1;
      const top = Math.max(...group.map(pick));
      // A tie at the top counts only if every tied resume is a fit.
      if (group.filter((r) => pick(r) === top).every((r) => r.label === 'fit')) first += 1;
    }
  }
  return {
    meanFit: mean(fit),
    meanPartial: mean(by('partial')),
    meanMisfit: mean(misfit),
    minFit: Math.min(...fit),
    maxMisfit: Math.max(...misfit),
    separation: Math.min(...fit) - Math.max(...misfit),
    fitFirst: first,
    fitFirstOf: groups,
    fitsAbove70: fit.filter((s) => s >= 70).length,
    fits: fit.length,
    misfitsBelow45: misfit.filter((s) => s <= 45).length,
    misfits: misfit.length,
  };
}

const ours = figures(scored, (s) => s.score);
const base = figures(scored, (s) => s.baseline);
const f1 = (x: number) => x.toFixed(1).padStart(6);
console.log(
  `set: ${Object.keys(labels.resumes).length} resumes x ${Object.keys(labels.postings).length} postings = ${labels.pairs.length} labelled pairs ` +
    `(${scored.filter((s) => s.rendering === 'text' && s.label === 'fit').length} fit, ` +
    `${scored.filter((s) => s.rendering === 'text' && s.label === 'partial').length} partial, ` +
    `${scored.filter((s) => s.rendering === 'text' && s.label === 'no_fit').length} no fit), each as text, 1-column PDF and 2-column PDF; ` +
    `${(ms / scored.length).toFixed(1)} ms per analysis`,
);
console.log('                              ATS score   keyword baseline');
const row = (name: string, a: string, b: string) =>
  console.log(`${name.padEnd(30)}${a.padStart(9)}   ${b.padStart(9)}`);
row('mean fit', f1(ours.meanFit), f1(base.meanFit));
row('mean partial', f1(ours.meanPartial), f1(base.meanPartial));
row('mean no fit', f1(ours.meanMisfit), f1(base.meanMisfit));
row('min fit', f1(ours.minFit), f1(base.minFit));
row('max no fit', f1(ours.maxMisfit), f1(base.maxMisfit));
row('separation (min fit - max no fit)', f1(ours.separation), f1(base.separation));
row('a fit ranks first', `${ours.fitFirst}/${ours.fitFirstOf}`, `${base.fitFirst}/${base.fitFirstOf}`);
row('fits >= 70', `${ours.fitsAbove70}/${ours.fits}`, `${base.fitsAbove70}/${base.fits}`);
row('no fits <= 45', `${ours.misfitsBelow45}/${ours.misfits}`, `${base.misfitsBelow45}/${base.misfits}`);

for (const rendering of RENDERINGS) {
  const f = figures(
    scored.filter((s) => s.rendering === rendering),
    (s) => s.score,
  );
  console.log(
    `  ${rendering.padEnd(9)} fit mean ${f.meanFit.toFixed(1)} min ${f.minFit}; no fit mean ${f.meanMisfit.toFixed(1)} max ${f.maxMisfit}; separation ${f.separation}; fit first ${f.fitFirst}/${f.fitFirstOf}`,
  );
}

// Where it goes wrong, so a regression names the pair.
const problems = scored.filter((s) => (s.label === 'fit' && s.score < 70) || (s.label === 'no_fit' && s.score > 45));
for (const p of problems)
  console.log(`  ! ${p.label.padEnd(7)} ${p.score} ${p.resume} x ${p.posting} (${p.rendering})`);
for (const posting of Object.keys(labels.postings)) {
  for (const rendering of RENDERINGS) {
    const group = scored
      .filter((r) => r.posting === posting && r.rendering === rendering)
      .sort((a, b) => b.score - a.score);
    const top = group[0];
    if (top && top.label !== 'fit' && group.some((r) => r.label === 'fit'))
      console.log(`  ! first for ${posting} (${rendering}): ${top.resume} ${top.score} (${top.label})`);
  }
}
if (process.argv.includes('--verbose')) {
  for (const posting of Object.keys(labels.postings)) {
    const group = scored
      .filter((r) => r.posting === posting && r.rendering === 'pdf-2col')
      .sort((a, b) => b.score - a.score);
    console.log(
      `${posting}: ${group.map((g) => `${g.resume}=${g.score}${g.label === 'fit' ? '*' : g.label === 'partial' ? '~' : ''}`).join(' ')}`,
    );
  }
}

// The real-time page shows figures measured on sets nobody on the team wrote (issue 33): the ATS
// figures come from `npx tsx bench/ats-rjdb.ts --holdout --write`. This set is a regression test.
if (process.argv.includes('--write')) throw new Error('ATS figures are written by bench/ats-rjdb.ts --holdout --write');
