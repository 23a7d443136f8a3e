import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { backgroundJobs } from '../db/schema';
import { enqueueJob, type JobHandler, PermanentJobError } from '../lib/job-queue';
import { connectionStore } from './connection-store';
import { type RevokeOutcome, revokeProviderToken } from './oauth-revoke-endpoints';

/**
 * Revoking a user's provider tokens when the account is deleted (security P2). Each stored token
 * is sent to its provider's revoke endpoint; a provider that is down must not block the deletion,
 * so the token is sealed into a queued retry (the user row, and the connection with it, is about
 * to disappear) and the queue tries again with back-off.
 */

export const REVOKE_RETRY_JOB = 'oauth.revoke';
const REVOKE_RETRY_ATTEMPTS = 8;

/** The retry's own sealing context: not bound to the user, whose id will no longer exist. */
const retryAad = (source: string, kind: string) => `revoke-retry:${source}:${kind}`;

/**
 * Calls the provider's revoke endpoint once for every stored connection of the user that has
 * one (Google, Slack, GitHub and Notion when their OAuth clients are configured). Never throws
 * for a provider's failure: a 5xx, time-out or network error becomes a queued retry.
 */
export async function revokeAllConnections(ctx: AppContext, userId: number): Promise<void> {
  const connections = await connectionStore(ctx).list(userId);
  await Promise.all(connections.filter((c) => c.hasToken).map((c) => revokeConnection(ctx, userId, c.source)));
}

/**
 * Revokes one stored connection's token at its provider (when it has a revoke endpoint); a
 * provider failing becomes a queued retry, so the connection can be deleted at once.
 */
export async function revokeConnection(ctx: AppContext, userId: number, source: string): Promise<void> {
  const store = connectionStore(ctx);
  const connection = await store.get(userId, source);
  if (!connection?.hasToken) return;
  let token: string | null = null;
  try {
    token = await store.tokenOf(userId, source);
  } catch {
    return; // A ciphertext we cannot open holds no token we could revoke.
  }
  if (!token) return;
  const input = { source, token, authMethod: connection.authMethod };
  const outcome = await revokeProviderToken(ctx.config, input);
  if (outcome === 'retry') await queueRetry(ctx, input);
}

async function queueRetry(ctx: AppContext, input: { source: string; token: string; authMethod: string }) {
  await enqueueJob(ctx.db, {
    kind: REVOKE_RETRY_JOB,
    payload: {
      source: input.source,
      authMethod: input.authMethod,
      tokenCiphertext: ctx.cipher.encrypt(input.token, retryAad(input.source, input.authMethod)),
    },
    runAt: new Date(ctx.clock().getTime() + 60_000),
    maxAttempts: REVOKE_RETRY_ATTEMPTS,
  });
}

/** A finished job keeps no token, even sealed. */
async function scrubToken(ctx: AppContext, jobId: number, source: string) {
  await ctx.db.update(backgroundJobs).set({ payload: { source } }).where(eq(backgroundJobs.id, jobId));
}

const retryPayload = z.object({ source: z.string(), authMethod: z.string(), tokenCiphertext: z.string() });

/** The queue handler for revoke retries: a provider still failing throws, so the queue backs off. */
export function revokeRetryHandlers(ctx: AppContext): Record<string, JobHandler> {
  return {
    [REVOKE_RETRY_JOB]: async (payload, job) => {
      const parsed = retryPayload.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError('revoke retry payload is malformed');
      const { source, authMethod, tokenCiphertext } = parsed.data;
      let token: string;
      try {
        token = ctx.cipher.decrypt(tokenCiphertext, retryAad(source, authMethod));
      } catch {
        throw new PermanentJobError('revoke retry token cannot be decrypted (key changed)');
      }
      const outcome: RevokeOutcome = await revokeProviderToken(ctx.config, { source, token, authMethod });
      if (outcome === 'retry') {
        // The last attempt gives up: the sealed token is not kept in a failed job either.
        if (job.attempts >= job.maxAttempts) await scrubToken(ctx, job.id, source);
        throw new Error(`${source} revoke endpoint still failing`);
      }
      await scrubToken(ctx, job.id, source);
    },
  };
}
