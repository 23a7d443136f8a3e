import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildResumeModel, type JsonResume, renderSingleColumnPdf } from '@careerloom/career-engine/testing';
import type {
  AccessLog,
  ApplicationDetail,
  ApplicationStatusResponse,
  AutoFillResult,
  CreatedExtensionToken,
  DeviceComprehensive,
  ExtensionSession,
} from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Registered, type TestApp } from '../test/test-app';

const EXAMPLE = join(
  import.meta.dirname,
  '../../../../../shared/data/jsonresume-examples/resumes/senior-engineer.resume.json',
);
const example = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as JsonResume;
const EXTENSION_ORIGIN = `chrome-extension://${'a'.repeat(32)}`;

/** A job page as the extension sends it: JSON-LD names the company, the form has four fields. */
const PAGE = `<!doctype html><html><head><title>Job Application for Platform Engineer at Acme</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Platform Engineer","hiringOrganization":{"@type":"Organization","name":"Acme Robotics"}}</script>
</head><body><h1>Platform Engineer</h1><p>We run Kubernetes and TypeScript services.</p>
<form id="application-form"><label for="first_name">First Name *</label><input id="first_name" name="first_name" required>
<label for="last_name">Last Name *</label><input id="last_name" name="last_name" required>
<label for="email">Email *</label><input id="email" name="email" type="email" required>
<label for="resume">Resume</label><input id="resume" name="resume" type="file"></form></body></html>`;
const PAGE_URL = 'https://job-boards.greenhouse.io/acme/jobs/4001';

let t: TestApp;
let me: Registered;
let token: CreatedExtensionToken;
const bearer = (value = token.token) => ({ authorization: `Bearer ${value}`, origin: EXTENSION_ORIGIN });

beforeAll(async () => {
  t = await createTestApp();
  me = await t.register({ fullName: example.basics?.name ?? 'Alex Doe' });
  const model = buildResumeModel(example, 1);
  const pdf = Buffer.from(await renderSingleColumnPdf(model));
  const boundary = '----careerloomtest';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/resumes',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: me.cookie },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="alex.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/extension/tokens',
    headers: { cookie: me.cookie },
    payload: { name: 'Work laptop' },
  });
  expect(created.statusCode, created.body).toBe(201);
  token = created.json();
});
afterAll(() => t.close());

const fill = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai/auto-fill-application',
    headers,
    payload: { jobUrl: PAGE_URL, pageHtml: PAGE },
  });

describe('extension pairing tokens', () => {
  it('shows the token once, lists it without the secret and records its last use', async () => {
    expect(token.token).toMatch(/^clx_[A-Za-z0-9_-]{43}$/);
    const session = await t.app.inject({ method: 'GET', url: '/api/extension/session', headers: bearer() });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.headers['access-control-allow-origin']).toBe(EXTENSION_ORIGIN);
    const body = session.json<ExtensionSession>();
    expect(body.user.email).toBe(me.email);
    expect(body.settings).toEqual({ threshold: 85, autoSubmit: false });
    expect(body.resumeFile).toMatchObject({ filename: 'alex.pdf', contentType: 'application/pdf' });
    const list = await t.app.inject({ method: 'GET', url: '/api/extension/tokens', headers: { cookie: me.cookie } });
    expect(list.body).not.toContain(token.token);
    expect(list.json().tokens).toEqual([
      expect.objectContaining({ id: token.id, name: 'Work laptop', lastUsedAt: expect.any(String) }),
    ]);
  });

  it('works on the extension routes only', async () => {
    for (const [method, url] of [
      ['GET', '/api/user'],
      ['GET', '/api/ai/application-status'],
      ['GET', '/api/extension/tokens'],
      ['GET', '/api/privacy/export'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token.token}` } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    // A token may not create more tokens, even from the extension's origin.
    const minted = await t.app.inject({
      method: 'POST',
      url: '/api/extension/tokens',
      headers: bearer(),
      payload: { name: 'x' },
    });
    expect([401, 403]).toContain(minted.statusCode);
  });

  it('answers the extension preflight only for routes that accept the token', async () => {
    const preflight = (url: string, origin = EXTENSION_ORIGIN) =>
      t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const ok = await preflight('/api/ai/applications/12/submitted');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(EXTENSION_ORIGIN);
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    expect((await preflight('/api/user/password')).statusCode).toBe(404);
    expect((await preflight('/api/ai/auto-fill-application', 'https://evil.example')).statusCode).toBe(404);
  });

  it('writes every use to the access log', async () => {
    const logs = await t.app.inject({ method: 'GET', url: '/api/privacy/access-logs', headers: { cookie: me.cookie } });
    const entries = logs.json<{ logs?: AccessLog[] } | AccessLog[]>();
    const list = Array.isArray(entries) ? entries : (entries.logs ?? []);
    expect(list.some((l) => l.purpose.startsWith('Careerloom for Chrome (Work laptop)'))).toBe(true);
  });

  it('serves the stored resume file to attach', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/extension/resume-file', headers: bearer() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a token from another user the access to this user data and lets only its owner revoke it', async () => {
    const other = await t.register();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/extension/tokens/${token.id}`,
      headers: { cookie: other.cookie },
    });
    expect(del.statusCode).toBe(404);
  });
});

describe('applications submitted from the browser', () => {
  it('fills from the page the browser sent and names the company from its structured data', async () => {
    const res = await fill(bearer());
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<AutoFillResult>();
    expect(result.application).toMatchObject({ company: 'Acme Robotics', status: 'pending_input' });
    expect(result.fields.find((f) => f.fieldId === 'email')?.autoFilledValue).toBe(example.basics?.email);
  });

  it('records a submission by the user with the time and page in the receipt and the timeline', async () => {
    const { application } = (await fill(bearer())).json<AutoFillResult>();
    const submit = (by: 'user' | 'auto') =>
      t.app.inject({
        method: 'POST',
        url: `/api/ai/applications/${application.id}/submitted`,
        headers: bearer(),
        payload: { by, pageUrl: `${PAGE_URL}/apply` },
      });
    const res = await submit('user');
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<ApplicationDetail>();
    expect(detail.status).toBe('submitted');
    expect(detail.submittedAt).not.toBeNull();
    expect(detail.receipt.submission).toMatchObject({ channel: 'extension', by: 'user', pageUrl: `${PAGE_URL}/apply` });
    expect(detail.timeline.map((s) => [s.status, s.source])).toEqual([
      ['pending_input', 'assistant'],
      ['submitted', 'extension'],
    ]);
    // Reporting it again changes nothing.
    expect((await submit('user')).json<ApplicationDetail>().timeline).toHaveLength(2);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/ai/application-status',
      headers: { cookie: me.cookie },
    });
    expect(status.json<ApplicationStatusResponse>().stats).toMatchObject({ userSubmitted: 1, totalSubmitted: 0 });
  });

  it('accepts an auto-submission only when the user allowed it for these answers', async () => {
    const { application } = (await fill(bearer())).json<AutoFillResult>();
    const submitAuto = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/ai/applications/${application.id}/submitted`,
        headers: bearer(),
        payload: { by: 'auto', pageUrl: PAGE_URL },
      });
    const off = await submitAuto();
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Auto-submit is off in your settings');
    const settings = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/ai/application-settings', headers: { cookie: me.cookie }, payload });
    await settings({ autoSubmit: true, threshold: 100 });
    const high = await submitAuto();
    expect(high.statusCode).toBe(409);
    expect(high.json().message).toMatch(/at or above your 100% threshold/);
    await settings({ threshold: 50 });
    const ok = await submitAuto();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<ApplicationDetail>().status).toBe('auto_submitted');
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/ai/application-status',
      headers: { cookie: me.cookie },
    });
    expect(stats.json<ApplicationStatusResponse>().stats.totalSubmitted).toBe(1);
    await settings({ autoSubmit: false, threshold: 85 });
  });

  it('lets the user move an application by hand, and refuses bad input and other users', async () => {
    const { application } = (await fill({ cookie: me.cookie })).json<AutoFillResult>();
    const move = (payload: object, cookie = me.cookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/ai/applications/${application.id}/status`,
        headers: { cookie },
        payload,
      });
    const bad = await move({ status: 'hired' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status must be one of/);
    const other = await t.register();
    expect((await move({ status: 'offer' }, other.cookie)).statusCode).toBe(404);
    const res = await move({ status: 'interviewing', note: 'Phone screen booked' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<ApplicationDetail>();
    expect(detail.status).toBe('interviewing');
    expect(detail.timeline.at(-1)).toMatchObject({
      status: 'interviewing',
      source: 'manual',
      evidence: { note: 'Phone screen booked' },
    });
  });

  it('refuses a revoked token at once', async () => {
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/api/extension/tokens',
        headers: { cookie: me.cookie },
        payload: { name: 'Spare' },
      })
    ).json<CreatedExtensionToken>();
    expect((await fill(bearer(second.token))).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/extension/tokens/${second.id}`,
      headers: { cookie: me.cookie },
    });
    expect(del.statusCode).toBe(204);
    const refused = await fill(bearer(second.token));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/revoked or is not valid/);
    // The extension reads that message across origins, so the refusal carries CORS too.
    expect(refused.headers['access-control-allow-origin']).toBe(EXTENSION_ORIGIN);
  });

  it('ends every pairing when the password changes', async () => {
    const user = await t.register();
    const paired = (
      await t.app.inject({
        method: 'POST',
        url: '/api/extension/tokens',
        headers: { cookie: user.cookie },
        payload: { name: 'Laptop' },
      })
    ).json<CreatedExtensionToken>();
    const session = () => t.app.inject({ method: 'GET', url: '/api/extension/session', headers: bearer(paired.token) });
    expect((await session()).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.user.id}`,
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'another long passphrase 42' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await session()).statusCode).toBe(401);
  });
});

describe('browsing time from the extension', () => {
  it('stores minutes by category; what the extension cannot see is unavailable, not zero', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/extension/browsing',
      headers: bearer(),
      payload: {
        date: '2026-11-20',
        minutes: { jobSites: 60, productive: 180, social: 30, other: 30 },
        productiveSites: 7,
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const device = await t.app.inject({
      method: 'GET',
      url: '/api/device/comprehensive',
      headers: { cookie: me.cookie },
    });
    expect(device.statusCode).toBe(200);
    const c = device.json<DeviceComprehensive>();
    expect(c.browser).toEqual({ browsingTime: 5, productiveSites: 7, socialMediaTime: 0.5, tabManagementScore: null });
    expect(c.productivity.workflowEfficiency).toBeNull();
  });
});
