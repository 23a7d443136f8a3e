// Occupation resolver benchmark: do job titles people reported resolve to the O*NET-SOC
// occupation O*NET filed them under? Run from the repository root with
// `npx tsx bench/occupations.ts` (the dev slice) or `npx tsx bench/occupations.ts --holdout`
// (the held-out slice: look at it once, after tuning on dev; never tune on it). `--verbose`
// lists misses of the withheld run.
//
// The set is O*NET 29.2's Sample of Reported Titles (7,796 titles with their codes, read from
// ../shared/data; nobody on the team wrote it), split by a hash of the title into a dev slice
// (80%) and a held-out slice (20%). Every one of these titles is also one of O*NET's Alternate
// Titles, from which the shipped index is built, so resolving them with the shipped index is a
// lookup, not a measure of how unseen titles fare. The honest figure is the "withheld" row: the
// resolver rebuilt with every spelling of the evaluated titles left out of the index (it then has
// to find "Staff Accountant" from other titles such as "Accountant" or "Senior Accountant"). A
// plain baseline, TF-IDF cosine of the title against the 1,016 O*NET occupation titles alone, is
// measured beside it. Top-1 accuracy at the O*NET code, at the SOC detailed occupation (first 7
// characters, '15-1252'), the broad group (6, '15-125'), the minor group (4, '15-1', SOC's
// 15-1200) and the major group ('15'). Prints figures;
// asserts nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { occupationIndexData } from '../packages/career-engine/src/occupations/occupation-index.data';
import {
  createOccupationResolver,
  type OccupationResolver,
} from '../packages/career-engine/src/occupations/resolve-occupation';
import { ratio, writeMeasuredFigures } from './lib/measured-figures';
import { fnv1a, onetTitleBaseline } from './lib/onet-title-baseline';

/** The shipped index's strings (a function, so that only a caller makes them). */
const OCCUPATION_INDEX = occupationIndexData();

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, '../shared/data/skills-onet-29.2');
const holdout = process.argv.includes('--holdout');
const verbose = process.argv.includes('--verbose');

type Item = { code: string; title: string };

const all: Item[] = readFileSync(path.join(dataDir, 'Sample of Reported Titles.txt'), 'utf8')
  .split(/\r?\n/)
  .slice(1)
  .filter((l) => l.trim())
  .map((l) => {
    const [code, title] = l.split('\t');
    return { code: (code ?? '').trim(), title: (title ?? '').trim() };
  });
const slice = all.filter((item) => (fnv1a(item.title) % 5 === 0) === holdout);
console.log(
  `set: O*NET 29.2 Sample of Reported Titles, ${holdout ? 'held-out' : 'dev'} slice: ${slice.length} of ${all.length}`,
);

type Row = {
  name: string;
  exact: number;
  soc: number;
  broad: number;
  minor: number;
  major: number;
  none: number;
  usPerTitle: number;
};

function measure(name: string, guess: (title: string) => string | null, misses?: string[]): Row {
  const row: Row = { name, exact: 0, soc: 0, broad: 0, minor: 0, major: 0, none: 0, usPerTitle: 0 };
  const start = performance.now();
  for (const item of slice) {
    const code = guess(item.title);
    if (!code) {
      row.none++;
      misses?.push(`${item.code}  ${item.title}  → (none)`);
      continue;
    }
    if (code === item.code) row.exact++;
    else misses?.push(`${item.code}  ${item.title}  → ${code}`);
    if (code.slice(0, 7) === item.code.slice(0, 7)) row.soc++;
    if (code.slice(0, 6) === item.code.slice(0, 6)) row.broad++;
    if (code.slice(0, 4) === item.code.slice(0, 4)) row.minor++;
    if (code.slice(0, 2) === item.code.slice(0, 2)) row.major++;
  }
  row.usPerTitle = ((performance.now() - start) * 1000) / slice.length;
  return row;
}

function timed(make: () => OccupationResolver): { resolver: OccupationResolver; ms: number } {
  const start = performance.now();
  const resolver = make();
  return { resolver, ms: performance.now() - start };
}

const shipped = timed(() => createOccupationResolver(OCCUPATION_INDEX));
const withheld = timed(() => createOccupationResolver(OCCUPATION_INDEX, { withheldTitles: slice.map((i) => i.title) }));
const misses: string[] = [];
const rows = [
  measure('baseline: TF-IDF vs 1,016 O*NET titles', onetTitleBaseline()),
  measure('resolveOccupation, titles withheld', (t) => withheld.resolver.resolve(t)?.code ?? null, misses),
  measure('resolveOccupation, shipped index (lookup)', (t) => shipped.resolver.resolve(t)?.code ?? null),
];
const pct = (n: number) => `${((100 * n) / slice.length).toFixed(1)}%`.padStart(7);
console.log(
  `${'method'.padEnd(44)}${'code'.padStart(7)}${'SOC 7'.padStart(7)}${'broad'.padStart(7)}${'minor'.padStart(7)}${'major'.padStart(7)}${'none'.padStart(7)}  µs/title`,
);
for (const r of rows) {
  console.log(
    `${r.name.padEnd(44)}${pct(r.exact)}${pct(r.soc)}${pct(r.broad)}${pct(r.minor)}${pct(r.major)}${pct(r.none)}  ${r.usPerTitle.toFixed(1)}`,
  );
}
// The same title under several codes in the set caps what any one answer a title can score.
const byTitle = new Map<string, Map<string, number>>();
for (const item of slice) {
  const counts = byTitle.get(item.title) ?? new Map<string, number>();
  counts.set(item.code, (counts.get(item.code) ?? 0) + 1);
  byTitle.set(item.title, counts);
}
const ceiling = [...byTitle.values()].reduce((n, counts) => n + Math.max(...counts.values()), 0);
console.log(`ceiling at the code (titles the set files under several codes): ${pct(ceiling).trim()}`);
console.log(`index build: shipped ${shipped.ms.toFixed(0)} ms, withheld ${withheld.ms.toFixed(0)} ms`);
if (verbose) for (const m of misses) console.log(m);

// `--write` (on the held-out slice only, the figure shown to users): the real-time page's figures.
if (process.argv.includes('--write')) {
  if (!holdout) throw new Error('--write writes the held-out figures: run with --holdout --write');
  const [base, ours] = [rows[0] as Row, rows[1] as Row];
  const file = writeMeasuredFigures({
    area: 'occupations',
    set: `O*NET 29.2 Sample of Reported Titles, held-out slice (${slice.length} titles people reported), each title withheld from the index; baseline: TF-IDF against the 1,016 occupation titles`,
    metrics: [
      {
        name: 'O*NET occupation right',
        value: ratio(ours.exact, slice.length),
        unit: 'ratio',
        baseline: ratio(base.exact, slice.length),
      },
      {
        name: 'SOC major group right',
        value: ratio(ours.major, slice.length),
        unit: 'ratio',
        baseline: ratio(base.major, slice.length),
      },
    ],
  });
  console.log(`wrote ${path.relative(root, file)}`);
}
