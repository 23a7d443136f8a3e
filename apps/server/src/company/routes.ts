import {
  atsConnectionSchema,
  companyDashboardSchema,
  connectHarvestBodySchema,
  errorBodySchema,
  toggleBadgeBodySchema,
  toggleBadgeParamsSchema,
  toggleBadgeResponseSchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../plugins/session';
import { companyService } from './company.service';

const upstreamErrors = { 401: errorBodySchema, 429: errorBodySchema, 502: errorBodySchema } as const;

/** The company dashboard (part 2 sections 2.5 and 7) and its Greenhouse Harvest connection. */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = companyService(app.ctx);

  app.get(
    '/api/company/dashboard',
    {
      schema: {
        tags: ['company'],
        summary: "Your company's hiring figures, industry metrics and badges, from real data only",
        response: { 200: companyDashboardSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.dashboard(signedInUser(request).id),
  );

  app.post(
    '/api/company/toggle-badge-display/:id',
    {
      schema: {
        tags: ['company'],
        summary: 'Displays or hides one of your badges',
        params: toggleBadgeParamsSchema,
        body: toggleBadgeBodySchema,
        response: { 200: toggleBadgeResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.toggleBadge(signedInUser(request).id, request.params.id, request.body.display),
  );

  app.post(
    '/api/company/ats/greenhouse-harvest',
    {
      schema: {
        tags: ['company'],
        summary: 'Connects Greenhouse Harvest with an API key (checked, then stored encrypted; never returned)',
        body: connectHarvestBodySchema,
        response: { 200: atsConnectionSchema, 400: errorBodySchema, ...upstreamErrors },
      },
    },
    async (request) => service.connectHarvest(signedInUser(request).id, request.body.apiKey),
  );

  app.post(
    '/api/company/ats/greenhouse-harvest/sync',
    {
      schema: {
        tags: ['company'],
        summary: 'Reads your Greenhouse Harvest account again',
        response: { 200: atsConnectionSchema, 404: errorBodySchema, ...upstreamErrors },
      },
    },
    async (request) => service.syncHarvest(signedInUser(request).id),
  );

  app.delete(
    '/api/company/ats/greenhouse-harvest',
    {
      schema: {
        tags: ['company'],
        summary: 'Disconnects Greenhouse Harvest: the key and its figures are deleted',
        response: { 200: atsConnectionSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.disconnectHarvest(signedInUser(request).id),
  );
};

export default companyRoutes;
