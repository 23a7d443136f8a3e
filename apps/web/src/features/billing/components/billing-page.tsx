import { BILLING_MESSAGES, type BillingState, TRIAL_DAYS } from '@careerloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Info } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { CURRENT_USER_KEY, useCurrentUser } from '../../../lib/auth';
import { toast } from '../../../lib/toast-store';
import { BILLING_KEY, useBilling } from '../api/get-billing';
import { useOpenPortal } from '../api/open-portal';
import { useStartCheckout } from '../api/start-checkout';
import { useStartTrial } from '../api/start-trial';
import { errorText, isNotConfigured, liveSubscription } from '../lib/plan-text';
import { CurrentPlanCard } from './current-plan-card';
import { PlanOptions } from './plan-options';
import { ReturnStatusMessage } from './return-status-message';

/** How often, and how many times, the page asks again while Stripe's webhook has not arrived. */
export const CONFIRM_INTERVAL_MS = 2000;
export const CONFIRM_ATTEMPTS = 5;

const TRIAL_STARTED = `Your ${TRIAL_DAYS}-day Job Seeker trial has started: the job seeker tools are open.`;

type ReturnStatus = 'success' | 'cancelled' | null;

function returnStatusOf(search: string): ReturnStatus {
  const status = new URLSearchParams(search).get('status');
  return status === 'success' || status === 'cancelled' ? status : null;
}

/**
 * `/billing` (issue 11): the plan, trial and subscription as the server holds them. The return
 * from Stripe (`?status=success|cancelled`) changes only the wording: a payment counts once the
 * server's record, kept by Stripe's webhook, shows the subscription.
 */
export default function BillingPage({ confirmIntervalMs = CONFIRM_INTERVAL_MS }: { confirmIntervalMs?: number }) {
  const returnStatus = returnStatusOf(useSearch());
  const qc = useQueryClient();
  const awaitingWebhook = (state: BillingState | undefined, fetches: number) =>
    returnStatus === 'success' &&
    state !== undefined &&
    liveSubscription(state) === null &&
    fetches <= CONFIRM_ATTEMPTS;
  // Re-read while the webhook has not been applied yet, a few times, then leave it to the user.
  const billing = useBilling({
    refetchInterval: (query) =>
      awaitingWebhook(query.state.data, query.state.dataUpdateCount) ? confirmIntervalMs : false,
  });
  const data = billing.data;
  const live = data ? liveSubscription(data) : null;
  // Read on every fetch: dataUpdatedAt changes with each answer, even an identical one.
  const fetches = billing.dataUpdatedAt ? (qc.getQueryState(BILLING_KEY)?.dataUpdateCount ?? 0) : 0;
  const confirming = awaitingWebhook(data, fetches);
  const stillWaiting = returnStatus === 'success' && data !== undefined && live === null && !confirming;

  const trial = useStartTrial();
  const checkout = useStartCheckout();
  const portal = useOpenPortal();
  useTierFollowsServer(data?.tier);

  if (billing.isPending) return <PageSpinner />;
  if (!data) {
    return (
      <Page>
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
        >
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span>Your plan could not be loaded. {errorText(billing.error)}</span>
          <Button variant="outline" size="sm" onClick={() => void billing.refetch()}>
            Try again
          </Button>
        </div>
      </Page>
    );
  }

  // A 503 from checkout or the portal is the server saying what GET may not have known yet.
  const configured = data.configured && !isNotConfigured(checkout.error) && !isNotConfigured(portal.error);
  const checkoutError = checkout.error && !isNotConfigured(checkout.error) ? errorText(checkout.error) : null;
  const portalError = portal.error && !isNotConfigured(portal.error) ? errorText(portal.error) : null;

  return (
    <Page>
      {returnStatus && (
        <ReturnStatusMessage
          status={returnStatus}
          state={data}
          confirming={confirming}
          stillWaiting={stillWaiting}
          onCheckAgain={() => void billing.refetch()}
          checking={billing.isFetching}
        />
      )}
      {!configured && (
        <section
          aria-labelledby="billing-not-configured"
          className="flex items-start gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950/40 dark:text-sky-100"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <div>
            <h2 id="billing-not-configured" className="font-semibold">
              {BILLING_MESSAGES.notConfigured}
            </h2>
            <p className="mt-1">
              Paid plans need the administrator to add Stripe settings.
              {data.trialAvailable && live === null ? ' You can still start the free trial below.' : ''}
            </p>
          </div>
        </section>
      )}
      <CurrentPlanCard
        state={data}
        configured={configured}
        onManage={() => portal.mutate()}
        managing={portal.isPending || portal.isSuccess}
        error={portalError}
      />
      <PlanOptions
        state={data}
        configured={configured}
        trial={{
          start: () =>
            trial.mutate(
              { plan: 'jobseeker' },
              { onSuccess: () => toast({ title: 'Trial started', description: TRIAL_STARTED }) },
            ),
          pending: trial.isPending,
          started: trial.isSuccess,
          error: trial.error ? errorText(trial.error) : null,
        }}
        checkout={{
          start: (plan) => checkout.mutate({ plan }),
          pendingPlan: checkout.isPending || checkout.isSuccess ? (checkout.variables?.plan ?? null) : null,
          error: checkoutError,
        }}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Buying for a team?{' '}
        <Link href={paths.enterprise} className="font-medium text-brand-600 hover:underline dark:text-indigo-400">
          See the Enterprise plans
        </Link>
      </p>
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">Plans and billing</h1>
        <p className="text-slate-600 dark:text-slate-400">Your plan, your trial and your subscription.</p>
      </header>
      {children}
    </div>
  );
}

/**
 * The header badge and the gated links read the held user: when the server's billing state names
 * another tier (a trial started, a webhook applied), the user is read again, without a reload.
 */
function useTierFollowsServer(tier: string | undefined) {
  const qc = useQueryClient();
  const { user } = useCurrentUser();
  const held = user?.subscriptionTier;
  useEffect(() => {
    if (tier && held && tier !== held) void qc.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  }, [qc, tier, held]);
}
