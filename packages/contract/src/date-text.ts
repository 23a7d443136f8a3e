/**
 * The one way Careerloom writes a day: "Dec 6, 2026" (issue 35: pages showed "December 20, 2026",
 * "12/20/2026", "2026-12-20" and "6 Dec 2026"). The web app writes days through its
 * `lib/date-text.ts`, in the reader's time zone; the server, which does not know that zone, writes
 * the UTC day through `formatUtcDay`. Written out rather than through Intl: the web app's first
 * pages avoid starting ICU (decision 030), and it is the same text Intl's English 'medium' date gives.
 */
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** "Dec 6, 2026" for a calendar day; `month` counts from 0, as Date's does. */
export function dayText(year: number, month: number, day: number): string {
  return `${MONTH_ABBREVIATIONS[month] ?? '?'} ${day}, ${year}`;
}

/** "Dec 2026" for a calendar month; `month` counts from 0. */
export function monthText(year: number, month: number): string {
  return `${MONTH_ABBREVIATIONS[month] ?? '?'} ${year}`;
}

/** The UTC day of `date`, "Dec 6, 2026": how server-written texts name a day. */
export function formatUtcDay(date: Date): string {
  return dayText(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}
