import { EXTENSION_TOKEN_PREFIX } from '@careerloom/contract';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';

/** Over https the cookie gets the `__Host-` prefix, which browsers only accept with Secure. */
const SECURE_COOKIE = '__Host-careerloom.sid';
const PLAIN_COOKIE = 'careerloom.sid';

/** `Authorization: Bearer clx_<43 base64url characters>`: 256 random bits. */
const EXTENSION_BEARER = new RegExp(`^Bearer (${EXTENSION_TOKEN_PREFIX}[A-Za-z0-9_-]{43})$`);

/** The extension token a request carries, if its Authorization header holds one. */
export function readExtensionToken(authorization: string | undefined): string | undefined {
  return EXTENSION_BEARER.exec(authorization ?? '')?.[1];
}

/**
 * How the plugin turns credentials into a user. The auth, extension and privacy domains supply
 * these when the app is built, so this floor plugin imports none of them.
 */
export type SessionResolvers = {
  /** The session a token opens, or null (expired, revoked, unknown). */
  resolveSession(token: string): Promise<{ id: string; user: UserRow } | null>;
  /** The user an extension pairing token acts for, or null when it was revoked or never issued. */
  resolveExtensionToken(token: string): Promise<{ tokenId: number; tokenName: string; user: UserRow } | null>;
  /** Called for every request the extension makes with its token (the access log keeps it). */
  onExtensionUse(use: { userId: number; tokenName: string; purpose: string; ipAddress: string }): Promise<void>;
};

/** Whether cookies set on this request get Secure (and the `__Host-` prefix). */
export function cookieIsSecure(app: FastifyInstance, request: FastifyRequest): boolean {
  const mode = app.ctx.config.cookieSecure;
  return mode === 'always' || (mode === 'auto' && request.protocol === 'https');
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SECURE_COOKIE] ?? request.cookies[PLAIN_COOKIE];
}

/** The session token sent as `Authorization: Bearer <token>`, on routes that allow it. */
function readBearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

export function setSessionCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  const secure = cookieIsSecure(app, request);
  reply.setCookie(secure ? SECURE_COOKIE : PLAIN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  for (const name of [SECURE_COOKIE, PLAIN_COOKIE]) {
    reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: name === SECURE_COOKIE });
  }
}

/**
 * Loads the signed-in user for every route that is not public and refuses signed-out callers of
 * routes that require a session. Deny by default: a route must opt out with `config.auth`.
 */
async function sessionPlugin(app: FastifyInstance, resolvers: SessionResolvers) {
  // The secret signs the guest cookie; session tokens are random and need no signature.
  await app.register(cookie, { secret: app.ctx.secret });
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('extensionTokenId', null);

  app.addHook('onRequest', async (request) => {
    // Unmatched URLs (the not-found handler) have no route and are public.
    const mode = request.routeOptions.url === undefined ? 'public' : (request.routeOptions.config.auth ?? 'required');
    if (mode === 'public') return;
    const extension = request.routeOptions.config.extension;
    const extensionToken = extension ? readExtensionToken(request.headers.authorization) : undefined;
    if (extension && extensionToken) {
      // The extension's token alone decides who calls: a cookie riding along is ignored.
      const resolved = await resolvers.resolveExtensionToken(extensionToken);
      if (!resolved)
        throw new AppError(
          'NOT_SIGNED_IN',
          'This extension token was revoked or is not valid; create a new one in Settings and pair the extension again',
        );
      request.currentUser = resolved.user;
      request.extensionTokenId = resolved.tokenId;
      await resolvers.onExtensionUse({
        userId: resolved.user.id,
        tokenName: resolved.tokenName,
        purpose: extension.purpose,
        ipAddress: request.ip,
      });
      return;
    }
    const token =
      readSessionToken(request) ?? (request.routeOptions.config.bearer ? readBearerToken(request) : undefined);
    const resolved = token ? await resolvers.resolveSession(token) : null;
    if (resolved) {
      request.currentUser = resolved.user;
      request.sessionId = resolved.id;
    } else if (mode === 'required') {
      throw new AppError('NOT_SIGNED_IN', 'You must be signed in');
    }
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['error-handler'] });

/** The signed-in user of a route that requires a session (the hook guarantees one). */
export function signedInUser(request: FastifyRequest) {
  if (!request.currentUser) throw new AppError('NOT_SIGNED_IN', 'You must be signed in');
  return request.currentUser;
}
