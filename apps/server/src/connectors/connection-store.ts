import type { ConnectionStatus, SourceId } from '@careerloom/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sourceConnections } from '../db/schema';
import { tokenAad } from '../lib/token-cipher';

/** A connection as services may see it: never the ciphertext, the tokens only on `tokenOf`/`tokensOf`. */
export type SourceConnection = {
  source: string;
  status: ConnectionStatus;
  account: string;
  authMethod: string;
  connectedAt: string;
  lastSyncedAt: string | null;
  lastError: string | null;
  hasToken: boolean;
};

type Row = typeof sourceConnections.$inferSelect;

function view(row: Row): SourceConnection {
  return {
    source: row.source,
    status: row.status as ConnectionStatus,
    account: row.account,
    authMethod: row.authMethod,
    connectedAt: row.connectedAt.toISOString(),
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastError: row.lastError,
    hasToken: row.tokenCiphertext !== null,
  };
}

/**
 * Users' connections to their sources, with tokens sealed by `ctx.cipher` (AAD = user and
 * source). `source` is a `SourceId`, or another provider key such as `greenhouse_harvest`.
 */
export function connectionStore(ctx: AppContext) {
  const where = (userId: number, source: string) =>
    and(eq(sourceConnections.userId, userId), eq(sourceConnections.source, source));
  return {
    /** Creates or replaces the connection, sealing the tokens; status becomes `connected`. */
    async save(
      userId: number,
      source: SourceId | string,
      input: {
        account?: string;
        token?: string | null;
        refreshToken?: string | null;
        tokenExpiresAt?: Date | null;
        authMethod?: 'token' | 'oauth' | 'upload';
      },
    ): Promise<SourceConnection> {
      const now = ctx.clock();
      const values = {
        status: 'connected',
        account: input.account ?? '',
        tokenCiphertext: input.token ? ctx.cipher.encrypt(input.token, tokenAad(userId, source)) : null,
        refreshTokenCiphertext: input.refreshToken
          ? ctx.cipher.encrypt(input.refreshToken, tokenAad(userId, source, 'refresh'))
          : null,
        tokenExpiresAt: input.tokenExpiresAt ?? null,
        authMethod: input.authMethod ?? 'token',
        lastError: null,
        connectedAt: now,
        lastSyncedAt: now,
      };
      const [row] = await ctx.db
        .insert(sourceConnections)
        .values({ userId, source, ...values })
        .onConflictDoUpdate({ target: [sourceConnections.userId, sourceConnections.source], set: values })
        .returning();
      if (!row) throw new Error('connection upsert returned no row');
      return view(row);
    },

    async get(userId: number, source: string): Promise<SourceConnection | null> {
      const [row] = await ctx.db.select().from(sourceConnections).where(where(userId, source));
      return row ? view(row) : null;
    },

    async list(userId: number): Promise<SourceConnection[]> {
      const rows = await ctx.db.select().from(sourceConnections).where(eq(sourceConnections.userId, userId));
      return rows.map(view);
    },

    /** The decrypted access token, or null when none is stored. */
    async tokenOf(userId: number, source: string): Promise<string | null> {
      const [row] = await ctx.db
        .select({ token: sourceConnections.tokenCiphertext })
        .from(sourceConnections)
        .where(where(userId, source));
      return row?.token ? ctx.cipher.decrypt(row.token, tokenAad(userId, source)) : null;
    },

    async refreshTokenOf(userId: number, source: string): Promise<string | null> {
      const [row] = await ctx.db
        .select({ token: sourceConnections.refreshTokenCiphertext })
        .from(sourceConnections)
        .where(where(userId, source));
      return row?.token ? ctx.cipher.decrypt(row.token, tokenAad(userId, source, 'refresh')) : null;
    },

    /**
     * Everything renewal needs (connectors/token-refresh.ts): both tokens decrypted and the
     * access token's expiry; null when the user has no connection to `source`.
     */
    async tokensOf(
      userId: number,
      source: string,
    ): Promise<{ token: string | null; refreshToken: string | null; expiresAt: Date | null } | null> {
      const [row] = await ctx.db
        .select({
          token: sourceConnections.tokenCiphertext,
          refreshToken: sourceConnections.refreshTokenCiphertext,
          expiresAt: sourceConnections.tokenExpiresAt,
        })
        .from(sourceConnections)
        .where(where(userId, source));
      if (!row) return null;
      return {
        token: row.token ? ctx.cipher.decrypt(row.token, tokenAad(userId, source)) : null,
        refreshToken: row.refreshToken
          ? ctx.cipher.decrypt(row.refreshToken, tokenAad(userId, source, 'refresh'))
          : null,
        expiresAt: row.expiresAt,
      };
    },

    /**
     * Stores a renewed access token and its expiry, sealed like `save` does. A provider that
     * rotates refresh tokens (Slack) sends a new one, which replaces the old; Google usually
     * sends none, and then the old refresh token stays. Status and `lastError` are left to the
     * read that follows.
     */
    async storeRenewedToken(
      userId: number,
      source: string,
      input: { token: string; refreshToken: string | null; tokenExpiresAt: Date | null },
    ): Promise<void> {
      await ctx.db
        .update(sourceConnections)
        .set({
          tokenCiphertext: ctx.cipher.encrypt(input.token, tokenAad(userId, source)),
          tokenExpiresAt: input.tokenExpiresAt,
          ...(input.refreshToken
            ? { refreshTokenCiphertext: ctx.cipher.encrypt(input.refreshToken, tokenAad(userId, source, 'refresh')) }
            : {}),
        })
        .where(where(userId, source));
    },

    /** The source refused the token: keep the row, so the page can say "reconnect". */
    async markNeedsReconnect(userId: number, source: string, reason: string): Promise<void> {
      await ctx.db
        .update(sourceConnections)
        .set({ status: 'needs_reconnect', lastError: reason })
        .where(where(userId, source));
    },

    async markSynced(userId: number, source: string): Promise<void> {
      await ctx.db
        .update(sourceConnections)
        .set({ status: 'connected', lastError: null, lastSyncedAt: ctx.clock() })
        .where(where(userId, source));
    },

    async remove(userId: number, source: string): Promise<boolean> {
      const rows = await ctx.db
        .delete(sourceConnections)
        .where(where(userId, source))
        .returning({ id: sourceConnections.id });
      return rows.length > 0;
    },
  };
}
