import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApplicationDetail, ApplicationStatusResponse, AutoFillResult } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeResume } from '../jobseeker/jobseeker.fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { AUTO_FILLS_PER_MINUTE } from './applications.service';

const FIXTURE = '/work/shared/data/greenhouse-job-board-api-doc-examples/GET_job_by_id_questions_true.jsonc';
/** The documentation's real-shaped job, comments stripped, with a skill question added. */
const job = JSON.parse(readFileSync(FIXTURE, 'utf8').replace(/^\s*\/\/.*$/gm, ''));
job.content = '&lt;p&gt;We build React and TypeScript apps with GraphQL.&lt;/p&gt;';
job.questions.push(
  { required: true, label: 'Email', fields: [{ name: 'email', type: 'input_text' }] },
  {
    required: false,
    label: 'Do you have React experience?',
    fields: [
      {
        name: 'question_3333',
        type: 'multi_value_single_select',
        values: [
          { value: 0, label: 'No' },
          { value: 1, label: 'Yes' },
        ],
      },
    ],
  },
);

/** A question whose long description has an emoji where it is cut (2,000 characters). */
const longQuestionJob = {
  ...job,
  id: 55555,
  questions: [
    {
      required: true,
      label: 'Tell us about a project',
      description: `${'a'.repeat(1999)}\u{1F600} and more`,
      fields: [{ name: 'question_5555', type: 'textarea' }],
    },
  ],
};

const FORM_PAGE = `<!doctype html><html><head><title>Data Analyst - Acme</title>
<meta property="og:site_name" content="Acme Corp"></head><body><h1>Data Analyst</h1><p>SQL and Python.</p>
<form action="/apply"><label for="fn">First name *</label><input id="fn" name="fname" required>
<label>Email address <input type="email" name="contact_email" required></label>
<label for="vis">Visa status</label><select id="vis" name="visa"><option value="">Select…</option><option>Citizen</option><option>Needs sponsorship</option></select>
<textarea name="notes" aria-label="Anything else?"></textarea><input type="hidden" name="csrf" value="x"><button>Send</button></form></body></html>`;

let t: TestApp;
let server: http.Server;
let base: string;
const hits: string[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/v1/boards/acme/jobs/44444?questions=true') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(job));
    }
    if (req.url === '/v1/boards/acme/jobs/55555?questions=true') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(longQuestionJob));
    }
    if (req.url === '/v1/boards/acme') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ name: 'Acme Robotics', content: '' }));
    }
    if (req.url === '/careers/analyst') {
      res.setHeader('content-type', 'text/html');
      return res.end(FORM_PAGE);
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ GREENHOUSE_API_BASE: `http://${base}`, FETCH_ALLOW_HOSTS: base });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => server.close(r));
});

const autoFill = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/ai/auto-fill-application', headers: { cookie }, payload });
const GH_URL = 'https://job-boards.greenhouse.io/acme/jobs/44444';

describe('POST /api/ai/auto-fill-application', () => {
  it('reads a Greenhouse job through the API and fills its questions with evidence', async () => {
    const u = await t.register({ fullName: 'Priya Raman' });
    await storeResume(t, u.cookie);
    const res = await autoFill(u.cookie, { jobUrl: GH_URL });
    expect(res.statusCode, res.body).toBe(200);
    expect(hits).toContain('/v1/boards/acme/jobs/44444?questions=true');
    const out = res.json<AutoFillResult>();
    const by = Object.fromEntries(out.fields.map((f) => [f.fieldId, f]));
    expect(by.first_name).toMatchObject({
      autoFilledValue: 'Priya',
      evidence: 'profile: fullName (first word)',
      flagged: false,
    });
    expect(by.email).toMatchObject({ autoFilledValue: 'priya@example.com', evidence: 'resume: contact.email' });
    expect(by.resume).toMatchObject({ fieldType: 'file', confidence: 1, evidence: 'latest resume version 1' });
    // The apples question: nothing in the resume answers it, so it stays empty and flagged.
    expect(by.question_2222).toMatchObject({ autoFilledValue: '', confidence: 0, flagged: true, fieldType: 'select' });
    expect(by.question_3333).toMatchObject({
      autoFilledValue: 'Yes',
      evidence: 'skills in your profile and resume: React',
    });
    expect(out.personalizedQuestions).toHaveLength(3);
    expect(out.overallConfidence).toBeGreaterThan(0.5);
    expect(out.application).toMatchObject({
      jobTitle: 'Product Engineer',
      company: 'Acme Robotics',
      status: 'pending_input',
    });

    const detail = await t.app.inject({
      url: `/api/ai/applications/${out.application.id}`,
      headers: { cookie: u.cookie },
    });
    expect(detail.statusCode).toBe(200);
    const { receipt } = detail.json<ApplicationDetail>();
    expect(receipt.job).toMatchObject({ title: 'Product Engineer', source: 'greenhouse', url: GH_URL });
    expect(receipt.job.descriptionExcerpt).toContain('React and TypeScript');
    expect(receipt.resumeVersion).toBe(1);
    expect(receipt.answers).toHaveLength(out.fields.length);
    expect(receipt.submission).toMatchObject({ channel: null });
    expect(receipt.submission.note).toMatch(/^Not submitted yet: open the job page with Careerloom for Chrome/);

    const other = await t.register();
    const peek = await t.app.inject({
      url: `/api/ai/applications/${out.application.id}`,
      headers: { cookie: other.cookie },
    });
    expect(peek.statusCode).toBe(404);
  });

  it('cuts a long question description before an emoji, never through it (a 500 once)', async () => {
    const u = await t.register();
    const res = await autoFill(u.cookie, { jobUrl: 'https://job-boards.greenhouse.io/acme/jobs/55555' });
    expect(res.statusCode, res.body).toBe(200);
    const field = res.json<AutoFillResult>().fields.find((f) => f.fieldId === 'question_5555');
    expect(field?.description).toBe('a'.repeat(1999));
  });

  it('refuses a private address that is not allow-listed and stores nothing', async () => {
    const u = await t.register();
    const res = await autoFill(u.cookie, { jobUrl: 'http://127.0.0.1:9/' });
    expect(res.statusCode, res.body).toBe(422);
    const status = await t.app.inject({ url: '/api/ai/application-status', headers: { cookie: u.cookie } });
    expect(status.json<ApplicationStatusResponse>().applications).toEqual([]);
  });

  it('reads an HTML form on an allowed page, and flags what the profile cannot answer', async () => {
    const u = await t.register({ fullName: 'Sam Ortiz' });
    const res = await autoFill(u.cookie, { jobUrl: `http://${base}/careers/analyst` });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json<AutoFillResult>();
    expect(out.fields.map((f) => [f.fieldId, f.fieldName, f.fieldType, f.required])).toEqual([
      ['fname', 'First name', 'text', true],
      ['contact_email', 'Email address', 'email', true],
      ['visa', 'Visa status', 'select', false],
      ['notes', 'Anything else?', 'textarea', false],
    ]);
    expect(out.fields[0]).toMatchObject({ autoFilledValue: 'Sam' });
    expect(out.fields[1]).toMatchObject({ autoFilledValue: u.user.email, evidence: 'profile: email' });
    expect(out.fields[2]).toMatchObject({ autoFilledValue: '', confidence: 0, flagged: true });
    expect(out.application).toMatchObject({ jobTitle: 'Data Analyst', company: 'Acme Corp' });
  });

  it('caps auto-fills per user per minute with 429 and Retry-After; others are unaffected', async () => {
    const u = await t.register();
    for (let i = 0; i < AUTO_FILLS_PER_MINUTE; i++)
      expect((await autoFill(u.cookie, { jobUrl: 'http://127.0.0.1:9/' })).statusCode).toBe(422);
    const limited = await autoFill(u.cookie, { jobUrl: 'http://127.0.0.1:9/' });
    expect(limited.statusCode, limited.body).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await t.register();
    expect((await autoFill(other.cookie, { jobUrl: 'http://127.0.0.1:9/' })).statusCode).toBe(422);
    t.clock.advance(61_000);
    expect((await autoFill(u.cookie, { jobUrl: 'http://127.0.0.1:9/' })).statusCode).toBe(422);
  });

  it('is refused when signed out', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/auto-fill-application',
      payload: { jobUrl: GH_URL },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/ai/application-status', () => {
  it('counts the user’s applications from the table', async () => {
    const u = await t.register({ fullName: 'Priya Raman' });
    await storeResume(t, u.cookie);
    const a = (await autoFill(u.cookie, { jobUrl: GH_URL })).json<AutoFillResult>();
    const b = (await autoFill(u.cookie, { jobUrl: `http://${base}/careers/analyst` })).json<AutoFillResult>();
    const res = await t.app.inject({ url: '/api/ai/application-status', headers: { cookie: u.cookie } });
    const body = res.json<ApplicationStatusResponse>();
    expect(body.stats).toMatchObject({
      totalSubmitted: 0,
      pendingInput: 2,
      averageConfidence: Math.round((a.application.confidence + b.application.confidence) / 2),
    });
    expect(body.stats.lastActivity).not.toBeNull();
    expect(body.applications.map((x) => x.id).sort()).toEqual([a.application.id, b.application.id].sort());
    expect(body.applications.every((x) => x.pendingQuestions >= 1)).toBe(true);
  });
});

describe('application settings', () => {
  it('defaults to 85% and auto-submit off, persists changes and refuses bad values', async () => {
    const u = await t.register();
    const get = () => t.app.inject({ url: '/api/ai/application-settings', headers: { cookie: u.cookie } });
    expect((await get()).json()).toEqual({ threshold: 85, autoSubmit: false });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/ai/application-settings', headers: { cookie: u.cookie }, payload });
    expect((await put({ threshold: 90, autoSubmit: true })).statusCode).toBe(200);
    expect((await put({ threshold: 120 })).statusCode).toBe(400);
    expect((await put({})).statusCode).toBe(400);
    expect((await get()).json()).toEqual({ threshold: 90, autoSubmit: true });
  });
});

describe('cover letter and suggestions', () => {
  it('writes the cover letter for what the user typed, and asks for a resume first', async () => {
    const u = await t.register();
    const payload = {
      jobTitle: 'Platform Engineer',
      companyName: 'Globex',
      jobDescription: 'React and TypeScript at scale.',
    };
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/ai/generate-cover-letter', headers: { cookie: u.cookie }, payload });
    expect((await post()).statusCode).toBe(422);
    await storeResume(t, u.cookie);
    const res = await post();
    expect(res.statusCode, res.body).toBe(200);
    const { coverLetter } = res.json();
    expect(coverLetter).toMatch(/^Dear Globex hiring team,/);
    expect(coverLetter).toContain('the Platform Engineer role at Globex');
  });

  it('grounds every suggestion in the resume and leaves unanswerable questions without a draft', async () => {
    const u = await t.register();
    await storeResume(t, u.cookie);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/suggest-personalized-answers',
      headers: { cookie: u.cookie },
      payload: {
        questions: [
          'What makes you a good fit for this role?',
          'Describe a challenging project.',
          'Do you hold a pilot licence?',
        ],
        jobContext: { company: 'Globex', position: 'Frontend Engineer', description: 'React, TypeScript, Kubernetes' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [fit, project, pilot] = res.json().suggestions;
    expect(fit.suggestedAnswers[0]).toContain('Senior Frontend Engineer at Lumen Labs');
    expect(fit.suggestedAnswers[0]).not.toContain('Kubernetes');
    expect(fit.evidence.join(' ')).toMatch(/React/);
    expect(project.suggestedAnswers[0]).toContain('I rebuilt the checkout in React and TypeScript');
    expect(pilot).toMatchObject({ suggestedAnswers: [], evidence: [] });
    expect(pilot.reasoning).toMatch(/answer it yourself/);
  });
});
