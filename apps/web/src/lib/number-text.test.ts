import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-text';

describe('formatNumber', () => {
  const intl = new Intl.NumberFormat('en');

  it('writes integers as Intl.NumberFormat("en") does, without Intl', () => {
    const values = [0, 1, -1, 7, 12, 999, 1000, -1000, 9_999, 10_000, 123_456, -1_234_567, 2 ** 53 - 1, -(2 ** 53 - 1)];
    for (let n = -2_000; n <= 2_000; n += 37) values.push(n * 997);
    for (const n of values) expect(formatNumber(n)).toBe(intl.format(n));
    expect(formatNumber(1_234_567)).toBe('1,234,567');
    expect(formatNumber(-0)).toBe('0');
  });

  it('leaves fractions and the unsafe and non-finite to Intl', () => {
    for (const n of [2.5, -0.125, 1234.5678, 1e21, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(n)).toBe(intl.format(n));
    }
  });

  it('rounds fractions to the decimals asked for, as toLocaleString does', () => {
    for (const n of [2.5, -0.125, 1234.5678, 0.005, 99.999, 12_345.6789])
      expect(formatNumber(n, 2)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 2 }));
    expect(formatNumber(1234.5678, 2)).toBe('1,234.57');
    expect(formatNumber(1234, 2)).toBe('1,234');
  });
});
