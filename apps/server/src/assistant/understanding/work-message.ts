/**
 * A message to someone at work about anything the drafts have no kind for: "write a text to my
 * boss saying im running late", "email to HR asking about my last paycheck", "email my manager
 * asking for more hours". What it is about is the person's own words, turned from a request to us
 * into the message's purpose ("saying im running late" -> "to let you know I'm running late").
 */

import { addresseeIn, withoutNamingClause } from './slots/addressees';

/** Whom at work: the people an everyday work message goes to. */
const AT_WORK =
  /\b(?:to\s+)?(?:my|the|our)?\s*(boss|manager|supervisor|line manager|team lead|shift lead|lead|hr|human resources|payroll|coworkers?|co-workers?|colleagues?|team|director|owner|scheduler|charge nurse|head chef|principal|store manager)\b/i;
/** A message is asked for: an email, a text or a note, or a verb that writes one. */
const A_MESSAGE = /\b(e-?mail|text|message|msg|note|write|draft|dm|slack)\b/i;
/** What the message does, as said after whom it goes to. */
const PURPOSE =
  /\b(asking(?:\s+(?:him|her|them))?|saying|telling\s+(?:him|her|them)|letting\s+(?:him|her|them)\s+know|that|about|regarding|to\s+(?:ask|say|tell|let))\s+(.{3,140}?)\s*[.?!]*$/i;
export type WorkMessage = { action: 'work_message'; purpose: string; to?: string; asText?: boolean };
/** A text or chat message, not an email: short, with no formal lines. */
const A_TEXT = /\b(text|msg|dm|slack|teams message|whatsapp)\b/i;
const AN_EMAIL = /\be-?mail\b/i;

/** The message to someone at work a request asks for, with its purpose; undefined when it is not one. */
export function workMessageIn(message: string): WorkMessage | undefined {
  if (!A_MESSAGE.test(message) || !AT_WORK.test(message)) return undefined;
  const m = PURPOSE.exec(withoutNamingClause(message));
  if (!m?.[1] || !m[2]) return undefined;
  const purpose = purposeOf(m[1].toLowerCase(), m[2]);
  // A name given after the addressee ("to my manager Sarah"), read as for any work email.
  const to = addresseeIn(message);
  const asText = A_TEXT.test(message) && !AN_EMAIL.test(message);
  return { action: 'work_message', purpose, ...(to ? { to } : {}), ...(asText ? { asText } : {}) };
}

/** The request's verb as the message's purpose, in the first person the sender writes in. */
function purposeOf(verb: string, rest: string): string {
  const text = firstPerson(rest.trim());
  if (/^(asking|to ask)/.test(verb)) {
    // "asking to leave early friday": what the sender asks to do, asked as whether they may.
    if (/^to\s+\w/i.test(text)) return `to ask if I could ${text.replace(/^to\s+/i, '')}`;
    return /^(about|for|if|whether|when|why|what|how)\b/i.test(text) ? `to ask ${text}` : `to ask about ${text}`;
  }
  if (/^(about|regarding)/.test(verb)) return `about ${text}`;
  return `to let you know ${text}`;
}

/** A request's casual spellings as a message writes them: "im" -> "I'm", "cant" -> "can't", "i" -> "I". */
function firstPerson(text: string): string {
  return text
    .replace(/\bim\b/gi, "I'm")
    .replace(/\bive\b/gi, "I've")
    .replace(/\bill\b(?=\s+(?:be|need|have|do|get|try|send))/gi, "I'll")
    .replace(/\bcant\b/gi, "can't")
    .replace(/\bwont\b/gi, "won't")
    .replace(/\bdont\b/gi, "don't")
    .replace(/\bdidnt\b/gi, "didn't")
    .replace(/\bi\b/g, 'I');
}
