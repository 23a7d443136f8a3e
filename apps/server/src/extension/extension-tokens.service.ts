import { randomBytes } from 'node:crypto';
import {
  type CreatedExtensionToken,
  EXTENSION_TOKEN_PREFIX,
  EXTENSION_TOKEN_SHORT_ID_LENGTH,
  type ExtensionToken,
  MAX_EXTENSION_TOKENS,
} from '@careerloom/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { extensionTokens, users } from '../db/schema';
import { AppError } from '../errors';
import { hashToken } from '../lib/token-hash';

/** Last use is written at most this often, so a busy form page does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

const toToken = (row: typeof extensionTokens.$inferSelect): ExtensionToken => ({
  id: row.id,
  name: row.name,
  // The stored hash's start: the same for the token wherever it is shown, and useless to an attacker.
  shortId: row.tokenHash.slice(0, EXTENSION_TOKEN_SHORT_ID_LENGTH),
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * Pairing tokens for Careerloom for Chrome. The token is shown once; the database holds its
 * SHA-256, so a copy of the database cannot act as the extension. Deleting the row revokes it
 * at once: every request looks the hash up.
 */
export function extensionTokensService(ctx: AppContext) {
  return {
    async create(userId: number, name: string): Promise<CreatedExtensionToken> {
      const [held] = await ctx.db
        .select({ n: count() })
        .from(extensionTokens)
        .where(eq(extensionTokens.userId, userId));
      if ((held?.n ?? 0) >= MAX_EXTENSION_TOKENS)
        throw new AppError(
          'CONFLICT',
          `You already have ${MAX_EXTENSION_TOKENS} extension tokens; revoke one you no longer use first`,
        );
      const token = `${EXTENSION_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const [row] = await ctx.db
        .insert(extensionTokens)
        .values({ userId, name, tokenHash: hashToken(token), createdAt: ctx.clock() })
        .returning();
      if (!row) throw new AppError('INTERNAL', 'The token could not be created.');
      return { ...toToken(row), token };
    },

    async list(userId: number): Promise<ExtensionToken[]> {
      const rows = await ctx.db
        .select()
        .from(extensionTokens)
        .where(eq(extensionTokens.userId, userId))
        .orderBy(desc(extensionTokens.createdAt), desc(extensionTokens.id));
      return rows.map(toToken);
    },

    /** One of the user's tokens, or null (another user's id answers like a missing one). */
    async find(userId: number, id: number): Promise<ExtensionToken | null> {
      const [row] = await ctx.db
        .select()
        .from(extensionTokens)
        .where(and(eq(extensionTokens.id, id), eq(extensionTokens.userId, userId)));
      return row ? toToken(row) : null;
    },

    /** Revokes one of the user's tokens; another user's id answers like a missing one. */
    async revoke(userId: number, id: number): Promise<void> {
      const deleted = await ctx.db
        .delete(extensionTokens)
        .where(and(eq(extensionTokens.id, id), eq(extensionTokens.userId, userId)))
        .returning({ id: extensionTokens.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Extension token not found');
    },

    /** Revokes every token of the user (a password change: whoever knew it may have paired). */
    async revokeAll(userId: number): Promise<void> {
      await ctx.db.delete(extensionTokens).where(eq(extensionTokens.userId, userId));
    },

    /** The user a token acts for, or null for an unknown (or revoked) token. */
    async resolve(token: string): Promise<{ tokenId: number; tokenName: string; user: UserRow } | null> {
      const [found] = await ctx.db
        .select({ token: extensionTokens, user: users })
        .from(extensionTokens)
        .innerJoin(users, eq(users.id, extensionTokens.userId))
        .where(eq(extensionTokens.tokenHash, hashToken(token)));
      if (!found) return null;
      const now = ctx.clock();
      if (!found.token.lastUsedAt || now.getTime() - found.token.lastUsedAt.getTime() > TOUCH_EVERY_MS)
        await ctx.db.update(extensionTokens).set({ lastUsedAt: now }).where(eq(extensionTokens.id, found.token.id));
      return { tokenId: found.token.id, tokenName: found.token.name, user: found.user };
    },
  };
}
export type ExtensionTokensService = ReturnType<typeof extensionTokensService>;
