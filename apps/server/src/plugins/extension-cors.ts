import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** An installed extension's origin: `chrome-extension://` and its 32-letter id. */
const EXTENSION_ORIGIN = /^chrome-extension:\/\/[a-p]{32}$/;

const extensionOrigin = (request: FastifyRequest) => {
  const origin = request.headers.origin;
  return origin && EXTENSION_ORIGIN.test(origin) ? origin : undefined;
};

/**
 * Careerloom for Chrome calls the server from its own origin with a bearer token and no cookie,
 * so it needs CORS on the routes that accept the token (`config.extension`) and on no other.
 * Credentials are never allowed: a page cannot make the browser attach anything here.
 */
async function extensionCors(app: FastifyInstance) {
  const routes: { pattern: RegExp; method: string }[] = [];
  // Only the extension's routes get the CORS headers, through a send hook of their own: it also
  // runs for an error answer (a revoked token's message must be readable by the extension), and
  // no other route pays for it.
  const allowExtensionOrigin: onSendHookHandler = (request, reply, payload, done) => {
    const origin = extensionOrigin(request);
    if (origin) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.extension) return;
    const pattern = new RegExp(`^${route.url.replace(/:[^/]+/g, '[^/]+')}$`);
    for (const method of [route.method].flat()) routes.push({ pattern, method });
    route.onSend = [...[route.onSend ?? []].flat(), allowExtensionOrigin];
  });

  // The preflight of an extension route: answered only for an extension's origin and a route
  // that accepts the token; anything else is an unknown route.
  app.options('/api/*', { config: { auth: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const origin = extensionOrigin(request);
    const method = String(request.headers['access-control-request-method'] ?? '').toUpperCase();
    const path = request.url.split('?')[0] ?? '';
    if (!origin || !routes.some((r) => r.method === method && r.pattern.test(path)))
      throw new AppError('NOT_FOUND', `No route for OPTIONS ${path}`);
    return reply
      .status(204)
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-methods', method)
      .header('access-control-allow-headers', 'authorization, content-type')
      .header('access-control-max-age', '600')
      .header('vary', 'Origin')
      .send();
  });
}

export default fp(extensionCors, { name: 'extension-cors' });
