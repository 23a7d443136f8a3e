import {
  errorBodySchema,
  oauthCallbackQuerySchema,
  oauthProvidersResponseSchema,
  oauthSourceParamsSchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import { signedInUser } from '../plugins/session';
import { oauthService } from './oauth.service';

/** OAuth 2 connects with PKCE (issue 6, security C2); the pages navigate here, not fetch. */
const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = oauthService(app.ctx);
  const sessionOf = (request: { sessionId: string | null }) => {
    if (!request.sessionId) throw new AppError('NOT_SIGNED_IN', 'You must be signed in');
    return request.sessionId;
  };

  app.get(
    '/api/oauth/providers',
    {
      schema: {
        tags: ['oauth'],
        summary: 'The sources this server can connect with an OAuth sign-in',
        response: { 200: oauthProvidersResponseSchema, 401: errorBodySchema },
      },
    },
    async () => service.providers(),
  );

  app.get(
    '/api/oauth/:source/start',
    {
      schema: {
        tags: ['oauth'],
        summary: "Starts the provider's sign-in (redirects to the provider)",
        params: oauthSourceParamsSchema,
        response: { 302: z.null(), 401: errorBodySchema, 403: errorBodySchema, 501: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const url = await service.start({
        userId: user.id,
        sessionId: sessionOf(request),
        source: request.params.source,
      });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );

  app.get(
    '/api/oauth/:source/callback',
    {
      schema: {
        tags: ['oauth'],
        summary: "The provider's answer: checks the state, exchanges the code, stores the tokens",
        params: oauthSourceParamsSchema,
        querystring: oauthCallbackQuerySchema,
        response: { 302: z.null(), 400: errorBodySchema, 401: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const target = await service.callback({
        userId: user.id,
        sessionId: sessionOf(request),
        ipAddress: request.ip,
        source: request.params.source,
        code: request.query.code,
        state: request.query.state,
        error: request.query.error,
      });
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );
};

export default oauthRoutes;
