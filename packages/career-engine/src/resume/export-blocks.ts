import { titleHeadCount } from '../occupations/resolve-occupation';
import { degreesIn } from './degree-levels';
import { findDateRange } from './resume-dates';
import type { ResumeExperience } from './resume-profile';
import { statedTitle } from './stated-title';

/*
 * Job boards and resume builders export a resume as labelled blocks rather than as a page:
 *   Skill Details            / "JavaScript- Exprience - 24 months"
 *   Company Details          / "company - Acme" / "description - Worked as a Data Analyst ..."
 *   Education Details        / "B.E Computer Engineering Pune, Maharashtra Savitribai Phule Pune University"
 * and education as a table ("Degree | Institute | Year | %"). This module rewrites those blocks
 * into what the section readers know (a skills list, fields split by tabs, no table header row) and
 * reads the company blocks into experience entries itself, since they carry no dates for the entry
 * reader to anchor on. Text outside such blocks is returned unchanged.
 */

const SKILL_DETAILS_RE = /^skill\s+details?\s*:?$/i;
const COMPANY_DETAILS_RE = /^company\s+details?\s*:?$/i;
const EDUCATION_DETAILS_RE = /^education\s+details?\s*:?$/i;
// "JavaScript- Exprience - 24 months", "Python - Experience - Less than 1 year months".
const SKILL_ROW_RE = /^(.+?)\s*[-–:]\s*ex\w{0,3}ri?ence\s*[-–:]\s*.*$/i;
const COMPANY_ROW_RE = /^(?:company|employer|organi[sz]ation)\s*[-–:]\s*(.+)$/i;
const DESCRIPTION_ROW_RE = /^description\s*[-–:]\s*(.*)$/i;
const OTHER_BLOCK_RE = /^(?:skill|company|education|project|personal)\s+details?\s*:?$/i;
// The export glues a heading to the end of the text before it, with or without a space ("...
// SPSSEducation Details", "... Shell Scripting Education Details", "Less than 1 year monthsCompany
// Details"): split it off so the block is still found. Capitalised as the export writes it, so a
// sentence that mentions "education details" is left alone.
const GLUED_HEADING_RE = /^(.*\S)\s*((?:Education|Skill|Company)\s+Details?)\s*:?$/;
/** At most this many words on the export's title line (after the education block). */
const TITLE_SLOT_WORDS = 6;
/** At most this many words in the role of the export's role line ("Hadoop Developer - Acme"). */
const ROLE_LINE_WORDS = 8;
/** At least this many O*NET titles end in one of the role line's words: a role noun (developer, engineer). */
const ROLE_NOUN_HEAD_COUNT = 20;
/** "Java Developer - Acme Pvt Ltd": the export's role line, a title and the employer. */
const ROLE_LINE_RE = /^(.+?)\s+[-–]\s+(.+)$/;

const companyKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The export puts the person's current role under its title slot ("Java Developer - Acme Pvt
 * Ltd", or the title alone) and its company blocks carry no title: the role's title goes to the
 * block of that employer, else to the first block (the export lists the newest first), else to
 * an entry of its own.
 */
function readRoleLine(line: string, experience: ResumeExperience[]): void {
  const m = ROLE_LINE_RE.exec(line);
  const title = (m?.[1] ?? line).trim();
  const company = m?.[2]?.trim();
  const words = title
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  if (words.length === 0 || words.length > ROLE_LINE_WORDS || /[.:;]$|\d/.test(title)) return;
  // a college's name in the slot ("G.M. Arts, Commerce & Science") is no role
  if (!words.some((w) => titleHeadCount(w) >= ROLE_NOUN_HEAD_COUNT)) return;
  const key = company ? companyKey(company) : '';
  const entry = company
    ? experience.find((e) => {
        const other = e.company ? companyKey(e.company) : '';
        return other.length > 0 && (other.startsWith(key) || key.startsWith(other));
      })
    : experience[0];
  if (entry) {
    entry.title ??= title;
    return;
  }
  experience.unshift({ title, ...(company ? { company } : {}), bullets: [] });
}

// The regions these exports name after a city ("Pune, Maharashtra"); the export runs the place and
// the institution together, so the place must be recognised to split them.
const REGIONS =
  'Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|Kerala|Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Orissa|Punjab|Rajasthan|Sikkim|Tamil Nadu|Telangana|Tripura|Uttar Pradesh|Uttarakhand|West Bengal|Delhi|Chandigarh|Puducherry|Jammu and Kashmir|India';
// One word for the city: "Computer Engineering Pune, Maharashtra" must not take "Engineering".
const PLACE_RE = new RegExp(`(?:^|\\s)(\\p{Lu}[\\p{L}.]*,\\s*(?:${REGIONS}))(?=\\s|$)`, 'u');

const HEADER_CELL_RE =
  /^(?:degree|qualification|course|examination|exam|standard|class|institute|institution|university|college|school|board|board\s?\/\s?university|university\s?\/\s?board|name\s+of\s+(?:the\s+)?(?:institut(?:e|ion)|board|university|college|school|course|examination)|year(?:\s+of\s+(?:passing|completion))?|passing\s+year|duration|percentage|%|marks|cgpa|gpa|grade|result|score|aggregate|specialization|stream|(?:s|sr|sl)\.?\s?no\.?|serial(?:\s+no\.?)?|#)$/i;

/** "Degree | Institute | Year | %": a table's header row, every cell a column name. */
function isTableHeader(line: string): boolean {
  const cells = line.split(/\s*[|\t]\s*/).filter(Boolean);
  return cells.length >= 2 && cells.every((c) => HEADER_CELL_RE.test(c.trim()));
}

/** A table row's cells tidied: "B.Tech (IT)" → "B.Tech in IT", so the bracket is not left in the field. */
function tidyTableRow(line: string): string {
  if (!/\s[|]\s|\t/.test(line)) return line;
  let changed = false;
  const cells = line.split(/\s*[|\t]\s*/).map((cell) => {
    const m = /^(.+?)\s*\(([^()]+)\)$/.exec(cell.trim());
    if (!m?.[1] || !m[2] || degreesIn(m[1])[0]?.index !== 0) return cell;
    changed = true;
    return `${m[1]} in ${m[2]}`;
  });
  return changed ? cells.join('\t') : line;
}

/**
 * "B.E Computer Engineering Pune, Maharashtra Savitribai Phule Pune University": degree and field,
 * place, institution run together; split at the place so each is read as its own field.
 */
function splitEducationLine(line: string): string {
  const place = PLACE_RE.exec(line);
  if (!place?.[1]) return line;
  const start = place.index + place[0].indexOf(place[1]);
  const before = line.slice(0, start).trim();
  const after = line.slice(start + place[1].length).trim();
  return [before, place[1], after].filter(Boolean).join('\t');
}

export interface ExportBlocks {
  /** The resume's lines with the export blocks rewritten for the section readers. */
  lines: string[];
  /** Entries read from "Company Details" blocks, in their order. */
  experience: ResumeExperience[];
  /**
   * The line the export puts between its education and skill blocks: the title the person gave
   * the profile ("HR", "Senior Executive PMO", "Hadoop Developer"), as written.
   */
  titleSlot?: string;
}

/** The lines with every glued export heading split onto a line of its own. */
function splitGluedHeadings(lines: string[]): string[] {
  return lines.flatMap((raw) => {
    const m = GLUED_HEADING_RE.exec(raw.trim());
    return m?.[1] && m[2] ? [m[1].trim(), m[2]] : [raw];
  });
}

/**
 * Rewrites job-board export blocks ("Skill Details", "Company Details", "Education Details",
 * education tables) into the shapes the section readers take; see the module comment.
 */
export function readExportBlocks(input: string[]): ExportBlocks {
  const lines = splitGluedHeadings(input);
  const out: string[] = [];
  const experience: ResumeExperience[] = [];
  let titleSlot: string | undefined;
  let roleLine: string | undefined;
  let block: 'skills' | 'company' | 'education' | undefined;
  let entry: ResumeExperience | undefined;
  let description: string[] = [];
  const closeEntry = () => {
    if (entry && description.length > 0) {
      const text = description.join(' ').replace(/\s+/g, ' ').trim();
      const title = statedTitle(text);
      if (title && !entry.title) entry.title = title;
      if (text) entry.description = text;
    }
    entry = undefined;
    description = [];
  };

  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (SKILL_DETAILS_RE.test(line) || COMPANY_DETAILS_RE.test(line) || EDUCATION_DETAILS_RE.test(line)) {
      closeEntry();
      block = SKILL_DETAILS_RE.test(line) ? 'skills' : COMPANY_DETAILS_RE.test(line) ? 'company' : 'education';
      // Company blocks become entries here; the heading still ends whatever section came before.
      out.push(block === 'skills' ? 'Skills' : block === 'company' ? 'Experience' : 'Education');
      continue;
    }
    if (block === 'skills') {
      const m = SKILL_ROW_RE.exec(line);
      if (m?.[1]) {
        out.push(m[1].trim());
        continue;
      }
      block = undefined;
    } else if (block === 'company') {
      const company = COMPANY_ROW_RE.exec(line);
      const desc = DESCRIPTION_ROW_RE.exec(line);
      if (company?.[1]) {
        closeEntry();
        entry = { bullets: [], company: company[1].trim() };
        experience.push(entry);
        continue;
      }
      if (desc) {
        if (!entry) {
          entry = { bullets: [] };
          experience.push(entry);
        }
        description.push(desc[1] ?? '');
        continue;
      }
      if (entry && description.length > 0 && !OTHER_BLOCK_RE.test(line)) {
        description.push(line);
        continue;
      }
      closeEntry();
      block = undefined;
    } else if (block === 'education') {
      const hasDegree = degreesIn(line).length > 0;
      if (hasDegree || findDateRange(line) || /\b(?:university|college|institute|school|board)\b/i.test(line)) {
        out.push(splitEducationLine(line));
        continue;
      }
      // A line with no degree, school or date ends the block: the export puts the profile's title
      // there, on a short line the next export heading follows within two lines.
      block = undefined;
      out.push('Additional Information');
      const nextHeading = lines.slice(i + 1, i + 3).some((l) => OTHER_BLOCK_RE.test(l.trim()));
      if (titleSlot === undefined && nextHeading && line.split(/\s+/).length <= TITLE_SLOT_WORDS) {
        titleSlot = line;
        const next = lines[i + 1]?.trim();
        if (next && !OTHER_BLOCK_RE.test(next) && OTHER_BLOCK_RE.test(lines[i + 2]?.trim() ?? '')) roleLine = next;
      }
    }
    if (isTableHeader(line)) continue;
    out.push(tidyTableRow(line));
  }
  closeEntry();
  if (roleLine) readRoleLine(roleLine, experience);
  // Entries the block read without a company or a title are dropped (a stray "description -").
  return {
    lines: out,
    experience: experience.filter((e) => e.company || e.title),
    ...(titleSlot ? { titleSlot } : {}),
  };
}
