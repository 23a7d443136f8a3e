import {
  applicationDetailSchema,
  applicationMailSuggestionParamsSchema,
  applicationMailSuggestionsResponseSchema,
  checkMailResponseSchema,
  dismissMailSuggestionResponseSchema,
  errorBodySchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../plugins/session';
import { applicationsService } from './applications.service';
import {
  acceptMailSuggestion,
  checkApplicationMail,
  dismissMailSuggestion,
  mailCheckState,
  openMailSuggestions,
} from './mail-status';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema } as const;

/** Status from the mail (issue 13): a mail check, and the "add this application?" suggestions. */
const applicationMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = applicationsService(app.ctx);

  app.post(
    '/api/ai/applications/check-mail',
    {
      schema: {
        tags: ['applications'],
        summary: "Reads your recent Gmail for employers' answers and moves your applications along",
        response: {
          200: checkMailResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => checkApplicationMail(app.ctx, signedInUser(request).id, request.ip),
  );

  app.get(
    '/api/ai/application-mail-suggestions',
    {
      schema: {
        tags: ['applications'],
        summary:
          'Messages about applications you have no record of, offered to add, and whether a mail check can run now',
        response: { 200: applicationMailSuggestionsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const [suggestions, mailCheck] = await Promise.all([
        openMailSuggestions(app.ctx, userId),
        mailCheckState(app.ctx, userId),
      ]);
      return { suggestions, mailCheck };
    },
  );

  app.post(
    '/api/ai/application-mail-suggestions/:id/accept',
    {
      schema: {
        tags: ['applications'],
        summary: 'Adds the application a message is about, with the message as its first step',
        params: applicationMailSuggestionParamsSchema,
        response: { 200: applicationDetailSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      return applications.detail(userId, await acceptMailSuggestion(app.ctx, userId, request.params.id));
    },
  );

  app.post(
    '/api/ai/application-mail-suggestions/:id/dismiss',
    {
      schema: {
        tags: ['applications'],
        summary: 'Dismisses a suggestion; its message is not offered again',
        params: applicationMailSuggestionParamsSchema,
        response: { 200: dismissMailSuggestionResponseSchema, ...errors },
      },
    },
    async (request) => dismissMailSuggestion(app.ctx, signedInUser(request).id, request.params.id),
  );
};

export default applicationMailRoutes;
