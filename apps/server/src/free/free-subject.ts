import type { Tier } from '@careerloom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestOwner } from '../chat/chat-owner';
import type { UserRow } from '../db/schema';
import { guestCookieHeader, newGuestId } from '../plugins/guest';
import type { UsageSubject } from '../usage/usage.service';

/** Who uses the free dashboard's AI: a signed-in user with their effective tier, or a guest browser. */
export type FreeSubject = { kind: 'user'; user: UserRow; tier: Tier } | { kind: 'guest'; guestId: string; ip: string };

export function usageSubjectOf(subject: FreeSubject): UsageSubject {
  return subject.kind === 'user'
    ? { kind: 'user', userId: subject.user.id, tier: subject.tier }
    : { kind: 'guest', guestId: subject.guestId, ip: subject.ip };
}

/**
 * The subject of a free endpoint. A visitor the server has not seen becomes a guest and gets the
 * signed guest cookie on this response, as the chat socket does, so their quota follows the browser.
 */
export function freeSubject(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): FreeSubject {
  const owner = requestOwner(request, app.ctx.clock());
  if (owner?.kind === 'user' && request.currentUser) {
    return { kind: 'user', user: request.currentUser, tier: owner.tier };
  }
  if (owner?.kind === 'guest') return { kind: 'guest', guestId: owner.guestId, ip: owner.ip };
  const guestId = newGuestId();
  reply.header('set-cookie', guestCookieHeader(app, request, guestId));
  return { kind: 'guest', guestId, ip: request.ip };
}
