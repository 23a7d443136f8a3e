// The title we propose to search for fits the person's occupation, on resumes nobody on the team
// wrote (issue 33, decision 032). Run from the repository root with `npx tsx bench/resume-categories.ts`
// (`--misses` lists the misses; `--holdout` for the held-out slice, read once at an issue's end).
//
// Set: the Resume Screening dataset (UpdatedResumeDataSet.csv: 962 rows, 25 categories), fetched into
// bench/.data/resume-screening (gitignored; bench/.data/SOURCES.md names the repository and commit).
// Never copied into the repository. Rows repeat the same resume many times: de-duplicated by text
// (166 unique), then split 80/20 dev/held-out by a hash of the text. The resumes are text exports
// ("Skills * ...", "Education Details ...", "Company Details company - X description - ...") with
// mostly no headline, so the title must come from roles inside the text or, without one, from the
// fallback, which must still respect the person's occupation.
//
// Per resume: parseResume -> the server's defaultJobTitle (the person's own title, else the
// specification's keyword rule) -> its O*NET occupation (for the person's own title, the one
// proposedJobTitle reads from it and the rest of the resume, which matching compares) -> does the code start with one of the
// category's allowed prefixes (CATEGORY_FITS, each with its reason)? Baseline in the same run: the
// keyword rule alone (bio = the resume's summary, skills = its skills).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseResume, proposedJobTitle } from '@careerloom/career-engine';
import { parse as parseCsv } from 'csv-parse/sync';
import { defaultJobTitle, keywordJobTitle } from '../apps/server/src/jobs/matching/default-preferences';
import { cleanJobTitle } from '../packages/career-engine/src/occupations/clean-job-title';
import { resolveOccupation } from '../packages/career-engine/src/occupations/resolve-occupation';

const HOLDOUT = process.argv.includes('--holdout');
const file = path.resolve(import.meta.dirname, '.data/resume-screening/UpdatedResumeDataSet.csv');
const NOW = new Date('2026-12-01T00:00:00Z');

/** O*NET-SOC code prefixes a title must fall under to fit each category, and why. */
const CATEGORY_FITS: Record<string, { prefixes: string[]; reason: string }> = {
  Advocate: { prefixes: ['23-'], reason: 'legal occupations: lawyers, paralegals, legal support' },
  Arts: {
    prefixes: ['27-', '25-'],
    // read off the set's own resumes: its Arts resumes include lecturers of an arts college (a
    // fine arts lecturer, a political science assistant professor: "Arts" as Indian colleges name
    // the humanities); its others are no artists (decision 046, the Arts addendum of 2026-12-07)
    reason: 'arts, design, media; or teaching, as in an arts (humanities) college',
  },
  'Automation Testing': { prefixes: ['15-1253', '15-12'], reason: 'software QA testers, or a computer occupation' },
  Blockchain: { prefixes: ['15-12'], reason: 'blockchain developers are software developers' },
  'Business Analyst': {
    prefixes: ['13-1', '15-1211', '15-2051', '11-'],
    reason: 'business operations specialists (management analysts), systems analysts, data scientists, managers',
  },
  'Civil Engineer': {
    prefixes: ['17-2051', '17-3022', '11-9021', '47-1011'],
    reason: 'civil engineers and technicians, construction managers and site supervisors',
  },
  'Data Science': {
    prefixes: ['15-2', '15-12'],
    reason: 'data scientists and statisticians; machine-learning and data engineers sit in the computer occupations',
  },
  Database: { prefixes: ['15-12'], reason: 'database administrators and architects (15-1242, 15-1243), developers' },
  'DevOps Engineer': { prefixes: ['15-12'], reason: 'DevOps, cloud and systems engineers are computer occupations' },
  'DotNet Developer': { prefixes: ['15-12'], reason: '.NET developers are software developers' },
  'ETL Developer': { prefixes: ['15-12', '15-2051'], reason: 'ETL and data warehouse developers; data scientists' },
  'Electrical Engineering': {
    prefixes: ['17-2071', '17-2072', '17-3023', '47-2111', '49-2', '11-9041'],
    reason: 'electrical and electronics engineers and technicians, electricians, engineering managers',
  },
  HR: {
    prefixes: ['11-3121', '11-3111', '11-3131', '13-1071', '13-1141', '13-1151', '43-4161'],
    reason: 'HR managers, recruiters and HR specialists, compensation, training, HR assistants',
  },
  Hadoop: { prefixes: ['15-12', '15-2051'], reason: 'big-data developers and engineers; data scientists' },
  'Health and fitness': {
    prefixes: ['39-9031', '29-', '31-', '25-3021', '11-9179.01'],
    reason:
      'fitness trainers, health practitioners and support, yoga and fitness instructors, fitness and wellness coordinators',
  },
  'Java Developer': { prefixes: ['15-12'], reason: 'Java developers are software developers' },
  'Mechanical Engineer': {
    prefixes: ['17-2141', '17-3027', '17-2112', '17-2199', '11-9041'],
    reason: 'mechanical engineers and technicians, industrial and other engineers, engineering managers',
  },
  'Network Security Engineer': {
    prefixes: ['15-12'],
    reason: 'information security analysts, network architects and administrators are computer occupations',
  },
  'Operations Manager': {
    prefixes: ['11-', '13-1081', '43-1011'],
    reason: 'managers, logisticians, supervisors of office and operations staff',
  },
  PMO: { prefixes: ['11-', '13-1082'], reason: 'managers and project management specialists' },
  'Python Developer': { prefixes: ['15-12', '15-2051'], reason: 'Python developers; data scientists who write Python' },
  'SAP Developer': { prefixes: ['15-12'], reason: 'SAP developers and consultants are computer occupations' },
  Sales: { prefixes: ['41-', '11-2'], reason: 'sales occupations; sales and marketing managers' },
  Testing: {
    prefixes: ['15-1253', '15-12', '17-2071', '17-2072', '17-3023', '17-2112', '19-4099.01'],
    // read off the set's own resumes: most of its Testing resumes test circuit breakers,
    // transformers and electronic systems, not software
    reason:
      'software QA testers or a computer occupation; electrical and electronics test engineers and technicians, quality and validation engineers, quality control analysts',
  },
  'Web Designing': {
    prefixes: ['15-1255', '15-1254', '27-1024', '15-12'],
    reason: 'web and digital interface designers, web developers, graphic designers',
  },
};

const hash = (s: string) => createHash('sha1').update(s).digest('hex');
const codeOf = (title: string) => resolveOccupation(cleanJobTitle(title))?.code ?? null;
const fits = (category: string, code: string | null) =>
  code !== null && (CATEGORY_FITS[category]?.prefixes ?? []).some((p) => code.startsWith(p));

type Row = {
  category: string;
  title: string;
  source: string;
  code: string | null;
  fit: boolean;
  baseline: string;
  baseFit: boolean;
  own: boolean;
  start: string;
};

function main() {
  const [header, ...data] = parseCsv(readFileSync(file, 'utf8'), {
    relax_column_count: true,
    relax_quotes: true,
  }) as string[][];
  if (header?.[0] !== 'Category' || header[1] !== 'Resume') throw new Error('unexpected columns');
  const unique = new Map<string, string>();
  for (const [category, resume] of data) if (category && resume && !unique.has(resume)) unique.set(resume, category);
  const rows: Row[] = [];
  for (const [text, category] of unique) {
    if (!CATEGORY_FITS[category]) throw new Error(`no fit table entry for ${category}`);
    const inHoldout = Number.parseInt(hash(text).slice(0, 8), 16) % 5 === 0;
    if (inHoldout !== HOLDOUT) continue;
    const profile = parseResume(text, { now: NOW });
    const bio = profile.summary ?? '';
    const chosen = defaultJobTitle({ resume: profile, bio, skills: profile.skills });
    const baseline = keywordJobTitle(bio, profile.skills).title;
    // the person's own title stands with the occupation read from it and the resume around it,
    // which matching compares (personOf); a guessed title with its words alone
    const own = proposedJobTitle({ resume: profile });
    const code = own && own.title === chosen.title ? (own.occupation?.code ?? null) : codeOf(chosen.title);
    rows.push({
      category,
      title: chosen.title,
      source: chosen.source,
      code,
      fit: fits(category, code),
      baseline,
      baseFit: fits(category, codeOf(baseline)),
      own: own !== null,
      start: text.slice(0, 90).replace(/\s+/g, ' '),
    });
  }
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(1)}%`;
  const count = (list: Row[], f: (r: Row) => boolean) => list.filter(f).length;
  console.log(
    `${HOLDOUT ? 'held-out' : 'dev'} slice: ${rows.length} unique resumes of ${unique.size}, ${Object.keys(CATEGORY_FITS).length} categories`,
  );
  console.log(
    `proposed title fits the category: ${count(rows, (r) => r.fit)} (${pct(
      count(rows, (r) => r.fit),
      rows.length,
    )})`,
  );
  console.log(
    `  baseline (keyword rule alone): ${count(rows, (r) => r.baseFit)} (${pct(
      count(rows, (r) => r.baseFit),
      rows.length,
    )})`,
  );
  console.log(
    `  a title of the person's own (profile, headline or role): ${count(rows, (r) => r.own)} (${pct(
      count(rows, (r) => r.own),
      rows.length,
    )})`,
  );
  const sources = new Map<string, Row[]>();
  for (const r of rows) sources.set(r.source, [...(sources.get(r.source) ?? []), r]);
  for (const [source, list] of sources)
    console.log(
      `  from ${source}: ${list.length}, fit ${pct(
        count(list, (r) => r.fit),
        list.length,
      )}`,
    );
  console.log('per category (fit / baseline):');
  let worst = 100;
  for (const category of Object.keys(CATEGORY_FITS)) {
    const list = rows.filter((r) => r.category === category);
    if (list.length === 0) continue;
    const share = (100 * count(list, (r) => r.fit)) / list.length;
    worst = Math.min(worst, share);
    console.log(
      `  ${category.padEnd(26)} ${String(list.length).padStart(3)}  ${pct(
        count(list, (r) => r.fit),
        list.length,
      ).padStart(6)}  ${pct(
        count(list, (r) => r.baseFit),
        list.length,
      ).padStart(6)}`,
    );
  }
  console.log(`lowest category: ${worst.toFixed(1)}%`);
  if (process.argv.includes('--misses'))
    for (const r of rows.filter((x) => !x.fit))
      console.log(`  miss ${r.category}: "${r.title}" (${r.source}, ${r.code}) baseline "${r.baseline}" | ${r.start}`);
}

main();
