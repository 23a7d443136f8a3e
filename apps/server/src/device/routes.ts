import {
  browserConnectBodySchema,
  deviceComprehensiveSchema,
  deviceConnectResponseSchema,
  deviceRefreshParamsSchema,
  deviceSourcesResponseSchema,
  errorBodySchema,
  mobileConnectBodySchema,
  tokenConnectBodySchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../plugins/session';
import { deviceConnectService } from './device-connect.service';
import { deviceInsightsService } from './device-insights.service';

const connectErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
} as const;

/** Device Intelligence (spec part 2 sections 2.9 and 7): sources, figures and connects. */
const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const insights = deviceInsightsService(app.ctx);
  const connect = deviceConnectService(app.ctx);
  const caller = (request: Parameters<typeof signedInUser>[0]) => ({
    userId: signedInUser(request).id,
    ipAddress: request.ip,
  });

  app.get(
    '/api/device/sources',
    {
      schema: {
        tags: ['device'],
        summary: 'The device sources with setup instructions and your connection status',
        response: { 200: deviceSourcesResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => insights.sources(signedInUser(request).id),
  );

  app.get(
    '/api/device/comprehensive',
    {
      schema: {
        tags: ['device'],
        summary: 'Your Device Intelligence Score, figures of connected sources and recommendations',
        response: { 200: deviceComprehensiveSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const { userId, ipAddress } = caller(request);
      return insights.comprehensive(userId, ipAddress);
    },
  );

  for (const source of ['slack', 'notion'] as const) {
    app.post(
      `/api/device/connect/${source}`,
      {
        schema: {
          tags: ['device'],
          summary: `Connects ${source === 'slack' ? 'Slack (workspace token)' : 'Notion (integration token)'} and reads its figures`,
          body: tokenConnectBodySchema,
          response: { 200: deviceConnectResponseSchema, ...connectErrors },
        },
      },
      async (request) => connect.connectWithToken(caller(request), source, request.body.accessToken),
    );
  }

  app.post(
    '/api/device/connect/browser',
    {
      schema: {
        tags: ['device'],
        summary: 'Stores the browsing numbers you submitted',
        body: browserConnectBodySchema,
        response: { 200: deviceConnectResponseSchema, ...connectErrors },
      },
    },
    async (request) => connect.connectBrowser(caller(request), request.body.browserData),
  );

  app.post(
    '/api/device/connect/mobile',
    {
      schema: {
        tags: ['device'],
        summary: 'Stores the phone usage numbers you submitted',
        body: mobileConnectBodySchema,
        response: { 200: deviceConnectResponseSchema, ...connectErrors },
      },
    },
    async (request) => connect.connectMobile(caller(request), request.body.mobileData),
  );

  app.post(
    '/api/device/refresh/:source',
    {
      schema: {
        tags: ['device'],
        summary: 'Re-reads Slack or Notion figures with the stored token',
        params: deviceRefreshParamsSchema,
        response: { 200: deviceConnectResponseSchema, ...connectErrors, 404: errorBodySchema },
      },
    },
    async (request) => connect.refresh(caller(request), request.params.source),
  );
};

export default deviceRoutes;
