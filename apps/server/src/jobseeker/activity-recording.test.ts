import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildResumeModel, type JsonResume, renderSingleColumnPdf } from '@careerloom/career-engine/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityService } from '../activity/activity.service';
import { createTestApp, type TestApp } from '../test/test-app';
import { SAMPLE_RESUME, storeResume } from './jobseeker.fixtures';

// Shared data is read in place (never copied into the repo), as /work/shared/data/README.md asks.
const EXAMPLE = join(
  import.meta.dirname,
  '../../../../../shared/data/jsonresume-examples/resumes/new-grad.resume.json',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const recent = (userId: number) => activityService(t.app.ctx).recent(userId);

describe('the job seeker features record what they did in the activity log', () => {
  it('records a pasted resume with its size in bytes', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    expect((await storeResume(t, js.cookie)).statusCode).toBe(201);
    const [event] = await recent(js.user.id);
    expect(event).toMatchObject({ kind: 'resume_uploaded', summary: 'Resume version 1 pasted' });
    const totals = await activityService(t.app.ctx).totals(js.user.id);
    expect(totals.resume_uploaded?.detail.bytes).toBe(Buffer.byteLength(SAMPLE_RESUME));
  });

  it("records an uploaded PDF with the file's size, not the extracted text's", async () => {
    const js = await t.register();
    const pdf = await renderSingleColumnPdf(
      buildResumeModel(JSON.parse(readFileSync(EXAMPLE, 'utf8')) as JsonResume, 0),
    );
    const boundary = '----careerloomActivity';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(pdf),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resumes',
      headers: { cookie: js.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [event] = await recent(js.user.id);
    expect(event).toMatchObject({ kind: 'resume_uploaded', summary: 'Resume version 1 uploaded as PDF' });
    expect((await activityService(t.app.ctx).totals(js.user.id)).resume_uploaded?.detail.bytes).toBe(pdf.length);
  });

  it('records an ATS analysis with its score', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const res = await post('/api/jobseeker/resume/optimize', js.cookie, {
      resumeText: SAMPLE_RESUME,
      targetJob: 'Frontend Engineer\nReact, TypeScript and GraphQL required.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const score = res.json<{ score: number }>().score;
    const [event] = await recent(js.user.id);
    expect(event).toMatchObject({
      kind: 'resume_analysed',
      summary: `Resume scored ${score}/100 against “Frontend Engineer”`,
    });
    expect((await activityService(t.app.ctx).totals(js.user.id)).resume_analysed?.detail.score).toBe(score);
  });

  it('records a cover letter, and nothing when the letter could not be written', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const body = { jobDescription: 'Frontend Engineer\nBuild our React app.', companyInfo: { name: 'Northwind' } };
    expect((await post('/api/jobseeker/cover-letter', js.cookie, body)).statusCode).toBe(422);
    expect(await recent(js.user.id)).toEqual([]);
    await storeResume(t, js.cookie);
    expect((await post('/api/jobseeker/cover-letter', js.cookie, body)).statusCode).toBe(200);
    const [event] = await recent(js.user.id);
    expect(event).toMatchObject({
      kind: 'cover_letter',
      summary: 'Cover letter written for Frontend Engineer at Northwind',
    });
  });

  it('records interview preparation with the number of questions', async () => {
    const js = await t.register({ plan: 'jobseeker' });
    const res = await post('/api/jobseeker/interview-prep', js.cookie, {
      jobRole: 'Data Engineer',
      companyInfo: { name: 'Contoso' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const count = res.json<{ questions: unknown[] }>().questions.length;
    const [event] = await recent(js.user.id);
    expect(event).toMatchObject({
      kind: 'interview_prep',
      summary: `Interview prep for Data Engineer at Contoso: ${count} questions`,
    });
    expect((await activityService(t.app.ctx).totals(js.user.id)).interview_prep?.detail.questions).toBe(count);
  });

  it('records nothing for a refused request', async () => {
    const free = await t.register();
    expect(
      (await post('/api/jobseeker/interview-prep', free.cookie, { jobRole: 'X', companyInfo: { name: 'Y' } }))
        .statusCode,
    ).toBe(403);
    expect(await recent(free.user.id)).toEqual([]);
  });
});
