import type { SkillExtractor } from '@careerloom/career-engine';
import {
  analyseResume,
  familyFromSkills,
  familyLabel,
  familySkills,
  parseResume,
  ROLE_FAMILIES,
  type RoleFamily,
} from '@careerloom/career-engine';
import type { EXPERIENCE_LEVELS, ResumeInsights } from '@careerloom/contract';

/** Years of experience at which each level starts (below the first: Entry Level). */
const LEVEL_FROM_YEARS: ReadonlyArray<readonly [number, (typeof EXPERIENCE_LEVELS)[number]]> = [
  [10, 'Lead / Principal'],
  [5, 'Senior'],
  [2, 'Mid Level'],
];

export function experienceLevel(years: number): (typeof EXPERIENCE_LEVELS)[number] {
  return LEVEL_FROM_YEARS.find(([from]) => years >= from)?.[1] ?? 'Entry Level';
}

/**
 * Career Progression from a pasted resume, by the career engine: the parser's years of experience
 * (as a level), the taxonomy's skills, the fields whose typical skills the resume shows (Industry
 * Match: role families sharing at least two of their 50 most asked-for skills, best first, at most
 * three), and the ATS score against a typical posting of the closest field: its title from the
 * resume, its requirements the field's eight most asked-for skills.
 */
export function resumeInsights(text: string, skills: SkillExtractor, now: Date): ResumeInsights {
  const profile = parseResume(text, { now });
  const found = skills.extract(text).map((s) => s.name);
  const years = Math.round((profile.yearsOfExperience ?? 0) * 10) / 10;
  const family = familyFromSkills(found);
  const title = profile.contact.headline ?? profile.experience[0]?.title ?? familyLabel(family);
  const requirements = family === 'general' ? found.slice(0, 8) : familySkills(family);
  const target = `${title}\nRequirements: ${requirements.join(', ')}.`;
  const ats = analyseResume(text, target, skills, now);
  return {
    experienceLevel: experienceLevel(years),
    yearsOfExperience: years,
    skillsIdentified: found,
    atsScore: Math.max(0, Math.min(100, ats.score)),
    atsTarget: `A typical ${family === 'general' ? title : familyLabel(family)} role`,
    industryMatch: industryMatch(found),
  };
}

function industryMatch(found: readonly string[]): string[] {
  const have = new Set(found.map((s) => s.toLowerCase()));
  return ROLE_FAMILIES.filter((f): f is Exclude<RoleFamily, 'general'> => f !== 'general')
    .map((family) => ({ family, hits: familySkills(family, 50).filter((s) => have.has(s.toLowerCase())).length }))
    .filter((m) => m.hits >= 2)
    .sort((a, b) => b.hits - a.hits)
    .slice(0, 3)
    .map((m) => familyLabel(m.family));
}
