import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema';
import { profileOf } from './free-chat.service';
import { paidFeatureAsked, upgradeSuggestion } from './upgrade-suggestion';

const NOW = new Date('2025-03-31T22:15:00Z');
const quota = (dailyUsed: number, monthlyUsed = dailyUsed) => ({
  dailyUsed,
  dailyLimit: 25,
  monthlyUsed,
  monthlyLimit: 500,
});

describe('paidFeatureAsked', () => {
  it.each([
    ['Can you write a cover letter for a marketing job?', 'cover_letter'],
    ['Please review my resume and tell me if it passes ATS', 'resume_optimization'],
    ['Can you optimize my resume for a product manager role?', 'resume_optimization'],
    ['How do ATS systems read keywords?', 'resume_optimization'],
    ['How do I prepare for a behavioural interview at Google?', 'interview_prep'],
    ['Find me some remote data analyst jobs', 'job_search'],
    ['I want to apply to 50 jobs this week', 'job_search'],
    ['Can you auto-apply for me?', 'job_search'],
    ['How long should my resume be?', null],
    ['How do I negotiate a higher salary?', null],
    ['What are the best job boards?', null],
    ['Hello!', null],
  ])('%j -> %s', (message, feature) => {
    expect(paidFeatureAsked(message)).toBe(feature);
  });
});

describe('upgradeSuggestion', () => {
  it('is never given to job seekers and above', () => {
    expect(
      upgradeSuggestion({ message: 'Write my cover letter', kind: 'paid', quota: quota(0), now: NOW }),
    ).toBeUndefined();
  });

  it('starts at 80% of the daily allowance', () => {
    expect(upgradeSuggestion({ message: 'Hi', kind: 'free', quota: quota(19), now: NOW })).toBeUndefined();
    expect(upgradeSuggestion({ message: 'Hi', kind: 'free', quota: quota(20), now: NOW })).toBe(
      'You have 5 of 25 free questions left today; they reset at midnight UTC (in 1 h 45 min). Job Seeker ($12/month) has no daily limit.',
    );
  });

  it('warns about the month when it is the tighter allowance', () => {
    expect(upgradeSuggestion({ message: 'Hi', kind: 'free', quota: quota(3, 497), now: NOW })).toBe(
      'You have 3 of 500 free questions left this month; they reset on Apr 1, 2025 (UTC). Job Seeker ($12/month) has no daily limit.',
    );
    // Both near their end: the one with fewer left.
    expect(upgradeSuggestion({ message: 'Hi', kind: 'free', quota: quota(24, 450), now: NOW })).toMatch(
      /^You have 1 of 25 free questions left today/,
    );
  });

  it('joins a feature and a usage warning', () => {
    expect(
      upgradeSuggestion({
        message: 'Prepare me for my interview',
        kind: 'guest',
        quota: { dailyUsed: 10, dailyLimit: 10, monthlyUsed: 10, monthlyLimit: 100 },
        now: NOW,
      }),
    ).toBe(
      'Interview preparation with questions for your role and company is part of Job Seeker ($12/month). Sign up with the Job Seeker plan to try it free for 14 days. That was the last of your 10 guest questions today; they reset at midnight UTC (in 1 h 45 min). Sign up free for 25 questions a day.',
    );
  });
});

describe('profileOf', () => {
  it("gives the engine the account's role, location and skills", () => {
    const user = {
      role: 'jobseeker',
      location: 'Berlin, Germany',
      skills: ['TypeScript', 'React', 'SQL'],
    } as unknown as UserRow;
    expect(profileOf(user)).toEqual({
      role: 'job seeker',
      location: 'Berlin, Germany',
      experience: 'Skills: TypeScript, React, SQL',
    });
    expect(profileOf({ role: 'recruiter', location: '', skills: [] } as unknown as UserRow)).toEqual({
      role: 'recruiter',
    });
  });
});
