import type { Skill, Taxonomy } from '../types.js';
import { BUSINESS_BLOCKS } from './business.js';
import { CERTIFICATION_BLOCKS } from './certifications.js';
import { CONTEXT_RULES } from './context-rules.js';
import type { CategoryBlock } from './define.js';
import { parseBlock } from './define.js';
import { EVIDENCE } from './evidence.js';
import { IMPLIES, ORGANISATION_NAMED } from './hierarchy.js';
import { HUMAN_LANGUAGE_BLOCKS } from './human-languages.js';
import { PROGRAMMING_LANGUAGE_BLOCKS } from './programming-languages.js';
import { SOFT_SKILL_BLOCKS } from './soft-skills.js';
import { TECH_CLOUD_BLOCKS } from './tech-cloud-devops.js';
import { TECH_DATA_BLOCKS } from './tech-data-ml.js';
import { TECH_ENTERPRISE_BLOCKS } from './tech-enterprise-tools.js';
import { TECH_SECURITY_BLOCKS } from './tech-security-systems.js';
import { TECH_WEB_BLOCKS } from './tech-web-mobile.js';

/** Every hand-written category block, grouped by area. */
export const CATEGORY_BLOCKS: readonly CategoryBlock[] = [
  ...PROGRAMMING_LANGUAGE_BLOCKS,
  ...TECH_WEB_BLOCKS,
  ...TECH_DATA_BLOCKS,
  ...TECH_CLOUD_BLOCKS,
  ...TECH_SECURITY_BLOCKS,
  ...TECH_ENTERPRISE_BLOCKS,
  ...BUSINESS_BLOCKS,
  ...SOFT_SKILL_BLOCKS,
  ...HUMAN_LANGUAGE_BLOCKS,
  ...CERTIFICATION_BLOCKS,
];

/**
 * Builds the shipped taxonomy: parses the blocks, attaches context rules, the hierarchy, the
 * organisation marks and the soft-skill evidence, and fails loudly on a duplicate id or on any of
 * those naming a skill that does not exist, so authoring mistakes surface in tests.
 */
export function buildTaxonomy(blocks: readonly CategoryBlock[] = CATEGORY_BLOCKS): Skill[] {
  const byId = new Map<string, Skill>();
  for (const block of blocks) {
    for (const skill of parseBlock(block)) {
      const existing = byId.get(skill.id);
      if (existing) throw new Error(`Duplicate skill id "${skill.id}" (${existing.category} and ${skill.category})`);
      byId.set(skill.id, skill);
    }
  }
  const unknown: string[] = [];
  for (const [id, rules] of Object.entries(CONTEXT_RULES)) {
    const skill = byId.get(id);
    if (!skill) unknown.push(id);
    else if (rules.length > 0) skill.context = rules;
  }
  if (unknown.length > 0) throw new Error(`Context rules for unknown skills: ${unknown.join(', ')}`);
  // A custom set of blocks (tests) only gets the relations among the skills it defines.
  const strict = blocks === CATEGORY_BLOCKS;
  const known = (id: string, what: string) => {
    if (byId.has(id)) return true;
    if (strict) throw new Error(`${what} names an unknown skill: ${id}`);
    return false;
  };
  for (const [id, parents] of Object.entries(IMPLIES)) {
    if (!known(id, 'The hierarchy')) continue;
    const implied = parents.filter((parent) => known(parent, `The hierarchy (under ${id})`));
    const skill = byId.get(id) as Skill;
    if (implied.length > 0) skill.implies = implied;
  }
  for (const id of ORGANISATION_NAMED)
    if (known(id, 'The organisation list')) (byId.get(id) as Skill).organisation = true;
  for (const [id, patterns] of Object.entries(EVIDENCE))
    if (known(id, 'Evidence')) (byId.get(id) as Skill).evidence = patterns;
  return [...byId.values()];
}

let cached: Taxonomy | undefined;

/** The shipped taxonomy, parsed once per process. */
export function loadTaxonomy(): Taxonomy {
  cached ??= Object.freeze(buildTaxonomy());
  return cached;
}
