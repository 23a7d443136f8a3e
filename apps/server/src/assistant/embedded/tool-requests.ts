import {
  type DraftTone,
  NUMBER_WORDS,
  type OutreachFacts,
  type ResumeSummaryFacts,
  type WorkplaceEmailFacts,
} from '@careerloom/career-engine';
import type { EmploymentKind } from '@careerloom/contract';
import type { Shift } from '../../jobs/postings/employment-kind';
import { placeMarket, postalRegionCountry, spelledOutPlace } from '../../jobs/postings/place-market';
import type { HistoryTurn } from '../../language-model/assistant-engine';
import { escapeRegExp } from '../../lib/escape-regexp';
import { ASKS_FOR_THE_ROLE, DEFAULT_SHOWN, MAX_SHOWN } from '../interview-tools';
import {
  occupationOverviewRequest,
  occupationSkillsRequest,
  readRequest,
  requestLine,
} from '../understanding/read-message';
import { ASKS_FOR_JOB_SKILLS } from '../understanding/skills-question';
import { capitalisedName } from '../understanding/slots/capitalised-name';
import { companyIn, employerAtIn, employerLeadingJobsIn, namesKindOfWorkplace } from '../understanding/slots/employers';
import { isHourly, offerAsTyped, type PayFloor, payFloorIn, yearlyAmountIn } from '../understanding/slots/figures';
import { ownFactsIn, targetFigureIn } from '../understanding/slots/own-facts';
import { placeNamed } from '../understanding/slots/places';
import { namesOccupation, occupationRoleIn, roleIn, titleWrittenOut } from '../understanding/slots/roles';
import { asksForWorkOfAKind, workKindIn } from '../understanding/slots/work-kind';
import { spelledAsMeant } from '../understanding/spelled-as-meant';
import { requestIntentModel } from '../understanding/trained-intent-models';
import { holdsJobAd, readJobSourcesQuestion } from './intent';

/**
 * Reading a chat message as a request for one of our tools, with its typed input, and reading a
 * follow-up ("make it shorter", "another one", "for a staff role instead", "what about Austin?")
 * against the conversation's earlier turns. Pure functions over text: the engine runs the tool.
 */

/** A tool request the embedded engine can run, with the tool's input as the tool defines it. */
export type ToolRequest =
  | {
      tool: 'search_jobs';
      input: {
        title?: string;
        company?: string;
        location?: string;
        remote?: boolean;
        employment?: EmploymentKind;
        shift?: Shift;
        salaryMin?: number;
        hourlyMin?: number;
        postedWithinDays?: number;
      };
    }
  | { tool: 'salary_range'; input: { role: string; location?: string; offer?: number } }
  | {
      tool: 'rewrite_bullet';
      input: { bullet: string; variant?: number; level?: string; shorter?: boolean; target?: string };
    }
  | { tool: 'compare_roles'; input: { roleA: string; roleB: string } }
  | { tool: 'tailor_summary'; input: { summary: string; jobTitle: string } }
  | {
      tool: 'draft_cover_letter' | 'draft_cover_letter_opening' | 'draft_recruiter_note' | 'draft_thank_you_note';
      /** The drafts' own facts: role, company, the person's title and experience, variant, shorter. */
      input: OutreachFacts & { interviewer?: string; when?: string };
    }
  | {
      tool: 'draft_application_follow_up';
      input: {
        role?: string;
        company?: string;
        applied?: string;
        stage?: 'applied' | 'interviewed';
        variant?: number;
        tone?: DraftTone;
        shorter?: boolean;
      };
    }
  | {
      tool: 'draft_resignation_letter';
      input: {
        role?: string;
        company?: string;
        lastDay?: string;
        manager?: string;
        variant?: number;
        tone?: DraftTone;
        shorter?: boolean;
      };
    }
  | {
      tool: 'draft_linkedin_text';
      input: {
        kind: 'headline' | 'about' | 'bio';
        role?: string;
        years?: string;
        next?: string;
        setting?: string;
        variant?: number;
        shorter?: boolean;
      };
    }
  | {
      tool: 'draft_workplace_email';
      input: WorkplaceEmailFacts;
    }
  | { tool: 'draft_resume_summary'; input: ResumeSummaryFacts }
  | {
      tool: 'interview_questions';
      input: { role?: string; company?: string; count?: number; offset?: number; roleFrom?: 'profile' };
    }
  | { tool: 'occupation_skills'; input: { role: string } }
  | { tool: 'occupation_overview'; input: { role: string } }
  | {
      /** A counter to an offer: drafted with the person's own figure; pay data added where we have it. */
      tool: 'draft_counter_offer';
      input: {
        role?: string;
        company?: string;
        offer?: string;
        target?: string;
        variant?: number;
        shorter?: boolean;
        tone?: DraftTone;
      };
      /** The pay look-up for the same role and place, run first when the postings tools are there. */
      market?: { role: string; location?: string; offer?: number };
    };

/** How a follow-up changes the previous request or answer. */
export type FollowUp =
  | { kind: 'shorter' }
  /** "another one", "3 more": another version, or for a list (interview questions) the next ones, as many as asked. */
  | { kind: 'another'; count?: number }
  | { kind: 'level'; level: string }
  | { kind: 'place'; location: string }
  | { kind: 'remote' }
  /** "what about full time", "any part time ones?", "nights only": another kind of work for the search. */
  | { kind: 'work'; employment?: EmploymentKind; shift?: Shift }
  /** "any that pay over 25 an hour?", "only ones paying 50k+": a pay floor for the search. */
  | { kind: 'pay'; floor: PayFloor }
  /** "for a hospital instead", "at Kaiser instead", "as a nurse instead": another employer, setting or role. */
  | { kind: 'target'; target: string }
  /** "the interviewer was named Carlos", "her name is Linda": whom the draft is addressed to. */
  | { kind: 'name'; name: string }
  /** "make it less formal", "more casual", "friendlier", "more professional": the voice of a drafted message. */
  | { kind: 'tone'; tone: DraftTone }
  /** "now the whole letter", "write the full thing": the whole letter after its opening lines. */
  | { kind: 'whole' }
  /** "any cashier ones in fort worth": the listings before, for another title or place. */
  | { kind: 'search'; title?: string; location?: string };

const LEVEL = '(staff|senior|principal|lead|junior|mid[- ]level|entry[- ]level|director|head|manager)';

const SHORTER =
  /^\s*(can you |could you |please |now |ok,? |okay,? )?(make it |make that |keep it |something )?(shorter|more concise|briefer|tighter|punchier|shorten (it|that)|trim it|one line|cut it down|condense (it|that)|summari[sz]e (it|that))\b/i;
/** "too long", "it's way too long": shorter. */
const TOO_LONG =
  /^\s*(?:(?:it|this|that)(?:['’]?s| is)?\s+|its\s+)?(?:a (?:bit|little) |way |kinda |much |far )?too (?:long|wordy)\s*[?.!]*\s*$/i;
const ANOTHER =
  /^\s*(ok,? |okay,? )?(give me |show me |try |can i (get|have) |got )?(another( one| version| option)?|one more|a different (one|version)|something else|try again|next one)\b/i;
const MORE =
  /^\s*(?:ok,?\s+|okay,?\s+|great,?\s+|thanks,?\s+)?(?:(?:can you |could you |please )?(?:give|show|send|tell)\s+me\s+|can i (?:get|have)\s+|i (?:want|need)\s+)?(\d{1,2}|a few|some|two|three|four|five|six|seven|eight|nine|ten)?\s*more(?:\s+(?:questions?|ones?|of them|examples?|please|pls))*\s*[?.!]*\s*$/i;
const LEVEL_FOLLOW = new RegExp(
  `^\\s*(ok,? |okay,? |and |now |but |what about |how about )?(make it |do it |same )?(for |as )?(an? |the )?${LEVEL}( level)?( role| position| job| engineer| version)?( instead)?\\s*[?.!]*\\s*$`,
  'i',
);
const PLACE_FOLLOW =
  /^\s*(and |ok,? |okay,? )?(what about|how about|and|now|same|any)\b.{0,20}?\b(in |near |around |for )?([A-Z][\p{L}'-]+(?:[ -][A-Z][\p{L}'-]+){0,3})\s*(instead)?\s*[?.!]*\s*$/u;
const TARGET_FOLLOW =
  /^\s*(?:ok,? |okay,? |and |now |but |what about |how about |same |same thing |make it |do it |redo it |change it )*(for|at|with|as|in)\s+((?:an?\s+|the\s+)?[\p{L}][\p{L}&'. -]{1,40}?)\s+instead\s*[?.!]*\s*$/iu;
/**
 * "make it sound more senior", "more professional please", "can you make it stronger", "make it less
 * formal": a change of tone or weight asked of the last draft. "Senior" (or another level) is a
 * level; a voice (casual or formal, `toneAsked`) is the same message in that voice; any other tone
 * is another version of the same facts.
 */
const TONE_FOLLOW = new RegExp(
  `^\\s*(?:ok,? |okay,? |now |but |please |pls |can you |could you )*(?:make |have |write |redo )?(?:it |this |that )?(?:sound |look |read |seem )?(?:a (?:bit|little|lot) |much |way |even )?(more |less )?(${LEVEL}|professional|formal|informal|confident|impressive|impactful|assertive|polished|stronger|better|punchier|friendlier|friendly|warmer|warm|casual|relaxed|chill|conversational|laid[- ]back|stiff|corporate|robotic|nicer|kinder|polite|enthusiastic|excited|upbeat|humble|personal|natural|human|simpler|simple)(?:-sounding)?(?: please| pls)?\\s*[?.!]*\\s*$`,
  'i',
);
/** The words of a voice people want a message in: casual ("friendlier", "more relaxed") or formal ("more professional"). */
const CASUAL_WORDS =
  /^(?:informal|friendlier|friendly|warmer|warm|casual|relaxed|chill|conversational|laid[- ]back|personal|natural|human)$/i;
const FORMAL_WORDS = /^(?:professional|formal|polished|stiff|corporate|robotic)$/i;
/** A draft said to be too much of a voice: "too formal", "it's way too stiff", "a bit too casual". */
const TOO_MUCH =
  /^\s*(?:(?:it|this|that)(?:['’]?s| is| sounds?| reads?)?\s+|its\s+|sounds?\s+)?(?:a (?:bit|little) |way |kinda |much |far )?too (formal|professional|stiff|corporate|robotic|casual|informal|friendly)\s*[?.!]*\s*$/i;
const TONE_IT_DOWN =
  /^\s*(?:can you |could you |please )?tone it down(?: a (?:bit|little))?(?: please| pls)?\s*[?.!]*\s*$/i;
/** A voice asked for in one word: "friendlier", "casual". */
const VOICE_ALONE = /^(?:friendlier|warmer|casual|informal|relaxed)$/i;

/** The voice a tone follow-up asks for: "less formal" and "friendlier" are casual, "more professional" formal. */
function toneAsked(more: boolean, less: boolean, word: string): DraftTone | undefined {
  if (CASUAL_WORDS.test(word)) return less ? 'formal' : 'casual';
  if (FORMAL_WORDS.test(word))
    return less ? 'casual' : more || /^(?:professional|formal|polished)$/i.test(word) ? 'formal' : undefined;
  return undefined;
}
const REMOTE_FOLLOW =
  /^\s*(and |ok,? |okay,? )?(what about|how about|any|only|just|show me)?\s*(the )?remote( ones| jobs| roles| only)?( instead)?\s*[?.!]*\s*$/i;

/** "now the whole letter", "can you write the full thing", "the rest of the letter too": the letter itself. */
const WHOLE_FOLLOW =
  /^\s*(?:ok,?\s+|okay,?\s+|now\s+|and\s+|great,?\s+|thanks,?\s+|cool,?\s+)*(?:(?:can you |could you |please |pls )?(?:write|do|give|make|draft|send|show)\s+(?:me\s+)?)?(?:the\s+|a\s+)?(?:whole|full|entire|complete|rest of the)\s+(?:cover\s+)?(?:letter|thing|version|one)(?:\s+(?:now|too|please|pls))?\s*[?.!]*\s*$/i;

/**
 * "any cashier ones in fort worth", "what about nurse ones": "ones" are the listings before, asked
 * for again with another title or place.
 */
const LISTINGS_AGAIN =
  /^(?:\s*(?:and|ok,?|okay,?|what about|how about|any|are there any|show me|got any)\s+)+(.{2,60}?\bones\b.{0,40}?)\s*[?.!]*\s*$/i;

/** The title and place of a follow-up that asks for the listings before again ("any cashier ones in fort worth"). */
function listingsAgain(text: string): FollowUp | null {
  const said = LISTINGS_AGAIN.exec(text)?.[1];
  if (!said) return null;
  const read = readToolRequest(said.replace(/\bones\b/i, 'jobs'));
  if (read?.tool !== 'search_jobs') return null;
  const { title, location } = read.input;
  return title || location ? { kind: 'search', ...(title ? { title } : {}), ...(location ? { location } : {}) } : null;
}

/** How `message` follows up on the previous turn, or null when it is a message of its own. */
export function readFollowUp(message: string): FollowUp | null {
  const text = message.trim();
  if (text.split(/\s+/).length > 10) return null;
  if (SHORTER.test(text) || TOO_LONG.test(text)) return { kind: 'shorter' };
  if (ANOTHER.test(text)) return { kind: 'another' };
  if (WHOLE_FOLLOW.test(text)) return { kind: 'whole' };
  // "give me 3 more", "5 more questions", "some more?": the next ones.
  const more = MORE.exec(text);
  if (more) {
    const count = more[1] ? (NUMBER_WORDS[more[1].toLowerCase()] ?? Number(more[1])) : undefined;
    return count && Number.isFinite(count) && count > 0 ? { kind: 'another', count } : { kind: 'another' };
  }
  const level = LEVEL_FOLLOW.exec(text);
  if (level?.[5]) return { kind: 'level', level: level[5].toLowerCase() };
  if (REMOTE_FOLLOW.test(text)) return { kind: 'remote' };
  const work = workFollowUp(text);
  if (work) return work;
  const pay = payFollowUp(text);
  if (pay) return pay;
  const again = listingsAgain(text);
  if (again) return again;
  // "too formal", "it sounds too stiff", "tone it down": the other voice than the one it has.
  const tooMuch = TOO_MUCH.exec(text)?.[1];
  if (tooMuch) return { kind: 'tone', tone: FORMAL_WORDS.test(tooMuch) ? 'casual' : 'formal' };
  if (TONE_IT_DOWN.test(text)) return { kind: 'tone', tone: 'casual' };
  const tone = TONE_FOLLOW.exec(text);
  // "stronger" alone is not a follow-up; "make it stronger", "more senior", "friendlier" are.
  const word = tone?.[2]?.toLowerCase();
  if (word && (/\b(make|sound|look|read|seem|more|less|have|write|redo)\b/i.test(text) || VOICE_ALONE.test(word))) {
    if (new RegExp(`^${LEVEL}$`, 'i').test(word)) return { kind: 'level', level: word };
    const voice = toneAsked(
      tone?.[1]?.trim().toLowerCase() === 'more',
      tone?.[1]?.trim().toLowerCase() === 'less',
      word,
    );
    return voice ? { kind: 'tone', tone: voice } : { kind: 'another' };
  }
  const place = PLACE_FOLLOW.exec(text);
  if (place?.[4]) return { kind: 'place', location: place[4] };
  // "what about dallas": a place typed in lower case, when the gazetteer knows it.
  const lowerPlace = LOWER_PLACE_FOLLOW.exec(text)?.[1];
  const known = lowerPlace ? knownPlace(lowerPlace) : undefined;
  if (known) return { kind: 'place', location: known };
  const target = TARGET_FOLLOW.exec(text);
  if (target?.[2]) return { kind: 'target', target: target[2].trim() };
  // "and for a phlebotomist", "what about as a cna": another role, without "instead".
  const role = ROLE_FOLLOW.exec(text)?.[1];
  if (role && targetRole(role)) return { kind: 'target', target: role.trim() };
  const name = NAME_FOLLOW.exec(text);
  const said = name?.[1] ?? name?.[2];
  if (said && !NOT_A_NAME.test(said)) return { kind: 'name', name: capitalisedName(said.toLowerCase()) };
  return null;
}

/** A follow-up that names only a kind of work: "what about full time", "any part-time ones?", "nights instead". */
const KIND_FOLLOW =
  /^\s*(?:and\s+|ok,?\s+|okay,?\s+|but\s+|now\s+)?(?:what about|how about|any|only|just|show me|are there any|i want|i need)?\s*(?:the\s+)?(.+?)(?:\s+(?:ones?|jobs?|roles?|positions?|openings?|work|only|instead))*\s*[?.!]*\s*$/i;

function workFollowUp(text: string): FollowUp | null {
  const said = KIND_FOLLOW.exec(text)?.[1];
  if (!said) return null;
  const { employment, shift, remote, rest } = workKindIn(said);
  // Nothing but the kind: "full time mom returning to work" is no follow-up.
  if (rest || remote || !(employment || shift)) return null;
  return { kind: 'work', ...(employment ? { employment } : {}), ...(shift ? { shift } : {}) };
}

/**
 * The words a pay follow-up may hold beside its figure: "any that pay over 25 an hour?", "only the
 * ones paying at least 50k", "what about 60k+". Any other word (a title, a place) makes the message
 * a request of its own.
 */
const PAY_FOLLOW_WORDS = new Set(
  (
    'and ok okay but now so what how about any anything only just show me the ones one jobs job roles positions openings ' +
    'those them these of that which who where are there is do does can i want need with pay pays paying paid ' +
    'salary wage wages make makes earn earns over above at least more than min minimum or higher better up ' +
    'plus starting from no less upwards north an a per hour hr hourly year yr k instead please pls'
  ).split(' '),
);

/** A pay floor asked of the search before, and nothing else: no title, no place. */
function payFollowUp(text: string): FollowUp | null {
  const floor = payFloorIn(text);
  if (!floor) return null;
  const words = text
    .toLowerCase()
    .replace(/[$£€]?\s?\d[\d,.]*\s?k?\b|[$£€+/?!.,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.every((w) => PAY_FOLLOW_WORDS.has(w)) ? { kind: 'pay', floor } : null;
}

/** "what about dallas", "and in columbus ohio?", "how about toronto instead". */
const LOWER_PLACE_FOLLOW =
  /^\s*(?:and\s+|ok,?\s+|okay,?\s+)?(?:what about|how about|and|now|same|same for)\s+(?:in\s+|near\s+|around\s+|for\s+)?([a-z][a-z .'-]{1,40}?)\s*(?:instead)?\s*[?.!]*\s*$/i;
/** "and for a phlebotomist", "what about as a cna?": another role named after the last request. */
const ROLE_FOLLOW =
  /^\s*(?:and|what about|how about|now|ok|okay|same)\s+(?:for|as)\s+(?:an?\s+|the\s+)?([\p{L}][\p{L} /-]{1,40}?)\s*[?.!]*\s*$/iu;
/** "the interviewer was named Carlos", "her name is Linda", "my manager's name is Tom". */
const NAME_FOLLOW =
  /^\s*(?:oh,?\s+|and\s+|btw,?\s+)?(?:the\s+|my\s+)?(?:interviewer|manager|boss|supervisor|recruiter|hiring manager|his|her|their|she|he)(?:['’]s)?\s+(?:name\s+)?(?:was|is|'s)\s+(?:named\s+|called\s+)?([A-Za-z][a-z'-]+)\s*[.!]*\s*$|^\s*(?:it\s+was|it'?s|name\s+is|his name is|her name is)\s+([A-Za-z][a-z'-]+)\s*[.!]*\s*$/i;
/** Words after "was" that are not a name: "the interviewer was nice". */
const NOT_A_NAME =
  /^(?:nice|great|good|bad|rude|late|kind|friendly|awful|mean|cool|ok|okay|fine|there|here|busy|new|young|old|a|an|the|very|so|really)$/i;

const BULLET_REQUEST =
  /\b(rewrite|re-write|improve|fix|reword|rephrase|strengthen|polish|punch up|tighten|make (this|my) .{0,20}better)\b.{0,40}\b(bullet|line|achievement|resume point|sentence)\b/i;
const QUOTED = /["“'‘]([^"”]{6,400}?)["”'’](?=\s*[.?!]?\s*$|\s*$)/;

/** The bullet the user wants rewritten: quoted text, or what follows the colon. */
function bulletText(message: string): string | undefined {
  const quoted = QUOTED.exec(message)?.[1] ?? /["“]([^"”]{6,400})["”]/.exec(message)?.[1];
  if (quoted) return quoted.trim();
  const afterColon = /:\s*(.{6,400})$/s.exec(message)?.[1];
  return afterColon?.trim().replace(/^["“'‘]|["”'’]$/g, '');
}

const SUMMARY_REQUEST =
  /\b(tailor|adapt|customi[sz]e|rewrite|target|aim)\b.{0,30}\b(summary|profile statement|professional summary)\b/i;
const SUMMARY_TARGET =
  /\b(?:for|to|at|towards?)\s+(?:a |an |the )?([\p{L}][\p{L} /&+-]{2,60}?)\s+(?:job|role|position|posting|opening)\b/iu;

/**
 * "How do I find a job in Berlin?" asks how to search, not for postings ("find me", "show me" do);
 * so do a question about others' experience ("Have you seen...") and a plea to be guided ("please
 * guide me to get a job").
 */
export const ASKS_FOR_ADVICE =
  /^(?!.*\b(find|show|give|get) me\b)\s*(how|where|what|why|when|which|should|is|does|do|did|can|could|would|will|am|are|have|has)\b|\b(tips|advice|guidance|guide me|advise me|strategy|how (do|can|should) i)\b/i;

/**
 * An outright ask for the listings themselves: "find me", "show me", "any ... jobs", "search for",
 * or the listings named as such (openings, postings, vacancies). Without one, a search needs a
 * title that names an occupation.
 */
export const ASKS_FOR_LISTINGS =
  /\b(find|show|give|send|get|list) me\b|\b(any|are there)\b.{0,60}\b(jobs|roles|positions|openings|postings|listings|vacancies)\b|\bsearch (for|jobs)\b|\b(openings|postings|listings|vacancies)\b/i;

const JOB_WORDS = '(jobs|job|openings|roles|positions|postings|vacancies|opportunities)';
/** The listings named in the plural: "jobs", "openings", "positions". */
const JOBS_NAMED = /\b(?:jobs|openings|positions|postings|vacancies|gigs)\b/i;
const JOB_REQUEST = new RegExp(
  `\\b(find|search|show|get|look(ing)? for|list|any|are there|recommend|suggest)\\b.{0,80}\\b${JOB_WORDS}\\b`,
  'i',
);
const MONEY = /\$\s?(\d{2,3}(?:[.,]\d{1,3})?)\s?(k|K|,000)?\b|\b(\d{2,3})\s?(k|K)\b/;

/**
 * After a figure: pay by the hour, day, week or month ("$40 an hour", "$40/hr", "3,000 a month"),
 * also at the end of a range ("$22-$24 an hour" is hourly, not $22,000).
 */
const PER_PERIOD =
  /^(?:\s*(?:-|–|to)\s*\$?\s?\d+(?:[.,]\d+)?)?\s*(?:an?|per|\/)\s*(?:hour|hr|h|day|week|wk|month|mo)\b|^(?:\s*(?:-|–|to)\s*\$?\s?\d+(?:[.,]\d+)?)?\s*(?:hourly|daily|weekly|monthly)\b/i;

/**
 * A yearly amount written as "$165k", "$165,000", "165k"; undefined without one, and for pay by
 * the hour, day, week or month ("$40 an hour" is not $40k: postings state yearly pay, and an
 * hourly figure is repeated as typed, never converted).
 */
export function moneyIn(message: string): number | undefined {
  const m = MONEY.exec(message);
  if (!m) return undefined;
  if (PER_PERIOD.test(message.slice(m.index + m[0].length))) return undefined;
  const raw = (m[1] ?? m[3] ?? '').replace(',', '.');
  const n = Number.parseFloat(raw);
  if (!Number.isFinite(n)) return undefined;
  const thousands = m[2] || m[4] || (m[1] && n < 1000);
  return Math.round(thousands ? n * 1000 : n);
}

/** A place the gazetteer knows (a city, a country, a US state or Canadian province, or a short name such as "nyc"), spelled out; undefined otherwise. */
function knownPlace(words: string): string | undefined {
  if (placeMarket(words)) return spelledOutPlace(words);
  // "columbus ohio", "austin texas": a city and its state or country typed with no comma. Both
  // halves must be places of one country, so "jobs ohio" is not a place called Jobs.
  const parts = words.trim().split(/\s+/);
  for (const cut of [parts.length - 1, parts.length - 2]) {
    if (cut < 1) continue;
    const city = parts.slice(0, cut).join(' ');
    const region = parts.slice(cut).join(' ');
    const inCity = placeMarket(city);
    if (inCity?.scope !== 'place') continue;
    if (inCity.country === placeMarket(region)?.country) return spelledOutPlace(`${city}, ${region}`);
    // "houston tx", "london on": the state or province by its postal abbreviation, written in capitals.
    if (inCity.country === postalRegionCountry(region)) return `${spelledOutPlace(city)}, ${region.toUpperCase()}`;
  }
  return undefined;
}

/**
 * A place a request names with no "in" before it, where a place ends a request ("electrician
 * salary manchester", "nurse jobs berlin", "teacher pay toronto?"): the last one or two words of
 * a clause, when the gazetteer knows them. Only for messages already read as a pay or job request.
 */
export function trailingKnownPlace(message: string): string | undefined {
  for (const clause of message.split(/[,;:?!.()]|\s[-–—]\s/)) {
    const words = clause.trim().split(/\s+/).filter(Boolean);
    if (words.length < 2) continue;
    for (const size of [2, 1]) {
      if (words.length <= size) continue;
      const tail = words.slice(-size).join(' ');
      if (!/^[\p{L}' -]+$/u.test(tail)) continue;
      const place = knownPlace(tail);
      if (place) return place;
    }
  }
  return undefined;
}

/** A place named after "in", "near" or "around", as capitalised words ("San Francisco", "New York City"). */
export function placeIn(message: string): string | undefined {
  const m = /\b(?:in|near|around|based in)\s+((?:[A-Z][\p{L}'-]+|NYC|SF)(?:[ -](?:[A-Z][\p{L}'-]+))*)/u.exec(
    message.replace(/[.!?]\s+/g, ' | '),
  );
  const place = m?.[1]?.trim();
  // "in My Career", "in The Meantime", "in Your Opinion": a capitalised title's words, no place.
  if (place && !/^(I|The|A|An|My|Your|Our|Their|His|Her|This|That|These|Those|Tech|Remote)\b/.test(place)) return place;
  // Typed in lower case ("in toronto", "near austin"): a place only if the gazetteer knows it. It
  // ends the message or comes before what else the message asks ("in columbus paying over 20",
  // "a mechanic in phoenix how much should i be making").
  const lower =
    /\b(?:in|near|around|based in)\s+(?:the\s+)?([a-z][a-z.'-]+(?:\s+[a-z][a-z.'-]+){0,2}?)(?=\s*(?:[?.!,;]|$|\s+(?:area|region|instead|please|paying|that|which|with|over|above|posted|hiring|how|what|and|but|so)\b))/i.exec(
      message,
    )?.[1];
  return lower ? knownPlace(lower) : undefined;
}

/** The role in a salary question: the words around the money and place, without filler. */
const ROLE_WORDS =
  /\b(engineer|engineering|developer|manager|designer|analyst|scientist|nurse|teacher|accountant|recruiter|consultant|architect|backend|frontend|full[- ]?stack|devops|sre|marketer|director|lead|specialist|administrator|writer|pm)\b/i;

const ROLE_NOUN =
  /^(engineer|engineering|developer|manager|designer|analyst|scientist|nurse|teacher|accountant|recruiter|consultant|architect|marketer|director|specialist|administrator|writer|pm|lead)s?$/i;
const ROLE_MODIFIER = /^(backend|back-end|frontend|front-end|full-?stack|devops|sre|mobile|ios|android|data|ml)$/i;
const FILLER =
  /^(how|much|does|do|did|is|are|a|an|the|as|for|my|i|what|should|ask|salary|pay|paid|of|offer|make|earn|typical|to|at|in|with|get|can|will|would|current|new|job|role|position)$/i;

/** The role in a salary question: a role noun and up to three words before it ("senior backend engineer"). */
function salaryRole(message: string): string | undefined {
  for (const part of message.replace(MONEY, ' ').split(/[,:;?.!()]|\s[-–]\s/)) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    let end = -1;
    for (let i = words.length - 1; i >= 0; i--) {
      const w = words[i] ?? '';
      if (ROLE_NOUN.test(w) || ROLE_MODIFIER.test(w)) {
        end = i;
        break;
      }
    }
    if (end < 0) continue;
    let start = end;
    while (start > 0 && end - start < 3 && !FILLER.test(words[start - 1] ?? '')) start--;
    // Who a figure came from is no role: "Got this initial numbers from recruiter" (a Plano offer's
    // pay had been looked up for "initial numbers from recruiter").
    if (words.slice(start - 1, end).some((w) => /^(?:from|by)$/i.test(w))) continue;
    const role = words.slice(start, end + 1);
    // "senior backend" names a level and a field: postings say "Backend Engineer".
    if (ROLE_MODIFIER.test(role.at(-1) ?? '')) role.push('engineer');
    return role.join(' ').toLowerCase();
  }
  return undefined;
}

/** The workers whose pay is asked: "how much do cnas make per hour", "how much does a welder earn". */
const HOW_MUCH_DO_THEY_MAKE =
  /\bhow much (?:do|does|would|will|can|could)\s+(?:an?\s+|the\s+)?([a-z][\w/-]*(?:\s+[a-z][\w/-]*){0,2}?)\s+(?:make|earn|get paid|bring in)\b/i;
function workersPayAsked(text: string): string | undefined {
  const said = HOW_MUCH_DO_THEY_MAKE.exec(text)?.[1]?.toLowerCase();
  if (!said || /^(?:i|you|we|they|people|it|he|she)$/.test(said)) return undefined;
  // "cnas", "welders": one of them, when that names the occupation.
  const one = said.replace(/(?<=[a-z]{2})s$/, '');
  return namesOccupation(one) ? one : namesOccupation(said) ? said : undefined;
}

/** An offer weighed, not countered: "is that good", "is it fair", "is this low for ...". */
const WEIGHS_AN_OFFER =
  /\b(?:is|was)\s+(?:that|this|it)\s+(?:a\s+)?(?:good|fair|low|decent|enough|reasonable|normal|bad|high|ok|okay)\b/i;

/** The person's own pay asked about: "how much should i be making", "what should i be earning". */
const OWN_PAY_ASKED =
  /\bhow much (?:should|could|would|can|do) i (?:be )?(?:making|earning|make|earn|get paid)\b|\bwhat should i (?:be )?(?:making|earning|paid|make|earn)\b/i;
/** "as an lpn", "as a dental hygienist in denver": the job named after "as", when it names an occupation. */
const AFTER_AS =
  /\bas an?\s+([a-z][\w/-]*(?:\s+[a-z][\w/-]*){0,2}?)(?=\s*(?:[,.;!?]|$|\s+(?:in|at|for|with|after|now|starting|and|but)\b))/i;
function occupationAfterAs(message: string): string | undefined {
  const said = AFTER_AS.exec(message)?.[1]?.toLowerCase();
  return said && namesOccupation(said) ? said : undefined;
}

const SALARY_REQUEST =
  /\b(salary|salaries|pay|paid|comp|compensation|counter(offer)?|offer|earn|earning|make|making|worth)\b|\bhow much (?:should|can|do) i ask for\b/i;
const SALARY_QUESTION =
  /\b(what should i (counter|ask)|what (salary|pay) should i|how much (do|does|should|can|will|would|could)|what (does|do) an? .{2,40} (make|earn)|salary (range|for|of)|pay (range|for)|typical (salary|pay)|market rate|counter|(?:6|six)[\s-]figures?)\b/i;

const SEEKS_ADVICE = /\b(advice|tips|guidance|suggestions?|thoughts|opinions?)\b/i;

const BETWEEN =
  /\b(?:difference between|compare|comparing)\s+(?:an? |the )?([a-z][a-z /-]{2,40}?)\s+(?:and|vs\.?|versus|with|to)\s+(?:an? |the )?([a-z][a-z /-]{2,40}?)(?:\s+roles?)?\s*[?.!]*$/i;
const VERSUS =
  /(?:^|[,:;]\s*)(?:an? |the )?((?:[a-z/-]+ ){0,3}[a-z/-]+)\s+(?:vs\.?|versus|or)\s+(?:an? |the )?([a-z][a-z /-]{2,40}?)(?:\s+roles?)?\s*[?.!]*$/i;

/** Places the gazetteer knows, named after "in", "to" or "from" ("a job in Oman", "stay in india"). */
function placesAfterPrepositions(message: string): Set<string> {
  const places = new Set<string>();
  for (const m of message.matchAll(/\b(?:in|to|from)\s+(?:the\s+)?(\p{L}+)(?:\s+(\p{L}+))?/giu)) {
    const one = m[1] ?? '';
    const place = (m[2] ? knownPlace(`${one} ${m[2]}`) : undefined) ?? knownPlace(one);
    if (place) places.add(place.toLowerCase());
  }
  return places;
}

/** What a job is or does, asked: "no idea what a data scientist does", "what does a data engineer do". */
const ASKS_WHAT_A_JOB_IS =
  /\b(?:no idea|not sure|(?:do not|don'?t) (?:really )?know|unsure|wondering|confused about)\s+what\s+(?:an?\s+|the\s+)?[a-z][\w\s/-]{1,40}?\s+(?:does|do|is|means)\b|\bwhat does an?\s+[a-z][\w\s/-]{1,40}?\s+(?:do|does)\b(?!\s+(?:make|earn|get paid))/i;
/** What is worth having for a kind of work: "beneficial for data roles", "useful in analytics jobs". */
const VALUE_FOR_WORK =
  /\b(?:beneficial|useful|helpful|valuable|necessary|needed|required|important|relevant|worth it|worthwhile)\s+(?:to\s+have\s+)?(?:for|in)\b/i;

/** Which kind of work is asked about, to choose one: "which industry", "what field is better". */
const WHICH_KIND_OF_WORK =
  /\b(?:which|what)\s+(?:industry|industries|field|fields|sector|sectors|career|path|domain)\b/i;

/**
 * Whether the message weighs one place against another ("Job in Oman (16 lpa) or in india with
 * less lpa!", "stay in Leeds or move to London?"): a decision between two jobs or two lives, which
 * the guides on choosing answer, not a look-up of one place's postings or pay ("No stored lpa jobs
 * in Oman right now").
 */
export function weighsPlaces(message: string): boolean {
  // Which industry, field or sector is better, of two named ("Working in which industry has a better
  // work-life balance/pay ratio: Finance or Big Tech?"), is a decision, as two places are.
  if (WHICH_KIND_OF_WORK.test(message) && /\b(or|vs\.?|versus)\b/i.test(message)) return true;
  return /\b(or|vs\.?|versus|between)\b/i.test(message) && placesAfterPrepositions(message).size >= 2;
}

/** Reads `message` as a tool request, or null when it asks for advice rather than a service. */
export function parseToolRequest(message: string): ToolRequest | null {
  const text = message.trim();
  if (BULLET_REQUEST.test(text)) {
    const bullet = bulletText(text);
    if (bullet) return { tool: 'rewrite_bullet', input: { bullet } };
  }
  if (SUMMARY_REQUEST.test(text)) {
    const summary = bulletText(text);
    const jobTitle = SUMMARY_TARGET.exec(text.replace(QUOTED, ''))?.[1]?.trim();
    if (summary && jobTitle) return { tool: 'tailor_summary', input: { summary, jobTitle } };
  }
  const offer = moneyIn(text);
  // A long message asks in its opening line: "Did I mess up trying to negotiate? ... The recruiter
  // said she'd ask" was a pay look-up for recruiters, "No stored postings for recruiter state pay".
  const asked = requestLine(text);
  // An opening line that seeks advice on a plan with a figure in it ("Seeking Advice on
  // Transitioning to Software Development and Pursuing a $50k Salary Goal") asks for the guides.
  if (
    SALARY_REQUEST.test(asked) &&
    (SALARY_QUESTION.test(asked) || (moneyIn(asked) !== undefined && !SEEKS_ADVICE.test(asked)))
  ) {
    // A career stage is no occupation: "a new grad nurse" is paid as a nurse, the stage said apart.
    // "as an lpn" names the job of a plain pay question; beside an offer it is the offer's (a counter).
    const noOffer = offer === undefined && !/\b(?:offer\w*|counter\w*|pay(?:ing)? me)\b/i.test(text);
    // "an offer for 55k as a paralegal, is that good in dallas": the offer's job, its pay looked up.
    const asA = noOffer || WEIGHS_AN_OFFER.test(text) ? occupationAfterAs(text) : undefined;
    // "im a mechanic in phoenix how much should i be making": the pay of the person's own job.
    const own = noOffer && OWN_PAY_ASKED.test(text) ? ownFactsIn(text).currentRole : undefined;
    const role = (salaryRole(text) ?? asA ?? own ?? workersPayAsked(text))?.replace(
      /^(?:new\s+)?(?:grad|graduate|entry[\s-]level)\s+(?=\S)/i,
      '',
    );
    const location = placeIn(text) ?? trailingPlace(text) ?? trailingKnownPlace(text);
    if (role)
      return { tool: 'salary_range', input: { role, ...(location ? { location } : {}), ...(offer ? { offer } : {}) } };
  }
  // "part time jobs near me", "night shift nursing jobs in ohio": a kind of work and the listings,
  // with no verb, is a search too; so is a pay floor asked of them ("warehouse jobs that pay over
  // 25 an hour"), which the request model reads as an offer by its figure.
  const ofAKind = asksForWorkOfAKind(text);
  const withFloor = JOBS_NAMED.test(text) && payFloorIn(text) !== undefined;
  if ((JOB_REQUEST.test(text) || ofAKind || withFloor) && !ASKS_FOR_ADVICE.test(text)) {
    const input = jobConstraints(text);
    // "Find me jobs" with nothing to search by is left to the advice path, which asks what to look for.
    // What is left of a message once its request words are gone is a title only when it names an
    // occupation ("backend engineer", "barista") or the message asks for listings outright ("find
    // me storage engineering jobs"): "I can't find a single job in Canada" leaves "t single", and
    // "honest answers for an interview (looking for a job)" its own subject. Those are questions
    // about searching, answered from the guides.
    // A kind of work with no title ("part time jobs near me") searches postings of that kind.
    if (
      input.title
        ? namesOccupation(input.title) || ASKS_FOR_LISTINGS.test(text)
        : input.company || input.location || input.remote || input.employment || input.shift
    )
      return { tool: 'search_jobs', input };
  }
  const compare = BETWEEN.exec(text) ?? (/\b(vs\.?|versus)\b/i.test(text) ? VERSUS.exec(text) : null);
  if (compare?.[1] && compare[2] && ROLE_WORDS.test(compare[1]) && ROLE_WORDS.test(compare[2])) {
    return {
      tool: 'compare_roles',
      input: { roleA: compare[1].trim().toLowerCase(), roleB: compare[2].trim().toLowerCase() },
    };
  }
  return null;
}

/** Kinds of place one looks for work: a question naming them asks for sources, not listings. */
const NAMES_JOB_SOURCES = /\b(?:web)?sites?\b|\bapps?\b|\bboards?\b|\bplatforms?\b|\bresources?\b/i;

/**
 * The rules' reading of a request, else the trained request model's (understanding/read-message):
 * the rules are sure of the phrasings they know; the model reads the rest ("rewrite: ...", "can u
 * make this better - ...", "cover letter opening line for ... at Affirm") with the slots its tool needs.
 */
export function readToolRequest(typed: string, currentRole?: string): ToolRequest | null {
  // "write a email to my manger", "cover leter": the request's own words, spelled as meant.
  const message = spelledAsMeant(typed);
  const request = readToolRequestAsTyped(message, currentRole);
  const lookUp = request?.tool === 'search_jobs' || request?.tool === 'salary_range';
  if (!lookUp) return request;
  if (weighsPlaces(message)) return null;
  // What a job is or does, asked beside an offer's figure ("125k offer as a data scientist but I have
  // no idea what a data scientist does"), is the question; its pay had been looked up.
  if (request.tool === 'salary_range' && ASKS_WHAT_A_JOB_IS.test(message)) return null;
  // What is worth having for a kind of work ("learning Linux beneficial for data science/data
  // management roles?") asks about the work, not for its postings.
  if (request.tool === 'search_jobs' && VALUE_FOR_WORK.test(message) && !ASKS_FOR_LISTINGS.test(message)) return null;
  // Asked where to look ("best websites to find jobs", "best sites for finding nursing jobs"), the
  // answer is the sources, not a search: "best websites" had been searched for as a job title.
  if (request.tool === 'search_jobs' && NAMES_JOB_SOURCES.test(message) && readJobSourcesQuestion(message)) return null;
  // A pasted ad is no search; its pay is looked up only when the asker's own question is about pay.
  if (holdsJobAd(message)) {
    const asked = (message.match(/[^.?!\n]*\?/g) ?? []).join(' ');
    return request.tool === 'salary_range' && SALARY_REQUEST.test(asked) ? request : null;
  }
  return request;
}

function readToolRequestAsTyped(message: string, currentRole?: string): ToolRequest | null {
  // A job's skills asked for surely: before the search rules, which read "skills to list for a
  // forklift operator job" as a search for forklift jobs.
  const skills = ASKS_FOR_JOB_SKILLS.test(requestLine(message)) ? occupationSkillsRequest(message) : null;
  if (skills) return { tool: 'occupation_skills', input: { role: skills.role } };
  // What a job is ("what does a sonographer do"), asked in the first sentence of a job the index
  // knows surely: read before the search and pay rules, as the skills question is.
  const overview = occupationOverviewRequest(message);
  if (overview) return { tool: 'occupation_overview', input: overview };
  const ruled = parseToolRequest(message);
  // An offer with a request to answer it is a counter, not a look-up: "they want to pay me 52k for
  // a teacher job, can i ask for more". The request model tells the two apart.
  if (ruled?.tool === 'salary_range' && ruled.input.offer !== undefined && asksToCounter(message))
    return counterRequest(message, ruled.input.role, ruled.input.location, ruled.input.offer);
  if (ruled) return ruled;
  const read = readRequest(message);
  if (!read) return null;
  switch (read.action) {
    case 'rewrite_bullet':
      return { tool: 'rewrite_bullet', input: { bullet: read.text, ...(read.shorter ? { shorter: true } : {}) } };
    case 'cover_letter_line':
    case 'recruiter_note':
    case 'thank_you_note':
      return {
        tool:
          read.action === 'cover_letter_line'
            ? 'whole' in read && read.whole
              ? 'draft_cover_letter'
              : 'draft_cover_letter_opening'
            : read.action === 'recruiter_note'
              ? 'draft_recruiter_note'
              : 'draft_thank_you_note',
        input: {
          ...(read.role ? { role: read.role } : {}),
          ...(read.company ? { company: read.company } : {}),
          // The title the request states is the person's own now; else the profile's.
          ...(read.action !== 'thank_you_note' && 'currentRole' in read && read.currentRole
            ? { currentRole: read.currentRole }
            : currentRole && read.action !== 'thank_you_note'
              ? { currentRole }
              : {}),
          ...('experience' in read && read.experience ? { experience: read.experience } : {}),
          ...('interviewer' in read && read.interviewer ? { interviewer: read.interviewer } : {}),
          ...(read.action === 'thank_you_note' && read.when ? { when: read.when } : {}),
        },
      };
    case 'counter_offer':
      return counterRequest(message, read.role, read.place, read.offer, read.company);
    case 'application_follow_up':
      return {
        tool: 'draft_application_follow_up',
        input: {
          ...(read.role ? { role: read.role } : {}),
          ...(read.company ? { company: read.company } : {}),
          ...(read.applied ? { applied: read.applied } : {}),
          ...(read.stage ? { stage: read.stage } : {}),
        },
      };
    case 'linkedin_text':
      return {
        tool: 'draft_linkedin_text',
        input: {
          kind: read.kind,
          ...(read.role ? { role: read.role } : {}),
          ...(read.years ? { years: read.years } : {}),
          ...(read.next ? { next: read.next } : {}),
          ...(read.setting ? { setting: read.setting } : {}),
          ...(read.shorter ? { shorter: true } : {}),
        },
      };
    case 'accept_offer':
    case 'decline_offer':
    case 'reference_request':
    case 'raise_request':
    case 'time_off_request':
    case 'sick_day':
    case 'shift_swap':
    case 'rehire_request':
    case 'recruiter_reply':
    case 'recruiter_decline': {
      // The reading holds only the slots the message gave: they are the email's facts as they stand.
      const { action, ...facts } = read;
      return { tool: 'draft_workplace_email', input: { kind: action, ...facts } };
    }
    case 'interview_questions': {
      // A role is what the bank chooses by; without one, the guides answer. An employer named
      // without a role ("mcdonalds interview questions") is prepared for with the person's own
      // title, else the job its stored postings are mostly for (the tool says which it assumed).
      const role = read.role ?? (read.company ? currentRole : undefined);
      if (!role && !read.company) return null;
      return {
        tool: 'interview_questions',
        input: {
          ...(role ? { role } : {}),
          ...(role && !read.role ? { roleFrom: 'profile' as const } : {}),
          ...(read.company ? { company: read.company } : {}),
          ...(read.count ? { count: read.count } : {}),
        },
      };
    }
    case 'occupation_skills':
      return { tool: 'occupation_skills', input: { role: read.role } };
    case 'resume_summary':
      return {
        tool: 'draft_resume_summary',
        input: {
          kind: read.kind,
          ...(read.role ? { role: read.role } : {}),
          ...(read.who ? { who: read.who } : {}),
          ...(read.experience ? { experience: read.experience } : {}),
          ...(read.setting ? { setting: read.setting } : {}),
          ...(read.next ? { next: read.next } : {}),
          ...(read.result ? { result: read.result } : {}),
        },
      };
    case 'work_message':
      return {
        tool: 'draft_workplace_email',
        input: {
          kind: 'work_message',
          purpose: read.purpose,
          ...(read.to ? { to: read.to } : {}),
          ...(read.asText ? { asText: true } : {}),
        },
      };
    case 'resignation_letter':
      return {
        tool: 'draft_resignation_letter',
        input: {
          ...(read.role ? { role: read.role } : {}),
          ...(read.company ? { company: read.company } : {}),
          ...(read.lastDay ? { lastDay: read.lastDay } : {}),
          ...(read.manager ? { manager: read.manager } : {}),
        },
      };
    case 'salary_lookup':
      return {
        tool: 'salary_range',
        input: {
          role: read.role,
          ...(read.place ? { location: read.place } : {}),
          ...(read.offer ? { offer: read.offer } : {}),
        },
      };
    case 'job_lookup': {
      const { employment, shift, remote } = workKindIn(message);
      return {
        tool: 'search_jobs',
        input: {
          ...(read.role ? { title: read.role } : {}),
          ...(read.company ? { company: read.company } : {}),
          ...(read.place ? { location: read.place } : {}),
          ...(remote ? { remote } : {}),
          ...(employment ? { employment } : {}),
          ...(shift ? { shift } : {}),
          ...(read.floor?.yearly ? { salaryMin: read.floor.yearly } : {}),
          ...(read.floor?.hourly ? { hourlyMin: read.floor.hourly } : {}),
        },
      };
    }
  }
}

/** Whether the request model reads an offer's message as asking to counter it rather than to look pay up. */
function asksToCounter(message: string): boolean {
  // A story with an offer in it ("93k WFH or 110k + 5% bonus with commute?") is weighed, not countered.
  if (message.length > 280 || /\n\s*\S/.test(message.trim())) return false;
  // The question asked is what to read: "The recruiter offered $120k for a senior frontend role in
  // New York. What exactly do I say to counter?" read whole leaned to advice (0.60 to 0.40), its
  // question alone is a counter (0.98).
  const asked = (message.match(/[^.?!\n]*\?/g) ?? []).join(' ').trim() || message;
  const ranked = requestIntentModel().classify(asked);
  const p = (label: string) => ranked.find((r) => r.label === label)?.probability ?? 0;
  // "Should I take a ... job for $55k?" weighs the offer (advice) rather than answering it.
  return p('counter_offer') > p('salary_lookup') && p('counter_offer') > p('advice');
}

/** The offer's figure said as such: "offered 45k", "an offer of $19 an hour", "they pay 48k". */
const OFFER_FIGURE_SAID = /\b(?:offer(?:ed|ing)?|pay(?:s|ing)?|paid)\b.{0,25}[$£€]?\s?\d/i;

/** A counter-offer request: the draft with the offer as typed, and the pay look-up for its role and place. */
function counterRequest(
  message: string,
  role: string | undefined,
  location: string | undefined,
  offer: number | undefined,
  company?: string,
): ToolRequest {
  const said = targetFigureIn(message);
  const first = offerAsTyped(message);
  // "write the counter email, i want 50k": the only figure is the one wanted, not the offer.
  const typed = first === said && !OFFER_FIGURE_SAID.test(message) ? undefined : first;
  if (typed === undefined) offer = undefined;
  // A bare target takes the offer's unit: "19 an hour ... hoping for 22" is by the hour too, and
  // "52k ... hoping 58" in thousands.
  const unit = typed?.match(/\s*(?:an?|per|\/)\s*(?:hour|hr|h)\b.*$|\s*hourly$|(?<=\d)\s?k$/i)?.[0];
  const bare = said && /^\$?\s?\d[\d,.]*$/.test(said) && Number(said.replace(/[$,\s]/g, '')) < 1000;
  const target = bare && unit ? `${said}${unit}` : said;
  // Postings state yearly pay: an hourly offer is compared by the person, not placed in a yearly spread.
  if (typed && isHourly(typed)) offer = undefined;
  return {
    tool: 'draft_counter_offer',
    input: {
      ...(role ? { role } : {}),
      ...(company ? { company } : {}),
      ...(typed ? { offer: typed } : {}),
      ...(target && target !== typed ? { target } : {}),
    },
    ...(role ? { market: { role, ...(location ? { location } : {}), ...(offer ? { offer } : {}) } } : {}),
  };
}

/** "…, senior backend, Austin: …": a capitalised place between commas in a salary question. */
function trailingPlace(message: string): string | undefined {
  for (const part of message.split(/[,:;?]/)) {
    const p = part.trim();
    if (/^[A-Z][a-z]+(?: [A-Z][a-z]+){0,2}$/.test(p) && !ROLE_WORDS.test(p) && !/^(What|How|Should|Is|Can)\b/.test(p))
      return p;
  }
  return undefined;
}

/** A place as it may have been typed: "Columbus, Ohio" also as "columbus ohio". */
function asTypedPattern(place: string): string {
  return place
    .split(/[,\s]+/)
    .map(escapeRegExp)
    .join('[,\\s]+');
}

/**
 * The words that named `place` after "in", "near" or "around", as typed: "in nyc" for New York,
 * "in new york", "near columbus ohio". Undefined when the place was named otherwise.
 */
function placeAsTyped(message: string, place: string): string | undefined {
  for (const m of message.matchAll(
    /\b(?:in|near|around|based in)\s+(?:the\s+)?([\p{L}.'-]+(?:\s+[\p{L}.'-]+){0,2})/giu,
  )) {
    const words = (m[1] ?? '').split(/\s+/);
    for (let n = words.length; n > 0; n--) {
      const said = words.slice(0, n).join(' ');
      if (knownPlace(said)?.toLowerCase() === place.toLowerCase() || said.toLowerCase() === place.toLowerCase())
        return `${m[0].slice(0, m[0].length - (m[1] ?? '').length)}${said}`;
    }
  }
  return undefined;
}

/** An hourly figure as typed ("25 an hour", "$22/hr"): no word of a title. */
const HOURLY_FIGURE = /[$£€]?\s?\d+(?:\.\d+)?\s?(?:an?\s+hour|\/\s?h(?:ou)?r\b|per\s+hour|hourly)/gi;

/** Typed constraints of a job search: title, place, remote, pay floor, recency. */
export function jobConstraints(message: string): Extract<ToolRequest, { tool: 'search_jobs' }>['input'] {
  // "nurse jobs berlin": a known place ending the request, when what precedes it names an occupation.
  const trailing = placeIn(message) ? undefined : trailingKnownPlace(message);
  const location = placeIn(message) ?? trailing;
  // "part time cashier jobs": the kind of work is a filter, not words of the title.
  const { employment, shift, remote, rest } = workKindIn(message);
  // "paying over 80k", "that pay at least 25 an hour": a yearly floor, or an hourly one as asked.
  const floor = payFloorIn(message);
  // The place as typed ("in nyc" for New York), which is no word of the title, and whose "new" is no recency.
  const typedPlace = location ? placeAsTyped(message, location) : undefined;
  const unplaced = typedPlace ? message.replace(typedPlace, ' ') : message;
  const days = /\b(today|last 24 hours)\b/i.test(message)
    ? 1
    : /\b(this|past|last) week\b/i.test(message)
      ? 7
      : /\b(recent|new|latest|fresh)\b/i.test(unplaced)
        ? 14
        : (() => {
            const n = /\b(?:last|past|within)\s+(\d{1,3})\s+days?\b/i.exec(message)?.[1];
            return n ? Math.min(365, Math.max(1, Number(n))) : undefined;
          })();
  // "nursing jobs at Kaiser", "walmart part time jobs": the employer is its own constraint, not words of the title.
  const company = employerAtIn(message) ?? employerLeadingJobsIn(rest);
  const title = (typedPlace ? rest.replace(typedPlace, ' ') : rest)
    .replace(company ? new RegExp(`(?:\\bat\\s+)?\\b${escapeRegExp(company)}\\b`, 'i') : /$^/, ' ')
    .replace(/\b(?:in|near|around|based in)\s+(?:[A-Z][\p{L}'-]+|NYC|SF)(?:[ -][A-Z][\p{L}'-]+)*/gu, ' ')
    .replace(
      location ? new RegExp(`\\b(?:in|near|around|based in)\\s+${asTypedPattern(location)}\\b`, 'gi') : /$^/,
      ' ',
    )
    .replace(trailing ? new RegExp(`\\b${escapeRegExp(trailing)}\\b`, 'i') : /$^/, ' ')
    .replace(MONEY, ' ')
    .replace(HOURLY_FIGURE, ' ')
    .replace(
      /\b(posted )?(today|this week|last week|in the (last|past) \d+ days?|within \d+ days?|last \d+ days?)\b/gi,
      ' ',
    )
    .replace(
      /\b(please|can you|could you|find|search( for)?|show|get|look(ing)? for|list|any|are there|recommend|suggest|me|some|a few|good|new|recent|latest|fresh|remote(?:ly)?|open|at|jobs?|openings?|roles?|positions?|postings?|vacancies|opportunities|for|as an?|as|an?|the|over|above|at least|paying|more than|that pays?|which pays?|pays?|with|salary|and|or|only|i['’]m|im|i am|i|can|apply to|to|of|hiring|near me|onsite|on-site|need|want|wanna|help(?= (?:me|us|with|finding|find|getting|get)\b)|hi|hello|hey|really|urgently|desperately|asap|immediately|right now)\b/gi,
      ' ',
    )
    .replace(/[^\p{L}\p{N}+#/ -]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    // "internships in marketing": the field after the kind of work; "part time work at walmart" names no title.
    .replace(/^in\s+/i, '')
    .replace(/^(?:work|gigs?)$/i, '')
    .toLowerCase();
  return {
    ...(title ? { title: titleWrittenOut(singularTitle(title)) } : {}),
    ...(company ? { company } : {}),
    ...(location ? { location } : {}),
    ...(remote ? { remote } : {}),
    ...(employment ? { employment } : {}),
    ...(shift ? { shift } : {}),
    ...(floor?.yearly ? { salaryMin: floor.yearly } : {}),
    ...(floor?.hourly ? { hourlyMin: floor.hourly } : {}),
    ...(days ? { postedWithinDays: days } : {}),
  };
}

/** "contract jobs for accountants": a title typed in the plural is searched and said in the singular. */
function singularTitle(title: string): string {
  if (!/s$/.test(title)) return title;
  // The occupation the words name: "sales", "business", "analytics" name none, and stay.
  const singular = occupationRoleIn(`${title} jobs`);
  const plurals = [title.slice(0, -1), title.replace(/es$/, ''), title.replace(/ies$/, 'y')];
  return singular && plurals.includes(singular) ? singular : title;
}

/**
 * Whether a request drafts a message to a person (a letter, an email, a note, a counter), which is
 * written in the voice asked for; a resume summary or a LinkedIn text speaks of the person and has none.
 */
const draftsAMessage = (tool: ToolRequest['tool']): boolean =>
  tool.startsWith('draft_') && tool !== 'draft_linkedin_text' && tool !== 'draft_resume_summary';

/** Applies a follow-up to a tool request; null when the follow-up does not apply to that tool. */
export function applyFollowUp(request: ToolRequest, follow: FollowUp): ToolRequest | null {
  if (follow.kind === 'tone') {
    // A message in the voice asked for, every fact kept ("make it less formal"); a formal voice
    // asked of a formal draft, or any voice of a resume line or a search, is another version.
    const current = 'tone' in request.input ? request.input.tone : undefined;
    if (!draftsAMessage(request.tool) || (follow.tone === 'formal' && current !== 'casual'))
      return applyFollowUp(request, { kind: 'another' });
    return { ...request, input: { ...request.input, tone: follow.tone } } as ToolRequest;
  }
  switch (request.tool) {
    case 'interview_questions': {
      // "as a cashier instead", or the role named when we asked for it: the first questions for that role.
      const role = follow.kind === 'target' ? targetRole(follow.target) : undefined;
      if (role) {
        const { roleFrom: _assumed, offset: _shown, ...rest } = request.input;
        return { tool: 'interview_questions', input: { ...rest, role } };
      }
      // "another set", "3 more": the bank's next questions for the same role, as many as asked.
      if (follow.kind !== 'another') return null;
      const { count, offset } = request.input;
      return {
        tool: 'interview_questions',
        input: {
          ...request.input,
          offset: (offset ?? 0) + (count ?? DEFAULT_SHOWN),
          ...(follow.count ? { count: Math.min(follow.count, MAX_SHOWN) } : {}),
        },
      };
    }
    case 'rewrite_bullet': {
      const input = { ...request.input };
      if (follow.kind === 'shorter') input.shorter = true;
      else if (follow.kind === 'another') input.variant = (input.variant ?? 0) + 1;
      // A level asks for the rewrite at that level, whose reach prompt the one-line form has no room for.
      else if (follow.kind === 'level') Object.assign(input, { level: follow.level, shorter: false });
      else if (follow.kind === 'target') input.target = follow.target;
      else return null;
      return { tool: 'rewrite_bullet', input };
    }
    case 'search_jobs': {
      const input = { ...request.input };
      if (follow.kind === 'target') {
        const role = targetRole(follow.target);
        if (role) input.title = role;
        else if (placeMarket(follow.target)) input.location = follow.target;
        else return null;
      } else if (follow.kind === 'level') input.title = withLevel(input.title ?? '', follow.level);
      else if (follow.kind === 'place') input.location = follow.location;
      else if (follow.kind === 'remote') {
        // Remote work is not tied to the place asked before.
        input.remote = true;
        delete input.location;
      } else if (follow.kind === 'work') {
        if (follow.employment) input.employment = follow.employment;
        if (follow.shift) input.shift = follow.shift;
      } else if (follow.kind === 'search') {
        if (follow.title) input.title = follow.title;
        if (follow.location) input.location = follow.location;
      } else if (follow.kind === 'pay') {
        // The floor asked last replaces any before it, in whichever unit it was asked.
        delete input.salaryMin;
        delete input.hourlyMin;
        if (follow.floor.hourly !== undefined) input.hourlyMin = follow.floor.hourly;
        else input.salaryMin = follow.floor.yearly;
      } else return null;
      return { tool: 'search_jobs', input };
    }
    case 'salary_range': {
      const input = { ...request.input };
      if (follow.kind === 'target') {
        const role = targetRole(follow.target);
        if (role) input.role = role;
        else if (placeMarket(follow.target)) input.location = follow.target;
        else return null;
      } else if (follow.kind === 'level') input.role = withLevel(input.role, follow.level);
      else if (follow.kind === 'place') input.location = follow.location;
      else return null;
      return { tool: 'salary_range', input };
    }
    case 'draft_cover_letter':
    case 'draft_cover_letter_opening':
    case 'draft_recruiter_note':
    case 'draft_thank_you_note':
    case 'draft_counter_offer': {
      // Every fact the user gave stays; only what the follow-up names changes.
      // "now the whole letter" after its opening: the letter, from the same facts.
      if (follow.kind === 'whole') {
        if (request.tool !== 'draft_cover_letter_opening') return null;
        const { variant: _variant, shorter: _shorter, ...facts } = request.input;
        return { tool: 'draft_cover_letter', input: facts };
      }
      if (follow.kind === 'another')
        return { ...request, input: { ...request.input, variant: (request.input.variant ?? 0) + 1, shorter: false } };
      if (follow.kind === 'shorter') return { ...request, input: { ...request.input, shorter: true } };
      if (follow.kind === 'level')
        return { ...request, input: { ...request.input, role: withLevel(request.input.role ?? '', follow.level) } };
      if (follow.kind === 'target') {
        // "as a nurse instead" changes the role; "for a hospital", "at Kaiser" the employer.
        const role = targetRole(follow.target);
        if (role) {
          const market =
            request.tool === 'draft_counter_offer' && request.market ? { ...request.market, role } : undefined;
          return { ...request, input: { ...request.input, role }, ...(market ? { market } : {}) } as ToolRequest;
        }
        return { ...request, input: { ...request.input, company: employerAsWritten(follow.target) } } as ToolRequest;
      }
      if (follow.kind === 'name' && request.tool === 'draft_thank_you_note')
        return { ...request, input: { ...request.input, interviewer: follow.name } };
      if (follow.kind === 'place' && request.tool === 'draft_counter_offer' && request.market)
        return { ...request, market: { ...request.market, location: follow.location } };
      return null;
    }
    case 'draft_application_follow_up':
    case 'draft_resignation_letter':
    case 'draft_workplace_email':
    case 'draft_linkedin_text': {
      // Every fact the user gave stays; a new version or a shorter one of the same letter.
      if (follow.kind === 'another')
        return {
          ...request,
          input: { ...request.input, variant: (request.input.variant ?? 0) + 1, shorter: false },
        } as ToolRequest;
      if (follow.kind === 'shorter') return { ...request, input: { ...request.input, shorter: true } } as ToolRequest;
      if (follow.kind === 'target' && !targetRole(follow.target))
        return { ...request, input: { ...request.input, company: employerAsWritten(follow.target) } } as ToolRequest;
      if (follow.kind === 'name' && request.tool === 'draft_workplace_email')
        return { ...request, input: { ...request.input, to: follow.name } };
      if (follow.kind === 'name' && request.tool === 'draft_resignation_letter')
        return { ...request, input: { ...request.input, manager: follow.name } };
      return null;
    }
    case 'draft_resume_summary': {
      // Another version or a shorter one of the same summary, from the same facts.
      if (follow.kind === 'another')
        return {
          tool: 'draft_resume_summary',
          input: { ...request.input, variant: (request.input.variant ?? 0) + 1, shorter: false },
        };
      if (follow.kind === 'shorter')
        return { tool: 'draft_resume_summary', input: { ...request.input, shorter: true } };
      return null;
    }
    case 'occupation_skills':
    case 'occupation_overview': {
      // "for a welder instead": the same question about another job.
      const role = follow.kind === 'target' ? targetRole(follow.target) : undefined;
      return role ? { tool: request.tool, input: { role } } : null;
    }
    case 'compare_roles':
    case 'tailor_summary':
      return null;
  }
}

/**
 * An employer named in a follow-up, as it is written: "for target instead" -> Target. A setting
 * with its article ("for a hospital instead") stays as said.
 */
function employerAsWritten(name: string): string {
  const said = name.trim();
  return /^(an?|the)\s/i.test(said) || !/^[a-z]/.test(said) ? said : capitalisedName(said);
}

/** The role a follow-up's target names ("as a nurse", "for electricians"), when it names an occupation. */
function targetRole(target: string): string | undefined {
  // "for a hospital instead" names a workplace, not a job, however near a title's score it comes
  if (namesKindOfWorkplace(target)) return undefined;
  const role = roleIn(`a ${target.replace(/^(an?|the)\s+/i, '')} job`);
  return role && namesOccupation(role) ? role : undefined;
}

/** A title with its level word replaced ("senior backend engineer" + staff → "staff backend engineer"). */
function withLevel(title: string, level: string): string {
  const bare = title.replace(new RegExp(`\\b${LEVEL}\\b\\s*`, 'gi'), '').trim();
  return `${level} ${bare}`.trim();
}

/** The person's own surroundings named instead of a place: "near me", "in my area", "nearby", "around here". */
const NEAR_ME =
  /\b(?:near|around|close to)\s+(?:me|here|my (?:area|home|house|place))\b|\bin my (?:area|town|city)\b|\bnearby\b|\blocal(?:ly)?\b/i;

/**
 * A search "near me" takes the person's own place, when their profile says it ("part time jobs
 * near me" from someone in Dallas searches Dallas); without one it searches everywhere, as any
 * search without a place does. A remote search has no place.
 */
export function withOwnPlace(
  request: ToolRequest | null,
  message: string,
  ownPlace: string | undefined,
): ToolRequest | null {
  if (request?.tool !== 'search_jobs' || request.input.location || request.input.remote) return request;
  const place = ownPlace?.trim();
  return place && NEAR_ME.test(message) ? { ...request, input: { ...request.input, location: place } } : request;
}

/** How many of the person's earlier messages a new draft looks back over for the facts it lacks. */
const EARLIER_TURNS_READ = 6;

/** The facts of the job a conversation is about, each from the latest message of the person's that says it. */
type EarlierFacts = { role?: string; company?: string; place?: string; offerText?: string; offer?: number };

function earlierFacts(history: readonly HistoryTurn[]): EarlierFacts {
  const facts: EarlierFacts = {};
  const said = history.filter((t) => t.role === 'user' && t.content.trim()).slice(-EARLIER_TURNS_READ);
  for (const { content } of said.reverse()) {
    const role = roleIn(content);
    if (!facts.role && role && namesOccupation(role)) facts.role = role;
    facts.company ??= companyIn(content) ?? employerAtIn(content);
    facts.place ??= placeNamed(content);
    if (!facts.offerText && OFFER_FIGURE_SAID.test(content)) {
      const typed = offerAsTyped(content);
      if (typed) {
        facts.offerText = typed;
        const yearly = yearlyAmountIn(typed);
        if (yearly) facts.offer = yearly;
      }
    }
  }
  return facts;
}

/** Asked to write the message itself: "write the email asking for 20", "draft it, i want 50k". */
const WRITE_THE_MESSAGE =
  /\b(?:write|draft|type up|send)\b.{0,20}\b(?:e-?mail|it|that|one|message|letter|note|reply|counter)\b/i;

/**
 * A counter asked for by its figure alone, once an offer was said earlier in the conversation:
 * "i got offered 18 an hour as a cna" then "write the email asking for 20". Null otherwise.
 */
export function counterAskedInThread(message: string, history: readonly HistoryTurn[]): ToolRequest | null {
  if (!WRITE_THE_MESSAGE.test(message) || !targetFigureIn(message)) return null;
  if (!earlierFacts(history).offerText) return null;
  return counterRequest(message, undefined, undefined, undefined);
}

/**
 * The request a message makes in a conversation: as typed, or a counter asked for by its figure
 * alone, with the facts it lacks from the person's earlier messages. One reading for the current
 * message and for the earlier ones a follow-up walks back to.
 */
export function readToolRequestInConversation(
  message: string,
  history: readonly HistoryTurn[],
  currentRole?: string,
): ToolRequest | null {
  return withEarlierFacts(
    readToolRequest(message, currentRole) ??
      counterAskedInThread(message, history) ??
      payAskedInThread(message, history),
    history,
  );
}

/** A place the message names ("what does it pay in texas"), as the look-up's location. */
function placeOf(message: string): { location?: string } {
  const location = placeIn(message) ?? trailingPlace(message) ?? trailingKnownPlace(message);
  return location ? { location } : {};
}

/** Pay asked for with no job named: "what would i earn after", "what does it pay?". */
const PAY_WITHOUT_A_JOB =
  /^(?:and\s+|so\s+|ok,?\s+)?(?:how much|what)\s+(?:would|will|could|can|do|does|might)\s+(?:i|you|one|it|they)\s+(?:earn|make|get paid|pay)\b[^?]{0,30}\??\s*$/i;
/** The job the person is heading for: "looking to become an lpn", "want to be a welder". */
const HEADING_FOR =
  /\b(?:become|becoming|be|train(?:ing)? as|qualify(?:ing)? as)\s+an?\s+([a-z][\w/-]*(?:\s+[a-z][\w/-]*){0,2}?)(?=\s*(?:[,.;!?]|$|\s+(?:and|but|how|in|after|because|so|what|is|if)\b))/i;

/**
 * Pay asked for with no job named, after a message that named one: the job the person is heading
 * for ("im a cna looking to become an lpn" then "what would i earn after" looks up an LPN's pay),
 * else the job named. Null without one.
 */
function payAskedInThread(message: string, history: readonly HistoryTurn[]): ToolRequest | null {
  if (!PAY_WITHOUT_A_JOB.test(message.trim())) return null;
  const said = history.filter((t) => t.role === 'user' && t.content.trim()).slice(-EARLIER_TURNS_READ);
  for (const { content } of said.reverse()) {
    const heading = HEADING_FOR.exec(content)?.[1];
    const role = heading && namesOccupation(heading) ? heading : undefined;
    if (role) return { tool: 'salary_range', input: { role, ...placeOf(message) } };
  }
  const role = earlierFacts(history).role;
  return role ? { tool: 'salary_range', input: { role, ...placeOf(message) } } : null;
}

/** A bare target ("20", "50") in the unit of the offer it answers: "20 an hour" after "18 an hour", "50k" after "45k". */
function inOffersUnit(target: string | undefined, offer: string | undefined): string | undefined {
  if (!target || !offer || !/^\$?\s?\d[\d,.]*$/.test(target)) return target;
  const perHour = offer.match(/\s*(?:an?|per|\/)\s*(?:hour|hr|h)\b.*$|\s*hourly$/i)?.[0];
  if (perHour) return `${target}${perHour}`;
  return /\d\s?k$/i.test(offer) && Number(target.replace(/[^\d.]/g, '')) < 1000 ? `${target}k` : target;
}

/**
 * A new draft about the job the conversation is about takes the facts it lacks from the person's
 * earlier messages: "i got offered 45k as a teacher in ohio, should i negotiate" then "write the
 * counter email, i want 50k" counters 45k for a teacher's job in Ohio; "i have an interview at
 * Kroger for a cashier job tomorrow" then "write me a thank you note" thanks Kroger. A letter of
 * resignation or a work email is about the person's own job, not the one discussed, and keeps its own.
 */
export function withEarlierFacts(request: ToolRequest | null, history: readonly HistoryTurn[]): ToolRequest | null {
  if (!request || history.length === 0) return request;
  switch (request.tool) {
    case 'draft_counter_offer': {
      const earlier = earlierFacts(history);
      const role = request.input.role ?? earlier.role;
      const company = request.input.company ?? earlier.company;
      const offer = request.input.offer ?? earlier.offerText;
      const target = inOffersUnit(request.input.target, offer);
      const market = request.market ?? (role ? { role } : undefined);
      return {
        ...request,
        input: {
          ...request.input,
          ...(role ? { role } : {}),
          ...(company ? { company } : {}),
          ...(offer && offer !== target ? { offer } : {}),
          ...(target ? { target } : {}),
        },
        ...(market
          ? {
              market: {
                ...market,
                ...(market.location || !earlier.place ? {} : { location: earlier.place }),
                ...(market.offer || request.input.offer || !earlier.offer ? {} : { offer: earlier.offer }),
              },
            }
          : {}),
      };
    }
    case 'draft_cover_letter':
    case 'draft_cover_letter_opening':
    case 'draft_recruiter_note':
    case 'draft_thank_you_note':
    case 'draft_application_follow_up': {
      if (request.input.role && request.input.company) return request;
      const earlier = earlierFacts(history);
      const role = request.input.role ?? earlier.role;
      const company = request.input.company ?? earlier.company;
      return { ...request, input: { ...request.input, ...(role ? { role } : {}), ...(company ? { company } : {}) } };
    }
    default:
      return request;
  }
}

/**
 * The role named in answer to our question for it ("Which role is your interview for?"): "cashier",
 * "its for a shift manager", "the stocker one". Only right after the question, and only a job.
 */
function roleAnswered(message: string, history: readonly HistoryTurn[]): FollowUp | null {
  const last = history.at(-1);
  if (last?.role !== 'assistant' || !last.content.includes(ASKS_FOR_THE_ROLE)) return null;
  const said = message
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(/^(?:(?:it'?s|its|it is|i'?m|im|i am|for|as|the|a|an|applying|interviewing)\s+)+/i, '')
    .replace(/\s+(?:one|job|role|position)$/i, '');
  if (said.split(/\s+/).length > 4) return null;
  return targetRole(said) ? { kind: 'target', target: said } : null;
}

/** The thread a message continues: the last request or question it builds on, with the follow-ups since. */
export type Thread = {
  /** The earlier user message the follow-ups apply to. */
  base: string;
  /** The request of that message, if it was one, with every follow-up applied in order. */
  request: ToolRequest | null;
  /** The follow-ups from `base` to the current message, oldest first (the current one last). */
  followUps: FollowUp[];
};

/**
 * The thread `message` continues, or null when it is not a follow-up. Walks back over the user's
 * earlier turns while they are follow-ups themselves, so "rewrite this" → "shorter" → "another
 * one" still applies to the bullet. A follow-up that does not fit the earlier request ("shorter"
 * after a job search) applies to the earlier question's answer instead.
 */
export function resolveThread(message: string, history: readonly HistoryTurn[]): Thread | null {
  const current = readFollowUp(message) ?? roleAnswered(message, history);
  if (!current) return null;
  const chain: FollowUp[] = [current];
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    if (turn?.role !== 'user' || !turn.content.trim()) continue;
    const earlier = readFollowUp(turn.content);
    if (earlier) {
      chain.unshift(earlier);
      continue;
    }
    let request = readToolRequestInConversation(turn.content, history.slice(0, i));
    for (const follow of chain) {
      const next = request ? applyFollowUp(request, follow) : null;
      if (next) request = next;
    }
    // A kind of work or a pay floor named after anything but a search ("part time jobs" after a
    // cover letter) is a message of its own.
    if (
      (current.kind === 'work' || current.kind === 'pay' || current.kind === 'search') &&
      request?.tool !== 'search_jobs'
    )
      return null;
    // "the whole letter" after anything but a letter (its opening turned into it above) is a message of its own.
    if (current.kind === 'whole' && request?.tool !== 'draft_cover_letter') return null;
    return { base: turn.content, request, followUps: chain };
  }
  return null;
}
