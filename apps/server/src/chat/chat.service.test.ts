import { FREE_DAILY_QUERIES, type ServerFrame } from '@careerloom/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import type { Db } from '../db/client';
import { activityEvents, chatMessages } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { usageService } from '../usage/usage.service';
import { chatService } from './chat.service';
import { ChatHub, type Peer } from './chat-hub';
import type { ChatOwner } from './chat-owner';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A stand-in for a `ws` socket that keeps every frame sent to it. */
function fakePeer(owner: ChatOwner): { peer: Peer; frames: ServerFrame[] } {
  const frames: ServerFrame[] = [];
  const socket = { OPEN: 1, readyState: 1, bufferedAmount: 0, send: (data: string) => frames.push(JSON.parse(data)) };
  return { peer: { socket: socket as unknown as WebSocket, owner, alive: true, windowStart: 0, received: 0 }, frames };
}

/**
 * The app's database, except that chat messages are written only once `release` is called (or
 * fail with `error`): it holds the writes back, to see what the conversation does before them.
 */
function heldBackChatWrites(db: Db, error?: Error) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let attempted = 0;
  const dialect = new PgDialect();
  const held = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return async (query: SQL) => {
        if (!/^\s*insert into "chat_messages"/.test(dialect.sqlToQuery(query).sql)) return target.execute(query);
        attempted += 1;
        await released;
        if (error) throw error;
        return target.execute(query);
      };
    },
  });
  return { db: held, release: () => release(), attempted: () => attempted };
}

function serviceOn(db: Db) {
  const ctx = { ...t.app.ctx, db };
  const hub = new ChatHub();
  const chat = chatService(ctx, { engine: ctx.assistant, hub, usage: usageService(ctx), log: t.app.log });
  return { hub, chat };
}

const ask = (content: string) => ({ role: 'user' as const, content });
const isDelta = (f: ServerFrame) => 'type' in f && f.type === 'assistant.delta';
const isFinal = (f: ServerFrame) => 'role' in f && f.role === 'assistant';

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!condition()) throw new Error('condition not met in time');
}

const storedFor = (userId: number) =>
  t.db
    .select({ id: chatMessages.id, role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(asc(chatMessages.seq));

describe('chat writes behind the reply', () => {
  it('streams the first delta before the question is stored, and stores both sides, in order, before the final', async () => {
    const { user } = await t.register();
    const held = heldBackChatWrites(t.db);
    const { hub, chat } = serviceOn(held.db);
    const { peer, frames } = fakePeer({ kind: 'user', userId: user.id, tier: 'free', sessionId: 's1' });
    hub.add(peer);

    const answered = chat.handleMessage(peer, ask('What is the STAR method?'));
    await until(() => frames.some(isDelta));
    // The reply is streaming while nothing of this conversation is in the database yet.
    expect(await storedFor(user.id)).toEqual([]);
    // The final message waits for the write: a client that sees it finds both sides in history.
    expect(frames.some(isFinal)).toBe(false);

    held.release();
    await answered;
    const final = frames.find(isFinal) as { id: string; content: string };
    expect(await storedFor(user.id)).toEqual([
      expect.objectContaining({ role: 'user', content: 'What is the STAR method?' }),
      { id: final.id, role: 'assistant', content: final.content },
    ]);
    const events = await t.db.select().from(activityEvents).where(eq(activityEvents.userId, user.id));
    expect(events.map((e) => e.kind)).toEqual(['chat']);
  });

  it('a failed write rejects (the socket logs it and sends an error frame) and no final is sent', async () => {
    const { user } = await t.register();
    const held = heldBackChatWrites(t.db, new Error('disk full'));
    const { hub, chat } = serviceOn(held.db);
    const { peer, frames } = fakePeer({ kind: 'user', userId: user.id, tier: 'free', sessionId: 's2' });
    hub.add(peer);

    const answered = chat.handleMessage(peer, ask('How do I negotiate a job offer?'));
    await until(() => frames.some(isDelta));
    held.release();
    await expect(answered).rejects.toThrow('disk full');
    expect(frames.some(isFinal)).toBe(false);
    expect(held.attempted()).toBeGreaterThan(0);
  });

  it(`spends the quota exactly when ${FREE_DAILY_QUERIES + 15} questions arrive at once, and stores every answered one`, async () => {
    const { user } = await t.register();
    const { hub, chat } = serviceOn(t.db);
    const owner = { kind: 'user', userId: user.id, tier: 'free', sessionId: 's3' } as const;
    const { peer, frames } = fakePeer(owner);
    hub.add(peer);

    const questions = Array.from({ length: FREE_DAILY_QUERIES + 15 }, (_, i) => `Question ${i + 1} about interviews`);
    await Promise.all(questions.map((q) => chat.handleMessage(peer, ask(q))));

    const finals = frames.filter(isFinal);
    const refused = frames.filter((f) => 'type' in f && f.type === 'error');
    expect(finals).toHaveLength(FREE_DAILY_QUERIES);
    expect(refused).toHaveLength(15);
    expect(new Set(refused.map((f) => (f as { code: string }).code))).toEqual(new Set(['QUOTA_EXCEEDED']));
    const stored = await storedFor(user.id);
    expect(stored.filter((m) => m.role === 'user')).toHaveLength(FREE_DAILY_QUERIES);
    expect(stored.filter((m) => m.role === 'assistant').map((m) => m.id)).toEqual(
      expect.arrayContaining(finals.map((f) => (f as { id: string }).id)),
    );
    const state = await usageService(t.app.ctx).aiQueryState({ kind: 'user', userId: user.id, tier: 'free' });
    expect(state.dailyUsed).toBe(FREE_DAILY_QUERIES);
    expect(state.monthlyUsed).toBe(FREE_DAILY_QUERIES);
    // Each question is stored before its own reply.
    for (const final of finals) {
      const replyAt = stored.findIndex((m) => m.id === (final as { id: string }).id);
      expect(stored.slice(0, replyAt).filter((m) => m.role === 'user').length).toBeGreaterThan(
        stored.slice(0, replyAt).filter((m) => m.role === 'assistant').length,
      );
    }
    const events = await t.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, user.id), eq(activityEvents.kind, 'chat')));
    expect(events).toHaveLength(FREE_DAILY_QUERIES);
  });
});
