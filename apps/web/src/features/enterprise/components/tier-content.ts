import { type ENTERPRISE_TIERS, type EnterpriseTierId, TEAM_PLAN_TEXTS, type TeamPlanText } from '@careerloom/contract';
import { Atom, Briefcase, Building2, type LucideIcon, Sparkles } from 'lucide-react';

type TierContent = TeamPlanText & { icon: LucideIcon };

const ICONS: Record<EnterpriseTierId, LucideIcon> = {
  PROFESSIONAL: Briefcase,
  ENTERPRISE: Building2,
  QUANTUM: Atom,
  TRANSCENDENT: Sparkles,
};

/**
 * What each plan offers. Prices, seat ranges and the popular flag come from the contract
 * (`ENTERPRISE_TIERS`), and so do the words (`TEAM_PLAN_TEXTS`, shared with /billing); only the
 * icons live here.
 */
export const TIER_CONTENT = Object.fromEntries(
  Object.entries(TEAM_PLAN_TEXTS).map(([id, text]) => [id, { ...text, icon: ICONS[id as EnterpriseTierId] }]),
) as Record<EnterpriseTierId, TierContent>;

export type EnterpriseTier = (typeof ENTERPRISE_TIERS)[number];

/** "$299" and "per user / month", or "Custom" for the custom-priced tier (price null). */
export function tierPrice(tier: EnterpriseTier): { amount: string; unit: string } {
  return tier.price === null
    ? { amount: 'Custom', unit: 'pricing' }
    : { amount: `$${tier.price}`, unit: 'per user / month' };
}

/** The plan in one line, e.g. for the sales team: "Enterprise ($299 per user / month, 50-1,000 users)". */
export function tierSummary(tier: EnterpriseTier): string {
  const { amount, unit } = tierPrice(tier);
  return `${tier.name} (${amount} ${unit}, ${tier.users})`;
}
