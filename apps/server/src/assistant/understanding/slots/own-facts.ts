import { namesOccupation } from './roles';

/**
 * What a message says of the person, in their words: their title, their experience, the work they
 * want next and the pay they want.
 */

/** Experience stated in a request: "i have 3 years front desk experience", "I've got 5 years of experience as a cook". */
const STATED_EXPERIENCE =
  /(?:(?:\bi(?:\s+have|['’]?ve(?:\s+got)?|\s+bring)|\bwith)\s+|(?:^|[,;:–—-])\s*)((?:over |more than |almost |nearly )?\d{1,2}\+?\s*(?:years?|yrs?)(?:\s+of)?(?:\s+[a-z][a-z/-]*){0,4}?\s+experience(?:\s+(?:(?:in|as|with)\s+(?:an?\s+)?|at\s+(?:an?|the)\s+)[a-z][a-z/-]*(?:\s+[a-z][a-z/-]*){0,3})?)/i;
/**
 * Time in a kind of work, said as what the person has done: "ive volunteered in classrooms for 2
 * years", "I've worked as a cashier for 3 years", "i have been a barista for 2 years".
 */
const STATED_DURATION =
  /\bi(?:['’]?ve|\s+have)\s+(been\s+an?\s+|worked\s+as\s+an?\s+|worked\s+(?:in|at)\s+|volunteered\s+|taught\s+|tutored\s+|coached\s+|cared\s+for\s+)([a-z][\w/-]*(?:\s+[a-z][\w/-]*){0,4}?)\s+for\s+((?:over |more than |almost |nearly )?(?:\d{1,2}\+?|a|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:years?|yrs?))\b/i;
/** What each opening of STATED_DURATION becomes after the years: "volunteered in" -> "of volunteering in". */
const DURATION_AS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(been|worked\s+as)\s+(an?)\s+$/i, 'as $2 '],
  [/^worked\s+(in|at)\s+$/i, 'of work $1 '],
  [/^volunteered\s+$/i, 'of volunteering '],
  [/^taught\s+$/i, 'of teaching '],
  [/^tutored\s+$/i, 'of tutoring '],
  [/^coached\s+$/i, 'of coaching '],
  [/^cared\s+for\s+$/i, 'of caring for '],
];
/** Years said with where they were spent: "i have my forklift license and 3 years in a warehouse". */
const YEARS_IN_A_SETTING =
  /\b(?:i\s+have|i've(?:\s+got)?|ive|with)\s+(?:[^,.;!?]{0,50}?\band\s+)?(\d{1,2}\+?\s*(?:years?|yrs?)\s+(?:in|at)\s+(?:an?|the)\s+[a-z]+(?:\s+[a-z]+)?)(?=\s*(?:[,.;!?]|$|\s+(?:and|but|so)\b))/i;
/** Years said with the work they were spent on: "i have 4 years in GST filing and reconciliations". */
const YEARS_IN_WORK =
  /\b(?:i\s+have|i've(?:\s+got)?|ive|with)\s+(\d{1,2}\+?\s*(?:years?|yrs?)\s+(?:in|doing)\s+[a-z][\w/-]*(?:\s+(?:and\s+)?[a-z][\w/-]*){0,4}?)(?=\s*(?:[,.;!?]|$|\s+(?:but|so|looking|applying)\b))/i;
/** The person's own title stated in a request: "I'm a dental assistant", "I am an ICU nurse". */
const STATED_TITLE =
  /\bi(?:['’]?m|\s+am)\s+(?:currently\s+|now\s+)?an?\s+([a-z][\w/-]*(?:\s+[a-z][\w/-]*){0,3}?)(?=\s*(?:[,.;!?]|$|\s+(?:with|and|but|who|at|in|for|how|what|looking|applying|moving|switching|transitioning|pivoting|changing|trying|hoping|wanting)\b))/i;

/**
 * The title held for years: "ive been a nanny for 5 years", "i have been a cna since 2019", typed
 * in a hurry after a dash ("ask for a raise - been a payroll clerk 3 years").
 */
const BEEN_A =
  /(?:\bi(?:['’]?ve|\s+have)\s+|(?:^|[,;:–—-])\s*)been\s+(?:working\s+as\s+)?an?\s+([a-z][\w/-]*(?:\s+[a-z][\w/-]*){0,3}?)(?:\s+(?:here|there))?\s+(?:(?:for|since)\s+|(?=\d{1,2}\+?\s*(?:years?|yrs?|months?)\b))/i;
/** The title the years were spent in: "10 years as a welder", "5 yrs experience as a line cook". */
const YEARS_AS =
  /\b\d{1,2}\+?\s*(?:years?|yrs?)\s+(?:of\s+)?(?:experience\s+)?as\s+(?:an?\s+)?([a-z][\w/-]*(?:\s+[a-z][\w/-]*){0,3}?)(?=\s*(?:[,.;!?]|$|\s+(?:at|in|for|with|and|but|looking)\b))/i;
/**
 * A title and its years typed as a note, with no verb: "line cook 6 yrs, did prep ...", "..., CDL A
 * driver 10 yrs clean record". At the start of the message or of a clause; the title is the
 * longest run of its words that names an occupation.
 */
const TITLE_THEN_YEARS =
  /(?:^|[,;:–—-]|\band\b)\s*(?:an?\s+)?((?:[a-z][\w/-]*\s+){0,3}[a-z][\w/-]*)\s+(\d{1,2}\+?)\s*(?:years?|yrs?)\b/gi;

/** The title and years of TITLE_THEN_YEARS, when its words name an occupation. */
function titleThenYearsIn(message: string): { title: string; years: string } | undefined {
  for (const m of message.matchAll(TITLE_THEN_YEARS)) {
    const words = (m[1] ?? '').split(/\s+/);
    for (let start = 0; start < words.length; start++) {
      const title = words.slice(start).join(' ');
      if (
        !/^(?:i|im|i'm|been|for|with|of|in|at|have|has|had|the|my)$/i.test(words[start] ?? '') &&
        namesOccupation(title)
      )
        return { title, years: m[2] ?? '' };
    }
  }
  return undefined;
}

/** The years of YEARS_AS: "5 years as chef de partie". */
const YEARS_AS_SAID = /\b(\d{1,2}\+?)\s*(?:years?|yrs?)\s+(?:of\s+)?(?:experience\s+)?as\b/i;
/** "6" -> "6 years of experience". */
const yearsOfExperience = (years: string | undefined) =>
  years ? `${years} ${years === '1' ? 'year' : 'years'} of experience` : undefined;

/** Where the person wants to go next, as said: "moving into instructional design", "switching to nursing". */
const NEXT_ROLE =
  /\b(?:moving|transitioning|switching|pivoting|changing careers?|going|(?:want|wanting|hope|hoping|plan|planning|trying|looking)\s+to\s+(?:move|transition|switch|pivot|get))\s+(?:in)?to\s+(?:an?\s+)?([a-z][\w/-]*(?:\s+[a-z][\w/-]*){0,3}?)(?=\s*(?:[,.;!?]|$|\s+(?:and|but|roles?|jobs?|positions?|work)\b))/i;
/**
 * The figure the person wants, as typed: "i want 56k", "hoping for $60,000", "counter at 25 an
 * hour", "i was hoping 58"; a comma after it ends the clause ("i want 42, help me").
 */
const TARGET_FIGURE =
  /\b(?:i\s+want|i(?:['’]d|\s+would)\s+like|(?:was\s+)?hoping(?:\s+for)?|hope\s+for|asking\s+for|ask\s+for|aiming\s+for|counter\s+(?:with|at)|go(?:ing)?\s+for|get\s+(?:them\s+)?to|need)\s+(?:at\s+least\s+|around\s+|about\s+)?(\$?\s?\d(?:[\d,.]*\d)?\s?k?\b(?:\s*(?:an?|per|\/)\s*(?:hour|hr|h)\b)?)/i;

/** The pay the person wants, exactly as they typed it ("56k"); undefined when they named none. */
export function targetFigureIn(message: string): string | undefined {
  return TARGET_FIGURE.exec(message)?.[1]?.trim();
}

/** Where the person wants to go next, in their words ("instructional design"), when they said it. */
export function nextRoleIn(message: string): string | undefined {
  return NEXT_ROLE.exec(message)?.[1]?.trim();
}

/**
 * What a draft request says about the person, in their words: their title ("I'm a dental
 * assistant") and experience ("i have 3 years front desk experience" -> "3 years of front desk
 * experience"). The title is kept only when it names an occupation; the caller tells it apart from
 * the role applied for.
 */
export function ownFactsIn(message: string): { currentRole?: string; experience?: string } {
  const noted = titleThenYearsIn(message);
  const title =
    STATED_TITLE.exec(message)?.[1] ?? YEARS_AS.exec(message)?.[1] ?? BEEN_A.exec(message)?.[1] ?? noted?.title;
  const currentRole = title && namesOccupation(title) ? title : undefined;
  const said = STATED_EXPERIENCE.exec(message)?.[1];
  const experience =
    said
      ?.replace(/\s+/g, ' ')
      .replace(
        /\b(years?|yrs?)\s+(?!of\b)(?=[a-z])/i,
        (_all, unit: string) => `${unit.replace(/^yrs?$/i, 'years')} of `,
      )
      .replace(/^(\d+)\s*(?=years|yrs)/i, '$1 ')
      .replace(/^1 years\b/, '1 year')
      .trim() ??
    statedDuration(message) ??
    YEARS_IN_A_SETTING.exec(message)?.[1]?.replace(/\byrs?\b/i, 'years') ??
    YEARS_IN_WORK.exec(message)?.[1]?.replace(/\byrs?\b/i, 'years') ??
    yearsOfExperience(noted?.years ?? YEARS_AS_SAID.exec(message)?.[1]);
  // "ive been a nanny for 4 years": once the title is said, the time is "4 years of experience"
  // ("As a nanny with 4 years as a nanny" read twice).
  const years =
    currentRole && experience?.toLowerCase().includes(currentRole.toLowerCase())
      ? /^(\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|a)\s+(years?)\b/i.exec(experience)
      : undefined;
  const plain = years
    ? `${years[1] === 'a' ? '1' : years[1]} ${years[1] === 'a' || years[1] === '1' ? 'year' : years[2]} of experience`
    : experience;
  return { ...(currentRole ? { currentRole } : {}), ...(plain ? { experience: plain } : {}) };
}

/** "ive volunteered in classrooms for 2 years" -> "2 years of volunteering in classrooms". */
function statedDuration(message: string): string | undefined {
  const m = STATED_DURATION.exec(message);
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  const rule = DURATION_AS.find(([opening]) => opening.test(m[1] as string));
  if (!rule) return undefined;
  const years = m[3].replace(/^(a|one)\s+(years?|yrs?)$/i, '1 year').replace(/\byrs?\b/i, 'years');
  return `${years} ${(m[1] as string).replace(rule[0], rule[1])}${m[2]}`;
}

/**
 * Time in the present job, as said: "i've been a barista here for 2 years", "ive worked here 3
 * years", "- been a payroll clerk 3 years".
 */
const TENURE =
  /(?:\bi(?:['’]?ve|\s+have)?\s+|(?:^|[,;:–—-])\s*)(?:been\s+(?:(?:working\s+as\s+)?an?\s+[a-z][\w/-]*(?:\s+[a-z][\w/-]*){0,3}?\s+)?(?:here\s+|there\s+|with\s+(?:them|the\s+company)\s+)?|worked\s+(?:here|there)\s+)(?:for\s+)?((?:over |more than |almost |nearly )?(?:\d{1,2}\+?|a|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:years?|yrs?|months?))\b/i;

/** How long the person has been in their present job, in their words ("2 years"); undefined when unsaid. */
export function tenureIn(message: string): string | undefined {
  const said = TENURE.exec(message)?.[1];
  return said
    ?.replace(/\byrs?\b/i, 'years')
    .replace(/^(a|one)\s+(years?)$/i, '1 year')
    .replace(/^1 years$/, '1 year')
    .trim();
}

/**
 * Past forms whose participle differs ("I have run", not "I have ran"); the rest, regular or not,
 * are the same in both ("trained", "led", "built", "sold").
 */
const PARTICIPLES: Readonly<Record<string, string>> = {
  ran: 'run',
  grew: 'grown',
  took: 'taken',
  wrote: 'written',
  drove: 'driven',
  beat: 'beaten',
  began: 'begun',
  gave: 'given',
  rode: 'ridden',
  threw: 'thrown',
};
/** Past verbs that tell the story of the job, not a result: time served, a move, the request itself. */
const NOT_A_RESULT =
  /^(?:worked|been|started|joined|moved|asked|wanted|needed|applied|hired|got|tried|used|was|were|had|did|said|heard|thought|felt|decided|realized|realised|noticed|received|offered|promoted|paid)$/i;
/** A clause opening with a past verb, after a break, "and" or "I": "and trained 4 new people". */
const RESULT_CLAUSE =
  /(?:^|[,;.]|\band\b|\bi(?:['’]ve|\s+have)?(?:\s+also)?)\s+((?:[a-z]+ed|did|ran|led|built|sold|won|grew|cut|made|hit|kept|brought|taught|took|set|wrote|drove|met|beat|began|gave|rode|threw)\b(?:\s+[^\s,;.!?]+){1,10})/gi;
/** "and" before another past verb starts another clause. */
const NEXT_PAST_VERB =
  /\s+and\s+(?=(?:[a-z]+ed|ran|led|built|sold|won|grew|cut|made|hit|kept|brought|taught|took|set|wrote|drove|met|beat|began|gave|rode|threw)\b)/i;
/** A number in a clause: results worth stating carry one ("4 new people", "by 10%", "every weekend" does not). */
const HAS_FIGURE = /\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|twenty|hundred|dozen)\b/i;

/**
 * Results the person states with a figure, in their words, as "I have ..." would say them:
 * "i've been a barista here for 2 years and trained 4 new people" -> ["trained 4 new people"];
 * `asSaid`, in the past as typed, for a sentence of their own ("did prep for 200 covers a night").
 * At most three; none when they stated none (the draft then asks for them).
 */
export function statedResultsIn(message: string, options: { asSaid?: boolean } = {}): string[] {
  const results: string[] = [];
  // "increased sales by 20% and covered 10 extra shifts": two results, each its own clause.
  const clauses = [...message.matchAll(RESULT_CLAUSE)].flatMap((m) => (m[1] ?? '').split(NEXT_PAST_VERB));
  for (const said of clauses) {
    const clause = said.trim().replace(/\s+(?:and|but|so)$/i, '');
    const [verb = '', ...rest] = clause.split(/\s+/);
    // As said, for a sentence of its own ("did prep for 200 covers a night"): "did" does the work
    // named after it, where "I have did" could not.
    const asSaid = options.asSaid && /^did$/i.test(verb);
    if ((NOT_A_RESULT.test(verb) && !asSaid) || !HAS_FIGURE.test(rest.join(' '))) continue;
    const word = options.asSaid ? verb.toLowerCase() : (PARTICIPLES[verb.toLowerCase()] ?? verb.toLowerCase());
    results.push([word, ...rest].join(' '));
    if (results.length === 3) break;
  }
  return results;
}
