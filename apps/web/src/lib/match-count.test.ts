import { describe, expect, it } from 'vitest';
import { formatMatchCount } from './match-count';

describe('formatMatchCount', () => {
  it('groups thousands and marks the capped count', () => {
    expect(formatMatchCount(0)).toBe('0');
    expect(formatMatchCount(9_999)).toBe('9,999');
    expect(formatMatchCount(10_000)).toBe('10,000+');
  });
});
