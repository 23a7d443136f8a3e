import {
  billingRedirectSchema,
  billingStateSchema,
  billingWebhookAckSchema,
  checkoutBodySchema,
  errorBodySchema,
  startTrialBodySchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { effectiveTier } from '../lib/effective-tier';
import { signedInUser } from '../plugins/session';
import { usersRepository } from '../users/users.repository';
import { billingService } from './billing.service';
import { handleStripeWebhook } from './billing-webhook';

/** Plans a user starts and pays for (issue 11): trial, Stripe Checkout, customer portal, webhook. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = billingService(app.ctx);
  // Open assistant sockets keep the tier they connected with; a plan change reaches them at once.
  const retierSockets = async (userId: number) => {
    app.sessions.forgetUser(userId);
    const user = await usersRepository(app.ctx.db).findById(userId);
    if (user) app.chatHub.setUserTier(userId, effectiveTier(user, app.ctx.clock()));
  };
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };

  app.get(
    '/api/billing',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plan, trial and subscription the server holds for the signed-in user',
        response: { 200: billingStateSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.state(signedInUser(request).id),
  );

  app.post(
    '/api/billing/trial',
    {
      schema: {
        tags: ['billing'],
        summary: "Starts the account's one 14-day Job Seeker trial",
        body: startTrialBodySchema,
        response: { 200: billingStateSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const state = await service.startTrial(user.id, request.body.plan);
      await retierSockets(user.id);
      return state;
    },
  );

  app.post(
    '/api/billing/checkout',
    {
      schema: {
        tags: ['billing'],
        summary: 'A Stripe Checkout Session for a plan; the browser goes to its url',
        body: checkoutBodySchema,
        response: {
          200: billingRedirectSchema,
          ...errors,
          409: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => service.checkout(signedInUser(request).id, request.body.plan),
  );

  app.post(
    '/api/billing/portal',
    {
      schema: {
        tags: ['billing'],
        summary: 'A Stripe customer portal session to change the card or cancel',
        response: {
          200: billingRedirectSchema,
          ...errors,
          409: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => service.portal(signedInUser(request).id),
  );

  app.post(
    '/api/billing/notice/seen',
    {
      schema: {
        tags: ['billing'],
        summary: 'The trial-ended notice has been read',
        response: { 200: billingStateSchema, ...errors },
      },
    },
    async (request) => service.acknowledgeNotice(signedInUser(request).id),
  );

  // Stripe signs the exact bytes it sends: this scope keeps JSON bodies raw for the signature check.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/billing/webhook',
      {
        config: { auth: 'public', signedWebhook: true },
        schema: {
          tags: ['billing'],
          summary: "Stripe's events (signed with STRIPE_WEBHOOK_SECRET)",
          response: { 200: billingWebhookAckSchema, 400: errorBodySchema, 502: errorBodySchema, 503: errorBodySchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return handleStripeWebhook(app.ctx, {
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: typeof signature === 'string' ? signature : undefined,
          log: request.log,
          onRecordChanged: retierSockets,
        });
      },
    );
  });
};

export default billingRoutes;
