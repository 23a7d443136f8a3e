import { SOURCE_USER_AGENT } from '../connectors/source-http';
import { AppError } from '../errors';

/**
 * Greenhouse Harvest API v1 (https://developers.greenhouse.io/harvest.html): HTTP Basic auth with
 * the API key as the username and an empty password; collections are paginated by `per_page`
 * (at most 500) and a `Link` header whose `rel="next"` URL is followed until it is absent.
 * Failures become what the user should hear: 401 is a refused key (`HarvestKeyRefusedError`,
 * the caller marks the connection), 403 an endpoint the key may not read, 429 a rate limit with
 * Retry-After, 5xx/time-out/network a 502. The key never appears in a message or a URL.
 */

export const HARVEST_NAME = 'Greenhouse Harvest';
export const HARVEST_PER_PAGE = 500;
/** 40 pages of 500: the figures cover at most 20,000 records per collection (decision 013). */
export const HARVEST_MAX_PAGES = 40;
const MAX_BYTES = 20 * 1024 * 1024;

export class HarvestKeyRefusedError extends AppError {
  constructor() {
    super(
      'UPSTREAM_FAILED',
      'Greenhouse Harvest: the API key was refused; check the key in Greenhouse (Configure > Dev Center > API Credential Management) and connect again',
    );
    this.name = 'HarvestKeyRefusedError';
  }
}

export class HarvestForbiddenError extends AppError {
  constructor(readonly path: string) {
    super(
      'UPSTREAM_FAILED',
      `Greenhouse Harvest: the API key may not read ${path}; allow that endpoint for the key in Greenhouse`,
    );
    this.name = 'HarvestForbiddenError';
  }
}

export type HarvestOptions = { apiBase: string; apiKey: string; timeoutMs?: number };

/** The `rel="next"` URL of an RFC 8288 Link header, if any. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;(.*)/.exec(part.trim());
    if (match?.[1] && /\brel="?next"?/i.test(match[2] ?? '')) return match[1];
  }
  return null;
}

async function getPage(
  url: string,
  options: HarvestOptions,
  path: string,
): Promise<{ items: unknown[]; next: string | null }> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  let res: Response;
  try {
    res = await fetch(url, {
      headers: {
        accept: 'application/json',
        'user-agent': SOURCE_USER_AGENT,
        authorization: `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`,
      },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new AppError(
      'UPSTREAM_FAILED',
      timedOut
        ? `${HARVEST_NAME} did not answer within ${Math.round(timeoutMs / 1000)} s; try again later`
        : `${HARVEST_NAME} could not be reached; try again later`,
    );
  }
  if (!res.ok) await res.body?.cancel().catch(() => undefined);
  if (res.status === 401) throw new HarvestKeyRefusedError();
  if (res.status === 403) throw new HarvestForbiddenError(path);
  if (res.status === 429) {
    const retryAfter = Number.parseInt(res.headers.get('retry-after') ?? '', 10);
    const seconds = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 3600) : 10;
    throw new AppError('RATE_LIMITED', `${HARVEST_NAME} is rate limiting requests; try again in ${seconds} s`, seconds);
  }
  if (!res.ok) throw new AppError('UPSTREAM_FAILED', `${HARVEST_NAME} answered ${res.status}; try again later`);
  const length = Number(res.headers.get('content-length') ?? '0');
  if (length > MAX_BYTES) {
    await res.body?.cancel().catch(() => undefined);
    throw new AppError('UPSTREAM_FAILED', `${HARVEST_NAME} sent more than ${MAX_BYTES / 1048576} MB in one page`);
  }
  let body: unknown;
  try {
    body = JSON.parse(await res.text());
  } catch {
    throw new AppError('UPSTREAM_FAILED', `${HARVEST_NAME} sent an answer that is not JSON`);
  }
  if (!Array.isArray(body)) throw new AppError('UPSTREAM_FAILED', `${HARVEST_NAME} sent ${path} in an unknown shape`);
  return { items: body, next: nextLink(res.headers.get('link')) };
}

/**
 * Every record of a Harvest collection (`/v1/jobs`, `/v1/applications`, `/v1/offers`), following
 * `Link: rel="next"` for at most HARVEST_MAX_PAGES pages. A next link to another origin is not
 * followed: the key is only ever sent to the configured Harvest host.
 */
export async function harvestList(options: HarvestOptions, path: string): Promise<unknown[]> {
  const base = new URL(`${options.apiBase.replace(/\/+$/, '')}${path}`);
  base.searchParams.set('per_page', String(HARVEST_PER_PAGE));
  const origin = base.origin;
  const out: unknown[] = [];
  let url: string | null = base.toString();
  for (let page = 0; url && page < HARVEST_MAX_PAGES; page += 1) {
    const { items, next } = await getPage(url, options, path);
    out.push(...items);
    url = next && new URL(next, origin).origin === origin ? new URL(next, origin).toString() : null;
  }
  return out;
}
