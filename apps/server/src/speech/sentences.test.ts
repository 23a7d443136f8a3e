import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

const squash = (s: string) => s.replace(/\s+/g, '');

describe('splitSentences', () => {
  it('cuts after terminal punctuation and line breaks, keeping the punctuation', () => {
    expect(
      splitSentences(
        'Lead with your strongest result. Then show the numbers behind it! Would a recruiter read on?\nNext, the summary line at the top.',
      ),
    ).toEqual([
      'Lead with your strongest result.',
      'Then show the numbers behind it!',
      'Would a recruiter read on?',
      'Next, the summary line at the top.',
    ]);
  });

  it('does not cut after abbreviations, initials, list numbers or decimals', () => {
    expect(
      splitSentences(
        'Ask Dr. Lee, e.g. about the 2.5 day plan from J. Smith. Steps:\n1. Update the resume first.\n2. Apply to the role today.',
      ),
    ).toEqual([
      'Ask Dr. Lee, e.g. about the 2.5 day plan from J. Smith.',
      'Steps: 1. Update the resume first.',
      '2. Apply to the role today.',
    ]);
  });

  it('joins short pieces to the next, and a short tail to the piece before it', () => {
    expect(splitSentences('Hi. Ok. Here is the longer explanation you asked for. Bye.')).toEqual([
      'Hi. Ok. Here is the longer explanation you asked for. Bye.',
    ]);
    expect(splitSentences('Sure.')).toEqual(['Sure.']);
    expect(splitSentences('  \n ')).toEqual([]);
  });

  it('cuts a very long sentence at clause boundaries', () => {
    const clause = 'and then you list the result you achieved with the team';
    const long = `${Array.from({ length: 12 }, () => clause).join(', ')}.`;
    const pieces = splitSentences(long);
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect(p.length).toBeLessThanOrEqual(280);
    expect(pieces[0]?.endsWith(',')).toBe(true);
  });

  it('never drops or reorders a character other than whitespace, and never splits a surrogate pair', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', 'b', ' ', '.', '!', '\n', ',', '😀', 'e.g.', '1.', 'Dr.'),
          maxLength: 900,
        }),
        (text) => {
          const pieces = splitSentences(text);
          expect(squash(pieces.join(''))).toBe(squash(text));
          for (const p of pieces) {
            expect(p).toBe(p.trim());
            expect(p.length).toBeGreaterThan(0);
            expect(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(p)).toBe(false);
          }
        },
      ),
    );
  });
});
