import type { EnterpriseTierId } from './pricing';

/**
 * The words for what each plan brings, written once (issue 35: one set of plan words across
 * pages). /billing, the free dashboard (whose lists the server sends), the job seeker page and
 * the enterprise page all read them from here.
 */

/** The spec's sentence for the Job Seeker plan (part 2 section 6, marketing text). */
export const JOB_SEEKER_PLAN_SUMMARY = 'Unlimited job search assistance, resume optimization and interview preparation';

/**
 * What Job Seeker adds to Free, each item something the server really unlocks at that tier: the
 * spec's three first, then the rest of what `requireTier('jobseeker')` and the quotas open.
 */
export const JOB_SEEKER_PLAN_FEATURES = [
  'Unlimited job search assistance',
  'Resume optimization with an ATS score',
  'Interview preparation',
  'Cover letters',
  'Job search across stored postings, ranked for you',
  'AI chat with no daily limit and no delay',
  'Data analysis of every row',
  'Unlimited task automations',
] as const;

/** The enterprise page's copy of each team plan (part 1 section 2: a feature list and an AI capabilities list). */
export type TeamPlanText = {
  /** One line under the plan's name. */
  tagline: string;
  features: readonly string[];
  aiCapabilities: readonly string[];
};

/**
 * The team plans as the enterprise page describes them; prices, seat ranges and the popular flag
 * are the spec's (`ENTERPRISE_TIERS`). Each builds on the one before. These plans are arranged
 * with sales (the page's inquiry), never bought by one person through Checkout.
 */
export const TEAM_PLAN_TEXTS: Readonly<Record<EnterpriseTierId, TeamPlanText>> = {
  PROFESSIONAL: {
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

/** A team plan in the short form an upgrade offer lists: its first three features. */
export const teamPlanHighlights = (id: EnterpriseTierId): string[] => TEAM_PLAN_TEXTS[id].features.slice(0, 3);
