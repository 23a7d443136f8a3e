import { AppError } from '../errors';

/**
 * The one way connectors call a source's API on behalf of a user: a time-out, a size cap, the
 * token as a bearer header (never in the URL), and failures turned into what the user should
 * hear. A 401 means the token was revoked or expired: `SourceAuthError`, so the caller marks the
 * connection as needing reconnection. A 429 is a rate limit (429 to the user with Retry-After);
 * 5xx, time-outs and network errors are the source failing (502). The token never appears in an
 * error message.
 */
export class SourceAuthError extends AppError {
  constructor(sourceName: string) {
    super('UPSTREAM_FAILED', `${sourceName} refused the access token (revoked or expired); reconnect ${sourceName}`);
    this.name = 'SourceAuthError';
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
  if (res.status === 401) {
    await res.body?.cancel().catch(() => undefined);
    throw new SourceAuthError(sourceName);
  }
  if (res.status === 429) {
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
    return JSON.parse(text) as T;
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
