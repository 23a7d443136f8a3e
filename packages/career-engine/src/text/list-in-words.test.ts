import { describe, expect, it } from 'vitest';
import { listInWords } from './list-in-words';

describe('listInWords', () => {
  it('says a list as a sentence does', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['a'])).toBe('a');
    expect(listInWords(['a', 'b'])).toBe('a and b');
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listInWords(['SQL', 'Excel'], 'or')).toBe('SQL or Excel');
  });
});
