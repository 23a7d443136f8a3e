// Builds the compact index of each occupation's software and tools the career engine answers "what
// skills do I need for X" with (packages/career-engine/src/occupations/occupation-skills.data.ts),
// from two O*NET 29.2 files in ../shared/data/skills-onet-29.2: Technology Skills.txt (code,
// example, commodity title, Hot Technology, In Demand) and Tools Used.txt (code, example,
// commodity title). Both hold names only; no descriptive text is read or written.
//
// Run from the repository root: `npx tsx scripts/build-occupation-skills.mjs` (`--check` only
// prints the size). Ranked and capped per occupation (see rankTechnologies and rankTools), names
// stored once in a table and referred to by base-36 number. CC BY 4.0, attribution in
// ATTRIBUTION.md beside the output.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// The occupation index's readers of O*NET's rows and writer of string literals, so both modules read and look alike.
import { literal, rows } from './build-occupation-index.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, '../shared/data/skills-onet-29.2');
const outFile = path.join(root, 'packages/career-engine/src/occupations/occupation-skills.data.ts');

/** Software kept per occupation beyond the everyday office programs, and per software category. */
export const MAX_TECHNOLOGIES = 10;
export const MAX_PER_CATEGORY = 4;
/** Everyday office programs kept per occupation (Excel, Word, Outlook…). */
export const MAX_EVERYDAY = 3;
/**
 * A program O*NET lists for at least this share of occupations is everyday office software, not
 * a skill of the trade: Microsoft Excel (93% of occupations), Office, Word, Outlook, PowerPoint
 * (68%); the next, Microsoft Access, is at 40%. Read from the data, not a list of products.
 */
export const EVERYDAY_SHARE = 0.6;
/**
 * Kinds of tool kept per occupation (O*NET's commodity titles: "Conduit benders", "Forklifts").
 * Their examples are left out: each is a name of its own ("Cable jacket strippers"), and one
 * example a kind took the file from 199 to 286 KiB (before generic programs were left out).
 */
export const MAX_TOOL_KINDS = 6;

/** How many occupations list each key (a program, a category, a kind of tool). */
function spread(records, key) {
  const codes = new Map();
  for (const r of records) codes.set(key(r), (codes.get(key(r)) ?? new Set()).add(r.code));
  return new Map([...codes].map(([k, set]) => [k, set.size]));
}

function groupBy(records, key) {
  const groups = new Map();
  for (const r of records) {
    const list = groups.get(key(r));
    if (list) list.push(r);
    else groups.set(key(r), [r]);
  }
  return groups;
}

/**
 * A program this share of occupations lists, neither hot nor in demand, is no skill of a trade:
 * the generic "Web browser software" (47%), "Word processing software" (32%), "Email software"
 * (30%) said nothing of a dental hygienist's work.
 */
export const GENERIC_SHARE = 0.25;
/** A kind of tool this share of occupations lists is office equipment: personal, desktop and notebook computers (62-73%). */
export const OFFICE_EQUIPMENT_SHARE = 0.5;

/**
 * One occupation's software, best first. A category weighs what the occupation lists in it times
 * how rare the category is across occupations (medical software for a nurse, not spreadsheets);
 * In Demand (O*NET's flag for what this occupation's postings ask for) goes first, then categories
 * by weight, and inside one the Hot Technologies (asked for across all postings), then the programs
 * most occupations list (the well-known names before a one-off product). Everyday office programs
 * (EVERYDAY_SHARE) are kept apart, a few only; generic ones (GENERIC_SHARE) are left out.
 */
export function rankTechnologies(records, listing, categoryListing, occupationCount) {
  const share = (r) => (listing.get(r.example) ?? 0) / occupationCount;
  const everyday = records
    .filter((r) => share(r) >= EVERYDAY_SHARE)
    .sort((a, b) => share(b) - share(a))
    .slice(0, MAX_EVERYDAY);
  const field = records.filter((r) => share(r) < EVERYDAY_SHARE && (share(r) < GENERIC_SHARE || r.hot || r.inDemand));
  const inCategory = groupBy(field, (r) => r.category);
  const weight = new Map(
    [...inCategory].map(([category, list]) => [
      category,
      list.length * Math.log(occupationCount / (categoryListing.get(category) ?? 1)),
    ]),
  );
  const order = (a, b) =>
    Number(b.inDemand) - Number(a.inDemand) ||
    weight.get(b.category) - weight.get(a.category) ||
    (a.category < b.category ? -1 : a.category > b.category ? 1 : 0) ||
    Number(b.hot) - Number(a.hot) ||
    share(b) - share(a) ||
    (a.example < b.example ? -1 : 1);
  const kept = [];
  const perCategory = new Map();
  for (const r of [...field].sort(order)) {
    if (kept.length >= MAX_TECHNOLOGIES) break;
    const n = perCategory.get(r.category) ?? 0;
    if (n >= MAX_PER_CATEGORY) continue;
    perCategory.set(r.category, n + 1);
    kept.push(r);
  }
  return { field: kept, everyday };
}

/**
 * One occupation's kinds of tool (O*NET's commodity titles), best first: the kinds the occupation
 * lists most examples of (a forklift operator's eight kinds of forklift), then the kinds more
 * occupations list (medical oxygen masks before endoscopic hemostatic balloons); office equipment
 * (OFFICE_EQUIPMENT_SHARE) left out.
 */
export function rankTools(records, kindListing, occupationCount) {
  const share = (kind) => (kindListing.get(kind) ?? 0) / occupationCount;
  return [...groupBy(records, (r) => r.category)]
    .filter(([kind]) => share(kind) < OFFICE_EQUIPMENT_SHARE)
    .sort(([a, x], [b, y]) => y.length - x.length || share(b) - share(a) || (a < b ? -1 : 1))
    .slice(0, MAX_TOOL_KINDS)
    .map(([kind]) => kind);
}

/**
 * The index from the two files' text. Per occupation one line: `code<TAB>software<TAB>everyday<TAB>tools`.
 * software: categories separated by ";", each `category:item,item`, an item a name number with
 * "*" when it is a Hot Technology and "!" when In Demand; everyday: items; tools: kinds separated
 * by ",". Numbers are base-36 positions in `names`.
 */
export function buildOccupationSkills(technologyText, toolsText) {
  const technologies = rows(technologyText).map(([code, example, , category, hot, inDemand]) => ({
    code,
    example,
    category,
    hot: hot === 'Y',
    inDemand: inDemand === 'Y',
  }));
  const tools = rows(toolsText).map(([code, example, , category]) => ({ code, example, category }));
  const techOccupations = new Set(technologies.map((r) => r.code)).size;
  const toolOccupations = new Set(tools.map((r) => r.code)).size;
  const listing = spread(technologies, (r) => r.example);
  const categoryListing = spread(technologies, (r) => r.category);
  const kindListing = spread(tools, (r) => r.category);
  const techOf = groupBy(technologies, (r) => r.code);
  const toolsOf = groupBy(tools, (r) => r.code);
  const codes = [...new Set([...techOf.keys(), ...toolsOf.keys()])].sort();

  const uses = new Map();
  const use = (name) => uses.set(name, (uses.get(name) ?? 0) + 1);
  const ranked = codes.map((code) => {
    const tech = rankTechnologies(techOf.get(code) ?? [], listing, categoryListing, techOccupations);
    const kit = rankTools(toolsOf.get(code) ?? [], kindListing, toolOccupations);
    for (const r of [...tech.field, ...tech.everyday]) use(r.example);
    for (const r of tech.field) use(r.category);
    for (const kind of kit) use(kind);
    return { code, tech, kit };
  });
  // Most used names get the shortest numbers.
  const names = [...uses.keys()].sort((a, b) => uses.get(b) - uses.get(a) || (a < b ? -1 : 1));
  const id = new Map(names.map((n, i) => [n, i.toString(36)]));
  const item = (r) => `${id.get(r.example)}${r.hot ? '*' : ''}${r.inDemand ? '!' : ''}`;
  const lines = ranked.map(({ code, tech, kit }) => {
    const software = [...groupBy(tech.field, (r) => r.category)]
      .map(([category, list]) => `${id.get(category)}:${list.map(item).join(',')}`)
      .join(';');
    const everyday = tech.everyday.map(item).join(',');
    const toolText = kit.map((kind) => id.get(kind)).join(',');
    return `${code}\t${software}\t${everyday}\t${toolText}`;
  });
  // "|" between names: neither file uses it, and a "\n" costs two characters in the module's source.
  return { names: names.join('|'), occupations: lines.join('\n'), count: codes.length };
}

/**
 * The index as a TypeScript module. The strings are returned by a function, not held by a constant:
 * a server that is never asked about an occupation's skills never creates them (issue 36's idle
 * memory); the engine calls it once and parses what it needs.
 */
export function occupationSkillsModule(index) {
  return `// Generated by scripts/build-occupation-skills.mjs from O*NET 29.2 (Technology Skills, Tools Used).
// Do not edit by hand. CC BY 4.0: see ATTRIBUTION.md beside this file.
// names: separated by "|" (programs, software categories, kinds of tool); occupations: one
// line per O*NET-SOC code, "code<TAB>software<TAB>everyday<TAB>tools", names as base-36 line numbers
// (see buildOccupationSkills in the script for the layout).
export function occupationSkillsData(): { names: string; occupations: string } {
  return {
    names:
      ${literal(index.names)},
    occupations:
      ${literal(index.occupations)},
  };
}
`;
}

export function readOnetSkillFiles(dir = dataDir) {
  return {
    technologyText: readFileSync(path.join(dir, 'Technology Skills.txt'), 'utf8'),
    toolsText: readFileSync(path.join(dir, 'Tools Used.txt'), 'utf8'),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { technologyText, toolsText } = readOnetSkillFiles();
  const index = buildOccupationSkills(technologyText, toolsText);
  const text = occupationSkillsModule(index);
  if (!process.argv.includes('--check')) writeFileSync(outFile, text);
  const bytes = Buffer.byteLength(text);
  console.log(
    `${index.count} occupations, ${index.names.split('|').length} names: ${(bytes / 1024).toFixed(0)} KiB` +
      (process.argv.includes('--check') ? ' (not written)' : ` → ${path.relative(root, outFile)}`),
  );
  if (!process.argv.includes('--check')) console.log(`file size ${statSync(outFile).size} bytes`);
}
