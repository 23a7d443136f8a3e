import type { ResumeProfile } from '@careerloom/contract';
import { getSkillExtractor } from '../skills/extract-skills';
import { NUMBER_WORDS } from '../text/number-words';

/** The kinds of claim about the user a drafted text can make. */
export const CLAIM_KINDS = ['employer', 'title', 'years', 'skill', 'metric', 'degree', 'school'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/**
 * What happened to an unsupported claim. Both take the sentence out of the text: `removed` for
 * identity facts the resume states outright (employers, titles, years, degrees, schools), which
 * a model never knows better than the resume; `confirm` for skills and numbers, which the user may
 * really have and simply not have written down, so the sentence is offered back for them to confirm.
 */
export type EvidenceAction = 'removed' | 'confirm';

export type EvidenceChange = { claim: string; kind: ClaimKind; action: EvidenceAction; sentence: string };

/** What the user's own records say: the only source a claim about them may rest on. */
export type UserFacts = {
  employers: string[];
  titles: string[];
  schools: string[];
  degrees: string[];
  skills: string[];
  yearsOfExperience?: number;
  /** Free text of the resume and profile (bullets, summary, whole text): numbers are looked up here. */
  texts: string[];
};

export type EvidenceOptions = {
  /** The job being applied to (title, company, description): claims about it are allowed. */
  jobText?: string;
  /** Canonical skills of a text; defaults to the shipped taxonomy's extractor. */
  skillsOf?: (text: string) => string[];
  /**
   * Who the text speaks as: `first` (the user writing: "I built ...", a cover letter or an
   * answer), the default; or `second` (advice to the user: "your checkout rebuild ...", an
   * interview guide), where "you" and "your" are the user, not the employer.
   */
  perspective?: 'first' | 'second';
};

export type EvidenceResult = {
  /** The draft with every unsupported sentence taken out. */
  text: string;
  /** Each unsupported claim, what kind it is, and what was done. Empty when the draft is clean. */
  changes: EvidenceChange[];
};

/**
 * The user's facts from a parsed resume plus the profile fields they entered (skills, free text).
 * Canonical skills of the resume text are added, so "React.js" in a bullet supports "React".
 */
export function userFactsFrom(
  profile: ResumeProfile,
  extra: { skills?: string[]; texts?: string[]; skillsOf?: (text: string) => string[] } = {},
): UserFacts {
  const texts = [
    profile.summary ?? '',
    profile.contact.headline ?? '',
    ...profile.experience.flatMap((e) => [e.description ?? '', ...e.bullets]),
    ...(extra.texts ?? []),
  ].filter((t) => t.trim());
  const skillsOf = extra.skillsOf ?? defaultFactSkillsOf;
  return {
    employers: profile.experience.flatMap((e) => (e.company ? [e.company] : [])),
    titles: [
      ...profile.experience.flatMap((e) => (e.title ? [e.title] : [])),
      ...(profile.contact.headline ? [profile.contact.headline] : []),
    ],
    schools: profile.education.flatMap((e) => (e.institution ? [e.institution] : [])),
    degrees: profile.education.flatMap((e) => [e.degree, e.field].filter((d): d is string => Boolean(d))),
    skills: [...profile.skills, ...(extra.skills ?? []), ...skillsOf([...texts, ...profile.skills].join('\n'))],
    ...(profile.yearsOfExperience !== undefined ? { yearsOfExperience: profile.yearsOfExperience } : {}),
    texts,
  };
}

/** The user's skills include what their named skills imply (React → front-end development). */
function defaultFactSkillsOf(text: string): string[] {
  return getSkillExtractor()
    .extract(text, { implied: true, resume: true })
    .filter((s) => s.area !== 'soft')
    .map((s) => s.name);
}

function defaultSkillsOf(text: string): string[] {
  return getSkillExtractor()
    .extract(text)
    .filter((s) => s.area !== 'soft')
    .map((s) => s.name);
}

/** Numbers a draft may write as words: the shared number words, and multipliers. */
const WORD_NUMBERS: Record<string, number> = {
  ...NUMBER_WORDS,
  eleven: 11,
  dozen: 12,
  halved: 50,
  half: 50,
  doubled: 2,
  tripled: 3,
};
/** Words that can count years ("five years"): cardinals only, never "halved" or "doubled". */
const YEAR_WORDS = [...Object.keys(NUMBER_WORDS), 'eleven', 'dozen'];
const WORD_NUMBER = Object.keys(WORD_NUMBERS).join('|');

/** Numbers with their units: "$1.2M", "40%", "3x", "12,000", "15k". */
const NUMBER =
  /(?<![\w.])([$€£]\s?)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(\s?(?:%|percent\b|[kK]\b|[mM]\b|million\b|billion\b|[xX×](?!\w)))?/g;
const YEARS = new RegExp(
  `\\b(\\d+(?:\\.\\d+)?|${YEAR_WORDS.join('|')})\\s*\\+?\\s*(?:full\\s+)?(?:years?|yrs)\\b`,
  'gi',
);
/** A spelled-out count the draft uses as a metric ("mentored six engineers"). */
const WORD_METRIC =
  /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dozen)\s+(?!years?\b|yrs\b|of\b)[a-z]/gi;

/**
 * Nouns a number counts in advice or in the letter's own form ("two minutes each", "pick three
 * stories", "in 2 sentences"), not an achievement of the user's.
 */
const ADVICE_UNITS = new Set(
  'minute minutes second seconds hour hours day days week weeks sentence sentences paragraph paragraphs word words page pages example examples story stories result results question questions thing things way ways point points times tips steps'.split(
    ' ',
  ),
);

const ROLE_NOUN =
  'Engineer|Developer|Manager|Director|Designer|Analyst|Scientist|Architect|Consultant|Lead|Head|Specialist|Administrator|Officer|Coordinator|Intern|Researcher|Recruiter|Owner|Strategist|Accountant|Associate|Programmer|Technician|President|VP|CTO|CEO|CFO|COO|Founder|Co-founder|Partner|Advisor|Editor|Writer|Nurse|Teacher|Counsel';
/**
 * A title: capitalised words ending in a role noun, at least two words ("Staff Engineer") so a
 * sentence opening "Lead with ..." is not a title; executive initials ("CTO") stand alone.
 */
const TITLE = new RegExp(
  `\\b((?:(?:[A-Z][\\w/&+-]*|of|and)\\s+){1,4}(?:${ROLE_NOUN})|(?:CTO|CEO|CFO|COO|CIO|VP)(?:\\s+of\\s+[A-Z]\\w*)?)\\b`,
  'g',
);
const SCHOOL =
  /\b((?:[A-Z][\w.&'-]*\s+){0,4}(?:University|College|Institute|Polytechnic|Academy|School)(?:\s+of(?:\s+(?:[A-Z][\w.&'-]*|and))+)?)/g;
const DEGREE_PATTERNS: Array<[RegExp, string]> = [
  [/\b(?:Ph\.?\s?D\.?|doctorate|doctoral degree)/gi, 'doctorate'],
  [/\bM\.?B\.?A\b\.?/g, 'mba'],
  [
    /\bmaster(?:'s|s|’s)?\b(?:\s+(?:degree|of\s+\w+))?(?:\s+in\s+[A-Z]\w*(?:\s+[A-Z]\w*)*)?|\b(?:M\.S\.|M\.Sc\.?|MSc|M\.A\.|M\.Eng\.?|MEng)(?=\W)/gi,
    'master',
  ],
  [
    /\bbachelor(?:'s|s|’s)?\b(?:\s+(?:degree|of\s+\w+))?(?:\s+in\s+[A-Z]\w*(?:\s+[A-Z]\w*)*)?|\b(?:B\.S\.|B\.Sc\.?|BSc|B\.A\.|B\.Eng\.?|BEng)(?=\W)/gi,
    'bachelor',
  ],
  [/\bassociate(?:'s|’s)\s+degree/gi, 'associate'],
];
/** Words after "at/for/with/joined" that start a sentence part but never name an employer. */
const NOT_NAMES = new Set(
  'I A An The This That These Those My Your Our Their His Her Its We You They It Dear Sincerely Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Q1 Q2 Q3 Q4 English'.split(
    ' ',
  ),
);
const SALUTATION =
  /^(?:(?:Dear|Hi|Hello|To)\b[^.!?]{0,70},?|(?:Sincerely|Best regards|Kind regards|Regards|Best|Thank you|Thanks|Yours sincerely|Yours faithfully),?)$/;

/** Capitalised words that start a sentence before a title ("As Senior Engineer ..."). */
const LEADING = new Set([...NOT_NAMES, 'As', 'At', 'For', 'With', 'Former', 'Current', 'Currently', 'Now', 'Then']);
const EMPLOYER_CONTEXT =
  /\b(?:[Aa]t|[Ff]or|[Ww]ith|[Jj]oined|[Ww]orked\s+at|[Ee]mployed\s+by)\s+((?:[A-Z][\w&'’.-]*)(?:\s+(?:[A-Z][\w&'’.-]*|&))*)/g;
const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|I’m|I’ve|I’d|my|me|myself|mine)\b/;
/** A sentence that talks about the job or company being applied to, not about the user. */
const ABOUT_JOB = /\b(?:you|your|yours|the role|this role|the position|this position|the team|your team)\b/i;
/** Intent or a stated gap, not experience: "I would like to learn Kubernetes" claims no Kubernetes. */
const ASPIRATION =
  /\b(?:learn|learning|grow into|eager to|excited to|keen to|would like to|hope to|look forward|not|no|lack|lacks|without|gaps?|missing|new to|get up to speed)\b/i;
/** In advice to the user, a sentence about the employer's side: the role, the team, the interviewers. */
const ABOUT_JOB_SECOND =
  /\b(?:the role|this role|the position|the job|the team|they|them|their|the interviewers?|the company|the description|the posting)\b/i;

const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/\b(?:inc|llc|ltd|corp|corporation|co|gmbh|plc)\b\.?/g, '')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

/** True when `claim` names the same thing as one of `known` (equal, or one contains the other on word boundaries). */
function matchesAny(claim: string, known: readonly string[]): boolean {
  const c = norm(claim);
  if (!c) return true;
  return known.some((k) => {
    const n = norm(k);
    if (!n) return false;
    return n === c || ` ${n} `.includes(` ${c} `) || ` ${c} `.includes(` ${n} `);
  });
}

function numbersIn(text: string): Set<number> {
  const found = new Set<number>();
  for (const m of text.matchAll(NUMBER)) {
    const value = Number((m[2] ?? '').replace(/,/g, ''));
    if (!Number.isFinite(value)) continue;
    found.add(value);
    const unit = (m[3] ?? '').trim().toLowerCase();
    if (unit === 'k') found.add(value * 1000);
    if (unit === 'm' || unit === 'million') found.add(value * 1_000_000);
    if (unit === 'billion') found.add(value * 1_000_000_000);
  }
  for (const m of text.toLowerCase().matchAll(new RegExp(`\\b(${WORD_NUMBER})\\b`, 'g'))) {
    const value = WORD_NUMBERS[m[1] ?? ''];
    if (value !== undefined) found.add(value);
  }
  return found;
}

function degreeLevels(text: string): Array<{ level: string; text: string }> {
  const found: Array<{ level: string; text: string }> = [];
  for (const [pattern, level] of DEGREE_PATTERNS) {
    for (const m of text.matchAll(pattern)) found.push({ level, text: m[0].trim() });
  }
  return found;
}

/** Degree levels the education section holds, read leniently ("BS", "MSc", "Bachelor of Arts"). */
function factLevels(degrees: readonly string[]): Set<string> {
  const levels = new Set(degreeLevels(` ${degrees.join(' ; ')} `).map((d) => d.level));
  for (const d of degrees) {
    const t = d.toLowerCase().replace(/\./g, '');
    if (/\b(?:bs|ba|bsc|beng|ab|bachelor)/.test(t)) levels.add('bachelor');
    if (/\b(?:ms|ma|msc|meng|master)/.test(t)) levels.add('master');
    if (/\bmba\b/.test(t)) levels.add('mba');
    if (/\b(?:phd|dphil|doctor)/.test(t)) levels.add('doctorate');
    if (/\bassociate/.test(t)) levels.add('associate');
  }
  return levels;
}

type Claim = { claim: string; kind: ClaimKind };

/**
 * The claims about the user in one sentence that their facts do not support. A sentence about the
 * job ("your team ships ...", no first person) is the job's business, not the user's; so is any
 * claim the job text itself makes (its title, its company, the skills it asks for in a sentence
 * about the role).
 */
function unsupportedClaims(
  sentence: string,
  facts: UserFacts,
  known: { numbers: Set<number>; skills: Set<string>; levels: Set<string> },
  job: { text: string; numbers: Set<number>; skills: Set<string> },
  skillsOf: (text: string) => string[],
  perspective: 'first' | 'second',
): Claim[] {
  // Advice speaks to the user throughout: every sentence may make a claim about them.
  const firstPerson = perspective === 'second' || FIRST_PERSON.test(sentence);
  if (!firstPerson && ABOUT_JOB.test(sentence)) return [];
  const aboutJobToo = (perspective === 'second' ? ABOUT_JOB_SECOND : ABOUT_JOB).test(sentence);
  const speaksOfUser = perspective === 'second' ? /\b(?:you|your|you've|you're|yours)\b/i.test(sentence) : firstPerson;
  const inJob = (claim: string) => job.text !== '' && matchesAny(claim, [job.text]);
  const out: Claim[] = [];
  const taken: string[] = [];
  const add = (claim: string, kind: ClaimKind) => {
    out.push({ claim, kind });
    taken.push(claim);
  };

  // Degrees: the level must be one the education section holds.
  for (const d of degreeLevels(sentence)) {
    taken.push(d.text);
    if (!known.levels.has(d.level)) add(d.text, 'degree');
  }
  // Schools.
  for (const m of sentence.matchAll(SCHOOL)) {
    const school = (m[1] ?? '').trim();
    taken.push(school);
    if (!matchesAny(school, facts.schools)) add(school, 'school');
  }
  // Titles: supported by the user's titles, or the job's own title.
  for (const m of sentence.matchAll(TITLE)) {
    const title = (m[1] ?? '')
      .split(/\s+/)
      .filter((w, i, all) => !(LEADING.has(w) && all.slice(0, i).every((x) => LEADING.has(x))))
      .join(' ')
      .replace(/^(?:of|and)\s+/, '')
      .trim();
    if (!title) continue;
    taken.push(title);
    if (!matchesAny(title, facts.titles) && !inJob(title)) add(title, 'title');
  }
  // Employers: a capitalised name after "at", "for", "with", "joined".
  for (const m of sentence.matchAll(EMPLOYER_CONTEXT)) {
    const name = (m[1] ?? '')
      .replace(/\s+I$/, '')
      .replace(/[’']s$/, '')
      .replace(/[.,]+$/, '');
    const parts = name.split(/\s+(?:and|&)\s+/);
    for (const part of parts) {
      const p = part.trim();
      if (!p || NOT_NAMES.has(p.split(/\s+/)[0] ?? '') || /\d/.test(p) || p.length < 2) continue;
      if (taken.some((t) => t.includes(p) || p.includes(t))) continue;
      // With its preposition, so the extractor can tell "with React" (a skill) from "at Shopify" (an employer).
      if (skillsOf(`${m[0].trim().split(/\s+/)[0]} ${p}`).length > 0) continue;
      if (matchesAny(p, [...facts.employers, ...facts.schools]) || inJob(p)) continue;
      add(p, 'employer');
    }
  }
  // Years of experience: never more than the resume's total (or the exact phrase the resume uses).
  const yearSpans: string[] = [];
  for (const m of sentence.matchAll(YEARS)) {
    yearSpans.push(m[0]);
    const raw = (m[1] ?? '').toLowerCase();
    const n = WORD_NUMBERS[raw] ?? Number(raw);
    const total = facts.yearsOfExperience;
    const inResume = facts.texts.some((t) => t.toLowerCase().includes(m[0].toLowerCase()));
    if (!inResume && (total === undefined || n > Math.ceil(total))) add(m[0].trim(), 'years');
  }
  // Metrics: every number must be one the resume states (or the job's, in a sentence about it).
  let rest = sentence;
  for (const span of [...yearSpans, ...taken]) rest = rest.split(span).join(' ');
  // Only advice counts minutes and stories; in the user's own words "3 days" may be an achievement.
  const countsAdvice = (index: number) =>
    perspective === 'second' && ADVICE_UNITS.has((/^\s*([a-z]+)/i.exec(rest.slice(index))?.[1] ?? '').toLowerCase());
  for (const m of rest.matchAll(NUMBER)) {
    if (!m[3] && countsAdvice((m.index ?? 0) + m[0].length)) continue;
    const value = Number((m[2] ?? '').replace(/,/g, ''));
    const unit = (m[3] ?? '').trim().toLowerCase();
    const scaled =
      unit === 'k'
        ? value * 1000
        : unit === 'm' || unit === 'million'
          ? value * 1e6
          : unit === 'billion'
            ? value * 1e9
            : value;
    if (known.numbers.has(value) || known.numbers.has(scaled)) continue;
    if (aboutJobToo && (job.numbers.has(value) || job.numbers.has(scaled))) continue;
    add(m[0].trim(), 'metric');
  }
  for (const m of rest.matchAll(WORD_METRIC)) {
    if (countsAdvice((m.index ?? 0) + (m[1] ?? '').length)) continue;
    const value = WORD_NUMBERS[(m[1] ?? '').toLowerCase()];
    if (value === undefined || known.numbers.has(value)) continue;
    add(m[1] ?? '', 'metric');
  }
  // Skills: claimed in the first person (or as a bare achievement) but not on the resume or profile.
  if (!ASPIRATION.test(sentence)) {
    // Clause by clause, so "I built X, and your focus on Y ..." claims X but only names the job's Y.
    const jobClauses = rest.split(/[,;:—–]\s*/).filter((clause) => {
      // The clause's subject is the job's when "your ..." comes before any "I".
      const job = ABOUT_JOB.exec(clause)?.index;
      const me = FIRST_PERSON.exec(clause)?.index;
      return perspective === 'first' && job !== undefined && (me === undefined || job < me);
    });
    const jobSide = new Set(jobClauses.flatMap((clause) => skillsOf(clause).map((x) => x.toLowerCase())));
    for (const skill of skillsOf(rest)) {
      const key = skill.toLowerCase();
      if (known.skills.has(key)) continue;
      if (job.skills.has(key) && ((aboutJobToo && !speaksOfUser) || jobSide.has(key))) continue;
      add(skill, 'skill');
    }
  }
  return out;
}

const IDENTITY: ReadonlySet<ClaimKind> = new Set(['employer', 'title', 'years', 'degree', 'school']);

/** Sentences of one line, keeping abbreviations such as "Ph.D." and "B.S." whole. */
function sentencesOf(line: string): string[] {
  return line.split(/(?<=[a-z0-9%)\]"'”’][.!?])\s+(?=["“A-Z0-9])/).filter((s) => s.trim());
}

/**
 * The evidence check every model-drafted text passes before the user sees it. It finds each claim
 * about the user (employer, job title, years of experience, skill, number, degree, school) in
 * `draft` and looks for it in `facts`; claims about the job being applied to (`options.jobText`)
 * are allowed. A sentence with an unsupported claim is taken out of the text, and `changes` says
 * which claim, of what kind, and whether it was removed or is offered to the user to confirm.
 * Deterministic and pure: the same draft and facts always give the same result.
 */
export function checkEvidence(draft: string, facts: UserFacts, options: EvidenceOptions = {}): EvidenceResult {
  const skillsOf = options.skillsOf ?? defaultSkillsOf;
  const jobText = options.jobText ?? '';
  const factText = facts.texts.join('\n');
  const known = {
    numbers: numbersIn([factText, ...facts.employers, ...facts.titles, ...facts.schools, ...facts.degrees].join('\n')),
    skills: new Set(facts.skills.map((s) => s.toLowerCase())),
    levels: factLevels(facts.degrees),
  };
  const job = {
    text: jobText,
    numbers: numbersIn(jobText),
    skills: new Set(skillsOf(jobText).map((s) => s.toLowerCase())),
  };
  const changes: EvidenceChange[] = [];
  const paragraphs = draft.replace(/\r\n/g, '\n').split(/\n{2,}/);
  const kept = paragraphs
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) =>
          sentencesOf(line)
            .filter((sentence) => {
              // "Dear Hiring Manager," and "Best regards," address the reader; they claim nothing.
              if (SALUTATION.test(sentence.trim())) return true;
              const claims = unsupportedClaims(sentence, facts, known, job, skillsOf, options.perspective ?? 'first');
              const identity = claims.some((c) => IDENTITY.has(c.kind));
              for (const c of claims) {
                changes.push({
                  claim: c.claim,
                  kind: c.kind,
                  // One invented identity fact makes the whole sentence untrustworthy, so none of
                  // its claims is offered back.
                  action: identity ? 'removed' : 'confirm',
                  sentence: sentence.trim(),
                });
              }
              return claims.length === 0;
            })
            .join(' '),
        )
        .filter((line) => line.trim())
        .join('\n'),
    )
    .filter((p) => p.trim());
  return { text: kept.join('\n\n'), changes };
}

/**
 * The changes as two short lists for a response: claims removed, and sentences held back for the
 * user to confirm (each once, with the claims that need confirming).
 */
export function summariseEvidence(changes: readonly EvidenceChange[]): { removed: string[]; toConfirm: string[] } {
  const removed = [...new Set(changes.filter((c) => c.action === 'removed').map((c) => `${c.kind}: ${c.claim}`))];
  const bySentence = new Map<string, string[]>();
  for (const c of changes.filter((x) => x.action === 'confirm')) {
    bySentence.set(c.sentence, [...(bySentence.get(c.sentence) ?? []), c.claim]);
  }
  const toConfirm = [...bySentence].map(([sentence, claims]) => `${sentence} (confirm: ${claims.join(', ')})`);
  return { removed, toConfirm };
}
