import { monthNumber } from '@careerloom/career-engine';

/** Cells that mean "no value" in exports from spreadsheets, databases and BI tools. */
const MISSING = new Set(['', 'na', 'n/a', 'n.a.', '#n/a', 'null', 'none', 'nil', 'nan', '-', '--', '—', '–', '?']);

export function isMissing(cell: string): boolean {
  return MISSING.has(cell.trim().toLowerCase());
}

/** Which character separates decimals: "1,234.5" (dot) or "1.234,5" (comma, common with `;` files). */
export type DecimalMark = '.' | ',';

export type ParsedNumber = { value: number; percent: boolean; currency: string | null };

const CURRENCY_SYMBOL = /^(\$|€|£|¥|₹|₩|₽|₺|R\$|CHF|USD|EUR|GBP|JPY|INR|CAD|AUD)\s*/i;
const CURRENCY_SUFFIX = /\s*(\$|€|£|¥|₹|₩|₽|₺|CHF|USD|EUR|GBP|JPY|INR|CAD|AUD)$/i;
/** Grouped thousands must come in threes, so "12,5" is never read as twelve thousand and five. */
const DOT_DECIMAL = /^(\d{1,3}(?:([,'\u00a0 ])\d{3})(?:\2\d{3})*|\d+)?(\.\d+)?(e[+-]?\d+)?$/i;
const COMMA_DECIMAL = /^(\d{1,3}(?:([.\u00a0 ])\d{3})(?:\2\d{3})*|\d+)?(,\d+)?$/;

/**
 * Reads a number as people write it in spreadsheets: currency symbols or codes before or after,
 * thousands separators, a percent sign, a leading minus or plus, or accounting parentheses for
 * negatives. Returns null for anything else ("12 units" is not a number).
 */
export function parseNumber(cell: string, decimal: DecimalMark = '.'): ParsedNumber | null {
  let s = cell.trim();
  if (s === '') return null;
  let negative = false;
  if (s.startsWith('(') && s.endsWith(')')) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  if (s.startsWith('-') || s.startsWith('+') || s.startsWith('−')) {
    negative = s[0] !== '+';
    s = s.slice(1).trim();
  }
  let currency: string | null = null;
  const prefix = CURRENCY_SYMBOL.exec(s);
  if (prefix?.[1]) {
    currency = prefix[1].toUpperCase();
    s = s.slice(prefix[0].length);
  }
  // "$-5" and "-$5" are both seen in exports.
  if (!negative && (s.startsWith('-') || s.startsWith('−'))) {
    negative = true;
    s = s.slice(1);
  }
  let percent = false;
  if (s.endsWith('%')) {
    percent = true;
    s = s.slice(0, -1).trim();
  }
  const suffix = currency ? null : CURRENCY_SUFFIX.exec(s);
  if (suffix?.[1]) {
    currency = suffix[1].toUpperCase();
    s = s.slice(0, s.length - suffix[0].length);
  }
  if (s === '' || s === '.' || s === ',') return null;
  let normalized: string;
  if (decimal === '.') {
    const m = DOT_DECIMAL.exec(s);
    if (!m || (!m[1] && !m[3])) return null;
    normalized = s.replace(/[,'\u00a0 ]/g, '');
  } else {
    const m = COMMA_DECIMAL.exec(s);
    if (!m || (!m[1] && !m[3])) return null;
    normalized = s.replace(/[.\u00a0 ]/g, '').replace(',', '.');
  }
  const value = Number(normalized);
  if (!Number.isFinite(value)) return null;
  return { value: negative ? -value : value, percent, currency };
}

/** How to read "03/04/2024": month first (US) or day first. ISO dates need no choice. */
export type DayOrder = 'mdy' | 'dmy';

function twoDigitYear(y: string): number {
  const n = Number(y);
  return y.length === 2 ? (n < 70 ? 2000 + n : 1900 + n) : n;
}

/** Epoch ms for a real calendar date and time in UTC, or null for "2024-02-30" and the like. */
function utc(y: number, m: number, d: number, hh = 0, mm = 0, ss = 0, offsetMinutes = 0): number | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || hh > 23 || mm > 59 || ss > 60) return null;
  const t = Date.UTC(y, m - 1, d, hh, mm, ss);
  const check = new Date(t);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return t - offsetMinutes * 60_000;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;
const YMD = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/;
const NUMERIC_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?[ -]([a-z]{3,9}\.?)[ -,]+(\d{4})$/i;
const MONTH_DAY_YEAR = /^([a-z]{3,9}\.?) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/i;
const MONTH_YEAR = /^([a-z]{3,9}\.?)[ -](\d{4})$/i;

function offsetOf(zone: string | undefined): number {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/**
 * Reads a date (and optional time) as epoch ms UTC: ISO 8601, "2024/03/31", "03/31/2024" or
 * "31.03.2024" (order as given), "2024-03", "31 Mar 2024", "March 31, 2024" and "Mar 2024".
 * Times without a zone are taken as UTC, so a file's dates never shift with the server's zone.
 */
export function parseDate(cell: string, order: DayOrder = 'mdy'): number | null {
  const s = cell.trim();
  let m = ISO.exec(s);
  if (m) {
    return utc(
      Number(m[1]),
      Number(m[2]),
      Number(m[3]),
      Number(m[4] ?? 0),
      Number(m[5] ?? 0),
      Number(m[6] ?? 0),
      offsetOf(m[7]),
    );
  }
  m = YMD.exec(s);
  if (m) return utc(Number(m[1]), Number(m[2]), Number(m[3]));
  m = NUMERIC_DATE.exec(s);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    // Dots are the day-first countries' separator ("31.03.2024").
    const dayFirst = m[2] === '.' || order === 'dmy';
    const [day, month] = dayFirst ? [a, b] : [b, a];
    return utc(twoDigitYear(m[4] as string), month, day, Number(m[5] ?? 0), Number(m[6] ?? 0), Number(m[7] ?? 0));
  }
  m = YEAR_MONTH.exec(s);
  if (m) return utc(Number(m[1]), Number(m[2]), 1);
  m = DAY_MONTH_YEAR.exec(s);
  if (m) {
    const month = monthNumber(m[2] as string);
    return month ? utc(Number(m[3]), month, Number(m[1])) : null;
  }
  m = MONTH_DAY_YEAR.exec(s);
  if (m) {
    const month = monthNumber(m[1] as string);
    return month ? utc(Number(m[3]), month, Number(m[2])) : null;
  }
  m = MONTH_YEAR.exec(s);
  if (m) {
    const month = monthNumber(m[1] as string);
    return month ? utc(Number(m[2]), month, 1) : null;
  }
  return null;
}

/**
 * Month-first or day-first for a column of slash dates: a first part above 12 proves day-first,
 * a second part above 12 proves month-first; with no proof, month-first (the common export).
 */
export function dayOrderOf(cells: readonly string[]): DayOrder {
  for (const cell of cells) {
    const m = NUMERIC_DATE.exec(cell.trim());
    if (!m) continue;
    if (Number(m[1]) > 12) return 'dmy';
    if (Number(m[3]) > 12) return 'mdy';
  }
  return 'mdy';
}

/** True for a cell that reads as a number or a date: a header row made of these is data. */
export function looksLikeValue(cell: string): boolean {
  return parseNumber(cell) !== null || parseNumber(cell, ',') !== null || parseDate(cell) !== null;
}
