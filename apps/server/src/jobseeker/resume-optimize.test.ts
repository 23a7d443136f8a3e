import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreResume } from '../resumes/resume-score';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/jobseeker/resume/optimize', () => {
  it('is refused to the free tier and answers a job seeker with the explained score', async () => {
    const payload = {
      resumeText: 'Jane Doe\njane@example.com\n\nExperience\nEngineer, Acme\n2020 - Present\n- Built React apps',
      targetJob: 'React Engineer\nReact required',
    };
    const free = await t.register();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/jobseeker/resume/optimize',
      headers: { cookie: free.cookie },
      payload,
    });
    expect(refused.statusCode).toBe(403);
    const js = await t.register({ plan: 'jobseeker' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobseeker/resume/optimize',
      headers: { cookie: js.cookie },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().skills.requiredFound).toContain('React');
    // The same shared scorer as the assistant and the insights: the same number for the same text.
    const shared = scoreResume(
      { resumeText: payload.resumeText, jobText: payload.targetJob },
      t.app.ctx.skills(),
      t.app.ctx.clock(),
    );
    expect(res.json()).toMatchObject({ score: shared.score, jobFingerprint: shared.jobFingerprint, general: false });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/jobseeker/resume/optimize',
      headers: { cookie: js.cookie },
      payload: { resumeText: ' ', targetJob: 'x' },
    });
    expect(empty.json().message).toContain('Please paste your resume text');
  });
});
