/** Subscription tiers, lowest first (part 2 section 1; rulings "Tiers, quotas and trials"). */
export const TIERS = ['free', 'jobseeker', 'professional', 'enterprise', 'quantum'] as const;
export type Tier = (typeof TIERS)[number];

/**
 * The name each tier goes by wherever a person reads it: the navigation badge, plan cards, upgrade
 * notices and the server's "part of the <name> plan" refusals.
 */
export const TIER_LABELS: Readonly<Record<Tier, string>> = {
  free: 'Free',
  jobseeker: 'Job Seeker',
  professional: 'Professional',
  enterprise: 'Enterprise',
  quantum: 'Quantum',
};

/** Plans a visitor may start a trial of from `/auth?plan=...`. */
export const TRIAL_PLANS = ['jobseeker', 'enterprise'] as const;
export type TrialPlan = (typeof TRIAL_PLANS)[number];
export const TRIAL_DAYS = 14;

/** True when `tier` reaches `required` in the tier order (part 2 section 4, navigation access). */
export function tierAtLeast(tier: Tier, required: Tier): boolean {
  return TIERS.indexOf(tier) >= TIERS.indexOf(required);
}

/** The higher of two tiers. */
export function maxTier(a: Tier, b: Tier): Tier {
  return tierAtLeast(a, b) ? a : b;
}

export function isTrialPlan(value: unknown): value is TrialPlan {
  return (TRIAL_PLANS as readonly unknown[]).includes(value);
}

/**
 * A tier read from storage, or `free` when the value is missing or not a tier (an account row
 * written by an older release, say). A plain look-up rather than a schema with a fallback: it runs
 * on every authenticated request, and `tierSchema.catch(...)` builds a new schema each call.
 */
export function storedTier(value: string | null | undefined): Tier {
  return (TIERS as readonly unknown[]).includes(value) ? (value as Tier) : 'free';
}
