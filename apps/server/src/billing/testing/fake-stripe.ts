import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A fake Stripe API on loopback for tests and the end-to-end run (issue 11). It answers the
 * endpoints the billing module calls with the shapes of Stripe's API reference (API version
 * 2026-10-28: the period end sits on subscription items), keeps what it created, records every
 * request, and signs webhook events with the SDK's own `generateTestHeaderString`.
 *
 * Its hosted pages stand in for Stripe's: `GET /checkout/:id` "pays" (creates the subscription,
 * delivers signed `checkout.session.completed` and `customer.subscription.updated` events to the
 * app, then redirects to the session's `success_url`); `GET /portal/:id` offers "Cancel plan"
 * (cancel at period end, delivers `customer.subscription.updated`) and a link back.
 */

export type FakeStripeRequest = {
  method: string;
  path: string;
  /** The form body Stripe's SDK sends, decoded (`line_items[0][price]` → `{ line_items: [{ price }] }`). */
  body: Record<string, unknown>;
  authorization: boolean;
  idempotencyKey: string | undefined;
};

export type FakeStripeOptions = {
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
  /** Where the hosted checkout page delivers events; default `<origin of success_url>/api/billing/webhook`. */
  webhookUrl?: string;
};

type Obj = Record<string, unknown> & { id: string };

export type FakeStripe = {
  /** Base URL, e.g. `http://127.0.0.1:PORT` (the app's `STRIPE_API_BASE`). */
  url: string;
  secretKey: string;
  webhookSecret: string;
  prices: { jobseeker: string; professional: string };
  /** The app's settings for this fake. */
  env: Record<string, string>;
  requests: FakeStripeRequest[];
  /** When true every `/v1/*` call answers 500 (Stripe down). */
  failing: boolean;
  customers: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Stripe.Subscription>;
  webhookUrl: string | undefined;
  /** A subscription the fake holds (as checkout would create it): active, one item, 30-day period. */
  createSubscription(input: {
    customer: string;
    price: string;
    status?: Stripe.Subscription.Status;
    periodStart?: number;
    periodEnd?: number;
    metadata?: Record<string, string>;
  }): Stripe.Subscription;
  /** Changes a held subscription the way Stripe would (status, cancel_at_period_end, period end, ended_at). */
  updateSubscription(
    id: string,
    changes: Partial<{
      status: Stripe.Subscription.Status;
      cancel_at_period_end: boolean;
      current_period_end: number;
      ended_at: number | null;
    }>,
  ): Stripe.Subscription;
  /** A webhook event of Stripe's shape (`object: 'event'`), `created` in seconds (default now). */
  event(type: string, object: unknown, options?: { created?: number; id?: string }): Stripe.Event;
  /** The `Stripe-Signature` header for a payload (timestamp in seconds, default now). */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
  /** An event as Stripe delivers it: the JSON body and its signed headers. */
  signedDelivery(
    event: Stripe.Event,
    options?: { timestamp?: number; secret?: string },
  ): { payload: string; headers: Record<string, string> };
  /** Pays an open checkout session: its subscription, and the two events the app must receive. */
  completeCheckout(
    sessionId: string,
    options?: { created?: number },
  ): { subscription: Stripe.Subscription; events: Stripe.Event[] };
  /** Posts a signed event to `url` (default the webhook URL) and answers the app's status. */
  deliver(event: Stripe.Event, url?: string): Promise<number>;
  close(): Promise<void>;
};

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const PERIOD_SECONDS = 30 * 86_400;

/** Decodes Stripe's form encoding (`a[b][0][c]=x`) into nested objects and arrays. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? '');
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const signer = new Stripe('sk_test_signer_only');
  const secretKey = options.secretKey ?? 'sk_test_fake_careerloom';
  const webhookSecret = options.webhookSecret ?? 'whsec_fake_careerloom';
  const prices = { jobseeker: 'price_fake_jobseeker', professional: 'price_fake_professional' };

  const price = (id: string) => ({
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    product: id === prices.professional ? 'prod_fake_professional' : 'prod_fake_jobseeker',
    recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
    type: 'recurring',
    unit_amount: id === prices.professional ? 2900 : 1200,
    livemode: false,
  });

  const fake: FakeStripe = {
    url: '',
    secretKey,
    webhookSecret,
    prices,
    env: {},
    requests: [],
    failing: false,
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    webhookUrl: options.webhookUrl,

    createSubscription(input) {
      const start = input.periodStart ?? nowSeconds();
      const end = input.periodEnd ?? start + PERIOD_SECONDS;
      const id = newId('sub');
      const sub = {
        id,
        object: 'subscription',
        customer: input.customer,
        status: input.status ?? 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        created: start,
        start_date: start,
        collection_method: 'charge_automatically',
        currency: 'usd',
        livemode: false,
        metadata: input.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              subscription: id,
              price: price(input.price),
              quantity: 1,
              current_period_start: start,
              current_period_end: end,
              created: start,
              metadata: {},
            },
          ],
          has_more: false,
          url: `/v1/subscription_items?subscription=${id}`,
        },
      } as unknown as Stripe.Subscription;
      fake.subscriptions.set(id, sub);
      return sub;
    },

    updateSubscription(id, changes) {
      const sub = fake.subscriptions.get(id);
      if (!sub) throw new Error(`no fake subscription ${id}`);
      if (changes.status !== undefined) sub.status = changes.status;
      if (changes.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = changes.cancel_at_period_end;
        sub.canceled_at = changes.cancel_at_period_end ? nowSeconds() : null;
        sub.cancel_at = changes.cancel_at_period_end ? (sub.items.data[0]?.current_period_end ?? null) : null;
      }
      if (changes.current_period_end !== undefined)
        for (const item of sub.items.data) item.current_period_end = changes.current_period_end;
      if (changes.ended_at !== undefined) sub.ended_at = changes.ended_at;
      return sub;
    },

    event(type, object, eventOptions = {}) {
      return {
        id: eventOptions.id ?? newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: eventOptions.created ?? nowSeconds(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: structuredClone(object) },
      } as unknown as Stripe.Event;
    },

    sign(payload, signOptions = {}) {
      return signer.webhooks.generateTestHeaderString({
        payload,
        secret: signOptions.secret ?? webhookSecret,
        timestamp: signOptions.timestamp ?? nowSeconds(),
      });
    },

    signedDelivery(event, signOptions = {}) {
      const payload = JSON.stringify(event, null, 2);
      return {
        payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': fake.sign(payload, { ...signOptions, timestamp: signOptions.timestamp ?? event.created }),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
      };
    },

    completeCheckout(sessionId, completeOptions = {}) {
      const session = fake.sessions.get(sessionId);
      if (!session) throw new Error(`no fake checkout session ${sessionId}`);
      if (session.status !== 'open') throw new Error(`checkout session ${sessionId} is ${String(session.status)}`);
      const created = completeOptions.created ?? nowSeconds();
      const lineItems = (session.line_items as { price: string }[] | undefined) ?? [];
      const subscriptionData = (session.subscription_data as { metadata?: Record<string, string> } | undefined) ?? {};
      const subscription = fake.createSubscription({
        customer: String(session.customer),
        price: lineItems[0]?.price ?? prices.jobseeker,
        periodStart: created,
        metadata: subscriptionData.metadata ?? {},
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
      });
      const publicSession = { ...session };
      delete publicSession.line_items;
      delete publicSession.subscription_data;
      return {
        subscription,
        events: [
          fake.event('checkout.session.completed', publicSession, { created }),
          fake.event('customer.subscription.updated', subscription, { created }),
        ],
      };
    },

    async deliver(event, url) {
      const target = url ?? fake.webhookUrl;
      if (!target) throw new Error('no webhook URL to deliver to');
      const { payload, headers } = fake.signedDelivery(event);
      const res = await fetch(target, { method: 'POST', headers, body: payload });
      return res.status;
    },

    close: async () => undefined,
  };

  const stripeError = (status: number, type: string, message: string, code?: string) => ({
    status,
    body: { error: { type, message, ...(code ? { code } : {}) } },
  });
  const missing = (what: string, id: string) =>
    stripeError(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing');

  /** The `/v1` API: answers `{ status, body }` of Stripe's shapes. */
  function api(method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } {
    const created = nowSeconds();
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        created,
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        livemode: false,
        invoice_settings: { default_payment_method: null },
      };
      fake.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const customer = String(body.customer ?? '');
      if (!fake.customers.has(customer)) return missing('customer', customer);
      if (body.mode !== 'subscription')
        return stripeError(400, 'invalid_request_error', 'Only subscription mode is faked');
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        customer,
        client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url ?? null,
        cancel_url: body.cancel_url ?? null,
        metadata: body.metadata ?? {},
        subscription: null,
        url: `${fake.url}/checkout/${id}`,
        created,
        expires_at: created + 86_400,
        livemode: false,
        // Kept for the hosted page; Stripe does not return these on the session object.
        line_items: body.line_items,
        subscription_data: body.subscription_data,
      };
      fake.sessions.set(id, session);
      const { line_items: _l, subscription_data: _s, ...visible } = session;
      return { status: 200, body: visible };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = String(body.customer ?? '');
      if (!fake.customers.has(customer)) return missing('customer', customer);
      const id = newId('bps');
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: body.return_url ?? null,
          url: `${fake.url}/portal/${id}?customer=${encodeURIComponent(customer)}&return_url=${encodeURIComponent(String(body.return_url ?? ''))}`,
          created,
          livemode: false,
        },
      };
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (sub?.[1]) {
      const id = decodeURIComponent(sub[1]);
      const found = fake.subscriptions.get(id);
      if (!found) return missing('subscription', id);
      if (method === 'GET') return { status: 200, body: found };
      if (method === 'DELETE') {
        fake.updateSubscription(id, { status: 'canceled', ended_at: created });
        found.canceled_at = created;
        return { status: 200, body: found };
      }
      if (method === 'POST') {
        if (body.cancel_at_period_end !== undefined)
          fake.updateSubscription(id, { cancel_at_period_end: body.cancel_at_period_end === 'true' });
        return { status: 200, body: found };
      }
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  const sendJson = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify(body));
  };
  const sendHtml = (res: http.ServerResponse, status: number, html: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Fake Stripe</title></head><body>${html}</body></html>`);
  };

  /** The app's webhook for a session: configured, or beside its success URL. */
  const webhookFor = (session: Obj) =>
    fake.webhookUrl ?? new URL('/api/billing/webhook', String(session.success_url)).toString();

  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    if (url.pathname === '/__requests') {
      if (method === 'DELETE') fake.requests.length = 0;
      return sendJson(res, 200, method === 'DELETE' ? [] : fake.requests);
    }
    try {
      if (url.pathname.startsWith('/v1/')) {
        const body = decodeStripeForm(raw);
        fake.requests.push({
          method,
          path: url.pathname,
          body,
          authorization: Boolean(req.headers.authorization),
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        });
        if (req.headers.authorization !== `Bearer ${secretKey}`)
          return sendJson(res, 401, {
            error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
          });
        if (fake.failing) return sendJson(res, 500, { error: { type: 'api_error', message: 'Fake Stripe is down' } });
        const answer = api(method, url.pathname, body);
        return sendJson(res, answer.status, answer.body);
      }
      const checkout = /^\/checkout\/([^/]+)$/.exec(url.pathname);
      if (checkout?.[1] && method === 'GET') {
        const session = fake.sessions.get(checkout[1]);
        if (!session) return sendHtml(res, 404, '<h1>Checkout session not found</h1>');
        if (session.status === 'open') {
          const { events } = fake.completeCheckout(session.id);
          for (const event of events) {
            const status = await fake.deliver(event, webhookFor(session));
            if (status !== 200) return sendHtml(res, 502, `<h1>The app answered ${status} to ${event.type}</h1>`);
          }
        }
        res.writeHead(303, { location: String(session.success_url) });
        return res.end();
      }
      const portal = /^\/portal\/([^/]+)(\/cancel)?$/.exec(url.pathname);
      if (portal) {
        const customer = url.searchParams.get('customer') ?? '';
        const returnUrl = url.searchParams.get('return_url') ?? '/';
        const live = [...fake.subscriptions.values()].find(
          (s) => s.customer === customer && s.status !== 'canceled' && !s.ended_at,
        );
        if (portal[2] && method === 'POST') {
          if (live) {
            fake.updateSubscription(live.id, { cancel_at_period_end: true });
            const status = await fake.deliver(
              fake.event('customer.subscription.updated', live),
              fake.webhookUrl ?? new URL('/api/billing/webhook', returnUrl).toString(),
            );
            if (status !== 200) return sendHtml(res, 502, `<h1>The app answered ${status}</h1>`);
          }
          res.writeHead(303, { location: returnUrl });
          return res.end();
        }
        return sendHtml(
          res,
          200,
          `<h1>Fake customer portal</h1>
<p>${live ? `Plan renews on ${new Date((live.items.data[0]?.current_period_end ?? 0) * 1000).toDateString()}` : 'No active plan'}</p>
<form method="post" action="${escapeHtml(`${url.pathname}/cancel${url.search}`)}"><button type="submit">Cancel plan</button></form>
<p><a href="${escapeHtml(returnUrl)}">Return to Careerloom</a></p>`,
        );
      }
      sendJson(res, 404, { error: { type: 'invalid_request_error', message: 'Not found' } });
    } catch (error) {
      sendJson(res, 500, { error: { type: 'api_error', message: String(error) } });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.env = {
    STRIPE_API_BASE: fake.url,
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_JOBSEEKER: prices.jobseeker,
    STRIPE_PRICE_PROFESSIONAL: prices.professional,
  };
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
