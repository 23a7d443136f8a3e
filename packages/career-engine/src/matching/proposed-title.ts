import type { ResumeProfile } from '@careerloom/contract';
import { cleanJobTitle } from '../occupations/clean-job-title';
import {
  listedOccupations,
  type OccupationMatch,
  occupationTitle,
  resolveOccupation,
  titleHeadCount,
} from '../occupations/resolve-occupation';
import { readsAsJobTitle } from '../occupations/title-line';
import { normaliseWord, STOP_WORDS, titleWords } from '../occupations/title-words';
import { type InferenceEvidence, inferredJobTitle } from './inferred-title';

/** What a person's own title can come from. */
export type ProposedTitleInput = {
  /** The title the person typed on their profile. */
  headline?: string;
  /**
   * The newest resume's parsed profile. Its education, summary and skills are read only when it
   * states no title, to infer the occupation it points to.
   */
  resume?:
    | (Pick<ResumeProfile, 'contact' | 'experience'> & Partial<Pick<ResumeProfile, 'education' | 'summary' | 'skills'>>)
    | null;
};

export type ProposedTitle = {
  /** Cleaned, but in the person's words ("Senior Staff Accountant", not "Accountants and Auditors"). */
  title: string;
  /**
   * Where it came from: the person's own words ('profile', 'resume-headline', 'resume-role'), or
   * 'resume-inferred' when the resume states no title and the occupation is inferred from what it
   * says of the person (degree, objective, skills): a guess the page must say is one.
   */
  source: 'profile' | 'resume-headline' | 'resume-role' | 'resume-inferred';
  /** The standard occupation behind it, which matching uses; null when none is recognised. */
  occupation: OccupationMatch | null;
  /** For 'resume-inferred' only: the kinds of evidence behind the guess, strongest first. */
  evidence?: InferenceEvidence[];
};

/**
 * A headline segment counts as a title only when it reads as one: a few words that name an
 * occupation. "Results-driven professional with ten years in retail" is a summary, not a title.
 */
const MAX_TITLE_WORDS = 7;
/** How sure the resolver must be that a resume's line names an occupation (its score, 0 to 1). */
const MIN_HEADLINE_SCORE = 0.5;
/** A role's title was placed there by the parser's reading of an entry, so less is asked of it. */
const MIN_ROLE_SCORE = 0.45;

/**
 * A school's name is not its student's title ("Integrated Institute of Management & Technology",
 * "Central High School"); a title that works at one keeps its role noun last ("School Principal").
 */
const INSTITUTION =
  /\b(?:institute|institution|college|university|school|academy|vidyalaya|polytechnic)(?:\s+of\b|\s*$)/i;

const SEGMENT_SPLIT = /\s*(?:[|•·▪●◦]|\s[-–—]\s)\s*/u;
/** Inside a segment, the parts of "Intern, Claim Representative" or "Production Supervisor / Value Stream Leader". */
const PART_SPLIT = /\s*(?:,|\/)\s*|\s+(?:promoted\s+to|and|&)\s+/i;

/**
 * A headline the resolver is less sure of still stands when it ends in a role noun many O*NET
 * titles end in ("BPO Team Leader", "Admissions Executive"): the person wrote their title there,
 * and its words are what they would search for. Not a word that describes anyone ("Professional").
 */
const ROLE_NOUN_HEADLINE_SCORE = 0.3;
const ROLE_NOUN_HEAD_COUNT = 20;
const NOT_A_ROLE = new Set(['professional', 'individual', 'person', 'candidate', 'graduate', 'student', 'fresher']);
/**
 * A part of a list of titles that names only a stage ("Intern, Claim Representative, Human
 * Resources Generalist"): O*NET lists "Intern" alone under physicians, so it stood for a doctor.
 * Alone in its segment it stays the person's title.
 */
const STAGE_ONLY = /^(?:intern|trainee|apprentice)$/i;

const wordsOf = (title: string) =>
  title
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
const isRoleNoun = (word: string) => !NOT_A_ROLE.has(word) && titleHeadCount(word) >= ROLE_NOUN_HEAD_COUNT;

function endsInRoleNoun(title: string): boolean {
  return isRoleNoun(wordsOf(title).at(-1) ?? '');
}

function namesRole(title: string): boolean {
  return wordsOf(title).some(isRoleNoun);
}

/**
 * What the resume says besides its titles (skills, summary, duties, degrees), which picks the
 * occupation of a title O*NET lists under several (see resolveOccupation's context).
 */
function contextOf(resume: NonNullable<ProposedTitleInput['resume']>): string {
  return [
    ...(resume.skills ?? []),
    resume.summary ?? '',
    ...resume.experience.flatMap((e) => [e.description ?? '', ...e.bullets]),
    ...(resume.education ?? []).flatMap((e) => [e.degree ?? '', e.field ?? '']),
  ].join('\n');
}

function asTitle(
  raw: string,
  minScore: number,
  roleNounScore = minScore,
  context?: string,
): { title: string; occupation: OccupationMatch | null } | null {
  for (const segment of raw.split(SEGMENT_SPLIT)) {
    // "Payroll Clerk / Office Runner" is two titles: the first that names an occupation; commas
    // more often qualify one title ("Manager, Advisory, Performance Improvement"), so whole first;
    // so too a slash without spaces ("HR Manager/Generalist"), whose parts are tried when the whole
    // names no occupation ("Business Development Specialist/AE"); and a spaced slash one of whose
    // parts names no role while the whole ends in one joins two qualifiers of one title
    // ("Media / Advertising Coordinator")
    const parts = segment.split(PART_SPLIT);
    const spaced = /\s\/|\/\s/.test(segment) || /\spromoted\s+to\s/i.test(segment);
    const oneTitle = endsInRoleNoun(segment) && !parts.every(endsInRoleNoun);
    const joined = /\s(?:and|&)\s/i.test(segment);
    const candidates = parts.length === 1 ? [segment] : spaced && !oneTitle ? [...parts, segment] : [segment, ...parts];
    for (const part of candidates) {
      // a part split off by "and" stands alone only when a word of it is a role noun ("Java
      // Developer and AutomationTesting"), not "Commerce" of "Arts, Commerce & Science" nor
      // "Technology" of a school's "Institute of Management and Technology"
      if (part !== segment && joined && (!namesRole(part) || INSTITUTION.test(segment))) continue;
      if (part !== segment && STAGE_ONLY.test(part.trim())) continue;
      const title = cleanJobTitle(part);
      const words = title.split(/\s+/).filter(Boolean);
      if (words.length === 0 || words.length > MAX_TITLE_WORDS) continue;
      if (/[@:;!?]|\d{3}|https?:|www\./i.test(title) || INSTITUTION.test(title)) continue;
      const occupation = resolveOccupation(title);
      if (
        occupation &&
        (occupation.score >= minScore ||
          readsAsJobTitle(title) ||
          (occupation.score >= roleNounScore && endsInRoleNoun(title)))
      )
        return { title, occupation: (context && resolveOccupation(title, context)) || occupation };
    }
  }
  return null;
}

/**
 * A title O*NET lists under several occupations is the one another title of the person's shares
 * with it alone: a resume headed "Testing Engineer" (listed under electrical, materials and other
 * engineers; as "Test Engineer" under electronics and aerospace engineers, software testers...)
 * whose role is "Electronics Engineer" (electronics or computer hardware engineers) is an
 * electronics engineer, whatever the duties' words lean to. The person's own titles say more than
 * the context's bag of words, which a short resume's quality and production words tilted. A title
 * that shares several listings, or one by a rank ("Student Teacher", listed for elementary school
 * teachers only), says nothing of which: its own words must name the occupation as O*NET does.
 */
function listingNamedByOtherTitles(
  title: string,
  occupation: OccupationMatch | null,
  others: readonly string[],
): OccupationMatch | null {
  if (!occupation) return occupation;
  const listed = listedOccupations(title);
  if (listed.length < 2) return occupation;
  const own = new Set(titleWords(title).flatMap(normaliseWord));
  for (const other of others) {
    const shared = listedOccupations(cleanJobTitle(other)).filter((code) => listed.includes(code));
    const code = shared.length === 1 ? shared[0] : undefined;
    const named = code === undefined ? undefined : occupationTitle(code);
    if (code === undefined || named === undefined) continue;
    // the other title's own words must name the occupation as O*NET does ("Electronics" of
    // Electronics Engineers); a rank ("Student Teacher", "Assistant Cook") names none
    const name = new Set(titleWords(named).flatMap(normaliseWord));
    const added = titleWords(other)
      .filter((w) => !STOP_WORDS.has(w))
      .flatMap(normaliseWord)
      .filter((w) => !own.has(w));
    if (!added.some((w) => name.has(w))) continue;
    if (code === occupation.code) return occupation;
    return { ...occupation, code, title: named, majorGroup: code.slice(0, 2) };
  }
  return occupation;
}

/** Sort key of an entry's end: present first, then the latest end, then the latest start. */
function recency(entry: ResumeProfile['experience'][number]): string {
  if (entry.endDate === 'present') return '9999';
  return entry.endDate ?? entry.startDate ?? '';
}

/**
 * The person's own title (rulings, "The default job title"; decision 032): the profile's title as
 * typed (cleaned), else the newest resume's headline when it names an occupation, else the title
 * of the most recent role (present first, then by end date; the resume's order breaks ties, since
 * resumes list the newest first). Without any of these, the occupation the resume points to
 * (inferredJobTitle: its degree, objective and skills), marked 'resume-inferred'. Null when
 * nothing gives a title: only then may a caller fall back to guessing from keywords.
 */
export function proposedJobTitle(input: ProposedTitleInput): ProposedTitle | null {
  const typed = cleanJobTitle(input.headline ?? '');
  if (typed) return { title: typed, source: 'profile', occupation: resolveOccupation(typed) };
  const resume = input.resume;
  if (!resume) return null;
  const context = contextOf(resume);
  const roles = resume.experience
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.title)
    .sort((a, b) => recency(b.entry).localeCompare(recency(a.entry)) || a.index - b.index);
  const roleTitles = roles.map(({ entry }) => entry.title ?? '');
  const headline = resume.contact.headline
    ? asTitle(resume.contact.headline, MIN_HEADLINE_SCORE, ROLE_NOUN_HEADLINE_SCORE, context)
    : null;
  if (headline)
    return {
      ...headline,
      occupation: listingNamedByOtherTitles(headline.title, headline.occupation, roleTitles),
      source: 'resume-headline',
    };
  for (const [i, { entry }] of roles.entries()) {
    const role = asTitle(entry.title ?? '', MIN_ROLE_SCORE, MIN_ROLE_SCORE, context);
    if (role)
      return {
        ...role,
        occupation: listingNamedByOtherTitles(
          role.title,
          role.occupation,
          roleTitles.filter((_, k) => k !== i),
        ),
        source: 'resume-role',
      };
  }
  const inferred = inferredJobTitle(resume);
  if (!inferred) return null;
  const { title, occupation, evidence } = inferred;
  return { title, source: 'resume-inferred', occupation, evidence };
}
