import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Guests are told apart by a signed cookie holding a random id (rulings: guest quota per browser).
 * Signed with the server secret, so a guest cannot pick another guest's id.
 */
export const GUEST_COOKIE = 'careerloom.guest';
const GUEST_COOKIE_DAYS = 365;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function readGuestId(request: FastifyRequest): string | null {
  const raw = request.cookies[GUEST_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && UUID.test(unsigned.value) ? unsigned.value : null;
}

export function newGuestId(): string {
  return randomUUID();
}

/** The Set-Cookie header value for a guest id (also usable on a WebSocket upgrade response). */
export function guestCookieHeader(app: FastifyInstance, request: FastifyRequest, guestId: string): string {
  const secure =
    app.ctx.config.cookieSecure === 'always' ||
    (app.ctx.config.cookieSecure === 'auto' && request.protocol === 'https');
  return app.serializeCookie(GUEST_COOKIE, app.signCookie(guestId), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: GUEST_COOKIE_DAYS * 24 * 3600,
  });
}
