import { INTERVIEW_QUESTION_KINDS } from '@careerloom/contract';

/**
 * Families of hourly and frontline work: shops, kitchens, hotels, warehouses, vans, building sites,
 * homes of people cared for, offices' front desks. Each has its own question of every kind, written
 * for that work, so the selector serves those first and the general bank (written with office work
 * in mind: "our product", "a task with unclear goals") only once they run out.
 */
const FRONTLINE = [
  'retail-customer-service',
  'food-hospitality',
  'warehouse-logistics',
  'skilled-trades',
  'care-support',
  'cleaning-facilities-security',
  'office-admin',
] as const;
export const FRONTLINE_FAMILIES: readonly RoleFamily[] = FRONTLINE;

/** Role families the question bank and the selector know about; `general` holds questions for any role. */
export const ROLE_FAMILIES = [
  'software-engineering',
  'frontend',
  'backend',
  'data-science',
  'data-engineering',
  'devops-sre',
  'security',
  'mobile',
  'qa',
  'product-management',
  'project-management',
  'ux-design',
  'marketing',
  'sales',
  'customer-success',
  'finance',
  'accounting',
  'hr-recruiting',
  'operations',
  'healthcare',
  'education',
  'consulting',
  ...FRONTLINE,
  'general',
] as const;
export type RoleFamily = (typeof ROLE_FAMILIES)[number];

/**
 * Kinds of question. `technical` also covers role-specific know-how for non-engineering roles
 * (a nurse's clinical judgement, a salesperson's pipeline management), so every family has one.
 */
export const QUESTION_KINDS = INTERVIEW_QUESTION_KINDS;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const LEVELS = ['entry', 'mid', 'senior', 'any'] as const;
export type QuestionLevel = (typeof LEVELS)[number];
/** A candidate's level; `any` is only meaningful on a question. */
export type CandidateLevel = Exclude<QuestionLevel, 'any'>;

/**
 * One question of the shipped bank. `text` may contain `{company}`, the only placeholder allowed,
 * which the selector replaces with the company name.
 */
export interface InterviewQuestion {
  id: string;
  roleFamily: RoleFamily;
  kind: QuestionKind;
  level: QuestionLevel;
  /** Canonical skill names (as the skills taxonomy spells them) the question exercises. */
  skills: readonly string[];
  text: string;
  /** 3-5 concrete points a strong answer includes; empty for a question the candidate asks. */
  goodAnswerCovers: readonly string[];
  /** A question the candidate asks (`questions-to-ask`): 3-5 things to listen for in the answer. */
  listenFor?: readonly string[];
  /** 1-2 tips for the candidate. */
  tips: readonly string[];
}

/** The engineering and data families: one ladder, tech job boards, startup hiring. */
export const TECH_FAMILIES: readonly RoleFamily[] = [
  'software-engineering',
  'frontend',
  'backend',
  'data-science',
  'data-engineering',
  'devops-sre',
  'security',
  'mobile',
  'qa',
];
