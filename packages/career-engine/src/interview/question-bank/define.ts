import type { InterviewQuestion, QuestionKind, QuestionLevel, RoleFamily } from '../types.js';

const KIND_CODE: Record<QuestionKind, string> = {
  behavioral: 'beh',
  technical: 'tec',
  situational: 'sit',
  'role-fit': 'rol',
  'company-fit': 'com',
  'questions-to-ask': 'ask',
};

/** FNV-1a, 32 bit: small, dependency-free and stable across runs and platforms. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A question as the bank files write it: kind, level, skills, text, its points, tips. The points
 * are what a good answer covers, or, for a question the candidate asks (`questions-to-ask`), what
 * to listen for in the interviewer's answer.
 */
export type QuestionSpec = readonly [
  kind: QuestionKind,
  level: QuestionLevel,
  skills: readonly string[],
  text: string,
  points: readonly string[],
  tips: readonly string[],
];

/**
 * Turns one family's compact specs into bank entries. Ids derive from the text rather than the
 * position so that reordering or inserting questions never changes an existing question's id.
 */
export function defineQuestions(roleFamily: RoleFamily, specs: readonly QuestionSpec[]): InterviewQuestion[] {
  return specs.map(([kind, level, skills, text, points, tips]) => ({
    id: `${roleFamily}.${KIND_CODE[kind]}.${fnv1a(text.toLowerCase()).toString(36)}`,
    roleFamily,
    kind,
    level,
    skills,
    text,
    // The candidate asks these: there is no answer of theirs to cover, only one to listen to.
    ...(kind === 'questions-to-ask' ? { goodAnswerCovers: [], listenFor: points } : { goodAnswerCovers: points }),
    tips,
  }));
}
