import type { SkillExtractor } from '@careerloom/career-engine';
import { familyLabel, familySkills, parseResume, ROLE_FAMILIES, type RoleFamily } from '@careerloom/career-engine';
import type { EXPERIENCE_LEVELS, ResumeInsights } from '@careerloom/contract';
import { scoreResume } from '../../resumes/resume-score';

/** Years of experience at which each level starts (below the first: Entry Level). */
const LEVEL_FROM_YEARS: ReadonlyArray<readonly [number, (typeof EXPERIENCE_LEVELS)[number]]> = [
  [10, 'Lead / Principal'],
  [5, 'Senior'],
  [2, 'Mid Level'],
];

export function experienceLevel(years: number): (typeof EXPERIENCE_LEVELS)[number] {
  return LEVEL_FROM_YEARS.find(([from]) => years >= from)?.[1] ?? 'Entry Level';
}

/** What the ATS score of the insights was measured against: no job, so the general check. */
export const INSIGHTS_ATS_TARGET = 'General resume check (no job description)';

/**
 * Career Progression from a pasted resume, by the career engine: the parser's years of experience
 * (as a level), the taxonomy's skills, the fields whose typical skills the resume shows (Industry
 * Match: role families sharing at least two of their 50 most asked-for skills, best first, at most
 * three), and the ATS score. The score is the shared `scoreResume` general check, the same number
 * the Resume tab and the assistant give this resume without a job; it used to be measured against
 * an invented "typical posting", which made the same resume score differently on each page.
 */
export function resumeInsights(text: string, skills: SkillExtractor, now: Date): ResumeInsights {
  const profile = parseResume(text, { now });
  const found = skills.extract(text, { resume: true }).map((s) => s.name);
  const years = Math.round((profile.yearsOfExperience ?? 0) * 10) / 10;
  const ats = scoreResume({ resumeText: text }, skills, now);
  return {
    experienceLevel: experienceLevel(years),
    yearsOfExperience: years,
    skillsIdentified: found,
    atsScore: Math.max(0, Math.min(100, ats.score)),
    atsTarget: INSIGHTS_ATS_TARGET,
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
