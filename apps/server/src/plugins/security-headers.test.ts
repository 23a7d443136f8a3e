import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createWebDistFixture, type TestApp } from '../test/test-app';

let t: TestApp;
let web: ReturnType<typeof createWebDistFixture>;
let cookie: string;
beforeAll(async () => {
  web = createWebDistFixture();
  t = await createTestApp({ WEB_DIST_DIR: web.dir });
  t.app.get('/api/test/boom', { config: { auth: 'public' } }, async () => {
    throw new Error('boom');
  });
  ({ cookie } = await t.register());
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

/** Parses a CSP header into directive → sources. */
function csp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse, label: string) {
  const h = res.headers;
  const policy = csp(String(h['content-security-policy'] ?? ''));
  expect(policy.get('object-src'), `${label} object-src`).toEqual(["'none'"]);
  expect(policy.get('base-uri'), `${label} base-uri`).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), `${label} frame-ancestors`).toBeDefined();
  expect(policy.get('default-src'), `${label} default-src`).toEqual(["'self'"]);
  // No inline or evaluated scripts: the allowlist is our own origin only.
  expect(policy.get('script-src'), `${label} script-src`).toEqual(["'self'"]);

  const hsts = /^max-age=(\d+); includeSubDomains/.exec(String(h['strict-transport-security'] ?? ''));
  expect(hsts, `${label} HSTS`).not.toBeNull();
  expect(Number(hsts?.[1]), `${label} HSTS max-age`).toBeGreaterThanOrEqual(31_536_000);
  expect(h['x-content-type-options'], `${label} nosniff`).toBe('nosniff');
  expect(
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'],
    `${label} Referrer-Policy`,
  ).toContain(h['referrer-policy']);
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('V5: security headers on every response', () => {
  it('V5: every route of the route table answers with CSP, HSTS, nosniff and Referrer-Policy', async () => {
    await t.app.ready();
    const entries = t.routes.flatMap((r) =>
      (Array.isArray(r.method) ? r.method : [r.method]).map((m) => ({ method: m, url: r.url })),
    );
    expect(entries.length).toBeGreaterThan(10);
    for (const e of entries) {
      for (const headers of [{ cookie }, {}]) {
        const res = await t.app.inject({
          method: e.method as 'GET',
          url: e.url.replace(/:[A-Za-z0-9_]+/g, '1'),
          headers,
          ...(BODY_METHODS.has(e.method) ? { payload: {} } : {}),
        });
        expectSecurityHeaders(res, `${e.method} ${e.url} (${res.statusCode})`);
      }
    }
  });

  const special: [string, InjectOptions, number][] = [
    ['a 404 under /api', { method: 'GET', url: '/api/nope' }, 404],
    ['a client-side page', { method: 'GET', url: '/dashboard' }, 200],
    ['a 401', { method: 'GET', url: '/api/user' }, 401],
    ['a 415', { method: 'POST', url: '/api/contact', headers: { 'content-type': 'text/plain' }, payload: 'x' }, 415],
    ['a 400', { method: 'POST', url: '/api/contact', payload: {} }, 400],
    [
      'a 403 from the origin check',
      { method: 'POST', url: '/api/contact', headers: { origin: 'https://evil.example' }, payload: {} },
      403,
    ],
    ['a 500', { method: 'GET', url: '/api/test/boom' }, 500],
    ['a malformed URL', { method: 'GET', url: '/api/jobs/%E0%A4%A' }, 400],
    ['a malformed URL of a page', { method: 'GET', url: '/jobs/%E0%A4%A' }, 400],
  ];
  it.each(special)('V5: %s carries them too', async (_label, request, status) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res, `${request.method} ${request.url}`);
  });

  it('answers a URL that does not decode in our error shape', async () => {
    const res = await t.app.inject({ url: '/api/jobs/%E0%A4%A' });
    expect(res.json()).toEqual({ message: 'The address is not a valid URL', code: 'BAD_REQUEST' });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('V5: clickjacking is refused by CSP frame-ancestors and X-Frame-Options', async () => {
    const res = await t.app.inject({ url: '/dashboard' });
    expect(csp(String(res.headers['content-security-policy'])).get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('V5: caching of API answers', () => {
  it('V5: every /api answer, signed in or not, success or error, is Cache-Control: no-store', async () => {
    for (const [url, headers] of [
      ['/api/user', { cookie }],
      ['/api/user', {}],
      ['/api/health', {}],
      ['/api/openapi.json', {}],
      ['/api/docs', {}],
      ['/api/nope', {}],
      ['/api/test/boom', {}],
    ] as const) {
      const res = await t.app.inject({ url, headers });
      expect(res.headers['cache-control'], `${url} ${res.statusCode}`).toBe('no-store');
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x', password: 'y' } });
    expect(post.headers['cache-control']).toBe('no-store');
  });

  it('fingerprinted assets are cached for a year, and the app shell is revalidated', async () => {
    const asset = await t.app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ url: '/jobseeker' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('V2: every JSON answer declares its charset', async () => {
    for (const url of ['/api/user', '/api/health', '/api/nope']) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
    }
  });

  it('every answer carries a request id for support and logs', async () => {
    const a = await t.app.inject({ url: '/api/health' });
    const b = await t.app.inject({ url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    // A caller cannot choose the id (it would let them forge log correlation).
    const forged = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'forged' } });
    expect(forged.headers['x-request-id']).not.toBe('forged');
  });
});
