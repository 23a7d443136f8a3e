import { randomUUID } from 'node:crypto';
import type { ChatHistoryResponse, ChatSource, ClientChatMessage, PersonaName } from '@careerloom/contract';
import { DEFAULT_PERSONA } from '@careerloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import { activityService, type NewActivityEvent } from '../activity/activity.service';
import { classifyIntent, INTENT_LABELS } from '../assistant/embedded/intent';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { AssistantEngine, HistoryTurn } from '../language-model/assistant-engine';
import { batchedWriter, createBatcher } from '../lib/batcher';
import { createSlices } from '../lib/slices';
import type { UsageService } from '../usage/usage.service';
import { chatRepository, type NewChatMessage, toChatMessage } from './chat.repository';
import type { ChatHub, Peer } from './chat-hub';
import { type ChatOwner, ownerKey, usageSubjectOf } from './chat-owner';

/** Earlier turns given to the engine as context. */
/** How many earlier turns a reply reads (shared with the job seeker tab's chat, one thread). */
export const CONTEXT_TURNS = 12;
/** Longest run of reply streaming between two looks at the network (database replies, new questions). */
const STREAM_SLICE_MS = 4;

/**
 * The conversation: spends the owner's quota, streams the assistant's reply to every socket of
 * the owner, stores both sides (behind the first delta, in order), and stops the engine when the
 * owner has no socket left.
 */
export function chatService(
  ctx: AppContext,
  deps: { engine: AssistantEngine; hub: ChatHub; usage: UsageService; log: FastifyBaseLogger },
) {
  const repo = chatRepository(ctx.db);
  const activity = activityService(ctx);
  // Both sides of every conversation, and the activity events, are written behind the replies.
  const messages = batchedWriter<{ owner: ChatOwner; message: NewChatMessage }>((rows) => repo.insertMany(rows));
  const events = batchedWriter<NewActivityEvent>((rows) => activity.recordMany(rows));
  const running = new Map<string, Set<AbortController>>();
  const streaming = createSlices(STREAM_SLICE_MS);

  function track(owner: ChatOwner, controller: AbortController): () => void {
    const key = ownerKey(owner);
    let set = running.get(key);
    if (!set) {
      set = new Set();
      running.set(key, set);
    }
    set.add(controller);
    return () => {
      set.delete(controller);
      if (set.size === 0) running.delete(key);
    };
  }

  // The context of every question that arrived together is read in one statement.
  const contexts = createBatcher<ChatOwner, HistoryTurn[]>(async (owners) =>
    (await repo.recentMany(owners, CONTEXT_TURNS)).map((rows) => ({
      ok: true,
      value: rows
        .filter((r) => r.role === 'user' || r.role === 'assistant')
        .map((r) => ({ role: r.role as HistoryTurn['role'], content: r.content })),
    })),
  );
  const contextTurns = (owner: ChatOwner) => contexts.run(owner);

  /**
   * Streams the engine's reply to every socket of the owner; null when there is nothing to store
   * (aborted, or failed or empty, after telling the sender).
   */
  async function streamReply(
    peer: Peer,
    message: ClientChatMessage,
    persona: PersonaName,
    history: HistoryTurn[],
  ): Promise<{ id: string; content: string; offline: boolean; sources: ChatSource[] } | null> {
    const { owner } = peer;
    const id = randomUUID();
    const controller = new AbortController();
    const untrack = track(owner, controller);
    let content = '';
    let offline = false;
    let sources: ChatSource[] = [];
    try {
      const reply = deps.engine.reply({
        message: message.content,
        persona,
        profile: message.userProfile ?? {},
        ...(message.assistantName ? { assistantName: message.assistantName } : {}),
        userId: owner.kind === 'user' ? owner.userId : null,
        history,
        signal: controller.signal,
      });
      for await (const event of reply) {
        if (controller.signal.aborted) break;
        if (event.type === 'delta') {
          content += event.text;
          deps.hub.publish(owner, { type: 'assistant.delta', id, delta: event.text });
          // The embedded engine streams a whole reply without waiting on anything: the rest of it
          // takes turns, so that other questions' first deltas and quota statements come first.
          await streaming.turn();
        } else if (event.type === 'sources') {
          sources = event.sources;
        } else {
          offline = true;
        }
      }
    } catch (error) {
      deps.log.error({ err: error, engine: deps.engine.name }, 'assistant reply failed');
      if (!content) {
        deps.hub.send(peer, { type: 'error', code: 'INTERNAL', message: 'The assistant could not answer just now.' });
        return null;
      }
    } finally {
      untrack();
    }
    if (controller.signal.aborted) return null;
    if (!content.trim()) {
      // Never leave the sender waiting in silence.
      deps.hub.send(peer, {
        type: 'error',
        code: 'INTERNAL',
        message: 'The assistant had no answer to that; try rephrasing.',
      });
      return null;
    }
    return { id, content, offline, sources };
  }

  return {
    /**
     * Answers one user message. The quota is spent atomically (in one transaction with the spends
     * of the questions that arrived together) while the context is read, and the reply starts
     * streaming at once: the question is stored behind it, batched with other conversations' writes. The final message goes out once both sides are stored, so a
     * client that sees it finds them in history; the activity event follows it. A failure to store
     * rejects, and the socket logs it and sends the sender an error frame, as for any other failure.
     */
    async handleMessage(peer: Peer, message: ClientChatMessage): Promise<void> {
      const { owner } = peer;
      let history: HistoryTurn[];
      try {
        [, history] = await Promise.all([deps.usage.consumeAiQuery(usageSubjectOf(owner)), contextTurns(owner)]);
      } catch (error) {
        if (error instanceof AppError) {
          deps.hub.send(peer, { type: 'error', code: error.code, message: error.message });
          return;
        }
        throw error;
      }
      const persona = message.persona ?? DEFAULT_PERSONA;
      const userMessage = {
        id: randomUUID(),
        role: 'user' as const,
        content: message.content,
        persona,
        createdAt: ctx.clock(),
      };
      const questionStored = messages.run({ owner, message: userMessage });
      // Awaited below on every path; until then a failure must not count as unhandled.
      questionStored.catch(() => {});
      // The sender shows its own message already; the owner's other tabs learn of it here.
      deps.hub.publish(owner, { ...userMessage, createdAt: userMessage.createdAt.toISOString() }, peer);

      const reply = await streamReply(peer, message, persona, history);
      if (!reply) {
        await questionStored;
        return;
      }
      const { id, content, offline, sources } = reply;
      const createdAt = ctx.clock();
      await Promise.all([
        questionStored,
        messages.run({ owner, message: { id, role: 'assistant', content, persona, offline, sources, createdAt } }),
      ]);
      deps.hub.publish(owner, {
        id,
        role: 'assistant',
        content,
        createdAt: createdAt.toISOString(),
        persona,
        ...(offline ? { offline: true } : {}),
        ...(sources.length ? { sources } : {}),
      });
      // The role dashboard and the free dashboard count the questions a user asked.
      if (owner.kind === 'user') {
        const topic = INTENT_LABELS[classifyIntent(message.content).intent];
        await events.run({
          userId: owner.userId,
          kind: 'chat',
          summary: `Asked the assistant about ${topic}`,
          createdAt: userMessage.createdAt,
        });
      }
    },

    /** Resolves once every message and event queued so far is stored (shutdown, tests). */
    async drain(): Promise<void> {
      await Promise.all([messages.drain(), events.drain()]);
    },

    /** Stops replies nobody can receive any more. */
    ownerDisconnected(owner: ChatOwner): void {
      if (deps.hub.count(owner) > 0) return;
      for (const controller of running.get(ownerKey(owner)) ?? []) controller.abort();
    },

    async history(owner: ChatOwner, limit: number, before?: string): Promise<ChatHistoryResponse> {
      const { rows, hasMore } = await repo.page(owner, limit, before);
      const first = rows[0];
      return { messages: rows.map(toChatMessage), nextBefore: hasMore && first ? first.id : null };
    },

    /** Clears the owner's conversation, including messages asked before and still being written. */
    async clear(owner: ChatOwner): Promise<void> {
      await messages.drain();
      await repo.clear(owner);
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
