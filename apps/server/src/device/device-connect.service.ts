import type { BrowserData, DeviceConnectResponse, MobileData, NotionInsights } from '@careerloom/contract';
import { connectionStore } from '../connectors/connection-store';
import { readNotion } from '../connectors/notion/notion';
import { readSlack, type SlackSnapshot } from '../connectors/slack/slack';
import { snapshotStore } from '../connectors/snapshot-store';
import { SourceAuthError, withNewToken } from '../connectors/source-http';
import { withAccessToken } from '../connectors/token-refresh';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { openSourceForRead } from '../privacy/source-access';

/** What a connect needs to know about the caller besides the payload. */
export type Caller = { userId: number; ipAddress: string };

/**
 * Connecting the device sources. Slack and Notion: the privacy gate first (a disabled source is
 * refused before anything is fetched), then the figures are read with the token, and only when
 * that worked are the token (sealed) and the figures stored. Browser and mobile: the user's own
 * validated numbers are stored as the source's snapshot.
 */
export function deviceConnectService(ctx: AppContext) {
  const connections = connectionStore(ctx);
  const snapshots = snapshotStore(ctx);
  const timeoutMs = 10_000;

  /** The privacy gate for a Slack or Notion read: a disabled source is refused before any call. */
  function openGate(caller: Caller, source: 'slack' | 'notion', purpose: string) {
    return openSourceForRead(ctx, {
      userId: caller.userId,
      accessType: 'sync',
      source,
      purpose,
      ipAddress: caller.ipAddress,
    });
  }

  function readTokenSource(
    source: 'slack' | 'notion',
    gate: Awaited<ReturnType<typeof openGate>>,
    token: string,
  ): Promise<SlackSnapshot | NotionInsights> {
    const can = (t: string) => gate.dataTypes.includes(t);
    if (source === 'slack')
      return readSlack(
        ctx.config.device.slackApiBase,
        token,
        { channels: can('channels'), messages: can('message_metadata'), since: gate.since },
        ctx.clock(),
        { timeoutMs },
      );
    return readNotion(
      ctx.config.device.notionApiBase,
      token,
      { pages: can('pages'), databases: can('databases'), since: gate.since },
      ctx.clock(),
      { timeoutMs },
    );
  }

  async function stored(userId: number, source: 'slack' | 'notion' | 'browser' | 'mobile') {
    const snap = await snapshots.get(userId, source);
    return {
      source,
      status: 'connected' as const,
      fetchedAt: snap?.fetchedAt ?? ctx.clock().toISOString(),
    } satisfies DeviceConnectResponse;
  }

  return {
    /** Connects a source with a pasted token (or one the OAuth flow obtained). */
    async connectWithToken(
      caller: Caller,
      source: 'slack' | 'notion',
      token: string,
      authMethod: 'token' | 'oauth' = 'token',
      accountName?: string,
      renewal: { refreshToken?: string | null; tokenExpiresAt?: Date | null } = {},
    ): Promise<DeviceConnectResponse> {
      const label = source === 'slack' ? 'Slack' : 'Notion';
      const gate = await openGate(caller, source, `Connect ${label} and compute its figures`);
      // A refused token is answered 400 and changes nothing (withNewToken).
      const figures = await withNewToken(() => gate.settle(() => readTokenSource(source, gate, token)));
      const account = accountName || ('team' in figures ? figures.team : '');
      // The refresh token and expiry (OAuth with token rotation) keep the connection alive.
      await connections.save(caller.userId, source, { token, authMethod, account, ...renewal });
      await snapshots.save(caller.userId, source, figures);
      return stored(caller.userId, source);
    },

    /** Re-reads a connected Slack or Notion with its stored token. */
    async refresh(caller: Caller, source: 'slack' | 'notion'): Promise<DeviceConnectResponse> {
      const label = source === 'slack' ? 'Slack' : 'Notion';
      if (!(await connections.get(caller.userId, source))?.hasToken)
        throw new AppError('NOT_FOUND', `${label} is not connected`);
      const gate = await openGate(caller, source, `Refresh ${label} figures`);
      let figures: SlackSnapshot | NotionInsights;
      try {
        // The stored token, renewed when due and once more after a 401 (connectors/token-refresh).
        figures = await gate.settle(() =>
          withAccessToken(ctx, caller.userId, source, (token) => readTokenSource(source, gate, token)),
        );
      } catch (error) {
        // The token on file was refused even after any renewal: that connection needs reconnecting.
        if (error instanceof SourceAuthError)
          await connections.markNeedsReconnect(caller.userId, source, error.message);
        throw error;
      }
      await snapshots.save(caller.userId, source, figures);
      await connections.markSynced(caller.userId, source);
      return stored(caller.userId, source);
    },

    async connectBrowser(caller: Caller, data: BrowserData): Promise<DeviceConnectResponse> {
      return submit(caller, 'browser', data);
    },

    async connectMobile(caller: Caller, data: MobileData): Promise<DeviceConnectResponse> {
      return submit(caller, 'mobile', data);
    },
  };

  async function submit(caller: Caller, source: 'browser' | 'mobile', data: BrowserData | MobileData) {
    // The gate also refuses a disabled source here: the user turned off collecting it.
    await openSourceForRead(ctx, {
      userId: caller.userId,
      accessType: 'connect',
      source,
      purpose: `Store the ${source} usage you submitted`,
      ipAddress: caller.ipAddress,
    });
    await connections.save(caller.userId, source, { authMethod: 'upload' });
    await snapshots.save(caller.userId, source, { submitted: data });
    return stored(caller.userId, source);
  }
}
