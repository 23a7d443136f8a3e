import { occupationSkills } from './occupation-skills.js';
import { fnv1a } from './question-bank/define.js';
import { QUESTION_BANK } from './question-bank/index.js';
import { inferLevel, inferRoleFamily } from './role-family.js';
import type { CandidateLevel, InterviewQuestion, QuestionKind, QuestionLevel, RoleFamily } from './types.js';
import { FRONTLINE_FAMILIES, QUESTION_KINDS } from './types.js';

export { preparationTips } from './preparation-tips.js';
export { inferLevel, inferRoleFamily } from './role-family.js';

/** Input of {@link selectInterviewQuestions}. */
export interface SelectInterviewQuestionsInput {
  jobTitle: string;
  jobDescription?: string;
  companyName: string;
  /** Skills the caller already knows (from the resume or the posting), canonical or not. */
  skills?: readonly string[];
  /** Overrides the level inferred from the title. */
  level?: CandidateLevel;
  /** How many questions to return; 12 by default, clamped to 6-40. */
  count?: number;
  /**
   * Skill extractor to use on the title and description; the built-in keyword match is used when
   * absent. The shared extractor in `career/skills/` plugs in here.
   */
  extractSkills?: (text: string) => string[];
}

/** A question ready to show: placeholders filled, with the job skills it exercises. */
export interface SelectedInterviewQuestion {
  id: string;
  kind: QuestionKind;
  roleFamily: RoleFamily;
  level: QuestionLevel;
  question: string;
  skills: string[];
  /** The job's skills this question exercises (empty when chosen for balance rather than skills). */
  matchedSkills: string[];
  goodAnswerCovers: string[];
  /** For a question the candidate asks: what to listen for in the interviewer's answer. */
  listenFor?: string[];
  tips: string[];
}

/** Result of {@link selectInterviewQuestions}. */
export interface InterviewQuestionSelection {
  roleFamily: RoleFamily;
  level: CandidateLevel;
  /** Skills detected in the job (canonical names where the bank knows them). */
  skills: string[];
  questions: SelectedInterviewQuestion[];
}

const DEFAULT_COUNT = 12;
const MIN_COUNT = 6;
const MAX_COUNT = 40;

/**
 * The order in which slots are handed out. A prefix of any length is balanced: the first six give
 * one of each kind, and technical and behavioural questions, which carry most of an interview,
 * recur most often after that.
 */
const SLOT_PATTERN: readonly QuestionKind[] = [
  'technical',
  'behavioral',
  'situational',
  'company-fit',
  'questions-to-ask',
  'role-fit',
  'technical',
  'behavioral',
  'technical',
  'situational',
  'behavioral',
  'technical',
  'company-fit',
  'questions-to-ask',
  'technical',
  'behavioral',
  'situational',
  'role-fit',
];

/**
 * Families whose technical questions also suit a role: a front-end engineer is asked general
 * engineering questions too. Questions from any other family still qualify when their skills match.
 */
const RELATED_FAMILIES: Partial<Record<RoleFamily, readonly RoleFamily[]>> = {
  'software-engineering': ['backend', 'frontend', 'devops-sre'],
  frontend: ['software-engineering', 'ux-design'],
  backend: ['software-engineering', 'devops-sre', 'data-engineering'],
  mobile: ['software-engineering', 'frontend'],
  'devops-sre': ['backend', 'security', 'software-engineering'],
  security: ['devops-sre', 'backend'],
  qa: ['software-engineering'],
  'data-science': ['data-engineering'],
  'data-engineering': ['data-science', 'backend'],
  'product-management': ['ux-design', 'project-management'],
  'project-management': ['product-management', 'operations'],
  'ux-design': ['product-management', 'frontend'],
  marketing: ['sales', 'product-management'],
  sales: ['customer-success', 'marketing'],
  'customer-success': ['sales'],
  finance: ['accounting', 'consulting'],
  accounting: ['finance'],
  'hr-recruiting': ['operations'],
  operations: ['project-management', 'consulting'],
  consulting: ['operations', 'finance', 'project-management'],
};

/** Levels a question may have to suit a candidate, best fit first. */
const COMPATIBLE_LEVELS: Record<CandidateLevel, readonly QuestionLevel[]> = {
  entry: ['entry', 'any', 'mid'],
  mid: ['mid', 'any', 'entry', 'senior'],
  senior: ['senior', 'any', 'mid'],
};

/**
 * Common spellings that differ from the canonical skill names used in the bank. Only aliases that
 * are unambiguous in a job posting: "RN" is left out because it means Registered Nurse far more
 * often than React Native.
 */
const SKILL_ALIASES: Readonly<Record<string, string>> = {
  k8s: 'Kubernetes',
  kubectl: 'Kubernetes',
  eks: 'Kubernetes',
  gke: 'Kubernetes',
  aks: 'Kubernetes',
  openshift: 'Kubernetes',
  js: 'JavaScript',
  ecmascript: 'JavaScript',
  ts: 'TypeScript',
  reactjs: 'React',
  'react.js': 'React',
  'next.js': 'React',
  nextjs: 'React',
  node: 'Node.js',
  nodejs: 'Node.js',
  postgres: 'PostgreSQL',
  mysql: 'SQL',
  'sql server': 'SQL',
  spark: 'Apache Spark',
  pyspark: 'Apache Spark',
  airflow: 'Apache Airflow',
  'a/b test': 'A/B Testing',
  'a/b tests': 'A/B Testing',
  experimentation: 'A/B Testing',
  ml: 'Machine Learning',
  'deep learning': 'Machine Learning',
  nlp: 'Natural Language Processing',
  'amazon web services': 'AWS',
  gcp: 'Cloud Computing',
  azure: 'Cloud Computing',
  'ci/cd': 'CI/CD',
  jenkins: 'CI/CD',
  'github actions': 'CI/CD',
  'gitlab ci': 'CI/CD',
  cypress: 'Test Automation',
  hubspot: 'CRM',
  'power bi': 'Data Visualization',
  tableau: 'Data Visualization',
  looker: 'Data Visualization',
  wcag: 'Accessibility',
  a11y: 'Accessibility',
  'core web vitals': 'Web Performance',
  ehr: 'Electronic Health Records',
  emr: 'Electronic Health Records',
  'us gaap': 'GAAP',
  meddic: 'Sales Pipeline Management',
};

/** Every canonical skill named in the bank, keyed by lower case. */
const BANK_SKILLS: ReadonlyMap<string, string> = new Map(
  QUESTION_BANK.flatMap((q) => q.skills).map((skill) => [skill.toLowerCase(), skill]),
);

/** Skills that are also ordinary words ("a swift response"); only their capitalised form counts. */
const CASE_SENSITIVE_SKILLS: ReadonlySet<string> = new Set(['Swift', 'Go', 'R']);

/**
 * Skills too generic to pull a technical question in from an unrelated family: a finance job that
 * mentions "portfolio" must not get the designer's portfolio walkthrough.
 */
const NOT_CROSS_FAMILY: ReadonlySet<string> = new Set(
  [
    'Portfolio',
    'Metrics',
    'Budgeting',
    'Teaching',
    'Tax',
    'Audit',
    'Discovery',
    'Assessment',
    'Pricing',
    'Requirements',
    'Communication',
    'Leadership',
    'Teamwork',
    'Ethics',
    'Testing',
    'Software Testing',
    'Excel',
    'Data Analysis',
    'Problem Solving',
    'Stakeholder Management',
    'Change Management',
    'Project Management',
    'KPIs',
    'Forecasting',
    'Customer Feedback',
    'Onboarding',
    // Everyday words of frontline job ads: a customer success ad that says "customer service" or
    // an operations one that says "inventory management" must not get the shop floor's questions.
    'Customer Service',
    'Team Leadership',
    'Time Management',
    'Attention to Detail',
    'Inventory Management',
    'Product Knowledge',
    'Microsoft Office',
    'Written Communication',
    'Confidentiality',
    'Record Keeping',
    'Event Planning',
    'Purchasing',
  ].map((s) => s.toLowerCase()),
);

/**
 * Matches whole terms only; `\b` is not enough because skills such as "C++", "Node.js" or "CI/CD"
 * start or end with punctuation.
 */
function termPattern(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const flags = CASE_SENSITIVE_SKILLS.has(term) ? 'u' : 'iu';
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, flags);
}

/**
 * Built on first use rather than at import: compiling a few hundred Unicode-aware patterns took a
 * noticeable share of the server's cold start, for a feature only some requests use.
 */
let skillMatchers: ReadonlyArray<readonly [RegExp, string]> | undefined;
function getSkillMatchers(): ReadonlyArray<readonly [RegExp, string]> {
  skillMatchers ??= [
    ...[...BANK_SKILLS.values()].map((skill) => [termPattern(skill), skill] as const),
    ...Object.entries(SKILL_ALIASES).map(([alias, skill]) => [termPattern(alias), skill] as const),
  ];
  return skillMatchers;
}

/**
 * The built-in skill detector: canonical bank skills and known aliases found as whole words,
 * case-insensitively. Deliberately simple; the full extractor replaces it through `extractSkills`.
 */
export function matchBankSkills(text: string): string[] {
  const found = new Set<string>();
  for (const [pattern, skill] of getSkillMatchers()) {
    if (pattern.test(text)) found.add(skill);
  }
  return [...found];
}

/** Maps any spelling to the bank's canonical name when the bank knows the skill. */
function canonicalSkill(skill: string): string {
  const key = skill.trim().toLowerCase();
  return BANK_SKILLS.get(key) ?? SKILL_ALIASES[key] ?? skill.trim();
}

function fillPlaceholders(text: string, companyName: string): string {
  return text.replaceAll('{company}', companyName);
}

interface Ranked {
  question: InterviewQuestion;
  matchedSkills: string[];
  score: number;
  tiebreak: number;
}

/**
 * Ranks candidates: skill matches first, then closeness of family and level, then a per-job hash
 * so that different jobs see different questions while the same job always sees the same ones.
 */
function rank(
  candidates: readonly InterviewQuestion[],
  family: RoleFamily,
  level: CandidateLevel,
  jobSkills: ReadonlySet<string>,
  seed: string,
): Ranked[] {
  const related = RELATED_FAMILIES[family] ?? [];
  const levels = COMPATIBLE_LEVELS[level];
  return candidates
    .map((question) => {
      const matchedSkills = question.skills.filter((s) => jobSkills.has(s.toLowerCase()));
      const levelIndex = levels.indexOf(question.level);
      let score = matchedSkills.length * 10;
      if (question.roleFamily === family) score += 6;
      else if (related.includes(question.roleFamily)) score += 2;
      // A question for another level stays available, behind every suitable one.
      score += levelIndex === -1 ? -20 : levelIndex === 0 ? 2 : levelIndex === 1 ? 1 : 0;
      return { question, matchedSkills, score, tiebreak: fnv1a(`${seed}|${question.id}`) };
    })
    .sort((a, b) => b.score - a.score || a.tiebreak - b.tiebreak || a.question.id.localeCompare(b.question.id));
}

/** Alternates between two ranked lists, so role-specific and general questions both appear. */
function interleave(first: readonly Ranked[], second: readonly Ranked[]): Ranked[] {
  const out: Ranked[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    const a = first[i];
    const b = second[i];
    if (a) out.push(a);
    if (b) out.push(b);
  }
  return out;
}

/** Candidates for one kind, best first. */
function candidatesFor(
  kind: QuestionKind,
  family: RoleFamily,
  level: CandidateLevel,
  jobSkills: ReadonlySet<string>,
  seed: string,
): Ranked[] {
  const ofKind = QUESTION_BANK.filter((q) => q.kind === kind);
  if (kind === 'technical') {
    const related = RELATED_FAMILIES[family] ?? [];
    const pool = ofKind.filter(
      (q) =>
        q.roleFamily === family ||
        related.includes(q.roleFamily) ||
        q.skills.some((s) => jobSkills.has(s.toLowerCase()) && !NOT_CROSS_FAMILY.has(s.toLowerCase())),
    );
    return rank(pool, family, level, jobSkills, seed);
  }
  const own = family === 'general' ? [] : ofKind.filter((q) => q.roleFamily === family);
  const general = ofKind.filter((q) => q.roleFamily === 'general');
  const ownRanked = rank(own, family, level, jobSkills, seed);
  const generalRanked = rank(general, family, level, jobSkills, seed);
  // A frontline family has its own questions of every kind, in its own terms; the general ones
  // (written around office work: "our product", "a task with unclear goals") only follow them.
  const mixed = FRONTLINE_FAMILIES.includes(family)
    ? [...ownRanked, ...generalRanked]
    : interleave(ownRanked, generalRanked);
  // Interleaving would otherwise slip an off-level question from a short list ahead of suitable ones.
  const fits = (r: Ranked) => COMPATIBLE_LEVELS[level].includes(r.question.level);
  return [...mixed.filter(fits), ...mixed.filter((r) => !fits(r))];
}

/**
 * Picks a balanced, role- and company-specific set of interview questions for a job: behavioural,
 * technical (steered by the job's skills), situational, role fit, company fit and questions to ask
 * the interviewer, grouped in that order. The role family and level are inferred from the title
 * (and description) unless given. The result is deterministic: the same input always yields the
 * same questions, and `{company}` is replaced everywhere, so no placeholder reaches the user.
 */
export function selectInterviewQuestions(input: SelectInterviewQuestionsInput): InterviewQuestionSelection {
  const jobTitle = input.jobTitle.trim();
  const description = input.jobDescription?.trim() ?? '';
  const companyName = input.companyName.trim() || 'the company';
  const roleFamily = inferRoleFamily(jobTitle, description);
  const level = input.level ?? inferLevel(jobTitle);
  const count = Math.min(MAX_COUNT, Math.max(MIN_COUNT, Math.round(input.count ?? DEFAULT_COUNT)));

  const text = `${jobTitle}\n${description}`;
  const detected = [...(input.skills ?? []), ...(input.extractSkills ?? matchBankSkills)(text)];
  const skills = [...new Set(detected.map(canonicalSkill).filter((s) => s.length > 0))];
  const jobSkills = new Set(skills.map((s) => s.toLowerCase()));
  // A frontline family spans several jobs: the title's occupation says which of its questions fit
  // best (ranking only; `skills` still lists what the job's own text names).
  if (FRONTLINE_FAMILIES.includes(roleFamily)) {
    for (const skill of occupationSkills(jobTitle)) jobSkills.add(skill.toLowerCase());
  }
  const seed = `${jobTitle.toLowerCase()}|${companyName.toLowerCase()}|${description.toLowerCase()}`;

  const queues = new Map<QuestionKind, Ranked[]>(
    QUESTION_KINDS.map((kind) => [kind, candidatesFor(kind, roleFamily, level, jobSkills, seed)]),
  );
  const chosen = new Map<string, Ranked>();
  const take = (kind: QuestionKind): boolean => {
    const queue = queues.get(kind) ?? [];
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (!chosen.has(next.question.id)) {
        chosen.set(next.question.id, next);
        return true;
      }
    }
    return false;
  };

  for (let slot = 0; chosen.size < count; slot++) {
    const kind = SLOT_PATTERN[slot % SLOT_PATTERN.length] ?? 'behavioral';
    // When one kind runs dry, the slot goes to the other kinds in the pattern's order of priority.
    if (!take(kind) && !SLOT_PATTERN.some(take)) break;
  }

  const questions = [...chosen.values()]
    .sort((a, b) => QUESTION_KINDS.indexOf(a.question.kind) - QUESTION_KINDS.indexOf(b.question.kind))
    .map(({ question, matchedSkills }) => ({
      id: question.id,
      kind: question.kind,
      roleFamily: question.roleFamily,
      level: question.level,
      question: fillPlaceholders(question.text, companyName),
      skills: [...question.skills],
      matchedSkills,
      goodAnswerCovers: question.goodAnswerCovers.map((point) => fillPlaceholders(point, companyName)),
      ...(question.listenFor
        ? { listenFor: question.listenFor.map((point) => fillPlaceholders(point, companyName)) }
        : {}),
      tips: question.tips.map((tip) => fillPlaceholders(tip, companyName)),
    }));
  return { roleFamily, level, skills, questions };
}
