// The title we propose to search for, on real resumes nobody on the team wrote (issue 33, decision
// 032). Run from the repository root with `npx tsx bench/proposed-titles.ts` (`--holdout` for the
// held-out slice, read once at an issue's end).
//
// Set: the public Kaggle "Resume Dataset" (Snehaan Bhawal; livecareer.com resumes, 24 categories,
// the PDFs as published), fetched with the search tool's `fetch` into bench/.data/kaggle-resume-pdfs
// (gitignored; bench/.data/SOURCES.md names the repository and commit). Never copied into the
// repository. Ten resumes per category form the dev slice (240) and ten others the held-out slice,
// chosen by a hash of the file name.
//
// What it measures, per resume:
// - headline: the resume's own title is its first line in this set (the name is removed). The
//   proposed title "names the headline's occupation" when its O*NET occupation is the headline's
//   (same detailed code; the broad group is printed too).
// - entry: the parser found an experience entry with both a title and a date. The set's PDFs
//   anonymise every employer as "Company Name" (and its place as "City , State"): a title holding
//   those words is the employer's name read as a title, not a title found (37 of the dev slice's
//   resumes counted only so before decision 046's Arts addendum of 2026-12-07).
// Baseline in the same run: the specification's keyword rule alone (bio = the resume's summary,
// skills = its skills), as the product used before decision 032.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractResumeText, parseResume, proposedJobTitle } from '@careerloom/career-engine';
import { keywordJobTitle } from '../apps/server/src/jobs/matching/default-preferences';
import { cleanJobTitle } from '../packages/career-engine/src/occupations/clean-job-title';
import { resolveOccupation } from '../packages/career-engine/src/occupations/resolve-occupation';

const HOLDOUT = process.argv.includes('--holdout');
const PER_CATEGORY = 10;
const dir = path.resolve(import.meta.dirname, '.data/kaggle-resume-pdfs');

const hash = (s: string) => createHash('sha1').update(s).digest('hex');
const NOW = new Date('2026-12-01T00:00:00Z');

type Row = {
  category: string;
  file: string;
  headline: string;
  proposed: string;
  baseline: string;
  same: boolean;
  sameBroad: boolean;
  baselineSame: boolean;
  entry: boolean;
};

function pick(category: string): string[] {
  const files = readdirSync(path.join(dir, category))
    .filter((f) => f.endsWith('.pdf'))
    .sort((a, b) => hash(a).localeCompare(hash(b)));
  return HOLDOUT ? files.slice(PER_CATEGORY, 2 * PER_CATEGORY) : files.slice(0, PER_CATEGORY);
}

/** The set's anonymised employer, which a title read from an employer's line holds. */
const ANONYMISED_EMPLOYER_RE = /\bcompany name\b/i;

const codeOf = (title: string) => resolveOccupation(cleanJobTitle(title))?.code ?? null;

async function main() {
  const rows: Row[] = [];
  for (const category of readdirSync(dir).filter((d) => !d.includes('.'))) {
    for (const file of pick(category)) {
      const bytes = readFileSync(path.join(dir, category, file));
      const { text } = await extractResumeText({ bytes, filename: file });
      const headline =
        text
          .split('\n')
          .map((l) => l.trim())
          .find(Boolean) ?? '';
      const profile = parseResume(text, { now: NOW });
      const proposed = proposedJobTitle({ resume: profile })?.title ?? '';
      const baseline = keywordJobTitle(profile.summary ?? '', profile.skills).title;
      const truth = codeOf(headline);
      const got = proposed ? codeOf(proposed) : null;
      const base = codeOf(baseline);
      rows.push({
        category,
        file,
        headline,
        proposed,
        baseline,
        same: truth !== null && got === truth,
        sameBroad: truth !== null && got !== null && got.slice(0, 7) === truth.slice(0, 7),
        baselineSame: truth !== null && base === truth,
        entry: profile.experience.some(
          (e) => e.title && !ANONYMISED_EMPLOYER_RE.test(e.title) && (e.startDate || e.endDate),
        ),
      });
    }
  }
  const pct = (n: number) => `${((100 * n) / rows.length).toFixed(1)}%`;
  const count = (f: (r: Row) => boolean) => rows.filter(f).length;
  console.log(`${HOLDOUT ? 'held-out' : 'dev'} slice: ${rows.length} resume PDFs, ${PER_CATEGORY} per category`);
  console.log(`proposed title names the headline's occupation: ${count((r) => r.same)} (${pct(count((r) => r.same))})`);
  console.log(`  same broad group: ${count((r) => r.sameBroad)} (${pct(count((r) => r.sameBroad))})`);
  console.log(
    `  baseline (keyword rule alone): ${count((r) => r.baselineSame)} (${pct(count((r) => r.baselineSame))})`,
  );
  console.log(`titled, dated experience entry found: ${count((r) => r.entry)} (${pct(count((r) => r.entry))})`);
  if (process.argv.includes('--misses'))
    for (const r of rows.filter((x) => !x.same))
      console.log(
        `  miss ${r.category}/${r.file}: headline "${r.headline}" -> "${r.proposed}" (baseline "${r.baseline}")`,
      );
}

await main();
