import { capitalisedName } from './capitalised-name';

/** The people at work a message may be addressed to, by their role. */
const WORK_ROLE =
  '(?:manager|boss|supervisor|lead|director|owner|recruiter|coworker|colleague|professor|teacher|interviewer)';

/**
 * Whom a work email goes to, when named: "to my manager Sarah", "my old boss, Tom", said of them
 * ("manager is Joan", "the interviewer was Tom", "a recruiter named Ana").
 */
const NAMED_ADDRESSEE = new RegExp(
  String.raw`\b${WORK_ROLE}\s*,?\s+(?:(?:is|was|named|called)\s+)?([A-Z][a-z]+)\b|\b(?:his|her|their) name is ([A-Z][a-z]+)\b`,
);

/** A name with its courtesy title, in any case: "my old teacher mrs jones", "Dr. Patel". */
const TITLED_NAME = /\b(mrs|mr|ms|miss|dr)(\.?)\s+([a-z][a-z'-]+)\b/i;
/** Words after a courtesy title that are not a surname: "a dr appt" is an appointment. */
const NOT_A_SURNAME =
  /^(?:and|or|to|for|at|about|i|my|the|appt|appts|appointment|appointments|office|visit|note|said|told|says)$/i;

/** A clause that only names the addressee ("..., her name is Priya"): no part of what the message says. */
const NAMING_CLAUSE = /[,.;]?\s*\b(?:his|her|their) name is [a-z][a-z'-]*\b/i;

/** The request without the clause that names whom it goes to. */
export function withoutNamingClause(message: string): string {
  return message.replace(NAMING_CLAUSE, '');
}

/**
 * A name typed in lower case between the role (or "interview with") and where they work: "my old
 * supervisor maria at walgreens", "interview with sarah at starbucks". Only there: elsewhere a
 * lower-case word after a role is anything ("my manager today").
 */
const LOWER_CASE_NAME_AT =
  /\b(?:manager|boss|supervisor|lead|director|owner|coworker|co-worker|colleague|professor|teacher|coach|(?:interview(?:ed)?|spoke|talked|met)\s+with)\s+([a-z][a-z'-]{2,})\s+(?:at|from)\s+[a-z]/i;
/** A name given as one, in any case: "her name is maria", "the interviewer was named tom". */
const NAME_SAID = new RegExp(
  String.raw`\b(?:(?:his|her|their) name (?:is|was)|${WORK_ROLE}\s+(?:(?:is|was)\s+)?(?:named|called))\s+([a-z][a-z'-]{1,})\b`,
  'i',
);
/** Words that can stand where the name would: "my boss there at ...". */
const NOT_A_NAME =
  /^(?:there|here|now|then|today|yesterday|still|back|over|who|that|and|or|but|was|is|also|even|just)$/i;

/** Whom a work email goes to, when named. */
export function addresseeIn(message: string): string | undefined {
  const m = NAMED_ADDRESSEE.exec(message);
  const named = m?.[1] ?? m?.[2];
  if (named) return named;
  // "her name is maria": said as a name, in whatever case.
  const said = NAME_SAID.exec(message)?.[1];
  if (said && !NOT_A_NAME.test(said)) return capitalisedName(said);
  const lower = LOWER_CASE_NAME_AT.exec(message)?.[1];
  if (lower && !NOT_A_NAME.test(lower)) return capitalisedName(lower);
  const titled = TITLED_NAME.exec(message);
  if (!titled?.[1] || !titled[3] || NOT_A_SURNAME.test(titled[3])) return undefined;
  return capitalisedName(`${titled[1].toLowerCase()}${titled[2]} ${titled[3].toLowerCase()}`);
}
