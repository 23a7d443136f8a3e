import { z } from 'zod';

/**
 * OAuth 2 authorization-code connects with PKCE (issue 6, security C2). A source's "Connect with
 * <provider>" button appears only when the server has that provider's client configured; the
 * pasted-token field stays beside it.
 */
export const OAUTH_SOURCES = ['gmail', 'calendar', 'github', 'slack', 'notion'] as const;
export type OAuthSource = (typeof OAUTH_SOURCES)[number];
export const oauthSourceParamsSchema = z.strictObject({
  source: z.enum(OAUTH_SOURCES, { error: 'Unknown OAuth source' }),
});

export const OAUTH_PROVIDER_NAMES = { google: 'Google', github: 'GitHub', slack: 'Slack', notion: 'Notion' } as const;
export type OAuthProvider = keyof typeof OAUTH_PROVIDER_NAMES;
export const OAUTH_PROVIDER_OF: Record<OAuthSource, OAuthProvider> = {
  gmail: 'google',
  calendar: 'google',
  github: 'github',
  slack: 'slack',
  notion: 'notion',
};

/** A state is good for ten minutes and one callback (C2). */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export const oauthProvidersResponseSchema = z.object({
  sources: z.array(
    z.object({
      source: z.enum(OAUTH_SOURCES),
      provider: z.enum(['google', 'github', 'slack', 'notion']),
      providerName: z.string(),
      /** Where the browser goes to start (a full page navigation, not a fetch). */
      startPath: z.string(),
    }),
  ),
  /**
   * The sources whose provider sign-in this server could offer but has no client for, with what an
   * administrator sets to turn it on: the settings' names (never their values) and the redirect
   * URI to register with the provider. Optional, so an older server's answer still parses.
   */
  notConfigured: z
    .array(
      z.object({
        source: z.enum(OAUTH_SOURCES),
        providerName: z.string(),
        settings: z.array(z.string()),
        redirectUri: z.string(),
      }),
    )
    .optional(),
});
export type OAuthProvidersResponse = z.infer<typeof oauthProvidersResponseSchema>;

const callbackExtra = z.string().max(2048).optional();
/**
 * The provider's answer on the callback; `error` when the user declined. The other keys are the
 * ones providers add (Google: scope, authuser, prompt, hd, iss); anything else is refused.
 */
export const oauthCallbackQuerySchema = z.strictObject({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
  error_description: callbackExtra,
  error_uri: callbackExtra,
  scope: callbackExtra,
  authuser: callbackExtra,
  prompt: callbackExtra,
  hd: callbackExtra,
  iss: callbackExtra,
  session_state: callbackExtra,
});

/** Added to the page's address after the flow so it can say what happened. */
export const OAUTH_RESULT_PARAM = 'oauth';
