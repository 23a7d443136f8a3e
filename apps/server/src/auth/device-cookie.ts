import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieIsSecure } from '../plugins/session';

/**
 * The device cookie of OWASP's "Slow down online guessing attacks with device cookies": set when
 * a user signs in, it holds the user's id and a random device id, signed with the server secret.
 * A sign-in that brings it back for the same user comes from a known device, which the
 * per-account ceiling does not refuse (see login-throttle.ts). It outlives sessions (sign-out
 * keeps it) and names no session, so it grants nothing by itself: the password is still needed.
 */
const SECURE_COOKIE = '__Host-careerloom.device';
const PLAIN_COOKIE = 'careerloom.device';
const LIFETIME_DAYS = 365;
const VALUE = /^(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

export type DeviceCookie = { userId: number; deviceId: string };

/** The device cookie the request carries, if its signature holds. */
export function readDeviceCookie(request: FastifyRequest): DeviceCookie | undefined {
  const raw = request.cookies[SECURE_COOKIE] ?? request.cookies[PLAIN_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  const match = unsigned.valid && unsigned.value ? VALUE.exec(unsigned.value) : null;
  if (!match?.[1] || !match[2]) return undefined;
  return { userId: Number(match[1]), deviceId: match[2] };
}

/** Marks this browser as one `userId` signed in from (keeping its device id if it had one). */
export function setDeviceCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  current: DeviceCookie | undefined,
): void {
  const deviceId = current?.userId === userId ? current.deviceId : randomBytes(16).toString('base64url');
  const secure = cookieIsSecure(app, request);
  reply.setCookie(secure ? SECURE_COOKIE : PLAIN_COOKIE, app.signCookie(`${userId}.${deviceId}`), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: LIFETIME_DAYS * 24 * 3600,
  });
}
