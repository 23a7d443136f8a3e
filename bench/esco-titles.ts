// Do European job titles resolve to the occupation a third party filed them under (issue 33, item
// 1: every title, worldwide, resolves to its O*NET-SOC occupation)? Run from the repository root
// with `npx tsx bench/esco-titles.ts` (dev slice; `--misses` lists them; `--holdout` reads the
// held-out slice, once, at an issue's end).
//
// Set: Nesta's ESCO-O*NET crosswalk (Mapping Career Causeways, MIT; ESCO labels (c) European Union,
// CC BY 4.0), fetched into bench/.data/esco-onet (gitignored; bench/.data/SOURCES.md names the
// repository and commit; never copied into the repository): 1,680 ESCO occupations by their
// preferred label, in British English ("kitchen porter", "joiner", "steward/stewardess",
// "programme manager"), each with the O*NET occupation Nesta matched it to (by ISCO groups, title
// similarity and by hand). Nobody on the team wrote it. Split 80/20 dev/held-out by a hash of the
// label.
//
// The crosswalk names O*NET-SOC 2010 codes; ours are O*NET-SOC 2019: the gold code is the 2019
// occupation of the same title, else of the same code, else for a breakout 2019 dropped its SOC
// occupation (escoTitles in the index script, which reads the same file); labels placed in none (64
// of 1,680; 195 before decision 046's session 29 addendum) are not scored. Baseline beside it:
// TF-IDF of the label against the 1,016 O*NET titles.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { occupationIndexData } from '../packages/career-engine/src/occupations/occupation-index.data';
import { createOccupationResolver } from '../packages/career-engine/src/occupations/resolve-occupation';
import { titleWords } from '../packages/career-engine/src/occupations/title-words';
import { buildOccupationIndex, escoTitles, readOnetFiles } from '../scripts/build-occupation-index.mjs';
import { fnv1a, onetTitleBaseline } from './lib/onet-title-baseline';

/** The shipped index's strings (a function, so that only a caller makes them). */
const OCCUPATION_INDEX = occupationIndexData();

const HOLDOUT = process.argv.includes('--holdout');
const file = path.resolve(import.meta.dirname, '.data/esco-onet/esco_onet_crosswalk_MCC.csv');
const occupationsFile = path.resolve(import.meta.dirname, '.data/esco/occupations_en.csv');

// The shipped index holds every ESCO label (scripts/build-occupation-index.mjs adds them), so
// resolving a label with it is a lookup. The honest runs build the index here from the same files:
// O*NET's titles alone (the index before ESCO's labels were added), O*NET's with the preferred
// labels of the other slice only, and with those occupations' alternative labels too (ESCO's
// occupations file); the evaluated labels and their occupations' alternative labels stay out of
// all three unless O*NET itself lists them ("chef", "bartender"). An alternative label another
// ESCO occupation also names is never added (escoAlternatives), so no evaluated label comes back
// as another occupation's alternative: checked below.
const { occupationText, alternatesText } = readOnetFiles();
const all = escoTitles(readFileSync(file, 'utf8'), occupationText, readFileSync(occupationsFile, 'utf8'));
const inSlice = (item: { label: string }) => (fnv1a(item.label) % 5 === 0) === HOLDOUT;
const items = all.filter(inSlice);
const placed = items.filter((i) => i.code).length;
const resolverOf = (european: typeof all) => {
  const index = buildOccupationIndex(occupationText, alternatesText, european);
  return createOccupationResolver({ ...OCCUPATION_INDEX, ...index });
};
const others = all.filter((item) => !inSlice(item));
const onetOnly = resolverOf([]);
const withPreferred = resolverOf(others.map((item) => ({ ...item, alternatives: [] })));
const withOthers = resolverOf(others);
const evaluated = new Set(items.flatMap((i) => i.forms.map((f) => titleWords(f).join(' '))));
const leaked = others.flatMap((o) => o.alternatives).filter((a) => evaluated.has(titleWords(a).join(' ')));
if (leaked.length > 0) throw new Error(`evaluated labels among the other slice's alternatives: ${leaked.join(', ')}`);
console.log(
  `set: Nesta ESCO-O*NET crosswalk, ${HOLDOUT ? 'held-out' : 'dev'} slice: ${items.length} ESCO occupations, ${placed} placed in O*NET-SOC 2019 (scored)`,
);

type Row = { name: string; code: number; soc7: number; minor: number; major: number; none: number };
function measure(name: string, guess: (title: string) => string | null, misses?: string[]): Row {
  const row: Row = { name, code: 0, soc7: 0, minor: 0, major: 0, none: 0 };
  for (const { label, forms, code: gold } of items) {
    if (!gold) continue;
    // a gendered pair ("steward/stewardess") is asked as its first form, as a person writes it
    const code = guess(forms[0] ?? label);
    if (!code) {
      row.none++;
      misses?.push(`${gold}  ${label}  -> (none)`);
      continue;
    }
    if (code === gold) row.code++;
    else misses?.push(`${gold}  ${label}  -> ${code}`);
    if (code.slice(0, 7) === gold.slice(0, 7)) row.soc7++;
    if (code.slice(0, 4) === gold.slice(0, 4)) row.minor++;
    if (code.slice(0, 2) === gold.slice(0, 2)) row.major++;
  }
  return row;
}

const misses: string[] = [];
const rows = [
  measure('baseline: TF-IDF vs 1,016 O*NET titles', onetTitleBaseline()),
  measure('resolveOccupation, O*NET titles alone', (t) => onetOnly.resolve(t)?.code ?? null),
  measure('resolveOccupation, + other ESCO labels', (t) => withPreferred.resolve(t)?.code ?? null),
  measure('  + their alternative labels', (t) => withOthers.resolve(t)?.code ?? null, misses),
];
const pct = (n: number) => `${((100 * n) / placed).toFixed(1)}%`.padStart(8);
console.log(
  `${'method'.padEnd(42)}${'code'.padStart(8)}${'SOC 7'.padStart(8)}${'minor'.padStart(8)}${'major'.padStart(8)}${'none'.padStart(8)}`,
);
for (const r of rows) {
  console.log(`${r.name.padEnd(42)}${pct(r.code)}${pct(r.soc7)}${pct(r.minor)}${pct(r.major)}${pct(r.none)}`);
}
if (process.argv.includes('--misses')) for (const m of misses) console.log(m);
