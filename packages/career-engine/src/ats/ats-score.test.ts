import { describe, expect, it } from 'vitest';
import { getSkillExtractor } from '../skills/extract-skills';
import { analyseResume } from './ats-score';

const NOW = new Date('2026-11-01T00:00:00Z');
const RESUME = `Priya Raman
priya@example.com | +1 555 0100 | linkedin.com/in/priya

Summary
Frontend engineer focused on fast, accessible web apps.

Experience
Senior Frontend Engineer, Lumen Labs
2019 - Present
- Rebuilt the checkout in React and TypeScript, cutting load time by 40%
- Responsible for the design system
- Led a team of 4 engineers shipping weekly releases
Frontend Engineer, Brightside
2016 - 2019
- Built a GraphQL client cache that halved API calls
- Worked on accessibility fixes

Education
BSc Computer Science, University of Leeds
2012 - 2016

Skills
React, TypeScript, GraphQL, Jest`;

const FRONTEND_JOB = `Senior Frontend Engineer
We need 5+ years of experience building web apps with React and TypeScript, GraphQL and Jest.
A bachelor's degree in computer science. Kubernetes experience is a plus.`;

const NURSE_JOB = `Registered Nurse
3+ years of acute care nursing, patient assessment, medication administration and BLS certification.`;

const analyse = (resume: string, job: string) => analyseResume(resume, job, getSkillExtractor(), NOW);

describe('ATS analysis', () => {
  it('explains itself: ten factors that sum to the score, each within its maximum', () => {
    const a = analyse(RESUME, FRONTEND_JOB);
    expect(a.breakdown).toHaveLength(10);
    expect(a.breakdown.reduce((s, f) => s + f.max, 0)).toBe(100);
    expect(Math.abs(a.breakdown.reduce((s, f) => s + f.score, 0) - a.score)).toBeLessThanOrEqual(0.5);
    for (const f of a.breakdown) expect(f.score).toBeLessThanOrEqual(f.max);
    expect(a.skills.requiredFound).toEqual(expect.arrayContaining(['React', 'TypeScript', 'GraphQL']));
    expect(a.skills.preferredMissing).toContain('Kubernetes');
    expect(a.ats_compatibility).toMatch(/^High/);
  });

  it('is deterministic', () => {
    expect(analyse(RESUME, FRONTEND_JOB)).toEqual(analyse(RESUME, FRONTEND_JOB));
  });

  it('scores a better-matching job higher', () => {
    expect(analyse(RESUME, FRONTEND_JOB).score).toBeGreaterThan(analyse(RESUME, NURSE_JOB).score + 20);
  });

  it('scores a resume higher once it shows a missing required skill', () => {
    const job = `Frontend Engineer\nReact, TypeScript and Docker required.`;
    const before = analyse(RESUME, job);
    expect(before.skills.requiredMissing).toContain('Docker');
    const after = analyse(RESUME.replace('Jest', 'Jest, Docker'), job);
    expect(after.score).toBeGreaterThan(before.score);
  });

  it('names the bullets to improve and what to add', () => {
    const a = analyse(RESUME, FRONTEND_JOB);
    expect(a.improvements).toContain(
      'Add a measurable result (%, time, money, users) to "Responsible for the design system".',
    );
    expect(a.improvements.some((i) => i.includes('weak opening') && i.includes('Worked on accessibility fixes'))).toBe(
      true,
    );
    expect(a.strengths.some((s) => s.includes('cutting load time by 40%'))).toBe(true);
    expect(a.analysis).toMatch(/^Your resume scores \d+\/100 for "Senior Frontend Engineer"/);
  });

  it('marks a resume without standard sections as hard to parse', () => {
    const a = analyse('Priya Raman. I like building things with React.', FRONTEND_JOB);
    expect(a.ats_compatibility).toMatch(/^Low/);
    expect(a.score).toBeLessThan(analyse(RESUME, FRONTEND_JOB).score);
  });
});
