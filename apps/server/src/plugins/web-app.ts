import { existsSync } from 'node:fs';
import path from 'node:path';
import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/**
 * Serves the built single-page app and answers unknown URLs: JSON 404 under /api, the app's
 * index.html elsewhere so that the client router (and its 404 page) takes over.
 */
async function webApp(app: FastifyInstance, opts: { distDir: string }) {
  const hasWeb = existsSync(path.join(opts.distDir, 'index.html'));
  if (!hasWeb) app.log.warn({ distDir: opts.distDir }, 'web app not built; serving the API only');

  // An encapsulated context: only the web app's own routes become public here, every other
  // route keeps the deny-by-default of the session plugin.
  await app.register(async (web) => {
    web.addHook('onRoute', (route) => {
      route.config = { ...route.config, auth: 'public' };
    });
    if (hasWeb) {
      await web.register(staticFiles, {
        root: opts.distDir,
        // One route for every file, found on disk when asked for: a route per file (two with
        // HEAD, three copies of each with .br and .gz) cost about 10 ms of every start (issue 36).
        // A path that is no file falls through to the not-found handler below.
        wildcard: true,
        dotfiles: 'ignore',
        // A folder asked for ("/", "/assets/") would otherwise be refused (403): its index.html, or
        // the not-found handler's page where it has none.
        index: ['index.html'],
        // The web build writes .br and .gz copies (apps/web/scripts/precompress.mjs); the plugin
        // picks one by Accept-Encoding, falls back to the plain file and sends Vary: Accept-Encoding.
        preCompressed: true,
        setHeaders(reply, filePath) {
          // Vite fingerprints assets, so they never change under the same name.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          } else if (path.basename(filePath) === 'index.html') {
            // Asked for by name: revalidated every time, like the fallback below.
            reply.header('cache-control', 'no-cache');
          }
        },
      });
    }

    web.setNotFoundHandler((request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|ws)(\/|$)/.test(request.url);
      if (isPage && hasWeb) {
        // cacheControl: false, or the static plugin replaces no-cache with its own default.
        return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
      }
      throw new AppError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`);
    });
  });
}

export default fp(webApp, { name: 'web-app' });
