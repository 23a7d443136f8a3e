import type { Trend } from '@careerloom/contract';
import type { ProfiledColumn } from '../column-profile';
import { clean, formatValue } from '../format';
import { type Group, type Table, unitOf } from '../table';

/** A trend along row order is told only when its line explains this much of the variation. */
const ROW_ORDER_FIT = 0.5;

/** Collects sentences and remembers which trends were already told. */
export class Findings {
  readonly out: string[] = [];
  private readonly told = new Set<string>();
  constructor(readonly table: Table) {}

  add(sentence: string | null | undefined): void {
    if (sentence) this.out.push(sentence);
  }

  /**
   * Whether a trend is worth a sentence: not flat, and along dates, or along rows with a clear
   * line (rows in file order are often not in time order, so only a clear line says something).
   */
  private worthTelling(trend: Trend): boolean {
    if (trend.direction === 'flat' || this.told.has(trend.column)) return false;
    return trend.by !== 'row order' || (this.table.fit.get(trend.column) ?? 0) >= ROW_ORDER_FIT;
  }

  /** Adds the trend of a column when it is worth telling. */
  trendOf(column: ProfiledColumn | null): void {
    const trend = column && this.table.trends.find((t) => t.column === column.name);
    if (!trend || !this.worthTelling(trend)) return;
    this.told.add(trend.column);
    this.out.push(trend.detail);
  }

  /** The strongest trend nobody told yet. */
  strongestTrend(): void {
    const open = this.table.trends.filter((t) => this.worthTelling(t));
    const strongest = open.sort((a, b) => Math.abs(b.changePercent ?? 0) - Math.abs(a.changePercent ?? 0))[0];
    if (!strongest) return;
    this.told.add(strongest.column);
    this.out.push(strongest.detail);
  }
}

export const v = (value: number, column: ProfiledColumn | null) => formatValue(clean(value), unitOf(column));
/** A count with thousands separators. */
export const n = (count: number) => formatValue(count);

/** "Best X: ...; weakest: ..." over groups already sorted best first (the weakest only from three on). */
export function bestAndWorst(groups: Group[], describe: (g: Group) => string, label: string): string | null {
  if (groups.length < 2) return null;
  const best = groups[0] as Group;
  const worst = groups[groups.length - 1] as Group;
  return groups.length >= 3
    ? `Best ${label}: ${describe(best)}; weakest: ${describe(worst)}.`
    : `Best ${label}: ${describe(best)}.`;
}

/** "2024-03": the month of a UTC time. */
export function monthOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}
