import {
  errorBodySchema,
  jobPostingIdParamsSchema,
  jobPostingSchema,
  jobSearchQuerySchema,
  jobSearchResponseSchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../plugins/session';
import { getPosting, searchPostings } from './postings/postings-search.service';

/** The postings store, read side: search and one posting. Signed-in users only. */
const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs/search',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Search open job postings: words (a title equal to q first, then titles holding every word), location, remote, yearly salary floor, skills, posted within N days; paginated',
        querystring: jobSearchQuerySchema,
        response: { 200: jobSearchResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      signedInUser(request);
      return searchPostings(app.ctx, request.query);
    },
  );

  app.get(
    '/api/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'One job posting (open or closed)',
        params: jobPostingIdParamsSchema,
        response: { 200: jobPostingSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      signedInUser(request);
      return getPosting(app.ctx, request.params.id);
    },
  );
};

export default jobsRoutes;
