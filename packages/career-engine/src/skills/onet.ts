/*
 * Optional run-time extension of the skills taxonomy with O*NET technology skills.
 *
 * This product includes information from the O*NET 29.2 Database by the U.S. Department of Labor,
 * Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a
 * trademark of USDOL/ETA. The data is not shipped in the repository: it is read at run time from the
 * file a user points SKILLS_ONET_FILE at.
 */
import { createSkillExtractor, type SkillExtractor } from './extract-skills.js';
import { skillId } from './taxonomy/define.js';
import { loadTaxonomy } from './taxonomy/index.js';
import type { Skill, Taxonomy } from './types.js';

/** Attribution the O*NET licence asks for; kept on every skill that comes from O*NET. */
export const ONET_ATTRIBUTION =
  'O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), CC BY 4.0';

/** One distinct technology name of an O*NET "Technology Skills" file. */
export interface OnetTechnology {
  /** The product or skill name ("Atlassian JIRA", "Python"). */
  example: string;
  /** The UNSPSC commodity title it is filed under ("Development environment software"). */
  commodityTitle: string;
  /** Whether any occupation marks it as a hot technology. */
  hot: boolean;
  /** How many occupation rows mention it. */
  occupations: number;
}

/**
 * Parses the tab-separated O*NET "Technology Skills.txt" (header row first; columns found by name,
 * so added or reordered columns do not break it) into distinct technologies.
 */
export function parseOnetTechnologySkills(text: string): OnetTechnology[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = lines.shift()?.split('\t') ?? [];
  const col = (name: string) => header.findIndex((h) => h.trim().toLowerCase() === name);
  const exampleCol = col('example');
  const titleCol = col('commodity title');
  const hotCol = col('hot technology');
  if (exampleCol < 0 || titleCol < 0) {
    throw new Error('Not an O*NET Technology Skills file: the header has no "Example" or "Commodity Title" column');
  }
  const byName = new Map<string, OnetTechnology>();
  for (const line of lines) {
    const cells = line.split('\t');
    const example = cells[exampleCol]?.trim();
    if (!example) continue;
    const hot = hotCol >= 0 && cells[hotCol]?.trim().toUpperCase() === 'Y';
    const existing = byName.get(example);
    if (existing) {
      existing.hot ||= hot;
      existing.occupations++;
    } else {
      byName.set(example, {
        example,
        commodityTitle: cells[titleCol]?.trim() ?? 'Other software',
        hot,
        occupations: 1,
      });
    }
  }
  return [...byName.values()];
}

/**
 * The names under which an O*NET example may already be known: O*NET writes products as
 * "Vendor Product ACRONYM software" ("Amazon Simple Storage Service S3", "Structured query language
 * SQL"), so the trailing acronym alone and the name without it are tried too. Vendor prefixes and a
 * trailing "software" are handled by the extractor's `normalise`.
 */
function nameCandidates(example: string): string[] {
  const out = [example];
  const withoutSoftware = example.replace(/\s+software$/i, '');
  if (withoutSoftware !== example) out.push(withoutSoftware);
  const acronym = /^(.+?)\s+([A-Z][A-Z0-9+#./-]{1,})$/.exec(withoutSoftware);
  if (acronym?.[1] && acronym[2]) out.push(acronym[2], acronym[1]);
  return out;
}

/**
 * Finds the taxonomy skill an O*NET technology name stands for, or null. Used by the merge and by
 * the benchmark's coverage figure ("recognised by our taxonomy alone").
 */
export function recogniseOnetName(extractor: SkillExtractor, example: string): Skill | null {
  for (const candidate of nameCandidates(example)) {
    const skill = extractor.normalise(candidate);
    if (skill) return skill;
  }
  return null;
}

/** What a merge did, for logs and tests. */
export interface OnetMergeResult {
  taxonomy: Skill[];
  /** O*NET names that became an alias of an existing skill. */
  aliased: number;
  /** O*NET names that became new skills. */
  added: number;
}

/**
 * Merges O*NET technologies into a taxonomy without changing the input: a name that normalises to
 * an existing skill becomes one of its aliases (unless that surface form is already known, so a
 * guarded alias like "Go" keeps its context rule); any other name becomes a new skill in its
 * Commodity Title category, with the O*NET attribution in `source`.
 */
export function mergeOnetSkills(taxonomy: Taxonomy, technologies: readonly OnetTechnology[]): OnetMergeResult {
  const base = createSkillExtractor(taxonomy);
  const byId = new Map<string, Skill>(taxonomy.map((skill) => [skill.id, { ...skill, aliases: [...skill.aliases] }]));
  let aliased = 0;
  let added = 0;
  for (const tech of technologies) {
    const known = recogniseOnetName(base, tech.example);
    if (known) {
      const skill = byId.get(known.id);
      if (skill && !base.normalise(tech.example)) {
        skill.aliases.push(tech.example);
        aliased++;
      }
      if (skill && tech.hot) skill.hot = true;
      continue;
    }
    const id = `onet-${skillId(tech.example)}`;
    if (byId.has(id)) continue;
    const skill: Skill = {
      id,
      name: tech.example,
      category: tech.commodityTitle,
      area: 'tech',
      aliases: [],
      source: ONET_ATTRIBUTION,
      hot: tech.hot || undefined,
    };
    // One-word product names are often ordinary words ("Box", "Compass", "Pulse"): only match them
    // as O*NET writes them, capital letters included.
    if (!/\s/.test(tech.example)) skill.context = [{ alias: tech.example, caseSensitive: true }];
    byId.set(id, skill);
    added++;
  }
  return { taxonomy: [...byId.values()], aliased, added };
}

/**
 * Creates an extractor over the shipped taxonomy extended with the text of an O*NET Technology
 * Skills file (the caller reads it; the engine does no I/O). Throws if it is not such a file.
 */
export function createSkillExtractorWithOnet(onetText: string, taxonomy: Taxonomy = loadTaxonomy()): SkillExtractor {
  return createSkillExtractor(mergeOnetSkills(taxonomy, parseOnetTechnologySkills(onetText)).taxonomy);
}
