import { describe, expect, it } from 'vitest';
import { dayOrderOf, isMissing, looksLikeValue, parseDate, parseNumber } from './cell-values';

describe('parseNumber', () => {
  it.each([
    ['42', 42],
    ['-3.5', -3.5],
    ['+7', 7],
    ['1,234', 1234],
    ['1,234,567.89', 1234567.89],
    ['$1,234.50', 1234.5],
    ['-$5', -5],
    ['$-5', -5],
    ['(1,200)', -1200],
    ['€ 99', 99],
    ['99 EUR', 99],
    ['1 234 567', 1234567],
    ["1'234.5", 1234.5],
    ['.5', 0.5],
    ['1e3', 1000],
  ])('reads %j as %d', (cell, value) => {
    expect(parseNumber(cell)?.value).toBe(value);
  });

  it('marks percents and currencies', () => {
    expect(parseNumber('12.5%')).toEqual({ value: 12.5, percent: true, currency: null });
    expect(parseNumber('£3')).toEqual({ value: 3, percent: false, currency: '£' });
    expect(parseNumber('10 usd')?.currency).toBe('USD');
  });

  it.each(['', 'abc', '12 units', '1,23', '12,5', '1.2.3', '--5', '$', '2024-01-01', '5%%'])('refuses %j', (cell) => {
    expect(parseNumber(cell)).toBeNull();
  });

  it('reads decimal commas when asked', () => {
    expect(parseNumber('1.234,50', ',')?.value).toBe(1234.5);
    expect(parseNumber('12,5', ',')?.value).toBe(12.5);
    expect(parseNumber('1.234', ',')?.value).toBe(1234);
    expect(parseNumber('1,234.5', ',')).toBeNull();
  });
});

describe('parseDate', () => {
  const d = (iso: string) => Date.parse(iso);
  it.each([
    ['2024-03-31', '2024-03-31T00:00:00Z'],
    ['2024-3-5', '2024-03-05T00:00:00Z'],
    ['2024-03-31T10:30:00Z', '2024-03-31T10:30:00Z'],
    ['2024-03-31 10:30', '2024-03-31T10:30:00Z'],
    ['2024-03-31T10:30:00.123+02:00', '2024-03-31T08:30:00Z'],
    ['2024/03/31', '2024-03-31T00:00:00Z'],
    ['03/31/2024', '2024-03-31T00:00:00Z'],
    ['31.03.2024', '2024-03-31T00:00:00Z'],
    ['2024-03', '2024-03-01T00:00:00Z'],
    ['31 Mar 2024', '2024-03-31T00:00:00Z'],
    ['March 31, 2024', '2024-03-31T00:00:00Z'],
    ['Sept 1st, 2024', '2024-09-01T00:00:00Z'],
    ['Mar 2024', '2024-03-01T00:00:00Z'],
    ['1/2/99', '1999-01-02T00:00:00Z'],
  ])('reads %j', (cell, iso) => {
    expect(parseDate(cell)).toBe(d(iso));
  });

  it('reads slash dates day first when told', () => {
    expect(parseDate('03/04/2024', 'dmy')).toBe(d('2024-04-03T00:00:00Z'));
    expect(parseDate('03/04/2024', 'mdy')).toBe(d('2024-03-04T00:00:00Z'));
  });

  it.each(['2024-02-30', '13/13/2024', 'Marketing 2024', 'yesterday', '2024', '12:30'])('refuses %j', (cell) => {
    expect(parseDate(cell)).toBeNull();
  });
});

describe('dayOrderOf', () => {
  it('takes a day above 12 as proof of its position, and defaults to month first', () => {
    expect(dayOrderOf(['01/02/2024', '25/02/2024'])).toBe('dmy');
    expect(dayOrderOf(['01/02/2024', '02/25/2024'])).toBe('mdy');
    expect(dayOrderOf(['01/02/2024'])).toBe('mdy');
  });
});

describe('isMissing and looksLikeValue', () => {
  it('treats the usual placeholders as missing', () => {
    for (const cell of ['', ' ', 'N/A', 'null', '-', 'NaN', '#N/A']) expect(isMissing(cell)).toBe(true);
    expect(isMissing('0')).toBe(false);
  });

  it('knows values from names', () => {
    expect(looksLikeValue('1.234,5')).toBe(true);
    expect(looksLikeValue('2024-01-01')).toBe(true);
    expect(looksLikeValue('revenue')).toBe(false);
  });
});
