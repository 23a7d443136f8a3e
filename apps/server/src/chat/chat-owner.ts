import type { Tier } from '@careerloom/contract';
import type { FastifyRequest } from 'fastify';
import { effectiveTier } from '../lib/effective-tier';
import { readGuestId } from '../plugins/guest';
import type { UsageSubject } from '../usage/usage.service';

/**
 * Whose conversation a socket or request belongs to: a signed-in user (through one session) or a
 * guest browser. Messages are stored and delivered per owner.
 */
export type ChatOwner =
  | { kind: 'user'; userId: number; tier: Tier; sessionId: string }
  | { kind: 'guest'; guestId: string; ip: string };

/** The key under which an owner's sockets are grouped. */
export function ownerKey(owner: ChatOwner): string {
  return owner.kind === 'user' ? `user:${owner.userId}` : `guest:${owner.guestId}`;
}

export function usageSubjectOf(owner: ChatOwner): UsageSubject {
  return owner.kind === 'user'
    ? { kind: 'user', userId: owner.userId, tier: owner.tier }
    : { kind: 'guest', guestId: owner.guestId, ip: owner.ip };
}

/**
 * The owner a request already has: the signed-in user through this session, or the guest of a
 * valid signed guest cookie; null for a visitor the server has not seen.
 */
export function requestOwner(request: FastifyRequest, now: Date): ChatOwner | null {
  if (request.currentUser && request.sessionId) {
    const tier = effectiveTier(request.currentUser, now);
    return { kind: 'user', userId: request.currentUser.id, tier, sessionId: request.sessionId };
  }
  const guestId = readGuestId(request);
  return guestId ? { kind: 'guest', guestId, ip: request.ip } : null;
}
