import {
  type AiSettings,
  DASHBOARD_ROLES,
  type DashboardRole,
  ROLE_DASHBOARDS,
  type WorkAiDashboard,
  type WorkAiPrimaryActionResult,
} from '@careerloom/contract';
import { activityService } from '../activity/activity.service';
import { connectionStore } from '../connectors/connection-store';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { findOpportunitiesRepository } from '../jobseeker/find-opportunities.repository';
import { effectiveTier } from '../lib/effective-tier';
import { resumesService } from '../resumes/resumes.service';
import { aiSettingsOf, saveAiSettings } from '../users/ai-settings.repository';
import { countOf, loadDashboardFacts } from './dashboard-facts';
import { featureStatuses } from './feature-status';
import { integrationStatuses } from './integrations';
import { opportunityEngine } from './opportunity-engine';
import { primaryActionService } from './primary-action.service';
import { roleMetrics } from './role-metrics';
import { workAiRepository } from './work-ai.repository';

/** How many recent events the Recent Activity tab shows. */
export const RECENT_ACTIVITY_LIMIT = 20;

/** Part 1 section 6: analyst, executive and manager have their own view; any other role is employee. */
export function dashboardRoleOf(profileRole: string): DashboardRole {
  return (DASHBOARD_ROLES as readonly string[]).includes(profileRole) ? (profileRole as DashboardRole) : 'employee';
}

const SETTING_NAMES: Record<Exclude<keyof AiSettings, 'assistantEnabled'>, string> = {
  automationLevel: 'Automation Level',
  dataPrivacy: 'Data Privacy',
  notificationFrequency: 'Notification Frequency',
};

/** "Automation Level set to Low; AI Assistant paused": what a settings change did, for the activity log. */
function describeChange(before: AiSettings, after: AiSettings): string | null {
  const parts: string[] = [];
  for (const [key, name] of Object.entries(SETTING_NAMES) as [keyof typeof SETTING_NAMES, string][]) {
    if (before[key] !== after[key]) parts.push(`${name} set to ${after[key]}`);
  }
  if (before.assistantEnabled !== after.assistantEnabled)
    parts.push(after.assistantEnabled ? 'AI Assistant turned on' : 'AI Assistant paused');
  return parts.length ? parts.join('; ') : null;
}

/**
 * The role dashboard (`/work-ai`): the signed-in user's role view with metrics, feature status,
 * opportunity engine, recent activity and integrations computed from their own data, and their
 * AI settings, which are stored and applied (the automation scheduler reads them).
 */
export function workAiService(ctx: AppContext) {
  const activity = activityService(ctx);
  const repo = workAiRepository(ctx.db);
  const actions = primaryActionService(ctx);

  return {
    async dashboard(user: UserRow): Promise<WorkAiDashboard> {
      const role = dashboardRoleOf(user.role);
      const [facts, resume, lastSearch, recent, connections, postings] = await Promise.all([
        loadDashboardFacts(ctx, user.id),
        resumesService(ctx).latestOrNull(user.id),
        repo.latestEvent(user.id, 'opportunity_search'),
        activity.recent(user.id, RECENT_ACTIVITY_LIMIT),
        connectionStore(ctx).list(user.id),
        findOpportunitiesRepository(ctx.db).openCounts(ctx.clock()),
      ]);
      return {
        role,
        ...ROLE_DASHBOARDS[role],
        metrics: roleMetrics(role, facts),
        features: featureStatuses(effectiveTier(user, ctx.clock()), facts),
        opportunityEngine: opportunityEngine(resume, countOf(facts, 'opportunity_search'), lastSearch, postings.open),
        activity: recent,
        integrations: integrationStatuses(resume, connections),
        settings: facts.settings,
      };
    },

    /** Saves the change and records it in the activity log when something actually changed. */
    async updateSettings(userId: number, change: Partial<AiSettings>): Promise<AiSettings> {
      const before = await aiSettingsOf(ctx, userId);
      const after = await saveAiSettings(ctx, userId, change);
      const summary = describeChange(before, after);
      if (summary) await activity.record(userId, 'settings_updated', summary);
      return after;
    },

    async primaryAction(user: UserRow): Promise<WorkAiPrimaryActionResult> {
      return actions.perform(user.id, dashboardRoleOf(user.role));
    },
  };
}
