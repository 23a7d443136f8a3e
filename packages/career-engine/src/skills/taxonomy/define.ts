import type { Skill, SkillArea } from '../types.js';

/**
 * Turns a skill name into a stable kebab-case id. Symbols that carry meaning in tech names are
 * spelled out so that "C", "C++" and "C#" (or ".NET" and "NET") get distinct ids.
 */
export function skillId(name: string): string {
  return name
    .toLowerCase()
    .replace(/^\./, 'dot')
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/&/g, ' and ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A category block as written by hand in the taxonomy modules. */
export interface CategoryBlock {
  area: SkillArea;
  category: string;
  /**
   * One skill per line: `Name | alias, alias`. An explicit id may follow the name in brackets
   * (`Name [id] | ...`) when the derived one would collide. Blank lines and `#` comments are skipped.
   */
  lines: string;
}

/**
 * Parses a compact hand-written category block into skills. The compact form keeps thousands of
 * skills reviewable in diffs; the parser is strict so that typos fail the taxonomy tests.
 */
export function parseBlock(block: CategoryBlock): Skill[] {
  const skills: Skill[] = [];
  for (const raw of block.lines.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [head = '', aliasPart = ''] = line.split('|');
    const idMatch = /^(.*?)\s*\[([a-z0-9-]+)\]\s*$/.exec(head.trim());
    const name = (idMatch?.[1] ?? head).trim();
    if (!name) throw new Error(`Skill without a name in ${block.category}: "${line}"`);
    const id = idMatch?.[2] ?? skillId(name);
    const aliases = aliasPart
      .split(',')
      .map((alias) => alias.trim())
      .filter(Boolean);
    skills.push({ id, name, category: block.category, area: block.area, aliases });
  }
  return skills;
}
