import { type Flow, postToTokenEndpoint } from './oauth-providers';

/**
 * The OAuth 2.0 refresh grant (RFC 6749 section 6) at a provider's token endpoint, with the
 * client credentials as the provider documents them (Google and Slack in the form body, Notion as
 * basic auth with a JSON body; see `postToTokenEndpoint`). Its outcome separates a refusal (the
 * refresh token is dead: the user must reconnect) from an outage (try again later), because only
 * the first may mark a connection for reconnection.
 */

export type RenewedToken = { accessToken: string; refreshToken: string | null; expiresAt: Date | null };

export type RefreshOutcome =
  | { kind: 'renewed'; token: RenewedToken }
  /** The provider refused the refresh token; `code` is its error code, safe to show. */
  | { kind: 'refused'; code: string }
  /** No usable answer (network, time-out, 5xx, or an answer we cannot read); `detail` is safe to show. */
  | { kind: 'unavailable'; detail: string };

/**
 * Error codes meaning the refresh token itself is no good: RFC 6749 section 5.2 `invalid_grant`
 * (Google "Token has been expired or revoked.", Notion), Slack's `invalid_refresh_token` and a
 * revoked or expired token. Anything else (invalid_client, rate limits, 5xx) is not the user's
 * to fix by reconnecting.
 */
const REFUSALS = new Set(['invalid_grant', 'invalid_refresh_token', 'token_revoked', 'token_expired']);

export async function refreshGrant(
  flow: Flow,
  refreshToken: string,
  now: Date,
  timeoutMs = 10_000,
): Promise<RefreshOutcome> {
  const posted = await postToTokenEndpoint(
    flow,
    { grant_type: 'refresh_token', refresh_token: refreshToken },
    timeoutMs,
  );
  if (!posted) return { kind: 'unavailable', detail: 'no answer' };
  const { status, answer } = posted;
  // Slack answers HTTP 200 with ok:false; the others a 4xx with an `error` field.
  const error = answer.error ?? answer.code ?? (answer.ok === false ? 'unknown_error' : undefined);
  if (error !== undefined || status < 200 || status > 299) {
    const code = String(error ?? status).slice(0, 60);
    if (status < 500 && error !== undefined && REFUSALS.has(error)) return { kind: 'refused', code };
    return { kind: 'unavailable', detail: code };
  }
  // Slack's rotation answers at the top level; accept the authed_user shape of the code exchange too.
  const token = answer.access_token ? answer : answer.authed_user;
  if (!token?.access_token) return { kind: 'unavailable', detail: 'no access token' };
  return {
    kind: 'renewed',
    token: {
      accessToken: token.access_token,
      refreshToken: token.refresh_token ?? null,
      expiresAt: token.expires_in ? new Date(now.getTime() + token.expires_in * 1000) : null,
    },
  };
}
