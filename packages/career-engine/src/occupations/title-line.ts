// Whether a short line of a resume is a job title: a resume that opens with "CLAIMS SERVICE
// MANAGER" or "SECURITY AIDE I" states its owner's trade, not their name.
import { cleanJobTitle } from './clean-job-title';
import {
  isListedOccupationWord,
  isOccupationWord,
  ROLE_BEFORE_FIELD_RE,
  resolveOccupation,
  titleHeadCount,
  titleWordCount,
} from './resolve-occupation';

/** Above this the resolver alone is sure enough (measured on names that are trades, 0.41). */
const SURE_SCORE = 0.45;
/**
 * How many O*NET titles its last word must end for a line the resolver is less sure of: a
 * generic role noun (manager 1,651, assistant 693, educator 94) rather than a trade that is also a
 * surname (butcher 10, carpenter 36; cook 110 and painter 113 only with a third word). Two-word
 * lines ask more, since most names have two words.
 */
const HEAD_COUNT_TWO_WORDS = 50;
const HEAD_COUNT_LONGER = 20;
/** How many titles must use its first word: given names that are words (Mark, Rose, Kelly) are in one or two. */
const FIRST_WORD_COUNT = 10;
const MAX_WORDS = 7;
/** The last word of a club, a society or a committee's name. */
const ORGANISATION_BODY =
  /\b(?:association|club|society|committee|council|union|chapter|fraternity|sorority|federation|league)s?\W*$/i;

/**
 * A line reads as a job title when it is short, every word of it is a word of O*NET's titles (a
 * misspelt role noun counts: "Manger"), it resolves to an occupation, and either the resolver is
 * sure or the line ends in a common role noun ("Benefit Advocate Supervisor", "Dance Educator",
 * "Consultant"). Names rarely pass: few given names are words of any title (Mark, Jack, Rose are),
 * two-word lines must end in a noun that ends many titles, and the first word must be common in
 * titles.
 */
export function readsAsJobTitle(line: string): boolean {
  const l = line.trim();
  if (!l || l.length > 80 || /[\d@:|]/.test(l)) return false;
  const title = cleanJobTitle(l);
  // "Post-Doctoral": a hyphenated prefix O*NET's titles write joined is one word
  const words = title
    .toLowerCase()
    .replace(/(\p{L}+)-(\p{L}+)/gu, (whole, a: string, b: string) =>
      isListedOccupationWord(`${a}${b}`) ? `${a}${b}` : whole,
    )
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  if (words.length === 0 || words.length > MAX_WORDS || !words.every(isOccupationWord)) return false;
  const occupation = resolveOccupation(title);
  if (!occupation) return false;
  if (occupation.score >= SURE_SCORE) return true;
  // "Director of Pipeline Operations", "Manager- Administration & Facilities": the role noun
  // stands before the field; not before a body ("President of the Student Association"), an
  // office in a club or a society rather than a job
  const split = ROLE_BEFORE_FIELD_RE.exec(title);
  const body = ORGANISATION_BODY.test(split?.[2] ?? '');
  const role = body
    ? undefined
    : split?.[1]
        ?.toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter(Boolean)
        .at(-1);
  const head = Math.max(titleHeadCount(words.at(-1) as string), role ? titleHeadCount(role) : 0);
  if (head < (words.length <= 2 ? HEAD_COUNT_TWO_WORDS : HEAD_COUNT_LONGER)) return false;
  return words.length === 1 || titleWordCount(words[0] as string) >= FIRST_WORD_COUNT;
}
