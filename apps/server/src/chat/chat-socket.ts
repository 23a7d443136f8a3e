import type { IncomingMessage } from 'node:http';
import { CHAT_MAX_MESSAGE_BYTES, clientFrameSchema } from '@careerloom/contract';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import { AppError } from '../errors';
import { guestCookieHeader, newGuestId } from '../plugins/guest';
import { isForeignOrigin } from '../plugins/origin-check';
import type { ChatService } from './chat.service';
import { type ChatHub, CLOSE_POLICY, MAX_SOCKETS_PER_OWNER, type Peer } from './chat-hub';
import { type ChatOwner, requestOwner } from './chat-owner';

const MINUTE = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    chatOwner?: ChatOwner;
  }
}

/**
 * `/ws/chat`: the browser's Origin must be ours (W1); the session cookie identifies a user, else
 * the signed guest cookie (set on the upgrade response for a new guest) identifies a guest (W2).
 * Frames are size-capped (1009 beyond 64 KiB), rate-limited, validated, and never crash the socket.
 */
export async function registerChatSocket(app: FastifyInstance, hub: ChatHub, chat: ChatService) {
  await app.register(websocket, {
    options: { maxPayload: CHAT_MAX_MESSAGE_BYTES, perMessageDeflate: false },
  });
  // A new guest's cookie rides on the 101 response; `ws` lets us add headers to it here.
  const pendingCookies = new WeakMap<IncomingMessage, string>();
  app.websocketServer.on('headers', (headers: string[], req: IncomingMessage) => {
    const cookie = pendingCookies.get(req);
    if (cookie) headers.push(`Set-Cookie: ${cookie}`);
  });
  hub.startHeartbeat(app.ctx.config.wsHeartbeatMs);
  app.addHook('onClose', async () => {
    hub.stopHeartbeat();
    hub.closeAll();
    // Messages are written behind the replies: the last of them land before the database closes.
    await chat.drain();
  });

  /** The request's owner; a visitor seen for the first time becomes a guest, cookie on the 101. */
  function resolveOwner(request: FastifyRequest): ChatOwner {
    const known = requestOwner(request, app.ctx.clock());
    if (known) return known;
    const guestId = newGuestId();
    pendingCookies.set(request.raw, guestCookieHeader(app, request, guestId));
    return { kind: 'guest', guestId, ip: request.ip };
  }

  app.get(
    '/ws/chat',
    {
      websocket: true,
      config: { auth: 'optional' },
      schema: { hide: true },
      preValidation: async (request) => {
        // Browsers always send Origin on a WebSocket handshake; a missing or foreign one is refused.
        if (!request.headers.origin || isForeignOrigin(request, app.ctx.config.allowedOrigins)) {
          throw new AppError('FORBIDDEN_ORIGIN', 'Cross-origin WebSocket refused');
        }
        const owner = resolveOwner(request);
        if (hub.count(owner) >= MAX_SOCKETS_PER_OWNER) {
          throw new AppError('RATE_LIMITED', 'Too many open assistant connections');
        }
        request.chatOwner = owner;
      },
    },
    (socket, request) => {
      const owner = request.chatOwner;
      if (!owner) return socket.close(CLOSE_POLICY, 'No owner');
      const peer: Peer = { socket, owner, alive: true, windowStart: Date.now(), received: 0 };
      hub.add(peer);
      const limit = app.ctx.config.chatMessagesPerMinute;

      socket.on('pong', () => {
        peer.alive = true;
      });
      socket.on('close', () => {
        hub.remove(peer);
        chat.ownerDisconnected(owner);
      });
      socket.on('message', (data: RawData, isBinary: boolean) => {
        const now = Date.now();
        if (now - peer.windowStart >= MINUTE) {
          peer.windowStart = now;
          peer.received = 0;
        }
        peer.received += 1;
        if (peer.received > limit * 2) return socket.close(CLOSE_POLICY, 'Too many messages');
        if (peer.received > limit) {
          return hub.send(peer, { type: 'error', code: 'RATE_LIMITED', message: 'Too many messages; slow down' });
        }
        if (isBinary) return hub.send(peer, { type: 'error', code: 'BAD_REQUEST', message: 'Send JSON text frames' });
        let json: unknown;
        try {
          json = JSON.parse(data.toString());
        } catch {
          return hub.send(peer, { type: 'error', code: 'BAD_REQUEST', message: 'Message is not valid JSON' });
        }
        const frame = clientFrameSchema.safeParse(json);
        if (!frame.success) {
          const issue = frame.error.issues[0];
          return hub.send(peer, {
            type: 'error',
            code: 'VALIDATION_FAILED',
            message: issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'Invalid message',
          });
        }
        if ('type' in frame.data && frame.data.type === 'ping') return hub.send(peer, { type: 'pong' });
        if (!('role' in frame.data)) return;
        chat.handleMessage(peer, frame.data).catch((err) => {
          request.log.error({ err }, 'chat message failed');
          hub.send(peer, { type: 'error', code: 'INTERNAL', message: 'The assistant could not answer just now.' });
        });
      });
    },
  );
}
