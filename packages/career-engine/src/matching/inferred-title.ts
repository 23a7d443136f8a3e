// The occupation a resume points to when it states no title of its own (no headline, no titled
// role, no stated designation): what its owner studied, what they say they seek or are, and which
// job titles its skills and stray lines name. Each piece of evidence proposes a title in plain
// words, resolved to an O*NET occupation; the occupation most of the evidence agrees on wins.
import type { ResumeProfile } from '@careerloom/contract';
import { cleanJobTitle } from '../occupations/clean-job-title';
import { socCloseness } from '../occupations/occupation-closeness';
import {
  isListedOccupationWord,
  type OccupationMatch,
  resolveOccupation,
  titleHeadCount,
  titleWordCount,
} from '../occupations/resolve-occupation';
import { readsAsJobTitle } from '../occupations/title-line';
import { SENIORITY_WORDS } from '../occupations/title-words';

/** The parts of a parsed resume the inference reads; all optional. */
export type InferenceResume = Partial<Pick<ResumeProfile, 'summary' | 'education' | 'skills' | 'experience'>>;

/** What a piece of evidence is. */
export type InferenceEvidence = 'statement' | 'title-phrase' | 'degree' | 'skill';

export type InferredTitle = {
  /** Plain words: the phrase that resolved, cleaned ("Civil Engineer", "Nutritionist"). */
  title: string;
  occupation: OccupationMatch;
  /** Summed weight of the evidence behind the occupation (see WEIGHT). */
  support: number;
  /** The kinds of evidence that agreed with it, strongest first. */
  evidence: InferenceEvidence[];
};

/**
 * How much each kind of evidence weighs. A sentence in which the person names what they are or
 * seek ("seeking a position as a civil engineer") is the strongest; a job title standing in the
 * parse's debris (a skill "Site Engineer", an employer field "HR Assistant") next; a professional
 * degree (law, engineering, nutrition) less; an academic one (sociology, economics) little, since
 * many who study it work in other fields; a skill alone only supports what other evidence proposes.
 */
const WEIGHT: Record<InferenceEvidence, number> = { statement: 3, 'title-phrase': 2, degree: 1.5, skill: 0.5 };
const ACADEMIC_DEGREE_WEIGHT = 0.75;
/** Below this summed support nothing is inferred: one academic degree or one skill is not enough. */
const MIN_SUPPORT = 1;
/** How sure the resolver must be of a phrase a sentence or the debris names. */
const MIN_PHRASE_SCORE = 0.55;
/** A degree's derived title must be one O*NET lists (or nearly). */
const MIN_DEGREE_SCORE = 0.85;
/** A skill supports occupations it resolves to at least this surely. */
const MIN_SKILL_SCORE = 0.4;
/**
 * A role noun ends at least this many O*NET titles and ends at least ROLE_NOUN_SHARE of the titles
 * that use it: 'engineer' ends 1,556 of 1,680, 'lawyer' 107 of 114, but 'intelligence' 21 of 179
 * and 'automotive' 41 of 232 mostly qualify another noun.
 */
const MIN_HEAD_COUNT = 10;
const ROLE_NOUN_SHARE = 0.5;
/**
 * Role nouns that alone say no occupation: a bare "Manager" or "Executive" in a sentence or a
 * skills list could be anyone's, and clubs have presidents and members.
 */
const GENERIC_ROLES = new Set([
  'executive',
  'president',
  'vice',
  'secretary',
  'associate',
  'member',
  'leader',
  'head',
  'manager',
  'engineer',
  'developer',
  'assistant',
  'officer',
  'analyst',
  'specialist',
  'consultant',
  'administrator',
  'professional',
  'employee',
  'staff',
  'trainee',
  'intern',
  'fresher',
  'supervisor',
  'director',
  'coordinator',
  'operator',
  'worker',
  'technician',
  'model',
  'student',
  'volunteer',
  'candidate',
  'player',
]);
const MAX_PHRASE_WORDS = 5;
/** At most this much support comes from skills to any one occupation. */
const MAX_SKILL_SUPPORT = 1.5;

/** Where a title ends inside a sentence: "civil engineer in a reputed firm", "trainer job for fitness". */
const PHRASE_END =
  /\s+(?:in|at|for|with|from|over|having|since|on|of|to|and|or|who|where|which|that|by|job|position|role|post|career|opening|vacancy|profile|field|company|organi[sz]ation)\b.*$/i;

/**
 * Sentences in which the person names the job they do or seek: "a position as a civil engineer",
 * "to work as a fitness trainer", "my qualifications as a nutritionist", "I'm an artist",
 * "searching for a personal trainer job", "to become a lawyer".
 */
const STATEMENTS: RegExp[] = [
  /\b(?:position|post|role|job|career|opening|opportunity|vacancy|placement|work|working|worked|serve|serving|employed|qualifications?|experience|expertise|skills|knowledge)\s+as\s+(?:an?\s+|the\s+)?([^\n,.;:!?()]{2,60})/gi,
  /\b(?:i\s*am|i['’]m|i\s+m)\s+(?:an?\s+)([^\n,.;:!?()]{2,60})/gi,
  /\b(?:to\s+become|to\s+be)\s+(?:an?\s+)([^\n,.;:!?()]{2,60})/gi,
  /\b(?:want|wish|like|aspire|aim|seek|seeking|looking)\b[^.\n]{0,60}?\bas\s+(?:an?\s+)([^\n,.;:!?()]{2,60})/gi,
  /\b(?:seeking|looking\s+for|searching\s+(?:for|of)|in\s+search\s+of|applying\s+for)\s+(?:an?\s+|the\s+)?([^\n,.;:!?()]{2,60}?)\s+(?:job|position|role|post|opening|vacancy)\b/gi,
];

/** Debris the parser leaves in skills and entries: "description - Civil engineer", "company - X". */
const DEBRIS_LABEL = /^\s*(?:description|company|role|designation|position)\s*[-–:]\s*/i;

/**
 * Titles a field of study leads to, tried in order on an education entry's degree and field
 * ("LL.B.", "B.E. Civil Engineering", "M.F.A painting", "Diploma in Nutrition"). Each is a job
 * title O*NET lists; `academic` marks fields many graduates leave.
 */
const FIELDS: { pattern: RegExp; title: string; academic?: boolean }[] = [
  { pattern: /\bll\.?\s?[bm]\b|\bllb\b|\bllm\b|\blaws?\b|\blegal\s+stud/i, title: 'Lawyer' },
  { pattern: /\bm\.?\s?b\.?\s?b\.?\s?s\b|\bmedicine\b|\bmedical\s+science/i, title: 'Physician' },
  { pattern: /\bb\.?\s?d\.?\s?s\b|\bdental\s+surgery\b|\bdentistry\b/i, title: 'Dentist' },
  { pattern: /\bpharm(?:acy|\.?\s?d|\b)/i, title: 'Pharmacist' },
  { pattern: /\bnursing\b|\bg\.?\s?n\.?\s?m\b/i, title: 'Nurse' },
  { pattern: /\bphysiotherapy\b|\bphysical\s+therapy\b|\bb\.?\s?p\.?\s?t\b/i, title: 'Physical Therapist' },
  { pattern: /\bnutrition|\bdietetics?\b|\bdietician\b/i, title: 'Nutritionist' },
  {
    pattern: /\bsports?\s+science|\bexercise\s+science|\bphysical\s+education\b|\bb\.?\s?p\.?\s?ed\b/i,
    title: 'Fitness Trainer',
  },
  {
    pattern: /\bfine\s+arts?\b|\b[bm]\.?\s?f\.?\s?a\b|\bpainting\b|\bsculpture\b|\bdrawing\b|\bapplied\s+arts?\b/i,
    title: 'Artist',
  },
  { pattern: /\bfashion\s+design/i, title: 'Fashion Designer' },
  { pattern: /\binterior\s+design/i, title: 'Interior Designer' },
  { pattern: /\bgraphic\s+design|\bvisual\s+communication|\banimation\b/i, title: 'Graphic Designer' },
  { pattern: /\barchitecture\b|\bb\.?\s?arch\b/i, title: 'Architect' },
  { pattern: /\bjournalism\b|\bmass\s+communication\b|\bmass\s+media\b/i, title: 'Journalist' },
  { pattern: /\bhotel\s+management\b|\bhospitality\b/i, title: 'Hotel Manager' },
  {
    pattern: /\bb\.?\s?ed\b|\bm\.?\s?ed\b|\bbachelor\s+of\s+education\b|\bteacher\s+training\b|\bd\.?\s?ed\b/i,
    title: 'Teacher',
  },
  {
    pattern: /\bhuman\s+resources?\b|\b(?:mba|pgdm|pgdbm)\b[^\n]*\bh\.?\s?r\.?\b|\bpersonnel\s+management\b/i,
    title: 'HR Manager',
  },
  { pattern: /\b(?:mba|pgdm|pgdbm|bba|bms)\b[^\n]*\bmarketing\b/i, title: 'Marketing Manager' },
  { pattern: /\b(?:mba|pgdm|pgdbm|bba|bms)\b[^\n]*\bfinance\b/i, title: 'Financial Analyst' },
  {
    pattern: /\bchartered\s+accountan|\bc\.?\s?a\.?\s+(?:final|inter)|\baccountancy\b|\baccounting\b/i,
    title: 'Accountant',
  },
  {
    pattern:
      /\bcomputer\s+(?:science|applications?|engineering)\b|\b(?:mca|bca|mcs|bcs)\b|\binformation\s+technology\b|\bsoftware\s+engineering\b/i,
    title: 'Software Developer',
  },
  { pattern: /\b[bm]\.?\s?com\b|\bcommerce\b/i, title: 'Accountant', academic: true },
];

/** Engineering disciplines: "B.E. Mechanical", "Diploma in Civil Engineering", "B.Tech (Electronics & Telecommunication)". */
const ENGINEERING_DEGREE =
  /\b(?:b\.?\s?e|m\.?\s?e|b\.?\s?tech|m\.?\s?tech|b\.?\s?sc\.?\s?\(?engg?|diploma|bachelor'?s?\s+(?:of\s+|in\s+)?engineering|engineering|polytechnic)\b/i;
const DISCIPLINES: [RegExp, string][] = [
  [/\bmechanical\b|\bmechatronics\b/i, 'Mechanical Engineer'],
  [/\bcivil\b|\bstructural\b/i, 'Civil Engineer'],
  [/\belectronics?\b|\btelecommunications?\b|\be\s?&\s?tc\b|\bextc\b/i, 'Electronics Engineer'],
  [/\belectrical\b|\bpower\s+systems?\b/i, 'Electrical Engineer'],
  [/\bchemical\b/i, 'Chemical Engineer'],
  [/\binstrumentation\b/i, 'Instrumentation Engineer'],
  [/\bproduction\b|\bindustrial\b|\bmanufacturing\b/i, 'Industrial Engineer'],
  [/\bautomobile\b|\bautomotive\b/i, 'Automotive Engineer'],
  [/\baeronautic|\baerospace\b/i, 'Aerospace Engineer'],
  [/\benvironmental\b/i, 'Environmental Engineer'],
];
/** Academic fields whose graduates name themselves after the field: psychology → psychologist. */
const ACADEMIC_SUFFIXES: [RegExp, string][] = [
  [/\b(\w+)ology\b/i, '$1ologist'],
  [/\b(econom|physic)ics\b/i, '$1ist'],
  [/\b(statist|mathemat)ics\b/i, '$1ician'],
];

/** One piece of evidence: the title it names in plain words, its occupation and its weight. */
export type Evidence = { kind: InferenceEvidence; title: string; occupation: OccupationMatch; weight: number };

/** A title as one writes it: "software test engineer" → "Software Test Engineer" (acronyms and "of" kept). */
const titleCase = (title: string) =>
  title.replace(/(^|[\s/-])([a-z])([\p{L}.]*)/gu, (all, before: string, first: string, rest: string) =>
    before && /^(?:of|and|in|for|the|a|an|to|at|on)$/.test(first + rest) ? all : before + first.toUpperCase() + rest,
  );

function resolved(raw: string, minScore: number, cut = true): { title: string; occupation: OccupationMatch } | null {
  const title = titleCase(cleanJobTitle((cut ? raw.replace(PHRASE_END, '') : raw).replace(/["'“”‘’]/g, '')));
  const words = title.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > MAX_PHRASE_WORDS || /\d|@|https?:/i.test(title)) return null;
  const occupation = resolveOccupation(title);
  if (!occupation || occupation.score < minScore || !readsAsJobTitle(title)) return null;
  return { title, occupation };
}

const isRoleNoun = (word: string) => {
  const head = titleHeadCount(word);
  return head >= MIN_HEAD_COUNT && head >= ROLE_NOUN_SHARE * titleWordCount(word);
};

/**
 * Whether a phrase's words make it a job title: it ends in a role noun, singular ("worked with
 * Business Analysts" names colleagues), and a single word is neither generic (GENERIC_ROLES) nor a
 * verb the resolver reads as a misspelt noun ("Developed", "Manage") nor an acronym (QC, CO).
 */
function namesAJob(title: string, raw: string): boolean {
  const words = title
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w && !SENIORITY_WORDS.has(w));
  const last = words.at(-1) ?? '';
  if (!isRoleNoun(last)) return false;
  if (/[^s]s$/.test(last) && isRoleNoun(last.slice(0, -1))) return false;
  if (words.length > 1) return true;
  const word = raw.trim().replace(/[.,]+$/, '');
  return (
    !GENERIC_ROLES.has(last) &&
    isListedOccupationWord(last) &&
    word.toLowerCase().split(/\s+/).at(-1) === last &&
    word.length >= 4 &&
    !/^[A-Z]+$/.test(word) &&
    !/(?:ed|ing)$/.test(last)
  );
}

/** A phrase that is a job title by its own words (namesAJob) and resolves surely. */
function titlePhrase(raw: string): { title: string; occupation: OccupationMatch } | null {
  const text = raw
    .replace(DEBRIS_LABEL, '')
    .trim()
    .replace(/[.,]+$/, '');
  if (!text || text.length > 60 || /[|•:;]/.test(text)) return null;
  const hit = resolved(text, MIN_PHRASE_SCORE, false);
  return hit && namesAJob(hit.title, text) ? hit : null;
}

function statements(texts: readonly string[]): Evidence[] {
  const out: Evidence[] = [];
  for (const text of texts)
    for (const pattern of STATEMENTS)
      for (const m of text.matchAll(pattern)) {
        const phrase = (m[1] ?? '')
          .replace(PHRASE_END, '')
          .trim()
          .replace(/[.,]+$/, '');
        const hit = resolved(phrase, MIN_PHRASE_SCORE);
        if (hit && namesAJob(hit.title, phrase)) out.push({ kind: 'statement', ...hit, weight: WEIGHT.statement });
      }
  return out;
}

function degrees(education: NonNullable<InferenceResume['education']>): Evidence[] {
  const out: Evidence[] = [];
  for (const entry of education) {
    const text = [entry.degree, entry.field].filter(Boolean).join(' ');
    if (!text) continue;
    const titles: { title: string; academic: boolean }[] = [];
    if (ENGINEERING_DEGREE.test(text))
      for (const [pattern, title] of DISCIPLINES) if (pattern.test(text)) titles.push({ title, academic: false });
    for (const field of FIELDS)
      if (field.pattern.test(text)) titles.push({ title: field.title, academic: field.academic === true });
    if (titles.length === 0)
      for (const [pattern, replacement] of ACADEMIC_SUFFIXES) {
        const m = text.match(pattern);
        if (m) titles.push({ title: m[0].replace(pattern, replacement), academic: true });
      }
    for (const { title, academic } of titles) {
      const occupation = resolveOccupation(title);
      if (!occupation || occupation.score < MIN_DEGREE_SCORE) continue;
      out.push({
        kind: 'degree',
        title: cleanJobTitle(title),
        occupation,
        weight: academic ? ACADEMIC_DEGREE_WEIGHT : WEIGHT.degree,
      });
    }
  }
  return out;
}

function skillSupport(skills: readonly string[]): Evidence[] {
  const out: Evidence[] = [];
  for (const raw of skills) {
    const skill = raw.replace(DEBRIS_LABEL, '').trim();
    if (!skill || skill.split(/\s+/).length > 4 || /[|•:;\d]/.test(skill)) continue;
    const occupation = resolveOccupation(skill);
    if (occupation && occupation.score >= MIN_SKILL_SCORE)
      out.push({ kind: 'skill', title: skill, occupation, weight: WEIGHT.skill });
  }
  return out;
}

/**
 * The evidence a resume gives of its owner's occupation: `proposing` names titles (statements,
 * stray title phrases, degrees), `supporting` only backs them (skills that resolve to an
 * occupation). Exported for tests and for explaining a guess.
 */
export function occupationEvidence(resume: InferenceResume): { proposing: Evidence[]; supporting: Evidence[] } {
  const experience = resume.experience ?? [];
  const texts = [
    resume.summary ?? '',
    ...experience.flatMap((e) => [e.description ?? '', ...e.bullets]),
    ...(resume.skills ?? []),
  ].filter(Boolean);
  const phrases: Evidence[] = [];
  for (const raw of [...(resume.skills ?? []), ...experience.flatMap((e) => [e.title ?? '', e.company ?? ''])]) {
    const hit = raw ? titlePhrase(raw) : null;
    if (hit) phrases.push({ kind: 'title-phrase', ...hit, weight: WEIGHT['title-phrase'] });
  }
  return {
    proposing: [...statements(texts), ...phrases, ...degrees(resume.education ?? [])],
    supporting: skillSupport(resume.skills ?? []),
  };
}

/**
 * The occupation a resume without a title of its own points to, or null when nothing points
 * anywhere with enough support. Candidates are the titles its statements, stray title phrases
 * and degrees name (a skill alone proposes none); each is supported by every piece of evidence,
 * weighted by kind (WEIGHT) and by how close its occupation is in the SOC hierarchy (the same
 * occupation counts whole, the same minor group 0.6, another major group nothing). A kind counts
 * once per occupation, so three degrees in one field weigh as one, and skills at most
 * MAX_SKILL_SUPPORT. The title is the candidate's phrase in plain words ("Civil Engineer"), the
 * strongest kind's first when several name the occupation.
 */
export function inferredJobTitle(resume: InferenceResume): InferredTitle | null {
  const { proposing, supporting } = occupationEvidence(resume);
  if (proposing.length === 0) return null;
  const all = [...proposing, ...supporting];
  let best: InferredTitle | null = null;
  for (const candidate of proposing) {
    // the strongest agreeing evidence of each kind, skills summed up to their cap
    const byKind = new Map<InferenceEvidence, number>();
    let skills = 0;
    for (const e of all) {
      const share = e.weight * socCloseness(candidate.occupation.code, e.occupation.code);
      if (share <= 0) continue;
      if (e.kind === 'skill') skills += share;
      else byKind.set(e.kind, Math.max(byKind.get(e.kind) ?? 0, share));
    }
    const support = [...byKind.values()].reduce((a, b) => a + b, 0) + Math.min(skills, MAX_SKILL_SUPPORT);
    if (best && support <= best.support) continue;
    const evidence = (['statement', 'title-phrase', 'degree', 'skill'] as const).filter((kind) =>
      kind === 'skill' ? skills > 0 : byKind.has(kind),
    );
    best = { title: candidate.title, occupation: candidate.occupation, support, evidence };
  }
  return best && best.support >= MIN_SUPPORT ? best : null;
}
