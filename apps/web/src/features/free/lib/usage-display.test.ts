import { USAGE_DISPLAY_FALLBACK } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { PROGRESS_DEFAULT_MAX, percentOf, usageDisplay } from './usage-display';

describe('usageDisplay (part 2 section 9)', () => {
  it('reads a capped counter with its bar', () => {
    expect(usageDisplay(5, 10, USAGE_DISPLAY_FALLBACK.dailyLimit, 'AI queries today')).toEqual({
      used: 5,
      limit: 10,
      bar: { value: 5, max: 10 },
      count: '5',
      detail: 'of 10 AI queries today',
      text: '5 of 10 AI queries today',
    });
  });

  it('uses the display fallback only when the limit is missing', () => {
    const missing = usageDisplay(undefined, undefined, USAGE_DISPLAY_FALLBACK.monthlyLimit, 'queries');
    expect(missing.text).toBe('— of 1,000 queries');
    expect(missing.bar).toEqual({ value: null, max: 1000 });
  });

  it('says Unlimited for a tier without a cap and draws no bar', () => {
    const open = usageDisplay(1234, null, USAGE_DISPLAY_FALLBACK.dailyLimit, 'AI queries today');
    expect(open.text).toBe('1,234 AI queries today · Unlimited');
    expect(open.bar).toBeUndefined();
  });

  it('never overfills: a count past the cap fills the bar to the cap', () => {
    expect(usageDisplay(12, 10, 50, 'q').bar).toEqual({ value: 10, max: 10 });
  });

  it('falls back to a maximum of 100 when the cap is zero', () => {
    expect(usageDisplay(0, 0, 50, 'q').bar?.max).toBe(PROGRESS_DEFAULT_MAX);
  });
});

describe('percentOf', () => {
  it('is 0 to 100 and 0 for an unknown value', () => {
    expect(percentOf(5, 10)).toBe(50);
    expect(percentOf(50)).toBe(50);
    expect(percentOf(300, 100)).toBe(100);
    expect(percentOf(null, 10)).toBe(0);
  });
});
