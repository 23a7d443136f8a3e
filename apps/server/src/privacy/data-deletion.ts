import { SOURCE_NAMES, type SourceId } from '@careerloom/contract';
import { and, eq, sql } from 'drizzle-orm';
import { cancelSubscriptionForDeletion } from '../billing/billing-cancel';
import { revokeAllConnections, revokeConnection } from '../connectors/revoke';
import type { AppContext } from '../context';
import { oauthStates, resumes, sourceConnections, sourceSnapshots, users } from '../db/schema';
import { AppError } from '../errors';
import { verifyPassword } from '../lib/password';
import { PERSONAL_TABLES } from './personal-data-registry';
import { recordAccess } from './source-access';

/**
 * DELETE /api/privacy/data/{sourceId}: removes what the source gave us. That is its figures
 * (snapshot), its connection with the sealed tokens (revoked at the provider first), any pending
 * authorization for it, and for the resume every stored resume version as well (the resume's data
 * type is "the resume text you pasted", and the user asked for it to be gone). The permission row
 * stays (it is the user's choice, not the source's data), and so does the access log: deletions are
 * logged there, and the retention job removes old entries.
 */
export async function deleteSourceData(
  ctx: AppContext,
  input: { userId: number; source: SourceId; ipAddress: string },
): Promise<Record<string, number>> {
  const { userId, source } = input;
  // Revoked at the provider first (a provider that is down gets a queued retry); the connection
  // is deleted either way: the user asked for it to be gone.
  await revokeConnection(ctx, userId, source);
  const deleted = await ctx.db.transaction(async (tx) => {
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    const out: Record<string, number> = {
      source_snapshots: await count(
        tx
          .delete(sourceSnapshots)
          .where(and(eq(sourceSnapshots.userId, userId), eq(sourceSnapshots.source, source)))
          .returning({ s: sourceSnapshots.source }),
      ),
      source_connections: await count(
        tx
          .delete(sourceConnections)
          .where(and(eq(sourceConnections.userId, userId), eq(sourceConnections.source, source)))
          .returning({ id: sourceConnections.id }),
      ),
      oauth_states: await count(
        tx
          .delete(oauthStates)
          .where(and(eq(oauthStates.userId, userId), eq(oauthStates.source, source)))
          .returning({ id: oauthStates.id }),
      ),
    };
    if (source === 'resume')
      out.resumes = await count(tx.delete(resumes).where(eq(resumes.userId, userId)).returning({ id: resumes.id }));
    return out;
  });
  if (Object.values(deleted).every((n) => n === 0))
    throw new AppError('NOT_FOUND', `No ${SOURCE_NAMES[source]} data is stored for you`);
  await recordAccess(ctx, {
    userId,
    accessType: 'delete',
    source,
    purpose: 'Data deletion you requested',
    dataTypes: Object.keys(deleted).filter((k) => (deleted[k] ?? 0) > 0),
    ipAddress: input.ipAddress,
  });
  return deleted;
}

/** Password attempts per account and hour before the Danger Zone answers 429. */
const DELETE_ATTEMPTS_PER_HOUR = 10;

/**
 * DELETE /api/account (the Danger Zone; security P2): after the password is confirmed, revokes
 * every provider token and cancels the Stripe subscription (a provider or Stripe that is down gets
 * a queued retry), then deletes every row of
 * every registered personal-data table and the account itself in one transaction. The caller ends
 * the sockets; the sessions are rows and go with the rest.
 */
export async function deleteAccount(
  ctx: AppContext,
  input: { userId: number; password: string },
): Promise<Record<string, number>> {
  const attempts = await ctx.limiter.hit(`account-delete:${input.userId}`, DELETE_ATTEMPTS_PER_HOUR, 3_600_000);
  if (!attempts.allowed)
    throw new AppError('RATE_LIMITED', 'Too many attempts; try again later', attempts.retryAfterSeconds);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new AppError('NOT_FOUND', 'Account not found');
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw new AppError('INVALID_CREDENTIALS', 'The password is not correct');

  await revokeAllConnections(ctx, input.userId);
  // Stripe stops charging before the record of the subscription goes (a Stripe that is down gets a queued retry).
  await cancelSubscriptionForDeletion(ctx, input.userId);
  return ctx.db.transaction(async (tx) => {
    const deleted: Record<string, number> = {};
    // Children first and the account last, so nothing depends on cascades the registry does not see.
    for (const entry of [...PERSONAL_TABLES].reverse()) {
      const rows = await tx.delete(entry.table).where(entry.ownedBy(input.userId)).returning({ one: sql<number>`1` });
      deleted[entry.name] = rows.length;
    }
    return deleted;
  });
}
