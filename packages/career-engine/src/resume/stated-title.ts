// The title a resume states inside its text when it has no headline and no titled role: resume
// sites' text exports ("Skills * ...", "Education Details ...", "Company Details company - X
// description - ...") name the person's job as "Designation: Business Analyst", "Role: Java
// Developer", "Data Scientist - Matelabs" or "working as a Java developer".
import { cleanJobTitle } from '../occupations/clean-job-title';
import { resolveOccupation } from '../occupations/resolve-occupation';
import { readsAsJobTitle } from '../occupations/title-line';

/** How sure the resolver must be that the words name an occupation (a line's opening needs more). */
const LABELLED_SCORE = 0.5;
const DASHED_SCORE = 0.6;
const MAX_WORDS = 6;

const LABELLED = /\b(?:designation|job\s+role|job\s+title|role|position)\s*[:\-–]\s*([^\n.;:(]{2,60})/gi;
const DASHED = /^\s*([A-Za-z][A-Za-z .&/]{2,50}?)\s+[-–]\s+\S[^\n]{1,60}$/gm;
const WORKING_AS = /\b(?:working|worked|work|joined|employed)\s+as\s+(?:an?\s+)?([^\n,.;:(]{2,60})/gi;
/** Where the title ends inside a sentence: "Java developer in spring MVC", "Manager sales from 2015". */
const TITLE_END =
  /\s+(?:in|at|for|with|from|over|having|since|on|of\s+\w+\s+department|and\s+(?:am|was|have|is))\b.*$/i;
/** Roles that are not a job: a volunteer, a team member, a group leader at college. */
const NOT_A_JOB = /\b(?:volunteer|member|individual|student|president|secretary|group\s+leader|trainee\s+of)\b/i;

function asTitle(raw: string, minScore: number): string | undefined {
  const title = cleanJobTitle(raw.replace(TITLE_END, '').replace(/["'“”]/g, ''));
  const words = title.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > MAX_WORDS || NOT_A_JOB.test(title)) return undefined;
  if (/exp[er]+ience|months?|years?|\d/i.test(title)) return undefined;
  const occupation = resolveOccupation(title);
  if (!occupation) return undefined;
  return occupation.score >= minScore || readsAsJobTitle(title) ? title : undefined;
}

/**
 * The first job title the text states of its owner: a labelled designation or role, a "Title -
 * Employer" line, else "working as a Title". Undefined when none names an occupation.
 */
export function statedTitle(text: string): string | undefined {
  const hits: { at: number; title: string }[] = [];
  for (const m of text.matchAll(LABELLED)) {
    const title = asTitle(m[1] ?? '', LABELLED_SCORE);
    if (title) hits.push({ at: m.index ?? 0, title });
  }
  for (const m of text.matchAll(DASHED)) {
    if (/^(?:company|description|project|client|duration|environment|team\s+size)\b/i.test(m[1] ?? '')) continue;
    const title = asTitle(m[1] ?? '', DASHED_SCORE);
    if (title) hits.push({ at: m.index ?? 0, title });
  }
  const first = hits.sort((a, b) => a.at - b.at)[0];
  if (first) return first.title;
  for (const m of text.matchAll(WORKING_AS)) {
    const title = asTitle(m[1] ?? '', LABELLED_SCORE);
    if (title) return title;
  }
  return undefined;
}
