import { type AdminLeadsResponse, DEMO_MESSAGES, type DemoRequestBody, type InquiryBody } from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, leads } from '../db/schema';
import { createTestApp, MINUTE, type TestApp } from '../test/test-app';
import { usersRepository } from '../users/users.repository';

const FORM_LIMIT = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT_PER_MINUTE: String(FORM_LIMIT) });
});
afterAll(async () => {
  await t?.close();
});

// Each test posts from its own address so that the per-address form limit only bites where tested.
let nextAddress = 0;
const newAddress = () => `192.0.2.${++nextAddress}`;

const inquiry: InquiryBody = {
  company: 'Acme Corp',
  industry: 'technology',
  employees: '51-200',
  revenue: '10-50M',
  name: 'Wile E. Coyote',
  email: 'wile@acme.example',
  phone: '+1 555 0100',
  requirements: 'Roadrunner tracking',
};

const demo: DemoRequestBody = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@engines.example',
  company: 'Analytical Engines',
  jobTitle: 'Head of Talent',
  companySize: '100-500',
  industry: 'consulting',
  phone: '',
  currentChallenges: 'Too many applicants, too little time to read them all.',
  timeline: 'quarter',
};

const post = (url: string, payload: unknown, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });

describe('public forms store what visitors send', () => {
  it('an enterprise inquiry is stored as a lead of kind inquiry', async () => {
    const ip = newAddress();
    const res = await post('/api/leads/inquiry', inquiry, ip);
    expect(res.statusCode).toBe(201);
    const { id, message } = res.json();
    expect(message).toBe('Thank you. Our enterprise team will be in touch.');
    const [row] = await t.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ kind: 'inquiry', email: 'wile@acme.example', company: 'Acme Corp', ip });
    expect(row?.details).toEqual({
      industry: 'technology',
      employees: '51-200',
      revenue: '10-50M',
      name: 'Wile E. Coyote',
      phone: '+1 555 0100',
      requirements: 'Roadrunner tracking',
    });
    expect(row?.createdAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('the inquiry needs company, name and a valid email, and trims what it stores', async () => {
    const res = await post('/api/leads/inquiry', { company: ' ', name: '', email: 'nope' });
    expect(res.statusCode).toBe(400);
    const messages = res.json().issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Company name is required',
        'Your name is required',
        'Please enter a valid email address',
      ]),
    );
    const ok = await post('/api/leads/inquiry', { company: '  Padded  ', name: ' N ', email: ' p@example.com ' });
    expect(ok.statusCode).toBe(201);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, ok.json().id));
    expect(row).toMatchObject({ company: 'Padded', email: 'p@example.com' });
  });

  it('a demo request is stored as a lead of kind demo with the spec confirmation text', async () => {
    const res = await post('/api/leads/demo', demo);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Our enterprise team will contact you within 24 hours.');
    const [row] = await t.db.select().from(leads).where(eq(leads.id, res.json().id));
    expect(row).toMatchObject({ kind: 'demo', email: 'ada@engines.example', company: 'Analytical Engines' });
    expect(row?.details).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', timeline: 'quarter' });
  });

  it("an empty demo request answers 400 with exactly the spec's message for every field", async () => {
    const res = await post('/api/leads/demo', {});
    expect(res.statusCode).toBe(400);
    const issues: { path: string[]; message: string }[] = res.json().issues;
    const byField = Object.fromEntries(issues.map((i) => [i.path[1], i.message]));
    expect(byField).toEqual(DEMO_MESSAGES);
  });

  it('demo validation gives the spec messages for blank, invalid and too-short values', async () => {
    const res = await post('/api/leads/demo', {
      ...demo,
      firstName: '   ',
      email: 'not-an-email',
      companySize: '1-10',
      currentChallenges: 'short',
      timeline: 'someday',
    });
    expect(res.statusCode).toBe(400);
    const byField = Object.fromEntries(
      res.json().issues.map((i: { path: string[]; message: string }) => [i.path[1], i.message]),
    );
    expect(byField).toEqual({
      firstName: DEMO_MESSAGES.firstName,
      email: DEMO_MESSAGES.email,
      companySize: DEMO_MESSAGES.companySize,
      currentChallenges: DEMO_MESSAGES.currentChallenges,
      timeline: DEMO_MESSAGES.timeline,
    });
    expect(DEMO_MESSAGES.firstName).toBe('First name is required');
  });

  it('a contact message is stored in contact_messages', async () => {
    const res = await post('/api/contact', { name: 'Jo', email: 'jo@example.com', message: 'Hello there' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Thank you for your message. We will reply by email.');
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({ name: 'Jo', email: 'jo@example.com', message: 'Hello there' });
  });

  it('Z3: unknown fields are refused rather than stored', async () => {
    const res = await post('/api/contact', { name: 'Jo', email: 'jo@example.com', message: 'Hi', ip: '1.2.3.4' });
    expect(res.statusCode).toBe(400);
    const lead = await post('/api/leads/demo', { ...demo, kind: 'inquiry' });
    expect(lead.statusCode).toBe(400);
  });
});

describe('FORM_RATE_LIMIT_PER_MINUTE: one address cannot fill the tables', () => {
  it('the submission after the limit is 429 with Retry-After and stores nothing', async () => {
    const ip = newAddress();
    const forms = ['/api/contact', '/api/leads/inquiry', '/api/leads/demo'] as const;
    const body = {
      '/api/contact': { name: 'Spam', email: 'spam@example.com', message: 'Buy now' },
      '/api/leads/inquiry': inquiry,
      '/api/leads/demo': demo,
    };
    // The limit is shared by all public forms of one address.
    for (let i = 0; i < FORM_LIMIT; i++) {
      const url = forms[i % forms.length] ?? '/api/contact';
      expect((await post(url, body[url], ip)).statusCode, `submission ${i + 1}`).toBe(201);
    }
    const [leadsBefore, messagesBefore] = await Promise.all([t.db.$count(leads), t.db.$count(contactMessages)]);
    for (const url of forms) {
      const res = await post(url, body[url], ip);
      expect(res.statusCode, url).toBe(429);
      expect(res.json()).toEqual({ message: 'Too many submissions; try again later', code: 'RATE_LIMITED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(await t.db.$count(leads)).toBe(leadsBefore);
    expect(await t.db.$count(contactMessages)).toBe(messagesBefore);

    // Other addresses are unaffected, and the address may post again after a minute.
    expect((await post('/api/contact', body['/api/contact'])).statusCode).toBe(201);
    t.clock.advance(MINUTE + 1000);
    expect((await post('/api/contact', body['/api/contact'], ip)).statusCode).toBe(201);
  });
});

describe('GET /api/admin/leads', () => {
  it('is 401 signed out', async () => {
    const res = await t.app.inject({ url: '/api/admin/leads' });
    expect(res.statusCode).toBe(401);
  });

  it('is 403 for a signed-in user who is not an admin', async () => {
    const { cookie } = await t.register();
    const res = await t.app.inject({ url: '/api/admin/leads', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Administrators only', code: 'FORBIDDEN' });
  });

  it('answers every lead and message, newest first, to an admin', async () => {
    const marker = `newest-${Date.now()}@example.com`;
    t.clock.advance(1000);
    const created = await post('/api/leads/inquiry', { ...inquiry, email: marker });
    expect(created.statusCode).toBe(201);
    const { user, cookie } = await t.register();
    await usersRepository(t.db).update(user.id, { isAdmin: true });

    const res = await t.app.inject({ url: '/api/admin/leads', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminLeadsResponse>();
    expect(body.leads).toHaveLength(await t.db.$count(leads));
    expect(body.messages).toHaveLength(await t.db.$count(contactMessages));
    expect(body.leads[0]).toMatchObject({
      id: created.json().id,
      kind: 'inquiry',
      email: marker,
      company: 'Acme Corp',
    });
    expect(body.leads.some((l) => l.kind === 'demo')).toBe(true);
    expect(body.messages.some((m) => m.message === 'Hello there')).toBe(true);
    // What the admin sees leaves out the sender's address.
    expect(res.body).not.toContain('192.0.2.');
  });

  it('stops answering once admin rights are revoked', async () => {
    const { user, cookie } = await t.register();
    const repo = usersRepository(t.db);
    await repo.update(user.id, { isAdmin: true });
    expect((await t.app.inject({ url: '/api/admin/leads', headers: { cookie } })).statusCode).toBe(200);
    await repo.update(user.id, { isAdmin: false });
    expect((await t.app.inject({ url: '/api/admin/leads', headers: { cookie } })).statusCode).toBe(403);
  });
});
