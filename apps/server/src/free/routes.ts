import {
  dataIntegrationBodySchema,
  dataIntegrationResponseSchema,
  errorBodySchema,
  freeChatBodySchema,
  freeChatResponseSchema,
  freeDashboardSchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../plugins/session';
import { dataIntegrationService, readDataFile } from './data-integration.service';
import { freeChatService } from './free-chat.service';
import { freeDashboardService } from './free-dashboard.service';
import { freeSubject } from './free-subject';

export type FreeRoutesOptions = {
  /** Overrides the configured minimum response time of the free chat (FREE_CHAT_DELAY_MS). */
  freeChatDelayMs?: number;
};

/**
 * The free dashboard's endpoints (part 2 section 7): the dashboard for signed-in users, and the
 * chat and data analysis for signed-in users and guests alike, each spending one AI query of the
 * caller's quota (rulings "Tiers, quotas and trials").
 */
const freeRoutes: FastifyPluginAsyncZod<FreeRoutesOptions> = async (app, options) => {
  const dashboard = freeDashboardService(app.ctx);
  const chat = freeChatService(app.ctx);
  const data = dataIntegrationService(app.ctx);

  app.get(
    '/api/free/dashboard',
    {
      schema: {
        tags: ['free'],
        summary: 'Usage against your limits, your plan, insights from your activity and what automations did',
        response: { 200: freeDashboardSchema, 401: errorBodySchema },
      },
    },
    async (request) => dashboard.forUser(signedInUser(request)),
  );

  app.post(
    '/api/free/chat',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['free'],
        summary: 'Ask the assistant (one AI query; guests and free users wait for the stated delay)',
        body: freeChatBodySchema,
        response: { 200: freeChatResponseSchema, 400: errorBodySchema, 429: errorBodySchema, 500: errorBodySchema },
      },
    },
    async (request, reply) =>
      chat.answer(freeSubject(app, request, reply), request.body, {
        minimumMs: options.freeChatDelayMs ?? app.ctx.config.freeChatDelayMs,
      }),
  );

  app.post(
    '/api/free/data-integration',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['free'],
        summary: 'Analyse CSV rows: column summaries, trends and findings for the data type (one AI query)',
        body: dataIntegrationBodySchema,
        response: {
          200: dataIntegrationResponseSchema,
          400: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // A file that is not a table is refused before anything is spent or a guest cookie is set.
      const parsed = readDataFile(request.body.data);
      return data.analyse(freeSubject(app, request, reply), request.body, parsed);
    },
  );
};

export default freeRoutes;
