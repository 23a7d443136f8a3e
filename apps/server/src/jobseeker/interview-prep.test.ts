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
    const asks = answer.questions.filter((q) => q.kind === 'questions-to-ask');
    expect(asks.length).toBeGreaterThan(0);
    for (const q of answer.questions.filter((q) => q.kind !== 'questions-to-ask'))
      expect(q.goodAnswerCovers.length).toBeGreaterThanOrEqual(3);
    // The candidate asks these: what to listen for in the answer, no answer guidance (issue 35).
    for (const q of asks) {
      expect(q.goodAnswerCovers).toEqual([]);
      expect(q.listenFor?.length).toBeGreaterThanOrEqual(3);
    }
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
    expect(guide).toContain('your most recent role, as a senior frontend engineer at Lumen Labs:');
    expect(guide).toMatch(/your resume shows: [^\n]*React/);
    expect(guide).toMatch(/does not mention: [^\n]*Kubernetes/);
  });

  it("names only the skills the posting asks for, not its company blurb's", async () => {
    const js = await t.register({ plan: 'jobseeker' });
    await storeResume(t, js.cookie);
    const guide = (
      await prep(js.cookie, {
        ...body,
        jobDescription:
          'About us\nWe build provider copilots and integrate with Salesforce and Epic for hospitals.\n\nRequirements\n- React and TypeScript\n- Kubernetes',
      })
    ).json<InterviewPrepResponse>().guide;
    expect(guide).toMatch(/does not mention: [^\n]*Kubernetes/);
    expect(guide).not.toMatch(/Salesforce|Copilot/);
  });

  it('asks for a story for a soft trait the posting wants, not to "get up to speed" on it', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    await storeResume(t, js.cookie);
    const guide = (
      await prep(js.cookie, {
        ...body,
        jobDescription: 'Requirements\n- React and Kubernetes\n- Curiosity and a willingness to learn',
      })
    ).json<InterviewPrepResponse>().guide;
    expect(guide).toMatch(/does not mention: Kubernetes\./);
    expect(guide).toContain('It also asks for curiosity');
    expect(guide).toMatch(/have a short story ready that shows (it|each)\./);
  });

  // Issue 35 walkthrough: "about 20 years ... frame your answers at that level" beside "At mid level, show ownership".
  it('for many more years than the role asks, says to be ready to explain why, not to frame answers at them', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    await storeResume(
      t,
      js.cookie,
      `Dana Cole
dana@example.com

Experience
Controller, Harbor Foods, Jan 2004 - Present
- Closed the books each month for 12 entities and cut the close from 10 to 6 days.
Staff Accountant, Bay Credit Union, Jan 2000 - Dec 2003
- Reconciled 40 general ledger accounts each month.

Skills
Excel, GAAP, Reconciliations`,
    );
    const res = await prep(js.cookie, {
      jobRole: 'Staff Accountant',
      companyInfo: { name: 'Commure' },
      jobDescription: 'Reconcile accounts, support the month-end close and prepare journal entries under GAAP.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<InterviewPrepResponse>();
    expect(answer.guide).toMatch(/more than a mid-level role usually asks: be ready to say why this role/);
    expect(answer.guide).not.toMatch(/frame your answers at that level/);
    expect(answer.preparation_tips.join(' ')).toMatch(/At mid level/);
  });

  it('needs both the role and the company', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const res = await prep(js.cookie, { jobRole: 'Engineer', companyInfo: { name: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please provide target role and company name');
  });
});
