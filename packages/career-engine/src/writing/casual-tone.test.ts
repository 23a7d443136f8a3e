import { describe, expect, it } from 'vitest';
import { inCasualTone } from './casual-tone';
import { draftCoverLetter, draftResignationLetter, draftWorkplaceEmail } from './outreach-drafts';

describe('a drafted message in a less formal voice', () => {
  it('greets, thanks and signs off as people do, with contractions', () => {
    expect(
      inCasualTone(
        'Dear Maria, thank you very much for the offer. After careful thought, I have decided not to accept it. I would be glad to stay in touch. Best regards, [your name]',
      ),
    ).toBe(
      "Hi Maria, thanks so much for the offer. After a lot of thought, I've decided not to accept it. I'd be happy to stay in touch. Thanks, [your name]",
    );
  });

  it('says "won\'t", never "I\'ll not"', () => {
    expect(inCasualTone('It was a difficult decision, but I will not be accepting the offer.')).toBe(
      "It was a difficult decision, but I won't be accepting the offer.",
    );
  });

  it('leaves every [prompt] exactly as it was', () => {
    const text = 'I am available [I am free on Mondays: do not guess] and would welcome the chance to talk.';
    expect(inCasualTone(text)).toBe("I'm available [I am free on Mondays: do not guess] and would love to chat.");
  });

  it("keeps every fact of the person's draft: role, employer, names and dates", () => {
    const formal = draftWorkplaceEmail({ kind: 'decline_offer', role: 'pharmacist', company: 'Walgreens', to: 'Dana' });
    const casual = draftWorkplaceEmail({
      kind: 'decline_offer',
      role: 'pharmacist',
      company: 'Walgreens',
      to: 'Dana',
      tone: 'casual',
    });
    expect(casual.text).not.toBe(formal.text);
    for (const fact of ['Pharmacist', 'Walgreens', 'Dana']) expect(casual.text).toContain(fact);
    expect(casual.text).not.toMatch(/\bDear\b|Best regards/);
    expect(casual.prompts).toEqual(formal.prompts);
    const letter = draftCoverLetter({
      role: 'cashier',
      company: 'Target',
      experience: '2 years of retail',
      tone: 'casual',
    });
    expect(letter.text).toMatch(/^Hi Target team,/);
    expect(letter.text).toContain('2 years of retail');
    expect(letter.text).toMatch(/Thanks for your time,\n\[your name\]$/);
    const notice = draftResignationLetter({ lastDay: 'Friday', manager: 'Sam', tone: 'casual' });
    expect(notice.text).toContain("Hi Sam, I wanted to let you know that I'm leaving my position");
    expect(notice.text).toContain('Friday');
  });

  it('writes the same draft twice over the same way', () => {
    const once = draftCoverLetter({ role: 'cashier', tone: 'casual' }).text;
    expect(inCasualTone(once)).toBe(once);
  });
});
