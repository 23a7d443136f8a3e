import { type BillingState, TIER_LABELS } from '@careerloom/contract';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { liveSubscription } from '../lib/plan-text';

type Props = {
  status: 'success' | 'cancelled';
  state: BillingState;
  /** The page is still asking the server whether Stripe's webhook has arrived. */
  confirming: boolean;
  /** It asked a few times and the server still holds no subscription. */
  stillWaiting: boolean;
  onCheckAgain: () => void;
  /** A check is under way. */
  checking: boolean;
};

/**
 * What the return from Stripe means, worded from the server's state: the URL alone never says a
 * payment went through.
 */
export function ReturnStatusMessage({ status, state, confirming, stillWaiting, onCheckAgain, checking }: Props) {
  if (status === 'cancelled') {
    return (
      <Callout tone="neutral" icon={<XCircle className="h-5 w-5" aria-hidden="true" />}>
        Checkout was cancelled. Nothing was charged.
      </Callout>
    );
  }
  const live = liveSubscription(state);
  if (live) {
    return (
      <Callout tone="success" icon={<CheckCircle2 className="h-5 w-5" aria-hidden="true" />}>
        Payment confirmed: you are on the {TIER_LABELS[live.plan]} plan.
      </Callout>
    );
  }
  if (confirming) {
    return (
      <Callout tone="neutral" icon={<Spinner label="Confirming" className="h-5 w-5" />}>
        Confirming your payment… Stripe tells us once it has gone through; this usually takes a few seconds.
      </Callout>
    );
  }
  if (stillWaiting) {
    return (
      <Callout tone="warning" icon={<Clock className="h-5 w-5" aria-hidden="true" />}>
        <span>
          Stripe has not confirmed a payment yet. If you completed the checkout, your plan changes here within a few
          minutes.
        </span>
        <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={onCheckAgain} disabled={checking}>
          {checking && <Spinner label="Checking" />}
          Check again
        </Button>
      </Callout>
    );
  }
  return null;
}

const TONES = {
  neutral: 'border-slate-200 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100',
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50',
} as const;

function Callout({ tone, icon, children }: { tone: keyof typeof TONES; icon: ReactNode; children: ReactNode }) {
  return (
    <div role="status" className={cn('flex items-start gap-3 rounded-lg border p-4 text-sm', TONES[tone])}>
      <span className="shrink-0">{icon}</span>
      <div className="grid">{children}</div>
    </div>
  );
}
