import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One date format (issue 35): a day the server writes into a text a user reads goes through the
// contract's date-text (formatUtcDay, dayText), as the web app's do. Fails on locale formatting of
// dates anywhere in the server's sources (tests and fakes aside).
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('dates in server texts', () => {
  it('are never written by a locale formatter', () => {
    const offences = sources(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\.toLocale(Date|Time)String\(|\.toDateString\(\)|\bdateStyle\s*:/.test(line)
            ? [`${path.relative(src, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(offences).toEqual([]);
  });
});
