import { OAUTH_PROVIDER_NAMES, SOURCE_NAMES, type SourceId } from '@careerloom/contract';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { connectionStore } from './connection-store';
import { oauthFlow } from './oauth-providers';
import { refreshGrant } from './refresh-grant';
import { SourceAuthError } from './source-http';

/**
 * Keeps OAuth connections alive: the one place a stored access token is renewed with its refresh
 * token. Google access tokens live about an hour and Slack's rotated ones twelve, so a token due
 * within REFRESH_MARGIN_MS is renewed before the read, and a 401 from the source (revoked early,
 * clock skew) gets one renewal and one retry. A refused renewal marks the connection
 * `needs_reconnect` and answers 409 with what to do; a provider outage only fails this read.
 * GitHub and LinkedIn tokens do not expire, and pasted tokens have no refresh token: those are
 * used as stored, and the source's own 401 decides as before.
 */

/** Sources whose OAuth tokens expire and whose providers offer the refresh grant. */
const RENEWABLE = new Set<string>(['gmail', 'calendar', 'slack', 'notion']);
type RenewableSource = 'gmail' | 'calendar' | 'slack' | 'notion';

/** Renew this long before the stored expiry, so a token does not die between check and use. */
export const REFRESH_MARGIN_MS = 60_000;

/** The provider refused to renew the access: the user has to connect the source again (409). */
export class ReconnectRequiredError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
    this.name = 'ReconnectRequiredError';
  }
}

/**
 * Renewals in progress, per app (keyed by its database handle) and per user and source, so two
 * simultaneous reads share one refresh grant instead of racing (Slack would rotate the refresh
 * token twice and one of the two would be dead). In-process only: one server per database.
 */
const inFlight = new WeakMap<object, Map<string, Promise<string | null>>>();

/**
 * The access token to call `source` with for `userId`, renewed first when it is due, or null when
 * none is stored. `rejected`: the token the source just answered 401 to; it is renewed whatever
 * its expiry, unless another read has already replaced it. Throws ReconnectRequiredError when the
 * provider refuses the refresh token, and an UPSTREAM_FAILED AppError when it cannot be reached
 * and the stored token is no longer usable.
 */
export async function accessTokenFor(
  ctx: AppContext,
  userId: number,
  source: SourceId | string,
  options: { rejected?: string } = {},
): Promise<string | null> {
  if (!RENEWABLE.has(source)) return connectionStore(ctx).tokenOf(userId, source);
  const running = inFlight.get(ctx.db) ?? new Map<string, Promise<string | null>>();
  inFlight.set(ctx.db, running);
  const key = `${userId}:${source}`;
  for (let current = running.get(key); current; current = running.get(key)) {
    // Join the renewal under way; its failure is this caller's too.
    const token = await current;
    if (token !== options.rejected) return token;
  }
  const attempt = renewIfDue(ctx, userId, source as RenewableSource, options.rejected).finally(() =>
    running.delete(key),
  );
  running.set(key, attempt);
  return attempt;
}

/**
 * Runs `read` with a valid access token for `source`. When the source answers 401
 * (`SourceAuthError`) and the token can be renewed, renews it once and runs `read` once more; a
 * second 401, or a token that cannot be renewed, rethrows the source's error, which callers turn
 * into `needs_reconnect` as before. NOT_FOUND when no token is stored.
 */
export async function withAccessToken<T>(
  ctx: AppContext,
  userId: number,
  source: SourceId | string,
  read: (token: string) => Promise<T>,
): Promise<T> {
  const token = await accessTokenFor(ctx, userId, source);
  if (!token) throw new AppError('NOT_FOUND', `${nameOf(source)} is not connected`);
  try {
    return await read(token);
  } catch (error) {
    // A 403 is a missing permission: a renewed token has the same scopes, so only a 401 is retried.
    if (!(error instanceof SourceAuthError) || error.sourceStatus !== 401 || !RENEWABLE.has(source)) throw error;
    const renewed = await accessTokenFor(ctx, userId, source, { rejected: token });
    if (!renewed || renewed === token) throw error;
    return read(renewed);
  }
}

async function renewIfDue(
  ctx: AppContext,
  userId: number,
  source: RenewableSource,
  rejected: string | undefined,
): Promise<string | null> {
  const store = connectionStore(ctx);
  const stored = await store.tokensOf(userId, source);
  if (!stored?.token) return null;
  const now = ctx.clock();
  const due =
    rejected !== undefined
      ? stored.token === rejected
      : stored.expiresAt !== null && stored.expiresAt.getTime() - now.getTime() <= REFRESH_MARGIN_MS;
  if (!due) return stored.token;
  const flow = oauthFlow(ctx.config, source);
  // Nothing to renew with (a pasted token, or the provider's client no longer configured).
  if (!stored.refreshToken || !flow) return stored.token;

  const outcome = await refreshGrant(flow, stored.refreshToken, now);
  const provider = OAUTH_PROVIDER_NAMES[flow.provider];
  const name = nameOf(source);
  if (outcome.kind === 'renewed') {
    await store.storeRenewedToken(userId, source, {
      token: outcome.token.accessToken,
      refreshToken: outcome.token.refreshToken,
      tokenExpiresAt: outcome.token.expiresAt,
    });
    return outcome.token.accessToken;
  }
  if (outcome.kind === 'refused') {
    const message = `${name} access expired and ${provider} refused to renew it; reconnect ${name}`;
    await store.markNeedsReconnect(userId, source, message);
    throw new ReconnectRequiredError(message);
  }
  // An outage is not a refusal: the connection stays as it is. A token that has not yet expired
  // (only inside the margin) still serves this read.
  if (rejected === undefined && stored.expiresAt && stored.expiresAt.getTime() > now.getTime()) return stored.token;
  throw new AppError(
    'UPSTREAM_FAILED',
    `${provider} could not renew the ${name} access (${outcome.detail}); try again later`,
  );
}

const nameOf = (source: string) => SOURCE_NAMES[source as SourceId] ?? source;
