import type { ChatMessage, ChatSource } from '@careerloom/contract';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client';
import { chatMessages } from '../db/schema';
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

function toRow(owner: ChatOwner, message: NewChatMessage): typeof chatMessages.$inferInsert {
  return {
    id: message.id,
    userId: owner.kind === 'user' ? owner.userId : null,
    guestId: owner.kind === 'guest' ? owner.guestId : null,
    role: message.role,
    content: message.content,
    persona: message.persona ?? null,
    offline: message.offline ?? false,
    sources: message.sources ?? null,
    createdAt: message.createdAt,
  };
}

export function chatRepository(db: Db) {
  return {
    /**
     * Stores several messages in one statement, their sequence in the order given. The rows travel
     * as one JSON parameter: hundreds of messages cost one parameter, not nine each.
     */
    async insertMany(messages: { owner: ChatOwner; message: NewChatMessage }[]): Promise<void> {
      if (messages.length === 0) return;
      const rows = messages.map(({ owner, message }, i) => {
        const row = toRow(owner, message);
        return { ...row, n: i, createdAt: message.createdAt.toISOString() };
      });
      await db.execute(sql`
        insert into ${chatMessages} (id, user_id, guest_id, role, content, persona, offline, sources, created_at)
        select id, "userId", "guestId", role, content, persona, offline, sources, "createdAt"
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m (
          n integer, id text, "userId" integer, "guestId" text, role text, content text, persona text,
          offline boolean, sources jsonb, "createdAt" timestamptz
        )
        order by n`);
    },

    /**
     * The last `limit` messages of each owner (oldest first), for many owners in one statement:
     * the chat reads the context of every question that arrived together at once.
     */
    async recentMany(owners: ChatOwner[], limit: number): Promise<{ role: string; content: string }[][]> {
      const result = owners.map((): { role: string; content: string }[] => []);
      if (owners.length === 0) return result;
      const list = owners.map((o, i) => ({
        i,
        userId: o.kind === 'user' ? o.userId : null,
        guestId: o.kind === 'guest' ? o.guestId : null,
      }));
      // Two lateral reads, so that each walks its own (owner, seq) index.
      const found = await rows<{ i: number; role: string; content: string }>(
        db,
        sql`
        with o as (
          select * from jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as o (i integer, "userId" integer, "guestId" text)
        )
        select o.i, m.seq, m.role, m.content from o cross join lateral (
          select seq, role, content from ${chatMessages}
          where user_id = o."userId" order by seq desc limit ${limit}
        ) m where o."userId" is not null
        union all
        select o.i, m.seq, m.role, m.content from o cross join lateral (
          select seq, role, content from ${chatMessages}
          where guest_id = o."guestId" order by seq desc limit ${limit}
        ) m where o."guestId" is not null
        order by 1, 2`,
      );
      for (const row of found) result[Number(row.i)]?.push({ role: row.role, content: row.content });
      return result;
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
