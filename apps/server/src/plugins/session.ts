import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { type SessionService, sessionService } from '../modules/auth/session.service';
import { extensionTokensService, readExtensionToken } from '../modules/extension/extension-tokens.service';
import { recordAccess } from '../privacy/source-access';

/** Over https the cookie gets the `__Host-` prefix, which browsers only accept with Secure. */
const SECURE_COOKIE = '__Host-careerloom.sid';
const PLAIN_COOKIE = 'careerloom.sid';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

function cookieIsSecure(app: FastifyInstance, request: FastifyRequest): boolean {
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
async function sessionPlugin(app: FastifyInstance) {
  // The secret signs the guest cookie; session tokens are random and need no signature.
  await app.register(cookie, { secret: app.ctx.secret });
  // Cached sessions are dropped on every process through the app's bus (logout, password change...).
  app.decorate('sessions', sessionService(app.ctx, { bus: app.bus }));
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('extensionTokenId', null);
  const extensionTokens = extensionTokensService(app.ctx);

  app.addHook('onRequest', async (request) => {
    // Unmatched URLs (the not-found handler) have no route and are public.
    const mode = request.routeOptions.url === undefined ? 'public' : (request.routeOptions.config.auth ?? 'required');
    if (mode === 'public') return;
    const extension = request.routeOptions.config.extension;
    const extensionToken = extension ? readExtensionToken(request.headers.authorization) : undefined;
    if (extension && extensionToken) {
      // The extension's token alone decides who calls: a cookie riding along is ignored.
      const resolved = await extensionTokens.resolve(extensionToken);
      if (!resolved)
        throw new AppError(
          'NOT_SIGNED_IN',
          'This extension token was revoked or is not valid; create a new one in Settings and pair the extension again',
        );
      request.currentUser = resolved.user;
      request.extensionTokenId = resolved.tokenId;
      await recordAccess(app.ctx, {
        userId: resolved.user.id,
        accessType: 'read',
        source: 'browser',
        purpose: `Careerloom for Chrome (${resolved.tokenName}): ${extension.purpose}`,
        dataTypes: [],
        ipAddress: request.ip,
      });
      return;
    }
    const token =
      readSessionToken(request) ?? (request.routeOptions.config.bearer ? readBearerToken(request) : undefined);
    const resolved = token ? await app.sessions.resolve(token) : null;
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
