import { SourceAuthError, sourceFetchJsonResponse } from '../../connectors/source-http';
import { AppError } from '../../errors';

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
  let page: { body: unknown; headers: Headers };
  try {
    page = await sourceFetchJsonResponse(url, {
      sourceName: HARVEST_NAME,
      // Harvest takes the key as the Basic user name with an empty password, not as a bearer token.
      headers: { authorization: `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}` },
      timeoutMs: options.timeoutMs ?? 15_000,
      maxBytes: MAX_BYTES,
    });
  } catch (error) {
    if (error instanceof SourceAuthError) {
      throw error.sourceStatus === 403 ? new HarvestForbiddenError(path) : new HarvestKeyRefusedError();
    }
    throw error;
  }
  if (!Array.isArray(page.body))
    throw new AppError('UPSTREAM_FAILED', `${HARVEST_NAME} sent ${path} in an unknown shape`);
  return { items: page.body, next: nextLink(page.headers.get('link')) };
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
