import {
  analyzeResumeBodySchema,
  connectCalendarBodySchema,
  connectGithubBodySchema,
  connectGmailBodySchema,
  connectLinkedinBodySchema,
  errorBodySchema,
  intelligenceComprehensiveSchema,
  intelligenceConnectResponseSchema,
  linkedinExportBodySchema,
  refreshSourceParamsSchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../plugins/session';
import { intelligenceService } from './intelligence.service';

/** Answers of a call that reads a source: its refusals, rate limits and failures included. */
const readErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
} as const;
const connected = { 200: intelligenceConnectResponseSchema, ...readErrors } as const;

/** The Intelligence Dashboard (`/api/intelligence/*` of spec part 2 section 7). */
const intelligenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = intelligenceService(app.ctx);
  const tags = ['intelligence'];

  app.get(
    '/api/intelligence/comprehensive',
    {
      schema: {
        tags,
        summary: 'Stored figures of your connected sources, their states, job market figures and your score',
        response: { 200: intelligenceComprehensiveSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.comprehensive(signedInUser(request).id),
  );

  app.post(
    '/api/intelligence/connect/gmail',
    {
      schema: {
        tags,
        summary: 'Connects Gmail with an access token and reads the metadata of your recent mail',
        body: connectGmailBodySchema,
        response: connected,
      },
    },
    async (request) => service.connectGmail(signedInUser(request).id, request.body.accessToken, request.ip),
  );

  app.post(
    '/api/intelligence/connect/calendar',
    {
      schema: {
        tags,
        summary: 'Connects Google Calendar with an access token and reads this week and the next 30 days',
        body: connectCalendarBodySchema,
        response: connected,
      },
    },
    async (request) => service.connectCalendar(signedInUser(request).id, request.body.accessToken, request.ip),
  );

  app.post(
    '/api/intelligence/connect/github',
    {
      schema: {
        tags,
        summary: 'Connects GitHub by username (token optional) and reads your repositories and commits',
        body: connectGithubBodySchema,
        response: connected,
      },
    },
    async (request) => service.connectGithub(signedInUser(request).id, request.body, request.ip),
  );

  app.post(
    '/api/intelligence/connect/linkedin',
    {
      schema: {
        tags,
        summary: 'Connects LinkedIn with an OpenID access token and reads your profile identity',
        body: connectLinkedinBodySchema,
        response: connected,
      },
    },
    async (request) => service.connectLinkedin(signedInUser(request).id, request.body.accessToken, request.ip),
  );

  app.post(
    '/api/intelligence/linkedin/connections',
    {
      schema: {
        tags,
        summary: 'Reads connections and network growth from your LinkedIn export (Connections.csv)',
        body: linkedinExportBodySchema,
        response: connected,
      },
    },
    async (request) => service.uploadLinkedinExport(signedInUser(request).id, request.body.connectionsCsv, request.ip),
  );

  app.post(
    '/api/intelligence/analyze/resume',
    {
      schema: {
        tags,
        summary: 'Analyzes pasted resume content: experience level, skills, ATS score, industry match',
        body: analyzeResumeBodySchema,
        response: connected,
      },
    },
    async (request) => service.analyzeResume(signedInUser(request).id, request.body.resumeContent, request.ip),
  );

  app.post(
    '/api/intelligence/refresh/:source',
    {
      schema: {
        tags,
        summary: 'Reads a connected source again with its stored access',
        params: refreshSourceParamsSchema,
        response: connected,
      },
    },
    async (request) => service.refresh(signedInUser(request).id, request.params.source, request.ip),
  );
};

export default intelligenceRoutes;
