import { createHash, randomBytes } from 'node:crypto';
import { OAUTH_PROVIDER_NAMES, OAUTH_PROVIDER_OF, type OAuthProvider, type OAuthSource } from '@careerloom/contract';
import type { AppConfig, OAuthClient } from '../config/config';
import { AppError } from '../errors';
import { SOURCE_USER_AGENT } from './source-http';

/**
 * The authorization-code flows of Google (Gmail, Calendar), GitHub, Slack and Notion: where to
 * send the browser, how to exchange the code, and how each answers. Every base URL comes from
 * the configuration, so tests point them at a fake provider on loopback.
 */

export type Flow = {
  provider: OAuthProvider;
  client: NonNullable<OAuthClient>;
  authorizeUrl: string;
  tokenUrl: string;
  /** Extra query parameters of the authorize request (scopes and provider specifics). */
  authorizeParams: Record<string, string>;
  /** PKCE S256 where the provider documents it (Notion does not). */
  pkce: boolean;
  /** Notion takes the client as HTTP basic auth and a JSON body; the others a form body. */
  tokenStyle: 'form' | 'notion';
};

const SCOPES: Record<OAuthSource, Record<string, string>> = {
  gmail: {
    scope: 'https://www.googleapis.com/auth/gmail.readonly',
    access_type: 'offline',
    prompt: 'consent',
  },
  calendar: {
    scope: 'https://www.googleapis.com/auth/calendar.readonly',
    access_type: 'offline',
    prompt: 'consent',
  },
  github: { scope: 'read:user' },
  // User-token scopes: the figures are the user's own channels and messages.
  slack: { user_scope: 'channels:read,groups:read,channels:history,groups:history' },
  notion: { owner: 'user' },
};

/** The flow for `source`, or undefined when its provider's client is not configured. */
export function oauthFlow(config: AppConfig, source: OAuthSource): Flow | undefined {
  const provider = OAUTH_PROVIDER_OF[source];
  const { oauth, device } = config;
  const base = { provider, authorizeParams: SCOPES[source] };
  switch (provider) {
    case 'google':
      return oauth.google.client
        ? {
            ...base,
            client: oauth.google.client,
            authorizeUrl: `${oauth.google.authorizeBase}/o/oauth2/v2/auth`,
            tokenUrl: `${oauth.google.tokenBase}/token`,
            pkce: true,
            tokenStyle: 'form',
          }
        : undefined;
    case 'github':
      return oauth.github.client
        ? {
            ...base,
            client: oauth.github.client,
            authorizeUrl: `${oauth.github.oauthBase}/login/oauth/authorize`,
            tokenUrl: `${oauth.github.oauthBase}/login/oauth/access_token`,
            pkce: true,
            tokenStyle: 'form',
          }
        : undefined;
    case 'slack':
      return oauth.slack.client
        ? {
            ...base,
            client: oauth.slack.client,
            authorizeUrl: `${device.slackApiBase}/oauth/v2/authorize`,
            tokenUrl: `${device.slackApiBase}/api/oauth.v2.access`,
            pkce: true,
            tokenStyle: 'form',
          }
        : undefined;
    case 'notion':
      return oauth.notion.client
        ? {
            ...base,
            client: oauth.notion.client,
            authorizeUrl: `${device.notionApiBase}/v1/oauth/authorize`,
            tokenUrl: `${device.notionApiBase}/v1/oauth/token`,
            pkce: false,
            tokenStyle: 'notion',
          }
        : undefined;
  }
}

/** A random, URL-safe secret (state, PKCE verifier): 32 bytes, 43 characters. */
export const randomSecret = () => randomBytes(32).toString('base64url');
/** PKCE S256: base64url(SHA-256(verifier)) (RFC 7636 section 4.2). */
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function authorizeUrl(flow: Flow, input: { redirectUri: string; state: string; verifier: string }): string {
  const url = new URL(flow.authorizeUrl);
  url.searchParams.set('client_id', flow.client.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', input.state);
  for (const [k, v] of Object.entries(flow.authorizeParams)) url.searchParams.set(k, v);
  if (flow.pkce) {
    url.searchParams.set('code_challenge', s256(input.verifier));
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

export type OAuthTokens = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  /** A name for the account: the Slack team, the Notion workspace; filled later for others. */
  account: string;
};

/** A token endpoint's JSON answer: the fields of Google, GitHub, Slack and Notion together. */
export type TokenAnswer = {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
  /** Notion's API error objects name the error here rather than in `error`. */
  code?: string;
  ok?: boolean;
  team?: { name?: string };
  authed_user?: { access_token?: string; refresh_token?: string; expires_in?: number };
  workspace_name?: string;
};

/**
 * One POST to the flow's token endpoint, with the client credentials where the provider wants
 * them: Notion as HTTP basic auth with a JSON body, the others in a form body. Resolves to the
 * HTTP status and the parsed answer, or `null` when the provider could not be reached in time.
 * Callers build their own messages; neither the parameters nor the answer are ever logged.
 */
export async function postToTokenEndpoint(
  flow: Flow,
  params: Record<string, string>,
  timeoutMs = 10_000,
): Promise<{ status: number; answer: TokenAnswer } | null> {
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': SOURCE_USER_AGENT };
  let body: string;
  if (flow.tokenStyle === 'notion') {
    headers.authorization = `Basic ${Buffer.from(`${flow.client.clientId}:${flow.client.clientSecret}`).toString('base64')}`;
    headers['content-type'] = 'application/json';
    body = JSON.stringify(params);
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams({
      ...params,
      client_id: flow.client.clientId,
      client_secret: flow.client.clientSecret,
    }).toString();
  }
  try {
    const res = await fetch(flow.tokenUrl, {
      method: 'POST',
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await res.json().catch(() => ({}))) as TokenAnswer;
    return { status: res.status, answer };
  } catch {
    return null;
  }
}

/**
 * Exchanges the code (with the PKCE verifier) at the token endpoint. Fails with a message that
 * names the provider and its error code, never the code, the verifier or a token.
 */
export async function exchangeCode(
  flow: Flow,
  input: { code: string; redirectUri: string; verifier: string },
  now: Date,
  timeoutMs = 10_000,
): Promise<OAuthTokens> {
  const name = OAUTH_PROVIDER_NAMES[flow.provider];
  const params: Record<string, string> = {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
  };
  if (flow.pkce) params.code_verifier = input.verifier;
  const posted = await postToTokenEndpoint(flow, params, timeoutMs);
  if (!posted) throw new AppError('UPSTREAM_FAILED', `${name} did not answer the token request; try connecting again`);
  const { status, answer } = posted;
  // Slack answers 200 with ok:false; GitHub answers 200 with an error field.
  const failed = status < 200 || status > 299 || answer.error || answer.ok === false;
  if (failed) {
    const code = String(answer.error ?? status).slice(0, 60);
    throw new AppError(
      status >= 500 ? 'UPSTREAM_FAILED' : 'BAD_REQUEST',
      `${name} refused the sign-in (${code}); try connecting again`,
    );
  }
  // Slack's user token (user_scope) arrives under authed_user.
  const token = flow.provider === 'slack' ? answer.authed_user : answer;
  if (!token?.access_token) throw new AppError('UPSTREAM_FAILED', `${name} sent no access token; try connecting again`);
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token ?? null,
    expiresAt: token.expires_in ? new Date(now.getTime() + token.expires_in * 1000) : null,
    account: answer.team?.name ?? answer.workspace_name ?? '',
  };
}
