import {
  automationBodySchema,
  automationIdParamsSchema,
  automationListSchema,
  automationResponseSchema,
  automationRunResponseSchema,
  automationSchema,
  errorBodySchema,
  notificationListSchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../plugins/session';
import { automationsService } from './automations.service';

const ownedErrors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * Automations (part 2 section 7, `POST /api/free/automation`) and what they deliver: plans are
 * the signed-in user's own, and every route that names one answers 404 for anyone else's.
 */
const automationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const automations = automationsService(app.ctx);

  app.post(
    '/api/free/automation',
    {
      schema: {
        tags: ['automations'],
        summary: 'Turn a task description into a stored plan the server runs (free tier: 5 a day)',
        body: automationBodySchema,
        response: { 201: automationResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const created = await automations.create(signedInUser(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/automations',
    {
      schema: {
        tags: ['automations'],
        summary: 'Your automation plans, newest first',
        response: { 200: automationListSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ automations: await automations.list(signedInUser(request).id) }),
  );

  app.delete(
    '/api/automations/:id',
    {
      schema: {
        tags: ['automations'],
        summary: 'Delete one of your automations',
        params: automationIdParamsSchema,
        response: { 204: z.null(), ...ownedErrors },
      },
    },
    async (request, reply) => {
      await automations.remove(signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/automations/:id/pause',
    {
      schema: {
        tags: ['automations'],
        summary: 'Pause an automation',
        params: automationIdParamsSchema,
        response: { 200: automationSchema, 409: errorBodySchema, ...ownedErrors },
      },
    },
    async (request) => automations.pause(signedInUser(request).id, request.params.id),
  );

  app.post(
    '/api/automations/:id/resume',
    {
      schema: {
        tags: ['automations'],
        summary: 'Resume a paused automation from now',
        params: automationIdParamsSchema,
        response: { 200: automationSchema, 409: errorBodySchema, ...ownedErrors },
      },
    },
    async (request) => automations.resume(signedInUser(request).id, request.params.id),
  );

  app.post(
    '/api/automations/:id/run',
    {
      schema: {
        tags: ['automations'],
        summary: 'Run an automation now, whatever its schedule',
        params: automationIdParamsSchema,
        response: { 200: automationRunResponseSchema, 409: errorBodySchema, ...ownedErrors },
      },
    },
    async (request) => automations.runNow(signedInUser(request).id, request.params.id),
  );

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['automations'],
        summary: 'Your in-app notifications (reminders and reports), newest first, with the unread count',
        response: { 200: notificationListSchema, 401: errorBodySchema },
      },
    },
    async (request) => automations.notifications(signedInUser(request).id),
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags: ['automations'],
        summary: 'Mark all your notifications read',
        response: { 200: notificationListSchema, 401: errorBodySchema },
      },
    },
    async (request) => automations.markAllRead(signedInUser(request).id),
  );
};

export default automationsRoutes;
