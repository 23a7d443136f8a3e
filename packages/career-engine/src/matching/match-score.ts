import {
  JOB_SEARCH_LEVELS,
  type JobPosting,
  MATCH_FACTOR_HALF,
  MATCH_SCORE_THRESHOLD,
  MAX_SALARY_SPREAD,
  type MatchFactor,
  type MatchFit,
  type MatchReason,
  SENIORITY_STEPS,
  type SeniorityStep,
  STALE_POSTING_DAYS,
} from '@careerloom/contract';
import type { CandidateLevel } from '../interview/types';
import { occupationCloseness } from '../occupations/occupation-closeness';
import { resolveOccupation } from '../occupations/resolve-occupation';
import { indefiniteArticle } from '../writing/role-in-prose';
import { compareTitles, type TitleMatch } from './title-match';
import { placeFit } from './where';

/**
 * The weights of the match score (decision 038, after decision 016): each half's factors add up to
 * 100. What you asked for: the title searched for weighs most, so what the user types still wins
 * among postings; place, pay and age adjust. How you fit: the person's own occupation weighs most,
 * so a posting of another job scores low whatever title was typed; skills and level refine.
 */
export const MATCH_WEIGHTS: Record<MatchFactor, number> = {
  title: 50,
  location: 30,
  salary: 10,
  recency: 10,
  occupation: 50,
  skills: 30,
  seniority: 20,
};

/** What a posting is scored against: the wanted job and what we know of the candidate. */
export type MatchProfile = {
  jobTitle: string;
  /** A place, or 'remote'. */
  location: string;
  /** Canonical skill names (the taxonomy's spelling, as postings store them). */
  skills: readonly string[];
  salaryMin: number | null;
  /** From the newest resume; null when unknown. */
  yearsOfExperience: number | null;
  /**
   * The person's own title (the profile's, else the resume's headline or most recent role), which
   * the person half compares with the posting's; null or absent when we know none.
   */
  personTitle?: string | null | undefined;
  /**
   * The O*NET-SOC code of the person's own job when read from more than the title (the resume's
   * skills and duties choosing among the occupations O*NET lists the title under: proposedJobTitle's
   * occupation); absent, the title alone is resolved.
   */
  personOccupation?: string | null | undefined;
  /** Only remote postings will do: others are left out of a ranking, not just scored lower. */
  remoteOnly?: boolean | undefined;
  /** Only postings published in the last N days (postings without a date are left out too). */
  postedWithinDays?: number | undefined;
  /**
   * Only postings of these seniority steps (the Job Search tab's experience level); a title that
   * names no level ('mid') fits every level. Unset: every level, scored by the seniority part.
   */
  levels?: readonly SeniorityStep[] | undefined;
  /**
   * Only postings in the wanted place, or remote and open to it (`inWantedPlace`): the Job Search
   * tab's "a city means postings there or remote-friendly in that country". Unset: place only scores.
   */
  placeOnly?: boolean | undefined;
  /** Where the person lives (profile, else resume): remote postings limited to elsewhere fit less. */
  home?: string | undefined;
  /** Also postings older than STALE_POSTING_DAYS (probably filled); a ranking lists them last. */
  includeStale?: boolean | undefined;
};

/** When the score is computed: recency is measured against `now` (no points for age without it). */
export type MatchOptions = { now?: Date | undefined };

export type MatchResult = {
  score: number;
  reasons: MatchReason[];
  /** How the posting's title relates to the typed one (exact, near-exact, broader, related, other). */
  titleMatch: TitleMatch;
  /** The two halves the score multiplies. */
  fit: MatchFit;
  /** Older than STALE_POSTING_DAYS at `now`, or closed: probably filled. */
  stale: boolean;
};

/** "An entry-level role", "A senior-level role": the level with its article, capitalised. */
const articled = (level: string) => {
  const article = indefiniteArticle(level);
  return `${article.charAt(0).toUpperCase()}${article.slice(1)} ${level}`;
};

/**
 * Scores one posting for a profile, 0 to 100 (decision 038), from two halves each explained in
 * `reasons` and each the sum of its factors' points:
 * - what you asked for (`fit.search`): title 50 (exact 50; every typed word present 42 less 2.5
 *   per extra word, at least 35; broader 35; related at most 25; other below 10), place 30 (the
 *   wanted place, or remote when remote is wanted and open to where you live; remote open to your
 *   country 24; a move within the country 10), pay 10 (no floor or reached 10, none stated 5,
 *   below 0) and age 10 (within 30 days 10, within STALE_POSTING_DAYS 8, undated 5, older 0);
 * - how you fit the posting (`fit.person`): occupation 50 (your own title against the posting's:
 *   the same job 50, a close one by the O*NET-SOC hierarchy in proportion, another occupation 0;
 *   the title searched for stands in, and says so, when we know no title of yours), skills 30 (your skills it names, against the shorter list,
 *   at most 8; at half for a job far from yours; 15 when either side names none) and level 20
 *   (your years, or else the level asked for or typed, against the title's level: same 20, one
 *   step 10, else 0).
 * The match is search × person / 100, so both must be high for a high match: a Product Manager
 * posting typed exactly by a front-end engineer fits the search but not the person, and scores
 * low. With nothing known of the person (no title, skills or years) it is the search half alone.
 * Deterministic: the same inputs (and `now`) always give the same score. A match is a fresh
 * posting scoring at least MATCH_SCORE_THRESHOLD.
 */
export function scoreMatch(profile: MatchProfile, posting: JobPosting, options: MatchOptions = {}): MatchResult {
  const title = compareTitles(profile.jobTitle, posting.title);
  // Not knowing the person's own job, the title they searched for stands in for it, and says so.
  const ownTitle = profile.personTitle?.trim() || null;
  const occupation = occupationFit(
    ownTitle ?? profile.jobTitle,
    posting.title,
    ownTitle ? profile.personOccupation : null,
  );
  const reasons = [
    titleReason(profile, title),
    locationReason(profile, posting),
    salaryReason(profile, posting),
    recencyReason(posting, options.now),
    occupationReason(ownTitle, occupation),
    skillsReason(profile, posting, occupation),
    seniorityReason(profile, posting),
  ];
  const half = (which: 'search' | 'person') =>
    clamp(reasons.filter((r) => MATCH_FACTOR_HALF[r.factor] === which).reduce((sum, r) => sum + r.points, 0));
  const search = half('search');
  const knowsPerson =
    Boolean(profile.personTitle?.trim()) || profile.skills.length > 0 || profile.yearsOfExperience != null;
  const person = knowsPerson ? half('person') : null;
  const score = person == null ? search : Math.round((search * person) / 100);
  return { score, reasons, titleMatch: title.kind, fit: { search, person }, stale: isStale(posting, options.now) };
}

const clamp = (n: number) => Math.max(0, Math.min(100, n));

/** True when a score means "matching": at or above the stated threshold. */
export const isMatch = (score: number) => score >= MATCH_SCORE_THRESHOLD;

/**
 * True when a posting is probably filled: closed, or published more than STALE_POSTING_DAYS
 * before `now`. A posting without a date cannot show its age and is not called stale.
 */
export function isStale(posting: Pick<JobPosting, 'postedAt' | 'closedAt'>, now: Date | undefined): boolean {
  if (posting.closedAt) return true;
  const age = postingAgeDays(posting, now);
  return age != null && age > STALE_POSTING_DAYS;
}

function reason(factor: MatchFactor, share: number, detail: string): MatchReason {
  const max = MATCH_WEIGHTS[factor];
  return { factor, points: Math.round(max * Math.max(0, Math.min(1, share))), max, detail };
}

function titleReason(profile: MatchProfile, title: ReturnType<typeof compareTitles>): MatchReason {
  const wanted = profile.jobTitle.trim();
  if (!wanted) return reason('title', 0, 'No job title to compare');
  const detail: Record<TitleMatch, string> = {
    exact: `The title is "${wanted}"`,
    'near-exact': `The title holds every word of "${wanted}"`,
    broader: `A broader title for the same job as "${wanted}"`,
    related: `A related role to "${wanted}"`,
    other: `A different role from "${wanted}"`,
  };
  return reason('title', title.share, detail[title.kind]);
}

/** How close the posting's job is to the person's own, 0 to 1; null when there is no title to compare. */
type OccupationFit = { share: number } | null;

/** Closeness of a person's title to posting titles, remembered: a check scores thousands of postings. */
const closenessMemo = new Map<string, number>();
const CLOSENESS_MEMO_MAX = 50_000;

/**
 * The person's own job against the posting's: the same words (level aside), or every word of
 * theirs plus a specialty, is the same job (1); a broader title of it 0.9; otherwise the closeness
 * of the two O*NET-SOC occupations (same occupation 1, broad group 0.7, minor group 0.6, major
 * group 0.35, our software families refining it; another occupation 0), or the related-title
 * share of the words when that is higher. The person's occupation is `personCode` when the resume
 * read it otherwise than the title alone ("Testing Engineer" beside Selenium: a software tester).
 */
function occupationFit(
  personTitle: string | null | undefined,
  postingTitle: string,
  personCode?: string | null,
): OccupationFit {
  const mine = personTitle?.trim();
  if (!mine) return null;
  // a code read from the resume stands for the title only where it differs from the title's own
  const code = personCode && personCode !== resolveOccupation(mine)?.code ? personCode : null;
  const key = `${mine}\u0000${code ?? ''}\u0000${postingTitle}`;
  let share = closenessMemo.get(key);
  if (share === undefined) {
    const words = compareTitles(mine, postingTitle);
    share =
      words.kind === 'exact' || words.kind === 'near-exact'
        ? 1
        : words.kind === 'broader'
          ? 0.9
          : Math.max(words.share, occupationCloseness(code ?? mine, postingTitle));
    if (closenessMemo.size >= CLOSENESS_MEMO_MAX) closenessMemo.clear();
    closenessMemo.set(key, share);
  }
  return { share };
}

function occupationReason(personTitle: string | null, fit: OccupationFit): MatchReason {
  if (!fit)
    return reason('occupation', 0.5, 'We do not know your job: add your job title in Settings or upload a resume');
  if (!personTitle)
    return reason(
      'occupation',
      fit.share,
      'Compared with the title you searched for, as we do not know your own job: add it in Settings or upload a resume',
    );
  const mine = personTitle;
  if (fit.share >= 0.95) return reason('occupation', fit.share, `Your own job, as your title "${mine}" says`);
  if (fit.share >= 0.6) return reason('occupation', fit.share, `Close to your own job as ${mine}`);
  if (fit.share > 0) return reason('occupation', fit.share, `Some way from your own job as ${mine}`);
  return reason('occupation', 0, `Another occupation than yours (${mine})`);
}

/** Skills compared at most: past this, one more shared skill says little more about fit. */
const SKILLS_COMPARED = 8;

/**
 * Skills of another job say little about fit for this one: for a posting far from the person's
 * occupation (closeness under OFF_JOB_CLOSENESS), shared skills count at this share ("Jira" and
 * "SQL" are on a product manager's posting and a developer's resume alike).
 */
const OFF_JOB_SKILLS_SHARE = 0.5;
const OFF_JOB_CLOSENESS = 0.5;

function skillsReason(profile: MatchProfile, posting: JobPosting, occupation: OccupationFit): MatchReason {
  if (posting.skills.length === 0) return reason('skills', 0.5, 'The posting names no skills we recognise');
  if (profile.skills.length === 0)
    return reason('skills', 0.5, 'Add skills to your profile or resume to compare them with postings');
  const mine = new Set(profile.skills.map((s) => s.toLowerCase()));
  const shared = posting.skills.filter((s) => mine.has(s.toLowerCase()));
  const detail =
    shared.length === 0
      ? `None of your skills among the ${posting.skills.length} it names`
      : `It names ${shared.length} of your skills: ${shared.slice(0, 6).join(', ')}`;
  const compared = Math.min(SKILLS_COMPARED, mine.size, posting.skills.length);
  const offJob = shared.length > 0 && occupation != null && occupation.share < OFF_JOB_CLOSENESS;
  return reason(
    'skills',
    (shared.length / compared) * (offJob ? OFF_JOB_SKILLS_SHARE : 1),
    offJob ? `${detail} (counted at half: a job far from yours)` : detail,
  );
}

/** How the posting's place suits the profile (`placeFit` with the profile's wish and home). */
export function profilePlaceFit(profile: MatchProfile, posting: Pick<JobPosting, 'location' | 'remote'>) {
  return placeFit(profile.location, profile.remoteOnly === true, posting.location, posting.remote, profile.home);
}

function locationReason(profile: MatchProfile, posting: JobPosting): MatchReason {
  const fit = profilePlaceFit(profile, posting);
  return reason('location', fit.share, fit.detail);
}

function salaryReason(profile: MatchProfile, posting: JobPosting): MatchReason {
  const stated = statedSalary(posting);
  const top = stated ? (stated.max ?? stated.min) : null;
  if (profile.salaryMin == null) return reason('salary', 1, 'No minimum salary set');
  const floor = profile.salaryMin.toLocaleString('en-US');
  if (top == null) return reason('salary', 0.5, `The posting states no salary; your minimum is ${floor}`);
  const range = formatSalaryRange(posting);
  return top >= profile.salaryMin
    ? reason('salary', 1, `${range} reaches your minimum of ${floor}`)
    : reason('salary', 0, `${range} is below your minimum of ${floor}`);
}

export type { SeniorityStep };

const STEPS: readonly SeniorityStep[] = SENIORITY_STEPS;

/** The level a candidate's years of experience suggest (the three levels interview prep uses). */
export function levelFromYears(years: number): CandidateLevel {
  if (years < 2) return 'entry';
  if (years < 5) return 'mid';
  return 'senior';
}

/** The seniority step of a candidate's years: as `levelFromYears`, with 9 years or more "lead". */
export function stepFromYears(years: number): SeniorityStep {
  return years >= 9 ? 'lead' : levelFromYears(years);
}

/**
 * The experience level a person's years point to, as the Job Search tab offers it: under 2 years
 * entry level, under 5 mid-level, under 9 senior, then senior and above (senior roles stay in
 * view for someone with 12 years: staff and principal titles are few).
 */
export function experienceForYears(years: number): (typeof JOB_SEARCH_LEVELS)[number]['value'] {
  const step = stepFromYears(years);
  return step === 'entry'
    ? 'entry level'
    : step === 'mid'
      ? 'mid-level'
      : step === 'senior'
        ? 'senior'
        : 'senior and above';
}

/**
 * The seniority steps an experience field asks for: one of JOB_SEARCH_LEVELS, or free words
 * ("junior", "senior", "principal", "3-5 years", "entry to mid"), a range covering every step
 * between its ends. Null when it names no level: then no level is left out.
 */
export function experienceSteps(experience: string): SeniorityStep[] | null {
  const text = experience.trim().toLowerCase();
  if (!text) return null;
  const listed = JOB_SEARCH_LEVELS.find((level) => level.value === text);
  if (listed) return [...listed.steps];
  if (/\b(any|all)\b/.test(text)) return [...STEPS];
  const found = new Set<SeniorityStep>();
  if (/\b(entry|junior|jr|graduate|grad|intern(ship)?s?|student|trainee|apprentice|beginner)\b/.test(text))
    found.add('entry');
  if (/\b(mid|middle|intermediate)\b/.test(text)) found.add('mid');
  if (/\b(senior|sr|experienced|expert)\b/.test(text)) found.add('senior');
  if (/\b(lead|staff|principal|head|director|executive|vp)\b/.test(text)) found.add('lead');
  for (const m of text.matchAll(/(\d{1,2})\s*\+?\s*(?:(?:-|–|to)\s*(\d{1,2}))?\s*(?:years?|yrs?)/g)) {
    found.add(stepFromYears(Number(m[1])));
    if (m[2]) found.add(stepFromYears(Number(m[2])));
    else if (/\+/.test(m[0]))
      for (const step of STEPS.slice(STEPS.indexOf(stepFromYears(Number(m[1]))))) found.add(step);
  }
  if (found.size === 0) return null;
  // A range ("entry to senior") covers the steps between its ends.
  const indexes = [...found].map((step) => STEPS.indexOf(step));
  return STEPS.slice(Math.min(...indexes), Math.max(...indexes) + 1);
}

/**
 * True when a posting's title fits the levels asked for: its step is one of them, or the title
 * names no level ('mid': "Software Engineer" suits a junior and a senior alike).
 */
export function fitsLevels(levels: readonly SeniorityStep[] | undefined, title: string): boolean {
  if (!levels || levels.length === 0) return true;
  const step = stepFromTitle(title);
  return step === 'mid' || levels.includes(step);
}

/** The seniority step a title implies; "mid" when it names none, the most common case. */
export function stepFromTitle(title: string): SeniorityStep {
  const t = title.toLowerCase();
  if (/\b(staff|principal|lead|head|director|vp|vice president|chief|distinguished)\b/.test(t)) return 'lead';
  if (/\b(senior|sr\.?|snr|iii|iv)\b|senior\+/.test(t)) return 'senior';
  if (/\b(junior|jr\.?|intern|internship|graduate|grad|entry[- ]level|trainee|apprentice|working student)\b/.test(t))
    return 'entry';
  if (/\b(I|1)$/.test(title.trim())) return 'entry';
  return 'mid';
}

function seniorityReason(profile: MatchProfile, posting: JobPosting): MatchReason {
  const theirs = stepFromTitle(posting.title);
  // Without a resume, the level the typed title names stands for the candidate's ("Backend
  // Engineer" is a mid-level wish; "Senior Backend Engineer" a senior one).
  if (profile.yearsOfExperience == null) {
    if (profile.levels && profile.levels.length > 0) {
      const asked = profile.levels;
      const gap = Math.min(...asked.map((step) => Math.abs(STEPS.indexOf(step) - STEPS.indexOf(theirs))));
      if (gap === 0) return reason('seniority', 1, `${articled(theirs)}-level role, as the level you asked for`);
      return reason(
        'seniority',
        gap === 1 ? 0.5 : 0,
        `${articled(theirs)}-level role; you asked for ${asked.join(' to ')} level`,
      );
    }
    if (!profile.jobTitle.trim())
      return reason('seniority', 0.5, `${articled(theirs)}-level role; your experience is unknown (add a resume)`);
    const typed = stepFromTitle(profile.jobTitle);
    const gap = Math.abs(STEPS.indexOf(typed) - STEPS.indexOf(theirs));
    if (gap === 0) return reason('seniority', 1, `${articled(theirs)}-level role, as the title you typed`);
    return reason(
      'seniority',
      gap === 1 ? 0.5 : 0,
      `${articled(theirs)}-level role; the title you typed is ${typed}-level`,
    );
  }
  const mine = stepFromYears(profile.yearsOfExperience);
  const gap = Math.abs(STEPS.indexOf(mine) - STEPS.indexOf(theirs));
  const years = `${profile.yearsOfExperience} year${profile.yearsOfExperience === 1 ? '' : 's'}`;
  if (gap === 0) return reason('seniority', 1, `${articled(theirs)}-level role fits your ${years} of experience`);
  return reason(
    'seniority',
    gap === 1 ? 0.5 : 0,
    `${articled(theirs)}-level role; your ${years} suggest ${mine} level`,
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since the posting was published at `now`; null without both dates. */
export function postingAgeDays(posting: Pick<JobPosting, 'postedAt'>, now: Date | undefined): number | null {
  if (!now || !posting.postedAt) return null;
  const posted = Date.parse(posting.postedAt);
  if (Number.isNaN(posted)) return null;
  return Math.max(0, (now.getTime() - posted) / DAY_MS);
}

function recencyReason(posting: JobPosting, now: Date | undefined): MatchReason {
  if (posting.closedAt) return reason('recency', 0, 'Closed by its board');
  const age = postingAgeDays(posting, now);
  if (age == null) return reason('recency', 0.5, 'No publication date to judge its age');
  const days = Math.floor(age);
  const when = days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`;
  if (age > STALE_POSTING_DAYS) return reason('recency', 0, `Posted ${when}: probably filled`);
  return reason('recency', age <= 30 ? 1 : 0.8, `Posted ${when}`);
}

type SalaryFields = Pick<JobPosting, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>;

/**
 * The salary a posting really states, or null: none given, a range starting at 0 ("$0 - $750K"),
 * or one whose top is more than MAX_SALARY_SPREAD times its bottom ("$1 - $500,000") says nothing
 * about the pay, so it is neither shown nor scored (decision 038).
 */
export function statedSalary(posting: SalaryFields): { min: number | null; max: number | null } | null {
  const min = posting.salaryMin != null && posting.salaryMin > 0 ? posting.salaryMin : null;
  const max = posting.salaryMax != null && posting.salaryMax > 0 ? posting.salaryMax : null;
  if (min == null && max == null) return null;
  if (posting.salaryMin === 0) return null;
  if (min != null && max != null && max > min * MAX_SALARY_SPREAD) return null;
  return { min, max };
}

/**
 * "USD 120,000 - 150,000 a year", "EUR 60,000+ a year", "up to USD 90,000 a year", or '' when the
 * posting states no salary worth the name (`statedSalary`).
 */
export function formatSalaryRange(posting: SalaryFields): string {
  const stated = statedSalary(posting);
  if (!stated) return '';
  const { min, max } = stated;
  const n = (v: number) => v.toLocaleString('en-US');
  const currency = posting.salaryCurrency ? `${posting.salaryCurrency} ` : '';
  if (min != null && max != null && min !== max) return `${currency}${n(min)} - ${n(max)} a year`;
  if (min != null && max == null) return `${currency}${n(min)}+ a year`;
  if (min == null && max != null) return `up to ${currency}${n(max)} a year`;
  return `${currency}${n((max ?? min) as number)} a year`;
}
