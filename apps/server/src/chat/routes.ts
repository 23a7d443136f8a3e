import { chatHistoryQuerySchema, chatHistoryResponseSchema, errorBodySchema } from '@careerloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AssistantEngine } from '../language-model/assistant-engine';
import { usageService } from '../usage/usage.service';
import { chatService } from './chat.service';
import { ChatHub } from './chat-hub';
import { requestOwner } from './chat-owner';
import { registerChatSocket } from './chat-socket';

declare module 'fastify' {
  interface FastifyInstance {
    chatHub: ChatHub;
  }
}

/**
 * The chat module: the socket, history and clear. Decorates `chatHub` so sign-out can close
 * sockets; the hub reaches the sockets of every process through the app's event bus.
 */
async function chatModule(root: FastifyInstance, opts: { engine: AssistantEngine }) {
  const hub = new ChatHub(root.bus);
  root.decorate('chatHub', hub);
  const chat = chatService(root.ctx, { engine: opts.engine, hub, usage: usageService(root.ctx), log: root.log });
  await registerChatSocket(root, hub, chat);
  const app = root.withTypeProvider<ZodTypeProvider>();

  /** History belongs to the signed-in user, or to the guest browser of the signed cookie. */
  const ownerOf = (request: FastifyRequest) => requestOwner(request, app.ctx.clock());

  app.get(
    '/api/chat/messages',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['chat'],
        summary: 'Conversation history, oldest first; page back with `before`',
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistoryResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      if (!owner) return { messages: [], nextBefore: null };
      return chat.history(owner, request.query.limit, request.query.before);
    },
  );

  app.delete(
    '/api/chat/messages',
    {
      config: { auth: 'optional' },
      schema: { tags: ['chat'], summary: 'Clear the conversation', response: { 204: z.null() } },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      if (owner) await chat.clear(owner);
      return reply.status(204).send(null);
    },
  );
}

export default fp(chatModule, { name: 'chat', dependencies: ['session'] });
