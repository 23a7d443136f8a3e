import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from './question-bank/index.js';

/**
 * Measures, without asserting, how much of an independent, openly licensed set of interview
 * questions (../shared/data/interview-questions, MIT) our bank touches. The file is read at test
 * time only: its text must never be copied into the repository.
 */
const SOURCE_FILE = fileURLToPath(
  new URL('../../../../../shared/data/interview-questions/questions.json', import.meta.url),
);

interface SourceQuestion {
  category: string;
  type: string;
  question: string;
}

const STOPWORDS = new Set(
  (
    'a an and are as at be been by can could did do does for from had has have how i if in into is it its me my ' +
    'of on or our so than that the their them then there these they this those to us was we were what when where ' +
    'which while who why will with would you your about some any tell describe explain time give example one ' +
    'more most much very just like also other others way ways thing things know'
  ).split(' '),
);

/** Lower-cased content words with a crude suffix strip, enough for keyword overlap. */
function tokens(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().match(/[a-z][a-z0-9+#]*/g) ?? []) {
    if (raw.length < 3 || STOPWORDS.has(raw)) continue;
    out.add(raw.replace(/(ing|ed|es|s)$/, '') || raw);
  }
  return out;
}

const bankTokens = QUESTION_BANK.map((q) => tokens(`${q.text} ${q.skills.join(' ')}`));

/** A source question is touched when some bank question shares at least two content words and half of the shorter one's. */
function touched(question: string): boolean {
  const mine = tokens(question);
  if (mine.size === 0) return false;
  return bankTokens.some((theirs) => {
    let shared = 0;
    for (const t of mine) if (theirs.has(t)) shared++;
    return shared >= 2 && shared / Math.min(mine.size, theirs.size) >= 0.5;
  });
}

describe.skipIf(!existsSync(SOURCE_FILE))('coverage of the shared interview-question set', () => {
  it('prints how many categories and questions our bank touches', () => {
    const source = JSON.parse(readFileSync(SOURCE_FILE, 'utf8')) as SourceQuestion[];
    expect(Array.isArray(source)).toBe(true);

    const byCategory = new Map<string, { type: string; total: number; hit: number }>();
    let hits = 0;
    for (const item of source) {
      const key = item.category;
      const entry = byCategory.get(key) ?? { type: item.type, total: 0, hit: 0 };
      entry.total++;
      if (touched(item.question)) {
        entry.hit++;
        hits++;
      }
      byCategory.set(key, entry);
    }
    const categoriesTouched = [...byCategory.values()].filter((c) => c.hit > 0).length;
    const lines = [
      `interview-question coverage: ${hits}/${source.length} questions (${Math.round((100 * hits) / source.length)}%) ` +
        `touched; ${categoriesTouched}/${byCategory.size} categories touched`,
      ...[...byCategory.entries()]
        .sort((a, b) => a[1].type.localeCompare(b[1].type) || b[1].total - a[1].total)
        .map(([category, c]) => `  [${c.type}] ${category.slice(0, 70)}: ${c.hit}/${c.total}`),
    ];
    // Printed rather than asserted: the figure tracks the bank's breadth, it is not a pass mark.
    process.stdout.write(`${lines.join('\n')}\n`);
  });
});
