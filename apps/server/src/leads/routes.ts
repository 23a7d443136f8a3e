import {
  acceptedResponseSchema,
  adminLeadsResponseSchema,
  contactMessageBodySchema,
  demoRequestBodySchema,
  errorBodySchema,
  inquiryBodySchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { signedInUser } from '../plugins/session';
import { usersRepository } from '../users/users.repository';
import { leadsService } from './leads.service';

const accepted = { 201: acceptedResponseSchema, 400: errorBodySchema, 429: errorBodySchema };

const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const leads = leadsService(app.ctx);

  app.post(
    '/api/leads/inquiry',
    {
      config: { auth: 'public' },
      schema: { tags: ['leads'], summary: 'Enterprise pricing inquiry', body: inquiryBodySchema, response: accepted },
    },
    async (request, reply) => {
      const id = await leads.recordInquiry(request.body, request.ip);
      return reply.status(201).send({ id, message: 'Thank you. Our enterprise team will be in touch.' });
    },
  );

  app.post(
    '/api/leads/demo',
    {
      config: { auth: 'public' },
      schema: { tags: ['leads'], summary: 'Enterprise demo request', body: demoRequestBodySchema, response: accepted },
    },
    async (request, reply) => {
      const id = await leads.recordDemoRequest(request.body, request.ip);
      return reply.status(201).send({ id, message: 'Our enterprise team will contact you within 24 hours.' });
    },
  );

  app.post(
    '/api/contact',
    {
      config: { auth: 'public' },
      schema: { tags: ['leads'], summary: 'Message to the team', body: contactMessageBodySchema, response: accepted },
    },
    async (request, reply) => {
      const id = await leads.recordContactMessage(request.body, request.ip);
      return reply.status(201).send({ id, message: 'Thank you for your message. We will reply by email.' });
    },
  );

  app.get(
    '/api/admin/leads',
    {
      schema: {
        tags: ['admin'],
        summary: 'Leads and contact messages (admins only)',
        response: { 200: adminLeadsResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      // Read from the database, not the session cache: a revoked admin (the admin CLI runs as
      // another process) loses access at once, not after the cache's few seconds.
      const me = await usersRepository(app.ctx.db).findById(signedInUser(request).id);
      if (!me?.isAdmin) throw new AppError('FORBIDDEN', 'Administrators only');
      return leads.listForAdmin();
    },
  );
};

export default leadsRoutes;
