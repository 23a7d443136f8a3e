import { describe, expect, it } from 'vitest';
import { MONTH_ABBREVIATIONS, MONTH_NAMES, monthNumber } from './month-names';

describe('month names', () => {
  it('has twelve names and their three-letter forms, January first', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_ABBREVIATIONS[0]).toBe('Jan');
    expect(MONTH_ABBREVIATIONS[11]).toBe('Dec');
  });

  it('reads full names, short forms, "Sept" and a trailing dot in any case', () => {
    expect(monthNumber('March')).toBe(3);
    expect(monthNumber('mar')).toBe(3);
    expect(monthNumber('Mar.')).toBe(3);
    expect(monthNumber('SEPT')).toBe(9);
    expect(monthNumber('december')).toBe(12);
  });

  it('refuses words that only start like a month', () => {
    expect(monthNumber('marketing')).toBeNull();
    expect(monthNumber('ma')).toBeNull();
    expect(monthNumber('')).toBeNull();
  });
});
