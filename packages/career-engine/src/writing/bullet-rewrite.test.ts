import { describe, expect, it } from 'vitest';
import { rewriteBullet } from './bullet-rewrite';

describe('rewriteBullet', () => {
  it('replaces a weak opening with a strong verb, keeps the scope and asks for the number', () => {
    const r = rewriteBullet('worked on APIs for the payments team');
    expect(r.rewritten).toMatch(/^Built APIs for the payments team/);
    expect(r.rewritten).toContain('[by how much?]');
    expect(r.rewritten).not.toMatch(/\d/);
    expect(r.short.length).toBeLessThan(r.rewritten.length);
    expect(r.short).toContain('[by how much?]');
  });

  it("keeps the user's own numbers and verb, and adds none", () => {
    const r = rewriteBullet('Responsible for reducing cloud costs by 20% across three product teams');
    expect(r.rewritten).toBe('Reduced cloud costs by 20% across three product teams.');
    expect(r.prompts).toEqual([]);
  });

  it('gives another verb for another variant, and a cross-team prompt for a staff role', () => {
    const a = rewriteBullet('worked on APIs for the payments team');
    const b = rewriteBullet('worked on APIs for the payments team', { variant: 1 });
    expect(b.verb).not.toBe(a.verb);
    const staff = rewriteBullet('worked on APIs for the payments team', { level: 'staff' });
    expect(staff.rewritten).toContain('[which teams or systems?]');
  });

  it('asks for the scope when the bullet names none', () => {
    const r = rewriteBullet('- Helped with the onboarding process');
    expect(r.rewritten).toMatch(/^[A-Z][a-z]+ /);
    expect(r.rewritten).toContain('[for which team or how many users?]');
  });
});
