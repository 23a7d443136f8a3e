import { isListedOccupationWord } from '@careerloom/career-engine';
import { placeMarket } from '../../../jobs/postings/place-market';
import { escapeRegExp } from '../../../lib/escape-regexp';
import { placeIn } from '../../embedded/tool-requests';
import { capitalisedName } from './capitalised-name';
import { namesOccupation, workerOfFieldIn } from './roles';
import { NOT_IN_TITLE } from './title-words';

/**
 * The employer a message names: capitalised after "at", "with" or "for" ("at Airbnb"), typed in
 * lower case ("at kaiser"), asked about ("is walmart hiring"), or typed before the title ("walmart
 * cashier"). Never a place or an everyday phrase ("at home", "at work").
 */

/**
 * A capitalised name: up to four capitalised words, joined by "of", "&" or "de" as names are ("Bank
 * of America", "NSW Department of Education"), "The" only before another capitalised word ("The
 * Ivy"), and a kind of workplace typed in lower case after it ("Mercy hospital").
 */
const CAPITALISED_NAME = String.raw`((?:The\s+(?=[A-Z]))?(?:[A-Z][\w&.'-]*|[A-Z]{2,})(?:\s+(?:(?:of|&|de)\s+)?[A-Z][\w&.'-]*){0,3}(?:\s+(?:hospital|clinic|school|college|hotel|bank|foods|group|health)\b)?)`;
/** A capitalised name after "at", "with", "for", "to" or "offer from". */
export const COMPANY = new RegExp(String.raw`\b(?:at|with|for|to|offer from)\s+${CAPITALISED_NAME}`);
const NOT_COMPANY = /^(I|A|An|The|My|Me|It|This|That|Remote|Work|Senior|Junior|Lead|Staff)$/;

/**
 * The first capitalised name after `lead` that is no pronoun and no occupation ("for RN at Mercy
 * hospital" is Mercy Hospital's offer, not RN's), written as names are ("Mercy Hospital").
 */
function capitalisedEmployerIn(message: string, lead: string): string | undefined {
  for (const m of message.matchAll(new RegExp(String.raw`\b${lead}\s+${CAPITALISED_NAME}`, 'g'))) {
    const name = m[1]?.trim() ?? '';
    const words = name.split(' ');
    if (NOT_COMPANY.test(words[0] === 'The' ? (words[1] ?? 'The') : (words[0] ?? ''))) continue;
    if (/^[A-Z]{2,5}$/.test(name) && namesOccupation(name.toLowerCase())) continue;
    return name.replace(/\s([a-z])([a-z]+)$/, (_all, first: string, rest: string) => ` ${first.toUpperCase()}${rest}`);
  }
  return undefined;
}

/** The company a request names ("at Airbnb", "for Affirm"). */
export function companyIn(message: string): string | undefined {
  return capitalisedEmployerIn(message, '(?:at|with|for|to|offer from)');
}

/** The employer a draft names, capitalised ("at Airbnb", "for Affirm") or in lower case ("at kaiser"). */
export function employerNamedIn(message: string): string | undefined {
  return (
    companyIn(message) ??
    lowerCaseEmployerIn(message) ??
    lowerCaseEmployerIn(message, FROM_OR_WITH) ??
    employerOfferingIn(message)
  );
}

/** Words before "offer" that say which offer, not whose: "the verbal offer", "a better offer". */
const KIND_OF_OFFER = new Set(
  'verbal written final counter better new first second third other official formal initial revised higher lower good bad great amazing this that their his her job work'.split(
    ' ',
  ),
);

/**
 * The employer whose offer a message answers, named before it: "declining walgreens offer",
 * "accept target's offer", "turn down the kaiser offer". Not a kind of offer ("the verbal offer").
 */
function employerOfferingIn(message: string): string | undefined {
  const said =
    /\b(?:declin\w*|accept\w*|turn(?:ing)?\s+down|reject\w*|answer\w*|respond\w*\s+to|about)\s+(?:the\s+|my\s+|their\s+|an?\s+)?([a-z][\w&.-]*(?:\s+[a-z][\w&.-]*)?)(?:['’]s?)?\s+(?:job\s+)?offer\b/i.exec(
      message,
    )?.[1];
  if (!said || said.split(/\s+/).some((w) => KIND_OF_OFFER.has(w.toLowerCase()))) return undefined;
  return employerWords(said);
}

/** Words after "at" that are not an employer: "at work", "at home", "at least", "at a hospital". */
const NOT_EMPLOYER = new Set(
  'a an the my our your their this that it them him her us you work home least all night nights first last once the moment school uni college'.split(
    ' ',
  ),
);

/** What comes before an employer's name: "at", or "from" or "with" after an offer, a job or an interview. */
const AT = String.raw`\bat`;
const FROM_OR_WITH = String.raw`\b(?:offers?|job|position|role|interview|internship)\s+(?:from|with)`;

/**
 * The employer a draft names in lower case ("for a nurse job at kaiser", "declining the offer from
 * walgreens", "my interview with target"): the one or two words after `lead` ("at", unless told
 * otherwise) that end the clause or come before "for", "about" or "as", unless they are a place or
 * an everyday phrase ("at work"). Written as the name is usually written, capitalised.
 */
function lowerCaseEmployerIn(message: string, lead = AT): string | undefined {
  const m = new RegExp(
    String.raw`${lead}\s+([a-z][\w&'-]*(?:\s+(?!at\b)[a-z][\w&'-]*){0,2}?)\s*(?=[,.?!;]|$|\s+(?:for|about|as|re|in|near|yesterday|today|tomorrow|this|last|next|on)\b)`,
  ).exec(message);
  // "jobs at brightmart dallas": a place typed after the name is where, not part of the name.
  const words = m?.[1]?.split(' ') ?? [];
  for (const size of [2, 1]) {
    if (words.length > size && placeIn(`in ${words.slice(-size).join(' ')}`)) words.splice(-size);
  }
  const name = words.length ? words.join(' ') : undefined;
  const first = name?.split(' ')[0] as string;
  // "at home" is a place to be; "at home depot" an employer.
  // "stay at home mom", "work at home" are no employer either.
  const atHome = first === 'home' && /\b(?:stay|stays|staying|work|works|working|be)\s+at\s+home\b/i.test(message);
  const everyday = (NOT_EMPLOYER.has(first) && !(first === 'home' && name?.includes(' '))) || atHome;
  if (!name || everyday || placeIn(`in ${name}`)) return undefined;
  return capitalisedName(name);
}

/**
 * The employer a job search names after "at" ("nursing jobs at Kaiser", "roles at airbnb"), unless
 * it is a place or an everyday phrase ("at home", "at a hospital").
 */
export function employerAtIn(message: string): string | undefined {
  const name = capitalisedEmployerIn(message, 'at') ?? lowerCaseEmployerIn(message);
  // A capitalised place ("at London") is a place: the gazetteer knows it. (A lower-case name was
  // checked against it by lowerCaseEmployerIn.)
  if (!name || placeMarket(name)) return undefined;
  return name;
}

/** "is walmart hiring in dallas", "Is Kaiser still hiring?": the employer asked about, not a pronoun or a kind of employer. */
const EMPLOYER_HIRING =
  /\b(?:is|are)\s+([a-z][\w&'.-]*(?:\s+[a-z][\w&'.-]*){0,2}?)\s+(?:still\s+|currently\s+|even\s+|really\s+)?hiring\b/i;
const NOT_AN_EMPLOYER =
  /^(?:anyone|anybody|someone|they|it|he|she|who|there|any|some|many|most|all|the|a|an|my|our|your|this|that|companies|employers|people|places|stores|hospitals|restaurants|schools|you|we)\b/i;

/** The employer a question asks is hiring ("is walmart hiring in dallas" -> Walmart). */
export function employerHiringIn(message: string): string | undefined {
  const name = EMPLOYER_HIRING.exec(message)?.[1]?.trim();
  if (!name || NOT_AN_EMPLOYER.test(name) || placeMarket(name)) return undefined;
  return /^[a-z]/.test(name) ? capitalisedName(name) : name;
}

/**
 * The employer typed before the title, as people shorten it: "cover letter for walmart cashier",
 * "interview at cvs pharmacy tech". One word right before the title, after "for", "at" or "with",
 * that is no word of O*NET's titles, no function word and no place: "for retail cashier" and "for
 * night cashier" name no employer.
 */
export function employerBeforeTitle(message: string, role: string): string | undefined {
  const m = new RegExp(`\\b(?:for|at|with)\\s+([a-z][\\w&'-]{2,})\\s+${escapeRegExp(role)}\\b`, 'i').exec(message);
  const word = m?.[1];
  if (!word || isListedOccupationWord(word.toLowerCase()) || NOT_IN_TITLE.has(word.toLowerCase())) return undefined;
  if (NOT_EMPLOYER.has(word.toLowerCase()) || placeMarket(word)) return undefined;
  // A name of three letters typed in lower case is mostly initials: "cvs", "ups", "kfc".
  if (/^[a-z]{3}$/.test(word)) return word.toUpperCase();
  return /^[a-z]/.test(word) ? capitalisedName(word) : word;
}

/**
 * Words that say which interview it is, not whose: "phone interview", "my second interview", "a
 * group interview", "mock interview questions".
 */
const KIND_OF_INTERVIEW = new Set(
  (
    'phone video zoom teams virtual online in-person person group panel first second third final next upcoming ' +
    'mock practice common typical usual behavioral behavioural technical case stay exit informational hiring job ' +
    'big real actual tough hard easy good best top round onsite on-site internal external competency ' +
    'competency-based situational structured stress skills aptitude psychometric assessment culture fit values ' +
    'recorded one-way hirevue promotion admissions admission residency fellowship scholarship program programme ' +
    'graduate grad apprenticeship internship placement faang tech'
  ).split(' '),
);

/** Whether a word says which interview it is ("phone", "final", "group"), not whose or for what job. */
export const namesKindOfInterview = (word: string): boolean => KIND_OF_INTERVIEW.has(word.toLowerCase());

/**
 * Kinds of workplace, which name no one employer: "hospital interview questions" asks about an
 * interview at any hospital, as "a hospital" does in a follow-up.
 */
const KIND_OF_WORKPLACE = new Set(
  (
    'hospital clinic bank school college university uni startup start-up government federal state city county ' +
    'council agency firm company corporate corporation restaurant store shop retail hotel warehouse factory ' +
    'nonprofit non-profit charity military army navy police medical nursing law consulting finance fintech ' +
    'nhs public private local'
  ).split(' '),
);

/** Whether every word of a (lower- or mixed-case) phrase names a kind of workplace: "a hospital", "retail". */
export function namesKindOfWorkplace(phrase: string): boolean {
  const words = phrase
    .toLowerCase()
    .replace(/^(?:an?|the)\s+/, '')
    .split(/\s+/)
    .filter(Boolean);
  return words.length > 0 && words.every((w) => KIND_OF_WORKPLACE.has(w.replace(/s$/, '')) || KIND_OF_WORKPLACE.has(w));
}

/**
 * The employer whose interview a message asks about, typed in any case: before "interview"
 * ("mcdonalds interview questions", "what do they ask at a walmart interview", "target interview
 * tips") or after it ("interview questions for mcdonalds", "interview at home depot"). One or two
 * words that name no occupation ("a cashier interview" names a job), no kind of interview
 * ("phone interview") and no place.
 */
export function employerInterviewingIn(message: string): string | undefined {
  const before =
    /(?:^|[.!?,]\s*|\b(?:at|for|with)\s+(?:an?\s+|the\s+)?)([a-z][\w&'.-]*(?:\s+[a-z][\w&'.-]*)?)\s+(?:job\s+)?interview/i.exec(
      message,
    )?.[1];
  const after =
    /\binterview\w*(?:\s+(?:questions?|tips|prep|help|advice|process))?\s+(?:at|for|with)\s+([a-z][\w&'.-]*(?:\s+[a-z][\w&'.-]*)?)\s*[?.!]*\s*$/i.exec(
      message,
    )?.[1];
  for (const said of [before, after]) {
    const name = said ? employerWords(said) : undefined;
    if (name) return name;
  }
  return undefined;
}

/** The words of a name as the employer is written ("walmart" -> Walmart, "cvs" -> CVS), or undefined when they name none. */
function employerWords(said: string): string | undefined {
  const words = said.trim().split(/\s+/);
  // "at a walmart interview": the article is no part of the name; "the" only leads a name written so.
  while (words.length > 0 && /^(?:a|an|the|my|your|their|this|that|his|her)$/i.test(words[0] as string)) words.shift();
  const lower = () => words.map((w) => w.toLowerCase().replace(/['’]s$/, ''));
  // "google phone interview", "amazon warehouse interview": the kind of interview or the job after the name.
  while (words.length > 1) {
    const last = lower().at(-1) as string;
    if (!KIND_OF_INTERVIEW.has(last) && !namesOccupation(last)) break;
    words.pop();
  }
  const name = lower();
  if (name.length === 0 || name.some((w) => NOT_IN_TITLE.has(w) || KIND_OF_INTERVIEW.has(w))) return undefined;
  // "at home" is a place to be; "home depot" an employer. "Hospital", "medical school" are kinds of workplace.
  if (name.length === 1 && NOT_EMPLOYER.has(name[0] as string)) return undefined;
  if (namesKindOfWorkplace(name.join(' ')) || namesOccupation(name.join(' '))) return undefined;
  const typed = words.join(' ');
  if (placeMarket(typed) || placeIn(`in ${typed}`)) return undefined;
  if (/^[a-z]{2,3}$/.test(typed)) return typed.toUpperCase();
  return /^[a-z]/.test(typed) ? capitalisedName(typed) : typed;
}

/**
 * What people put before "jobs" that is neither a job nor an employer, and that the occupation
 * index does not list: "easy jobs", "similar jobs", "felon friendly jobs", who the jobs are for.
 */
const JOB_QUALIFIERS = new Set(
  (
    'easy hiring immediate instant urgent decent nearby better other any only just such similar both different various ' +
    'same several few lowkey chill mom moms retiree retirees felon felons veteran veterans govt'
  ).split(' '),
);

/**
 * An employer typed first, before the jobs asked for: "walmart part time jobs", "amazon warehouse
 * jobs", "Costco jobs near me". Read in `rest`, the request without its kind of work (work-kind.ts).
 * The name is one or two words that no O*NET title uses (an employer's name is no word of the
 * occupation index, a field such as "warehouse" or "retail" is), that name no place, no kind of
 * workplace and no activity ("trucking jobs"); a listed word after it is the job ("amazon
 * warehouse"). Written as the name is usually written.
 */
export function employerLeadingJobsIn(rest: string): string | undefined {
  const m =
    /^\s*(?:(?:pls|please|can you|could you)\s+)?(?:(?:find|show|get|give|send)\s+me\s+|any\s+|are\s+there\s+any\s+)?([a-z][\w&'.-]*)\s+(?:([a-z][\w&'-]*)\s+)?(?:jobs?|openings?|positions?|vacancies|gigs?)\b/i.exec(
      rest,
    );
  const first = m?.[1];
  if (!first) return undefined;
  const second = m?.[2];
  // "amazon warehouse": the second word is the job when the index lists it.
  const job = second && (isListedOccupationWord(second.toLowerCase()) || namesOccupation(second));
  const name = [first, ...(second && !job ? [second] : [])];
  const unlisted = (word: string) => {
    const w = word.toLowerCase().replace(/['’]s$/, '');
    return !isListedOccupationWord(w) && !JOB_QUALIFIERS.has(w) && !workerOfFieldIn(`${w} jobs`);
  };
  if (!name.every(unlisted)) return undefined;
  return employerWords(name.join(' '));
}
