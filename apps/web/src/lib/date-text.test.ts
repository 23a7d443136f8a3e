import { describe, expect, it } from 'vitest';
import { formatDay } from './date-text';

describe('formatDay', () => {
  it('writes the day as Intl.DateTimeFormat("en", { dateStyle: "medium" }) does, every day of two years', () => {
    const intl = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
    for (let day = 0; day < 2 * 366; day++) {
      const date = new Date(2025, 0, 1 + day, 13, 30);
      expect(formatDay(date)).toBe(intl.format(date));
    }
    expect(formatDay(new Date(2026, 10, 25))).toBe('Nov 25, 2026');
  });
});
