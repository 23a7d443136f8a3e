// What an occupation is, for "what is a sonographer?", "what does a quantity surveyor do": the
// O*NET occupation a title names, the other titles people use for it (the occupation index's), and
// whether the skills index lists its software and tools. O*NET's own description of the occupation
// is prose, which the repository does not ship (see /work/shared/data/README.md and decision 055's
// addendum): it is read from O*NET's Occupation Data file when a deployment points a setting at it,
// and passed in here as `descriptions`.
import { cleanJobTitle } from './clean-job-title';
import { occupationSkillsOf } from './occupation-skills';
import { listedOccupations, occupationResolver, resolveOccupation } from './resolve-occupation';

/** O*NET's description of each occupation by O*NET-SOC code, read by `readOccupationDescriptions`. */
export type OccupationDescriptions = ReadonlyMap<string, string>;

/** What an occupation is, as the overview answer tells it. */
export type OccupationOverview = {
  /** The occupation the title resolved to. */
  occupation: { code: string; title: string };
  /** Words of the title that say which kind of job inside the occupation it is ('sous' of a sous chef). */
  specialties: string[];
  /**
   * The title as it was resolved, when a bracketed part was set aside because the title resolves
   * better without it: "support engineer" of "support engineer (AI-ML)", with `setAside` "(AI-ML)".
   */
  readAs?: string;
  setAside?: string;
  /** 0..1, the resolver's: 1 for a title O*NET lists for the occupation. */
  score: number;
  /** O*NET's description of the occupation, when `descriptions` were given and hold it. */
  description?: string;
  /** Other titles of the occupation, the ones most of O*NET's sources reported first (lower-case, as stored). */
  otherTitles: string[];
  /**
   * The other occupations O*NET lists the same title under, by code (database technician: database
   * administrators as well as bioinformatics technicians), the first few; `alsoListedCount` says how
   * many there are in all (a bare "teacher" is listed under two dozen).
   */
  alsoListedUnder: Array<{ code: string; title: string }>;
  alsoListedCount: number;
  /** Whether the skills index (occupationSkills) lists software or tools for it, its own or borrowed. */
  hasSkills: boolean;
};

/** How many other titles an overview names: enough to recognise the work, few enough to read. */
export const MAX_OTHER_TITLES = 6;
/** How many other occupations of the same title an overview names. */
export const MAX_ALSO_LISTED = 3;

/**
 * O*NET's descriptions by code from the text of its Occupation Data file (tab-separated, a header
 * row, then "O*NET-SOC Code, Title, Description"). Rows without a code or description are skipped.
 */
export function readOccupationDescriptions(text: string): Map<string, string> {
  const descriptions = new Map<string, string>();
  for (const line of text.split(/\r?\n/).slice(1)) {
    const [code = '', , description = ''] = line.split('\t');
    if (/^\d\d-\d{4}\.\d\d$/.test(code.trim()) && description.trim()) descriptions.set(code.trim(), description.trim());
  }
  return descriptions;
}

/** Words the same title is stored as (its own name, singular; "registered nurses" and "registered nurse"). */
const singular = (title: string) => title.replace(/ies$/, 'y').replace(/(?<=[a-z]{3}[^s])s$/, '');

/**
 * The other titles worth naming: the most reported first, without the asked title or the
 * occupation's own name, without a title that only repeats a shorter one with its bracketed short
 * form ("ultrasound technologist ultrasound tech"), and without bare acronyms ("rdms"), which are
 * stored lower-case and would read as words.
 */
function otherTitlesOf(code: string, asked: string, own: string): string[] {
  const titles = occupationResolver()
    .titlesOf(code)
    .map((t) => t.title);
  const seen = new Set([singular(asked.toLowerCase()), singular(own.toLowerCase())]);
  const kept: string[] = [];
  for (const title of titles) {
    if (kept.length >= MAX_OTHER_TITLES) break;
    const words = title.split(' ');
    if (words.every((w) => w.length <= 4 && !/^(?:chef|cook|cop|tech|aide|maid|nun|dj)$/.test(w))) continue;
    if (seen.has(singular(title))) continue;
    if (titles.some((other) => other !== title && title.startsWith(`${other} `))) continue;
    seen.add(singular(title));
    kept.push(title);
  }
  return kept;
}

/**
 * What the occupation a job title names is, as a person types it ("sonographer", "Sous Chef",
 * "quantity surveyor"): the occupation it resolved to (resolveOccupation; a bracketed part that
 * keeps it from resolving well is set aside), its other titles, the other occupations O*NET lists the
 * same title under, whether
 * its software and tools are listed, and O*NET's description when `descriptions` hold it. Null when
 * the title names no occupation. How surely it must name one is the caller's choice (`score`).
 */
export function occupationOverview(title: string, descriptions?: OccupationDescriptions): OccupationOverview | null {
  const whole = resolveOccupation(cleanJobTitle(title));
  const brackets = title.match(/\([^)]*\)/g) ?? [];
  const bare = title.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  const plain = brackets.length > 0 && bare ? resolveOccupation(cleanJobTitle(bare)) : null;
  const setAside = plain && plain.score > (whole?.score ?? 0);
  const match = setAside ? plain : whole;
  if (!match) return null;
  const description = descriptions?.get(match.code);
  const skills = occupationSkillsOf(match.code);
  const resolver = occupationResolver();
  const others = listedOccupations(cleanJobTitle(setAside ? bare : title)).filter((code) => code !== match.code);
  return {
    occupation: { code: match.code, title: match.title },
    specialties: match.specialties,
    ...(setAside ? { readAs: bare, setAside: brackets.join(' ') } : {}),
    score: match.score,
    ...(description ? { description } : {}),
    otherTitles: otherTitlesOf(match.code, setAside ? bare : title, match.title),
    alsoListedUnder: others
      .slice(0, MAX_ALSO_LISTED)
      .map((code) => ({ code, title: resolver.occupationTitle(code) ?? code })),
    alsoListedCount: others.length,
    hasSkills: !!skills && (skills.software.length > 0 || skills.everyday.length > 0 || skills.tools.length > 0),
  };
}
