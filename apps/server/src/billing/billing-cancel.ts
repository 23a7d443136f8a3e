import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { backgroundJobs } from '../db/schema';
import { enqueueJob, type JobHandler, PermanentJobError } from '../lib/job-queue';
import { billingRepository } from './billing.repository';
import { isMissingResource, isTransientStripeError, stripeClient } from './stripe-client';

/**
 * Cancelling a user's Stripe subscription when the account is deleted (security P2, issue 11):
 * Stripe must stop charging before our record of the subscription disappears. A Stripe that is
 * down must not block the deletion, so the cancellation becomes a queued retry with back-off, the
 * way token revocations do (`connectors/revoke.ts`).
 */

export const BILLING_CANCEL_RETRY_JOB = 'billing.cancel-subscription';
const CANCEL_RETRY_ATTEMPTS = 8;

type Outcome = 'done' | 'retry' | 'refused';

async function cancelAtStripe(ctx: AppContext, subscriptionId: string): Promise<Outcome> {
  const settings = ctx.config.billing.stripe;
  if (!settings) return 'retry';
  try {
    await (await stripeClient(settings)).subscriptions.cancel(subscriptionId);
    return 'done';
  } catch (error) {
    if (isMissingResource(error)) return 'done';
    return isTransientStripeError(error) ? 'retry' : 'refused';
  }
}

/**
 * Cancels the user's live subscription at Stripe at once (not at period end: the account is going).
 * Never throws for Stripe's failure: it becomes a queued retry. Nothing to do without a subscription
 * or when it has already ended.
 */
export async function cancelSubscriptionForDeletion(ctx: AppContext, userId: number): Promise<void> {
  const record = await billingRepository(ctx.db).subscriptionOf(userId);
  const subscriptionId = record?.stripeSubscriptionId;
  if (!record || !subscriptionId || record.endedAt || record.status === 'incomplete_expired') return;
  if (record.status === 'canceled' && !record.cancelAtPeriodEnd) return;
  const outcome = await cancelAtStripe(ctx, subscriptionId);
  if (outcome === 'retry')
    await enqueueJob(ctx.db, {
      kind: BILLING_CANCEL_RETRY_JOB,
      payload: { subscriptionId },
      runAt: new Date(ctx.clock().getTime() + 60_000),
      maxAttempts: CANCEL_RETRY_ATTEMPTS,
    });
}

const retryPayload = z.object({ subscriptionId: z.string().min(1).max(255) });

/** The queue handler: Stripe still failing throws, so the queue backs off; a finished job keeps no Stripe id. */
export function billingRetryHandlers(ctx: AppContext): Record<string, JobHandler> {
  return {
    [BILLING_CANCEL_RETRY_JOB]: async (payload, job) => {
      const parsed = retryPayload.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError('billing cancel payload is malformed');
      const outcome = await cancelAtStripe(ctx, parsed.data.subscriptionId);
      const scrub = () => ctx.db.update(backgroundJobs).set({ payload: {} }).where(eq(backgroundJobs.id, job.id));
      if (outcome === 'retry') {
        if (job.attempts >= job.maxAttempts) await scrub();
        throw new Error('Stripe subscription cancel still failing');
      }
      await scrub();
      if (outcome === 'refused') throw new PermanentJobError('Stripe refused the subscription cancel');
    },
  };
}
