import { billingRetryHandlers } from '../billing/billing-cancel';
import { revokeRetryHandlers } from '../connectors/revoke';
import type { AppContext } from '../context';
import { jobSyncHandlers } from '../jobs/sync/job-sync';
import type { SyncOptions } from '../jobs/sync/sync-board';
import { failAbandonedJobs, type JobHandler, runNextJob } from '../lib/job-queue';

/** Every kind the queue worker runs: board syncs and the retries of token revocations and Stripe cancels. */
export function workerHandlers(ctx: AppContext, options: SyncOptions = {}): Record<string, JobHandler> {
  return { ...jobSyncHandlers(ctx, options), ...revokeRetryHandlers(ctx), ...billingRetryHandlers(ctx) };
}

/**
 * Runs queued jobs until none is due: each board is its own job, so a board that fails is
 * recorded and retried later while the others go on. Returns how many jobs ran.
 */
export async function drainJobQueue(ctx: AppContext, options: SyncOptions = {}): Promise<number> {
  const handlers = workerHandlers(ctx, options);
  await failAbandonedJobs(ctx.db, ctx.clock());
  let ran = 0;
  while (await runNextJob(ctx.db, handlers, ctx.clock)) ran += 1;
  return ran;
}
