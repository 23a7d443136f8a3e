import { formatUtcDay } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMonth, formatTime } from './date-text';

// Intl puts a narrow no-break space before AM/PM; the app writes a plain one.
const plain = (text: string) => text.replace(/\u202f/g, ' ');

describe('date text: one format (issue 35)', () => {
  it('writes the day as Intl.DateTimeFormat("en", { dateStyle: "medium" }) does, every day of two years', () => {
    const intl = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
    for (let day = 0; day < 2 * 366; day++) {
      const date = new Date(2025, 0, 1 + day, 13, 30);
      expect(formatDay(date)).toBe(intl.format(date));
      expect(formatDay(date.toISOString())).toBe(intl.format(date));
    }
    expect(formatDay(new Date(2026, 10, 25))).toBe('Nov 25, 2026');
  });

  it('reads a calendar day as that day in any time zone', () => {
    expect(formatDay('2026-12-06')).toBe('Dec 6, 2026');
  });

  it('writes a moment as Intl does with dateStyle medium and timeStyle short, every hour and minute', () => {
    const intl = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const date = new Date(2026, 11, 6, 0, minute);
      expect(formatDateTime(date)).toBe(plain(intl.format(date)));
    }
    expect(formatTime(new Date(2026, 11, 6, 0, 5))).toBe('12:05 AM');
    expect(formatTime(new Date(2026, 11, 6, 12, 0))).toBe('12:00 PM');
  });

  it('writes a month, and the server writes the same day text in UTC', () => {
    expect(formatMonth('2026-01')).toBe('Jan 2026');
    expect(formatUtcDay(new Date('2026-12-20T23:30:00Z'))).toBe('Dec 20, 2026');
  });
});
