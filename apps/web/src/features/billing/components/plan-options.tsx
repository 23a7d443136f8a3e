import {
  type BillingState,
  type CheckoutPlan,
  ENTERPRISE_TIERS,
  JOB_SEEKER_PLAN_FEATURES,
  TEAM_PLAN_TEXTS,
  TIER_LABELS,
  TRIAL_DAYS,
} from '@careerloom/contract';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { liveSubscription, MONTHLY_PRICE_USD, monthly } from '../lib/plan-text';

type Props = {
  state: BillingState;
  configured: boolean;
  trial: { start: () => void; pending: boolean; started: boolean; error: string | null };
  checkout: { start: (plan: CheckoutPlan) => void; pendingPlan: CheckoutPlan | null; error: string | null };
};

const professionalTier = ENTERPRISE_TIERS.find((t) => t.id === 'PROFESSIONAL');

/**
 * The plans: Job Seeker, which a user starts themselves (the trial, once, or Stripe Checkout), and
 * Professional, the team plan of the enterprise page, priced per user for 10-100 users: what it
 * adds is team features, arranged with sales, so it is not sold to one person through Checkout
 * (a seat bought alone would add nothing to Job Seeker). A running subscription, Professional
 * included, is changed through Manage billing.
 */
export function PlanOptions({ state, configured, trial, checkout }: Props) {
  const live = liveSubscription(state);
  const busy = trial.pending || checkout.pendingPlan !== null;
  const price = monthly(MONTHLY_PRICE_USD.jobseeker);
  const offerTrial = state.trialAvailable && live === null && !trial.started;
  const offerCheckout = configured && live === null;
  const team = TEAM_PLAN_TEXTS.PROFESSIONAL;
  return (
    <section aria-labelledby="plans-heading" className="grid gap-3">
      <h2 id="plans-heading" className="text-lg font-semibold">
        Plans
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        <PlanCard
          name={TIER_LABELS.jobseeker}
          current={live?.plan === 'jobseeker'}
          price={price}
          features={JOB_SEEKER_PLAN_FEATURES}
        >
          {offerTrial && (
            <Button onClick={trial.start} disabled={busy} className="w-full">
              {trial.pending && <Spinner label="Starting trial" />}
              Start {TRIAL_DAYS}-day free trial
            </Button>
          )}
          {trial.error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {trial.error}
            </p>
          )}
          {offerCheckout && (
            <Button
              variant={offerTrial ? 'outline' : 'primary'}
              onClick={() => checkout.start('jobseeker')}
              disabled={busy}
              className="h-auto min-h-10 w-full py-2 whitespace-normal"
            >
              {checkout.pendingPlan === 'jobseeker' && <Spinner label="Opening Stripe" />}
              Upgrade to {TIER_LABELS.jobseeker} — {price}
            </Button>
          )}
          {!offerTrial && !offerCheckout && live?.plan !== 'jobseeker' && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {live
                ? 'You have a subscription: change or cancel it in Manage billing.'
                : 'Available once billing is configured.'}
            </p>
          )}
        </PlanCard>
        <PlanCard
          name={TIER_LABELS.professional}
          current={live?.plan === 'professional'}
          price={`$${MONTHLY_PRICE_USD.professional}`}
          priceUnit={`per user / month, ${professionalTier?.users ?? '10-100 users'}`}
          intro={`${team.tagline}. Everything in ${TIER_LABELS.jobseeker} for each member, plus:`}
          features={team.features}
        >
          {live?.plan === 'professional' ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Change or cancel it in Manage billing.</p>
          ) : (
            <>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Set up for your team with our sales team
                {live ? '; a subscription you have stays in Manage billing' : ''}.
              </p>
              <Link href={paths.enterprise} className={buttonClasses('outline', 'md', 'w-full')}>
                See the team plans
              </Link>
            </>
          )}
        </PlanCard>
      </ul>
      {checkout.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {checkout.error}
        </p>
      )}
    </section>
  );
}

function PlanCard({
  name,
  current,
  price,
  priceUnit,
  intro,
  features,
  children,
}: {
  name: string;
  current: boolean;
  price: string;
  priceUnit?: string;
  intro?: string;
  features: readonly string[];
  children: ReactNode;
}) {
  return (
    <li>
      <Card className="flex h-full flex-col">
        <CardHeader>
          <h3 className="flex items-center justify-between gap-2 text-lg font-semibold">
            {name}
            {current && <Badge variant="success">Your plan</Badge>}
          </h3>
          <p className="text-2xl font-bold text-brand-600 dark:text-brand-500">
            {price}
            {priceUnit && (
              <span className="ml-1.5 text-sm font-normal text-slate-600 dark:text-slate-400">{priceUnit}</span>
            )}
          </p>
        </CardHeader>
        <CardContent className="flex flex-1 flex-col gap-4">
          {intro && <p className="text-sm text-slate-700 dark:text-slate-300">{intro}</p>}
          <ul className="grid gap-1.5 text-sm text-slate-700 dark:text-slate-300">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
          <div className="mt-auto grid gap-2">{children}</div>
        </CardContent>
      </Card>
    </li>
  );
}
