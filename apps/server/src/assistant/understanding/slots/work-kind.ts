import type { EmploymentKind } from '@careerloom/contract';
import type { Shift } from '../../../jobs/postings/employment-kind';

/**
 * The kind of work a job search asks for, as people type it: "part time", "part-time",
 * "parttime", "full time", "temp", "contract", "seasonal", "internships", "remote", "work from
 * home", "night shift", "overnight", "weekend". It is a filter of the search, never words of the
 * title ("part time cashier jobs" searches cashiers, part-time). Read only in a message already
 * taken as a search: "part of the team" and "a full time mom returning to work" name no search.
 */

/** Each kind of employment as people write it; temporary, seasonal and freelance work are contract work. */
const EMPLOYMENT_SAID: ReadonlyArray<readonly [EmploymentKind, RegExp]> = [
  // Typed in a hurry too: "partime", "part tme", "ful time".
  ['part_time', /\bpart[\s-]*(?:time|tme|tim|ime)(?:rs?)?\b|\bp\/t\b/i],
  ['full_time', /\bfull?[\s-]*(?:time|tme|tim)(?:rs?)?\b|\bf\/t\b/i],
  // "Contract" names a title too ("contract specialist"): a kind only right before the listings.
  [
    'contract',
    /\b(?:(?:temp|contract)[\s-]+to[\s-]+(?:hire|perm)|temp|temps|temporary|freelance|seasonal|fixed[\s-]term|per[\s-]diem)\b|\bcontract(?:or)?\s*(?=(?:jobs?|work|roles?|positions?|gigs?|openings?)\b)|\bon\s+(?:a\s+)?contract\b/i,
  ],
  ['internship', /\b(?:(?:summer|paid|unpaid)\s+)?(?:internships?|interns?|co-?ops?)\b/i],
];

/** Either kind of hours: "full or part time", "part/full time", "full-time or part-time" ask for no one kind. */
const EITHER_HOURS =
  /\b(?:full(?:[\s-]*time)?\s*(?:or|\/|and|&)\s*part[\s-]*time|part(?:[\s-]*time)?\s*(?:or|\/|and|&)\s*full[\s-]*time)\b/i;

/** Each shift as people write it. */
const SHIFT_SAID: ReadonlyArray<readonly [Shift, RegExp]> = [
  // "Night" alone is a title's word too ("night auditor").
  [
    'night',
    /\b(?:(?:night|nite)[\s-]*shifts?|nights|nites|overnights?|graveyard(?:\s+shifts?)?|(?:3rd|third)\s+shifts?)\b/i,
  ],
  ['evening', /\b(?:evening[\s-]*shifts?|evenings?|(?:2nd|second)\s+shifts?)\b/i],
  ['weekend', /\b(?:weekend[\s-]*shifts?|weekends?)\b/i],
];

/** Remote work as people ask for it. */
const REMOTE_SAID = /\b(?:remote(?:ly)?|work(?:ing)?[\s-]+from[\s-]+home|from[\s-]+home|wfh|home[\s-]based)\b/i;

/**
 * Who the job is for, when it is no title: "for a 16 year old", "for teens", "for college students".
 * The guides on first jobs say what such a person may do; the search is for postings, any title.
 */
const WHO_FOR =
  /\bfor\s+(?:an?\s+)?(?:\d{1,2}[\s-]*(?:years?|yrs?)[\s-]*olds?|teens?|teenagers?|high\s+school(?:ers|\s+students?)?|(?:college\s+)?students?|minors?|kids?)\b/i;

/**
 * What the job offers, which postings hold no field for: "with benefits", "that pay well", "high
 * paying". No title; the search cannot filter by it, and the answer does not claim it.
 */
const OFFERS =
  /\b(?:with|that have|offering)\s+(?:good\s+|great\s+|full\s+)?(?:benefits|health\s+insurance|insurance|pto)\b|\b(?:that|which)\s+pays?\s+(?:well|good|weekly|daily|cash)\b|\b(?:high|well|good|best)[\s-]+paying\b|\bpaying\s+well\b/i;

/** Where the listings are named, after which a kind describes someone else ("for full time students"). */
const LISTINGS = /\b(?:jobs?|work|roles?|positions?|openings?|vacancies|postings|gigs?|internships?)\b/i;

export type WorkKind = {
  employment?: EmploymentKind;
  shift?: Shift;
  remote?: true;
  /** The message without the words that said the kind of work, who it is for or what it offers. */
  rest: string;
};

const everywhere = (said: RegExp) => new RegExp(said.source, 'gi');

/** The kind of work a search message asks for, and the message without those words. */
export function workKindIn(message: string): WorkKind {
  let rest = message.replace(everywhere(EITHER_HOURS), ' ');
  let employment: EmploymentKind | undefined;
  let shift: Shift | undefined;
  // Two kinds named: the last before the listings is the one asked for ("a part time teacher
  // looking for full time roles"; "part time jobs for full time students"). Both leave the title.
  const listingsAt = LISTINGS.exec(rest)?.index ?? rest.length;
  let nearest = -1;
  for (const [kind, said] of EMPLOYMENT_SAID) {
    for (const m of rest.matchAll(everywhere(said)))
      if (m.index <= listingsAt ? m.index > nearest : employment === undefined && nearest < 0) {
        employment = kind;
        if (m.index <= listingsAt) nearest = m.index;
      }
  }
  for (const [, said] of EMPLOYMENT_SAID) rest = rest.replace(everywhere(said), ' ');
  for (const [kind, said] of SHIFT_SAID) {
    if (!said.test(rest)) continue;
    shift ??= kind;
    rest = rest.replace(everywhere(said), ' ');
  }
  const remote = REMOTE_SAID.test(rest);
  rest = rest.replace(everywhere(REMOTE_SAID), ' ').replace(everywhere(WHO_FOR), ' ').replace(everywhere(OFFERS), ' ');
  return {
    ...(employment ? { employment } : {}),
    ...(shift ? { shift } : {}),
    ...(remote ? { remote: true as const } : {}),
    rest: rest.replace(/\s+/g, ' ').trim(),
  };
}

/**
 * A search said by the kind of work it is, with no verb: "part time jobs near me", "full time
 * warehouse jobs", "night shift nursing jobs in ohio", "internships in marketing", "contract jobs
 * for accountants". The kind opens the request (after "any" or "looking for") and the listings it
 * names follow within three words that are no function word: "full time mom returning to work"
 * is about a person, not a search.
 */
export function asksForWorkOfAKind(message: string): boolean {
  // "part time or full time warehouse jobs" asks for work of either kind: a kind all the same.
  // "high paying part time jobs": what the job offers may come first.
  const text = message.trim().replace(everywhere(EITHER_HOURS), 'part time').replace(everywhere(OFFERS), ' ').trim();
  if (text.split(/\s+/).length > 14) return false;
  const kind = `(?:${[...EMPLOYMENT_SAID, ...SHIFT_SAID].map(([, said]) => said.source).join('|')}|${REMOTE_SAID.source})`;
  const opening = String.raw`^\s*(?:(?:any|some|looking\s+for|lf|need|want|wanted)\s+)?(?:(?:a|an)\s+)?`;
  const between = String.raw`(?:(?!(?:to|for|of|and|or|with|is|am|are|was|i|my|me)\b)[a-z][\w/&-]*\s+){0,4}`;
  // Not "gigs": "part time gigs" is side work people ask about (a guide's subject), not postings the store holds.
  const listings = String.raw`(?:jobs?|work|roles?|positions?|openings?|vacancies|postings|internships?)\b`;
  // The listings end the request, or a place, an employer or whom they are for follows: "remote work
  // burnout" is about the work.
  const end = String.raw`(?:\s+(?:in|near|around|for|at|with|that|paying|please|pls|asap|available|hiring|open)\b.*)?[\s?.!]*$`;
  return (
    new RegExp(`${opening}${kind}[\\s-]*${between}${listings}${end}`, 'i').test(text) ||
    // "internships in marketing", "marketing internships": the internships are the listings.
    new RegExp(`${opening}${between}(?:summer\\s+|paid\\s+)?internships?\\b${end}`, 'i').test(text)
  );
}
