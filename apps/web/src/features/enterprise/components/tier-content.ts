import type { ENTERPRISE_TIERS, EnterpriseTierId } from '@careerloom/contract';
import { Atom, Briefcase, Building2, type LucideIcon, Sparkles } from 'lucide-react';

type TierContent = {
  icon: LucideIcon;
  /** One line under the tier name on its card. */
  tagline: string;
  features: readonly string[];
  aiCapabilities: readonly string[];
};

/**
 * What each plan offers. Prices, seat ranges and the popular flag come from the contract
 * (`ENTERPRISE_TIERS`); only the descriptive copy lives here, and each tier builds on the one before.
 */
export const TIER_CONTENT: Record<EnterpriseTierId, TierContent> = {
  PROFESSIONAL: {
    icon: Briefcase,
    tagline: 'For growing teams hiring with AI for the first time',
    features: [
      'Shared hiring workspace for up to 100 seats',
      'Automated candidate screening for up to 25 open roles',
      'Team dashboards for pipeline and response rates',
      'Gmail, Google Calendar and LinkedIn integrations',
      'Google and Microsoft single sign-on',
      'Email support within one business day',
    ],
    aiCapabilities: [
      'Resume parsing with ATS-fit scoring',
      'AI-drafted job descriptions and outreach emails',
      'Role-specific interview question sets',
      'Weekly hiring-funnel insights',
    ],
  },
  ENTERPRISE: {
    icon: Building2,
    tagline: 'For organizations running AI across departments',
    features: [
      'Unlimited open roles and hiring pipelines',
      'Multi-team workspaces with role-based access control',
      'SAML SSO and SCIM user provisioning',
      'Greenhouse, Notion, Slack and HRIS integrations',
      'Audit logs and configurable data retention',
      'Dedicated customer success manager',
    ],
    aiCapabilities: [
      'Explainable candidate screening scores',
      'Document intelligence for policies, contracts and reports',
      'Market intelligence: salary benchmarks and talent supply',
      'Process automation across hiring and onboarding',
      'A role-aware assistant for every employee',
    ],
  },
  QUANTUM: {
    icon: Atom,
    tagline: 'For large enterprises with advanced analytics needs',
    features: [
      'Everything in Enterprise, across business units',
      'Data residency in the EU or the US',
      'SOC 2 Type II reports and custom security reviews',
      'Sandbox workspace for testing automations',
      'Reporting API and data warehouse export',
      'Priority support around the clock with a named engineer',
    ],
    aiCapabilities: [
      'Attrition and retention risk signals',
      'Real-time opportunity engine for internal mobility',
      'Models tuned on your own hiring outcomes',
      'Executive strategy briefs and scenario planning',
      'Bulk automations with approval chains',
    ],
  },
  TRANSCENDENT: {
    icon: Sparkles,
    tagline: 'For global organizations that need it built around them',
    features: [
      'Everything in Quantum Suite, without seat limits',
      'Private cloud or on-premises deployment',
      'Bring-your-own-key encryption',
      'Dedicated solutions architect and onboarding team',
      'Custom contract, data processing and security terms',
      'Unlimited sandboxes and environments',
    ],
    aiCapabilities: [
      'Dedicated model hosting with isolated inference',
      'Fine-tuning on proprietary data that stays in your tenant',
      'Multi-step AI agents for HR operations',
      'Organization-wide workforce planning and forecasting',
      'Custom AI integrations built with our engineers',
    ],
  },
};

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
