import type { Trend } from '@careerloom/contract';
import type { ProfiledColumn } from './column-profile';

/** The analysed rows as columns, with the trends found along the date column (or row order). */
export type Table = {
  columns: ProfiledColumn[];
  /** Rows analysed. */
  rows: number;
  /** The date column trends run along, when the data has one. */
  dateColumn: ProfiledColumn | null;
  trends: Trend[];
  /** Per trend's column: how well its line fits (r², 0..1). */
  fit: Map<string, number>;
};

/**
 * The first measure (a number column that is not an id) whose name matches one of the patterns,
 * trying the patterns in order so that "revenue" wins over "total" when both exist.
 */
export function findNumber(table: Table, patterns: RegExp[], exclude?: RegExp): ProfiledColumn | null {
  for (const pattern of patterns) {
    const found = table.columns.find(
      (c) => c.kind === 'number' && !c.identifier && pattern.test(c.key) && !exclude?.test(c.key),
    );
    if (found) return found;
  }
  return null;
}

/** The first category column (two or more values) whose name matches, patterns in order. */
export function findCategory(table: Table, patterns: RegExp[], exclude?: RegExp): ProfiledColumn | null {
  for (const pattern of patterns) {
    const found = table.columns.find(
      (c) => c.kind === 'category' && c.distinct > 1 && pattern.test(c.key) && !exclude?.test(c.key),
    );
    if (found) return found;
  }
  return null;
}

export function anyCategory(table: Table, except: (ProfiledColumn | null)[] = []): ProfiledColumn | null {
  return table.columns.find((c) => c.kind === 'category' && c.distinct > 1 && !except.includes(c)) ?? null;
}

export type Group = { label: string; sum: number; count: number; values: number };

/**
 * Per label of a category column: the sum of a value per row (or 1 per row without values), how
 * many rows carry the label, and how many of them have a value. Largest sum first.
 */
export function groupBy(category: ProfiledColumn, values?: (number | null)[]): Group[] {
  const groups = new Map<string, Group>();
  category.labels.forEach((label, i) => {
    if (label === null) return;
    const g = groups.get(label) ?? { label, sum: 0, count: 0, values: 0 };
    g.count += 1;
    const v = values ? values[i] : 1;
    if (v !== null && v !== undefined) {
      g.sum += v;
      g.values += 1;
    }
    groups.set(label, g);
  });
  return [...groups.values()].sort((a, b) => b.sum - a.sum || (a.label < b.label ? -1 : 1));
}

export function sumOf(values: (number | null)[]): { sum: number; count: number } {
  let sum = 0;
  let count = 0;
  for (const v of values) {
    if (v === null) continue;
    sum += v;
    count += 1;
  }
  return { sum, count };
}

/** Row by row product of two columns (price × quantity); null where either is missing. */
export function multiply(a: (number | null)[], b: (number | null)[]): (number | null)[] {
  return a.map((x, i) => {
    const y = b[i];
    return x === null || y === null || y === undefined ? null : x * y;
  });
}

export function unitOf(column: ProfiledColumn | null): { currency: string | null; percent: boolean } {
  return { currency: column?.currency ?? null, percent: column?.percent ?? false };
}
