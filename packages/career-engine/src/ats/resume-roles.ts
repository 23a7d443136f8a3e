import type { ResumeProfile } from '@careerloom/contract';

/** One role a resume shows: what it was called, for how long, and how recent it is (0 = latest). */
export interface ResumeRole {
  title: string;
  months: number;
  /** Months since year 0 at the role's end, for ordering by recency. */
  end: number;
}

/** A parsed "YYYY-MM", "YYYY" (read as mid-year) or "present" as months since year 0. */
export function monthIndex(date: string | undefined, now: Date): number | undefined {
  if (!date) return undefined;
  if (/present|current|now/i.test(date)) return now.getUTCFullYear() * 12 + now.getUTCMonth();
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(date);
  return m ? Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 : 5) : undefined;
}
/** A listed role took some time even when its dates are only years ("2024 - 2024"). */
export const MIN_ROLE_MONTHS = 3;

/** A role's text without list numbering, markdown or quotes ("1. __Baker__" is "Baker"). */
export const cleanRoleText = (s: string) =>
  s
    .replace(/^\s*(?:[-*•·▪◦]|\d{1,2}[.)])\s*/, '')
    .replace(/[*_`"“”]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** "2013 - 2016", "2013-2016", "from 2012 to 2015", "March 2022 - 2023", "2019 - present", "(2019 - 20)". */
const RANGE = new RegExp(
  `(?:${MONTH}\\s+)?((?:19|20)\\d{2})\\s*(?:-|–|—|to|until|till|and|through)\\s*:?\\s*(?:${MONTH}\\s+)?((?:19|20)\\d{2}|\\d{2}\\b|present|current|now|today|date)`,
  'i',
);
/** "2018 - Insurance Claims Clerk: ..." or "1. 2018, Clerk": a role of one year, its year first. */
const SINGLE_YEAR = /^\W*(?:\d{1,2}[.)]\s*)?((?:19|20)\d{2})()\s*[-–—:,]\s*(?=[A-Za-z])/;
const SECTION =
  /^[#*\s]*(experience|work experience|professional experience|employment( history)?|work history|career history)[*\s:]*$/i;
const OTHER_SECTION =
  /^[#*\s]*(education|skills?|personal information|contact|summary|profile|certifications?|projects?|languages?|interests|references|awards)[*\s:]*$/i;

/**
 * The roles of a resume's experience section read line by line, for resumes the parser could not
 * split into entries (one line per role in prose: "Worked as a Baker from 2014 to 2015", "- HELP
 * DESK ADMINISTRATOR (2012 - 2015)", "(2015 - 2018) Probation officers"). A line of dates alone
 * belongs to the line above it ("Position: SOA Architect" / "2014 - 2015").
 */
export function rolesFromLines(text: string, now: Date): ResumeRole[] {
  const lines = text.split('\n').map((l) => l.trim());
  const from = lines.findIndex((l) => SECTION.test(l));
  const roles: ResumeRole[] = [];
  let previous = '';
  for (const line of from >= 0 ? lines.slice(from + 1) : lines) {
    if (OTHER_SECTION.test(line)) {
      if (from >= 0) break;
      continue;
    }
    if (!line) continue;
    const m = RANGE.exec(line) ?? SINGLE_YEAR.exec(line);
    if (!m) {
      // "Role: Desktop Support" above "Duration: 2014 - 2016".
      previous = line.replace(/^(?:role|position|title|job title|designation)\s*:\s*/i, '');
      continue;
    }
    const start = Number(m[1]);
    const endRaw = (m[2] || `${start + 1}`).toLowerCase();
    const end = /^\d{4}$/.test(endRaw)
      ? Number(endRaw)
      : /^\d{2}$/.test(endRaw)
        ? Math.floor(start / 100) * 100 + Number(endRaw)
        : now.getUTCFullYear();
    if (end < start) continue;
    let title = cleanRoleText(
      line
        .replace(m[0], ' ')
        .replace(/\(\s*\)|\b(from|between|during)\b|\bin\b\s*$/gi, ' ')
        .replace(/^[\s:;,.–—-]+/, ''),
    );
    if (
      !/[A-Za-z]{3}/.test(title.replace(/\b(years?|months?|from|between|since|duration|period|dates?|tenure)\b/gi, ''))
    )
      title = cleanRoleText(previous);
    title = title
      .replace(/^[\s:;,.–—-]+/, '')
      .replace(/[,;]?\s*\b(?:organi[sz]ation|company|employer|location)\s*:.*$/i, '');
    // "Baker: Responsible for ..." or "Baker. Managed ...": the role is what comes before its description.
    title = (title.split(/\s*:\s+|\.\s+(?=[A-Z])/)[0] ?? title).replace(/[\s.,;:-]+$/, '');
    // "Worked as a Survey Researcher", "Previously employed as an Insulation Worker": the role.
    title = title.replace(/^(?:[A-Za-z-]+\s+){0,4}?(?:as|being)\s+(?:an?\s+|the\s+)?(?=[A-Za-z.])/i, '');
    roles.push({
      title: title.slice(0, 200),
      months: Math.max(MIN_ROLE_MONTHS, (end - start) * 12),
      end: end * 12 + 5,
    });
    previous = '';
  }
  return roles;
}

/**
 * The resume's roles with their lengths: the parser's dated entries (title, else the employer's
 * line), or, when it found none, the experience section read line by line. Latest first.
 */
export function resumeRoles(profile: ResumeProfile, text: string, now: Date): ResumeRole[] {
  const parsed: ResumeRole[] = [];
  for (const e of profile.experience) {
    const start = monthIndex(e.startDate, now);
    const end = monthIndex(e.endDate ?? 'present', now);
    const title = cleanRoleText(e.title ?? e.company ?? '');
    if (start === undefined || end === undefined || end < start || !title) continue;
    parsed.push({ title, months: Math.max(MIN_ROLE_MONTHS, end - start + 1), end });
  }
  const roles = parsed.length ? parsed : rolesFromLines(text, now);
  return roles.sort((a, b) => b.end - a.end);
}
