import type { CoverLetterResponse } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(letter).toContain('Senior Frontend Engineer at Lumen Labs');
    expect(letter).toContain('I rebuilt the checkout in React and TypeScript, cutting load time by 40%.');
    expect(letter).toMatch(/Sincerely,\nPriya Raman$/);
    expect(letter).not.toMatch(/[[\]{}<>]|undefined|null/);
    // Kubernetes is asked for but not in the resume: the letter does not claim it, a tip says so.
    expect(letter).not.toContain('Kubernetes');
    expect(tips.join(' ')).toMatch(/Kubernetes, which your resume does not show/);
  });

  it('needs the job description and the company name', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const res = await write(js.cookie, { jobDescription: '  ', companyInfo: { name: 'X' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please provide job description and company name');
  });
});
