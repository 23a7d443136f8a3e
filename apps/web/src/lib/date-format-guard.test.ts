import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One date format everywhere in the web app (issue 35): every date is written by lib/date-text.ts.
// This reads the app's sources and fails on any other way of turning a date into text.
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALLOWED = new Set(['lib/date-text.ts', 'lib/number-text.ts']);

const FORBIDDEN: [RegExp, string][] = [
  [/\.toLocale(Date|Time)?String\(/, 'toLocaleString and friends (dates: lib/date-text; numbers: formatNumber)'],
  [/Intl\.DateTimeFormat\((?!\)\.resolvedOptions\(\))/, 'Intl.DateTimeFormat (only resolvedOptions() is allowed)'],
  [/\.to(ISO|UTC|Date|Time)String\(\)\s*\.(slice|substring|split)\(/, 'a cut ISO or UTC string shown as a date'],
  [/\.to(Date|UTC|Time)String\(\)/, 'toDateString / toUTCString / toTimeString'],
  [/\b(dateStyle|timeStyle)\s*:/, 'dateStyle / timeStyle options'],
  [/\bmonth:\s*'(long|short|narrow|numeric|2-digit)'/, 'month options of a locale formatter'],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one date format in the web app', () => {
  it('formats dates only through lib/date-text.ts', () => {
    const offences: string[] = [];
    for (const file of sources(src)) {
      const rel = path.relative(src, file).split(path.sep).join('/');
      if (ALLOWED.has(rel)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [pattern, what] of FORBIDDEN)
            if (pattern.test(line)) offences.push(`${rel}:${i + 1}: ${what}: ${line.trim()}`);
        });
    }
    expect(offences).toEqual([]);
  });
});
