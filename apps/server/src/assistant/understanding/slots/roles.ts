import { cleanJobTitle, endsJobTitles, isListedOccupationWord, resolveOccupation } from '@careerloom/career-engine';
import { placeMarket } from '../../../jobs/postings/place-market';
import { escapeRegExp } from '../../../lib/escape-regexp';
import { LETTER_WORDS, NOTE_WORDS } from '../draft-words';
import { COMPANY } from './employers';
import { PLACE, placeNamed } from './places';
import { NOT_IN_TITLE } from './title-words';

/**
 * The job a message names: the role asked about or drafted for, by where titles sit in a request
 * and by the occupation index; the field of work ("warehouse jobs"); the worker of a field
 * ("teaching jobs" -> teacher).
 */

/** How surely a role slot must name an occupation ("background check show" resolves at 0.27). */
const MIN_ROLE_SCORE = 0.4;

const ROLE =
  /\b(?:for|as|of|an?)\s+(?:an?\s+|the\s+)?((?:[a-z][\w/+#-]*\s+){0,3}[a-z][\w/+#-]*?)(?=\s+(?:role|job|position|opening)s?\b|\s+(?:in|at|near|with|based)\b|\s*[,.?!]|\s*$)/i;
const ROLE_STOP = /^(it|this|that|me|my|them|job|role|position|more|less|salary|pay|raise|offer|work|jobs|roles)$/i;

/**
 * Where a job title ends in a request, best first: before the word naming it a job ("a sous chef
 * role"), before the pay asked about ("what do line cooks make", "accountant salary"), before the
 * employer or the place ("sous chef at Nobu"), or at the end of a clause ("first line for a cover
 * letter, sous chef").
 */
const ROLE_ENDS: ReadonlyArray<RegExp> = [
  /^(role|roles|job|jobs|position|positions|opening|openings|vacanc(y|ies)|post|posts|spot|gig|interview|offer)$/,
  /^(salary|salaries|pay|pays|paid|wage|wages|make|makes|earn|earns|rate|rates|get|gets)$/,
  /^(at|in|near|around|with|based|for)$/,
];

/** Words before a span that make it the addressee, not the role: "a note to a recruiter". */
const ADDRESSEE = /^(to|dear|hi|hello|thank|thanks)$/;
/** How surely a title found only by its place in the sentence must name an occupation ("hotel" names desk clerks at 0.47). */
const MIN_PLACED_ROLE_SCORE = 0.6;

/** How much surer a title must be with a word than without it for the word to be the title's own. */
const SURER_BY = 0.1;

/**
 * Whether a title's first word makes it surer an occupation than the rest alone: "help" in "help
 * desk tech" (1.0 against 0.46 for "desk tech") and "make" in "make up artist" are the title's,
 * "new" in "new nurse" (0.42 against 1.0) and "for" in "for nurse" are the request's.
 */
function makesTitleSurer(words: readonly string[]): boolean {
  return occupationScore(words.join(' ')) >= occupationScore(words.slice(1).join(' ')) + SURER_BY;
}

/** A span's occupation score, or 0 when it names none. */
function occupationScore(title: string): number {
  return resolveOccupation(cleanJobTitle(title))?.score ?? 0;
}

/**
 * The job title a request names, by where titles sit in a request and by the occupation index: a
 * run of up to four content words that ends where a title ends (`ROLE_ENDS`) and names an
 * occupation. The slot is filled by the index, not by a pattern per phrasing: "line cooks" in "how
 * much do line cooks make in chicago", "sous chef" in "first line for a cover letter, sous chef at
 * Nobu" (never "cover letter"). Undefined when no run names one.
 */
function occupationSpanIn(message: string): string | undefined {
  let best: { role: string; rank: number; words: number } | undefined;
  for (const clause of message.split(/[,.?!;:()"“”]|\s[-–—]\s|\n/)) {
    const words = clause
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/^[^a-z0-9]+|[^a-z0-9+#/-]+$/g, ''))
      .filter(Boolean);
    for (let end = 1; end <= words.length; end++) {
      const next = words[end];
      const ends = next === undefined ? ROLE_ENDS.length : ROLE_ENDS.findIndex((p) => p.test(next));
      // A title ends in a word some title ends in: checked first, as resolving words costs more.
      if (!endsJobTitles(words[end - 1] as string)) continue;
      // Before a place typed with no "in" ("salary phlebotomist california") a title ends as before
      // "in"; before any other word ("as a junior accountant is that good") only a title introduced
      // by "as a", "for a" does, ranked last.
      const beforePlace = ends < 0 && Boolean(placeMarket(words.slice(end, end + 2).join(' ')));
      const tier = ends >= 0 ? ends : beforePlace ? ROLE_ENDS.length - 1 : ROLE_ENDS.length + 1;
      for (let start = end - 1; start >= Math.max(0, end - 4); start--) {
        const word = words[start] as string;
        if (/\d/.test(word)) break;
        // A word no title has in a request is the title's own when it makes the title surer: "help desk tech".
        // Never its last word: "a junior accountant is" ends at "accountant".
        if (NOT_IN_TITLE.has(word) && (start === end - 1 || !makesTitleSurer(words.slice(start, end)))) break;
        if (
          ADDRESSEE.test(words[start - 1] ?? '') ||
          (ADDRESSEE.test(words[start - 2] ?? '') && /^(a|an|the)$/.test(words[start - 1] ?? ''))
        )
          continue;
        const span = words.slice(start, end).join(' ');
        const introduced = /^(for|as|a|an)$/.test(words[start - 1] ?? '');
        // Before a word titles end in ("a high school math teacher") the title goes on.
        if (
          tier > ROLE_ENDS.length &&
          (!introduced || (endsJobTitles(next as string) && !NOT_IN_TITLE.has(next as string)))
        )
          continue;
        const bar = tier === 0 || introduced ? MIN_ROLE_SCORE : MIN_PLACED_ROLE_SCORE;
        if (occupationScore(span) < bar) continue;
        const rank = tier - (introduced ? 0.5 : 0);
        const size = end - start;
        if (!best || rank < best.rank || (rank === best.rank && size > best.words))
          best = { role: span, rank, words: size };
      }
    }
  }
  return best?.role.replace(/(?<=[a-z]{3}[^s])s$/, '');
}

/** The role a request names ("for an account executive job", "a product manager role", "line cooks"). */
export function roleIn(message: string): string | undefined {
  const named = occupationSpanIn(message);
  if (named) return named;
  const place = placeNamed(message);
  const cleaned = message
    .replace(PLACE, ' ')
    .replace(COMPANY, ' ')
    .replace(
      place
        ? new RegExp(`\\b(?:in|near|around)\\s+(?:the\\s+)?${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i')
        : /$^/,
      ' ',
    );
  for (const m of cleaned.matchAll(new RegExp(ROLE.source, 'gi'))) {
    const words = (m[1] ?? '').trim().split(/\s+/);
    while (words.length > 0 && /^(a|an|the|some|good|new|my)$/i.test(words[0] ?? '')) words.shift();
    const role = words.join(' ').toLowerCase();
    // "warehouse job at amazon": the employer after the job is no part of the role.
    const bare = role
      .replace(/\s+(?:role|job|position|opening)s?\s+(?:at|with|for)\s+.*$/, '')
      .replace(/\s+(?:role|job|position|opening)s?$/, '');
    // What is asked for is not the role: "for a cover letter", "for a thank you email".
    if (bare && !ROLE_STOP.test(bare) && !/\d/.test(bare) && !(LETTER_WORDS.test(bare) || NOTE_WORDS.test(bare)))
      return bare.replace(/(?<=[a-z]{3})s$/, '');
  }
  return undefined;
}

/** The words of a draft request that name the draft, not a job ("for my application", "for my resume"). */
const DRAFT_WORDS =
  /^(?:my\s+)?(?:application|applications|resume|cv|letter|e-?mail|message|note|job|role|position|work|interview|interviews)$/i;

/**
 * The worker's title without its "r" when that is the same occupation's plainer title: "nursing"
 * finds "nurser" first (one O*NET title ends in it), which is a nurse as a reply names it.
 */
export function plainerWorker(worker: string | undefined): string | undefined {
  const plain = worker?.replace(/r$/, '');
  if (!worker || !plain || plain === worker || !isListedOccupationWord(plain)) return worker;
  const code = (title: string) => resolveOccupation(cleanJobTitle(title))?.code;
  return code(plain) === code(worker) ? plain : worker;
}

/** The role a draft is for, when the request names an occupation rather than the draft itself. */
export function draftedForRole(message: string): string | undefined {
  const role = occupationRoleIn(message);
  if (!role || DRAFT_WORDS.test(role) || namesAPerson(message, role)) return undefined;
  return asTyped(message, role);
}

/** A role as typed when it holds an acronym, so that it stays one ("ICU nurse", not "Icu Nurse" once title-cased). */
export function asTyped(message: string, role: string): string {
  const at = message.toLowerCase().indexOf(role.toLowerCase());
  const typed = at >= 0 ? message.slice(at, at + role.length) : role;
  return /\b[A-Z]{2,}\b/.test(typed) ? typed : role;
}

/**
 * "my old manager", "reply to this recruiter": a title after "my" or "this" names someone the asker
 * knows, not the role a draft is for, unless a job follows it ("my nurse interview", "the cashier job").
 */
function namesAPerson(message: string, role: string): boolean {
  return new RegExp(
    `\\b(?:my|this|that|the|our|your)\\s+(?:old|former|previous|ex|current|new|last)?[\\s-]*${escapeRegExp(role)}\\b(?!\\s+(?:job|role|position|interview|application|offer|shift|work)\\b)`,
    'i',
  ).test(message);
}

/**
 * The role a request names, only when its words name an occupation: "unpaid leave" or "background
 * check show" are not roles to look pay or postings up for.
 */
export function occupationRoleIn(message: string): string | undefined {
  const role = roleIn(message);
  return role && namesOccupation(role) ? role : workerOfFieldIn(message);
}

/** The one or two words before "jobs" ("warehouse jobs", "accounting roles"), when they are not function words. */
export function fieldWordsIn(message: string): string | undefined {
  const m = /\b([a-z][a-z-]+(?:\s+[a-z][a-z-]+)?)\s+(?:jobs|roles|positions|openings|vacancies|work)\b/i.exec(message);
  const words = (m?.[1] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  while (words.length > 0 && (NOT_IN_TITLE.has(words[0] as string) || FIELD_NOT.has(words[0] as string))) words.shift();
  return words.length > 0 && !words.some((w) => FIELD_NOT.has(w) || NOT_IN_TITLE.has(w)) ? words.join(' ') : undefined;
}

/** Words before "jobs" that name no field: "remote jobs", "any jobs", "find me jobs", "good jobs". */
const FIELD_NOT = new Set(
  'remote any some find show give get me good best new local more other entry level part full time paying high well'.split(
    ' ',
  ),
);

/** A field of work named by its activity before the jobs or pay asked about: "teaching jobs", "welding pay". */
// Not after a hyphen: "re-entering job market" names no field of entering.
const FIELD_OF_WORK =
  /(?<![\w-])([a-z]{3,}?)(?:ing)\s+(?:jobs?|roles?|positions?|work|gigs?|salary|salaries|pay|wages?)\b/i;

/**
 * The worker of a field named by its activity ("teaching jobs" -> teacher, "nursing pay" ->
 * nurse, "welding jobs" -> welder), when the occupation index knows the worker's title: the
 * activity alone names no occupation, and a search without it listed every job in the place.
 */
export function workerOfFieldIn(message: string): string | undefined {
  const stem = FIELD_OF_WORK.exec(message)?.[1]?.toLowerCase();
  if (!stem) return undefined;
  // Only a word O*NET titles end in is a worker's title ("accounter" resolves fuzzily, and is none).
  return [`${stem}er`, `${stem}e`, `${stem}r`, stem].find((title) => endsJobTitles(title) && namesOccupation(title));
}

/** The work said as what the person would do: "to teach english", "to drive trucks", "tutoring maths". */
const WORK_DONE =
  /\b(?:to|for|about)\s+(teach|tutor|coach|drive|clean|cook|paint|train)(?:ing)?\s+(?:the\s+)?([a-z]{3,})\b/i;
/** The worker of each verb of WORK_DONE. */
const WORKER_OF: Readonly<Record<string, string>> = {
  teach: 'teacher',
  tutor: 'tutor',
  coach: 'coach',
  drive: 'driver',
  clean: 'cleaner',
  cook: 'cook',
  paint: 'painter',
  train: 'trainer',
};

/**
 * The job of the work a request says the person would do: "my application to teach english" ->
 * English teacher, "to drive trucks" -> truck driver; the worker alone when the pair names no
 * occupation. Undefined when the words name no work.
 */
export function workerOfWorkDoneIn(message: string): string | undefined {
  const m = WORK_DONE.exec(message);
  const worker = m?.[1] ? WORKER_OF[m[1].toLowerCase()] : undefined;
  if (!m?.[2] || !worker) return undefined;
  const what = m[2].toLowerCase().replace(/(?<=[a-z]{3})s$/, '');
  const paired = `${what} ${worker}`;
  if (NOT_IN_TITLE.has(what) || !namesOccupation(paired)) return namesOccupation(worker) ? worker : undefined;
  // A language or a subject is written with its capital: "English teacher".
  return /^(?:english|french|spanish|german|italian|chinese|japanese|arabic|hindi|latin)$/.test(what)
    ? `${what.charAt(0).toUpperCase()}${what.slice(1)} ${worker}`
    : paired;
}

/** Whether words read as a job title name an occupation surely enough to look postings or pay up for. */
export function namesOccupation(title: string): boolean {
  return (resolveOccupation(cleanJobTitle(title))?.score ?? 0) >= MIN_ROLE_SCORE;
}

/** The short forms people type for a title's last word, written out ("help desk tech"). */
const SHORT_HEADS: Readonly<Record<string, string>> = {
  tech: 'technician',
  techs: 'technician',
  rep: 'representative',
  reps: 'representative',
  asst: 'assistant',
  mgr: 'manager',
  coord: 'coordinator',
};

/**
 * A title as postings write it, its short last word written out when that names the same
 * occupation: "help desk tech" -> "help desk technician", "customer service rep" -> "customer
 * service representative". A search finds postings by their words, and "tech" is not "technician";
 * "tech lead" and a lone "tech" stay as typed.
 */
export function titleWrittenOut(title: string): string {
  const words = title.trim().split(/\s+/);
  const full = SHORT_HEADS[(words.at(-1) ?? '').toLowerCase()];
  if (!full || words.length < 2) return title;
  const written = [...words.slice(0, -1), full].join(' ');
  const code = (t: string) => resolveOccupation(cleanJobTitle(t))?.code;
  return code(written) === code(title) ? written : title;
}
