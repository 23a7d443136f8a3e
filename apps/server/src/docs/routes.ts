import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renderDocsPage } from './docs-page';

/** The OpenAPI document generated from the same zod schemas the routes validate with. */
const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs', { config: { auth: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger() as never)),
  );
};

export default docsRoutes;
