import { type BillingState, type CheckoutPlan, TIER_LABELS, TRIAL_DAYS } from '@careerloom/contract';
import { Check } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { liveSubscription, MONTHLY_PRICE_USD, monthly } from '../lib/plan-text';

type Props = {
  state: BillingState;
  configured: boolean;
  trial: { start: () => void; pending: boolean; started: boolean; error: string | null };
  checkout: { start: (plan: CheckoutPlan) => void; pendingPlan: CheckoutPlan | null; error: string | null };
};

/** What each plan brings: only what the server really unlocks at that tier. */
const PLAN_FEATURES: Record<CheckoutPlan, string[]> = {
  jobseeker: [
    'Resume scoring and optimization',
    'Cover letters',
    'Interview preparation',
    'Job search across stored postings',
    'AI chat without the daily limit',
  ],
  professional: ['Everything in Job Seeker'],
};

/**
 * The plans a user can start themselves: the Job Seeker trial (once), and Stripe Checkout for Job
 * Seeker or Professional. A running subscription is changed through Manage billing instead.
 */
export function PlanOptions({ state, configured, trial, checkout }: Props) {
  const live = liveSubscription(state);
  const busy = trial.pending || checkout.pendingPlan !== null;
  return (
    <section aria-labelledby="plans-heading" className="grid gap-3">
      <h2 id="plans-heading" className="text-lg font-semibold">
        Plans
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {(['jobseeker', 'professional'] as const).map((plan) => {
          const price = monthly(MONTHLY_PRICE_USD[plan]);
          const current = live?.plan === plan;
          const offerTrial = plan === 'jobseeker' && state.trialAvailable && live === null && !trial.started;
          const offerCheckout = configured && live === null;
          return (
            <li key={plan}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <h3 className="flex items-center justify-between gap-2 text-lg font-semibold">
                    {TIER_LABELS[plan]}
                    {current && <Badge variant="success">Your plan</Badge>}
                  </h3>
                  <p className="text-2xl font-bold text-brand-600 dark:text-brand-500">{price}</p>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-4">
                  <ul className="grid gap-1.5 text-sm text-slate-700 dark:text-slate-300">
                    {PLAN_FEATURES[plan].map((feature) => (
                      <li key={feature} className="flex items-start gap-2">
                        <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-auto grid gap-2">
                    {offerTrial && (
                      <Button onClick={trial.start} disabled={busy} className="w-full">
                        {trial.pending && <Spinner label="Starting trial" />}
                        Start {TRIAL_DAYS}-day free trial
                      </Button>
                    )}
                    {plan === 'jobseeker' && trial.error && (
                      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                        {trial.error}
                      </p>
                    )}
                    {offerCheckout && (
                      <Button
                        variant={plan === 'jobseeker' && !offerTrial ? 'primary' : 'outline'}
                        onClick={() => checkout.start(plan)}
                        disabled={busy}
                        className="h-auto min-h-10 w-full py-2 whitespace-normal"
                      >
                        {checkout.pendingPlan === plan && <Spinner label="Opening Stripe" />}
                        Upgrade to {TIER_LABELS[plan]} — {price}
                      </Button>
                    )}
                    {!offerTrial && !offerCheckout && !current && (
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {live
                          ? 'You have a subscription: change or cancel it in Manage billing.'
                          : 'Available once billing is configured.'}
                      </p>
                    )}
                  </div>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
      {checkout.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {checkout.error}
        </p>
      )}
    </section>
  );
}
