import { vi } from 'vitest';
import type { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a handler sees of a request: its URL, the JSON body (if any) and the raw init. */
export type StubRequest = { url: string; body: unknown; init: RequestInit | undefined };

/** One route of the fake server: a method, a path (exact, or a pattern) and what it answers. */
export type Handler = {
  method: Method;
  path: string | RegExp;
  reply: (request: StubRequest) => Response | Promise<Response>;
};

/**
 * A route answering with a body the contract's response schema accepts. The body is typed by the
 * schema and parsed with it before it is sent, so a stub cannot drift from the payload the server
 * really answers: a missing or misnamed field fails the test where the stub is written.
 */
export function handle<S extends z.ZodType>(
  method: Method,
  path: string | RegExp,
  schema: S,
  body: z.input<S> | ((request: StubRequest) => z.input<S>),
  status = 200,
): Handler {
  return {
    method,
    path,
    reply: (request) => {
      const value = typeof body === 'function' ? (body as (r: StubRequest) => z.input<S>)(request) : body;
      return Response.json(schema.parse(value), { status });
    },
  };
}

/** A route answering 204 No Content (a delete, a mark-as-read). */
export function handleEmpty(method: Method, path: string | RegExp): Handler {
  return { method, path, reply: () => new Response(null, { status: 204 }) };
}

/** The server's error shape (`{ message, code, issues }`, one error handler for every route). */
export type ErrorBody = { message: string; code?: string; issues?: { path: (string | number)[]; message: string }[] };

/** A route that fails as the server does, with its status and `{ message, code }` body. */
export function handleError(method: Method, path: string | RegExp, status: number, body: ErrorBody): Handler {
  return { method, path, reply: () => Response.json(body, { status }) };
}

/** A string path matches the URL, or the URL without its query when the path has none; a pattern tests the URL. */
function matches(path: string | RegExp, url: string): boolean {
  if (typeof path !== 'string') return path.test(url);
  return path === url || (!path.includes('?') && path === url.split('?')[0]);
}

/**
 * Handlers from a map keyed `"<METHOD> <path>"` (`{ 'GET /api/company/dashboard': () => … }`),
 * for a test that lists its fake server's routes in one object.
 */
export function routes(map: Record<string, Handler['reply']>): Handler[] {
  return Object.entries(map).map(([key, reply]) => {
    const [method, path] = key.split(' ') as [Method, string];
    return { method, path, reply };
  });
}

/** One request the fake server saw, its JSON body parsed. */
export type StubCall = { method: Method; url: string; body: unknown };

/**
 * Stubs `fetch` with a fake server made of handlers (the first match answers); an unexpected call
 * answers 599 (or what `unmatched` says), which fails the calling query or mutation visibly.
 * `requests` lists every request in order. `bodiesOf` reads what was sent
 * to a route, parsed by the contract's request schema when one is given, so a test asserts on a
 * contract-shaped payload.
 */
export function stubApi(
  handlers: Handler[],
  {
    unmatched = ({ url, init }) => new Response(`unexpected call: ${init?.method ?? 'GET'} ${url}`, { status: 599 }),
  }: { unmatched?: Handler['reply'] } = {},
) {
  const requests: StubCall[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET') as Method;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    requests.push({ method, url, body });
    const handler = handlers.find((h) => h.method === method && matches(h.path, url));
    return (handler?.reply ?? unmatched)({ url, body, init });
  });
  vi.stubGlobal('fetch', fetch);

  function calls(method: Method, path: string | RegExp) {
    return fetch.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && matches(path, String(url)));
  }

  function bodiesOf(method: Method, path: string | RegExp): unknown[];
  function bodiesOf<S extends z.ZodType>(method: Method, path: string | RegExp, schema: S): z.output<S>[];
  function bodiesOf(method: Method, path: string | RegExp, schema?: z.ZodType): unknown[] {
    return calls(method, path).map(([, init]) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
      return schema ? schema.parse(body) : body;
    });
  }

  return { fetch, calls, bodiesOf, requests };
}
