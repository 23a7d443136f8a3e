import {
  JOB_SEARCH_LEVELS,
  type JobPosting,
  MATCH_SCORE_THRESHOLD,
  type MatchFactor,
  type MatchReason,
  SENIORITY_STEPS,
  type SeniorityStep,
} from '@careerloom/contract';
import type { CandidateLevel } from '../interview/types';
import { compareTitles, type TitleMatch } from './title-match';
import { placeFit } from './where';

/**
 * The weights of the match score; they add up to 100 (decision 016). The title weighs most
 * because what the user types must win: an exact title with no shared skill still outranks a
 * merely related title with every skill. Skills refine; place, level, pay and age adjust.
 */
export const MATCH_WEIGHTS: Record<MatchFactor, number> = {
  title: 40,
  skills: 20,
  location: 20,
  seniority: 10,
  salary: 5,
  recency: 5,
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
};

/** When the score is computed: recency is measured against `now` (no points for age without it). */
export type MatchOptions = { now?: Date | undefined };

export type MatchResult = {
  score: number;
  reasons: MatchReason[];
  /** How the posting's title relates to the typed one (exact, near-exact, broader, related, other). */
  titleMatch: TitleMatch;
};

/**
 * Scores one posting for a profile, 0 to 100, as the sum of six factors each explained in
 * `reasons` (decision 016). Deterministic: the same inputs (and `now`) always give the same score.
 * - title (40): exact title (level words aside) 40; every typed word present 34 less 2 per extra
 *   word (at least 28); a broader title of the same job ("Software Engineer" for "Backend
 *   Engineer") 28; a related title (same role word or family) at most 20; otherwise 0.
 * - skills (20): the candidate's skills the posting names, against the smaller of the two lists
 *   (at most 8), so a posting listing 40 skills does not dilute a real overlap; at half for a
 *   related or other title, so skills never lift a different job above the typed title.
 * - location (20): the wanted place, or a remote posting when remote is wanted; remote open to
 *   the candidate's country 16; elsewhere in the same country (a move) 7; else 0.
 * - seniority (10): the candidate's level by years (or, without a resume, the typed title's level)
 *   against the level the posting's title implies: 10 the same, 5 one step apart, else 0.
 * - salary (5): no floor or the range reaches it; half when the posting states none.
 * - recency (5): posted within 30 days 5, 90 days 4, 180 days 2, a year 1, older 0.
 * A posting is a match when its score is at least MATCH_SCORE_THRESHOLD.
 */
export function scoreMatch(profile: MatchProfile, posting: JobPosting, options: MatchOptions = {}): MatchResult {
  const title = compareTitles(profile.jobTitle, posting.title);
  const reasons = [
    titleReason(profile, title),
    skillsReason(profile, posting, title.kind),
    locationReason(profile, posting),
    seniorityReason(profile, posting),
    salaryReason(profile, posting),
    recencyReason(posting, options.now),
  ];
  const score = Math.max(
    0,
    Math.min(
      100,
      reasons.reduce((sum, r) => sum + r.points, 0),
    ),
  );
  return { score, reasons, titleMatch: title.kind };
}

/** True when a score means "matching": at or above the stated threshold. */
export const isMatch = (score: number) => score >= MATCH_SCORE_THRESHOLD;

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

/** Skills compared at most: past this, one more shared skill says little more about fit. */
const SKILLS_COMPARED = 8;

/**
 * Skills refine, never override: for a posting whose title is only related to (or other than) the
 * typed one, shared skills count at this share, so they cannot lift it above an exact or
 * near-exact title (decision 016).
 */
const OFF_TITLE_SKILLS_SHARE = 0.5;

function skillsReason(profile: MatchProfile, posting: JobPosting, titleKind: TitleMatch): MatchReason {
  if (posting.skills.length === 0) return reason('skills', 0, 'The posting names no skills we recognise');
  if (profile.skills.length === 0)
    return reason('skills', 0, 'Add skills to your profile or resume to compare them with postings');
  const mine = new Set(profile.skills.map((s) => s.toLowerCase()));
  const shared = posting.skills.filter((s) => mine.has(s.toLowerCase()));
  const detail =
    shared.length === 0
      ? `None of your skills among the ${posting.skills.length} it names`
      : `It names ${shared.length} of your skills: ${shared.slice(0, 6).join(', ')}`;
  const compared = Math.min(SKILLS_COMPARED, mine.size, posting.skills.length);
  const offTitle = shared.length > 0 && (titleKind === 'related' || titleKind === 'other');
  return reason(
    'skills',
    (shared.length / compared) * (offTitle ? OFF_TITLE_SKILLS_SHARE : 1),
    offTitle ? `${detail} (counted at half: another job than the title you typed)` : detail,
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
  const top = posting.salaryMax ?? posting.salaryMin;
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
    if (!profile.jobTitle.trim())
      return reason('seniority', 0.5, `A ${theirs}-level role; your experience is unknown (add a resume)`);
    const typed = stepFromTitle(profile.jobTitle);
    const gap = Math.abs(STEPS.indexOf(typed) - STEPS.indexOf(theirs));
    if (gap === 0) return reason('seniority', 1, `A ${theirs}-level role, as the title you typed`);
    return reason('seniority', gap === 1 ? 0.5 : 0, `A ${theirs}-level role; the title you typed is ${typed}-level`);
  }
  const mine = stepFromYears(profile.yearsOfExperience);
  const gap = Math.abs(STEPS.indexOf(mine) - STEPS.indexOf(theirs));
  const years = `${profile.yearsOfExperience} year${profile.yearsOfExperience === 1 ? '' : 's'}`;
  if (gap === 0) return reason('seniority', 1, `A ${theirs}-level role fits your ${years} of experience`);
  return reason('seniority', gap === 1 ? 0.5 : 0, `A ${theirs}-level role; your ${years} suggest ${mine} level`);
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
  const age = postingAgeDays(posting, now);
  if (age == null) return reason('recency', 0, 'No publication date to judge its age');
  const days = Math.floor(age);
  const when = days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`;
  const share = age <= 30 ? 1 : age <= 90 ? 0.8 : age <= 180 ? 0.4 : age <= 365 ? 0.2 : 0;
  return reason('recency', share, share === 0 ? `Posted ${when}: probably filled` : `Posted ${when}`);
}

/** "USD 120,000 - 150,000 a year", "EUR 60,000+ a year", or '' when the posting states none. */
export function formatSalaryRange(posting: Pick<JobPosting, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>): string {
  const { salaryMin: min, salaryMax: max } = posting;
  if (min == null && max == null) return '';
  const n = (v: number) => v.toLocaleString('en-US');
  const currency = posting.salaryCurrency ? `${posting.salaryCurrency} ` : '';
  if (min != null && max != null && min !== max) return `${currency}${n(min)} - ${n(max)} a year`;
  if (min != null && max == null) return `${currency}${n(min)}+ a year`;
  return `${currency}${n((max ?? min) as number)} a year`;
}
