import {
  namesAPastRole,
  type ResumeSummaryFacts,
  WORKPLACE_EMAIL_KINDS,
  type WorkplaceEmailFacts,
  type WorkplaceEmailKind,
} from '@careerloom/career-engine';
import { escapeRegExp } from '../../lib/escape-regexp';
import { PERSONAL_ADDRESSEE } from '../embedded/intent';
import { ASKS_FOR_ADVICE, ASKS_FOR_LISTINGS } from '../embedded/tool-requests';
import { APPLICATIONS_COUNTED } from '../knowledge/text-analysis';
import { APPLIED_WHEN, capitalisedDates, LAST_DAY, START_DATE, WHEN_OFF } from './dates-said';
import { LETTER_WORDS, NOTE_WORDS } from './draft-words';
import { jobAskedAbout } from './occupation-question';
import { asksForJobSkills, withSkillsTalkAsBreaks } from './skills-question';
import { addresseeIn } from './slots/addressees';
import { capitalisedName } from './slots/capitalised-name';
import {
  companyIn,
  employerAtIn,
  employerBeforeTitle,
  employerHiringIn,
  employerInterviewingIn,
  employerLeadingJobsIn,
  employerNamedIn,
  namesKindOfInterview,
} from './slots/employers';
import { amountIn, offerAsTyped, PAY_FIGURE, type PayFloor, payFloorIn, yearlyAmountIn } from './slots/figures';
import { nextRoleIn, ownFactsIn, statedResultsIn, targetFigureIn, tenureIn } from './slots/own-facts';
import { placeNamed } from './slots/places';
import {
  asTyped,
  draftedForRole,
  fieldWordsIn,
  namesOccupation,
  occupationRoleIn,
  plainerWorker,
  roleIn,
  titleWrittenOut,
  workerOfFieldIn,
  workerOfWorkDoneIn,
} from './slots/roles';
import { asksForWorkOfAKind, workKindIn } from './slots/work-kind';
import { requestIntentModel } from './trained-intent-models';
import { type WorkMessage, workMessageIn } from './work-message';

/**
 * The trained half of message understanding (the rules in embedded/intent.ts and
 * embedded/tool-requests.ts are the other): what a message is about, what it asks us to do, and
 * the pieces of it a tool needs (slots). The rules go first where they are sure; the models decide
 * the rest, so a question phrased in a way no rule foresaw is still understood. This file reads
 * requests to act; the models are in trained-intent-models.ts and the slot readers in slots/.
 */

/** A request to act that the trained model recognised, with its slots. */
export type ModelRequest =
  | { action: 'rewrite_bullet'; text: string; shorter?: boolean }
  | {
      action: 'cover_letter_line' | 'recruiter_note';
      role?: string;
      company?: string;
      /** The person's own title and experience, when the request states them ("I'm a dental assistant"). */
      currentRole?: string;
      experience?: string;
      /** A whole letter asked for ("write me a cover letter"), not its opening lines. */
      whole?: boolean;
    }
  | { action: 'counter_offer'; role?: string; offer?: number; offerText?: string; company?: string; place?: string }
  | { action: 'thank_you_note'; role?: string; company?: string; interviewer?: string; when?: string }
  | { action: 'salary_lookup'; role: string; place?: string; offer?: number }
  | { action: 'job_lookup'; role?: string; company?: string; place?: string; floor?: PayFloor }
  | {
      action: 'application_follow_up';
      role?: string;
      company?: string;
      applied?: string;
      stage?: 'applied' | 'interviewed';
    }
  | { action: 'resignation_letter'; role?: string; company?: string; lastDay?: string; manager?: string }
  | {
      action: 'linkedin_text';
      kind: 'headline' | 'about' | 'bio';
      role?: string;
      years?: string;
      /** The work the person is moving into, as said. */
      next?: string;
      /** Where or in what the person works, as said ("the ER"). */
      setting?: string;
      shorter?: boolean;
    }
  | WorkMessage
  | { action: 'interview_questions'; role?: string; company?: string; count?: number }
  /** The skills, software or tools of a job asked for ("what software do bookkeepers use"). */
  | { action: 'occupation_skills'; role: string }
  | ({ action: 'resume_summary' } & Omit<ResumeSummaryFacts, 'variant' | 'shorter'>)
  | ({ action: Exclude<WorkplaceEmailKind, 'work_message'> } & Pick<
      WorkplaceEmailFacts,
      | 'role'
      | 'company'
      | 'to'
      | 'when'
      | 'workedTogetherAt'
      | 'school'
      | 'toCoworker'
      | 'tenure'
      | 'results'
      | 'target'
      | 'reason'
      | 'partOfDay'
    >);

/**
 * A draft's kind named outright with a request to write or make it ("write a resume objective for a
 * highschool student", "make me a linkedin about section"), read as that kind; null when none is
 * named, when the message asks how or whether to write one, or when the kind is `except` (the
 * model's own reading, already tried).
 */
function namedDraftIn(message: string, payload: ReturnType<typeof payloadOf>, except: string): ModelRequest | null {
  if (!(WRITE_IT.test(message) || MESSAGE_FIRST.test(message))) return null;
  if (HOW_TO_WRITE.test(message) || ASKS_WHETHER.test(message) || ASKS_FOR_VIEWS.test(message)) return null;
  if (ASKS_IF_NEEDED.test(message)) return null;
  for (const [label, words] of NAMED_KINDS) {
    if (label === except || !words.test(message)) continue;
    const named = readAs(label, message, payload);
    if (named) return named;
  }
  return null;
}

/**
 * A request the model is this many times surer of than chance (one over the number of labels) is
 * acted on (its slots must still be there). Set against chance, not as a probability: a short
 * message's unknown words spread its probability over every label, so each label added to the model
 * lowered every reading ("rephrase: ..." fell from 0.41 to 0.33 when two drafts were added) under a
 * fixed bar. 4x was 0.5 with the model's first eight labels.
 */
const MIN_REQUEST_LIFT = 4;
/** Before a pasted text ("rewrite: ..."), the head is an instruction by its place: a lower bar (0.35 of eight labels). */
const MIN_REQUEST_LIFT_WITH_PAYLOAD = 2.8;
/**
 * And at least this many times as likely as advice: "Online Data Entry Job for Cosmos Tours" (a
 * search 0.43, advice 0.31) asks about an offer as much as for a search, and the guides answer what
 * the asker meant more often than an empty search of "Tours" does. Another action close behind
 * ("Remote roles in Denver": a search 0.50, pay 0.35) is no doubt about acting. An opening that
 * tells us to take a step ("decline the offer from Target politely": 0.56 against advice 0.37) is
 * itself the sign of a request: ahead of advice is enough.
 */
const MIN_MARGIN_OVER_ADVICE = 2;
const MIN_MARGIN_OVER_ADVICE_WHEN_TOLD = 1;

// ---- slots --------------------------------------------------------------------------------

/** Words an instruction before a pasted text may have ("can you make this bullet sound better for me"). */
const MAX_HEAD_WORDS = 12;
const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/**
 * The user's own text inside a request: quoted, or after a colon or a dash that follows a short
 * instruction ("rewrite: worked on the checkout page", "can u make this better - handled
 * complaints"). Undefined when there is none.
 */
export function payloadOf(message: string): { head: string; text: string } | undefined {
  // Either way the head is a short instruction: a quotation closing a long sentence (the perks they
  // give us are just "pizza parties") is the writer's own point, not a text to rework.
  // The text first and the instruction after it ("\"cleaned kitchen and prepped veg\" - better?").
  const first = /^\s*["“‘]([^"”’]{6,600})["”’]\s*[-–—:,]?\s*(\S.{0,80}?)\s*$/s.exec(message);
  if (first?.[1] && first[2] && wordCount(first[2]) <= MAX_HEAD_WORDS) return { head: first[2], text: first[1].trim() };
  // Quoted inside a short instruction: 'can you make "Served food to customers" stronger'.
  const inside = /^(.{0,60}?)["“]([^"”]{6,600})["”]\s*(\S.{0,30}?)?\s*[.?!]?\s*$/s.exec(message);
  if (inside?.[2] && inside[3] && wordCount(`${inside[1] ?? ''} ${inside[3]}`) <= MAX_HEAD_WORDS)
    return { head: `${inside[1] ?? ''} ${inside[3]}`.trim(), text: inside[2].trim() };
  const quoted = /^(.*?)["“‘]([^"”’]{6,600})["”’]\s*[.?!]?\s*$/s.exec(message);
  if (quoted?.[2])
    return wordCount(quoted[1] ?? '') > MAX_HEAD_WORDS ? undefined : { head: quoted[1] ?? '', text: quoted[2].trim() };
  const split = /^(.{2,90}?)(?::|\s[-–—]\s|\s*\n)\s*(\S.{5,600})$/s.exec(message.trim());
  if (!split?.[1] || !split[2]) return undefined;
  if (wordCount(split[1]) > MAX_HEAD_WORDS) return undefined;
  return { head: split[1].trim(), text: split[2].trim().replace(/^["“‘]|["”’]$/g, '') };
}

/** The start of a letter asked for rather than the letter. */
const OPENING_WORDS =
  /\b(open(ing|er)?|intro(duction)?|first (line|lines|sentence|paragraph)|hook|start(ing)? (line|sentence))\b/i;
/** An offer made to the person: offered, an offer, what they want to pay, a counter. */
const OFFER_MADE =
  /\b(offer\w*|counter\w*|pay(ing|s)? me|want(s)? to pay|(they|it|company|employer|school|hospital|firm)('re| are| is| will| would)? (paying|pay))\b/i;
/** A head that asks for an edit or names what to edit ("make my summary sound more professional"). */
const NAMES_AN_EDIT =
  /\b(?:rewrite|reword|rephrase|redo|rework|shorten|trim|condense|tighten|improve|fix|polish|edit|punch up|make|better|stronger|summary|bullet|line|objective|sentence)\b/i;
/** The writer speaking of themselves: "I'm about to", "my resume has". */
const FIRST_PERSON_STORY = /\b(?:i|i'm|i’m|im|i've|i’ve|ive|i'd|i’d|my|me)\b/i;
/** The role a recruiter reached out about: "about a sales role", "about the night nurse position". */
const ROLE_RECRUITED_FOR =
  /\b(?:about|for|regarding|re)\s+(?:a|an|the|their|this|that)\s+([a-z][\w/-]*(?:\s+[a-z][\w/-]*){0,3}?)\s+(?:role|job|position|opening|opportunity)\b/i;
/** A recruiter's own title, which is no role they offer. */
const RECRUITERS_OWN =
  /^(?:(?:a|the|my)\s+)?(?:recruiters?|headhunters?|talent acquisition|hr|staffing agency|agency)$/i;
/** When the interview was, said beside it: "the interview yesterday", "this morning's interview". */
const INTERVIEW_WHEN =
  /\binterview(?:ed)?\b[^.?!]{0,40}?\b(today|yesterday|this morning|this afternoon|last week)\b|\b(today|yesterday|this morning|this afternoon)['’]s\s+interview\b/i;
/** A resume line is at most a couple of sentences: longer text after "rewrite:" is a story. */
const MAX_BULLET_CHARS = 260;
/** Beyond this length a message tells a story; a request to draft is in its opening line. */
const MAX_REQUEST_CHARS = 280;

/**
 * Whether a draft the model read in a long message is only in its story: the opening line (a
 * post's title, a chat's first sentence) must ask for it too. "How long until I hear back?" with
 * a thank-you email mentioned in the story asks when they will call, not for a note.
 */
function inStory(message: string, label: string): boolean {
  const asked = requestLine(message);
  if (asked === message.trim()) return false;
  return requestIntentModel().classify(asked)[0]?.label !== label;
}

/**
 * The part of a message that says what is asked: all of a short one, the opening line (a post's
 * title, a chat's first sentence) of a story, where the rest is context.
 */
export function requestLine(message: string): string {
  const text = message.trim();
  const lines = text.split(/\n+/);
  if (text.length <= MAX_REQUEST_CHARS && lines.length < 2) return text;
  return lines.length > 1 ? (lines[0] ?? '') : (text.split(/(?<=[.?!])\s/)[0] ?? '');
}

/**
 * What a story asks, for weighing its words: its opening line (`requestLine`) and every later
 * sentence that ends in a question mark ("... How do I professionally reject a job after I
 * accepted?"); undefined for a short message, which is all question. The rest of a story is its
 * context: who the asker is, where, what happened.
 */
export function askedPart(message: string): string | undefined {
  const opening = requestLine(message);
  const text = message.trim();
  if (opening === text) return undefined;
  const questions = text.slice(opening.length).match(/[^.?!\n]*\?/g) ?? [];
  return [opening, ...questions.map((q) => q.trim())].join(' ');
}

/** What a thank-you note is: a note, email, message, letter or card, or a thanks after an interview. */
const THANK_NOTE_WORDS =
  /\b(thank[\s-]?(you|u)|thanks|thanking|ty)\b.{0,40}\b(note|e-?mail|message|msg|letter|card|text)\b|\b(note|e-?mail|message|letter)\b.{0,30}\bthank|\bthank.{0,30}\binterview/i;
/**
 * A question whether or how to do something ("should I send a follow up email?", "how do I write a
 * resignation letter?") asks for advice, unless it asks for the text outright ("can you write ...").
 */
const ASKS_WHETHER =
  /^(?!.*\b(write|draft|compose|give me|send me|make me|say|word)\b)\s*(should|is|are|do|does|did|how|when|what|why|would|is it|can i|could i)\b/i;
/** A follow-up on an application is asked for as a message: an email, a note, a message. */
const FOLLOW_UP_WORDS = /\b(follow[\s-]?up|following up|check(ing)?[\s-]?in|chase|status)\b/i;
/** A resignation is asked for as a letter or a message. */
const RESIGNATION_WORDS =
  /\b(resign\w*|notice|quit\w*|leaving)\b.{0,40}\b(letter|e-?mail|message|note|template|text)\b|\b(letter|e-?mail|message|note|text)\b.{0,40}\b(resign\w*|notice|quit\w*|leaving)\b|\b(two|2)\s+weeks?['’]?\s+notice\b|\b(?:put|putting|turn|turning|hand|handing)\s+in\s+(?:my\s+)?(?:two|2)\s+weeks?\b|\b(write|draft|type)\s+(up\s+)?my\s+(notice|resignation)\b|\b(tell|telling|let)\s+(?:my\s+)?(?:boss|manager|supervisor|work)\b.{0,20}\b(i\s+(?:quit|am quitting|'m quitting|m quitting|am leaving|'m leaving|resign))/i;
/**
 * Notice already handed in, and what came after it ("Sent Home After Submitting a Two Week Notice?"):
 * a story about the notice, not a request for the letter.
 */
const AFTER_NOTICE_GIVEN =
  /\bafter (?:(?:i|we|you|they|he|she) )?(?:submitting|submitted|giving|gave|putting in|put in|handing in|handed in|turning in|turned in)\b.{0,30}\bnotice\b/i;
/** Where the years were spent, as said: "12 years in the ER", "8 years in early years education". */
const SETTING_AFTER_YEARS =
  /\b\d{1,2}\+?\s*(?:years?|yrs?)(?:\s+of\s+experience)?\s+(?:in|at|on)\s+((?:the\s+)?[A-Za-z][\w&/-]*(?:\s+(?!and\b|but\b|looking\b)[a-z][\w&/-]*){0,2})/i;
/** The kind of experience named before the word: "with icu experience", "with 5 years pediatric experience". */
const SETTING_BEFORE_EXPERIENCE =
  /\bwith\s+(?:\d{1,2}\+?\s*(?:years?|yrs?)\s+(?:of\s+)?)?((?!(?:some|no|little|lots|a|any|the|more|much|prior|previous|relevant|years?)\b)[a-z][\w&/-]*(?:\s+(?!experience\b)[a-z][\w&/-]*){0,2})\s+experience\b/i;
/** A unit's short name as it is written: "icu" -> "ICU", "er" -> "ER"; longer words as typed. */
function settingAsWritten(setting: string): string {
  return setting.replace(/\b(?!(?:the|and|for|of|in|on|an?|at)\b)[a-z]{2,3}\b/g, (word) => word.toUpperCase());
}

/** A resume's summary or objective named. */
const SUMMARY_WORDS = /\b(summary|objective|profile|personal statement|about me)\b/i;
/** Someone starting out, as they say it: "a recent high school grad", "college graduate". */
const GRADUATE =
  /\b(?:recent\s+)?(?:high[\s-]?school|college|university|uni|bootcamp|nursing)\s+(?:grad(?:uate)?|student)\b|\bstay[\s-]at[\s-]home\s+(?:mom|mum|mother|dad|father|parent)\b/i;
/** The work gone back to: "going back to work as a receptionist" -> "receptionist work". */
const BACK_TO_WORK_AS =
  /\b(?:going back to work|back to work|returning to work|re-?entering the workforce)\s+as\s+an?\s+([a-z][a-z -]{1,40}?)(?=\s*(?:[,.;!?]|$|\s+(?:after|and|but|in|at)\b))/i;
/** The work wanted: "looking for retail work", "looking for a job in a warehouse". */
const LOOKING_FOR =
  /\blooking\s+for\s+((?:an?\s+)?(?:[a-z]+\s+){0,2}(?:work|jobs?|roles?|positions?)(?:\s+(?:in|at)\s+(?:an?\s+|the\s+)?[a-z]+(?:\s+(?:store|shop|restaurant|hospital|center|centre|office|warehouse|school|company))?)?)/i;
/** Interview questions asked for: the questions, a practice, a mock, a quiz. */
const INTERVIEW_QUESTIONS =
  /\binterview\w*\b.{0,60}\b(questions?|practi[cs]e|mock|quiz|prep)\b|\b(questions?|practi[cs]e|mock|quiz)\b.{0,60}\binterview|\b(questions?)\b.{0,40}\b(ask|asked)\b.{0,20}\b(an?|the|my)\b/i;
/** What is asked of an employer's interview: its questions, what they ask, how to prepare, tips. */
const EMPLOYER_INTERVIEW_ASKED =
  /\b(questions?|ask|asked|asking|tips|prep|prepare|preparing|preparation|expect|practi[cs]e|help|advice|like)\b/i;
/** The questions the asker puts to the employer: the guides' subject. */
const QUESTIONS_TO_ASK =
  /\bquestions?\s+(?:should|can|do|could)\s+i\s+ask\b|\bquestions?\s+to\s+ask\b|\bask\s+(?:at the end|the interviewer)/i;
/** A head that only says to edit the text after it: "rewrite:", "shorten this -", "pls fix". */
const EDIT_HEAD =
  /^(?:(?:pls|plz|please|can you|can u|could you)\s+)?(?:rewrite|reword|rephrase|redo|rework|shorten|trim|condense|tighten|improve|fix|polish|edit|punch up|make\s+(?:this|it|that)\s+(?:sound\s+)?(?:better|stronger|nicer|more professional|professional|pop))(?:\s+(?:this|it|that|my line|this line|this bullet))?(?:\s+(?:pls|plz|please|for me))?\s*$/i;
/** An instruction to shorten: "shorten this", "make it shorter", "condense", "trim". */
const SHORTEN = /\b(shorten|shorter|condense|trim|cut down|more concise|tighten)\b/i;
/** Where the asker worked with a referee: "i worked under her at Walgreens", "we worked together at Kaiser". */
const WORKED_TOGETHER_AT =
  /\b(?:worked\s+(?:together|with\s+(?:him|her|them)|under\s+(?:him|her|them)|for\s+(?:him|her|them))|(?:old|former|previous|ex-?)\s+(?:supervisor|manager|boss|lead|coworker|co-worker|colleague|director|teacher|professor|coach)(?:\s+[A-Za-z][a-z'-]+)?)\s+at\s+([A-Za-z][\w&'-]*(?:\s+(?!(?:for|as|in|on|and|from|until|since|when|before|after|asking|saying|about|to|if|because|who|that|please|pls)\b)[A-Za-z][\w&'-]*){0,2})/i;
/**
 * Asked to take the step itself ("decline the offer from Target politely", "can u ask my old
 * manager for a reference"): the step is a message, so it is written. A question ("accept the
 * offer or wait?") still asks which to do.
 */
const TAKES_THE_STEP =
  /^\s*(?:(?:pls|plz|please|kindly)\s+|(?:can|could|would|will)\s+(?:you|u|ya)\s+(?:please\s+|pls\s+)?|help me\s+)?(?:politely\s+)?(?:accept|decline|turn down|reject|ask|request|reply to|respond to|say (?:yes|no)(?: thanks)? to|swap|switch|trade|tell|let\s+(?:\S+\s+){1,3}know|follow up|chase)\b(?!.*\?\s*$)/i;
/** A clause telling what came before or since, led by its verb: "after turning down another job". */
const BACKGROUND_CLAUSE = /\b(?:after|before|since|despite|without)\s+\w+ing\b[^,.;!?]*/gi;
/** What each work email must name to be one: the step, and a message to write (or a verb that writes one). */
const WORKPLACE_EMAIL_WORDS: Readonly<Record<WorkplaceEmailLabel, RegExp>> = {
  recruiter_reply:
    /\b(reply|respond|answer|get back|say (?:yes|no)(?: thanks)?|no thanks|turn down|decline|tell|thank)\b.{0,40}\brecruiter|\brecruiter\b.{0,60}\b(reply|respond|answer|get back)\b/i,
  accept_offer: /\baccept\w*\b.{0,40}\b(offer|job|position|role)\b|\b(offer|job|position|role)\b.{0,40}\baccept/i,
  decline_offer:
    /\b(decline|declining|turn(ing)? down|reject(ing)?|say(ing)? no to|refuse|refusing)\b.{0,40}\b(offer|job|position|role)\b/i,
  reference_request:
    /\b(reference|referee|recommendation letter|letter of recommendation|letters of recommendation|rec letter)\b/i,
  raise_request: /\b(raise|pay rise|salary increase|increase in (my )?(pay|salary)|more money|pay review)\b/i,
  rehire_request:
    /\b(job back|come back|coming back|go back to (?:my|the) (?:old )?(?:job|work|company)|return(?:ing)? to (?:my|the) (?:old )?(?:job|work|company)|rehire\w*|re-hire\w*)\b/i,
  // "ill" is also "I'll" typed in a hurry: "ill be late", "ill need to leave early".
  sick_day:
    /\b(sick|ill(?!\s+(?:be|have|need|go|come|get|make|call|send|try|let|miss|take|bring|see|stay|leave|still|probably|definitely|not|just|do|work)\b)|unwell|flu|fever|covid|migraine|call(ing)?\s+(in|out)|can['’]?t\s+(come|make\s+it)\s+in|stay(ing)?\s+home)\b/i,
  shift_swap:
    /\b(swap|switch|trade|cover)\b.{0,30}\bshifts?\b|\bshifts?\b.{0,30}\b(swap|switch|trade|covered|cover)\b/i,
  time_off_request:
    /\b(?:time|days?|weeks?|weekend|afternoon|morning|\w+day|tomorrow|\d{1,2}(?:st|nd|rd|th)?)\s+off\b|\b(pto|paid time off|annual leave|vacation|holiday|leave of absence|leave request)\b/i,
};
/** A message is asked for: a letter, an email, a note, a reply, or a verb that writes one. */
const WRITTEN_WORDS =
  /\b(e-?mail|message|msg|note|letter|reply|respond|text|write|draft|template|help me|word(ing)?|what (do|should) i say)\b/i;

/**
 * A message asking for views on something rather than for it to be written: "looking for advice on
 * my resume and cover letter" names a letter, yet asks how to write one.
 */
const ASKS_FOR_VIEWS = /\b(advice|advise|tips|guidance|feedback|thoughts|opinions?|suggestions?)\b/i;
/** The searching itself named: "job search", "job hunt", "looking for work". */
const SEARCHING = /\bjob[\s-](search|searching|hunt|hunting)\b|\blooking for (a )?(job|work)\b/i;
/** What a pay look-up asks for, in one word or another: "Applying for a flight attendant spot in the US" asks none. */
const PAY_WORDS =
  /\b(salary|salaries|pay|paid|pays|earn|earns|earning|make|makes|making|comp|compensation|wages?|rates?|income|money|how much|range)\b|\$|\d\s?k\b/i;

/** What a job pays asked in so many words: its salary, its wage, its pay range. */
const PAY_OF_A_JOB = /\b(?:salary|salaries|wages?|pay\s+(?:range|rate|scale))\b/i;
/** Whether the hiring is real is doubted: "really hiring", "even hiring", "hiring at all", "actually hiring". */
const DOUBTS_HIRING =
  /\b(?:really|actually|genuinely|truly|even)\s+(?:be\s+)?hiring\b|\bhiring\s+(?:at all|for real)\b/i;
/** The listings named: "jobs", "openings", "positions", "hiring". */
const LISTINGS_NAMED = /\b(?:jobs?|openings?|positions?|postings?|vacanc(?:y|ies)|listings?|roles|hiring)\b/i;

/** Whether a clause after the first (after a comma, a semicolon or a sentence's end) asks as advice does. */
function asksForAdviceInAClause(message: string): boolean {
  return message
    .split(/[,;:.?!]\s+/)
    .slice(1)
    .some((clause) => ASKS_FOR_ADVICE.test(clause));
}

/** How to raise one's pay: "earn more", "make more money", "get paid more". */
const EARN_MORE =
  /\b(?:earn|make|get paid|be paid)\s+more\b|\b(?:increase|raise|boost)\s+(?:my|your|their)\s+(?:pay|income|earnings|salary)\b/i;
/** An appointment with a doctor or dentist, as people shorten it: "a dr appt", "my doctor's appointment". */
const APPOINTMENT =
  /\b(?:dr|doctor|doctors|dentist|dental|medical|hospital|vet)['’]?s?\s+(?:appt|appointment|visit|check-?up)s?\b/gi;
/** The work the person wants next, not a place they are moving to ("moving to ohio next month"). */
function workWanted(message: string): string | undefined {
  const next = nextRoleIn(message);
  if (!next) return undefined;
  const words = next.split(/\s+/);
  const place = [1, 2, 3].some((n) => n <= words.length && placeNamed(`in ${words.slice(0, n).join(' ')}`));
  return place ? undefined : next;
}

/** The employer a notice is for, named in lower case right after it: "a two weeks notice for target, ...". */
const NOTICE_FOR =
  /\b(?:notice|resignation(?:\s+letter)?|letter of resignation)\s+(?:for|to|from|at)\s+(?!(?:my|our|the|a|an|this|that|work|job|today|tomorrow|friday|monday|next|two|2)\b)([a-z][\w&'-]*(?:\s+[a-z][\w&'-]*)?)(?=\s*(?:[,.;!?]|$))/i;
function resignedFrom(message: string): string | undefined {
  const name = NOTICE_FOR.exec(message)?.[1];
  return name && !placeNamed(`in ${name}`) && !namesOccupation(name) ? capitalisedName(name) : undefined;
}

/** A message to a coworker: "text my coworker asking if she can cover my shift". */
const TO_A_COWORKER =
  /\b(?:to|text|message|msg|email|ask|asking)\s+(?:my\s+|a\s+)?(?:co-?workers?|colleagues?|teammates?|work friend)\b/i;

/** The school or programme applied to: "for nursing school", "for my masters program", "for grad school". */
const SCHOOL_APPLIED_TO =
  /\b(?:for|to)\s+(?:my\s+|a\s+|the\s+)?((?:[a-z]+\s+){0,2}?(?:school|college|university|program|programme|masters?|mba|phd|scholarship|residency))\b/i;

/** Drafts whose kind people name in so many words: a LinkedIn section, a resume's summary or objective, a reference. */
const NAMED_KINDS: ReadonlyArray<readonly [string, RegExp]> = [
  [
    'linkedin_text',
    /\blinked\s?in\s+(?:headline|summary|about|bio)\b|\b(?:headline|about section|about me)\b.{0,20}\blinked\s?in\b/i,
  ],
  ['resume_summary', /\bresume\s+(?:summary|objective)\b|\b(?:summary|objective)\s+(?:for|on)\s+my\s+resume\b/i],
  [
    'reference_request',
    /\b(?:letters? of recommendation|recommendation letter|rec letter|(?:be|as) (?:a|my) reference)\b/i,
  ],
  // The pay wanted, said with the results ("..., i want 19 an hour"), leans the model to a counter
  // to an offer; an email asking for a raise is still what was asked for.
  [
    'raise_request',
    /\b(?:email|e-mail|letter|message|note|text)\s+(?:to\s+\w+\s+)?(?:asking\s+)?for\s+a\s+(?:raise|pay rise)\b/i,
  ],
  // "can u help me write a cover letter im applying to be a teachers aide" had read as a resignation.
  ['cover_letter_line', /\bcover\s+letter\b/i],
];
/** Whether one is needed, asked: "should i write a cover letter", "do i need a cover letter for walmart?". */
const ASKS_IF_NEEDED =
  /^\s*(?:should|do|does|is it|are|would|will)\s+(?:i|you|we|it|they|employers|people|cover letters?)\b(?!.*\b(?:write|draft)\s+(?:me|it|one for me)\b)/i;
/** How to write one, asked: advice, whatever kind it names ("how do i write a cover letter for ..."). */
const HOW_TO_WRITE =
  /\bhow\s+(?:do|should|can|would|to)\s+(?:i\s+|you\s+|we\s+)?(?:write|start|end|word|format|structure)\b/i;
/** Asked outright to write it: "can you write it", "write me", "draft", "type up". */
const WRITE_IT = /\b(?:write|draft|type up|word|create|compose)\b|\bmake (?:me )?(?:a|an|my)\b/i;

/** The words a drafted message's kind must name, where the kind has its own. */
function ownWordsOf(label: string): RegExp | undefined {
  if (isWorkplaceEmailLabel(label)) return WORKPLACE_EMAIL_WORDS[label];
  return label === 'resignation_letter' ? RESIGNATION_WORDS : undefined;
}

/** A message named first, as a request with no verb: "email to hr asking ...", "text my boss saying ...". */
const MESSAGE_FIRST =
  /^\s*(?:(?:pls|plz|please|can you|can u|could you|help me|i need to|i want to)\s+)?(?:(?:write|draft|send|type up)(?:\s+me)?\s+)?(?:an?\s+|the\s+)?(?:e-?mail|text|message|msg|note|letter|dm|slack)\b/i;
/** A bio asked for ("a short bio", "my bio"), not biology ("UK Bio undergrad", "a bio degree"). */
const BIO_ASKED =
  /\b(?:an?|my|our|the|short|brief|professional)\s+(?:(?:short|brief|professional)\s+)*bio(?:graphy)?\b(?!\s+(?:degree|major|student|undergrad|bsc|ba|class|classes|lab|teacher|grad))/i;

/**
 * A job's skills, software or tools asked for, with the job: "what software do bookkeepers use" ->
 * bookkeeper (see skills-question.ts for what is and is not such a question). Null without a job
 * that names an occupation: "what skills do employers want" is for the guides.
 */
export function occupationSkillsRequest(
  message: string,
): Extract<ModelRequest, { action: 'occupation_skills' }> | null {
  if (!asksForJobSkills(message) || inStory(message, 'occupation_skills')) return null;
  // "a nursing job" is a nurse's (the worker of the field), not a nursing instructor's, the
  // occupation the word "nursing" names.
  const role = plainerWorker(workerOfFieldIn(message)) ?? draftedForRole(withSkillsTalkAsBreaks(message));
  return role ? { action: 'occupation_skills', role } : null;
}

/**
 * What a job is, asked, with the job as typed: "What is a database technician?", "what do
 * actuaries do" -> actuary, "what is an LPN" -> LPN (see occupation-question.ts). Null when the
 * first sentence asks no such question of a job the occupation index knows surely.
 */
export function occupationOverviewRequest(message: string): { role: string } | null {
  const job = jobAskedAbout(message);
  return job ? { role: asTyped(message, job) } : null;
}

/**
 * Reads a request to act the rules did not recognise: the request model classifies the
 * instruction (the head before a pasted text, or the whole message), then the slots the action
 * needs are read; without them it is not acted on (the advice path answers instead).
 */
export function readRequest(message: string): ModelRequest | null {
  const read = readModelRequest(message);
  if (read) return read;
  // "email to hr asking when i get my last paycheck": opened with the message itself, to someone at
  // work, with what it is for: a message to write, however the model leans.
  if (payloadOf(message) || !MESSAGE_FIRST.test(message) || PERSONAL_ADDRESSEE.test(message.toLowerCase())) return null;
  if (message.length > MAX_REQUEST_CHARS || /\?\s*$/.test(message)) return null;
  return workMessageIn(message) ?? null;
}

function readModelRequest(message: string): ModelRequest | null {
  const payload = payloadOf(message);
  // "i was a stocker at home depot", said alone, is a job to put on a resume: its line is written.
  if (!payload && namesAPastRole(message)) return { action: 'rewrite_bullet', text: message.trim() };
  const head = payload?.head || message;
  const ranked = requestIntentModel().classify(head);
  const best = ranked[0];
  const bar = (payload ? MIN_REQUEST_LIFT_WITH_PAYLOAD : MIN_REQUEST_LIFT) / requestIntentModel().labels.length;
  // A draft's kind named outright with a request to make it ("make a resume objective for a stay at
  // home mom ...") is that draft, however the model leaned (advice, 0.31, had it).
  if (best?.label === 'advice') return namedDraftIn(message, payload, 'advice');
  if (!best || best.probability < bar) return null;
  const advice = ranked.find((r) => r.label === 'advice')?.probability ?? 0;
  // Told to take the step, or asked to write a message whose own words are there ("I need to tell
  // my boss I quit, can you write it"), ahead of advice is enough: the words confirm the leaning.
  const confirmed = WRITE_IT.test(message) && ownWordsOf(best.label)?.test(message);
  const margin = TAKES_THE_STEP.test(head) || confirmed ? MIN_MARGIN_OVER_ADVICE_WHEN_TOLD : MIN_MARGIN_OVER_ADVICE;
  if (best.probability < margin * advice) return null;
  // A message to a landlord or a child's school is not a work email, whatever its words.
  if (DRAFT_LABELS.has(best.label) && PERSONAL_ADDRESSEE.test(message.toLowerCase())) return null;
  const read = readAs(best.label, message, payload);
  if (read) return read;
  // A draft's kind named outright with a request to write it ("write a resume objective for a
  // highschool student", "write me a linkedin about section") is that kind, whichever draft the
  // model leaned to (a cover letter's line, a note to a recruiter).
  const named = namedDraftIn(message, payload, best.label);
  if (named) return named;
  // The model's first reading without its words, the next work email whose words are there is
  // taken while it too clears the bars: "write a email to my manager i need friday off for a dr
  // appt" read as a resignation (0.64) before time off (0.34).
  for (const next of ranked.slice(1)) {
    if (next.label === 'advice' || next.probability < bar || next.probability < margin * advice) break;
    if (!isWorkplaceEmailLabel(next.label)) continue;
    const other = readWorkplaceEmail(next.label, message);
    if (other) return other;
  }
  // A draft's kind whose words are missing may still be a message to someone at work about
  // something else ("write a text to my boss saying im running late" read as a resignation).
  if (!DRAFT_LABELS.has(best.label)) return read;
  // Asked whether or how to write one, or told in a story, it is a question for the guides.
  if (ASKS_WHETHER.test(message) || ASKS_FOR_VIEWS.test(message) || message.length > MAX_REQUEST_CHARS) return null;
  return workMessageIn(message) ?? null;
}

/** The request labels that are work emails, read by `readWorkplaceEmail`. */
type WorkplaceEmailLabel = Exclude<WorkplaceEmailKind, 'work_message' | 'recruiter_decline'>;
const WORKPLACE_EMAIL_LABELS: ReadonlySet<string> = new Set(Object.keys(WORKPLACE_EMAIL_WORDS));
const isWorkplaceEmailLabel = (label: string): label is WorkplaceEmailLabel => WORKPLACE_EMAIL_LABELS.has(label);

/** A work email the request names (its kind's words and a message asked for), with the slots it states. */
function readWorkplaceEmail(label: WorkplaceEmailLabel, message: string): ModelRequest | null {
  // "How do I ask for a raise?" asks for advice; "email asking my boss for a raise" for the
  // email, and so does "ask my old manager for a reference", which asks us to take the step.
  // What happened before ("Let go after turning down another job") is the story, not the step.
  const told = message.replace(BACKGROUND_CLAUSE, ' ');
  if (!WORKPLACE_EMAIL_WORDS[label].test(told) && !(label === 'time_off_request' && partOfDayIn(told))) return null;
  if (!WRITTEN_WORDS.test(message) && !TAKES_THE_STEP.test(message)) return null;
  if (ASKS_WHETHER.test(message) || ASKS_FOR_VIEWS.test(message) || inStory(message, label)) return null;
  // "for a dr appt" is why, not a role. A raise is asked for in the person's own job, said as theirs
  // ("i've been a barista here for 2 years"), with their time in it, results and figure.
  const raise = label === 'raise_request';
  const recruiter = label === 'recruiter_reply';
  const drafted =
    (raise ? ownFactsIn(message).currentRole : undefined) ??
    (recruiter ? ROLE_RECRUITED_FOR.exec(message)?.[1] : undefined) ??
    draftedForRole(message.replace(APPOINTMENT, ' ').replace(SCHOOL_APPLIED_TO, ' '));
  // A reply to a recruiter is about the role they offer, never their own ("decline a recruiter
  // from robert half" had thanked them "for the Recruiter role").
  const role = recruiter && drafted && RECRUITERS_OWN.test(drafted) ? undefined : drafted;
  const tenure = raise ? tenureIn(message) : undefined;
  const results = raise ? statedResultsIn(message) : [];
  const target = raise ? targetFigureIn(message) : undefined;
  const reason =
    label === 'time_off_request' ? timeOffReasonIn(message) : label === 'sick_day' ? illnessIn(message) : undefined;
  // Part of a day: leaving early or coming in late, not the day off.
  const partOfDay = label === 'time_off_request' ? partOfDayIn(message) : undefined;
  const to = addresseeIn(message);
  // Where the asker worked with a referee is not the employer they apply to.
  const workedTogetherAt = label === 'reference_request' ? WORKED_TOGETHER_AT.exec(message)?.[1]?.trim() : undefined;
  // A reference for a school or programme is a letter of recommendation, and the school is no role.
  const school = label === 'reference_request' ? SCHOOL_APPLIED_TO.exec(message)?.[1]?.trim().toLowerCase() : undefined;
  const employer = employerNamedIn(message);
  const same = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
  const company = employer && !same(employer, to) && !same(employer, workedTogetherAt) ? employer : undefined;
  const when =
    label === 'time_off_request' || label === 'sick_day' || label === 'shift_swap'
      ? WHEN_OFF.exec(message)?.[1]
      : label === 'accept_offer'
        ? START_DATE.exec(message)?.[1]
        : undefined;
  // A reply to a recruiter says yes unless the asker says no.
  const declines =
    /\b(not interested|no thanks|no thank you|decline|turn (it )?down|not looking|pass on|took another|accepted another|found another|took a job|accepted a job|took an offer|accepted an offer)\b/i.test(
      message,
    );
  return {
    action: label === 'recruiter_reply' && declines ? 'recruiter_decline' : label,
    ...(role ? { role } : {}),
    ...(company ? { company } : {}),
    ...(to ? { to } : {}),
    ...(when ? { when: capitalisedDates(when) } : {}),
    ...(workedTogetherAt ? { workedTogetherAt: capitalisedName(workedTogetherAt) } : {}),
    ...(school ? { school } : {}),
    ...(label === 'shift_swap' && TO_A_COWORKER.test(message) ? { toCoworker: true } : {}),
    ...(tenure ? { tenure } : {}),
    ...(results.length ? { results } : {}),
    ...(target ? { target } : {}),
    ...(reason ? { reason } : {}),
    ...(partOfDay ? { partOfDay } : {}),
  };
}

const LEAVE_EARLY = /\b(?:leave|leaving|go home|head out)\s+(?:work\s+)?early\b/i;
const COME_IN_LATE = /\b(?:come|coming|start|starting)\s+(?:in\s+)?late\b/i;
/** Time off for part of a day, asked: leaving early or coming in late (it is time off too). */
function partOfDayIn(message: string): 'leave early' | 'come in late' | undefined {
  return LEAVE_EARLY.test(message) ? 'leave early' : COME_IN_LATE.test(message) ? 'come in late' : undefined;
}

/** What time off is for, as said: "for my sons graduation" -> "for my son's graduation". */
const TIME_OFF_FOR =
  /\b(?:for|because of|due to)\s+((?:my|a|an)\s+[a-z'’]+(?:\s+(?!(?:can|could|would|will|please|pls|and|but|so|tomorrow|today|on|next)\b)[a-z'’]+){0,4})/i;
/** A family member's possessive typed without its apostrophe: "my sons graduation". */
const FAMILY_POSSESSIVE =
  /\b(my (?:son|daughter|kid|child|brother|sister|mom|mum|dad|mother|father|wife|husband|partner|friend|cousin|grandma|grandpa|grandmother|grandfather|niece|nephew|aunt|uncle|best friend))s\b(?=\s+[a-z])/i;
function timeOffReasonIn(message: string): string | undefined {
  const said = TIME_OFF_FOR.exec(message)?.[1]?.trim();
  if (!said || /\bmy\s+(?:manager|boss|supervisor|job|work|shift)\b/i.test(said)) return undefined;
  return `for ${said.replace(FAMILY_POSSESSIVE, "$1's")}`;
}
/** What the person has, as said: "i have the flu" -> "I have the flu", "i got covid" -> "I have covid". */
const ILLNESS =
  /\bi(?:['’]ve)?\s+(?:have|got|caught|came down with)\s+(?:the\s+|a\s+|an\s+)?(flu|stomach flu|cold|covid(?:-19)?|fever|migraine|stomach bug|food poisoning|strep(?: throat)?|sore throat|chest infection|ear infection|bad back|back pain|toothache|virus)\b/i;
/** Illnesses said with "the" ("the flu") or with nothing ("covid"); the rest take "a". */
const ILLNESS_ARTICLE: Readonly<Record<string, string>> = {
  flu: 'the ',
  'stomach flu': 'the ',
  covid: '',
  'covid-19': '',
  'food poisoning': '',
  strep: '',
  'strep throat': '',
  'back pain': '',
};
function illnessIn(message: string): string | undefined {
  const what = ILLNESS.exec(message)?.[1]?.toLowerCase();
  return what ? `I have ${ILLNESS_ARTICLE[what] ?? 'a '}${what}` : undefined;
}

/** Labels that draft a message to a person: one not of its kind may be a message all the same. */
const DRAFT_LABELS: ReadonlySet<string> = new Set([
  ...WORKPLACE_EMAIL_KINDS.filter((kind) => kind !== 'recruiter_reply' && kind !== 'recruiter_decline'),
  'resignation_letter',
  'application_follow_up',
  'recruiter_note',
]);

/** The request `label` names, with its slots, when the message holds what that request needs. */
function readAs(label: string, message: string, payload: ReturnType<typeof payloadOf>): ModelRequest | null {
  const best = { label };
  if (isWorkplaceEmailLabel(label)) return readWorkplaceEmail(label, message);
  switch (best.label) {
    case 'rewrite_bullet':
      // A question after the dash ("Resume help - modern or traditional resume?") is the asker's
      // question, not a line of theirs to rework.
      // A paragraph after it is the asker's story: a resume line is a sentence or two.
      // Two words are a line when the head says to edit it ("rewrite: drove forklift").
      // Without such a head, a text about the writer in the first person is their situation, not a
      // line: resume lines leave out "I" ("Help!: My resume has a big mistake and I'm about to have
      // a background check" had been rewritten as a bullet).
      return payload &&
        payload.text.split(/\s+/).length >= (EDIT_HEAD.test(payload.head) ? 2 : 3) &&
        payload.text.length <= MAX_BULLET_CHARS &&
        !/\?\s*$/.test(payload.text) &&
        (NAMES_AN_EDIT.test(payload.head) || !FIRST_PERSON_STORY.test(payload.text))
        ? {
            action: 'rewrite_bullet',
            text: payload.text,
            // "shorten this: ..." asks for the short form at once.
            ...(SHORTEN.test(payload.head) ? { shorter: true } : {}),
          }
        : null;
    case 'cover_letter_line':
    case 'recruiter_note': {
      // A draft needs to know what it drafts: a letter's opening, or a message, note or email.
      if (!(best.label === 'cover_letter_line' ? LETTER_WORDS : NOTE_WORDS).test(message)) return null;
      if (ASKS_FOR_VIEWS.test(message) || ASKS_IF_NEEDED.test(message)) return null;
      const { currentRole, experience } = ownFactsIn(message);
      // "..., I am a registered nurse": the title read as the role may be the asker's own.
      // "my application to teach english": the job is said as the work.
      const read = roleIn(message) ?? workerOfWorkDoneIn(message);
      const role =
        read && read.toLowerCase() === currentRole?.toLowerCase() ? undefined : read && asTyped(message, read);
      const company = employerNamedIn(message) ?? (role ? employerBeforeTitle(message, role) : undefined);
      // "write me a cover letter" asks for the letter; "an opening line", "an intro" for its start.
      const whole = best.label === 'cover_letter_line' && !OPENING_WORDS.test(message);
      return {
        action: best.label,
        ...(role ? { role } : {}),
        ...(company ? { company } : {}),
        ...(currentRole ? { currentRole } : {}),
        ...(experience ? { experience } : {}),
        ...(whole ? { whole: true } : {}),
      };
    }
    case 'counter_offer': {
      // A counter answers an offer: its figure, or the counter named ("write a counter offer email").
      // "I accepted an offer but got a better one, can I back out" asks about an offer, not to counter it.
      // And an offer made: "should I quit my 17 an hour job for a 14 an hour apprenticeship" names pay, no offer.
      // The figure must be pay ("52k", "$120,000", "19/hr"): "I got 3 job offers" counts offers.
      if (!OFFER_MADE.test(message) || inStory(message, best.label)) return null;
      const offer = PAY_FIGURE.test(message)
        ? amountIn(message.slice(PAY_FIGURE.exec(message)?.index ?? 0))
        : undefined;
      if (offer === undefined && !/\bcounter/i.test(message)) return null;
      const offerText = offerAsTyped(message);
      const role = occupationRoleIn(message);
      const company = companyIn(message);
      const place = placeNamed(message);
      return {
        action: 'counter_offer',
        ...(role ? { role } : {}),
        ...(offer ? { offer } : {}),
        ...(offerText ? { offerText } : {}),
        ...(company && company !== place ? { company } : {}),
        ...(place ? { place } : {}),
      };
    }
    case 'thank_you_note': {
      // A note is drafted: "thanks for the tips" is thanks, not a request for a note.
      if (!THANK_NOTE_WORDS.test(message) || ASKS_FOR_VIEWS.test(message) || inStory(message, best.label)) return null;
      // "for my interview at home depot" names the interview, not a role ("the Interview position").
      const role = draftedForRole(message);
      const company = (role ? employerBeforeTitle(message, role) : undefined) ?? employerNamedIn(message);
      const interviewer = addresseeIn(message);
      const when = INTERVIEW_WHEN.exec(message);
      return {
        action: 'thank_you_note',
        ...(role ? { role } : {}),
        ...(company && company !== interviewer ? { company } : {}),
        ...(interviewer ? { interviewer } : {}),
        ...(when?.[1] || when?.[2] ? { when: (when[1] ?? when[2] ?? '').toLowerCase() } : {}),
      };
    }
    case 'salary_lookup': {
      // The model leans on a role and a place alone; a look-up needs the pay asked for, in the
      // opening line of a long message: "Did I mess up trying to negotiate? ... The recruiter said
      // she'd ask" was answered "No stored postings for recruiter state pay", and a posted job ad
      // with its pay ("RVezy is looking for a Mobile Lead ... CAD 150K") as a pay look-up.
      if (!PAY_WORDS.test(message) || inStory(message, best.label)) return null;
      // "what certifications help a medical assistant earn more" asks how to raise pay, not what it is.
      if (EARN_MORE.test(message)) return null;
      const role = occupationRoleIn(message);
      const place = placeNamed(message);
      // A yearly figure held against the market ("is 60k good for an accountant in chicago") is placed in its spread.
      const figure = offerAsTyped(message);
      const offer = figure ? yearlyAmountIn(figure) : undefined;
      return role
        ? {
            action: 'salary_lookup',
            role: titleWrittenOut(role),
            ...(place ? { place } : {}),
            ...(offer ? { offer } : {}),
          }
        : null;
    }
    case 'application_follow_up': {
      // "How long should I wait to follow up?" asks about following up; a message is asked to be written.
      // "follow up on my application for ..." tells us to take the step: the message is asked for.
      if (!FOLLOW_UP_WORDS.test(message) || ASKS_FOR_VIEWS.test(message)) return null;
      if (!NOTE_WORDS.test(message) && !TAKES_THE_STEP.test(message)) return null;
      if (ASKS_WHETHER.test(message)) return null;
      if (inStory(message, best.label)) return null;
      // "a follow up email for my application" names no role: only an occupation is one.
      const role = draftedForRole(message);
      const company = employerNamedIn(message);
      const applied = APPLIED_WHEN.exec(message)?.[1];
      // "interviewed for a welder position last tuesday" follows up an interview, not an application.
      const interviewed = /\binterview(ed|ing)?\b/i.test(message);
      return {
        action: 'application_follow_up',
        ...(interviewed ? { stage: 'interviewed' as const } : {}),
        ...(role ? { role } : {}),
        ...(company ? { company } : {}),
        ...(applied ? { applied } : {}),
      };
    }
    case 'resignation_letter': {
      if (!RESIGNATION_WORDS.test(message) || ASKS_FOR_VIEWS.test(message) || inStory(message, best.label)) return null;
      if (ASKS_WHETHER.test(message) || AFTER_NOTICE_GIVEN.test(message)) return null;
      // "a resignation letter" is what is asked for, not the person's job: only an occupation is one.
      const role = draftedForRole(message);
      const company = employerNamedIn(message) ?? resignedFrom(message);
      const lastDay = LAST_DAY.exec(message)?.[1];
      const manager = addresseeIn(message);
      return {
        action: 'resignation_letter',
        ...(role ? { role } : {}),
        ...(company && company !== manager ? { company } : {}),
        ...(lastDay ? { lastDay } : {}),
        ...(manager ? { manager } : {}),
      };
    }
    case 'linkedin_text': {
      // "What should my headline say?" asks for advice; "write my headline", "headline for a nurse" for one.
      // A bio with no LinkedIn named is for a website, a team page or an event: its own kind.
      const linkedIn = /\blinked\s?in\b/i.test(message);
      const kind = /\bheadline\b/i.test(message)
        ? 'headline'
        : BIO_ASKED.test(message) && !linkedIn
          ? 'bio'
          : /\b(summary|about|bio)\b/i.test(message)
            ? 'about'
            : undefined;
      if (!kind || (kind !== 'bio' && !linkedIn) || ASKS_WHETHER.test(message) || ASKS_FOR_VIEWS.test(message))
        return null;
      // The headline is the person's own: the title they state ("im an elementary school teacher") or name.
      const role = draftedForRole(message) ?? ownFactsIn(message).currentRole;
      const years = /\b(\d{1,2}\+?)\s*(?:\+\s*)?(?:years?|yrs?)\b/i.exec(message)?.[1];
      const next = workWanted(message);
      const before = SETTING_BEFORE_EXPERIENCE.exec(message)?.[1];
      const setting = SETTING_AFTER_YEARS.exec(message)?.[1] ?? (before ? settingAsWritten(before) : undefined);
      return {
        action: 'linkedin_text',
        kind,
        ...(role ? { role } : {}),
        ...(years ? { years } : {}),
        ...(next ? { next } : {}),
        ...(setting ? { setting } : {}),
        // "a short headline" asks for the short form at once; a "short bio" is what a bio is.
        ...(/\bshort\b/i.test(message) && kind !== 'bio' ? { shorter: true } : {}),
      };
    }
    case 'resume_summary': {
      // Written from nothing: a summary pasted to rework ("rewrite my summary: ...") is a rewrite.
      if (payload) return readAs('rewrite_bullet', message, payload);
      if (!SUMMARY_WORDS.test(message) || ASKS_WHETHER.test(message) || ASKS_FOR_VIEWS.test(message)) return null;
      if (inStory(message, best.label)) return null;
      const kind = /\bobjective\b/i.test(message) ? 'objective' : 'summary';
      const { currentRole, experience: stated } = ownFactsIn(message);
      const who = GRADUATE.exec(message)?.[0]
        ?.replace(/\bgrad\b/i, 'graduate')
        .replace(/\bhigh[\s-]?school\b/i, 'high school');
      // "a cna with 3 years in nursing homes": the years, without the word "experience".
      const years = /\b(\d{1,2}\+?)\s*(?:years?|yrs?)\b/i.exec(message)?.[1];
      // "5 years as a nanny" once the title leads the summary is "5 years of experience" ("Nanny with 5 years as a nanny").
      const asTitle = currentRole && stated?.toLowerCase().includes(currentRole.toLowerCase());
      const setting = SETTING_AFTER_YEARS.exec(message)?.[1];
      // "3 years in nursing homes" once the setting is said is "3 years of experience in nursing homes".
      const asSetting = setting && stated?.toLowerCase().includes(setting.toLowerCase());
      const experience =
        (asTitle || asSetting ? undefined : stated) ??
        (years ? `${years} ${years === '1' ? 'year' : 'years'} of experience` : undefined);
      const backAs = BACK_TO_WORK_AS.exec(message)?.[1];
      const [result] = statedResultsIn(message, { asSaid: true });
      const next = workWanted(message) ?? LOOKING_FOR.exec(message)?.[1] ?? (backAs ? `${backAs} work` : undefined);
      return {
        action: 'resume_summary',
        kind,
        ...(currentRole ? { role: currentRole } : who ? { who } : {}),
        ...(experience ? { experience } : {}),
        ...(setting ? { setting } : {}),
        ...(next ? { next } : {}),
        ...(result ? { result } : {}),
      };
    }
    case 'interview_questions': {
      // The questions themselves are asked for; "what questions should I ask them?" and "how do I
      // prepare?" are the guides'.
      // An employer's interview asked about ("what do they ask at a walmart interview", "target
      // interview tips") is prepared for with its questions, as the questions asked for are.
      const interviewer = employerInterviewingIn(message);
      const asked = INTERVIEW_QUESTIONS.test(message) || (interviewer && EMPLOYER_INTERVIEW_ASKED.test(message));
      if (!asked || QUESTIONS_TO_ASK.test(message) || (ASKS_FOR_VIEWS.test(message) && !interviewer)) return null;
      if (inStory(message, best.label)) return null;
      // The employer's name is no role: "a target interview" is Target's.
      // Nor is the kind of interview ("phone interview questions", "video interview questions for a
      // nurse"), nor the kind of work ("part time job interview questions").
      const rest = workKindIn(
        interviewer ? message.replace(new RegExp(escapeRegExp(interviewer), 'i'), ' ') : message,
      ).rest.replace(/\b([a-z-]+)\s+(?=interview)/gi, (said, word: string) =>
        namesKindOfInterview(word) ? ' ' : said,
      );
      // "amazon warehouse interview questions": the job typed between the employer and "interview".
      const before = /\b([a-z][a-z-]+)\s+interview/i.exec(rest)?.[1];
      const role =
        draftedForRole(rest) ??
        fieldWordsIn(rest) ??
        (before && namesOccupation(before) && !namesKindOfInterview(before) ? before.toLowerCase() : undefined);
      const company = interviewer ?? employerNamedIn(message);
      const count = /\b(\d{1,2})\s+(?:\w+\s+)?questions\b/i.exec(message)?.[1];
      return {
        action: 'interview_questions',
        ...(role ? { role } : {}),
        ...(company ? { company } : {}),
        ...(count ? { count: Math.min(12, Math.max(1, Number(count))) } : {}),
      };
    }
    case 'occupation_skills':
      return occupationSkillsRequest(message);
    case 'job_lookup': {
      // "Any tips for a UX job hunt in Bangalore?" asks how to search, not for postings; so does
      // "Job search in Dubai", which names the searching, unless listings are asked for outright.
      // "is walmart hiring in dallas?" is a question only its postings answer.
      // "Are temp agency clients really hiring?" doubts that the hiring is real (ghost jobs, agencies'
      // pools): a question the guides answer, not a search, unless listings are asked for outright.
      if (DOUBTS_HIRING.test(message) && !ASKS_FOR_LISTINGS.test(message)) return null;
      const hirer = employerHiringIn(message);
      // A question in any clause asks for advice as one at the start does: "For PhD data scientists
      // in research focused roles, do you exclusively hire PhDs?" asks people in the trade, not for
      // postings; and a message that names no listings and asks for none ("MBA with Data Analytics
      // Concentration after MS in Data Science?") is no search ("in Data Science" had been a place).
      if (!hirer && asksForAdviceInAClause(message) && !ASKS_FOR_LISTINGS.test(message)) return null;
      if (!hirer && !LISTINGS_NAMED.test(message) && !ASKS_FOR_LISTINGS.test(message)) return null;
      if (!hirer && ASKS_FOR_ADVICE.test(message)) return null;
      // "help desk tech salary in dallas" asks what a job pays, not for its postings: pay named, and
      // neither listings nor a floor asked of them.
      if (PAY_OF_A_JOB.test(message) && !LISTINGS_NAMED.test(message) && !payFloorIn(message))
        return readAs('salary_lookup', message, payload);
      if (SEARCHING.test(message) && !ASKS_FOR_LISTINGS.test(message)) return null;
      // "Applied 250 jobs, still unemployed. I'm in Canada.": how the search went, told, not
      // listings asked for (it had searched every posting in Canada).
      if (APPLICATIONS_COUNTED.test(message) && !ASKS_FOR_LISTINGS.test(message)) return null;
      // A field no title resolves ("warehouse jobs", "accounting jobs") is searched by its words:
      // without them the search listed every job in the place.
      // "part time cashier jobs": the kind of work is the search's filter, not the role's words.
      const kind = workKindIn(message);
      // Only "at X", "is X hiring" or X typed first ("walmart part time jobs") names an employer to
      // search: "a job for Cosmos Tours" is a story about an offer.
      const company = employerAtIn(message) ?? hirer ?? employerLeadingJobsIn(kind.rest);
      // The employer's name is no word of the role ("amazon warehouse jobs" searches warehouse jobs at Amazon).
      const jobWords = company ? kind.rest.replace(new RegExp(`\\b${escapeRegExp(company)}\\b`, 'i'), ' ') : kind.rest;
      // Words no occupation resolves ("blue collar jobs") are a search only when listings are asked
      // for outright: as a title alone they name a kind of work the guides speak to.
      const field = fieldWordsIn(jobWords);
      const read =
        occupationRoleIn(jobWords) ??
        (field && (namesOccupation(field) || ASKS_FOR_LISTINGS.test(message)) ? field : undefined);
      // "looking for remote work": work is what is looked for, no title.
      const role = read && !/^(?:work|jobs?|gigs?)$/i.test(read) ? titleWrittenOut(read) : undefined;
      const place = placeNamed(message);
      // A kind of work alone is a search when the listings are asked for by it ("remote jobs"), not
      // when it is the subject ("remote work burnout").
      const ofAKind = (kind.employment || kind.shift || kind.remote) && asksForWorkOfAKind(message);
      if (!role && !company && !place && !ofAKind) return null;
      const floor = payFloorIn(message);
      return {
        action: 'job_lookup',
        ...(role ? { role } : {}),
        ...(company ? { company } : {}),
        ...(place ? { place } : {}),
        ...(floor ? { floor } : {}),
      };
    }
    default:
      return null;
  }
}
