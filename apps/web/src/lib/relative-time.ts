import { formatNumber } from './number-text';

// English relative time written out rather than through Intl.RelativeTimeFormat: the first Intl
// object a renderer makes starts ICU, 35-80 ms of one task, and /dashboard needs this text in its
// first render (decision 030). The test holds the text to Intl.RelativeTimeFormat('en',
// { numeric: 'auto' }) for every unit and amount used here.

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const UNITS: readonly [Unit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** What `numeric: 'auto'` says for one unit back and one ahead. */
const ADJACENT: Partial<Record<Unit, readonly [past: string, future: string]>> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
};

/** "3 days ago", "in 1 hour", "yesterday": `amount` units from now (never 0), in English. */
export function formatRelative(amount: number, unit: Unit): string {
  const adjacent = ADJACENT[unit];
  if (adjacent && Math.abs(amount) === 1) return adjacent[amount < 0 ? 0 : 1];
  const count = Math.abs(amount);
  const phrase = `${formatNumber(count)} ${unit}${count === 1 ? '' : 's'}`;
  return amount < 0 ? `${phrase} ago` : `in ${phrase}`;
}

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago `iso` was, seen from `now`. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  // A clock a little ahead of the browser's must not read "in 3 seconds".
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatRelative(Math.round(seconds / size), unit);
  }
  return formatRelative(Math.round(seconds / 60), 'minute');
}
