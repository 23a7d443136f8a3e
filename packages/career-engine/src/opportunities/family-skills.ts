import { QUESTION_BANK } from '../interview/question-bank/index';
import { ROLE_FAMILIES, type RoleFamily } from '../interview/types';

let bySkillCount: Map<RoleFamily, string[]> | undefined;

/**
 * The skills a family's interviews probe most, from the shipped question bank (each question names
 * the canonical skills it exercises), most frequent first. They stand for what employers in the
 * family look for when the person's keywords name no skills of their own.
 */
export function familySkills(family: RoleFamily, limit = 8): string[] {
  if (!bySkillCount) {
    const counts = new Map<RoleFamily, Map<string, number>>();
    for (const question of QUESTION_BANK) {
      const family = counts.get(question.roleFamily) ?? new Map<string, number>();
      for (const skill of question.skills) family.set(skill, (family.get(skill) ?? 0) + 1);
      counts.set(question.roleFamily, family);
    }
    bySkillCount = new Map(
      [...counts].map(([f, skills]) => [f, [...skills].sort((a, b) => b[1] - a[1]).map(([skill]) => skill)]),
    );
  }
  return (bySkillCount.get(family) ?? []).slice(0, limit);
}

/**
 * The family whose interview skills overlap most with `skills` ("React, TypeScript" → frontend),
 * or `general` when none does. Used when the keywords are skills rather than a title.
 */
export function familyFromSkills(skills: readonly string[]): RoleFamily {
  const wanted = new Set(skills.map((s) => s.toLowerCase()));
  let best: RoleFamily = 'general';
  let bestHits = 0;
  for (const family of ROLE_FAMILIES) {
    if (family === 'general') continue;
    const hits = familySkills(family, 50).filter((s) => wanted.has(s.toLowerCase())).length;
    // Strictly greater keeps the earlier, broader family on ties (software before frontend).
    if (hits > bestHits) {
      best = family;
      bestHits = hits;
    }
  }
  return best;
}
