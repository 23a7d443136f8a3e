import type { CoverLetterResponse } from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { storeResume } from './jobseeker.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JOB = `Staff Frontend Engineer
We are looking for an engineer to lead our React and TypeScript design system, improve web performance
and work with Kubernetes-based preview environments.`;

const write = (cookie: string, payload: unknown = { jobDescription: JOB, companyInfo: { name: 'Northwind' } }) =>
  t.app.inject({ method: 'POST', url: '/api/jobseeker/cover-letter', headers: { cookie }, payload: payload as object });

describe('POST /api/jobseeker/cover-letter', () => {
  it('is refused to the free tier', async () => {
    expect((await write((await t.register()).cookie)).statusCode).toBe(403);
  });

  it('asks for a resume first rather than inventing experience', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const res = await write(js.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Add your resume first/);
  });

  it('writes from the resume and the job: real roles and results, the company, no placeholders', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    await storeResume(t, js.cookie);
    const res = await write(js.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { cover_letter: letter, customization_tips: tips } = res.json<CoverLetterResponse>();
    expect(letter).toMatch(/^Dear Northwind hiring team,/);
    expect(letter).toContain('the Staff Frontend Engineer role at Northwind');
    expect(letter).toContain('I currently work as a senior frontend engineer at Lumen Labs');
    expect(letter).toContain('Your description asks for React and TypeScript, both of which');
    expect(letter).toContain('I rebuilt the checkout in React and TypeScript, cutting load time by 40%.');
    expect(letter).toMatch(/Sincerely,\nPriya Raman$/);
    expect(letter).not.toMatch(/[[\]{}<>]|undefined|null/);
    // Kubernetes is asked for but not in the resume: the letter does not claim it, a tip says so.
    expect(letter).not.toContain('Kubernetes');
    expect(tips.join(' ')).toMatch(/asks for .*Kubernetes, which your resume does not show/);
  });

  // Issue 35: a two-column PDF whose name line was not read, an employer line with its place,
  // and a posting whose company blurb names products ("provider copilots") it does not ask for.
  const UNNAMED_RESUME = `jordan.lee@example.com

Experience
Software Engineer (Front-End)
Google, Mountain View, CA, USA
Jan 2020 - Present
- Built the search results page in React, cutting load time by 30%
- Authentication/Authorization (Spring Security)
- Working with MongoDB and TypeScript

Web Developer
Acme Corp, Berlin, Germany
2016 - 2019
- Built the search results page in React, cutting load time by 30%

Skills
React, TypeScript`;
  const POSTING = `Senior Frontend Engineer
About us
Our growing suite of AI solutions spans ambient AI clinical documentation, provider copilots, autonomous coding, revenue cycle management and more.

Requirements
- 5+ years of experience with React and TypeScript
- Experience with GraphQL`;

  it('is signed with the account name when the resume has none, and names the role as a person writes it', async () => {
    const js = await t.register({ plan: 'jobseeker', fullName: 'Jordan Lee' });
    await storeResume(t, js.cookie, UNNAMED_RESUME);
    const res = await write(js.cookie, { jobDescription: POSTING, companyInfo: { name: 'Abridge' } });
    expect(res.statusCode, res.body).toBe(200);
    const { cover_letter: letter, customization_tips: tips } = res.json<CoverLetterResponse>();
    expect(letter).toMatch(/Sincerely,\nJordan Lee$/);
    expect(letter).toContain('I currently work as a front-end software engineer at Google');
    expect(letter).not.toContain('Mountain View');
    expect(letter).not.toContain('Software Engineer (Front-End)');
    // Only bullets that say what the person did become "I ..." sentences (a real DOCX had
    // "I authentication/Authorization" and "I working with").
    expect(letter).toContain('I built the search results page in React');
    expect(letter).not.toMatch(/I authentication|I working/i);
    // A bullet the resume repeats under two roles is told once.
    expect(letter.split('I built the search results page').length).toBe(2);
    // Tips name only what the posting asks for: GraphQL, not GitHub Copilot or revenue cycle management.
    expect(tips.join(' ')).toMatch(/asks for GraphQL, which your resume does not show/);
    expect(tips.join(' ')).not.toMatch(/Copilot|revenue cycle/i);
  });

  it('leaves a [Your name] prompt, and says so, when no name is known', async () => {
    const js = await t.register({ plan: 'jobseeker', fullName: 'Jordan Lee' });
    // An account from before full names were required.
    await t.db.update(users).set({ fullName: '' }).where(eq(users.id, js.user.id));
    await storeResume(t, js.cookie, UNNAMED_RESUME);
    const res = await write(js.cookie, { jobDescription: POSTING, companyInfo: { name: 'Abridge' } });
    const { cover_letter: letter, customization_tips: tips } = res.json<CoverLetterResponse>();
    expect(letter).toMatch(/Sincerely,\n\[Your name\]$/);
    expect(tips.join(' ')).toContain('in place of [Your name]');
  });

  it('needs the job description and the company name', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const res = await write(js.cookie, { jobDescription: '  ', companyInfo: { name: 'X' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please provide job description and company name');
  });
});
