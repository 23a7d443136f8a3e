import type { z } from 'zod';

/**
 * The one way the web app talks to the API. Every call sends cookies; GET payloads go to the query
 * string with nulls left out; a `FormData` payload goes as multipart, anything else as JSON; a non-OK answer throws `ApiError` whose message is
 * `<status>: <detail>` (rulings "Errors"; part 1 section 8). `apiJson` parses every answer with
 * the contract's response schema, so a page never renders a shape it was not built for.
 */
export type ApiIssue = { path: Array<string | number>; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code?: string,
    /** Validation issues of a 400, one per broken rule. */
    readonly issues?: ApiIssue[],
  ) {
    super(`${status}: ${detail}`);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown; issues?: unknown };
    if (typeof body.message === 'string') {
      const issues = Array.isArray(body.issues) ? (body.issues as ApiIssue[]) : undefined;
      return new ApiError(res.status, body.message, typeof body.code === 'string' ? body.code : undefined, issues);
    }
  } catch {
    // not JSON: fall through to the body text
  }
  return new ApiError(res.status, text || res.statusText);
}

export async function apiRequest(method: Method, url: string, payload?: unknown): Promise<Response> {
  let target = url;
  const init: RequestInit = { method, credentials: 'include', headers: {} };
  if (method === 'GET' && payload && typeof payload === 'object') {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(payload)) if (v !== null && v !== undefined) params.set(k, String(v));
    const qs = params.toString();
    if (qs) target += (target.includes('?') ? '&' : '?') + qs;
  } else if (payload instanceof FormData) {
    // A file upload: the browser sets the multipart content type with its boundary.
    init.body = payload;
  } else if (payload !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(payload);
  }
  const res = await fetch(target, init);
  if (!res.ok) throw await errorFrom(res);
  return res;
}

/** The code of an answer whose body is not what the contract says (a server and page out of step). */
export const INVALID_RESPONSE = 'INVALID_RESPONSE';
/** Its wording: the page and the server disagree, which a reload (a newer page) usually mends. */
export const INVALID_RESPONSE_MESSAGE =
  'The server sent an answer this page does not understand; please reload the page';

/**
 * A request whose answer is parsed with `schema` (the contract's response schema; 204 No Content
 * is `null`, see `noContentResponseSchema`). An answer that is not JSON or does not match becomes
 * an `ApiError` with the code `INVALID_RESPONSE` and status 502 (a bad answer from upstream), so
 * callers handle it like any failed request instead of crashing on a missing field. The schema's
 * issues ride along as the error's `cause`, for the developer tools, not for the user.
 *
 * `schema` may still be loading (a promise): the first page's own requests load their schemas
 * apart from its chunk (decision 029), and the load runs while the request travels.
 */
export async function apiJson<S extends z.ZodType>(
  schema: S | Promise<S>,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<z.output<S>> {
  // Awaited only after the answer; a failed request must not leave the load's failure unhandled.
  const loading = Promise.resolve(schema);
  loading.catch(() => {});
  const res = await apiRequest(method, url, payload);
  let body: unknown = null;
  if (res.status !== 204) {
    try {
      body = await res.json();
    } catch (cause) {
      throw invalidResponse(cause);
    }
  }
  const parsed = (await loading).safeParse(body);
  if (!parsed.success) throw invalidResponse(parsed.error);
  return parsed.data;
}

function invalidResponse(cause: unknown): ApiError {
  const error = new ApiError(502, INVALID_RESPONSE_MESSAGE, INVALID_RESPONSE);
  Object.defineProperty(error, 'cause', { value: cause });
  return error;
}
