import { opensWithActionVerb, pastTenseOf, workVerbOfTitle } from '../ats/action-verbs';
import { titleHeadCount } from '../occupations/resolve-occupation';
import { readsAsJobTitle } from '../occupations/title-line';
import { indefiniteArticle } from './role-in-prose';
import { isFirstPersonSummary, rewriteFirstPersonSummary } from './summary-rewrite';

/**
 * Deterministic rewrite of one resume bullet: it keeps every fact the user wrote (nouns, numbers,
 * names), replaces a weak opening ("worked on", "responsible for", "helped") with a strong verb
 * chosen from what the bullet is about, names the scope the bullet already states, and asks for a
 * missing result in brackets ("[by how much?]") instead of inventing a number. It is the fallback a
 * language model's draft is checked against, so it never adds a claim the user did not make.
 */

/** The result of {@link rewriteBullet}. */
export type BulletRewrite = {
  /** The bullet as the user wrote it, trimmed, without a list marker. */
  original: string;
  /** The rewrite: strong verb first, the user's facts, bracketed prompts for what is missing. */
  rewritten: string;
  /** A one-line version of the rewrite, for "make it shorter". */
  short: string;
  /** The opening verb of the rewrite. */
  verb: string;
  /** What the user still has to fill in, one entry per bracket, e.g. "[by how much?]". */
  prompts: string[];
  /** Why the rewrite differs, in plain words, one entry per change. */
  changes: string[];
  /** Said with any version after the first when the person's own verb stays: why it does not change. */
  keptVerbNote?: string;
};

/** Options of {@link rewriteBullet}. */
export type BulletRewriteOptions = {
  /** Choose the n-th alternative verb (for "another one"); 0 is the best fit. */
  variant?: number;
  /** A target level ("staff", "senior") whose scope wording the rewrite should lean towards. */
  level?: string;
};

/** Openings that describe presence rather than action, with what they usually mean. */
const WEAK_OPENINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(was |i was |)responsible for\s+/i, 'owned'],
  [/^(was |i was |)in charge of\s+/i, 'led'],
  [/^(i |)worked (on|with|in)\s+/i, 'built'],
  [/^(i |)helped( to| out with| with)?\s+/i, 'contributed to'],
  [/^(i |)assisted( with| in)?\s+/i, 'supported'],
  [/^(was |i was |)tasked with\s+/i, 'delivered'],
  [/^(was |i was |)involved in\s+/i, 'contributed to'],
  [/^duties included\s+/i, 'handled'],
  [/^(i |)participated in\s+/i, 'contributed to'],
  [/^(i |)did\s+/i, 'delivered'],
  [/^(i |)handled\s+/i, 'managed'],
];

/**
 * Everyday phrasings of care with a plain verb of the same meaning: "looked after kids" and "took
 * care of elderly residents" are "Cared for ...", no new claim.
 */
const CARE_OPENING =
  /^(?:i\s+)?(?:looked after|look after|took care of|take care of|watched over|watched(?=\s+(?:the\s+|my\s+|\d+\s+)?(?:kids|children|toddlers|infants|babies|little ones)\b))\s+/i;
/**
 * "helped customers find what they needed": the help was given to people, and what follows is
 * what they did. Another verb in its place reads as nonsense ("Grew customers find ..."), so the
 * person's "Helped" stays.
 */
const HELPED_PEOPLE =
  '(?:i\\s+)?helped\\s+(?:the\\s+|our\\s+|my\\s+)?(?:[a-z]+\\s+)?(?:customers|clients|patients|guests|students|residents|kids|children|staff|people|users|members|visitors|families|shoppers|employees|coworkers|colleagues|new hires|tenants|callers|learners|pupils|team|crew|managers?|nurses|doctors|teachers|chefs|cooks|servers|drivers|agents)\\s+';
const HELPED_PEOPLE_DO = new RegExp(`^${HELPED_PEOPLE}(?!with\\b|in\\b|at\\b|on\\b|for\\b|and\\b|to\\b)[a-z]+`, 'i');
/** "helped customers with returns": help given to people with a task is assisting them. */
const HELPED_PEOPLE_WITH = new RegExp(`^${HELPED_PEOPLE}with\\b`, 'i');
const HELPED = /^(?:i\s+)?helped\s+/i;

/** Openings said in a plainer verb of the same work: [when, the opening replaced, its verb, the change noted]. */
const PLAIN_OPENINGS: ReadonlyArray<readonly [RegExp, RegExp, string, string | undefined]> = [
  [
    CARE_OPENING,
    CARE_OPENING,
    'cared for',
    'Said “cared for” instead of the everyday phrasing: the same work, in resume words.',
  ],
  [HELPED_PEOPLE_DO, HELPED, 'helped', undefined],
  [HELPED_PEOPLE_WITH, HELPED, 'assisted', undefined],
];

/** Verb families by what the bullet is about, best fit first. The first matching family wins. */
const VERB_FAMILIES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [
    /\b(apis?|services?|backend|endpoints?|microservices?|platform|system|pipeline|integration)s?\b/i,
    ['Built', 'Designed', 'Shipped', 'Engineered'],
  ],
  [
    /\b(migrat\w*|refactor\w*|rewr\w*|moderni[sz]\w*|upgrade\w*)\b/i,
    ['Migrated', 'Modernised', 'Re-architected', 'Rebuilt'],
  ],
  [/\b(team|engineers|people|hires?|reports|interns?|mentor\w*)\b/i, ['Led', 'Managed', 'Mentored', 'Coached']],
  // Problems brought to the person (complaints, tickets) are resolved, never "grown": checked before
  // the customer family, since "customer complaints" names customers too.
  [
    /\b(complaints?|issues?|escalations?|tickets?|disputes?|problems?|queries|enquiries|inquiries|refunds?|returns?)\b/i,
    ['Resolved', 'Managed', 'De-escalated', 'Handled'],
  ],
  [/\b(sales|revenue|deals?|clients?|customers?|accounts?)\b/i, ['Grew', 'Closed', 'Expanded', 'Won']],
  // A schedule or rota is built or managed ("was in charge of the schedule" had become "Led the schedule").
  [/\b(schedules?|scheduling|rotas?|rosters?|timetables?)\b/i, ['Managed', 'Built', 'Planned', 'Ran']],
  // Data entry is clerical work done, not data analysed ("did data entry" had become "Analysed data entry").
  [/\bdata entry\b/i, ['Completed', 'Handled', 'Managed', 'Carried out']],
  // Paperwork and counts are processed or carried out: "did payroll" was "Delivered payroll".
  [
    /\b(payroll|invoices?|invoicing|payments?|claims?|orders?|bookings?|reservations?|transactions?|timesheets?|paperwork|records?)\b/i,
    ['Processed', 'Managed', 'Handled', 'Completed'],
  ],
  [/\b(books|bookkeeping|ledgers?)\b/i, ['Kept', 'Managed', 'Maintained', 'Ran']],
  // A till is run: "did cash register" had become "Delivered cash register".
  [
    /\b(cash registers?|registers?|tills?|checkouts?(?!\s+(?:page|flow|form|process|api|service|experience))|pos)\b/i,
    ['Ran', 'Operated', 'Worked', 'Handled'],
  ],
  // Cash is counted and balanced ("handled cash" had become "Delivered cash" in another version).
  [/\b(cash|deposits?|floats?|cash drawers?|tills? counts?)\b/i, ['Balanced', 'Counted', 'Managed', 'Handled']],
  [
    /\b(inventory|stock\s?takes?|counts?|audits?|inspections?|reconciliations?)\b/i,
    ['Conducted', 'Completed', 'Ran', 'Managed'],
  ],
  [
    /\b(costs?|spend|budget|latency|time|errors?|bugs?|incidents?|churn)\b/i,
    ['Reduced', 'Cut', 'Lowered', 'Eliminated'],
  ],
  [
    /\b(process\w*|workflow|operations?|onboarding|reporting)\b/i,
    ['Streamlined', 'Automated', 'Standardised', 'Redesigned'],
  ],
  [/\b(analy\w*|data|dashboards?|reports?|research|insights?)\b/i, ['Analysed', 'Modelled', 'Surfaced', 'Built']],
  [/\b(design\w*|ui|ux|interface|website|app)\b/i, ['Designed', 'Launched', 'Built', 'Redesigned']],
  [/\b(campaigns?|marketing|content|brand|launch\w*)\b/i, ['Launched', 'Ran', 'Drove', 'Created']],
];
const DEFAULT_VERBS = ['Delivered', 'Drove', 'Owned', 'Led'];
/** People a bullet served: naming them anywhere states the scope ("helped customers"), a place does only after a preposition. */
const PEOPLE_SERVED =
  /\b(teams?|org|company|customers?|clients?|users?|patients?|residents?|students?|pupils?|learners?|guests?|diners?|covers|families|tenants?)\b/i;

/** Words that show the bullet already states a result or a measure. */
const HAS_NUMBER = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|dozens?|hundreds?|thousands?|millions?)\b/i;
/** A place in an order ("3rd floor", "2nd shift"): a number that measures nothing. */
const ORDINAL = /\b\d+(?:st|nd|rd|th)\b/gi;
/**
 * A head count of whom the work was for ("for 4 dentists", "a team of 6", "across 3 sites"): the
 * scope, which says nothing of what the work achieved or how much of it there was.
 */
const HEAD_COUNT =
  /\b(?:for|of|across|supporting|serving)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)(?![\d.,]*\s*%)(?:\s+[a-z]+)?/gi;

/** The ages of the people served ("kids aged 2-5", "ages 11 to 14"): who they were, not how many or how much. */
const AGES = /\b(?:aged|ages?)\s+\d+(?:\s*(?:-|–|to)\s*\d+)?\b|\b\d+\s*(?:-|–|to)\s*\d+\s*(?:year|yr)s?[\s-]*olds?\b/gi;
/** Time in the job ("3 years"): it belongs to the role's dates, and measures nothing the work did. */
const DURATION = /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\+?\s*(?:years?|yrs?|months?)\b/gi;
/** How often the work was done: a measure, written in words ("every day", "weekly"). */
const FREQUENCY =
  /\b(?:every|each|per|a)\s+(?:day|night|week|weekend|shift|month|morning|evening)\b|\b(?:daily|nightly|weekly|monthly)\b/i;

/**
 * Whether a bullet states a result, a volume or a frequency: a number beyond an ordinal, a head
 * count or the years in the job, or how often the work was done.
 */
function statesAMeasure(bullet: string): boolean {
  return (
    FREQUENCY.test(bullet) ||
    HAS_NUMBER.test(bullet.replace(ORDINAL, ' ').replace(HEAD_COUNT, ' ').replace(DURATION, ' ').replace(AGES, ' '))
  );
}
/**
 * Who or where the work served, in any trade: a team or its users, and as much the patients of a
 * ward, the guests of a hotel, the students of a school, a kitchen's covers or a firm's clients.
 * A bullet naming one already states its scope ("did scheduling for the clinic").
 */
const SERVED =
  '(team|teams|org|organisation|organization|department|group|company|customers|clients|users|partners|squad|unit|' +
  'clinic|clinics|hospital|hospitals|ward|wards|practice|surgery|pharmacy|care home|patients|residents|' +
  'school|schools|class|classes|students|pupils|learners|nursery|' +
  'hotel|hotels|restaurant|restaurants|kitchen|kitchens|cafe|bar|guests|diners|covers|' +
  'store|stores|shop|shops|branch|branches|warehouse|warehouses|site|sites|office|offices|firm|households|families|tenants|properties|homes|buildings)';
/** Words that tell who or what the work was for: the scope the rewrite keeps visible. */
const SCOPE = new RegExp(
  `\\b(for|across|with|at|in|serving|used by)\\s+(the\\s+|a\\s+|an\\s+)?([\\w&/-]+(\\s+[\\w&/-]+){0,3}?\\s+${SERVED}|${SERVED})\\b`,
  'i',
);
/** Work on software, where the scope is a team or its users; elsewhere it is who was served and how often. */
const SOFTWARE_WORDS =
  /\b(apis?|services?|backend|frontend|endpoints?|microservices?|platform|pipelines?|code|features?|app|apps|website|page|pages|checkout|database|deploy\w*|software|dashboards?|releases?|bugs?)\b/i;
/**
 * Service given by people, not software's: "customer service", "room service", "food service".
 * A retail bullet on excellent customer service had been asked for latency and a team of users.
 */
const PEOPLES_SERVICE =
  /\b(?:customer|guest|client|patient|food|room|table|bar|counter|social|community|health|home|personal|field|cleaning|delivery|child ?care|financial|legal|tax|public|emergency|retail|front desk|member|student|funeral|pastoral)\s+services?\b|\b(?:POS|point of sale|phone|cash|till|alarm|filing|inventory|sprinkler|HVAC|heating|cooling|security)\s+systems?\b/gi;
/** The bullet's words without service by people and a shop's systems, which name no software. */
const withoutPeoplesService = (body: string) => body.replace(PEOPLES_SERVICE, ' ');
/** Whether the bullet names software work. */
const isSoftwareWork = (body: string) => SOFTWARE_WORDS.test(withoutPeoplesService(body));
/** The scope prompt: software's team or users, any other trade's people served and how often. */
const scopePrompt = (body: string) =>
  isSoftwareWork(body) ? '[for which team or how many users?]' : '[for how many people, or how often?]';

/**
 * Rewrites one resume bullet without inventing facts. The verb comes from what the bullet is
 * about (APIs → "Built", a team → "Led", costs → "Reduced"); `variant` picks the next verb for
 * "another one". When the bullet states no number, the rewrite ends with a bracketed question for
 * the result ("[by how much?]", "[for how many users?]"); when it names no team or audience, it
 * asks for the scope in brackets too. The short form keeps the verb and every word of the user's bullet.
 */
export function rewriteBullet(bullet: string, options: BulletRewriteOptions = {}): BulletRewrite {
  const original = bullet
    .trim()
    .replace(/^[-*•·]\s*/, '')
    .replace(/^["“'‘]|["”'’]$/g, '')
    .trim()
    .replace(/[.;]+$/, '');
  // "I have been a teacher for 8 years and I love ..." is a summary, not a line of work done.
  if (isFirstPersonSummary(original)) return { original, verb: '', ...rewriteFirstPersonSummary(original) };
  const role = roleStated(original);
  if (role) return { original, ...role };
  const changes: string[] = [];
  // "i fixed cars and did oil changes": a resume line has no "I"; what follows is the line.
  const led = ledByTitle(original.replace(/^i\s+(?!(?:am|was|have|had|'m|'ve)\b)(?=[a-z])/i, ''));
  let body = joinedNotes(led);
  if (body !== led) changes.push('Joined your notes into one line, with the same words.');
  // "successfully managed ...", "effectively trained ...": an adverb before the verb praises and
  // hid the verb (a verb was put in front of it); the line starts with what was done.
  const praise = LEADING_PRAISE.exec(body);
  if (praise?.[1] && praise[2] && (pastTenseOf(praise[2], { verbPosition: true }) || /ed$/i.test(praise[2]))) {
    body = body.slice(praise[1].length).trimStart();
    changes.push(`Dropped “${praise[1]}”: the verb and what it did say it better.`);
  }
  let weakVerb: string | undefined;
  let weakMeaning: string | undefined;
  const plain = PLAIN_OPENINGS.find(([pattern]) => pattern.test(body));
  if (plain) {
    const [, opening, verb, change] = plain;
    body = `${verb} ${body.replace(opening, '')}`;
    if (change) changes.push(change);
  }
  for (const [pattern, meaning] of plain ? [] : WEAK_OPENINGS) {
    if (pattern.test(body)) {
      weakVerb = pattern.exec(body)?.[0].trim();
      weakMeaning = meaning;
      body = body.replace(pattern, '');
      changes.push(
        `Replaced the weak opening “${weakVerb}” (it reads as ${meaning === 'owned' ? 'a duty' : 'presence'}, not action) with a strong verb.`,
      );
      break;
    }
  }
  // "responsible for the training of new cashiers": the work named as a noun is the verb ("Trained new cashiers").
  if (weakVerb) body = body.replace(/^the\s+([a-z]{3,}ing)\s+of\s+/i, '$1 ');
  const firstWord = body.split(/\s+/)[0] ?? '';
  // "helped reduce costs", "responsible for onboarding clients": the user's own verb, in the past
  // tense. After a weak opening an -ing word is the verb whatever it is ("in charge of ordering").
  // Only after an opening that ends in a preposition: "did scheduling" does a noun.
  const ownVerb = pastTense(firstWord, weakVerb !== undefined && /\b(of|for|with|in)$/i.test(weakVerb));
  // "ordering stock and managing the team": the verbs it is joined to take the same tense.
  if (ownVerb && /ing$/i.test(firstWord))
    body = body.replace(/(\band|,)\s+([a-z]{3,}ing)\b/g, (all, joiner: string, gerund: string) => {
      const past = pastTenseOf(gerund, { verbPosition: true });
      return past ? `${joiner} ${past}` : all;
    });
  // Any trade's verb counts ("gave meds", "wired new builds", "plated desserts"), not only the table's.
  const alreadyVerb =
    ownVerb !== undefined ||
    (!weakVerb && ((/(ed|t)$/i.test(firstWord) && firstWord.length > 3) || opensWithActionVerb(firstWord)));
  // The verb fits what was done, not whom it was for: "for the payments team" does not make the
  // work leading a team.
  const what = withoutPeoplesService(body.replace(SCOPE, ' '));
  // With no family for the work, the weak opening's own meaning leads ("handled scheduling" -> "Managed").
  const meant =
    weakMeaning && /^(led|managed|supported|owned)$/.test(weakMeaning) ? capitalise(weakMeaning) : undefined;
  const family =
    VERB_FAMILIES.find(([pattern]) => pattern.test(what))?.[1] ??
    (meant ? [meant, ...DEFAULT_VERBS.filter((v) => v !== meant)] : DEFAULT_VERBS);
  const variant = Math.max(0, options.variant ?? 0);
  let verb: string;
  // The person's own action verb is what they did, in every version: "another one" or "more
  // confident" after "Trained new hires" had given "Managed new hires", a claim they never made.
  // A family's verbs stand in only for a weak opening or a bullet with no verb.
  if (ownVerb) {
    verb = ownVerb;
    body = body.slice(firstWord.length).trim();
  } else if (alreadyVerb) {
    verb = capitalise(firstWord);
    body = body.slice(firstWord.length).trim();
  } else {
    verb = family[variant % family.length] ?? 'Delivered';
  }
  const keptVerbNote =
    variant > 0 && alreadyVerb
      ? `I kept your verb “${verb}”: it is what you did, and another would claim other work. What makes it land is the number in brackets.`
      : undefined;
  body = lowerFirst(body);

  const prompts: string[] = [];
  const scope = SCOPE.exec(body);
  let scopePart = '';
  const measured = statesAMeasure(original);
  if (!scope && !HAS_NUMBER.test(original.replace(ORDINAL, ' ')) && !PEOPLE_SERVED.test(body)) {
    const ask = scopePrompt(body);
    prompts.push(ask);
    scopePart = ` ${ask}`;
  } else if (scope) {
    changes.push(`Kept the scope you gave: ${scope[0].trim()}.`);
  }
  const levelWord = options.level?.trim().toLowerCase();
  let levelPart = '';
  if (levelWord && /^(staff|principal|lead|senior|director|head|manager|supervisor)/.test(levelWord)) {
    // Reach beyond one team, in the trade's terms: a nurse's wards or shifts, not systems.
    const reach = isSoftwareWork(body) ? '[which teams or systems?]' : '[which teams, sites or shifts?]';
    prompts.push(reach);
    levelPart = ` across ${reach}`;
    changes.push(
      `For a ${levelWord} role, added a prompt for cross-team reach: reviewers at that level look for scope beyond one team.`,
    );
  }
  let resultPart = '';
  // People served by hand (a ward's patients, a shop's customers) are counted by the day or week:
  // "Cared for patients on a busy ward, reaching patients [for how many?]" read as a machine's.
  const served = isSoftwareWork(body)
    ? undefined
    : /\b(customers?|clients?|patients?|guests?|students?)\b/i.exec(body)?.[1];
  if (!measured && served) {
    const ask = `[about how many ${served.toLowerCase().replace(/s?$/, 's')} a day or week?]`;
    resultPart = ` ${ask}`;
    prompts.push(ask);
    changes.push(
      `Asked how many people you served in brackets (${ask}) instead of inventing a number: fill it in from your own records.`,
    );
  } else if (!measured && !isSoftwareWork(body) && resultWord(body) === GENERIC_RESULT) {
    // Hands-on work with no result of its own to name ("cleaned rooms", "booked appointments") is
    // measured by its volume; "improving the outcome [by how much?]" fits no housekeeper's day.
    // A scope prompt that already asks how often is that question.
    if (!scopePart) {
      const ask = '[how many, or how often?]';
      resultPart = ` ${ask}`;
      prompts.push(ask);
    }
    changes.push(
      'Asked how much of this work you did in brackets instead of inventing a number: fill it in from your own records.',
    );
  } else if (!measured) {
    const ask = /\b(users?|customers?|clients?|patients?|guests?|students?|traffic|requests?)\b/i.test(body)
      ? '[for how many?]'
      : '[by how much?]';
    const what = resultWord(body);
    resultPart = `, ${what} ${ask}`;
    prompts.push(ask);
    changes.push(
      `Asked for the result in brackets (${ask}) instead of inventing a number: fill it in from your own records.`,
    );
  } else {
    // "kept daily notes" is measured by how often, with no number to keep.
    changes.push(
      HAS_NUMBER.test(original)
        ? 'Kept your numbers exactly as written.'
        : 'Kept how often you did it, as you wrote it.',
    );
  }
  const rewritten = `${verb} ${body}${scopePart}${levelPart}${resultPart}.`.replace(/\s+/g, ' ').replace(/\s+,/g, ',');
  // Shorter means fewer added words, never fewer of the user's facts: the short form keeps the
  // whole bullet as written ("for the payments team", "on the night shift") and drops what the
  // rewrite added (scope and level prompts, the result phrase) except one bracket for a missing result.
  // Outside software the scope prompt (how many people, how often) is the measure that fits a short line.
  const shortPrompt = scopePart && !isSoftwareWork(body) ? scopePart.trim() : prompts.at(-1);
  const shortResult = measured ? '' : ` ${shortPrompt ?? '[by how much?]'}`;
  const short = `${verb} ${compressed(body).replace(/[,;:]$/, '')}${shortResult}.`.replace(/\s+/g, ' ');
  return { original, rewritten, short, verb, prompts, changes, ...(keptVerbNote ? { keptVerbNote } : {}) };
}

/**
 * "i was a stocker at home depot", "worked as a server at Olive Garden for 3 years": the line names
 * a job, not what was done in it. On a resume the title heads the role; the line under it says what
 * the person did, so it opens with the work the title names ("Stocked", "Drove") or, for a title
 * that names none ("cashier"), with the job, and asks for the work in brackets: it had become
 * "Delivered i was a stocker at home depot".
 */
const ROLE_STATED =
  /^(?:i\s+)?(?:was|am|'m|worked as|work as|used to be|have been|'ve been)\s+(?:a|an)\s+([a-z][a-z' -]{1,40}?)\s+(?:at|for|with)\s+([a-z0-9][\w&'. -]{1,40}?)(?:\s+((?:for|from|since|in)\s+.{1,40}))?$/i;

/** A line that only says which job the person held ("i was a stocker at home depot"), in the past. */
export function namesAPastRole(line: string): boolean {
  const text = line.trim().replace(/[.!]+$/, '');
  return /^(?:i\s+)?(?:was|worked as|used to be)\b/i.test(text) && roleStated(text) !== undefined;
}

/** Each word's first letter in capitals, the rest as typed: "home depot" -> "Home Depot", "FedEx" stays. */
const initialsUp = (text: string) => text.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());

function roleStated(line: string): Omit<BulletRewrite, 'original'> | undefined {
  const m = ROLE_STATED.exec(line);
  const title = m?.[1]?.trim();
  const employer = m?.[2]?.trim();
  if (!m || !title || !employer || !readsAsJobTitle(title)) return undefined;
  const at = initialsUp(employer);
  const when = m[3] ? ` ${m[3].trim()}` : '';
  const past = workVerbOfTitle(title);
  const what = '[what?]';
  const much = '[how many, or how often?]';
  const verb = past ? capitalise(past) : 'Worked';
  const opening = past ? `${verb} ${what}` : `Worked as ${indefiniteArticle(title)} ${title.toLowerCase()}`;
  const tasks = past ? '' : ', [what you did most days: the tasks, tools or people?]';
  const heading = `${initialsUp(title)}, ${at}`;
  return {
    rewritten: `${opening} at ${at}${when}${tasks} ${much}.`,
    short: `${opening} at ${at}${when}${tasks} ${much}.`,
    verb,
    prompts: past ? [what, much] : ['[what you did most days: the tasks, tools or people?]', much],
    changes: [
      `Your line names your job, not what you did in it: on a resume the title heads the role (“${heading}”) and each line under it says what you did, so this one asks you for the work in brackets instead of inventing it.`,
    ],
  };
}

/**
 * "squad leader, managed 9 soldiers": a title before the work, as people list a post they held,
 * goes after it ("managed 9 soldiers as squad leader"), so the line opens with what was done; it
 * had become "Delivered squad leader, managed 9 soldiers".
 */
const ROLE_NOUN_TITLES = 20;

function ledByTitle(bullet: string): string {
  const m = /^([^,;:]{3,40}?)\s*[,;:–—-]\s+([a-z]+)\b(.*)$/i.exec(bullet);
  if (!m?.[1] || !m[2]) return bullet;
  const verb = m[2].toLowerCase();
  const last = m[1].trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  // A role noun many titles end in ("leader", "supervisor", "manager"), not a place or a task ("kitchen").
  if (titleHeadCount(last) < ROLE_NOUN_TITLES || !readsAsJobTitle(m[1])) return bullet;
  if (!(pastTenseOf(verb, { verbPosition: true }) || /ed$/.test(verb))) return bullet;
  return `${m[2]}${m[3] ?? ''} as ${indefiniteArticle(m[1])} ${m[1].toLowerCase()}`;
}

/** Short forms typed in lower case in a work line, written as they are: "rf scanner" -> "RF scanner". */
const LOWER_CASE_ACRONYMS =
  /\b(rf|pos|cdl|gst|vat|hgv|cpr|ehr|emr|bls|acls|hvac|osha|sop|sops|kpi|kpis|crm|erp|qa|qc|ppe|haccp|cnc|plc|sql|ppc|seo|hr|ar|ap)\b/g;
/** A measure typed as a note after the work: ", 99% accuracy", ", 200 covers a night". */
const TRAILING_MEASURE = /,\s*(\d[\d.,]*\s?%?\s+[a-z]+(?:\s+[a-z]+){0,2})$/i;
/** Whether a note opens a clause of its own: a verb of work in the past ("kept daily notes", "used ..."). */
const opensAClause = (note: string) => {
  const first = note.split(/\s+/)[0] ?? '';
  return (
    (/ed$/i.test(first) && first.length > 3) ||
    /^(?:kept|ran|led|took|made|drove|wrote|taught|built|sold|gave|met|set|cut|did|won|grew|brought|dealt|fed|held|paid|sent|spent|got)$/i.test(
      first,
    )
  );
};

/**
 * A line typed as notes, joined as a sentence with the same words: "picked and packed orders,
 * used rf scanner, 99% accuracy" -> "picked and packed orders and used RF scanner with 99%
 * accuracy"; "helped residents with personal care, meds rounds, kept daily notes" -> "... with
 * personal care and meds rounds, and kept daily notes". A note with its own verb is a clause, one
 * without continues the one before; the measure at the end is what the work achieved.
 */
function joinedNotes(line: string): string {
  const text = line.replace(LOWER_CASE_ACRONYMS, (a) => a.toUpperCase());
  const measure = TRAILING_MEASURE.exec(text);
  const notes = (measure ? text.slice(0, measure.index) : text).split(/\s*,\s*/).filter(Boolean);
  const withMeasure = (joined: string) => (measure?.[1] ? `${joined} with ${measure[1]}` : joined);
  // Prose already joined, notes too long to be notes, or a list of duties with no verb ("customer
  // service, cash handling") stay as typed.
  const asTyped =
    notes.length < 2 ||
    !opensAClause(notes[0] ?? '') ||
    notes.some((n) => n.split(/\s+/).length > 8 || /^(?:and|or|but)\b/i.test(n));
  if (asTyped) return withMeasure(notes.join(', '));
  const clauses: string[][] = [];
  for (const note of notes) {
    const last = clauses.at(-1);
    if (!last || opensAClause(note)) clauses.push([note]);
    else last.push(note);
  }
  const listed = (items: string[]) =>
    items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  const joined = clauses.map(listed);
  const and = joined.slice(0, -1).some((c) => /\sand\s/.test(c)) ? ', and ' : ' and ';
  return withMeasure(joined.length < 2 ? (joined[0] ?? '') : `${joined.slice(0, -1).join(', ')}${and}${joined.at(-1)}`);
}

/** An adverb of praise before the line's verb: "Successfully managed", "effectively trained". */
const LEADING_PRAISE =
  /^(successfully|effectively|efficiently|consistently|actively|proactively|diligently)\s+([a-z]+)/i;

/**
 * Wordy phrasings with a shorter form of the same fact: the short form drops words, never facts
 * ("every day" is "daily", "a team of 12 cashiers" is "12 cashiers").
 */
const COMPRESSIONS: ReadonlyArray<readonly [RegExp, string | ((word: string) => string)]> = [
  [/\b(?:every|each) day\b|\bon a daily basis\b/gi, 'daily'],
  [/\b(?:every|each) week\b|\bon a weekly basis\b/gi, 'weekly'],
  [/\b(?:every|each) month\b|\bon a monthly basis\b/gi, 'monthly'],
  [/\ba team of (\d+) (?=(?!and\b|or\b)[a-z])/gi, '$1 '],
  [/\bin order to\b/gi, 'to'],
  [/\b(?:a (?:large|wide) (?:number|variety|range) of|numerous)\b/gi, 'many'],
  [/\bwas able to\b/gi, ''],
  // Filler resumes carry, which says nothing a reader would miss: a service "to customers" is
  // customer service already; "excellent", "successfully", "various" praise or blur, never count.
  [/\b(customer service)\s+(?:to|for)\s+(?:our\s+|the\s+)?(?:customers|clients|guests)\b/gi, '$1'],
  [
    /\b(?:excellent|outstanding|exceptional|superior|great|high[- ]quality)\s+(?=(?:customer|guest|patient|client)\s+(?:service|care)\b)/gi,
    '',
  ],
  [/\bin a fast[- ]paced\s+((?:[a-z]+\s+){0,2}?)(?:environment|setting|atmosphere)\b/gi, 'in fast-paced $1'],
  [/\b(?:successfully|effectively|efficiently)\s+(?=[a-z]+ed\b)/gi, ''],
  [/\bon a regular basis\b/gi, 'regularly'],
  [/\bin a timely (?:manner|fashion)\b/gi, 'promptly'],
  [/\b(?:at all times|as needed|as required)\b/gi, ''],
  [/\b(?:various|different)\s+(?=[a-z]+s\b)/gi, ''],
  [/\butili[sz](?:ed|ing)\b/gi, (w: string) => (/ing$/i.test(w) ? 'using' : 'used')],
  [/\bworked closely with\b/gi, 'worked with'],
];

function compressed(text: string): string {
  return COMPRESSIONS.reduce(
    (t, [pattern, shorter]) =>
      (typeof shorter === 'string' ? t.replace(pattern, shorter) : t.replace(pattern, shorter))
        .replace(/\s{2,}/g, ' ')
        .replace(/\s+([,.;])/g, '$1')
        .trim(),
    text,
  );
}

/** Past tenses of verbs users often write in the base or -ing form after a weak opening. */
const PAST: Readonly<Record<string, string>> = {
  build: 'Built',
  lead: 'Led',
  run: 'Ran',
  grow: 'Grew',
  cut: 'Cut',
  win: 'Won',
  write: 'Wrote',
  drive: 'Drove',
  reduce: 'Reduced',
  improve: 'Improved',
  create: 'Created',
  design: 'Designed',
  develop: 'Developed',
  launch: 'Launched',
  manage: 'Managed',
  migrate: 'Migrated',
  automate: 'Automated',
  implement: 'Implemented',
  onboard: 'Onboarded',
  maintain: 'Maintained',
  support: 'Supported',
  test: 'Tested',
  deploy: 'Deployed',
  organise: 'Organised',
  organize: 'Organized',
  coordinate: 'Coordinated',
  plan: 'Planned',
  train: 'Trained',
  analyse: 'Analysed',
  analyze: 'Analyzed',
  increase: 'Increased',
  optimise: 'Optimised',
  optimize: 'Optimized',
  recruit: 'Recruited',
  hire: 'Hired',
  mentor: 'Mentored',
  ship: 'Shipped',
  deliver: 'Delivered',
  fix: 'Fixed',
  refactor: 'Refactored',
  redesign: 'Redesigned',
  handle: 'Handled',
  prepare: 'Prepared',
  produce: 'Produced',
};

/**
 * The past tense of a base or -ing verb ("reduce", "onboarding", "ordering"), else undefined: the
 * table's spelling first, then the language's rule (`pastTenseOf`), for a verb of work anywhere
 * and for any -ing word in a verb's position.
 */
function pastTense(word: string, verbPosition = false): string | undefined {
  const w = word.toLowerCase();
  if (PAST[w]) return PAST[w];
  if (w.endsWith('ing')) {
    const stem = w.slice(0, -3);
    const known = PAST[stem] ?? PAST[`${stem}e`] ?? PAST[stem.slice(0, -1)];
    if (known) return known;
  }
  // Only an -ing word in a verb's position is taken for a verb by its spelling: elsewhere it may be
  // a noun ("did scheduling for the clinic"), as a base form may ("patient", "order").
  if (!w.endsWith('ing') || !verbPosition) return undefined;
  const past = pastTenseOf(w, { verbPosition });
  return past ? capitalise(past) : undefined;
}

/** What result to ask about, from what the bullet is about. */
function resultWord(body: string): string {
  if (/\b(apis?|services?|endpoints?|platform|system|pipeline)\b/i.test(withoutPeoplesService(body)))
    return 'cutting latency or errors';
  if (/\b(costs?|spend|budget)\b/i.test(body)) return 'saving';
  if (/\b(sales|revenue|deals?)\b/i.test(body)) return 'growing revenue';
  if (/\b(process\w*|workflow|operations?|reporting)\b/i.test(body)) return 'saving time';
  // Whom the work reached, in the bullet's own word: a cashier's customers are not an app's users.
  const people = /\b(users?|customers?|clients?|patients?|guests?|students?)\b/i.exec(body)?.[1];
  if (people) return `reaching ${people.toLowerCase().replace(/s?$/, 's')}`;
  return GENERIC_RESULT;
}

/** The result phrase of work with no result word of its own. */
const GENERIC_RESULT = 'improving the outcome';

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** Lower-cases the first letter unless the word is an acronym or a name ("APIs", "AWS"). */
function lowerFirst(text: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  if (/^[A-Z]{2}/.test(first) || /^[A-Z][a-z]+[A-Z]/.test(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
