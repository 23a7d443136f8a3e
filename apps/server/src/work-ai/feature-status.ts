import {
  type ActivityKind,
  formatUtcDay,
  TIER_LABELS,
  type Tier,
  tierAtLeast,
  type WorkAiDashboard,
} from '@careerloom/contract';
import { countOf, type DashboardFacts } from './dashboard-facts';

type FeatureStatus = WorkAiDashboard['features'][number];

/**
 * The product's real features, the activity that shows a user has used each, and the lowest
 * tier that may use it (the server enforces the same tiers on the feature's own endpoints).
 */
export const FEATURES: readonly { name: string; kinds: readonly ActivityKind[]; tier: Tier }[] = [
  { name: 'AI Assistant Chat', kinds: ['chat'], tier: 'free' },
  { name: 'Resume Analysis', kinds: ['resume_analysed'], tier: 'jobseeker' },
  { name: 'Cover Letters', kinds: ['cover_letter'], tier: 'jobseeker' },
  { name: 'Interview Prep', kinds: ['interview_prep'], tier: 'jobseeker' },
  { name: 'Job Search', kinds: ['opportunity_search'], tier: 'jobseeker' },
  { name: 'Data Integration', kinds: ['data_analysis'], tier: 'free' },
  { name: 'Automations', kinds: ['automation_created', 'automation_run'], tier: 'free' },
];

const dateText = formatUtcDay;

/**
 * Feature status values of part 1 section 3: 'active' when the user has used a feature their
 * tier includes, 'ready' when their tier includes it but they have not used it, 'other' when it
 * needs a higher plan.
 */
export function featureStatuses(tier: Tier, facts: DashboardFacts): FeatureStatus[] {
  return FEATURES.map(({ name, kinds, tier: required }) => {
    const uses = kinds.reduce((sum, kind) => sum + countOf(facts, kind), 0);
    const last = kinds
      .map((kind) => facts.lastUsed[kind])
      .filter((d): d is Date => d !== undefined)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    if (!tierAtLeast(tier, required)) {
      const before = uses > 0 ? ` You used it ${uses === 1 ? 'once' : `${uses} times`} before.` : '';
      return {
        name,
        status: 'other',
        detail: `Part of the ${TIER_LABELS[required]} plan: upgrade to use it.${before}`,
      };
    }
    if (uses > 0 && last) {
      return {
        name,
        status: 'active',
        detail: `Used ${uses === 1 ? 'once' : `${uses} times`}, most recently on ${dateText(last)}.`,
      };
    }
    return { name, status: 'ready', detail: `Included in your ${TIER_LABELS[tier]} plan; not used yet.` };
  });
}
