// Resume entities benchmark: how much of what human annotators marked in real resumes does
// parseResume find? Run from the repository root with `npx tsx bench/resume-entities.ts`
// (`--holdout` measures the held-out slice instead of dev; `--verbose` lists every miss;
// `--kind Degree` limits the listing to one kind; `--spurious` also lists found values that match
// no annotation).
//
// The set is DataTurks' "Entity Recognition in Resumes" (220 resumes, mostly Indian resumes
// exported from indeed.com, annotated by hand), as stored in the public repository
// github.com/alipouzeshi/NER-Resume-Spacy at commit 36f3bc87188b5b0d27998c7a71e7ba0ddde9d2fc, file
// "Entity Recognition in Resumes.json" (JSON lines: {content, annotation:[{label:[...],
// points:[{start,end,text}]}]}). It is not in the repository: copy it to
// bench/.data/dataturks-resumes/ (gitignored) with
//   git --git-dir=<mirror> show "HEAD:Entity Recognition in Resumes.json" > "bench/.data/dataturks-resumes/Entity Recognition in Resumes.json"
//
// Split: the file's order, first 176 resumes (80%) are dev, the last 44 held out. Rules were tuned
// on dev only; the held-out slice is for a final measurement.
//
// What is counted, per resume: the annotated values of each kind (Name, Designation, Companies
// worked at, Degree), deduplicated after normalisation. Normalisation: lower case, every run of
// whitespace to one space, punctuation and spaces trimmed from both ends. An annotated value is
// found when some value the parser gave for that kind, normalised the same way, equals it or one
// contains the other as whole words (at word boundaries), the shorter having at least two
// characters. The parser's values per kind: Name = contact.name; Designation = every
// experience[].title; Companies = every experience[].company; Degree = every education[].degree,
// and that degree followed by its field ("B.E" + "Computer Science" → "b.e computer science" and
// "b.e in computer science"), since annotators marked "B.E in Computer Science" as one span.
// Beside recall, "precision" is the share of the values found that match some annotation of that
// kind (annotators did not mark every occurrence, so it is a lower bound).
//
// The baseline is what a few lines of code would do: the first line as the name; the second line
// split at " - " as a designation and a company (the indeed export's headline); every match of a
// regex of common degree words as a degree. Prints figures; asserts nothing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
// The parser's module itself rather than the package index, so the figures depend on nothing else.
import { parseResume } from '../packages/career-engine/src/resume/parse-resume';
import type { ResumeProfile } from '../packages/career-engine/src/resume/resume-profile';
import { ratio, writeMeasuredFigures } from './lib/measured-figures';

const KINDS = ['Name', 'Designation', 'Companies worked at', 'Degree'] as const;
type Kind = (typeof KINDS)[number];
/** Per kind, the values given; each value with the spellings that may match it. */
type Found = Record<Kind, string[][]>;

interface Row {
  content: string;
  annotation: Array<{ label: string[]; points: Array<{ start: number; end: number; text: string }> }> | null;
}

const root = path.resolve(import.meta.dirname, '..');
const file = path.join(root, 'bench/.data/dataturks-resumes/Entity Recognition in Resumes.json');
if (!existsSync(file)) {
  console.error(`missing ${path.relative(root, file)}: see this script's header for where to get it`);
  process.exit(1);
}
const rows = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Row);
const devCount = Math.round(rows.length * 0.8);
const holdout = process.argv.includes('--holdout');
const slice = holdout ? rows.slice(devCount) : rows.slice(0, devCount);
const verbose = process.argv.includes('--verbose');
const spurious = process.argv.includes('--spurious');
const kindArg = process.argv.indexOf('--kind');
const onlyKind = kindArg >= 0 ? process.argv[kindArg + 1] : undefined;
const NOW = new Date('2019-01-01T00:00:00Z');

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '')
    .trim();

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function contains(longer: string, shorter: string): boolean {
  // Whole words: "b.e" is in "b.e in it" but "ba" is not in "bachelor".
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(shorter)}(?![\\p{L}\\p{N}])`, 'u').test(longer);
}
function matches(a: string, b: string): boolean {
  if (!a || !b) return false;
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= 2 && contains(longer, shorter);
}

function annotated(row: Row, kind: Kind): string[] {
  const values = (row.annotation ?? [])
    .filter((a) => a.label.includes(kind))
    .flatMap((a) => a.points.map((p) => norm(p.text)))
    .filter(Boolean);
  return [...new Set(values)];
}

function fromProfile(p: ResumeProfile): Found {
  return {
    Name: p.contact.name ? [[p.contact.name]] : [],
    Designation: p.experience.flatMap((e) => (e.title ? [[e.title]] : [])),
    'Companies worked at': p.experience.flatMap((e) => (e.company ? [[e.company]] : [])),
    Degree: p.education.flatMap((e) =>
      e.degree ? [[e.degree, ...(e.field ? [`${e.degree} ${e.field}`, `${e.degree} in ${e.field}`] : [])]] : [],
    ),
  };
}

const BASELINE_DEGREE =
  /\b(?:bachelor|master|b\.?\s?tech|m\.?\s?tech|b\.?\s?e|m\.?\s?e|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|bca|mca|mba|bba|ph\.?\s?d|diploma)\b[^\n]*/gi;
function baseline(content: string): Found {
  const lines = content
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const [title, company] = (lines[1] ?? '').split(' - ');
  return {
    Name: lines[0] ? [[lines[0]]] : [],
    Designation: title ? [[title]] : [],
    'Companies worked at': company ? [[company]] : [],
    Degree: [...content.matchAll(BASELINE_DEGREE)].map((m) => [m[0]]),
  };
}

interface Tally {
  marked: number;
  found: number;
  given: number;
  right: number;
}
function measure(find: (row: Row) => Found, label: string, listMisses: boolean): Record<Kind, Tally> {
  const tally = Object.fromEntries(KINDS.map((k) => [k, { marked: 0, found: 0, given: 0, right: 0 }])) as Record<
    Kind,
    Tally
  >;
  for (const [i, row] of slice.entries()) {
    const got = find(row);
    for (const kind of KINDS) {
      const want = annotated(row, kind);
      // One value per distinct first spelling (a degree given twice counts once).
      const groups = [
        ...new Map(got[kind].map((g) => [norm(g[0] ?? ''), g.map(norm).filter(Boolean)] as const)).values(),
      ].filter((g) => g.length > 0);
      const have = groups.flat();
      const t = tally[kind];
      t.marked += want.length;
      const misses = want.filter((w) => !have.some((h) => matches(h, w)));
      t.found += want.length - misses.length;
      const wrong = groups.filter((g) => !g.some((v) => want.some((w) => matches(v, w)))).map((g) => g[0]);
      t.given += groups.length;
      t.right += groups.length - wrong.length;
      if (listMisses && (!onlyKind || onlyKind === kind)) {
        const index = (holdout ? devCount : 0) + i;
        for (const m of misses)
          console.log(
            `  ${label} #${index} ${kind} missed: "${m}"  (gave: ${have.map((h) => `"${h}"`).join(', ') || '-'})`,
          );
        if (spurious) for (const w of wrong) console.log(`  ${label} #${index} ${kind} unmarked: "${w}"`);
      }
    }
  }
  return tally;
}

const pct = (n: number, d: number) => (d === 0 ? '   -' : `${((n / d) * 100).toFixed(0).padStart(3)}%`);
const parser = measure((row) => fromProfile(parseResume(row.content, { now: NOW })), 'parser', verbose);
const base = measure((row) => baseline(row.content), 'baseline', false);

console.log(
  `${holdout ? 'held-out' : 'dev'}: ${slice.length} resumes (${holdout ? `#${devCount}-#${rows.length - 1}` : `#0-#${devCount - 1}`} of ${rows.length})`,
);
console.log(
  `${'kind'.padEnd(22)}${'marked'.padStart(7)}   ${'parser found'.padEnd(20)}${'precision'.padEnd(12)}${'baseline found'.padEnd(20)}precision`,
);
for (const kind of KINDS) {
  const p = parser[kind];
  const b = base[kind];
  console.log(
    `${kind.padEnd(22)}${String(p.marked).padStart(7)}   ${`${String(p.found).padStart(4)} ${pct(p.found, p.marked)}`.padEnd(20)}${pct(p.right, p.given).padEnd(12)}${`${String(b.found).padStart(4)} ${pct(b.found, b.marked)}`.padEnd(20)}${pct(b.right, b.given)}`,
  );
}

// `--write` (held-out slice only, the figure shown to users): the real-time page's figures.
if (process.argv.includes('--write')) {
  if (!holdout) throw new Error('--write writes the held-out figures: run with --holdout --write');
  const labels: Record<Kind, string> = {
    Name: 'names found',
    Designation: 'job titles found',
    'Companies worked at': 'employers found',
    Degree: 'degrees found',
  };
  const file = writeMeasuredFigures({
    area: 'resume-reading',
    set: `DataTurks' Entity Recognition in Resumes, held-out slice (${slice.length} real resumes, values marked by its annotators); baseline: first lines and a degree-word pattern`,
    metrics: KINDS.map((kind) => ({
      name: labels[kind],
      value: ratio(parser[kind].found, parser[kind].marked),
      unit: 'ratio' as const,
      baseline: ratio(base[kind].found, base[kind].marked),
    })),
  });
  console.log(`wrote ${path.relative(root, file)}`);
}
