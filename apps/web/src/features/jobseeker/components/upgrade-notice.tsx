import { LANDING_PRICING, TIER_LABELS, type Tier } from '@careerloom/contract';
import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/**
 * Shown to a signed-in user below the jobseeker tier: the tools stay visible so they can see what
 * the plan brings, and the server refuses their requests with 403 (rulings "Tiers"). Upgrading
 * goes through /billing, where the trial or checkout starts (issue 11).
 */
export function UpgradeNotice({ tier }: { tier: Tier }) {
  return (
    <section
      aria-labelledby="jobseeker-upgrade-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <div className="flex gap-3">
        <Lock className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div>
          <h2 id="jobseeker-upgrade-title" className="font-semibold">
            Upgrade to use the job seeker tools
          </h2>
          <p className="mt-1 text-sm">
            Your plan is {TIER_LABELS[tier]}. Chat, resume scoring, cover letters, interview preparation and job search
            are part of the Job Seeker plan (${LANDING_PRICING.jobseekerMonthlyUsd}/month) and above.
          </p>
        </div>
      </div>
      <Link href={paths.billing} className={buttonClasses('primary', 'sm', 'shrink-0')}>
        Upgrade
      </Link>
    </section>
  );
}
