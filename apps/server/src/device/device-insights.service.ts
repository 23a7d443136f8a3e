import {
  type BrowserData,
  DEVICE_SOURCE_IDS,
  type DeviceComprehensive,
  type DeviceConnectionStatus,
  type DeviceSourceId,
  type DeviceSourcesResponse,
  type MobileData,
  type NotionInsights,
  type SourceId,
} from '@careerloom/contract';
import { and, count, eq } from 'drizzle-orm';
import { browserFocusPercent, browserInsights } from '../connectors/browser/browser-data';
import { connectionStore, type SourceConnection } from '../connectors/connection-store';
import { mobileAppCount, mobileInsights, mobileProductivePercent } from '../connectors/mobile/mobile-data';
import type { SlackSnapshot } from '../connectors/slack/slack';
import { snapshotStore } from '../connectors/snapshot-store';
import type { AppContext } from '../context';
import { automations } from '../db/schema';
import { AppError } from '../errors';
import { openSourceForRead, readableDataTypes, sourcePermission } from '../privacy/source-access';
import { catalogView, DEVICE_CATALOG } from './device-catalog';
import { deviceRecommendations } from './device-recommendations';
import { deviceScore } from './device-score';

type Figures = {
  slack: SlackSnapshot | null;
  notion: NotionInsights | null;
  browser: BrowserData | null;
  mobile: MobileData | null;
};

/**
 * The device page's reads: the source cards with the user's status, and the comprehensive
 * figures. Figures come only from stored snapshots of connected sources, each read through the
 * privacy gate (a disabled source shows as disabled, its figures null). Nothing is invented.
 */
export function deviceInsightsService(ctx: AppContext) {
  const connections = connectionStore(ctx);
  const snapshots = snapshotStore(ctx);

  async function statusOf(userId: number, source: SourceId, connection: SourceConnection | undefined) {
    const permission = await sourcePermission(ctx, userId, source);
    if (readableDataTypes(permission).length === 0) return 'disabled' as const;
    return connection ? connection.status : ('not_connected' as const);
  }

  /** Reads a snapshot through the gate; null when the source is off or has none. */
  async function readSnapshot<T>(userId: number, source: SourceId, ipAddress: string): Promise<T | null> {
    try {
      await openSourceForRead(ctx, {
        userId,
        accessType: 'read',
        source,
        purpose: 'Show Device Intelligence figures',
        ipAddress,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'FORBIDDEN') return null;
      throw error;
    }
    const snap = await snapshots.get<T>(userId, source);
    return snap?.data ?? null;
  }

  return {
    async sources(userId: number): Promise<DeviceSourcesResponse> {
      const byId = new Map((await connections.list(userId)).map((c) => [c.source, c]));
      const sources = [];
      for (const entry of DEVICE_CATALOG) {
        const connection = byId.get(entry.id);
        const status = await statusOf(userId, entry.id, connection);
        sources.push({
          ...catalogView(entry),
          status,
          isConnected: status === 'connected' || status === 'needs_reconnect',
          lastSyncedAt: connection?.lastSyncedAt ?? null,
          lastError: connection?.lastError ?? null,
        });
      }
      return { sources };
    },

    async comprehensive(userId: number, ipAddress: string): Promise<DeviceComprehensive> {
      const byId = new Map((await connections.list(userId)).map((c) => [c.source, c]));
      const states: { id: DeviceSourceId; status: DeviceConnectionStatus; fetchedAt: string | null }[] = [];
      const figures: Figures = { slack: null, notion: null, browser: null, mobile: null };
      const stored = await snapshots.all(userId);
      for (const id of DEVICE_SOURCE_IDS) {
        const connection = byId.get(id);
        const status = await statusOf(userId, id, connection);
        const snap = stored.get(id);
        states.push({ id, status, fetchedAt: status === 'disabled' || !connection ? null : (snap?.fetchedAt ?? null) });
        if (!connection || status === 'disabled' || !snap) continue;
        const data = await readSnapshot<Record<string, unknown>>(userId, id, ipAddress);
        if (!data) continue;
        if (id === 'slack') figures.slack = data as SlackSnapshot;
        else if (id === 'notion') figures.notion = data as NotionInsights;
        else if (id === 'browser') figures.browser = (data.submitted as BrowserData) ?? null;
        else figures.mobile = (data.submitted as MobileData) ?? null;
      }
      const emailVolume = await otherSourceNumber(userId, byId, 'gmail', 'totalEmails', ipAddress);
      const networkSize = await otherSourceNumber(userId, byId, 'linkedin', 'connections', ipAddress);
      const [auto] = await ctx.db
        .select({ n: count() })
        .from(automations)
        .where(and(eq(automations.userId, userId), eq(automations.status, 'active')));

      const { slack, notion, browser, mobile } = figures;
      // Workflow efficiency is about the apps the user works in: without any app usage behind it
      // (browser figures alone, or a mobile report listing no apps) it is unavailable, not a
      // browsing share dressed up as efficiency.
      const totalApps = mobile ? mobileAppCount(mobile) : null;
      const efficiencyParts = totalApps
        ? [browser && browserFocusPercent(browser), mobile && mobileProductivePercent(mobile)].filter(
            (v): v is number => typeof v === 'number',
          )
        : [];
      const result: DeviceComprehensive = {
        overallScore: deviceScore(figures),
        recommendations: [],
        slack: slack && {
          totalMessages: slack.totalMessages,
          activeChannels: slack.activeChannels,
          responseTime: slack.responseTime,
          collaborationScore: slack.collaborationScore,
        },
        notion,
        browser: browser && browserInsights(browser),
        mobile: mobile && mobileInsights(mobile),
        communication: {
          totalContacts: slack?.contacts ?? null,
          videoCalls: slack?.huddles ?? null,
          emailVolume,
          networkSize,
        },
        productivity: {
          totalApps,
          workflowEfficiency: efficiencyParts.length
            ? Math.round(efficiencyParts.reduce((a, b) => a + b, 0) / efficiencyParts.length)
            : null,
          taskManagement: notion?.taskCompletionRate ?? null,
          automationUsage: auto?.n ?? 0,
        },
        sources: states,
      };
      result.recommendations = deviceRecommendations(figures, states);
      return result;
    },
  };

  /** A number another page's connector stored (mail volume, network size), read through the gate. */
  async function otherSourceNumber(
    userId: number,
    byId: Map<string, SourceConnection>,
    source: SourceId,
    field: string,
    ipAddress: string,
  ): Promise<number | null> {
    if (!byId.has(source)) return null;
    const data = await readSnapshot<Record<string, unknown>>(userId, source, ipAddress);
    const value = data?.[field];
    return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
  }
}
