import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { createTestApp, createWebDistFixture, type TestApp } from './test/test-app';

/**
 * Routes anyone may call. Deny by default (Z2): a new public route fails this file until it is
 * added here on purpose. Files of the web build are listed by the fixture below.
 */
const PUBLIC_API_ROUTES = [
  'GET /api/health',
  'HEAD /api/health',
  // Readiness for a load balancer or container health check: answers which dependency is down.
  'GET /healthz',
  'HEAD /healthz',
  'GET /api/openapi.json',
  'HEAD /api/openapi.json',
  'GET /api/docs',
  'HEAD /api/docs',
  'POST /api/register',
  'POST /api/login',
  'POST /api/leads/inquiry',
  'POST /api/leads/demo',
  'POST /api/contact',
  // Stripe's webhook: authenticated by the signature over its raw body, not by a session.
  'POST /api/billing/webhook',
  // CORS preflights carry no credentials by definition; answered only for the extension's routes.
  'OPTIONS /api/*',
];
/** Routes that use a session when there is one but also serve signed-out callers. */
const OPTIONAL_SESSION_ROUTES = [
  'POST /api/logout',
  // The assistant serves guests too (issue 3): history, clear, the socket, and speech.
  'GET /api/chat/messages',
  'HEAD /api/chat/messages',
  'DELETE /api/chat/messages',
  'GET /ws/chat',
  'HEAD /ws/chat',
  'POST /api/tts',
  'POST /api/stt',
  // The guest free dashboard chats and analyses data under the guest quota (issue 4).
  'POST /api/free/chat',
  'POST /api/free/data-integration',
];
/** Routes known to require a session; the walk below must at least find these. */
const KNOWN_PROTECTED_ROUTES = ['GET /api/user', 'PATCH /api/users/:id', 'GET /api/admin/leads'];
/** State-changing routes that take no body on purpose. */
const NO_BODY_ROUTES = [
  'POST /api/logout',
  'DELETE /api/chat/messages',
  'POST /api/stt',
  'DELETE /api/automations/:id',
  'POST /api/automations/:id/pause',
  'POST /api/automations/:id/resume',
  'POST /api/automations/:id/run',
  'POST /api/notifications/read',
  'POST /api/work-ai/primary-action',
  'DELETE /api/ai/job-searches/:id',
  'POST /api/ai/job-monitoring/mark-checked',
  'DELETE /api/ai/company-watchlist/:id',
  'POST /api/company/ats/greenhouse-harvest/sync',
  'DELETE /api/company/ats/greenhouse-harvest',
  'POST /api/device/refresh/:source',
  'DELETE /api/privacy/data/:sourceId',
  'POST /api/intelligence/refresh/:source',
  'POST /api/billing/portal',
  'POST /api/billing/notice/seen',
  'DELETE /api/extension/tokens/:id',
  'POST /api/ai/applications/check-mail',
  'POST /api/ai/application-mail-suggestions/:id/accept',
  'POST /api/ai/application-mail-suggestions/:id/dismiss',
  // A raw body whose Stripe signature is checked before anything reads it.
  'POST /api/billing/webhook',
];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Entry = { key: string; method: string; url: string; route: RouteOptions };

/** One entry per method of each route. */
function entries(routes: RouteOptions[]): Entry[] {
  return routes.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
      key: `${method} ${route.url}`,
      method,
      url: route.url,
      route,
    })),
  );
}

/** A concrete URL for a route pattern: every `:param` becomes 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1');

let t: TestApp;
let web: ReturnType<typeof createWebDistFixture>;
let all: Entry[];
beforeAll(async () => {
  web = createWebDistFixture();
  t = await createTestApp({ WEB_DIST_DIR: web.dir });
  await t.app.ready();
  all = entries(t.routes);
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const authOf = (e: Entry) => e.route.config?.auth ?? 'required';
/** The web build's one static route (plugins/web-app.ts: files are found on disk when asked for). */
const WEB_FILE_KEYS = ['GET /*', 'HEAD /*'];

describe('Z2: deny by default', () => {
  it('Z2: the routes open to signed-out callers are exactly the allow-list', () => {
    const open = all.filter((e) => authOf(e) === 'public').map((e) => e.key);
    expect(open.sort()).toEqual([...PUBLIC_API_ROUTES, ...WEB_FILE_KEYS].sort());
    const optional = all.filter((e) => authOf(e) === 'optional').map((e) => e.key);
    expect(optional.sort()).toEqual([...OPTIONAL_SESSION_ROUTES].sort());
    // Nothing else may slip through with a value the session plugin does not know.
    for (const e of all) expect(['public', 'optional', 'required'], e.key).toContain(authOf(e));
  });

  it('Z2: the route walk finds the known protected routes', () => {
    const keys = all.map((e) => e.key);
    for (const k of KNOWN_PROTECTED_ROUTES) expect(keys).toContain(k);
  });

  it('Z2: every route not on the allow-list answers 401 to a caller without a cookie', async () => {
    const protectedRoutes = all.filter((e) => authOf(e) === 'required');
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(KNOWN_PROTECTED_ROUTES.length);
    for (const e of protectedRoutes) {
      const res = await t.app.inject({
        method: e.method as 'GET',
        url: concrete(e.url),
        ...(BODY_METHODS.has(e.method) ? { payload: {} } : {}),
      });
      expect(res.statusCode, e.key).toBe(401);
      if (e.method !== 'HEAD')
        expect(res.json(), e.key).toEqual({ message: 'You must be signed in', code: 'NOT_SIGNED_IN' });
    }
  });

  it('Z2: a forged or unknown session cookie is treated as no session', async () => {
    for (const cookie of [
      'careerloom.sid=forged',
      '__Host-careerloom.sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'careerloom.sid=',
    ]) {
      for (const e of all.filter((x) => authOf(x) === 'required')) {
        const res = await t.app.inject({
          method: e.method as 'GET',
          url: concrete(e.url),
          headers: { cookie },
          ...(BODY_METHODS.has(e.method) ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${e.key} with ${cookie}`).toBe(401);
      }
    }
  });

  it('the web build is served to signed-out visitors', async () => {
    for (const f of web.files) {
      const res = await t.app.inject({ url: f });
      expect(res.statusCode, f).toBe(200);
    }
    const page = await t.app.inject({ url: '/some/client/route' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

/** Every string in a JSON schema is length-bounded and every array size-bounded (V1). */
function unboundedParts(schema: unknown, at = '$'): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  const found: string[] = [];
  const isChoice = 'enum' in s || 'const' in s;
  if (s.type === 'string' && !isChoice && typeof s.maxLength !== 'number')
    found.push(`${at}: string without maxLength`);
  if (s.type === 'array' && typeof s.maxItems !== 'number') found.push(`${at}: array without maxItems`);
  for (const [k, v] of Object.entries(s)) {
    if (Array.isArray(v)) {
      for (const [i, item] of v.entries()) found.push(...unboundedParts(item, `${at}.${k}[${i}]`));
    } else if (v && typeof v === 'object') found.push(...unboundedParts(v, `${at}.${k}`));
  }
  return found;
}

const jsonSchemaOf = (schema: unknown) =>
  z.toJSONSchema(schema as ZodType, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;

describe('V1: every input is declared by a schema', () => {
  const apiRoutes = () => all.filter((e) => e.url.startsWith('/api/'));

  it('V1: every state-changing route declares a body schema (or is known to take none)', () => {
    for (const e of apiRoutes().filter((x) => BODY_METHODS.has(x.method))) {
      if (NO_BODY_ROUTES.includes(e.key)) continue;
      expect(e.route.schema?.body, e.key).toBeDefined();
    }
  });

  it('V1: every route with path parameters declares a params schema naming each of them', () => {
    for (const e of all.filter((x) => x.url.includes(':'))) {
      const params = e.route.schema?.params;
      expect(params, e.key).toBeDefined();
      const declared = Object.keys((jsonSchemaOf(params).properties ?? {}) as object);
      for (const name of e.url.match(/:([A-Za-z0-9_]+)/g) ?? []) expect(declared, e.key).toContain(name.slice(1));
    }
  });

  it('V1: every API route that answers data declares its response schemas', () => {
    // The docs routes answer the generated document and HTML.
    // The stored resume file and the extension's zip answer their own bytes; a preflight answers
    // headers only.
    const exempt = new Set([
      '/api/openapi.json',
      '/api/docs',
      '/api/extension/resume-file',
      '/api/extension/package',
      '/api/*',
    ]);
    for (const e of apiRoutes().filter((x) => !exempt.has(x.url))) {
      expect(e.route.schema?.response, e.key).toBeDefined();
    }
  });

  it('Z3/V1: body, params and query schemas refuse unknown keys and bound every string and array', () => {
    for (const e of all) {
      for (const part of ['body', 'params', 'querystring'] as const) {
        const schema = e.route.schema?.[part];
        if (!schema) continue;
        const json = jsonSchemaOf(schema);
        expect(json.additionalProperties, `${e.key} ${part}`).toBe(false);
        expect(unboundedParts(json), `${e.key} ${part}`).toEqual([]);
      }
    }
  });
});
