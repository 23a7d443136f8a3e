import { getKnowledgeBase } from '../knowledge/knowledge-base';
import { editDistance } from '../knowledge/text-analysis';

/**
 * The words that name what a request asks for, as people misspell them in a hurry: "write a email
 * to my manger", "cover leter for walmart", "ask my old boss to be a referance", "follow up on my
 * aplication". Each slot reader and the request model know only the right spelling, so one slip
 * sent the request to the guides. Only these words are corrected, and only from a near miss that
 * starts with the same letter: the person's own text is otherwise left as typed.
 */
const REQUEST_WORDS = [
  'manager',
  'supervisor',
  'recruiter',
  'application',
  'letter',
  'reference',
  'references',
  'resignation',
  'interview',
  'bullet',
  'resume',
  'cover',
  'email',
  'message',
  'schedule',
  'paycheck',
  'salary',
  'headline',
  'summary',
  'objective',
  'linkedin',
  'thank',
  'offer',
  'counter',
  'follow',
  // The kinds of work a search names ("interships in marketing", "weeknd jobs").
  'internship',
  'internships',
  'temporary',
  'seasonal',
  'weekend',
  'weekends',
  'overnight',
];
const KNOWN = new Set(REQUEST_WORDS);

/** The longest slip forgiven: one edit in a short word, two in a long one. */
function slipsAllowed(word: string): number {
  return word.length >= 8 ? 2 : 1;
}

/** The request word a typed word was meant to be, or undefined when it is one, or is far from all. */
function meant(word: string): string | undefined {
  const lower = word.toLowerCase();
  // A word the guides use ("managers", "offered", "recruit") is a word, not a slip.
  if (lower.length < 5 || KNOWN.has(lower) || getKnowledgeBase().knowsWord(lower)) return undefined;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of REQUEST_WORDS) {
    if (candidate[0] !== lower[0] || Math.abs(candidate.length - lower.length) > 2) continue;
    // Another form of the word is no slip: "supervised" is not "supervisor", "recruit" not "recruiter".
    if (lower.startsWith(candidate.slice(0, -2)) || candidate.startsWith(lower)) continue;
    const distance = editDistance(lower, candidate, slipsAllowed(candidate));
    if (distance <= slipsAllowed(candidate) && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** `message` with its misspelled request words spelled as meant ("manger" -> "manager"). */
export function spelledAsMeant(message: string): string {
  return message.replace(/(?<![\p{L}\p{N}'’])\p{L}{5,}(?![\p{L}\p{N}])/gu, (word) => meant(word) ?? word);
}
