import { dayText, monthText } from '@careerloom/contract';

// The web app's one place that writes dates (issue 35; `date-format-guard.test.ts` keeps it so):
// every page shows a day as "Nov 25, 2026" and a moment as "Nov 25, 2026, 3:04 PM", in the
// browser's time zone. Written out rather than through Intl.DateTimeFormat: the first Intl object a
// renderer makes starts ICU, 35-80 ms of one task, and the job search lists need this text in their
// first render (decision 030). The test holds it to Intl.DateTimeFormat('en', { dateStyle:
// 'medium', timeStyle: 'short' }).

/** A calendar day with no time ("2026-12-06"): the day it names, in no time zone. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/**
 * "Nov 25, 2026": the day of `value` (a Date or an ISO string) in the browser's time zone; a
 * calendar day ("2026-11-25") is that day wherever the reader is.
 */
export function formatDay(value: Date | string): string {
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) return dayText(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const date = toDate(value);
  return dayText(date.getFullYear(), date.getMonth(), date.getDate());
}

/** "3:04 PM" in the browser's time zone. */
export function formatTime(value: Date | string): string {
  const date = toDate(value);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Nov 25, 2026, 3:04 PM": a moment in the browser's time zone. */
export function formatDateTime(value: Date | string): string {
  return `${formatDay(toDate(value))}, ${formatTime(value)}`;
}

/** "Nov 2026" for a calendar month ("2026-11"). */
export function formatMonth(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return monthText(year ?? 0, (month ?? 1) - 1);
}
