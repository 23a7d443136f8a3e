import type { Tier } from '@careerloom/contract';
import { paths } from '../../config/paths';

/** Links of the signed-in navigation with the tier each needs (part 2 section 2.2). */
export const GATED_NAV_ITEMS: ReadonlyArray<{ label: string; href: string; tier: Tier }> = [
  { label: 'Device Intelligence', href: paths.device, tier: 'free' },
  { label: 'Job Seeker Pro', href: paths.jobseeker, tier: 'jobseeker' },
  { label: 'Privacy Controls', href: paths.privacy, tier: 'free' },
];

export const AI_JOB_SEARCH_FEATURES = [
  'Auto-Fill Applications',
  'Real-Time Job Monitoring',
  'Personalized Suggestions',
  'Cover Letter Generation',
] as const;

export { TIER_LABELS } from '@careerloom/contract';
