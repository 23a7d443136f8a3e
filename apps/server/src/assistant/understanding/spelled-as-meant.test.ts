import { describe, expect, it } from 'vitest';
import { spelledAsMeant } from './spelled-as-meant';

describe('spelledAsMeant', () => {
  it("corrects a request's own words from a near miss", () => {
    expect(spelledAsMeant('write a email to my manger')).toBe('write a email to my manager');
    expect(spelledAsMeant('cover leter for walmart')).toBe('cover letter for walmart');
    expect(spelledAsMeant('follow up on my aplication')).toBe('follow up on my application');
  });

  it('leaves words the guides use, and everything else the person typed', () => {
    expect(spelledAsMeant('the managers letters are offered')).toBe('the managers letters are offered');
    expect(spelledAsMeant('stocked shevles and unloaded trucks')).toBe('stocked shevles and unloaded trucks');
  });
});
