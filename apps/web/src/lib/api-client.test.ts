import { noContentResponseSchema } from '@careerloom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiJson, apiRequest, INVALID_RESPONSE, INVALID_RESPONSE_MESSAGE } from './api-client';

/** What `fetch` was asked to do, and a real Response to answer with. */
let calls: { url: string; init: RequestInit }[];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('api client errors read "<status>: <detail>" (rulings "Errors")', () => {
  it('takes the detail from a JSON message, and keeps the code', async () => {
    answer = () =>
      new Response(JSON.stringify({ message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' }), {
        status: 401,
        statusText: 'Unauthorized',
        headers: { 'content-type': 'application/json' },
      });
    const error = await errorOf(apiRequest('POST', '/api/login', { username: 'a', password: 'b' }));
    expect(error.message).toBe('401: Invalid username or password');
    expect(error).toMatchObject({ status: 401, detail: 'Invalid username or password', code: 'INVALID_CREDENTIALS' });
  });

  it('carries the validation issues of a 400', async () => {
    const issues = [
      { path: ['body', 'firstName'], message: 'First name is required' },
      { path: ['body', 'email'], message: 'Please enter a valid email address' },
    ];
    answer = () =>
      new Response(
        JSON.stringify({ message: 'firstName: First name is required', code: 'VALIDATION_FAILED', issues }),
        {
          status: 400,
          statusText: 'Bad Request',
        },
      );
    const error = await errorOf(apiRequest('POST', '/api/leads/demo', {}));
    expect(error.message).toBe('400: firstName: First name is required');
    expect(error.issues).toEqual(issues);
  });

  it('takes the body text when the body is not JSON', async () => {
    answer = () => new Response('upstream timed out', { status: 502, statusText: 'Bad Gateway' });
    const error = await errorOf(apiRequest('GET', '/api/user'));
    expect(error.message).toBe('502: upstream timed out');
    expect(error.code).toBeUndefined();
  });

  it('takes the body text when the JSON has no string message', async () => {
    const body = JSON.stringify({ error: 'nope', message: 42 });
    answer = () => new Response(body, { status: 400, statusText: 'Bad Request' });
    expect((await errorOf(apiRequest('GET', '/api/user'))).message).toBe(`400: ${body}`);
  });

  it('takes the status text when the body is empty', async () => {
    answer = () => new Response(null, { status: 503, statusText: 'Service Unavailable' });
    expect((await errorOf(apiRequest('GET', '/api/user'))).message).toBe('503: Service Unavailable');
  });

  it('does not throw for 2xx answers', async () => {
    answer = () => new Response('{"ok":true}', { status: 200 });
    await expect(apiJson(z.object({ ok: z.boolean() }), 'GET', '/api/health')).resolves.toEqual({ ok: true });
  });
});

describe('api client requests', () => {
  it('puts a GET payload in the query string and leaves out nulls and undefined', async () => {
    await apiRequest('GET', '/api/jobs', { q: 'react dev', page: 2, remote: true, location: null, tier: undefined });
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/jobs');
    expect([...url.searchParams]).toEqual([
      ['q', 'react dev'],
      ['page', '2'],
      ['remote', 'true'],
    ]);
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('appends to a query string the URL already has, and adds none when every value is null', async () => {
    await apiRequest('GET', '/api/jobs?sort=new', { q: 'x' });
    expect(calls[0]?.url).toBe('/api/jobs?sort=new&q=x');
    await apiRequest('GET', '/api/jobs', { q: null });
    expect(calls[1]?.url).toBe('/api/jobs');
  });

  it('sends other payloads as a JSON body', async () => {
    await apiRequest('PATCH', '/api/users/7', { fullName: 'Ada', skills: ['x'], bio: null });
    const { url, init } = calls[0] ?? { url: '', init: {} };
    expect(url).toBe('/api/users/7');
    expect(init.method).toBe('PATCH');
    expect(init.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ fullName: 'Ada', skills: ['x'], bio: null });
  });

  it('sends no body and no content type when there is no payload', async () => {
    await apiRequest('POST', '/api/logout');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.headers).toEqual({});
  });

  it('always sends cookies', async () => {
    await apiRequest('GET', '/api/user');
    await apiRequest('POST', '/api/login', {});
    expect(calls.map((c) => c.init.credentials)).toEqual(['include', 'include']);
  });

  it('apiJson answers null for 204 No Content', async () => {
    answer = () => new Response(null, { status: 204 });
    await expect(apiJson(noContentResponseSchema, 'POST', '/api/logout')).resolves.toBeNull();
  });
});

describe('apiJson parses the answer with the contract schema', () => {
  const okSchema = z.object({ ok: z.boolean() });

  it('answers the parsed value, transforms and defaults applied', async () => {
    answer = () => Response.json({ ok: true, extra: 1 });
    await expect(apiJson(okSchema, 'GET', '/api/health')).resolves.toEqual({ ok: true });
  });

  it('turns an answer of the wrong shape into an ApiError, not a crash', async () => {
    answer = () => Response.json({ ok: 'yes' });
    const error = await errorOf(apiJson(okSchema, 'GET', '/api/health'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(INVALID_RESPONSE);
    expect(error.status).toBe(502);
    expect(error.message).toBe(`502: ${INVALID_RESPONSE_MESSAGE}`);
    expect((error as Error & { cause?: unknown }).cause).toBeInstanceOf(z.ZodError);
  });

  it('turns a 2xx answer that is not JSON into the same ApiError', async () => {
    answer = () => new Response('<html>proxy page</html>', { status: 200 });
    const error = await errorOf(apiJson(okSchema, 'GET', '/api/health'));
    expect(error.code).toBe(INVALID_RESPONSE);
  });

  it('refuses a body where the contract says No Content', async () => {
    answer = () => Response.json({ unexpected: true });
    expect((await errorOf(apiJson(noContentResponseSchema, 'DELETE', '/api/x'))).code).toBe(INVALID_RESPONSE);
  });
});

describe('apiJson with a schema still loading (decision 029)', () => {
  const okSchema = z.object({ ok: z.boolean() });

  it('sends the request before the schema arrives and parses the answer with it', async () => {
    let arrive: (s: typeof okSchema) => void = () => {};
    const loading = new Promise<typeof okSchema>((resolve) => {
      arrive = resolve;
    });
    answer = () => Response.json({ ok: true, extra: 1 });
    const result = apiJson(loading, 'GET', '/api/user');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    arrive(okSchema);
    await expect(result).resolves.toEqual({ ok: true });
  });

  // A rejection left unhandled fails the run (vitest reports it), so the second case guards it.
  it('fails like a failed request when the schema cannot load, and a failed request leaves no unhandled rejection', async () => {
    answer = () => Response.json({ ok: true });
    await expect(apiJson(Promise.reject(new Error('chunk failed')), 'GET', '/api/user')).rejects.toThrow(
      'chunk failed',
    );
    answer = () => Response.json({ message: 'Not signed in' }, { status: 401 });
    const error = await errorOf(apiJson(Promise.reject(new Error('chunk failed')), 'GET', '/api/user'));
    expect(error.status).toBe(401);
    await new Promise((r) => setTimeout(r, 10));
  });
});
