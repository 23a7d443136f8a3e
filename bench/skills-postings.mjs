// Skills read from real postings' requirement sections (issue 10, item 3). Run from the repository
// root with
//   npx tsx bench/skills-postings.mjs [--top 40] [--area soft,business] [--examples 2] [--skill ID]
// Reads ../shared/data/ashby-postings/ashby_postings.jsonl.gz in place (copies nothing), runs
// analyseJobDescription over every posting and counts, per area, the skills most often read as
// required or preferred, each with a few of the lines it was read from. There are no labels here:
// the list is for eyeballing false positives in real text ("data integrity" read as Integrity),
// which are then fixed by context rules in the taxonomy and kept as tests. Prints; asserts nothing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { analyseJobDescription, getSkillExtractor, loadTaxonomy } from '@careerloom/career-engine';

const repoRoot = path.resolve(import.meta.dirname, '..');
const postingsFile = path.resolve(repoRoot, '../shared/data/ashby-postings/ashby_postings.jsonl.gz');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const topN = Number(arg('top', '40'));
const areas = arg('area', 'soft,business').split(',');
const examplesPerSkill = Number(arg('examples', '2'));
const onlySkill = arg('skill', '');

if (!existsSync(postingsFile)) {
  console.log(`skipped: ${postingsFile} not found`);
  process.exit(0);
}

const extractor = getSkillExtractor();
const byName = new Map(loadTaxonomy().map((s) => [s.name, s]));
const postings = gunzipSync(readFileSync(postingsFile))
  .toString('utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));

/** skill id → { name, area, postings, examples } */
const counts = new Map();
let read = 0;
let withRequirements = 0;
const t0 = performance.now();
for (const posting of postings) {
  const text = posting.descriptionPlain;
  if (typeof text !== 'string' || !text.trim()) continue;
  read++;
  const analysis = analyseJobDescription(text, extractor, { title: posting.title });
  if (analysis.skillsFrom === 'requirements') withRequirements++;
  const seen = new Set();
  for (const req of [...analysis.required, ...analysis.preferred]) {
    for (const name of req.anyOf) {
      const skill = byName.get(name);
      if (!skill || seen.has(skill.id)) continue;
      seen.add(skill.id);
      let entry = counts.get(skill.id);
      if (!entry) {
        entry = { name: skill.name, area: skill.area, postings: 0, examples: [] };
        counts.set(skill.id, entry);
      }
      entry.postings++;
      // Spread the examples over the file rather than taking the first board's wording each time.
      if (entry.examples.length < examplesPerSkill || (onlySkill && entry.examples.length < 40))
        entry.examples.push(`[${posting.board}] ${req.evidence.slice(0, 160)}`);
    }
  }
}
const seconds = (performance.now() - t0) / 1000;

console.log(
  `${read} postings read (${withRequirements} with a requirements section) in ${seconds.toFixed(1)} s; skills counted once per posting, from required and preferred`,
);
if (onlySkill) {
  const entry = counts.get(onlySkill);
  console.log(entry ? `\n${entry.name} (${entry.area}): ${entry.postings} postings` : `\n${onlySkill}: not read`);
  for (const example of entry?.examples ?? []) console.log(`    ${example}`);
} else {
  for (const area of areas) {
    const top = [...counts.entries()]
      .filter(([, e]) => e.area === area)
      .sort((a, b) => b[1].postings - a[1].postings)
      .slice(0, topN);
    console.log(`\n${area}: the ${top.length} skills read in most postings`);
    for (const [id, e] of top) {
      console.log(`  ${String(e.postings).padStart(5)}  ${e.name} [${id}]`);
      for (const example of e.examples) console.log(`           ${example}`);
    }
  }
}
