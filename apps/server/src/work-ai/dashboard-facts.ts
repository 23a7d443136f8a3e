import type { ActivityKind, AiSettings, DataType } from '@careerloom/contract';
import { type ActivityTotals, activityService } from '../activity/activity.service';
import { automationStats } from '../automations/automation-stats';
import type { AppContext } from '../context';
import { aiSettingsOf } from '../users/ai-settings.repository';
import { type AutomationRow, workAiRepository } from './work-ai.repository';

/** The `detail.trigger` of a report the user generated from the dashboard (not an automation's). */
export const MANUAL_REPORT_TRIGGER = 'manual';
/** Data analyses of these types count as market analyses for the executive view. */
export const MARKET_DATA_TYPES: readonly DataType[] = ['marketing', 'sales'];

/**
 * Everything the role dashboard computes from, read once per request: the activity log's totals
 * per kind, the stored resumes and automations, and the automation success rate the free
 * dashboard also shows.
 */
export type DashboardFacts = {
  totals: ActivityTotals;
  activeDays: number;
  lastUsed: Partial<Record<ActivityKind, Date>>;
  manualReports: number;
  marketDataAnalyses: number;
  resumesStored: number;
  /** Bytes of text across the stored resumes. */
  resumeBytes: number;
  automations: AutomationRow[];
  settings: AiSettings;
  /** Percent of attempted automation runs that delivered, 0 before any run. */
  automationSuccessRate: number;
};

export async function loadDashboardFacts(ctx: AppContext, userId: number): Promise<DashboardFacts> {
  const activity = activityService(ctx);
  const repo = workAiRepository(ctx.db);
  const [totals, activeDays, lastUsed, manualReports, marketDataAnalyses, resumes, automations, stats, settings] =
    await Promise.all([
      activity.totals(userId),
      activity.activeDays(userId),
      repo.lastUsedByKind(userId),
      repo.countEventsWithDetail(userId, 'report', 'trigger', [MANUAL_REPORT_TRIGGER]),
      repo.countEventsWithDetail(userId, 'data_analysis', 'dataType', [...MARKET_DATA_TYPES]),
      repo.resumeStats(userId),
      repo.automationsOf(userId),
      automationStats(ctx, userId),
      aiSettingsOf(ctx, userId),
    ]);
  return {
    totals,
    activeDays,
    lastUsed,
    manualReports,
    marketDataAnalyses,
    resumesStored: resumes.count,
    resumeBytes: resumes.bytes,
    automations,
    settings,
    automationSuccessRate: stats.success_rate,
  };
}

/** How many events of `kind` the user has. */
export const countOf = (facts: DashboardFacts, kind: ActivityKind): number => facts.totals[kind]?.count ?? 0;

/** The sum of the numeric detail `key` over the user's events of `kind`. */
export const sumOf = (facts: DashboardFacts, kind: ActivityKind, key: string): number =>
  facts.totals[kind]?.detail[key] ?? 0;
