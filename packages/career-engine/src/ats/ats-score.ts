import type { AtsAnalysis, AtsFactor } from '@careerloom/contract';
import { scoringFamily } from '../interview/role-family';
import type { RoleFamily } from '../interview/types';
import { analyseJobDescription } from '../jd/analyse-job-description';
import { contentTerms } from '../jd/phrases';
import type { JobDescriptionAnalysis, PhraseRequirement, Seniority, SkillRequirement } from '../jd/types';
import { occupationCloseness } from '../occupations';
import { degreeLevel, educationRank } from '../resume/degree-levels';
import { parseResume } from '../resume/parse-resume';
import type { SkillExtractor } from '../skills/extract-skills';
import { listInWords } from '../text/list-in-words';
import { indefiniteArticle, skillInProse } from '../writing/role-in-prose';
import { opensWithActionVerb } from './action-verbs';
import { cleanRoleText, type ResumeRole, resumeRoles } from './resume-roles';

const WEAK_OPENINGS = /^(responsible for|worked on|helped|assisted|tasked with|duties included|involved in)\b/i;

/**
 * Factor weights (decision 015). With a job description, 70 points measure fit to the job and 30
 * the resume's quality, so two equally polished resumes are told apart by fit, and a polished
 * misfit cannot pass for a fit. A job factor the posting gives nothing to measure (no preferred
 * skills listed, no title) hands its weight to the other job factors in proportion. Without a job
 * description only the quality factors count, rescaled to 100.
 */
export const ATS_WEIGHTS = {
  job: { requiredSkills: 32, preferredSkills: 8, title: 12, experience: 13, education: 5 },
  quality: { structure: 8, quantified: 8, actionVerbs: 5, length: 4, contact: 5 },
  general: { structure: 25, quantified: 25, actionVerbs: 15, length: 15, contact: 20 },
} as const;
/** A soft skill ("Communication") counts this much of a hard one: nearly every posting asks for it. */
export const SOFT_SKILL_WEIGHT = 0.25;
/**
 * A soft skill that a requirements list names in a line of its own ("Decision-Making Skills" among
 * a baker's five needs) weighs this much: the job asks for it, it is no boilerplate.
 */
export const LISTED_SOFT_WEIGHT = 0.5;
const weightOf = (r: SkillRequirement) => (r.soft ? (r.listed ? LISTED_SOFT_WEIGHT : SOFT_SKILL_WEIGHT) : 1);
/**
 * Share of the (weighted) requirements that earns full marks. Postings list more than any one hire
 * has, and recruiters treat meeting about two thirds of a list as a strong match, so coverage is
 * scaled to reach full marks there rather than at 100%.
 */
export const FULL_COVERAGE = 0.65;
/**
 * Beyond FULL_COVERAGE, the share of the skills factor that still rewards covering the rest of the
 * list: two resumes that both pass two thirds of a list are told apart by what they add to it.
 */
export const COVERAGE_BEYOND = 0.1;
/** A requirement the taxonomy does not know, read as a phrase ("Baking techniques"), weighs this much. */
export const PHRASE_WEIGHT = 0.5;
/** The share of an ask for years in a named role that rewards years past the number asked. */
export const YEARS_BEYOND = 0.1;
/** What skills count for when none of the resume's titles or roles is related to the job. */
export const SKILLS_WITHOUT_CONTEXT = 0.7;
/** Requirements from which a skills list weighs in full (a list of one nice-to-have weighs a third). */
export const LIST_FULL_WEIGHT = 3;
/**
 * What the title and experience factors keep when an entry-level posting meets someone with many
 * years in the role: over-qualified, not a fit.
 */
const OVER_QUALIFIED_SHARE = 0.3;

/** Years that a seniority asks for when the posting states no number. */
const YEARS_FOR_SENIORITY: Record<Seniority, number> = {
  intern: 0,
  entry: 0,
  mid: 2,
  senior: 5,
  lead: 6,
  manager: 5,
  staff: 8,
  principal: 10,
  director: 10,
  executive: 12,
};

/** The sentences of a role's prose description that say something (four words or more). */
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?;])\s+(?=[A-Z(])/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 4);
}

const JOB_FACTORS = ['Required skills', 'Preferred skills', 'Title match', 'Relevant experience', 'Education'] as const;

/** Families close enough that experience in one half-counts for the other. */
const NEIGHBOURS: ReadonlyArray<ReadonlyArray<RoleFamily>> = [
  ['software-engineering', 'frontend', 'backend', 'mobile', 'devops-sre', 'qa', 'data-engineering', 'security'],
  ['data-science', 'data-engineering'],
  ['product-management', 'project-management'],
  ['accounting', 'finance'],
  ['sales', 'customer-success', 'marketing'],
];
const familyCloseness = (a: RoleFamily, b: RoleFamily) =>
  a === 'general' || b === 'general'
    ? 0
    : a === b
      ? 1
      : NEIGHBOURS.some((g) => g.includes(a) && g.includes(b))
        ? 0.5
        : 0;

const TITLE_NOISE =
  /\b(senior|sr|junior|jr|lead|staff|principal|head|chief|associate|intern|i|ii|iii|iv|v|of|and|the|a|an|for|to|in|at|with|remote|hybrid|contract|full|time|part|\d+)\b/g;
const titleWords = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .replace(/full[- ]stack/g, 'fullstack')
      .replace(/front[- ]end/g, 'frontend')
      .replace(/back[- ]end/g, 'backend')
      .replace(/\([^)]*\)/g, ' ')
      .replace(TITLE_NOISE, ' ')
      .split(/[^a-z0-9+#]+/)
      .filter((w) => w.length > 1)
      // A light stem so "engineer"/"engineering", "designer"/"design", "developer"/"development" meet
      // (and "account" never meets "accountant").
      // Plurals first ("Bakers", "Surgeons", "Secretaries"), as occupation lists name roles.
      .map((w) =>
        w.length > 4 && w.endsWith('ies')
          ? `${w.slice(0, -3)}y`
          : w.length > 3 && /[^su]s$/.test(w)
            ? w.slice(0, -1)
            : w,
      )
      .map((w) => w.replace(/(ing|ment)$/, '').replace(/(er|or)$/, '')),
  );

/**
 * How close a resume title is to the job's: half the role family, half the job title's words found;
 * when neither title falls in a family the taxonomy of roles knows (a baker, a dredge operator), the
 * job title's words found alone, or (with `occupations`) the closeness of their O*NET occupations.
 */
function titleSimilarity(jobTitle: string, resumeTitle: string, occupations = false): number {
  const jw = titleWords(jobTitle);
  const rw = titleWords(resumeTitle);
  if (!jw.size || !rw.size) return 0;
  const overlap = [...jw].filter((w) => rw.has(w)).length / jw.size;
  const jf = scoringFamily(jobTitle);
  const rf = scoringFamily(resumeTitle);
  // Outside the families (a baker, a dredge operator), how close the O*NET occupations of both
  // titles are says what the words alone cannot ("Cook" and "Chef").
  if (jf === 'general' && rf === 'general')
    return occupations ? Math.max(overlap, OCCUPATION_TITLE * occupationCloseness(jobTitle, resumeTitle)) : overlap;
  return 0.5 * familyCloseness(jf, rf) + 0.5 * overlap;
}

/** An occupation match counts this much of a title match: the resolver reads some titles wrongly. */
export const OCCUPATION_TITLE = 0.9;

/** The headline and the latest role weigh in full; older roles count for a little less each. */
const RECENCY = [1, 1, 0.9, 0.8, 0.7];

/** A share as people say it ('two thirds', 'a quarter'), or as a percentage when it has no common name. */
function fractionWords(share: number): string {
  const named: Array<[number, string]> = [
    [0.25, 'a quarter'],
    [1 / 3, 'a third'],
    [0.5, 'half'],
    [0.65, 'two thirds'],
    [2 / 3, 'two thirds'],
    [0.75, 'three quarters'],
  ];
  return named.find(([value]) => Math.abs(value - share) < 0.02)?.[1] ?? `${Math.round(share * 100)}%`;
}

function factor(name: string, max: number, earned: number, detail: string): AtsFactor {
  const cap = Math.round(max * 10) / 10;
  return { factor: name, score: Math.round(Math.max(0, Math.min(max, earned)) * 10) / 10, max: cap, detail };
}

const quote = (s: string) => `"${s.length > 90 ? `${s.slice(0, 87)}...` : s}"`;
const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * A stable fingerprint of the job an analysis was measured against (FNV-1a over the normalised
 * text and title), so a score change is only reported between analyses of the same job.
 */
export function jobFingerprint(jobText: string, jobTitle?: string): string {
  const norm = `${(jobTitle ?? '').trim().toLowerCase()}\n${jobText.replace(/\s+/g, ' ').trim().toLowerCase()}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < norm.length; i++) {
    h ^= norm.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * Whether a resume shows a phrase requirement: one of its lines holds the phrase's words (both of
 * two, three of four or five), stemmed, so "Mastered baking techniques" is found in "Expertise in
 * designing and executing baking techniques".
 */
function phraseFinder(resume: string) {
  const lines = resume
    .split(/\n|(?<=[.;!?])\s+/)
    .map((l) => new Set(contentTerms(l)))
    .filter((l) => l.size);
  return (p: PhraseRequirement, all = false) => {
    const need = all || p.terms.length <= 2 ? p.terms.length : Math.ceil(p.terms.length * 0.6);
    return lines.some((l) => p.terms.filter((t) => l.has(t)).length >= need);
  };
}

/**
 * Weighted coverage of requirements: soft skills weigh SOFT_SKILL_WEIGHT, a group counts once, and
 * a phrase the taxonomy does not know weighs PHRASE_WEIGHT. Full coverage up to FULL_COVERAGE earns
 * most of the factor, and the rest of the list the last COVERAGE_BEYOND.
 */
function coverage(
  reqs: SkillRequirement[],
  has: (name: string) => boolean,
  isImplied: (name: string) => boolean,
  phrases: PhraseRequirement[] = [],
  hasPhrase: (p: PhraseRequirement, all?: boolean) => boolean = () => false,
) {
  // Only names of two or more longer words: a short or single name ("Go", "Networking") is left to
  // the taxonomy's context rules.
  const hasSkillWords = (name: string) => {
    const terms = [...new Set(contentTerms(name))];
    return (
      terms.length >= 2 &&
      terms.every((t) => t.length >= 3) &&
      hasPhrase({ label: name, terms, from: 'requirements', evidence: name }, true)
    );
  };
  let total = 0;
  let got = 0;
  const found: string[] = [];
  const missing: string[] = [];
  // Soft needs ("Curiosity") among the missing: shown by what a person did, never "used"; and
  // needs read as phrases ("Baking techniques"), which are experience, not a tool.
  const missingSoft = new Set<string>();
  const missingPhrases = new Set<string>();
  for (const p of phrases) {
    total += PHRASE_WEIGHT;
    if (hasPhrase(p)) {
      got += PHRASE_WEIGHT;
      found.push(`${p.label} (as a phrase)`);
    } else {
      missing.push(p.label);
      missingPhrases.add(p.label);
    }
  }
  for (const r of reqs) {
    const w = weightOf(r);
    total += w;
    const hit = r.anyOf.find(has);
    // A skill of several words the taxonomy did not find in the resume still shows when one of its
    // lines holds all those words ("Food safety" in "kept food safety logs").
    const inWords = hit ? undefined : r.anyOf.find((name) => hasSkillWords(name));
    if (hit) {
      got += w;
      const how = [r.anyOf.length > 1 ? `one of ${r.label}` : '', isImplied(hit) ? 'implied by a skill you name' : '']
        .filter(Boolean)
        .join('; ');
      found.push(how ? `${hit} (${how})` : hit);
    } else if (inWords) {
      got += w;
      found.push(`${inWords} (its words in one line)`);
    } else {
      missing.push(r.label);
      if (r.soft) missingSoft.add(r.label);
    }
  }
  const share = total ? got / total : 0;
  const ratio = (1 - COVERAGE_BEYOND) * Math.min(1, share / FULL_COVERAGE) + COVERAGE_BEYOND * share;
  return {
    share,
    ratio,
    total,
    found,
    missing,
    missingSoft,
    missingPhrases,
    hard: reqs.filter((r) => !r.soft).length + phrases.length,
  };
}

/** Common function words of the languages resumes here are written in, each language's own. */
const FUNCTION_WORDS: Record<string, readonly string[]> = {
  english: ['the', 'and', 'of', 'to', 'in', 'for', 'with', 'on'],
  german: ['und', 'der', 'die', 'das', 'mit', 'für', 'von', 'den'],
  french: ['et', 'les', 'des', 'pour', 'dans', 'avec', 'une', 'sur'],
  spanish: ['y', 'los', 'las', 'para', 'con', 'del', 'una', 'por'],
  portuguese: ['e', 'os', 'para', 'com', 'do', 'da', 'uma', 'em'],
  italian: ['e', 'il', 'della', 'per', 'con', 'di', 'una', 'nel'],
  dutch: ['en', 'het', 'van', 'voor', 'met', 'een', 'op', 'de'],
};
/** The least share of a text's words that its language's function words make up (English prose: about a fifth). */
const LANGUAGE_SHARE = 0.08;

/** The language a resume is written in, by its most frequent function words; undefined when unclear. */
function languageWrittenIn(text: string): string | undefined {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 40) return undefined;
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best: string | undefined;
  let bestShare = 0;
  for (const [language, list] of Object.entries(FUNCTION_WORDS)) {
    const share = list.reduce((n, w) => n + (counts.get(w) ?? 0), 0) / words.length;
    if (share > bestShare) {
      best = language;
      bestShare = share;
    }
  }
  return bestShare >= LANGUAGE_SHARE ? best : undefined;
}

/** The least share of bullets with a number for quantified results to count as a strength. */
const QUANTIFIED_STRENGTH_SHARE = 1 / 3;

/** Options of `analyseResume`: the job's title and company when the caller knows them (a stored posting). */
export interface AtsOptions {
  jobTitle?: string;
  company?: string;
}

/**
 * An explainable ATS-style score of a resume against a job description. The description is read by
 * `analyseJobDescription` (only its requirements and preferred sections yield skills; "one of"
 * groups count once), and the score is five job factors (required and preferred skills, title,
 * relevant experience, education; 70 points) plus five quality factors (structure, quantified
 * bullets, action verbs, length, contact; 30 points), each explained. With an empty description it
 * is a general resume check: the job factors are marked not applicable and the quality factors
 * make the whole score. Deterministic: the same resume and job text give the same number.
 */
export function analyseResume(
  resumeText: string,
  targetJob: string,
  skills: SkillExtractor,
  now = new Date(),
  options: AtsOptions = {},
): AtsAnalysis {
  const resume = (resumeText ?? '').replace(/\r\n?/g, '\n').trim();
  const job = (targetJob ?? '').replace(/\r\n?/g, '\n').trim();
  const general = job.length === 0 && !options.jobTitle?.trim();
  const profile = parseResume(resume, { now });
  // A resume shows what it names and what that implies (PostgreSQL shows SQL); a posting asks only
  // for what it names.
  const shown = skills.extract(resume, { implied: true, resume: true });
  const resumeSkills = new Set(shown.map((s) => s.name.toLowerCase()));
  // A resume written in a language shows that language ("Fluent English required" is met by an
  // English resume): advice to "name English in a bullet" read as if nobody had looked.
  const language = languageWrittenIn(resume);
  if (language) for (const name of [language, `${language} proficiency`]) resumeSkills.add(name);
  const impliedOnly = new Set(shown.filter((s) => s.implied).map((s) => s.name.toLowerCase()));
  const has = (s: string) => resumeSkills.has(s.toLowerCase());
  const isImplied = (s: string) => impliedOnly.has(s.toLowerCase());
  const jd: JobDescriptionAnalysis | undefined = general
    ? undefined
    : analyseJobDescription(job, skills, { title: options.jobTitle, company: options.company });

  // Achievements are measured on each role's bullets; a role written as a paragraph has none, so
  // its sentences are measured instead, and the detail says so.
  const statementsOf = (e: (typeof profile.experience)[number]) =>
    e.bullets.length ? { bullets: e.bullets, prose: [] } : { bullets: [], prose: sentencesOf(e.description ?? '') };
  const perRole = profile.experience.map(statementsOf);
  const bulletCount = perRole.reduce((n, r) => n + r.bullets.length, 0);
  const proseCount = perRole.reduce((n, r) => n + r.prose.length, 0);
  const bullets = perRole.flatMap((r) => [...r.bullets, ...r.prose]);
  const unit = bulletCount && proseCount ? 'bullets and sentences' : bulletCount ? 'bullets' : 'sentences';
  const measuredOn = (what: string) =>
    !bullets.length
      ? 'No bullet points or sentences were found under experience, so there was nothing to measure: describe each role in bullets, one result each'
      : !proseCount
        ? what
        : !bulletCount
          ? `No bullet points were found under experience, so its ${bullets.length} ${bullets.length === 1 ? 'sentence was' : 'sentences were'} measured: ${what.replace(/ sentences (?=carry|open)/, ' ')}`
          : `${what}; a role without bullets is measured on its sentences`;
  const quantified = bullets.filter((b) => /\d/.test(b));
  const unquantified = bullets.filter((b) => !/\d/.test(b));
  const weak = bullets.filter((b) => WEAK_OPENINGS.test(b));
  // A sentence of a paragraph opens with "I" ("I cut load time by 35%"): its verb comes next.
  const strong = bullets.filter((b) => !WEAK_OPENINGS.test(b) && opensWithActionVerb(b));
  const wordCount = resume.split(/\s+/).filter(Boolean).length;
  const sections = new Set(profile.sections);
  const contact = profile.contact;
  const q = general ? ATS_WEIGHTS.general : ATS_WEIGHTS.quality;

  const qualityFactors = [
    factor(
      'Section structure',
      q.structure,
      (q.structure *
        ((sections.has('experience') ? 4 : 0) +
          (sections.has('education') ? 2 : 0) +
          (sections.has('skills') ? 2 : 0) +
          (sections.has('summary') ? 2 : 0))) /
        10,
      `Sections found: ${[...sections].join(', ') || 'none'} (experience, education, skills and a summary read best)`,
    ),
    factor(
      'Quantified achievements',
      q.quantified,
      bullets.length ? q.quantified * Math.min(1, quantified.length / bullets.length / 0.5) : 0,
      measuredOn(`${quantified.length} of ${bullets.length} ${unit} carry a number (half or more earns full marks)`),
    ),
    factor(
      'Action verbs',
      q.actionVerbs,
      bullets.length ? q.actionVerbs * (strong.length / bullets.length) - (q.actionVerbs / 5) * weak.length : 0,
      measuredOn(
        `${strong.length} of ${bullets.length} ${unit} open with an action verb${weak.length ? `, ${weak.length} with a weak opening` : ''}`,
      ),
    ),
    factor(
      'Length',
      q.length,
      wordCount >= 300 && wordCount <= 900
        ? q.length
        : (wordCount >= 150 && wordCount < 300) || (wordCount > 900 && wordCount <= 1400)
          ? q.length * 0.6
          : q.length * 0.2,
      `${wordCount.toLocaleString('en-US')} words (300 to 900 reads best)`,
    ),
    factor(
      'Contact details',
      q.contact,
      (q.contact *
        ((contact.email ? 2 : 0) + (contact.phone ? 1 : 0) + (contact.name ? 1 : 0) + (contact.links.length ? 1 : 0))) /
        5,
      `Found: ${
        ['name', 'email', 'phone', 'link']
          .filter((k) => (k === 'link' ? contact.links.length : contact[k as 'name']))
          .join(', ') || 'none'
      }`,
    ),
  ];

  let jobFactors: AtsFactor[];
  let req = coverage([], has, isImplied);
  let pref = coverage([], has, isImplied);
  let bestTitle = 0;
  if (!jd) {
    jobFactors = JOB_FACTORS.map((name) =>
      factor(name, 0, 0, 'Not applicable: no job description was given, so this is a general resume check'),
    );
  } else {
    const hasPhrase = phraseFinder(resume);
    req = coverage(jd.required, has, isImplied, jd.phrases ?? [], hasPhrase);
    pref = coverage(jd.preferred, has, isImplied);
    const jobTitle = jd.title;
    const roles: ResumeRole[] = resumeRoles(profile, resume, now);
    // The headline and the latest role speak for the resume in full; older roles a little less.
    const resumeTitles = [
      ...(contact.headline ? [{ title: cleanRoleText(contact.headline), weight: 1 }] : []),
      ...roles.slice(0, RECENCY.length).map((r, i) => ({ title: r.title, weight: RECENCY[i] as number })),
    ];
    let bestTitleText = '';
    if (jobTitle) {
      for (const t of resumeTitles) {
        const s = titleSimilarity(jobTitle, t.title, true) * t.weight;
        if (s > bestTitle) {
          bestTitle = s;
          bestTitleText = t.title;
        }
      }
    }
    // Relevant experience: the months of roles whose titles are of the job's family or share its words.
    const jobFamily = scoringFamily(jobTitle ?? '', job);
    let relevantMonths = 0;
    const relevantRoles: string[] = [];
    for (const r of roles) {
      const t = r.title;
      const closeness = Math.max(
        jobTitle ? titleSimilarity(jobTitle, t) : 0,
        t ? familyCloseness(jobFamily, scoringFamily(t)) : 0,
      );
      if (closeness >= 0.5) {
        relevantMonths += r.months * (closeness >= 0.75 ? 1 : 0.75);
        relevantRoles.push(t);
      }
    }
    const relevantYears = relevantMonths / 12;
    const yearsAsked = jd.years?.min;
    const yearsTarget = yearsAsked ?? YEARS_FOR_SENIORITY[jd.seniority ?? 'mid'];
    // Experience the posting asks in named roles ("4 years as a Junior Systems Admin", "experience as
    // a QA Engineer"): each is met by the years of the resume's roles that resemble it, and weighs
    // by the years it asks.
    // Each role counts towards the ask whose words it resembles most, so one role never meets two
    // asks. An ask no role resembles in words ("3 years as a data analyst" for a data scientist) is
    // met by the roles of its family that no other ask took.
    // A posting that asks for years in other roles still wants experience in its own: when no ask
    // names a role like the job's title, the title is an ask too, for the years the posting states.
    const stated = jd.experience ?? [];
    const askList =
      stated.length && jobTitle && !stated.some((a) => titleSimilarity(a.role, jobTitle) >= 0.5)
        ? [{ role: jobTitle, ...(jd.years ? { years: jd.years.min } : {}), evidence: 'the job title' }, ...stated]
        : stated;
    const assign = (closeness: (ask: string, role: string) => number, taken: number[]) =>
      roles.map((r, i) => {
        let best = { at: taken[i] ?? -1, closeness: 0 };
        if (best.at >= 0) return best;
        for (const [at, ask] of askList.entries()) {
          const c = closeness(ask.role, r.title);
          if (c >= 0.5 && c > best.closeness) best = { at, closeness: c };
        }
        return best;
      });
    const byWords = assign(titleSimilarity, []);
    const wordAsks = new Set(byWords.map((b) => b.at));
    const byFamily = assign(
      (ask, role) =>
        askList.some((a, at) => a.role === ask && wordAsks.has(at))
          ? 0
          : familyCloseness(scoringFamily(ask), scoringFamily(role)),
      byWords.map((b) => b.at),
    );
    const roleAsk = roles.map(
      (_, i) => ((byWords[i]?.at ?? -1) >= 0 ? byWords[i] : byFamily[i]) as { at: number; closeness: number },
    );
    const asks = askList.map((ask, at) => {
      let months = 0;
      const matched: string[] = [];
      for (const [i, r] of roles.entries()) {
        const { at: best, closeness } = roleAsk[i] as { at: number; closeness: number };
        if (best === at && closeness >= 0.5) {
          months += r.months * (closeness >= 0.75 ? 1 : 0.75);
          matched.push(r.title);
        }
      }
      // Meeting the years asked earns most of an ask; more years in the role, up to twice as many,
      // the last YEARS_BEYOND of it.
      const ratio = ask.years
        ? (1 - YEARS_BEYOND) * Math.min(1, months / 12 / ask.years) +
          YEARS_BEYOND * Math.min(1, months / 12 / (2 * ask.years))
        : months > 0
          ? 1
          : 0;
      return { ask, years: months / 12, ratio, weight: Math.max(1, ask.years ?? 1), matched };
    });
    const asksWeight = asks.reduce((n, a) => n + a.weight, 0);
    const asksRatio = asksWeight ? asks.reduce((n, a) => n + a.ratio * a.weight, 0) / asksWeight : undefined;
    // An entry-level posting read by someone with many years in the role: over-qualified, not a fit.
    // A posting that itself asks for years in named roles has said what it wants.
    const overQualified =
      !asks.length &&
      (jd.seniority === 'entry' || jd.seniority === 'intern') &&
      relevantMonths / 12 > Math.max(5, (jd.years?.max ?? 0) + 3);
    // Education: the highest degree the resume names against the lowest the posting asks.
    // The resume side reads degrees as resumes write them worldwide (B.Tech, BCA, PGDM, HND, SSC).
    const held = profile.education
      .map((e) => degreeLevel(`${e.degree ?? ''} ${e.field ?? ''}`)?.level)
      .filter((d): d is NonNullable<typeof d> => Boolean(d))
      .sort((a, b) => educationRank(b) - educationRank(a))[0];
    const degreeOk = !jd.degree || (held !== undefined && educationRank(held) >= educationRank(jd.degree.level));
    const educationRatio = !jd.degree
      ? 1
      : degreeOk
        ? 1
        : held
          ? 0.5
          : jd.degree.required
            ? profile.education.length
              ? 0.4
              : 0
            : 0.6;

    // Skills weigh most where they were used: with no related title or role, the skills the resume
    // names count SKILLS_WITHOUT_CONTEXT of their value, rising to full at half relevance.
    const experienceRatio = asksRatio ?? Math.min(1, relevantYears / Math.max(yearsTarget, 0.25));
    const relevance = Math.max(bestTitle, experienceRatio);
    const context = SKILLS_WITHOUT_CONTEXT + (1 - SKILLS_WITHOUT_CONTEXT) * Math.min(1, relevance / 0.5);
    const ratios: Array<number | null> = [
      req.total ? req.ratio * context : null,
      jd.preferred.length ? pref.ratio * context : null,
      // A senior title read against an entry-level posting says over-qualified as the years do.
      jobTitle ? bestTitle * (overQualified ? OVER_QUALIFIED_SHARE : 1) : null,
      // An entry-level posting asks for no years, but still for some related work (an internship will do).
      experienceRatio * (overQualified ? OVER_QUALIFIED_SHARE : 1),
      educationRatio,
    ];
    // A short skills list says less about the job than a long one: a list weighs in full from
    // LIST_FULL_WEIGHT requirements (soft ones counting SOFT_SKILL_WEIGHT); the rest of its weight
    // goes to the other job factors, as for a factor that cannot be measured.
    const listWeight = (reqs: SkillRequirement[], phrases = 0) =>
      Math.min(1, (reqs.reduce((n, r) => n + weightOf(r), 0) + phrases * PHRASE_WEIGHT) / LIST_FULL_WEIGHT);
    const reliability = [listWeight(jd.required, jd.phrases?.length), listWeight(jd.preferred), 1, 1, 1];
    const base = Object.values(ATS_WEIGHTS.job).map((w, i) => w * (reliability[i] as number));
    const available = base.reduce((s, w, i) => (ratios[i] === null ? s : s + w), 0);
    const scale = 70 / available;
    const details = [
      req.total
        ? // In the words of the person reading it (issue 35: 'soft skills weigh 0.25 ... 90% of the
          // factor at 65%' was the formula, not an explanation); the weights stay in the code above.
          `${req.found.length} of the ${jd.required.length + (jd.phrases?.length ?? 0)} required skills found${
            req.missing.length ? `; missing ${req.missing.slice(0, 8).join('; ')}` : ''
          }. Nobody has every skill a posting lists, so most of these points come at about ${fractionWords(FULL_COVERAGE)} of the list; a soft skill such as teamwork counts for ${fractionWords(SOFT_SKILL_WEIGHT)} of a technical one. Read from the ${jd.skillsFrom === 'sentences' ? 'description sentence by sentence' : `${jd.skillsFrom} section`}${
            context < 1 ? `; counted at ${pct(context)} because none of your titles or roles is close to this job` : ''
          }`
        : 'Not measurable: the description names no skills the taxonomy knows in its requirements; its weight moves to the other job factors',
      jd.preferred.length
        ? `${pref.found.length} of ${jd.preferred.length} preferred found (${pct(pref.share)} weighted)${pref.missing.length ? `; missing ${pref.missing.slice(0, 6).join('; ')}` : ''}`
        : 'Not measurable: no preferred or nice-to-have skills listed; its weight moves to the other job factors',
      jobTitle
        ? bestTitleText
          ? `Closest of your titles to "${jobTitle}": "${bestTitleText}" (${pct(bestTitle)}: half role family, half the title's words)${
              overQualified
                ? `; counted at ${pct(OVER_QUALIFIED_SHARE)} because the posting is entry level and your years in the role read as over-qualified`
                : ''
            }`
          : `None of your titles resembles "${jobTitle}"`
        : 'Not measurable: the description gives no job title; its weight moves to the other job factors',
      asks.length
        ? `Experience asked in named roles, weighed by the years asked: ${asks
            .slice(0, 5)
            .map(
              (a) =>
                `${a.ask.years ? `${a.ask.years} years` : 'some'} as ${a.ask.role}: ${a.matched.length ? `about ${a.years.toFixed(1)} (${[...new Set(a.matched)].slice(0, 2).join(', ')})` : 'none found'}`,
            )
            .join('; ')}`
        : `${
            relevantYears > 0
              ? `About ${relevantYears.toFixed(1)} years in related roles${relevantRoles.length ? ` (${[...new Set(relevantRoles)].slice(0, 3).join(', ')})` : ''}`
              : profile.experience.some((e) => e.startDate)
                ? 'No years in related roles found'
                : 'No years counted: no dates were read from your experience'
          }; ${
            yearsAsked
              ? `${yearsAsked}+ asked`
              : `no minimum stated; ${yearsTarget} expected for ${indefiniteArticle(jd.seniority ?? 'mid')} ${jd.seniority ?? 'mid'}-level role`
          }${overQualified ? '; the posting is entry level, so this much experience reads as over-qualified' : ''}`,
      jd.degree
        ? `${jd.degree.required ? 'Asks' : 'Prefers'} a ${jd.degree.level} degree${jd.degree.fields.length ? ` (${jd.degree.fields.join(', ')})` : ''}; ${
            held
              ? `your highest: ${held}`
              : profile.education.length
                ? 'no degree level recognised in your education'
                : 'no education found'
          }`
        : 'No degree asked for',
    ];
    jobFactors = JOB_FACTORS.map((name, i) => {
      const ratio = ratios[i] ?? null;
      const max = ratio === null ? 0 : (base[i] as number) * scale;
      return factor(name, max, ratio === null ? 0 : ratio * max, details[i] as string);
    });
  }

  const factors = [...jobFactors, ...qualityFactors];
  const score = Math.max(0, Math.min(100, Math.round(factors.reduce((sum, f) => sum + f.score, 0))));

  const reqFoundNames = req.found;
  const strengths = [
    ...(reqFoundNames.length ? [`Shows ${reqFoundNames.slice(0, 6).join(', ')}, which the job requires.`] : []),
    // a strength when results are the rule, not two numbers in fourteen bullets
    ...(quantified.length && quantified.length >= bullets.length * QUANTIFIED_STRENGTH_SHARE
      ? [`Quantified results, e.g. ${quote(quantified[0] as string)}.`]
      : []),
    ...(bestTitle >= 0.75 ? ['Your titles match the role you are targeting.'] : []),
    ...(sections.has('experience') && sections.has('education') && sections.has('skills')
      ? ['Standard sections that applicant tracking systems read reliably.']
      : []),
  ];
  const missingSoft = req.missing.filter((s) => req.missingSoft.has(s));
  const softNames = missingSoft.slice(0, 3).map(skillInProse);
  const improvements = [
    ...req.missing
      .filter((s) => !req.missingSoft.has(s))
      .slice(0, 5)
      .map((s) =>
        req.missingPhrases.has(s)
          ? `The job asks for ${skillInProse(s)}: if that is part of your experience, say so in a bullet with what you achieved; if not, do not claim it.`
          : `The job requires ${s}: if you have used it, name it in a bullet with what you achieved; if not, do not claim it.`,
      ),
    // A trait is not a tool one has "used": it shows in what the person did.
    ...(softNames.length
      ? [
          `The job also asks for ${listInWords(softNames)}: rather than listing ${softNames.length === 1 ? 'the word' : 'the words'}, show ${softNames.length === 1 ? 'it' : 'each'} through an example in a bullet (what you did and what came of it).`,
        ]
      : []),
    ...unquantified.slice(0, 2).map((b) => `Add a measurable result (%, time, money, users) to ${quote(b)}.`),
    ...weak.slice(0, 2).map((b) => `Start with an action verb instead of a weak opening: ${quote(b)}.`),
    ...(['experience', 'education', 'skills'] as const)
      .filter((s) => !sections.has(s))
      .map((s) => `Add a clearly headed "${s[0]?.toUpperCase()}${s.slice(1)}" section.`),
    ...(contact.email ? [] : ['Add an email address at the top.']),
    ...(pref.missing.length ? [`Nice to have for this job: ${pref.missing.slice(0, 5).join('; ')}.`] : []),
    ...(general ? ['Paste the job description to see how well the resume fits that job.'] : []),
  ];
  const parseable = sections.has('experience') && Boolean(contact.email) && profile.experience.some((e) => e.startDate);
  const ats_compatibility = parseable
    ? 'High: standard headings, contact details and dates were all read'
    : sections.has('experience')
      ? 'Medium: the experience section was read, but contact details or dates were not'
      : 'Low: no standard experience section was recognised';
  const gaps = factors
    .filter((f) => f.max > 0)
    .map((f) => ({ f, gap: f.max - f.score }))
    .sort((a, b) => b.gap - a.gap)
    .slice(0, 2)
    .map(({ f }) => f.factor.toLowerCase())
    .join(' and ');
  const analysis = jd
    ? `Your resume scores ${score}/100 for ${jd.title ? `"${jd.title}"` : 'this job'}${jd.company ? ` at ${jd.company}` : ''}: ${req.found.length} of ${jd.required.length + (jd.phrases?.length ?? 0)} required skills found, ${bullets.length ? `${quantified.length} of ${bullets.length} ${unit} quantified` : 'no experience bullets found'}. The biggest gains: ${gaps}.`
    : `General resume check (no job description given): ${score}/100 for structure, quantified results, action verbs, length and contact details. Job-specific factors (skills asked for, title, relevant experience, education) are not applicable until you add a job description. The biggest gains: ${gaps}.`;
  return {
    score,
    ats_compatibility,
    strengths,
    improvements,
    analysis,
    breakdown: factors,
    skills: {
      requiredFound: req.found,
      requiredMissing: req.missing,
      preferredFound: pref.found,
      preferredMissing: pref.missing,
    },
    general,
    ...(jd?.title ? { jobTitle: jd.title } : {}),
    ...(jd ? { jobFingerprint: jobFingerprint(job, options.jobTitle) } : {}),
  };
}
