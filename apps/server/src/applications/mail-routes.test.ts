import type {
  ApplicationDetail,
  ApplicationMailSuggestionsResponse,
  ApplicationReceipt,
  CheckMailResponse,
} from '@careerloom/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectionStore } from '../connectors/connection-store';
import { GMAIL_TOKEN, gmailMailboxHandler, type MailboxMessage } from '../connectors/gmail/gmail-fake';
import { type FakeSource, startFakeSource } from '../connectors/testing/fake-source';
import { accessLogs, applications, sourcePermissions } from '../db/schema';
import { createTestApp, DAY, type Registered, type TestApp } from '../test/test-app';
import applicationMailRoutes from './mail-routes';
import { CHECK_MAIL_PER_MINUTE } from './mail-status';

const NOW = new Date('2026-11-25T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

let t: TestApp;
let gmail: FakeSource;
let mailbox: MailboxMessage[] = [];

beforeAll(async () => {
  gmail = await startFakeSource(
    gmailMailboxHandler(
      () => mailbox,
      () => t.clock.now(),
    ),
    GMAIL_TOKEN,
  );
  t = await createTestApp({ GMAIL_API_BASE: gmail.base, INTELLIGENCE_SOURCE_TIMEOUT_MS: '2000' }, { clockStart: NOW });
  // The lead registers these routes in app.ts; until then the test adds them itself.
  if (!t.routes.some((r) => r.url === '/api/ai/applications/check-mail')) await t.app.register(applicationMailRoutes);
});
afterAll(async () => {
  await t?.close();
  await gmail?.close();
});
beforeEach(() => {
  gmail.requests.length = 0;
  gmail.mode = 'ok';
});

const post = (who: Registered, url: string) => t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie } });
const get = (who: Registered, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
const checkMail = async (who: Registered) => {
  const res = await post(who, '/api/ai/applications/check-mail');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CheckMailResponse>();
};
const connectGmail = (who: Registered) =>
  connectionStore(t.app.ctx).save(who.user.id, 'gmail', { token: GMAIL_TOKEN, account: 'me@example.com' });
const setLevel = (who: Registered, permissionLevel: string) =>
  t.db.insert(sourcePermissions).values({ userId: who.user.id, source: 'gmail', permissionLevel });

async function addApplication(who: Registered, company: string, jobTitle: string, status: string, daysAgo: number) {
  const receipt: ApplicationReceipt = {
    job: { title: jobTitle, company, url: 'https://example.com/job', source: 'html_form', descriptionExcerpt: '' },
    resumeVersion: null,
    answers: [],
    personalizedQuestions: [],
    overallConfidence: 0.9,
    submission: { channel: null, note: 'Not submitted yet' },
    preparedAt: ago(daysAgo).toISOString(),
  };
  const [row] = await t.db
    .insert(applications)
    .values({
      userId: who.user.id,
      jobUrl: 'https://example.com/job',
      jobTitle,
      company,
      status,
      confidence: 90,
      receipt: receipt as unknown as Record<string, unknown>,
      createdAt: ago(daysAgo),
      updatedAt: ago(daysAgo),
    })
    .returning();
  if (!row) throw new Error('no row');
  return row.id;
}
const detail = async (who: Registered, id: number) =>
  (await get(who, `/api/ai/applications/${id}`)).json<ApplicationDetail>();
const suggestions = async (who: Registered) =>
  (await get(who, '/api/ai/application-mail-suggestions')).json<ApplicationMailSuggestionsResponse>().suggestions;
const fullReads = () => gmail.requests.filter((r) => r.path.includes('format=full'));

/** A realistic mailbox: two employers' answers, a receipt for an unknown employer, look-alikes. */
function mailboxFor(prefix: string): MailboxMessage[] {
  return [
    {
      id: `${prefix}1`,
      from: 'Acme Recruiting <no-reply@greenhouse-mail.io>',
      subject: 'Thank you for applying to Acme',
      date: ago(10),
      body: 'Hi Ada,\n\nWe received your application for the Data Engineer position.\n\nAcme Talent Team',
    },
    {
      id: `${prefix}2`,
      from: 'Jane Doe <jane@acme.com>',
      subject: 'Interview invitation: Data Engineer',
      date: ago(5),
      body: 'Hi Ada, we would like to invite you to interview for the Data Engineer position at Acme.',
    },
    {
      id: `${prefix}3`,
      from: 'Northwind <no-reply@hire.lever.co>',
      subject: 'Update on your Northwind application',
      date: ago(3),
      body: 'Thank you for applying. Unfortunately, we will not be moving forward with your application at this time.',
    },
    {
      id: `${prefix}4`,
      from: 'Globex Careers <careers@globex.com>',
      subject: 'Application received - Platform Engineer',
      date: ago(2),
      body: 'Thank you for applying for the Platform Engineer role at Globex.',
    },
    {
      id: `${prefix}5`,
      from: 'LinkedIn Job Alerts <jobalerts-noreply@linkedin.com>',
      subject: "30+ new jobs for 'data engineer'",
      date: ago(1),
      body: 'Data Engineer - Acme - Berlin',
      labelIds: ['INBOX', 'CATEGORY_SOCIAL'],
    },
    { id: `${prefix}6`, from: 'Bob <bob@gmail.com>', subject: 'Dinner on Friday?', date: ago(1), body: 'Pizza?' },
    // Outside the 60-day window: never listed.
    {
      id: `${prefix}7`,
      from: 'Acme Recruiting <no-reply@greenhouse-mail.io>',
      subject: 'Offer of employment',
      date: ago(90),
      body: 'We are pleased to offer you the position.',
    },
  ];
}

describe('GET /api/ai/application-mail-suggestions: whether a mail check can run (issue 35 item 7)', () => {
  const mailCheck = async (who: Registered) =>
    (await get(who, '/api/ai/application-mail-suggestions')).json<ApplicationMailSuggestionsResponse>().mailCheck;

  it('says what to connect or turn on, so the page offers the check only when it can run', async () => {
    const me = await t.register();
    expect(await mailCheck(me)).toEqual({
      state: 'not_connected',
      message: 'Connect Gmail on the Intelligence page to check your mail for application updates',
    });
    await connectGmail(me);
    const connected = gmail.requests.length;
    expect(await mailCheck(me)).toEqual({ state: 'ready', message: null });
    await setLevel(me, 'disabled');
    expect(await mailCheck(me)).toMatchObject({
      state: 'disabled',
      message: expect.stringMatching(/Privacy Control Center/),
    });
    // Reading the state reads no mail.
    expect(gmail.requests).toHaveLength(connected);
  });
});

describe('POST /api/ai/applications/check-mail', () => {
  it('refuses when Gmail is not connected, and reads nothing', async () => {
    const me = await t.register();
    const res = await post(me, '/api/ai/applications/check-mail');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Connect Gmail/);
    expect(gmail.requests).toHaveLength(0);
  });

  it('refuses a disabled Gmail before fetching anything, and logs nothing as read', async () => {
    const me = await t.register();
    await connectGmail(me);
    await setLevel(me, 'disabled');
    const res = await post(me, '/api/ai/applications/check-mail');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Gmail is disabled/);
    expect(gmail.requests).toHaveLength(0);
  });

  it('moves matched applications with the message as evidence and offers the unknown one', async () => {
    const me = await t.register();
    await connectGmail(me);
    mailbox = mailboxFor('full');
    const acme = await addApplication(me, 'Acme, Inc.', 'Data Engineer', 'pending_input', 20);
    const northwind = await addApplication(me, 'Northwind', 'Backend Engineer', 'submitted', 15);

    expect(await checkMail(me)).toEqual({ moved: 2, suggested: 1, checkedMessages: 6 });

    const a = await detail(me, acme);
    expect(a.status).toBe('interviewing');
    expect(a.submittedAt).toBe(ago(10).toISOString());
    expect(a.timeline.map((s) => [s.status, s.source, s.summary])).toEqual([
      ['submitted', 'mail', 'Application received by Acme, Inc.'],
      ['interviewing', 'mail', 'Interview invitation from Acme, Inc.'],
    ]);
    expect(a.timeline[1]).toMatchObject({
      occurredAt: ago(5).toISOString(),
      evidence: { subject: 'Interview invitation: Data Engineer', sender: 'Jane Doe <jane@acme.com>' },
    });
    // The rejection's subject is neutral: only its text says no.
    expect((await detail(me, northwind)).status).toBe('rejected');

    expect(await suggestions(me)).toEqual([
      expect.objectContaining({ company: 'Globex', jobTitle: 'Platform Engineer', kind: 'confirmation' }),
    ]);
    // Only hiring mail was opened; the alert and the personal message were not.
    expect(
      fullReads()
        .map((r) => /messages\/(\w+)/.exec(r.path)?.[1])
        .sort(),
    ).toEqual(['full1', 'full2', 'full3', 'full4']);
    const list = gmail.requests.find((r) => r.path.startsWith('/gmail/v1/users/me/messages?'));
    expect(decodeURIComponent(list?.path ?? '')).toContain('q=newer_than:60d');
    expect(gmail.requests.every((r) => r.authorization === `Bearer ${GMAIL_TOKEN}`)).toBe(true);
    const [log] = await t.db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.userId, me.user.id), eq(accessLogs.source, 'gmail')));
    expect(log).toMatchObject({ accessType: 'sync', dataTypes: ['message_metadata', 'message_bodies'] });

    // A second check lists the mailbox again but fetches no message it already recorded.
    gmail.requests.length = 0;
    expect(await checkMail(me)).toEqual({ moved: 0, suggested: 0, checkedMessages: 6 });
    expect(gmail.requests.filter((r) => /messages\/full[1-4]/.test(r.path))).toHaveLength(0);
  });

  it('reads only From, Subject and Date at metadata_only, and moves what the subjects make clear', async () => {
    const me = await t.register();
    await connectGmail(me);
    await setLevel(me, 'metadata_only');
    mailbox = mailboxFor('meta');
    const acme = await addApplication(me, 'Acme', 'Data Engineer', 'pending_input', 20);
    const northwind = await addApplication(me, 'Northwind', 'Backend Engineer', 'submitted', 15);

    const result = await checkMail(me);
    expect(result.moved).toBe(1);
    expect(fullReads()).toHaveLength(0);
    const gets = gmail.requests.filter((r) => /messages\/meta\d/.test(r.path));
    expect(gets.length).toBeGreaterThan(0);
    for (const r of gets) {
      const url = new URL(r.path, 'http://x');
      expect(url.searchParams.get('format')).toBe('metadata');
      expect(url.searchParams.getAll('metadataHeaders')).toEqual(['From', 'Subject', 'Date']);
      expect(url.searchParams.get('fields')).not.toContain('snippet');
    }
    expect((await detail(me, acme)).status).toBe('interviewing');
    // 'Update on your Northwind application' does not say the answer: a receipt, no move.
    expect((await detail(me, northwind)).status).toBe('submitted');
  });

  it('reads only the limited window when the permission is limited', async () => {
    const me = await t.register();
    await connectGmail(me);
    await setLevel(me, 'limited');
    mailbox = mailboxFor('lim');
    await checkMail(me);
    const list = gmail.requests.find((r) => r.path.startsWith('/gmail/v1/users/me/messages?'));
    expect(decodeURIComponent(list?.path ?? '')).toMatch(/q=after:\d+/);
  });

  it('marks Gmail for reconnection when it refuses the token, then refuses to read', async () => {
    const me = await t.register();
    await connectGmail(me);
    mailbox = mailboxFor('bad');
    gmail.mode = 'unauthorized';
    const first = await post(me, '/api/ai/applications/check-mail');
    expect(first.statusCode, first.body).toBe(502);
    expect((await connectionStore(t.app.ctx).get(me.user.id, 'gmail'))?.status).toBe('needs_reconnect');
    gmail.mode = 'ok';
    gmail.requests.length = 0;
    const res = await post(me, '/api/ai/applications/check-mail');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/reconnect Gmail/i);
    expect(gmail.requests).toHaveLength(0);
  });

  it(`allows ${CHECK_MAIL_PER_MINUTE} checks a minute per user`, async () => {
    const me = await t.register();
    await connectGmail(me);
    mailbox = [];
    for (let i = 0; i < CHECK_MAIL_PER_MINUTE; i += 1) await checkMail(me);
    const res = await post(me, '/api/ai/applications/check-mail');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many mail checks/);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/ai/applications/check-mail' });
    expect(res.statusCode).toBe(401);
  });
});

describe('application mail suggestions', () => {
  it('adds an application from a suggestion, with the message as its first step', async () => {
    const me = await t.register();
    const other = await t.register();
    await connectGmail(me);
    mailbox = mailboxFor('sug');
    await checkMail(me);
    // With no applications recorded, every employer's message is offered.
    const offered = await suggestions(me);
    expect(offered.map((o) => o.company)).toEqual(['Globex', 'Northwind', 'Acme', 'Acme']);
    const s = offered[0];
    if (!s) throw new Error('no suggestion');
    expect(await suggestions(other)).toEqual([]);
    expect((await post(other, `/api/ai/application-mail-suggestions/${s.id}/accept`)).statusCode).toBe(404);
    expect((await post(other, `/api/ai/application-mail-suggestions/${s.id}/dismiss`)).statusCode).toBe(404);

    const res = await post(me, `/api/ai/application-mail-suggestions/${s.id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json<ApplicationDetail>();
    expect(added).toMatchObject({ company: 'Globex', jobTitle: 'Platform Engineer', status: 'submitted', jobUrl: '' });
    expect(added.receipt.job.source).toBe('default_fields');
    expect(added.receipt.answers).toEqual([]);
    expect(added.receipt.submission.note).toBe('Added from your mail');
    expect(added.timeline).toEqual([
      expect.objectContaining({
        status: 'submitted',
        source: 'mail',
        evidence: expect.objectContaining({ subject: 'Application received - Platform Engineer' }),
      }),
    ]);
    expect((await suggestions(me)).map((o) => o.id)).not.toContain(s.id);
    expect((await post(me, `/api/ai/application-mail-suggestions/${s.id}/accept`)).statusCode).toBe(404);
    // The message is now a step of the new application: a new check neither offers nor moves it.
    expect(await checkMail(me)).toMatchObject({ suggested: 0 });
    expect(await suggestions(me)).toHaveLength(3);
  });

  it('dismisses a suggestion for good', async () => {
    const me = await t.register();
    await connectGmail(me);
    mailbox = mailboxFor('dis');
    await checkMail(me);
    const [s, ...rest] = await suggestions(me);
    if (!s) throw new Error('no suggestion');
    const res = await post(me, `/api/ai/application-mail-suggestions/${s.id}/dismiss`);
    expect(res.json()).toEqual({ id: s.id, state: 'dismissed' });
    expect(await suggestions(me)).toEqual(rest);
    await checkMail(me);
    expect(await suggestions(me)).toEqual(rest);
    expect((await post(me, '/api/ai/application-mail-suggestions/999999/dismiss')).statusCode).toBe(404);
  });
});
