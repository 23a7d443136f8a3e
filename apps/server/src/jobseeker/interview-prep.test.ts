import type { InterviewPrepResponse } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { storeResume } from './jobseeker.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = {
  jobRole: 'Senior Frontend Engineer',
  companyInfo: { name: 'Northwind' },
  jobDescription: 'You will build our design system in React and TypeScript and own web performance with Kubernetes.',
};

const prep = (cookie: string, payload: unknown = body) =>
  t.app.inject({
    method: 'POST',
    url: '/api/jobseeker/interview-prep',
    headers: { cookie },
    payload: payload as object,
  });

describe('POST /api/jobseeker/interview-prep', () => {
  it('is refused to the free tier with 403 and a clear message (rulings: tiers on the server)', async () => {
    const free = await t.register();
    const res = await prep(free.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Interview preparation is part of the Job Seeker plan. Upgrade to use it.');
  });

  it('gives a job seeker role- and company-specific questions with what good answers cover', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const res = await prep(js.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<InterviewPrepResponse>();
    const kinds = new Set(answer.questions.map((q) => q.kind));
    for (const kind of ['behavioral', 'technical', 'situational', 'company-fit']) expect(kinds).toContain(kind);
    expect(answer.questions.some((q) => q.skills.includes('React'))).toBe(true);
    expect(answer.questions.every((q) => q.goodAnswerCovers.length >= 3)).toBe(true);
    expect(JSON.stringify(answer)).not.toMatch(/[{}]\w|\{company\}/);
    expect(answer.questions.some((q) => q.question.includes('Northwind'))).toBe(true);
    expect(answer.preparation_tips.some((tip) => tip.includes('Northwind'))).toBe(true);
    expect(answer.guide).toMatch(/Add your resume/);
    // The same request gives the same preparation.
    expect((await prep(js.cookie)).json()).toEqual(answer);
  });

  it("grounds the guide in the user's latest resume: recent role, shown skills and gaps", async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const stored = await storeResume(t, js.cookie);
    // The resume's canonical skills come from the taxonomy.
    expect(stored.json().skills).toEqual(expect.arrayContaining(['React', 'TypeScript', 'GraphQL']));
    const guide = (await prep(js.cookie)).json<InterviewPrepResponse>().guide;
    expect(guide).toContain('Senior Frontend Engineer at Lumen Labs');
    expect(guide).toMatch(/your resume shows: [^\n]*React/);
    expect(guide).toMatch(/does not mention: [^\n]*Kubernetes/);
  });

  it('needs both the role and the company', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const res = await prep(js.cookie, { jobRole: 'Engineer', companyInfo: { name: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please provide target role and company name');
  });
});
