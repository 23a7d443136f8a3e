import {
  aiSettingsSchema,
  aiSettingsUpdateSchema,
  errorBodySchema,
  workAiDashboardSchema,
  workAiPrimaryActionResultSchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../plugins/session';
import { workAiService } from './work-ai.service';

/** The role dashboard's endpoints (`/api/work-ai/*`), for every signed-in user. */
const workAiRoutes: FastifyPluginAsyncZod = async (app) => {
  const workAi = workAiService(app.ctx);

  app.get(
    '/api/work-ai/dashboard',
    {
      schema: {
        tags: ['work-ai'],
        summary: "The role dashboard: your role's view, metrics from your own activity, integrations and AI settings",
        response: { 200: workAiDashboardSchema, 401: errorBodySchema },
      },
    },
    async (request) => workAi.dashboard(signedInUser(request)),
  );

  app.put(
    '/api/work-ai/settings',
    {
      schema: {
        tags: ['work-ai'],
        summary: 'Save any of your AI settings; automations follow them from their next run',
        body: aiSettingsUpdateSchema,
        response: { 200: aiSettingsSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const settings = await workAi.updateSettings(me.id, request.body);
      request.log.info({ userId: me.id, settings }, 'ai settings saved');
      return settings;
    },
  );

  app.post(
    '/api/work-ai/primary-action',
    {
      schema: {
        tags: ['work-ai'],
        summary:
          "Perform your role's primary action (Generate Report, View Strategy, Optimize Workflows, Automate Tasks)",
        response: {
          200: workAiPrimaryActionResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => workAi.primaryAction(signedInUser(request)),
  );
};

export default workAiRoutes;
