import { describe, expect, it } from 'vitest';
import { draftCoverLetterOpening, draftRecruiterNote } from './outreach-drafts';

describe('outreach drafts', () => {
  it("use the role, the company and the person's own title, and leave every other fact as a prompt", () => {
    const d = draftCoverLetterOpening({ role: 'account executive', company: 'Affirm', currentRole: 'sales associate' });
    expect(d.text).toContain('Affirm');
    expect(d.text).toContain('Account Executive');
    expect(d.text).toContain('a sales associate');
    // no number or achievement of the person's appears unless it is a prompt
    expect(d.text.replace(/\[[^\]]+\]/g, '')).not.toMatch(/\d/);
    expect(d.prompts.length).toBeGreaterThan(0);
  });

  it('ask for what it was not told instead of guessing it', () => {
    const d = draftRecruiterNote({});
    expect(d.text).toContain('[the role]');
    expect(d.text).toContain('[the company]');
    expect(d.text).toContain('[what you do now]');
  });

  it('give another version on request', () => {
    const a = draftRecruiterNote({ role: 'nurse', company: 'Mayo Clinic' }).text;
    const b = draftRecruiterNote({ role: 'nurse', company: 'Mayo Clinic', variant: 1 }).text;
    expect(a).not.toBe(b);
  });
});
