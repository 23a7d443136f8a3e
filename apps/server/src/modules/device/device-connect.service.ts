import type { BrowserData, DeviceConnectResponse, MobileData } from '@careerloom/contract';
import { connectionStore } from '../../connectors/connection-store';
import { readNotion } from '../../connectors/notion';
import { readSlack } from '../../connectors/slack';
import { snapshotStore } from '../../connectors/snapshot-store';
import { SourceAuthError } from '../../connectors/source-http';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { openSourceForRead } from '../../privacy/source-access';

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

  /** `stored`: the token is the one on file, so a refusal means that connection needs reconnecting. */
  async function readTokenSource(
    caller: Caller,
    source: 'slack' | 'notion',
    token: string,
    purpose: string,
    stored: boolean,
  ) {
    const gate = await openSourceForRead(ctx, {
      userId: caller.userId,
      accessType: 'sync',
      source,
      purpose,
      ipAddress: caller.ipAddress,
    });
    const can = (t: string) => gate.dataTypes.includes(t);
    try {
      if (source === 'slack')
        return await readSlack(
          ctx.config.device.slackApiBase,
          token,
          { channels: can('channels'), messages: can('message_metadata'), since: gate.since },
          ctx.clock(),
          { timeoutMs },
        );
      return await readNotion(
        ctx.config.device.notionApiBase,
        token,
        { pages: can('pages'), databases: can('databases'), since: gate.since },
        ctx.clock(),
        { timeoutMs },
      );
    } catch (error) {
      if (stored && error instanceof SourceAuthError)
        await connections.markNeedsReconnect(caller.userId, source, error.message);
      throw error;
    }
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
    ): Promise<DeviceConnectResponse> {
      const label = source === 'slack' ? 'Slack' : 'Notion';
      const figures = await readTokenSource(caller, source, token, `Connect ${label} and compute its figures`, false);
      const account = accountName || ('team' in figures ? figures.team : '');
      await connections.save(caller.userId, source, { token, authMethod, account });
      await snapshots.save(caller.userId, source, figures);
      return stored(caller.userId, source);
    },

    /** Re-reads a connected Slack or Notion with its stored token. */
    async refresh(caller: Caller, source: 'slack' | 'notion'): Promise<DeviceConnectResponse> {
      const token = await connections.tokenOf(caller.userId, source);
      if (!token) throw new AppError('NOT_FOUND', `${source === 'slack' ? 'Slack' : 'Notion'} is not connected`);
      const label = source === 'slack' ? 'Slack' : 'Notion';
      const figures = await readTokenSource(caller, source, token, `Refresh ${label} figures`, true);
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
