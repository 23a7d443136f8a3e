import {
  OAUTH_PROVIDER_NAMES,
  OAUTH_PROVIDER_OF,
  OAUTH_SOURCES,
  OAUTH_STATE_TTL_MS,
  type OAuthProvider,
  type OAuthProvidersResponse,
  type OAuthSource,
} from '@careerloom/contract';
import { connectionStore } from '../connectors/connection-store';
import { authorizeUrl, exchangeCode, oauthFlow, randomSecret } from '../connectors/oauth-providers';
import { apiUrl, sourceFetchJson } from '../connectors/source-http';
import type { AppContext } from '../context';
import { deviceConnectService } from '../device/device-connect.service';
import { AppError } from '../errors';
import { readableDataTypes, sourcePermission } from '../privacy/source-access';
import { oauthStatesRepository } from './oauth-states.repository';

/** The settings (config.ts, README's configuration table) that give each provider its client. */
const CLIENT_SETTINGS: Record<OAuthProvider, string[]> = {
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  github: ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'],
  slack: ['SLACK_CLIENT_ID', 'SLACK_CLIENT_SECRET'],
  notion: ['NOTION_CLIENT_ID', 'NOTION_CLIENT_SECRET'],
};

/** The page a source's flow returns to. */
export const returnPageOf = (source: OAuthSource) =>
  source === 'slack' || source === 'notion' ? '/device' : '/intelligence';

/**
 * The OAuth connect flows (security C2): a start that records a state bound to the session with
 * a PKCE verifier, and a callback that accepts that state once, within ten minutes, from the same
 * session, exchanges the code and stores the tokens sealed. A refused callback writes nothing.
 */
export function oauthService(ctx: AppContext) {
  const states = oauthStatesRepository(ctx);
  const connections = connectionStore(ctx);

  return {
    /**
     * The sources with a provider sign-in, and for the others what an administrator sets to offer
     * it (so a page can say so instead of showing only a token field).
     */
    providers(): OAuthProvidersResponse {
      return {
        notConfigured: OAUTH_SOURCES.filter((source) => !oauthFlow(ctx.config, source)).map((source) => ({
          source,
          providerName: OAUTH_PROVIDER_NAMES[OAUTH_PROVIDER_OF[source]],
          settings: CLIENT_SETTINGS[OAUTH_PROVIDER_OF[source]],
          redirectUri: `${ctx.config.publicUrl}/api/oauth/${source}/callback`,
        })),
        sources: OAUTH_SOURCES.flatMap((source) => {
          const flow = oauthFlow(ctx.config, source);
          return flow
            ? [
                {
                  source,
                  provider: flow.provider,
                  providerName: OAUTH_PROVIDER_NAMES[flow.provider],
                  startPath: `/api/oauth/${source}/start`,
                },
              ]
            : [];
        }),
      };
    },

    /** Records the pending flow and gives the provider URL to send the browser to. */
    async start(input: { userId: number; sessionId: string; source: OAuthSource }): Promise<string> {
      const flow = oauthFlow(ctx.config, input.source);
      if (!flow)
        throw new AppError('NOT_CONFIGURED', `Connecting with ${input.source} is not configured on this server`);
      const permission = await sourcePermission(ctx, input.userId, input.source);
      if (readableDataTypes(permission).length === 0)
        throw new AppError(
          'FORBIDDEN',
          `${input.source} is disabled in your privacy settings; enable it before connecting`,
        );
      const state = randomSecret();
      const verifier = randomSecret();
      // PUBLIC_URL (or the loopback default), never the request's Host: the provider sends the code there.
      const redirectUri = `${ctx.config.publicUrl}/api/oauth/${input.source}/callback`;
      await states.create({
        state,
        userId: input.userId,
        sessionId: input.sessionId,
        source: input.source,
        verifier,
        redirectUri,
        expiresAt: new Date(ctx.clock().getTime() + OAUTH_STATE_TTL_MS),
      });
      return authorizeUrl(flow, { redirectUri, state, verifier });
    },

    /**
     * Completes the flow and returns where to send the browser. A missing, foreign, replayed or
     * expired state is a 400 before anything is exchanged or stored.
     */
    async callback(input: {
      userId: number;
      sessionId: string;
      ipAddress: string;
      source: OAuthSource;
      code?: string;
      state?: string;
      error?: string;
    }): Promise<string> {
      if (!input.state) throw new AppError('BAD_REQUEST', 'The sign-in answer has no state; start connecting again');
      const pending = await states.consume(input.state, input.sessionId);
      if (!pending || pending.userId !== input.userId || pending.source !== input.source)
        throw new AppError(
          'BAD_REQUEST',
          'This sign-in was not started here or was already used; start connecting again',
        );
      if (pending.expiresAt.getTime() <= ctx.clock().getTime())
        throw new AppError('BAD_REQUEST', 'This sign-in took longer than 10 minutes; start connecting again');
      const page = returnPageOf(input.source);
      if (input.error || !input.code) return `${page}?oauth=denied&source=${input.source}`;
      const flow = oauthFlow(ctx.config, input.source);
      if (!flow)
        throw new AppError('NOT_CONFIGURED', `Connecting with ${input.source} is not configured on this server`);
      const tokens = await exchangeCode(
        flow,
        { code: input.code, redirectUri: pending.redirectUri, verifier: pending.verifier },
        ctx.clock(),
      );
      if (input.source === 'slack' || input.source === 'notion') {
        // Reads the figures through the privacy gate, then stores the token with them.
        try {
          await deviceConnectService(ctx).connectWithToken(
            { userId: input.userId, ipAddress: input.ipAddress },
            input.source,
            tokens.accessToken,
            'oauth',
            tokens.account,
            { refreshToken: tokens.refreshToken, tokenExpiresAt: tokens.expiresAt },
          );
        } catch (error) {
          if (error instanceof AppError) return `${page}?oauth=failed&source=${input.source}`;
          throw error;
        }
        return `${page}?oauth=connected&source=${input.source}`;
      }
      const account = input.source === 'github' ? await githubLogin(tokens.accessToken) : tokens.account;
      await connections.save(input.userId, input.source, {
        token: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        tokenExpiresAt: tokens.expiresAt,
        authMethod: 'oauth',
        account,
      });
      return `${page}?oauth=connected&source=${input.source}`;
    },
  };

  /** The GitHub login the token belongs to (the GitHub connector reads that user's repositories). */
  async function githubLogin(token: string): Promise<string> {
    try {
      const me = await sourceFetchJson<{ login?: string }>(apiUrl(ctx.config.oauth.github.apiBase, '/user'), {
        sourceName: 'GitHub',
        token,
        headers: { accept: 'application/vnd.github+json' },
      });
      return me.login ?? '';
    } catch {
      return '';
    }
  }
}
