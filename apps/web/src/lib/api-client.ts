/**
 * The one way the web app talks to the API. Every call sends cookies; GET payloads go to the query
 * string with nulls left out; a `FormData` payload goes as multipart, anything else as JSON; a non-OK answer throws `ApiError` whose message is
 * `<status>: <detail>` (rulings "Errors"; part 1 section 8).
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

export async function apiJson<T>(method: Method, url: string, payload?: unknown): Promise<T> {
  const res = await apiRequest(method, url, payload);
  return (res.status === 204 ? null : await res.json()) as T;
}
