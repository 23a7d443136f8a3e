import { describe, expect, it } from 'vitest';
import { formatRelative, relativeTime } from './relative-time';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('reads recent moments as people say them', () => {
    expect(relativeTime(ago(5), NOW)).toBe('just now');
    expect(relativeTime(ago(-10), NOW)).toBe('just now');
    expect(relativeTime(ago(50), NOW)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60), NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3600), NOW)).toBe('2 hours ago');
    expect(relativeTime(ago(24 * 3600), NOW)).toBe('yesterday');
    expect(relativeTime(ago(3 * 24 * 3600), NOW)).toBe('3 days ago');
    expect(relativeTime(ago(14 * 24 * 3600), NOW)).toBe('2 weeks ago');
    expect(relativeTime(ago(400 * 24 * 3600), NOW)).toBe('last year');
  });
});

describe('formatRelative', () => {
  it('says what Intl.RelativeTimeFormat("en", { numeric: "auto" }) says, for every unit and amount', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const units = ['year', 'month', 'week', 'day', 'hour', 'minute'] as const;
    for (const unit of units) {
      for (let amount = -1_500; amount <= 1_500; amount++) {
        if (amount === 0) continue;
        expect(formatRelative(amount, unit)).toBe(intl.format(amount, unit));
      }
      expect(formatRelative(-123_456, unit)).toBe(intl.format(-123_456, unit));
    }
  });
});
