import { type FreeDashboard, TIER_LABELS } from '@careerloom/contract';
import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { planHref } from '../../../config/paths';
import { SampleBadge } from './sample-badge';

/**
 * What a higher plan adds, from the dashboard's premium_features and upgrade_cta, each with the way
 * to it; the plan a trial runs on is offered to keep, not to choose.
 */
export function UpgradeOptions({
  dashboard,
  sample,
  signedIn,
}: {
  dashboard: FreeDashboard;
  sample: boolean;
  signedIn: boolean;
}) {
  if (dashboard.upgrade_cta.length === 0 && dashboard.premium_features.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <Crown className="h-5 w-5 text-amber-500" aria-hidden="true" />
            More with a paid plan
          </h2>
          {sample && <SampleBadge />}
        </div>
        {/* The offers below list what each plan adds; the summary line would only say it twice. */}
        {dashboard.premium_features.length > 0 && dashboard.upgrade_cta.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{dashboard.premium_features.join(' · ')}</p>
        )}
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {dashboard.upgrade_cta.map((cta) => (
            <li key={cta.tier} className="flex flex-col rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <p className="font-semibold">{tierName(cta.tier)}</p>
              <p className="text-lg font-bold text-brand-600 dark:text-brand-500">{cta.price}</p>
              <ul className="mt-2 grid list-disc gap-0.5 pl-5 text-sm text-slate-600 dark:text-slate-400">
                {cta.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Link href={planHref(cta.tier, signedIn)} className={buttonClasses('outline', 'sm', 'mt-3 self-start')}>
                {cta.tier === dashboard.plan.tier ? 'Keep' : 'Choose'} {tierName(cta.tier)}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** upgrade_cta names its tier as a plain string; known tiers read with their display name. */
function tierName(tier: string): string {
  return tier in TIER_LABELS ? TIER_LABELS[tier as keyof typeof TIER_LABELS] : tier;
}
