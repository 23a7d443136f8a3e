import { errorBodySchema } from '@careerloom/contract';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogger, createTestApp, rowCounts, type TestApp, uniqueName } from '../test/test-app';

const GENERIC_500 = { message: 'Something went wrong on our side', code: 'INTERNAL' };
/** Things an internal error could leak: stack frames, file paths, SQL. */
const LEAKS = [/at .*\.(ts|js):\d+/, /\/work\//, /node_modules/, /\.ts\b/, /select|insert|relation|sessions/i];

let t: TestApp;
let logs: ReturnType<typeof captureLogger>;
beforeAll(async () => {
  logs = captureLogger();
  t = await createTestApp({}, { logger: logs.logger });
  // Registered before the first request readies the app: a handler failing the way a bug would.
  t.app.get('/api/test/boom', { config: { auth: 'public' } }, async () => {
    throw new Error(`secret detail: select * from users at /work/main/apps/server/src/x.ts:12:3`);
  });
  t.app.post('/api/test/reject', { config: { auth: 'public' } }, async () => {
    throw Object.assign(new Error('not an http error'), { statusCode: 418 });
  });
});
afterAll(async () => {
  await t?.close();
});

const validRegistration = () => {
  const username = uniqueName();
  return { username, password: 'a perfectly fine passphrase', email: `${username}@example.com`, fullName: 'X' };
};

/** Every error answer has the contract's shape and a JSON content type with a charset. */
function expectErrorBody(res: { headers: Record<string, unknown>; json: () => unknown }) {
  expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
}

describe('V2: only JSON bodies are accepted', () => {
  it.each([
    ['text/plain', 'username=a&password=b'],
    ['application/x-www-form-urlencoded', 'username=a&password=b'],
    ['multipart/form-data; boundary=x', '--x--'],
    ['application/xml', '<a/>'],
  ])('V2: a %s body is 415', async (type, body) => {
    const before = await rowCounts(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': type },
      payload: body,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Unsupported content type; send application/json',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expectErrorBody(res);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('V2: a JSON body with a charset parameter is accepted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ name: 'A', email: 'a@example.com', message: 'hi' }),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('malformed and oversized bodies', () => {
  it.each([
    '{"username":',
    '{username: "a"}',
    "{'a':1}",
    '[1,2',
    'undefined',
  ])('malformed JSON %s is 400 BAD_REQUEST', async (payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request body is not valid JSON', code: 'BAD_REQUEST' });
  });

  it('an empty JSON body is 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res);
  });

  it('V3: a 3 MB body is 413 and writes nothing', async () => {
    const before = await rowCounts(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'A', email: 'a@example.com', message: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('a body just under the 1 MiB limit is parsed (and then refused by the schema, not the size)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A', email: 'a@example.com', message: 'x'.repeat(1024 * 1024 - 200) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('V1: text the database cannot store is a 400, not a 500', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'x\ud800'],
    ['a lone low surrogate', '\udfffx'],
  ])('V1: %s in any field is 400 VALIDATION_FAILED and writes nothing', async (_name, text) => {
    const { user, cookie } = await t.register();
    const before = await rowCounts(t.db);
    const requests = [
      { method: 'POST' as const, url: '/api/register', payload: { ...validRegistration(), fullName: text } },
      { method: 'POST' as const, url: '/api/login', payload: { username: text, password: 'whatever it is' } },
      { method: 'POST' as const, url: '/api/contact', payload: { name: text, email: 'a@example.com', message: 'm' } },
      {
        method: 'POST' as const,
        url: '/api/leads/inquiry',
        payload: { company: 'C', name: 'N', email: 'a@example.com', requirements: text },
      },
      { method: 'PATCH' as const, url: `/api/users/${user.id}`, payload: { bio: text }, headers: { cookie } },
      {
        method: 'PATCH' as const,
        url: `/api/users/${user.id}`,
        payload: { skills: ['ok', text] },
        headers: { cookie },
      },
    ];
    for (const r of requests) {
      const res = await t.app.inject(r);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(400);
      expect(res.json(), r.url).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('V1: a correctly paired surrogate (an emoji) is stored and read back intact', async () => {
    const { user, cookie } = await t.register();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: { cookie },
      payload: { bio: 'rocket 🚀 and 𝄞' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bio).toBe('rocket 🚀 and 𝄞');
  });

  it('V1: a deeply nested body is refused with 400, not a stack overflow', async () => {
    const depth = 100_000;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res);
  });
});

describe('V4: prototype pollution is refused', () => {
  it.each([
    ['__proto__', '{"__proto__":{"isAdmin":true}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ])('V4: a body with %s is 400 and pollutes nothing', async (_name, poison) => {
    const { user, cookie } = await t.register();
    const before = await rowCounts(t.db);
    const targets = [
      { method: 'POST' as const, url: '/api/register', headers: {} },
      { method: 'POST' as const, url: '/api/leads/inquiry', headers: {} },
      { method: 'PATCH' as const, url: `/api/users/${user.id}`, headers: { cookie } },
    ];
    for (const target of targets) {
      const res = await t.app.inject({
        ...target,
        headers: { ...target.headers, 'content-type': 'application/json' },
        payload: poison,
      });
      expect(res.statusCode, target.url).toBe(400);
      expectErrorBody(res);
    }
    // Also beside otherwise valid fields of a registration.
    const nested = `{"username":"${uniqueName()}","password":"a fine passphrase","email":"n@example.com","fullName":"X",${poison.slice(1)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: nested,
    });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('isAdmin');
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe('errors answer { message, code, issues? } with a fitting status', () => {
  it('a validation failure is 400 VALIDATION_FAILED with issues naming the fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: { username: 'x' } });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const fields = body.issues.map((i: { path: string[] }) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['body.username', 'body.password', 'body.email', 'body.fullName']));
  });

  it('an unknown /api route is a JSON 404 NOT_FOUND', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/route?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: `No route for ${method} /api/no/such/route`, code: 'NOT_FOUND' });
    }
  });

  it('a 4xx error of unknown origin keeps its status but gets a generic body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/reject' });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual({ message: 'Bad request', code: 'BAD_REQUEST' });
  });
});

describe('V7: unexpected errors are generic for the client and complete in the log', () => {
  it('V7: a route that throws answers a generic 500 with no stack, SQL or path, and logs the error with the request id', async () => {
    const res = await t.app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(GENERIC_500);
    for (const leak of LEAKS) expect(res.body).not.toMatch(leak);

    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = logs.lines().find((l) => l.msg === 'unhandled error' && l.reqId === requestId);
    expect(logged, 'the error is logged with the request id').toBeDefined();
    const err = logged?.err as { message?: string; stack?: string };
    expect(err.message).toContain('secret detail');
    expect(err.stack).toMatch(/error-handler\.test\.ts/);
    expect(logged?.level).toBe(50);
  });

  // Last in the file on purpose: it breaks this app's database for good.
  it('V7: a database failure (missing table) answers a generic 500 and the SQL error goes to the log only', async () => {
    const { cookie } = await t.register();
    // Hidden for this one request and put back: the file's other tests share the database, in any order.
    await t.db.execute(sql`alter table sessions rename to sessions_hidden`);
    let res: LightMyRequestResponse;
    try {
      res = await t.app.inject({ url: '/api/user', headers: { cookie } });
    } finally {
      await t.db.execute(sql`alter table sessions_hidden rename to sessions`);
    }
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(GENERIC_500);
    for (const leak of LEAKS) expect(res.body).not.toMatch(leak);
    const logged = logs.lines().find((l) => l.msg === 'unhandled error' && l.reqId === res.headers['x-request-id']);
    expect(JSON.stringify(logged?.err)).toMatch(/sessions/);
  });
});
