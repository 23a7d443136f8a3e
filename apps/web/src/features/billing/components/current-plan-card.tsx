import { type BillingState, TIER_LABELS, tierAtLeast } from '@careerloom/contract';
import { ArrowRight, CreditCard } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { dateText, liveSubscription } from '../lib/plan-text';

type Props = {
  state: BillingState;
  configured: boolean;
  onManage: () => void;
  managing: boolean;
  error: string | null;
};

const STATUS_BADGES: Record<string, { text: string; variant: 'success' | 'warning' | 'secondary' }> = {
  active: { text: 'Active', variant: 'success' },
  trialing: { text: 'Trial', variant: 'secondary' },
  past_due: { text: 'Payment due', variant: 'warning' },
  unpaid: { text: 'Unpaid', variant: 'warning' },
  incomplete: { text: 'Awaiting payment', variant: 'warning' },
  paused: { text: 'Paused', variant: 'secondary' },
};

/** The plan the server holds: tier, trial or subscription, its dates, and the way to manage it. */
export function CurrentPlanCard({ state, configured, onManage, managing, error }: Props) {
  const live = liveSubscription(state);
  const trial = state.trial;
  const canManage = state.subscription !== null && configured;
  const hasTools = tierAtLeast(state.tier, 'jobseeker');
  const badge = live
    ? live.cancelAtPeriodEnd
      ? { text: 'Not renewing', variant: 'warning' as const }
      : STATUS_BADGES[live.status]
    : trial?.active
      ? { text: 'Free trial', variant: 'secondary' as const }
      : undefined;

  return (
    <Card>
      <section aria-labelledby="current-plan-heading">
        <CardHeader>
          <h2 id="current-plan-heading" className="text-sm font-medium text-slate-600 dark:text-slate-400">
            Your plan
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-2xl font-bold">
            {TIER_LABELS[state.tier]}
            {badge && (
              <Badge variant={badge.variant} className="text-sm">
                {badge.text}
              </Badge>
            )}
          </p>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">{planDetail(state)}</p>
          {(canManage || hasTools) && (
            <div className="flex flex-wrap gap-2">
              {canManage && (
                <Button variant="outline" onClick={onManage} disabled={managing}>
                  {managing ? (
                    <Spinner label="Opening Stripe" />
                  ) : (
                    <CreditCard className="h-4 w-4" aria-hidden="true" />
                  )}
                  Manage billing
                </Button>
              )}
              {hasTools && (
                <Link href={paths.jobseeker} className={buttonClasses('primary')}>
                  Open the job seeker tools <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
              )}
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

/** One sentence on where the plan stands, from the subscription first, then the trial. */
function planDetail(state: BillingState): string {
  const live = liveSubscription(state);
  if (live) {
    const plan = TIER_LABELS[live.plan];
    const end = live.currentPeriodEnd ? dateText(live.currentPeriodEnd) : null;
    if (live.cancelAtPeriodEnd)
      return end
        ? `Cancelled: you keep ${plan} until ${end}, and it will not renew.`
        : `Cancelled: you keep ${plan} to the end of the period, and it will not renew.`;
    if (live.status === 'past_due' || live.status === 'unpaid')
      return 'The last payment failed. Update your card in Manage billing to keep the plan.';
    if (live.status === 'incomplete') return 'Stripe is still waiting for the first payment.';
    if (live.status === 'trialing') return end ? `${plan} trial until ${end}, then paid monthly.` : `${plan} trial.`;
    if (live.status === 'paused') return `Your ${plan} subscription is paused.`;
    return end ? `Paid monthly; renews on ${end}.` : 'Paid monthly.';
  }
  const trial = state.trial;
  if (trial?.active) return `Your free ${TIER_LABELS[trial.tier]} trial ends on ${dateText(trial.endsAt)}.`;
  if (trial)
    return `Your ${TIER_LABELS[trial.tier]} trial ended on ${dateText(trial.endsAt)}. Everything you made is kept.`;
  if (state.tier === 'free')
    return 'The AI chat, data analysis and automations, with daily limits. The resume, cover letter, interview and job search tools come with Job Seeker.';
  return `Your account has the ${TIER_LABELS[state.tier]} plan.`;
}
