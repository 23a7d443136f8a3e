import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate';

describe('truncateText', () => {
  it('cuts at the length asked, never inside a surrogate pair', () => {
    expect(truncateText('abcdef', 3)).toBe('abc');
    expect(truncateText('abc', 10)).toBe('abc');
    expect(truncateText('abc', 0)).toBe('');
    // '💥' is two UTF-16 units: a cut after its first would leave half of it.
    expect(truncateText('💥💥💥', 3)).toBe('💥');
    expect(truncateText('💥💥💥', 4)).toBe('💥💥');
    expect(truncateText('a💥', 2)).toBe('a');
    for (let max = 0; max < 12; max++) expect(truncateText('x💥y💥💥z', max)).not.toMatch(/[\ud800-\udbff]$/);
  });
});
