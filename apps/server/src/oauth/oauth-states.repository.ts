import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { oauthStates } from '../db/schema';

/** Only the state's hash is stored: a database reader cannot complete someone's flow. */
export const stateId = (state: string) => createHash('sha256').update(state).digest('hex');
const verifierAad = (id: string) => `oauth-state:${id}`;

export type PendingState = { userId: number; source: string; verifier: string; redirectUri: string; expiresAt: Date };

/** Pending OAuth flows (security C2): bound to a session, single use, short-lived. */
export function oauthStatesRepository(ctx: AppContext) {
  return {
    async create(input: {
      state: string;
      userId: number;
      sessionId: string;
      source: string;
      verifier: string;
      redirectUri: string;
      expiresAt: Date;
    }): Promise<void> {
      // Expired flows of anyone are swept whenever a new one starts.
      await ctx.db.delete(oauthStates).where(lt(oauthStates.expiresAt, ctx.clock()));
      const id = stateId(input.state);
      await ctx.db.insert(oauthStates).values({
        id,
        userId: input.userId,
        sessionId: input.sessionId,
        source: input.source,
        verifierCiphertext: ctx.cipher.encrypt(input.verifier, verifierAad(id)),
        redirectUri: input.redirectUri,
        expiresAt: input.expiresAt,
        createdAt: ctx.clock(),
      });
    },

    /**
     * Takes the state out for good if it belongs to this session (one statement, so two
     * callbacks racing with the same state cannot both win). Undefined when there is none.
     */
    async consume(state: string, sessionId: string): Promise<PendingState | undefined> {
      const id = stateId(state);
      const [row] = await ctx.db
        .delete(oauthStates)
        .where(and(eq(oauthStates.id, id), eq(oauthStates.sessionId, sessionId)))
        .returning();
      if (!row) return undefined;
      return {
        userId: row.userId,
        source: row.source,
        verifier: ctx.cipher.decrypt(row.verifierCiphertext, verifierAad(id)),
        redirectUri: row.redirectUri,
        expiresAt: row.expiresAt,
      };
    },
  };
}
