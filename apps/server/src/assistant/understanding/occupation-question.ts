/**
 * A question about what a job is ("What is a database technician?", "what does a sonographer do",
 * "what is meant by support engineer (AI-ML)", "Data scientists in forecasting roles, what's your
 * day to day?", "what's a sous chef's day like"), told apart from the same phrasings about things
 * that are no job ("what is a background check", "what is an ATS", "what does a background check
 * show") and from pay ("what does a recruiter make"). Only the message's first sentence is read: a
 * post's title asks, the rest is its story. The job must name an O*NET occupation surely (see
 * namesJobSurely); answered by the `occupation_overview` tool.
 */
import { cleanJobTitle, endsJobTitles, resolveOccupation } from '@careerloom/career-engine';

/** A title as asked: up to six words of letters, digits and the marks titles use ("c++ developer", "ai/ml engineer"). */
const TITLE = String.raw`([a-z][\w&/+.-]*(?:\s+[\w&/+.()-]+){0,5}?)`;
const WHAT = '(?:what|wat|wut|wht)';
const WHAT_IS = String.raw`${WHAT}(?:\s+(?:exactly|even|actually)\s+is|\s+is|\s*'s|s)`;
const A = String.raw`(?:(?:an?|the)\s+)?`;
/** A day of the work, as asked: "day to day", "typical day", "daily routine", "workday". */
const DAY = String.raw`(?:(?:typical|average|normal|usual|regular)\s+)?(?:day[\s-]to[\s-]day|day|work\s?day|daily\s+(?:routine|work|tasks)|routine)`;
/** A country the work is asked about in ("what does a quantity surveyor do in the uk"): the work is the same occupation. */
const IN_A_COUNTRY = String.raw`in\s+(?:the\s+)?(?:uk|us|usa|u\.s\.?|united\s+(?:states|kingdom)|america|britain|england|scotland|wales|ireland|canada|australia|new\s+zealand|nz|india|europe)`;
/** What the doing is asked with, after "do": all day, day to day, at work, for a living. */
const DO_TAIL = String.raw`(?:\s+(?:all\s+day|every\s*day|each\s+day|day[\s-]to[\s-]day|daily|on\s+a\s+(?:daily|typical)\s+(?:basis|day)|in\s+a\s+(?:typical\s+)?day|at\s+work|for\s+work|for\s+a\s+living|on\s+the\s+job|exactly|actually|really|anyway|${IN_A_COUNTRY}))*`;

/** The phrasings, each capturing the title as asked (see the module's note). */
const ASKED: readonly RegExp[] = [
  // what is a sonographer / what exactly is a quantity surveyor (job)
  new RegExp(
    String.raw`^${WHAT_IS}\s+${A}${TITLE}(?:\s+(?:exactly|anyway|even|job|role|position|career|${IN_A_COUNTRY}))*$`,
  ),
  // what is meant by support engineer (ai-ml)
  new RegExp(
    String.raw`^${WHAT}(?:\s+is|\s*'s|s)\s+meant\s+by\s+(?:an?\s+|the\s+)?(?:title\s+|role\s+|job\s+)?${TITLE}$`,
  ),
  // what does a welder (actually) do (all day) / what do actuaries do / what exactly does a sous chef do
  new RegExp(
    String.raw`^${WHAT}\s+(?:(?:exactly|actually|really)\s+)?(?:does|do|dose|dos)\s+${A}${TITLE}\s+(?:(?:actually|really|exactly|even|usually)\s+)?do${DO_TAIL}$`,
  ),
  // data scientists in forecasting roles, what's your day to day / nurses: what is your typical day like
  new RegExp(
    String.raw`^${TITLE}\s*[,:;-]+\s*(?:${WHAT_IS}|how'?s|how\s+is|what\s+does)\s+(?:your|their|the|a)\s+${DAY}(?:\s+(?:look\s+)?like)?$`,
  ),
  // what's a sous chef's day like / what is a nurse's typical day
  new RegExp(String.raw`^${WHAT_IS}\s+${A}${TITLE}'s\s+${DAY}(?:\s+(?:look\s+)?like)?$`),
  // what's the day to day of a nurse / what does a typical day look like for a welder / a day in the life of a chef
  new RegExp(
    String.raw`^(?:(?:${WHAT_IS}|what\s+does)\s+(?:the\s+|a\s+)?${DAY}(?:\s+(?:look\s+)?like)?|(?:an?\s+)?day\s+in\s+the\s+life)\s+(?:of|for|as)\s+${A}${TITLE}(?:\s+(?:look\s+)?like)?$`,
  ),
  // sous chef day to day / welder typical day
  new RegExp(String.raw`^${TITLE}\s+(?:day[\s-]to[\s-]day|typical\s+day|daily\s+routine)$`),
];

/** What opens a question and is no part of it: "hey", "so", "quick question:", "honest question,". */
const OPENING =
  /^(?:(?:hey|hi|hello|so|ok|okay|um|uh|honestly|genuinely|serious(?:ly)?|dumb|stupid|quick|honest|real)\b[\s,:!-]*)*(?:question\b[\s,:!-]*)?/;

/** The first sentence of a message, lower-case, its end marks and curly apostrophes tidied. */
function firstSentence(message: string): string {
  const first = message.trim().split(/\n+|(?<=[?!.])\s+(?=\S)/)[0] ?? '';
  return first
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[?!.\s]+$/, '')
    .replace(/(?:\s+(?:lol|lmao|haha|tho|though|pls|please))+$/, '')
    .replace(OPENING, '')
    .trim();
}

/** The title as asked, without what follows it that says where or for whom ("data scientists in forecasting roles"). */
function titleAsAsked(asked: string): string {
  return asked
    .replace(/\s+(?:in|at|for|with|of|who|working|on|from)\s+.*$/, '')
    .replace(/\s+(?:jobs?|roles?|positions?|careers?)$/, '')
    .trim();
}

/** A word or title without a plural ending: "actuaries" -> "actuary", "welders" -> "welder" ("boss" stays). */
const withoutPlural = (text: string) => text.replace(/ies$/, 'y').replace(/(?<=[a-z]{3}[^s'])s$/, '');

/** The singular of a plural title ("welders", "actuaries", "sous chefs"), when it names the same occupation. */
function singularTitle(title: string): string {
  const one = withoutPlural(title);
  if (one === title) return title;
  const code = (t: string) => resolveOccupation(cleanJobTitle(t))?.code;
  return code(one) === code(title) ? one : title;
}

/**
 * How surely a title must name an occupation for the overview: most of its words agree with an
 * O*NET title (a listed title scores 1; "support engineer (ai-ml)" scores 0.57, "background check"
 * 0.32, "non-compete" 0.49).
 */
const MIN_OVERVIEW_SCORE = 0.7;

/**
 * Whether a title names a job surely: its last word ends O*NET job titles (a person's noun,
 * "technician", "chef", "surveyor": not "check", "ats", "union", "internship") and the title
 * resolves well. A bracketed part ("support engineer (ai-ml)") that keeps it from resolving is
 * read without, as occupationOverview reads it.
 */
function namesJobSurely(title: string): string | undefined {
  for (const candidate of [title, title.replace(/\s*\([^)]*\)\s*/g, ' ').trim()]) {
    const last = candidate.split(/\s+/).at(-1) ?? '';
    if (!endsJobTitles(withoutPlural(last)) && !endsJobTitles(last)) continue;
    if ((resolveOccupation(cleanJobTitle(candidate))?.score ?? 0) >= MIN_OVERVIEW_SCORE) return title;
  }
  return undefined;
}

/**
 * The job a message asks what it is or does (see the module's note), as asked ("sonographer",
 * "data scientist", "support engineer (ai-ml)"); undefined when its first sentence asks no such
 * question or the words name no job surely.
 */
export function jobAskedAbout(message: string): string | undefined {
  const sentence = firstSentence(message);
  if (!sentence || sentence.length > 120) return undefined;
  for (const pattern of ASKED) {
    const asked = pattern.exec(sentence)?.[1];
    if (!asked) continue;
    // "what is meant by X" reads as "what is" a title too: the phrasing whose title names a job wins.
    const title = singularTitle(titleAsAsked(asked));
    const job = title ? namesJobSurely(title) : undefined;
    if (job) return job;
  }
  return undefined;
}
