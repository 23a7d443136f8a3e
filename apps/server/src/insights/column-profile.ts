import type { ColumnSummary } from '@careerloom/contract';
import { type DecimalMark, dayOrderOf, isMissing, parseDate, parseNumber } from './cell-values';
import { clean } from './format';

export type ColumnKind = ColumnSummary['kind'];

/** One column read as its kind, with per-row values the trends and highlights work on. */
export type ProfiledColumn = {
  name: string;
  /** Lower case with `_`, `-` and `.` as spaces: what the role patterns of the highlights match. */
  key: string;
  kind: ColumnKind;
  summary: ColumnSummary;
  /** Per row: the value of a number column, else null. */
  numbers: (number | null)[];
  /** Per row: epoch ms of a date column, else null. */
  times: (number | null)[];
  /** Per row: the trimmed text of a category or text column, else null. */
  labels: (string | null)[];
  percent: boolean;
  currency: string | null;
  /** Filled cells that did not read as the column's kind; they are left out of its statistics. */
  unreadable: number;
  /** An id, code or row counter: a number that is not a measure, so it gets no trend or total. */
  identifier: boolean;
  /** Whether any date has a time of day. */
  hasTime: boolean;
  /** Distinct labels of a category or text column (0 for numbers and dates). */
  distinct: number;
};

/** Share of filled cells that must read as numbers (or dates) for the column to be one. */
const KIND_THRESHOLD = 0.95;
const TOP_VALUES = 5;
/** Up to this many distinct values, any repeat makes a column a category. */
const SMALL_CATEGORY = 20;
/** Values longer than this on average are prose, not categories. */
const CATEGORY_MAX_AVERAGE_LENGTH = 60;
const IDENTIFIER_NAME =
  /(^|\s)(id|uuid|guid|code|zip|zipcode|postcode|postal code|phone|sku|ean|upc|isbn|no|number|ref|reference|#)$/;
const YEAR_NAME = /^(year|yr|fiscal year|fy|calendar year)$/;

export function columnKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The date as a person reads it: "2024-03-31", with the minute when the file has times. */
export function formatTime(ms: number, withTime: boolean): string {
  const iso = new Date(ms).toISOString();
  return withTime ? `${iso.slice(0, 16)}Z` : iso.slice(0, 10);
}

function mostCommon<T>(values: T[]): T | null {
  const counts = new Map<T, number>();
  let best: T | null = null;
  let bestCount = 0;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (c > bestCount) {
      best = v;
      bestCount = c;
    }
  }
  return best;
}

/** Fewer rows than this counting up by one may well be a measure (1, 2, 3 units). */
const ROW_COUNTER_MIN_ROWS = 10;

/** 1, 2, 3... (or 0, 1, 2...) down a long column: a row number someone exported. */
function isRowCounter(values: (number | null)[]): boolean {
  if (values.length < ROW_COUNTER_MIN_ROWS || (values[0] !== 0 && values[0] !== 1)) return false;
  return values.every((v, i) => v === (values[0] as number) + i);
}

function readNumbers(cells: string[], filled: number) {
  // "1.234" is a thousand in a comma-decimal file and one point two in a dot-decimal one: the
  // column's other values decide, and dot wins a tie.
  let best: { mark: DecimalMark; parsed: ReturnType<typeof parseNumber>[]; ok: number } | null = null;
  for (const mark of ['.', ','] as const) {
    const parsed = cells.map((c) => (isMissing(c) ? null : parseNumber(c, mark)));
    const ok = parsed.filter(Boolean).length;
    if (!best || ok > best.ok) best = { mark, parsed, ok };
  }
  if (!best || best.ok === 0 || best.ok / filled < KIND_THRESHOLD) return null;
  return best;
}

/**
 * Decides a column's kind from its filled cells (number, date, category or text) and summarises
 * it: numbers get min/max/mean/median/sum, dates their range, categories their most common values.
 * A column named like "year" holding whole years is a date, so trends can run over it.
 */
export function profileColumn(name: string, cells: string[]): ProfiledColumn {
  const key = columnKey(name);
  const present = cells.filter((c) => !isMissing(c));
  const filled = present.length;
  const base: ProfiledColumn = {
    name,
    key,
    kind: 'text',
    summary: { name, kind: 'text', filled },
    numbers: cells.map(() => null),
    times: cells.map(() => null),
    labels: cells.map(() => null),
    percent: false,
    currency: null,
    unreadable: 0,
    identifier: false,
    hasTime: false,
    distinct: 0,
  };
  if (filled === 0) return base;

  // Codes and ids written as digits (zip codes, account numbers) are labels, not quantities.
  const numbers = IDENTIFIER_NAME.test(key) ? null : readNumbers(cells, filled);
  if (numbers) {
    const values = numbers.parsed.map((p) => p?.value ?? null);
    const found = values.filter((v): v is number => v !== null);
    if (YEAR_NAME.test(key) && found.every((v) => Number.isInteger(v) && v >= 1800 && v <= 2200)) {
      const times = values.map((v) => (v === null ? null : Date.UTC(v, 0, 1)));
      return dateColumn(base, times, filled - found.length);
    }
    const sorted = [...found].sort((a, b) => a - b);
    const sum = found.reduce((a, b) => a + b, 0);
    return {
      ...base,
      kind: 'number',
      numbers: values,
      percent: numbers.parsed.some((p) => p?.percent),
      currency: mostCommon(numbers.parsed.map((p) => p?.currency).filter((c): c is string => Boolean(c))),
      unreadable: filled - found.length,
      identifier: isRowCounter(values),
      summary: {
        name,
        kind: 'number',
        filled,
        stats: {
          min: clean(sorted[0] as number),
          max: clean(sorted[sorted.length - 1] as number),
          mean: clean(sum / found.length),
          median: clean(median(sorted)),
          sum: clean(sum),
        },
      },
    };
  }

  const order = dayOrderOf(present);
  const times = cells.map((c) => (isMissing(c) ? null : parseDate(c, order)));
  const dated = times.filter((t) => t !== null).length;
  if (dated / filled >= KIND_THRESHOLD) return dateColumn(base, times, filled - dated);

  const labels = cells.map((c) => (isMissing(c) ? null : c.trim()));
  const counts = new Map<string, number>();
  let length = 0;
  for (const label of labels) {
    if (label === null) continue;
    counts.set(label, (counts.get(label) ?? 0) + 1);
    length += label.length;
  }
  // Repeating values are categories: many repeats in a long column, or any repeat among a few
  // values (a small table of regions repeats each only once or twice).
  const repeats = counts.size <= Math.max(1, filled / 2) || (counts.size < filled && counts.size <= SMALL_CATEGORY);
  const category = repeats && length / filled <= CATEGORY_MAX_AVERAGE_LENGTH;
  if (!category) return { ...base, labels, distinct: counts.size };
  const top = [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, TOP_VALUES)
    .map(([value, count]) => ({ value, count }));
  return {
    ...base,
    kind: 'category',
    labels,
    distinct: counts.size,
    summary: { name, kind: 'category', filled, top },
  };
}

function dateColumn(base: ProfiledColumn, times: (number | null)[], unreadable: number): ProfiledColumn {
  const found = times.filter((t): t is number => t !== null);
  const hasTime = found.some((t) => t % 86_400_000 !== 0);
  // A reduce, not Math.min(...found): a spread of many thousand values overflows the call stack.
  const from = found.reduce((a, b) => (b < a ? b : a));
  const to = found.reduce((a, b) => (b > a ? b : a));
  return {
    ...base,
    kind: 'date',
    times,
    unreadable,
    hasTime,
    summary: {
      name: base.name,
      kind: 'date',
      filled: base.summary.filled,
      range: { from: formatTime(from, hasTime), to: formatTime(to, hasTime) },
    },
  };
}
