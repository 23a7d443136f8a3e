import { describe, expect, it } from 'vitest';

// One date format everywhere in the web app (issue 35): every date is written by lib/date-text.ts.
// This reads the app's sources and fails on any other way of turning a date into text.
const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// Keys are relative to this file: lib's own files read './name.ts'.
const ALLOWED = new Set(['./date-text.ts', './number-text.ts']);

const FORBIDDEN: [RegExp, string][] = [
  [/\.toLocale(Date|Time)?String\(/, 'toLocaleString and friends (dates: lib/date-text; numbers: formatNumber)'],
  [/Intl\.DateTimeFormat\((?!\)\.resolvedOptions\(\))/, 'Intl.DateTimeFormat (only resolvedOptions() is allowed)'],
  [/\.to(ISO|UTC|Date|Time)String\(\)\s*\.(slice|substring|split)\(/, 'a cut ISO or UTC string shown as a date'],
  [/\.to(Date|UTC|Time)String\(\)/, 'toDateString / toUTCString / toTimeString'],
  [/\b(dateStyle|timeStyle)\s*:/, 'dateStyle / timeStyle options'],
  [/\bmonth:\s*'(long|short|narrow|numeric|2-digit)'/, 'month options of a locale formatter'],
];

describe('one date format in the web app', () => {
  it('formats dates only through lib/date-text.ts', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    const offences: string[] = [];
    for (const [file, text] of Object.entries(SOURCES)) {
      if (ALLOWED.has(file)) continue;
      text.split('\n').forEach((line, i) => {
        for (const [pattern, what] of FORBIDDEN)
          if (pattern.test(line)) offences.push(`${file}:${i + 1}: ${what}: ${line.trim()}`);
      });
    }
    expect(offences).toEqual([]);
  });
});
