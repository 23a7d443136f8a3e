import { describe, expect, it } from 'vitest';
import { classifyIntent } from '../assistant/embedded/intent';
import { suggestFollowUps } from './chat-follow-ups';

const suggest = (message: string, role?: string) => suggestFollowUps(message, classifyIntent(message), role);

describe('suggestFollowUps', () => {
  it('gives four distinct follow-ups on the topic and where it leads, never the question itself', () => {
    const message = 'How do I answer “Tell me about yourself”?';
    const out = suggest(message);
    expect(out).toHaveLength(4);
    expect(new Set(out).size).toBe(4);
    expect(out).not.toContain('How do I answer “Tell me about yourself”?');
    expect(out.some((s) => /interview|weakness|STAR|time you/i.test(s))).toBe(true);
    // Deterministic for one message.
    expect(suggest(message)).toEqual(out);
  });

  it('follows the topic: salary questions get pay and offer prompts, resume questions resume prompts', () => {
    expect(
      suggest('How do I negotiate a higher salary?').every((s) =>
        /salary|pay|offer|negotiat|stock|RSU|raise|promotion|base/i.test(s),
      ),
    ).toBe(true);
    expect(
      suggest('How long should my resume be?').some((s) => /resume|applicant tracking|keywords|cover letter/i.test(s)),
    ).toBe(true);
    expect(suggest('How long should my resume be?')).not.toContain('How long should my resume be?');
  });

  it('names the role when we know it', () => {
    const role = 'Data Engineer';
    const withRole = ['Which job boards should I use?', 'Where can I find data jobs?', 'How do I find a job?']
      .flatMap((m) => suggest(m, role))
      .filter((s) => s.includes(role));
    expect(withRole.length).toBeGreaterThan(0);
    expect(suggest('Which job boards should I use?')).not.toContain(expect.stringContaining(role));
  });

  it('offers three starters for small talk', () => {
    const out = suggest('hello');
    expect(out).toHaveLength(3);
    expect(out.some((s) => /resume|interview|job boards|referral/i.test(s))).toBe(true);
  });
});
