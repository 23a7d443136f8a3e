import { BILLING_MESSAGES, type BillingState, type DataExport, type User } from '@careerloom/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainJobQueue } from '../background/queue-handlers';
import { backgroundJobs, billingEvents, billingSubscriptions, stripeWebhookEvents } from '../db/schema';
import { createTestApp, DAY, MINUTE, type Registered, type TestApp } from '../test/test-app';
import { BILLING_CANCEL_RETRY_JOB } from './billing-cancel';
import { PAST_DUE_GRACE_MS } from './subscription-access';
import { type FakeStripe, startFakeStripe } from './testing/fake-stripe';

let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  // Sessions outlive the month the period tests move the clock through.
  t = await createTestApp({
    ...fake.env,
    SESSION_IDLE_HOURS: String(24 * 400),
    SESSION_ABSOLUTE_HOURS: String(24 * 400),
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.failing = false;
});

const as = (u: Registered, extra: Record<string, string> = {}) => ({ cookie: u.cookie, ...extra });
/** The test clock in Stripe's seconds. */
const nowS = () => Math.floor(t.clock.now().getTime() / 1000);

async function billing(u: Registered): Promise<BillingState> {
  const res = await t.app.inject({ method: 'GET', url: '/api/billing', headers: as(u) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BillingState>();
}
async function me(u: Registered): Promise<User> {
  return (await t.app.inject({ method: 'GET', url: '/api/user', headers: as(u) })).json<User>();
}
/** A Job Seeker-gated route: 200 with the plan, 403 without. */
async function jobSearchStatus(u: Registered): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/jobseeker/opportunity-summary', headers: as(u) })).statusCode;
}
function post(
  u: Registered,
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const request = { method: 'POST' as const, url, headers: as(u, headers) };
  return payload === undefined ? t.app.inject(request) : t.app.inject({ ...request, payload });
}
/** Delivers a signed event to the webhook as Stripe does; `created` defaults to the test clock. */
function deliver(event: Stripe.Event, options: { timestamp?: number; secret?: string } = {}) {
  const { payload, headers } = fake.signedDelivery(event, options);
  return t.app.inject({ method: 'POST', url: '/api/billing/webhook', headers, payload });
}
const eventOf = (type: string, object: unknown) => fake.event(type, object, { created: nowS() });

async function checkout(u: Registered, plan: 'jobseeker' | 'professional' = 'jobseeker') {
  const res = await post(u, '/api/billing/checkout', { plan }, { host: 'app.example.test' });
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json<{ url: string }>().url;
  const sessionId = url.split('/').pop() ?? '';
  return { url, sessionId };
}
/** A user who checked out and paid: the events Stripe sends on completion were delivered. */
async function subscribed(plan: 'jobseeker' | 'professional' = 'jobseeker') {
  const u = await t.register();
  const { sessionId } = await checkout(u, plan);
  const { subscription, events } = fake.completeCheckout(sessionId, { created: nowS() });
  for (const event of events) expect((await deliver(event)).statusCode).toBe(200);
  return { u, subscription };
}
async function counts(userId: number) {
  const events = await t.db.select().from(billingEvents).where(eq(billingEvents.userId, userId));
  const [record] = await t.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));
  return { events: events.length, record };
}

describe('checkout', () => {
  it('creates one Stripe customer per user and reuses it for the next checkout', async () => {
    const u = await t.register();
    fake.requests.length = 0;
    const first = await checkout(u);
    expect(first.url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    await checkout(u, 'professional');
    const customers = fake.requests.filter((r) => r.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]?.body).toMatchObject({ email: u.email, metadata: { user_id: String(u.user.id) } });
    const sessions = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').map((r) => r.body);
    expect(sessions).toHaveLength(2);
    const [customerId] = [...fake.customers.keys()].slice(-1);
    for (const body of sessions) {
      expect(body).toMatchObject({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: String(u.user.id),
        // Issue 35: never the Host header (app.example.test): without PUBLIC_URL, outside
        // production, the loopback address the server listens on.
        success_url: 'http://localhost:5000/billing?status=success',
        cancel_url: 'http://localhost:5000/billing?status=cancelled',
      });
    }
    expect(sessions.map((b) => (b.line_items as { price: string; quantity: string }[])[0])).toEqual([
      { price: fake.prices.jobseeker, quantity: '1' },
      { price: fake.prices.professional, quantity: '1' },
    ]);
    // Starting a checkout grants nothing: only the verified webhook does.
    expect((await billing(u)).tier).toBe('free');
  });

  it('a completed checkout makes the user Job Seeker: billing state, user, and the gated tools', async () => {
    const u = await t.register();
    expect(await jobSearchStatus(u)).toBe(403);
    const { sessionId } = await checkout(u);
    const { subscription, events } = fake.completeCheckout(sessionId, { created: nowS() });
    // The completion event alone is enough: the plan comes from the subscription fetched at Stripe.
    expect((await deliver(events[0] as Stripe.Event)).json()).toEqual({ received: true, duplicate: false });
    const state = await billing(u);
    expect(state).toMatchObject({
      tier: 'jobseeker',
      configured: true,
      subscription: { plan: 'jobseeker', status: 'active', cancelAtPeriodEnd: false },
      notice: null,
    });
    expect(state.subscription?.currentPeriodEnd).toBe(
      new Date((subscription.items.data[0]?.current_period_end ?? 0) * 1000).toISOString(),
    );
    expect((await me(u)).subscriptionTier).toBe('jobseeker');
    expect(await jobSearchStatus(u)).toBe(200);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscription.id}`)).toBe(
      true,
    );
  });

  it('a professional checkout gives the professional tier', async () => {
    const { u } = await subscribed('professional');
    expect((await billing(u)).tier).toBe('professional');
  });

  it('a user with a running paid plan is sent to the portal instead of a second checkout (409)', async () => {
    const { u } = await subscribed();
    const res = await post(u, '/api/billing/checkout', { plan: 'professional' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: BILLING_MESSAGES.alreadySubscribed, code: 'CONFLICT' });
  });

  it('Stripe down: 502 with a generic message, nothing granted', async () => {
    const u = await t.register();
    fake.failing = true;
    const res = await post(u, '/api/billing/checkout', { plan: 'jobseeker' });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('UPSTREAM_FAILED');
    expect((await billing(u)).tier).toBe('free');
  });
});

describe('webhook', () => {
  it('a replayed event is acknowledged and changes nothing', async () => {
    const { u, subscription } = await subscribed();
    const canceled = fake.updateSubscription(subscription.id, { cancel_at_period_end: true });
    const event = eventOf('customer.subscription.updated', canceled);
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    const before = await counts(u.user.id);
    // Stripe redelivers the same event id: the subscription meanwhile was resumed at Stripe.
    fake.updateSubscription(subscription.id, { cancel_at_period_end: false });
    const replay = await deliver(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await counts(u.user.id)).toEqual(before);
    expect(before.record?.cancelAtPeriodEnd).toBe(true);
  });

  it('a forged, tampered, missing or stale signature is a 400 and changes nothing', async () => {
    const { u, subscription } = await subscribed();
    const deleted = fake.updateSubscription(subscription.id, { status: 'canceled', ended_at: nowS() });
    const event = eventOf('customer.subscription.deleted', deleted);
    const before = await counts(u.user.id);
    const [seen] = await t.db.select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, event.id));
    expect(seen).toBeUndefined();

    const forged = await deliver(event, { secret: 'whsec_not_the_secret' });
    const stale = await deliver(event, { timestamp: nowS() - 10 * 60 });
    const { payload, headers } = fake.signedDelivery(event);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers,
      payload: payload.replace('"canceled"', '"active"'),
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    for (const res of [forged, stale, tampered, unsigned]) expect(res.statusCode, res.body).toBe(400);
    expect(forged.json()).toEqual({ message: 'Invalid Stripe signature', code: 'BAD_REQUEST' });
    expect(await counts(u.user.id)).toEqual(before);
    expect((await billing(u)).tier).toBe('jobseeker');
    const [stillUnseen] = await t.db.select().from(stripeWebhookEvents).where(eq(stripeWebhookEvents.id, event.id));
    expect(stillUnseen).toBeUndefined();
  });

  it('is exempt from the session and origin checks (Stripe has neither), and takes only JSON', async () => {
    const { u, subscription } = await subscribed();
    const { payload, headers } = fake.signedDelivery(eventOf('customer.subscription.updated', subscription));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { ...headers, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload,
    });
    expect(text.statusCode).toBe(415);
    expect((await billing(u)).tier).toBe('jobseeker');
  });

  it('cancellation at period end keeps the plan until the period end, then falls back', async () => {
    const { u, subscription } = await subscribed();
    const periodEnd = subscription.items.data[0]?.current_period_end ?? 0;
    const updated = fake.updateSubscription(subscription.id, { cancel_at_period_end: true });
    expect((await deliver(eventOf('customer.subscription.updated', updated))).statusCode).toBe(200);
    t.clock.set(new Date(periodEnd * 1000 - MINUTE));
    expect(await billing(u)).toMatchObject({
      tier: 'jobseeker',
      subscription: { status: 'active', cancelAtPeriodEnd: true },
    });
    expect(await jobSearchStatus(u)).toBe(200);
    t.clock.set(new Date(periodEnd * 1000 + MINUTE));
    expect((await billing(u)).tier).toBe('free');
    expect(await jobSearchStatus(u)).toBe(403);
    // Stripe then ends it: still free, and the record says so.
    const ended = fake.updateSubscription(subscription.id, { status: 'canceled', ended_at: periodEnd });
    expect((await deliver(eventOf('customer.subscription.deleted', ended))).statusCode).toBe(200);
    expect(await billing(u)).toMatchObject({ tier: 'free', subscription: { status: 'canceled' } });
  });

  it('a deleted subscription takes the plan away at once', async () => {
    const { u, subscription } = await subscribed();
    const ended = fake.updateSubscription(subscription.id, { status: 'canceled', ended_at: nowS() });
    expect((await deliver(eventOf('customer.subscription.deleted', ended))).statusCode).toBe(200);
    expect((await billing(u)).tier).toBe('free');
    expect(await jobSearchStatus(u)).toBe(403);
  });

  it('a failed payment keeps the plan through the grace period, then falls back', async () => {
    const { u, subscription } = await subscribed();
    const invoice = {
      id: 'in_fake_failed',
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      billing_reason: 'subscription_cycle',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} } },
    };
    const start = t.clock.now();
    expect((await deliver(eventOf('invoice.payment_failed', invoice))).statusCode).toBe(200);
    expect(await billing(u)).toMatchObject({ tier: 'jobseeker', subscription: { status: 'past_due' } });
    t.clock.set(new Date(start.getTime() + PAST_DUE_GRACE_MS - MINUTE));
    expect((await billing(u)).tier).toBe('jobseeker');
    t.clock.set(new Date(start.getTime() + PAST_DUE_GRACE_MS + MINUTE));
    expect((await billing(u)).tier).toBe('free');
  });

  it('an event older than the last one applied does not undo it (Stripe does not promise order)', async () => {
    const { u, subscription } = await subscribed();
    const older = fake.event(
      'customer.subscription.updated',
      { ...subscription, status: 'incomplete' },
      {
        created: nowS() - 60,
      },
    );
    const ended = fake.updateSubscription(subscription.id, { status: 'canceled', ended_at: nowS() });
    expect((await deliver(eventOf('customer.subscription.deleted', ended))).statusCode).toBe(200);
    const res = await deliver(older, { timestamp: nowS() });
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(await billing(u)).toMatchObject({ tier: 'free', subscription: { status: 'canceled' } });
  });

  it('a validly signed event of the wrong shape is a 400 with a message and changes nothing (issue 35)', async () => {
    const { u, subscription } = await subscribed();
    const before = await counts(u.user.id);
    const ended = { ...subscription, status: 'canceled', ended_at: nowS() };
    // Plain records: spreading the SDK's event union is more than TypeScript will represent.
    const base = eventOf('customer.subscription.deleted', ended) as unknown as Record<string, unknown> & { id: string };
    const malformed = [
      { ...base, id: `${base.id}_a`, data: {} },
      { ...base, id: `${base.id}_b`, data: { object: null } },
      { ...base, id: `${base.id}_c`, created: 1e20 },
      { ...base, id: `${base.id}_d`, created: 'yesterday' },
      { ...base, id: `${base.id}_e`, data: { object: { ...ended, items: 'none' } } },
      { ...base, id: `${base.id}_f`, data: { object: { ...ended, ended_at: 1e20 } } },
      { ...(eventOf('checkout.session.completed', { id: 'cs_x', customer: 42 }) as object), id: `${base.id}_g` },
      { ...base, id: undefined },
    ] as unknown as Stripe.Event[];
    for (const event of malformed) {
      // Signed now, with the right secret: only the content is wrong.
      const res = await deliver(event, { timestamp: nowS() });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/Stripe event/) });
    }
    expect(await counts(u.user.id)).toEqual(before);
    expect((await billing(u)).tier).toBe('jobseeker');
    const claimed = await t.db.select().from(stripeWebhookEvents);
    expect(claimed.map((e) => e.id).filter((id) => id.startsWith(base.id))).toEqual([]);
  });

  it('an event created after it was signed is refused (a poisoned date would block later events)', async () => {
    const { u, subscription } = await subscribed();
    const before = await counts(u.user.id);
    const event = eventOf('customer.subscription.updated', { ...subscription, cancel_at_period_end: true });
    const res = await deliver({ ...event, created: nowS() + 30 * DAY }, { timestamp: nowS() });
    expect(res.statusCode, res.body).toBe(400);
    expect(await counts(u.user.id)).toEqual(before);
  });

  it('a signature dated beyond the tolerance in either direction is refused; within it, accepted', async () => {
    const { u, subscription } = await subscribed();
    const before = await counts(u.user.id);
    const event = eventOf('customer.subscription.updated', { ...subscription, cancel_at_period_end: true });
    for (const timestamp of [nowS() + 3600, nowS() + 301, nowS() - 301]) {
      const res = await deliver(event, { timestamp });
      expect(res.statusCode, `signed at now${timestamp - nowS()}s`).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid Stripe signature', code: 'BAD_REQUEST' });
    }
    expect(await counts(u.user.id)).toEqual(before);
    // Clocks a little apart (Stripe's 300 s) are fine both ways.
    expect((await deliver(event, { timestamp: nowS() + 60 })).statusCode).toBe(200);
    expect((await counts(u.user.id)).record?.cancelAtPeriodEnd).toBe(true);
  });
});

describe('trial', () => {
  it('a free user starts the Job Seeker trial once; a second is a 409', async () => {
    const u = await t.register();
    expect(await billing(u)).toMatchObject({ tier: 'free', trialAvailable: true, trial: null });
    const res = await post(u, '/api/billing/trial', { plan: 'jobseeker' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BillingState>()).toMatchObject({
      tier: 'jobseeker',
      trialAvailable: false,
      trial: { tier: 'jobseeker', active: true },
    });
    expect(await jobSearchStatus(u)).toBe(200);
    const again = await post(u, '/api/billing/trial', { plan: 'jobseeker' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: BILLING_MESSAGES.trialUsed, code: 'CONFLICT' });
  });

  it('a sign-up with ?plan= starts its trial as before, and that is the trial', async () => {
    const u = await t.register({ plan: 'jobseeker' });
    expect(await billing(u)).toMatchObject({ tier: 'jobseeker', trialAvailable: false, trial: { active: true } });
    const res = await post(u, '/api/billing/trial', { plan: 'jobseeker' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BILLING_MESSAGES.trialUsed);
  });

  it('when the trial ends the tier falls back, the user is told once, and their work is kept', async () => {
    const start = t.clock.now();
    const u = await t.register();
    expect((await post(u, '/api/billing/trial', { plan: 'jobseeker' })).statusCode).toBe(200);
    const saved = await post(u, '/api/resumes', {
      text: 'Jane Doe\njane@example.com\n\nExperience\nEngineer, Acme\n2020 - Present\n- Built things',
      filename: 'cv.txt',
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    t.clock.set(new Date(start.getTime() + 14 * DAY + MINUTE));
    const ended = await billing(u);
    expect(ended).toMatchObject({
      tier: 'free',
      trial: { tier: 'jobseeker', active: false },
      trialAvailable: false,
      notice: BILLING_MESSAGES.trialEnded,
    });
    expect(await jobSearchStatus(u)).toBe(403);
    const kept = await t.app.inject({ method: 'GET', url: '/api/resumes', headers: as(u) });
    expect(kept.json<{ resumes: unknown[] }>().resumes).toHaveLength(1);
    const seen = await post(u, '/api/billing/notice/seen');
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json<BillingState>().notice).toBeNull();
    expect((await billing(u)).notice).toBeNull();
    t.clock.set(start);
  });

  it('a paid user gets no trial (409) and no trial-ended notice while the plan covers it', async () => {
    const { u } = await subscribed();
    const res = await post(u, '/api/billing/trial', { plan: 'jobseeker' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BILLING_MESSAGES.alreadySubscribed);
  });
});

describe('portal', () => {
  it('needs a Stripe customer (409), then answers a portal session url returning to /billing', async () => {
    const u = await t.register();
    const none = await post(u, '/api/billing/portal');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: BILLING_MESSAGES.noCustomer, code: 'CONFLICT' });
    await checkout(u);
    const res = await post(u, '/api/billing/portal', undefined, { host: 'app.example.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ url: string }>().url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
    const call = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').pop();
    expect(call?.body.return_url).toBe('http://localhost:5000/billing');
  });
});

describe('sessions and origins', () => {
  it('every billing route but the webhook needs a session (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/billing'],
      ['POST', '/api/billing/trial'],
      ['POST', '/api/billing/checkout'],
      ['POST', '/api/billing/portal'],
      ['POST', '/api/billing/notice/seen'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { plan: 'jobseeker' } } : {}) });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('cross-site state changes are refused (403) and change nothing', async () => {
    const u = await t.register();
    fake.requests.length = 0;
    for (const url of [
      '/api/billing/trial',
      '/api/billing/checkout',
      '/api/billing/portal',
      '/api/billing/notice/seen',
    ]) {
      const foreign: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of foreign) {
        const res = await post(u, url, { plan: 'jobseeker' }, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    expect(fake.requests).toEqual([]);
    expect(await billing(u)).toMatchObject({ tier: 'free', trialAvailable: true });
  });
});

describe('privacy', () => {
  it('the export holds the subscription record and its events (Stripe ids, no card data)', async () => {
    const { u, subscription } = await subscribed();
    const res = await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: as(u) });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json<DataExport>();
    expect(doc.tables.billing_subscriptions).toEqual([
      expect.objectContaining({ stripeSubscriptionId: subscription.id, plan: 'jobseeker', status: 'active' }),
    ]);
    const types = (doc.tables.billing_events ?? []).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(['checkout.started', 'checkout.session.completed', 'customer.subscription.updated']),
    );
    expect(JSON.stringify(doc.tables.billing_events)).not.toMatch(/card|last4|exp_month/);
  });

  it('account deletion cancels the subscription at Stripe, then removes the rows', async () => {
    const { u, subscription } = await subscribed();
    fake.requests.length = 0;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: as(u),
      payload: { password: u.password },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE /v1/subscriptions/${subscription.id}`]);
    expect(fake.subscriptions.get(subscription.id)?.status).toBe('canceled');
    expect(await counts(u.user.id)).toEqual({ events: 0, record: undefined });
  });

  it('a Stripe that is down gets a queued retry, which the queue worker completes later', async () => {
    const { u, subscription } = await subscribed();
    fake.failing = true;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: as(u),
      payload: { password: u.password },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await counts(u.user.id)).toEqual({ events: 0, record: undefined });
    const [job] = await t.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, BILLING_CANCEL_RETRY_JOB));
    expect(job).toMatchObject({ status: 'queued', payload: { subscriptionId: subscription.id } });
    expect(fake.subscriptions.get(subscription.id)?.status).toBe('active');

    fake.failing = false;
    t.clock.advance(2 * MINUTE);
    await drainJobQueue(t.app.ctx);
    t.clock.advance(-2 * MINUTE);
    expect(fake.subscriptions.get(subscription.id)?.status).toBe('canceled');
    const [done] = await t.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.id, job?.id ?? 0));
    expect(done).toMatchObject({ status: 'done', payload: {} });
  });
});

describe("the fake's hosted pages (what the browser test drives)", () => {
  it('visiting the checkout url pays, delivers the signed events to the app and returns to /billing', async () => {
    // The fake signs with the real time, as Stripe does; earlier tests moved the app clock on.
    t.clock.set(new Date());
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The return pages are on the configured public address, not this port: events come here.
    fake.webhookUrl = `${origin}/api/billing/webhook`;
    try {
      const u = await t.register();
      const started = await fetch(`${origin}/api/billing/checkout`, {
        method: 'POST',
        headers: { cookie: u.cookie, 'content-type': 'application/json', origin },
        body: JSON.stringify({ plan: 'jobseeker' }),
      });
      expect(started.status).toBe(200);
      const { url } = (await started.json()) as { url: string };
      const page = await fetch(url, { redirect: 'manual' });
      expect(page.status).toBe(303);
      expect(page.headers.get('location')).toBe(`${t.app.ctx.config.publicUrl}/billing?status=success`);
      expect(await billing(u)).toMatchObject({ tier: 'jobseeker', subscription: { status: 'active' } });

      const portal = await fetch(`${origin}/api/billing/portal`, {
        method: 'POST',
        headers: { cookie: u.cookie, origin },
      });
      const portalUrl = ((await portal.json()) as { url: string }).url;
      expect((await fetch(portalUrl)).status).toBe(200);
      const { pathname, search } = new URL(portalUrl);
      const cancel = await fetch(`${fake.url}${pathname}/cancel${search}`, { method: 'POST', redirect: 'manual' });
      expect(cancel.status).toBe(303);
      expect(cancel.headers.get('location')).toBe(`${t.app.ctx.config.publicUrl}/billing`);
      expect(await billing(u)).toMatchObject({ tier: 'jobseeker', subscription: { cancelAtPeriodEnd: true } });
    } finally {
      fake.webhookUrl = undefined;
      await t.app.server.close();
    }
  });
});

describe('without Stripe keys', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('checkout and portal answer 503 with the message; the state says so and offers the trial', async () => {
    const u = await bare.register();
    for (const url of ['/api/billing/checkout', '/api/billing/portal']) {
      const res = await bare.app.inject({
        method: 'POST',
        url,
        headers: { cookie: u.cookie },
        payload: { plan: 'jobseeker' },
      });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({ message: BILLING_MESSAGES.notConfigured, code: 'SERVICE_UNAVAILABLE' });
    }
    const state = await bare.app.inject({ method: 'GET', url: '/api/billing', headers: { cookie: u.cookie } });
    expect(state.json()).toMatchObject({ configured: false, trialAvailable: true, tier: 'free' });
    const trial = await bare.app.inject({
      method: 'POST',
      url: '/api/billing/trial',
      headers: { cookie: u.cookie },
      payload: { plan: 'jobseeker' },
    });
    expect(trial.statusCode).toBe(200);
  });

  it('half a Stripe configuration refuses to start, naming what is missing', async () => {
    const { loadConfig } = await import('../config/config');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_JOBSEEKER, STRIPE_PRICE_PROFESSIONAL: required/,
    );
  });
});
