import type { AppConfig } from '../config/config';
import { SOURCE_USER_AGENT } from './source-http';

/**
 * Each provider's documented way to revoke a token. `revoked`: the provider confirmed, or the
 * token was already dead (4xx); `none`: the provider has no revoke endpoint for this token;
 * `retry`: the provider failed (5xx, 429, time-out, network) and the revocation must be retried.
 */
export type RevokeOutcome = 'revoked' | 'none' | 'retry';

type RevokeCall = { url: string; init: RequestInit; slack?: boolean };

const REVOKE_TIMEOUT_MS = 5_000;

function basic(clientId: string, secret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
}

/** The request that revokes `token` of `source`, or undefined where no endpoint exists. */
export function revokeCallFor(
  config: AppConfig,
  input: { source: string; token: string; authMethod: string },
): RevokeCall | undefined {
  const { oauth, device } = config;
  const headers = { 'user-agent': SOURCE_USER_AGENT, accept: 'application/json' };
  switch (input.source) {
    case 'gmail':
    case 'calendar':
      // Google revokes any access or refresh token it issued, pasted or from our flow.
      return {
        url: `${oauth.google.tokenBase}/revoke`,
        init: {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: input.token }).toString(),
        },
      };
    case 'slack':
      return {
        url: `${device.slackApiBase}/api/auth.revoke`,
        init: { method: 'POST', headers: { ...headers, authorization: `Bearer ${input.token}` } },
        slack: true,
      };
    case 'github': {
      // Only grants of our own OAuth app can be revoked; a pasted personal token belongs to the user.
      const client = oauth.github.client;
      if (!client || input.authMethod !== 'oauth') return undefined;
      return {
        url: `${oauth.github.apiBase}/applications/${encodeURIComponent(client.clientId)}/grant`,
        init: {
          method: 'DELETE',
          headers: {
            ...headers,
            accept: 'application/vnd.github+json',
            'content-type': 'application/json',
            authorization: basic(client.clientId, client.clientSecret),
          },
          body: JSON.stringify({ access_token: input.token }),
        },
      };
    }
    case 'notion': {
      const client = oauth.notion.client;
      if (!client || input.authMethod !== 'oauth') return undefined;
      return {
        url: `${device.notionApiBase}/v1/oauth/revoke`,
        init: {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/json',
            authorization: basic(client.clientId, client.clientSecret),
          },
          body: JSON.stringify({ token: input.token }),
        },
      };
    }
    default:
      return undefined;
  }
}

/** Sends the revocation; never throws, and never puts the token in an error or a log. */
export async function revokeProviderToken(
  config: AppConfig,
  input: { source: string; token: string; authMethod: string },
): Promise<RevokeOutcome> {
  const call = revokeCallFor(config, input);
  if (!call) return 'none';
  let res: Response;
  try {
    res = await fetch(call.url, { ...call.init, redirect: 'error', signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS) });
  } catch {
    return 'retry';
  }
  if (res.status >= 500 || res.status === 429) {
    await res.body?.cancel().catch(() => undefined);
    return 'retry';
  }
  if (call.slack && res.ok) {
    // Slack answers 200 with { ok:false, error } for failures; only its rate limit is worth a retry.
    const body = (await res.json().catch(() => ({}))) as { ok?: boolean; error?: string };
    return body.ok === false && (body.error === 'ratelimited' || body.error === 'internal_error') ? 'retry' : 'revoked';
  }
  await res.body?.cancel().catch(() => undefined);
  return 'revoked';
}
