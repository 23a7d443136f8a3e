import { AppError } from '../errors';

/**
 * The one way connectors call a source's API on behalf of a user: a time-out, a size cap, the
 * token as a bearer header (never in the URL), and failures turned into what the user should
 * hear. A 401 (revoked or expired) or 403 (a permission missing) is `SourceAuthError`: for a stored
 * token the caller marks the connection as needing reconnection; for a token the user just gave,
 * `withNewToken` answers 400. A 429 is a rate limit (429 to the user with Retry-After);
 * 5xx, time-outs and network errors are the source failing (502). The token never appears in an
 * error message.
 */
export class SourceAuthError extends AppError {
  constructor(
    readonly sourceName: string,
    /** 401: the token is not (or no longer) valid; 403: it is valid but lacks a permission. */
    readonly sourceStatus: 401 | 403 = 401,
  ) {
    super(
      'UPSTREAM_FAILED',
      sourceStatus === 403
        ? `${sourceName} refused the access token (it lacks a permission this read needs); reconnect ${sourceName}`
        : `${sourceName} refused the access token (revoked or expired); reconnect ${sourceName}`,
    );
    this.name = 'SourceAuthError';
  }
}

/**
 * What a user hears when a token they just gave us is refused: their input was wrong (400), not
 * the source down (502). Callers store nothing, and leave an existing connection as it was.
 */
export function tokenRefused(error: SourceAuthError): AppError {
  const why =
    error.sourceStatus === 403
      ? 'it does not grant the access Careerloom asks for; create one with the scopes listed'
      : 'it is not valid, or it was revoked or has expired';
  return new AppError('BAD_REQUEST', `${error.sourceName} refused this token: ${why}`);
}

/** Runs a connect's first read with a token the user just gave; a refusal becomes `tokenRefused`. */
export async function withNewToken<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw error instanceof SourceAuthError ? tokenRefused(error) : error;
  }
}

export type SourceRequest = {
  /** Names the source in messages, e.g. 'GitHub'. */
  sourceName: string;
  token?: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** Default 10 s. */
  timeoutMs?: number;
  /** Default 5 MB. */
  maxBytes?: number;
  /** When set, a 404 means the user named something that does not exist: 404 with this message. */
  notFound?: string;
};

export const SOURCE_USER_AGENT = 'Careerloom/1.0 (connected sources)';

export async function sourceFetchJson<T = unknown>(url: string, request: SourceRequest): Promise<T> {
  return (await sourceFetchJsonResponse<T>(url, request)).body;
}

/** `sourceFetchJson` with the response headers too, for APIs that page through a `Link` header. */
export async function sourceFetchJsonResponse<T = unknown>(
  url: string,
  request: SourceRequest,
): Promise<{ body: T; headers: Headers }> {
  const { sourceName } = request;
  const timeoutMs = request.timeoutMs ?? 10_000;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'user-agent': SOURCE_USER_AGENT,
    ...request.headers,
  };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new AppError(
      'UPSTREAM_FAILED',
      timedOut
        ? `${sourceName} did not answer within ${Math.round(timeoutMs / 1000)} s; try again later`
        : `${sourceName} could not be reached; try again later`,
    );
  }
  // GitHub answers an exhausted rate limit with 403 and x-ratelimit-remaining: 0: that is a 429.
  const rateLimited = res.status === 429 || (res.status === 403 && res.headers.get('x-ratelimit-remaining') === '0');
  if (res.status === 401 || (res.status === 403 && !rateLimited)) {
    await res.body?.cancel().catch(() => undefined);
    throw new SourceAuthError(sourceName, res.status === 403 ? 403 : 401);
  }
  if (rateLimited) {
    await res.body?.cancel().catch(() => undefined);
    const retryAfter = Number.parseInt(res.headers.get('retry-after') ?? '', 10);
    const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 3600) : 60;
    throw new AppError('RATE_LIMITED', `${sourceName} is rate limiting requests; try again in ${seconds} s`, seconds);
  }
  if (res.status === 404 && request.notFound) {
    await res.body?.cancel().catch(() => undefined);
    throw new AppError('NOT_FOUND', request.notFound);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new AppError('UPSTREAM_FAILED', `${sourceName} answered ${res.status}; try again later`);
  }
  const maxBytes = request.maxBytes ?? 5 * 1024 * 1024;
  const text = await readCapped(res, maxBytes, sourceName);
  try {
    return { body: JSON.parse(text) as T, headers: res.headers };
  } catch {
    throw new AppError('UPSTREAM_FAILED', `${sourceName} sent an answer that is not JSON`);
  }
}

async function readCapped(res: Response, maxBytes: number, sourceName: string): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError('UPSTREAM_FAILED', `${sourceName} sent more than ${Math.round(maxBytes / 1048576)} MB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `base` (scheme and host, maybe a path prefix) joined with a documented path, no double slash. */
export function apiUrl(base: string, path: string, query?: Record<string, string | number | undefined>): string {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}
