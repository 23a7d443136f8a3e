import {
  companyWatchlistBodySchema,
  companyWatchlistEntrySchema,
  companyWatchlistIdParamsSchema,
  companyWatchlistSchema,
  errorBodySchema,
  jobMonitoringMarkCheckedResponseSchema,
  jobMonitoringQuerySchema,
  jobMonitoringResponseSchema,
  processingStatusResponseSchema,
  savedJobSearchBodySchema,
  savedJobSearchIdParamsSchema,
  savedJobSearchListSchema,
  savedJobSearchSchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/session';
import { companyWatchlistService } from './company-watchlist.service';
import { checkJobMonitoring, markChecked } from './job-monitoring.service';
import { processingStatusReport } from './processing-status.service';
import { savedSearchesService } from './saved-searches.service';

/**
 * Job monitoring (issue 5 part 3): ranked matches with reasons, saved searches that raise live
 * alerts, and the real-time page's processing status (part 7). Signed-in users only.
 */
const jobMonitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const saved = savedSearchesService(app.ctx);
  const watchlist = companyWatchlistService(app.ctx);

  app.get(
    '/api/ai/job-monitoring',
    {
      schema: {
        tags: ['job-monitoring'],
        summary:
          'Open postings ranked for you by a match score 0-100 with its reasons, plus your monitoring figures (read-only: new matches count from your last marked check)',
        querystring: jobMonitoringQuerySchema,
        response: { 200: jobMonitoringResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => checkJobMonitoring(app.ctx, signedInUser(request).id, request.query),
  );

  app.post(
    '/api/ai/job-monitoring/mark-checked',
    {
      schema: {
        tags: ['job-monitoring'],
        summary:
          'Mark your newest monitoring check as seen: later checks count as new only postings first seen after it',
        response: { 200: jobMonitoringMarkCheckedResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => markChecked(app.ctx, signedInUser(request).id),
  );

  app.get(
    '/api/ai/company-watchlist',
    {
      schema: {
        tags: ['job-monitoring'],
        summary: 'Companies whose public job boards you watch (synced with the configured boards)',
        response: { 200: companyWatchlistSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ boards: await watchlist.list(signedInUser(request).id) }),
  );

  app.post(
    '/api/ai/company-watchlist',
    {
      schema: {
        tags: ['job-monitoring'],
        summary: "Watch a company's public board (greenhouse, lever or ashby + its board name); its sync starts now",
        body: companyWatchlistBodySchema,
        response: {
          201: companyWatchlistEntrySchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await watchlist.add(signedInUser(request).id, request.body)),
  );

  app.delete(
    '/api/ai/company-watchlist/:id',
    {
      schema: {
        tags: ['job-monitoring'],
        summary: 'Stop watching a company',
        params: companyWatchlistIdParamsSchema,
        response: { 204: z.null(), 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await watchlist.remove(signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/ai/job-searches',
    {
      schema: {
        tags: ['job-monitoring'],
        summary: 'Your saved job searches (each raises live alerts for new matching postings)',
        response: { 200: savedJobSearchListSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ searches: await saved.list(signedInUser(request).id) }),
  );

  app.post(
    '/api/ai/job-searches',
    {
      schema: {
        tags: ['job-monitoring'],
        summary: 'Save a job search; new postings that match it reach you live',
        body: savedJobSearchBodySchema,
        response: { 201: savedJobSearchSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await saved.create(signedInUser(request).id, request.body)),
  );

  app.delete(
    '/api/ai/job-searches/:id',
    {
      schema: {
        tags: ['job-monitoring'],
        summary: 'Delete one of your saved job searches',
        params: savedJobSearchIdParamsSchema,
        response: { 204: z.null(), 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await saved.remove(signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/realtime/processing-status',
    {
      schema: {
        tags: ['job-monitoring'],
        summary:
          'Processing status of ingestion (per board), matching and skill extraction, from their real state, and the figures measured on the labelled sets',
        response: { 200: processingStatusResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => processingStatusReport(app.ctx, signedInUser(request).id),
  );
};

export default jobMonitoringRoutes;
