import type { ChatMessage, ChatSource } from '@careerloom/contract';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';
import type { ChatOwner } from './chat-owner';

type Row = typeof chatMessages.$inferSelect;

function ownedBy(owner: ChatOwner): SQL {
  return owner.kind === 'user' ? eq(chatMessages.userId, owner.userId) : eq(chatMessages.guestId, owner.guestId);
}

export function toChatMessage(row: Row): ChatMessage {
  return {
    id: row.id,
    role: row.role === 'assistant' || row.role === 'system' ? row.role : 'user',
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    ...(row.persona ? { persona: row.persona } : {}),
    ...(row.offline ? { offline: true } : {}),
    ...(row.sources?.length ? { sources: row.sources } : {}),
  };
}

export type NewChatMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  persona?: string | undefined;
  offline?: boolean;
  sources?: ChatSource[];
  createdAt: Date;
};

export function chatRepository(db: Db) {
  return {
    async insert(owner: ChatOwner, message: NewChatMessage): Promise<void> {
      await db.insert(chatMessages).values({
        id: message.id,
        userId: owner.kind === 'user' ? owner.userId : null,
        guestId: owner.kind === 'guest' ? owner.guestId : null,
        role: message.role,
        content: message.content,
        persona: message.persona ?? null,
        offline: message.offline ?? false,
        sources: message.sources ?? null,
        createdAt: message.createdAt,
      });
    },

    /** A page of history, newest page first in the query and returned oldest first. */
    async page(owner: ChatOwner, limit: number, beforeId?: string): Promise<{ rows: Row[]; hasMore: boolean }> {
      let cursor: SQL | undefined;
      if (beforeId) {
        const [anchor] = await db
          .select({ seq: chatMessages.seq })
          .from(chatMessages)
          .where(and(ownedBy(owner), eq(chatMessages.id, beforeId)));
        // An unknown or foreign id pages from nothing rather than leaking another owner's rows.
        if (!anchor) return { rows: [], hasMore: false };
        cursor = lt(chatMessages.seq, anchor.seq);
      }
      const rows = await db
        .select()
        .from(chatMessages)
        .where(cursor ? and(ownedBy(owner), cursor) : ownedBy(owner))
        .orderBy(desc(chatMessages.seq))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
    },

    async clear(owner: ChatOwner): Promise<void> {
      await db.delete(chatMessages).where(ownedBy(owner));
    },
  };
}
export type ChatRepository = ReturnType<typeof chatRepository>;
