import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { readExtensionToken } from './session';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the browser sees for this server, from the Host header and the protocol. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Refuses cross-site state changes (ASVS 3.5, security.md C1): a browser announces a foreign
 * caller with `Sec-Fetch-Site` or `Origin`. Requests that carry neither come from non-browser
 * clients, which cannot ride on a victim's cookie, and pass.
 */
export function isForeignOrigin(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return origin !== ownOrigin(request) && !allowed.includes(origin);
  }
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

function refusal(request: FastifyRequest, allowed: readonly string[]): AppError | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  if (request.routeOptions.config.signedWebhook) return undefined;
  // The extension's bearer token is its own credential: a foreign page cannot attach it the
  // way a browser attaches a cookie, so its calls come from the extension's origin and pass.
  if (request.routeOptions.config.extension && readExtensionToken(request.headers.authorization)) return undefined;
  if (isForeignOrigin(request, allowed)) return new AppError('FORBIDDEN_ORIGIN', 'Cross-origin request refused');
  return undefined;
}

async function originCheck(app: FastifyInstance) {
  const allowed = app.ctx.config.allowedOrigins;
  // A callback hook: it never waits, so it need not cost a promise on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    done(refusal(request, allowed));
  });
}

export default fp(originCheck, { name: 'origin-check' });
