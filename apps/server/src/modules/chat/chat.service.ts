import { randomUUID } from 'node:crypto';
import type { ChatHistoryResponse, ChatSource, ClientChatMessage } from '@careerloom/contract';
import { DEFAULT_PERSONA } from '@careerloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AssistantEngine, HistoryTurn } from '../../ai/assistant-engine';
import { classifyIntent, INTENT_LABELS } from '../../ai/embedded/intent';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { activityService } from '../activity/activity.service';
import type { UsageService } from '../usage/usage.service';
import { chatRepository, toChatMessage } from './chat.repository';
import type { ChatHub, Peer } from './chat-hub';
import { type ChatOwner, ownerKey, usageSubjectOf } from './chat-owner';

/** Earlier turns given to the engine as context. */
const CONTEXT_TURNS = 12;

/**
 * The conversation: spends the owner's quota, stores both sides, streams the assistant's reply to
 * every socket of the owner, and stops the engine when the owner has no socket left.
 */
export function chatService(
  ctx: AppContext,
  deps: { engine: AssistantEngine; hub: ChatHub; usage: UsageService; log: FastifyBaseLogger },
) {
  const repo = chatRepository(ctx.db);
  const activity = activityService(ctx);
  const running = new Map<string, Set<AbortController>>();

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

  async function contextTurns(owner: ChatOwner): Promise<HistoryTurn[]> {
    const { rows } = await repo.page(owner, CONTEXT_TURNS);
    return rows
      .filter((r) => r.role === 'user' || r.role === 'assistant')
      .map((r) => ({ role: r.role as HistoryTurn['role'], content: r.content }));
  }

  return {
    /** Answers one user message; errors go to the sending socket as an error frame. */
    async handleMessage(peer: Peer, message: ClientChatMessage): Promise<void> {
      const { owner } = peer;
      try {
        await deps.usage.consumeAiQuery(usageSubjectOf(owner));
      } catch (error) {
        if (error instanceof AppError) {
          deps.hub.send(peer, { type: 'error', code: error.code, message: error.message });
          return;
        }
        throw error;
      }
      const persona = message.persona ?? DEFAULT_PERSONA;
      const history = await contextTurns(owner);
      const userMessage = {
        id: randomUUID(),
        role: 'user' as const,
        content: message.content,
        persona,
        createdAt: ctx.clock(),
      };
      await repo.insert(owner, userMessage);
      // The sender shows its own message already; the owner's other tabs learn of it here.
      deps.hub.publish(owner, { ...userMessage, createdAt: userMessage.createdAt.toISOString() }, peer);

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
          return;
        }
      } finally {
        untrack();
      }
      if (controller.signal.aborted) return;
      if (!content.trim()) {
        // Never leave the sender waiting in silence.
        deps.hub.send(peer, {
          type: 'error',
          code: 'INTERNAL',
          message: 'The assistant had no answer to that; try rephrasing.',
        });
        return;
      }
      const createdAt = ctx.clock();
      await repo.insert(owner, { id, role: 'assistant', content, persona, offline, sources, createdAt });
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
        await activity.record(owner.userId, 'chat', `Asked the assistant about ${topic}`);
      }
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

    clear: (owner: ChatOwner) => repo.clear(owner),
  };
}
export type ChatService = ReturnType<typeof chatService>;
