import { describe, expect, it } from 'vitest';
import { rewriteBullet } from './bullet-rewrite';
import { isFirstPersonSummary, rewriteFirstPersonSummary } from './summary-rewrite';

describe('a summary told in the first person', () => {
  it('is written without "I": role and years first, then what the person cares about, in their words', () => {
    const r = rewriteFirstPersonSummary('I have been a teacher for 8 years and I love helping kids learn');
    expect(r.rewritten).toBe(
      'Teacher with 8 years of experience. Passionate about helping kids learn. [one result with a number: what changed because of your work?]',
    );
    expect(r.short).toBe('Teacher with 8 years of experience. Passionate about helping kids learn.');
  });

  it('keeps every fact, in any trade, and invents none', () => {
    expect(
      rewriteFirstPersonSummary('i have 10 years of experience as a line cook and i love working fast').rewritten,
    ).toMatch(/^Line cook with 10 years of experience\. Passionate about working fast\./);
    const nurse = rewriteFirstPersonSummary(
      'I am a registered nurse with 5 years in the ICU. I am good at staying calm under pressure and I want to move into nurse education',
    ).rewritten;
    expect(nurse).toMatch(
      /^Registered nurse with 5 years in the ICU\. Skilled at staying calm under pressure\. Aiming to move into nurse education\./,
    );
    expect(nurse).not.toMatch(/\bI\b/);
  });

  it('is told apart from a bullet of work done', () => {
    expect(isFirstPersonSummary("I'm a hard worker and I have experience in bookkeeping")).toBe(true);
    expect(isFirstPersonSummary('I managed a team of 5 cooks')).toBe(false);
    expect(isFirstPersonSummary('cared for patients on a busy ward')).toBe(false);
  });

  it('is what the bullet rewrite gives for such a text, instead of a verb before "I have been"', () => {
    const r = rewriteBullet('I have been a teacher for 8 years and I love helping kids learn');
    expect(r.rewritten).toMatch(/^Teacher with 8 years of experience\./);
    expect(r.rewritten).not.toMatch(/Delivered|i have been/i);
  });
});
