import { monthNumber } from '../text/month-names';

/** A resume date: 'YYYY-MM', 'YYYY', or 'present' for an open end. */
export type ResumeDate = string;

export interface DateRange {
  start?: ResumeDate;
  end?: ResumeDate;
  /** The matched text, so callers can remove it from the line. */
  match: string;
}

// Seasons map to a representative first and last month, so "Summer 2021" is a short range.
const SEASONS: Record<string, [number, number]> = {
  spring: [3, 5],
  summer: [6, 8],
  fall: [9, 11],
  autumn: [9, 11],
  winter: [12, 2],
};

const YEAR = '(?:19[5-9]\\d|20\\d\\d)';
const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const SEASON = '(?:spring|summer|fall|autumn|winter)';
const MM = '(?:0?[1-9]|1[0-2])';
const SINGLE = `(?:${MONTH_NAME}\\.?,?\\s+${YEAR}|${SEASON}\\s+${YEAR}|${MM}[/.]${YEAR}|${YEAR}[-/.]${MM}(?:[-/.]\\d{1,2})?(?!\\d)|${YEAR})`;
const PRESENT = '(?:present|current(?:ly)?|now|today|ongoing|to date|till date)';
// Dashes as PDFs and word processors write them: en and em dash, hyphen-minus, figure dash,
// horizontal bar, the hyphens U+2010 and U+2011, the minus sign and the full-width hyphen-minus
// (a livecareer PDF's "09/2012 － Current").
const SEPARATOR = '\\s*(?:–|—|-|‒|―|‐|‑|−|－|to:?|until|till|through|thru)\\s*';

// Word boundaries keep "2019" inside a phone number or "Q3/2020" from matching half-way.
const RANGE_RE = new RegExp(`(?<![\\w/])(${SINGLE})${SEPARATOR}(${SINGLE}|${PRESENT})(?![\\w/])`, 'i');
const SINGLE_RE = new RegExp(`(?<![\\w/.-])(${SINGLE}|${SEASON}\\s+${YEAR})(?![\\w/])`, 'i');

// A range cut by a line break: "February 2020 to" / "Present", "June 2015 to January" / "2020".
const OPEN_RANGE_END_RE = new RegExp(`(?<![\\w/])(?:${SINGLE})${SEPARATOR}(?:${MONTH_NAME}\\.?)?$`, 'i');
const DATE_START_RE = new RegExp(`^(?:${SINGLE}|${PRESENT}|${YEAR})(?![\\w/])`, 'i');

/** Whether `line` ends in a date range that `next` finishes (a header wrapped by a narrow column). */
export function continuesDateRange(line: string, next: string): boolean {
  return OPEN_RANGE_END_RE.test(line.trim()) && DATE_START_RE.test(next.trim());
}

interface ParsedDate {
  start: ResumeDate;
  end: ResumeDate;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Parses one date expression; a season or month gives start and end of that period. */
function parseSingle(raw: string): ParsedDate | undefined {
  const s = raw.trim().toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ');
  let m = s.match(new RegExp(`^(${MONTH_NAME}) (${YEAR})$`));
  if (m?.[1] && m[2]) {
    const month = monthNumber(m[1]);
    if (month) return { start: `${m[2]}-${pad(month)}`, end: `${m[2]}-${pad(month)}` };
  }
  m = s.match(new RegExp(`^(${SEASON}) (${YEAR})$`));
  if (m?.[1] && m[2]) {
    const season = SEASONS[m[1]];
    if (season) {
      const year = Number(m[2]);
      const endYear = season[1] < season[0] ? year + 1 : year;
      return { start: `${year}-${pad(season[0])}`, end: `${endYear}-${pad(season[1])}` };
    }
  }
  m = raw.trim().match(new RegExp(`^(${MM})[/.](${YEAR})$`));
  if (m?.[1] && m[2]) return { start: `${m[2]}-${pad(Number(m[1]))}`, end: `${m[2]}-${pad(Number(m[1]))}` };
  m = raw.trim().match(new RegExp(`^(${YEAR})[-/.](${MM})(?:[-/.]\\d{1,2})?$`));
  if (m?.[1] && m[2]) return { start: `${m[1]}-${pad(Number(m[2]))}`, end: `${m[1]}-${pad(Number(m[2]))}` };
  m = raw.trim().match(new RegExp(`^(${YEAR})$`));
  if (m?.[1]) return { start: m[1], end: m[1] };
  return undefined;
}

/**
 * Finds the first date range in a line ("Jan 2020 – Present", "2019-2021", "03/2018 - 06/2020",
 * "Summer 2021"), or failing that a single date, which stands for its own period.
 */
export function findDateRange(line: string): DateRange | undefined {
  const range = line.match(RANGE_RE);
  if (range?.[1] && range[2]) {
    const start = parseSingle(range[1]);
    const endIsPresent = new RegExp(`^${PRESENT}$`, 'i').test(range[2].trim());
    const end = endIsPresent ? undefined : parseSingle(range[2]);
    if (start && (endIsPresent || end)) {
      return { start: start.start, end: endIsPresent ? 'present' : end?.end, match: range[0] };
    }
  }
  const single = line.match(SINGLE_RE);
  if (single?.[1]) {
    const parsed = parseSingle(single[1]);
    if (parsed) {
      const isPoint = parsed.start === parsed.end;
      return { start: isPoint ? undefined : parsed.start, end: parsed.end, match: single[0] };
    }
  }
  return undefined;
}

/** Whether the dates of `inner` lie within those of `outer` ("2017-04".."present" within "2017-04".."present"). */
export function dateRangeWithin(
  inner: { start?: string; end?: string },
  outer: { start?: string; end?: string },
): boolean {
  const month = (d: string | undefined, edge: 'start' | 'end'): number | undefined => {
    if (!d) return undefined;
    if (d === 'present') return Number.POSITIVE_INFINITY;
    const [y, m] = d.split('-').map(Number);
    if (!y) return undefined;
    return y * 12 + (m ? m - 1 : edge === 'start' ? 0 : 11);
  };
  const [is, ie, os, oe] = [
    month(inner.start ?? inner.end, 'start'),
    month(inner.end, 'end'),
    month(outer.start ?? outer.end, 'start'),
    month(outer.end, 'end'),
  ];
  return is !== undefined && ie !== undefined && os !== undefined && oe !== undefined && is >= os && ie <= oe;
}

/** Month index (year * 12 + month - 1); a bare year counts from its middle to avoid over-counting. */
function toMonthIndex(date: ResumeDate, now: Date): number | undefined {
  if (date === 'present') return now.getUTCFullYear() * 12 + now.getUTCMonth();
  const m = date.match(/^(\d{4})(?:-(\d{2}))?$/);
  if (!m?.[1]) return undefined;
  return Number(m[1]) * 12 + (m[2] ? Number(m[2]) - 1 : 6);
}

/**
 * Total years covered by the ranges, merging overlaps so two concurrent jobs count once. Ends are
 * inclusive of their month ("Jan – Mar 2020" is three months). Rounded to one decimal.
 */
export function yearsCovered(ranges: Array<{ start?: ResumeDate; end?: ResumeDate }>, now: Date): number {
  const spans: Array<[number, number]> = [];
  for (const r of ranges) {
    if (!r.start) continue;
    const start = toMonthIndex(r.start, now);
    const end = toMonthIndex(r.end ?? r.start, now);
    if (start === undefined || end === undefined || end < start) continue;
    spans.push([start, end + 1]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let current: [number, number] | undefined;
  for (const span of spans) {
    if (current && span[0] <= current[1]) current[1] = Math.max(current[1], span[1]);
    else {
      if (current) total += current[1] - current[0];
      current = [span[0], span[1]];
    }
  }
  if (current) total += current[1] - current[0];
  return Math.round((total / 12) * 10) / 10;
}
