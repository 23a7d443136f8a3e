import type { BrowsingCategory, BrowsingReportBody } from '@careerloom/contract';
import type { HostCategory } from './categories';

/**
 * One day's browsing time as the extension keeps it: milliseconds per category and the list
 * entries (e.g. `github.com`) of the productive sites seen, so they can be counted. No address,
 * page or visited host name is kept: only the contract's own list entries.
 */
export type DayTotals = {
  date: string;
  ms: Record<BrowsingCategory, number>;
  productiveEntries: string[];
};

/** The local calendar day of a time, as YYYY-MM-DD. */
export function localDate(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export const emptyDay = (date: string): DayTotals => ({
  date,
  ms: { jobSites: 0, productive: 0, social: 0, other: 0 },
  productiveEntries: [],
});

/** Longer spans than this without an event are not counted (the machine slept, the worker died). */
export const MAX_SPAN_MS = 30 * 60_000;

/**
 * Adds the time from `from` to `to` spent on a page of `seen` to the day totals, splitting it at
 * midnight. Returns the finished days (to report) and the current day's totals.
 */
export function addSpan(
  current: DayTotals | undefined,
  seen: HostCategory,
  from: number,
  to: number,
): { finished: DayTotals[]; current: DayTotals } {
  const finished: DayTotals[] = [];
  let day = current ?? emptyDay(localDate(from));
  let start = Math.max(from, to - MAX_SPAN_MS);
  while (start < to) {
    const date = localDate(start);
    if (date !== day.date) {
      if (day.date < date) finished.push(day);
      day = emptyDay(date);
    }
    const midnight = new Date(start);
    midnight.setHours(24, 0, 0, 0);
    const end = Math.min(to, midnight.getTime());
    day.ms[seen.category] += end - start;
    if (seen.category === 'productive' && seen.entry && !day.productiveEntries.includes(seen.entry))
      day.productiveEntries.push(seen.entry);
    start = end;
  }
  // A day that ended while nothing was open is finished too.
  const today = localDate(to);
  if (day.date < today) {
    finished.push(day);
    day = emptyDay(today);
  }
  return { finished, current: day };
}

/** The report of a finished day: whole minutes per category, at most the 1440 a day has. */
export function reportOf(day: DayTotals): BrowsingReportBody {
  const minutes = {
    jobSites: Math.round(day.ms.jobSites / 60_000),
    productive: Math.round(day.ms.productive / 60_000),
    social: Math.round(day.ms.social / 60_000),
    other: Math.round(day.ms.other / 60_000),
  };
  let excess = Object.values(minutes).reduce((a, b) => a + b, 0) - 1440;
  for (const key of ['other', 'social', 'jobSites', 'productive'] as const) {
    if (excess <= 0) break;
    const cut = Math.min(excess, minutes[key]);
    minutes[key] -= cut;
    excess -= cut;
  }
  return { date: day.date, minutes, productiveSites: day.productiveEntries.length };
}
