import {
  applicationDetailSchema,
  applicationIdParamsSchema,
  applicationSettingsSchema,
  applicationSettingsUpdateSchema,
  applicationStatusResponseSchema,
  applicationStatusUpdateBodySchema,
  applicationSubmittedBodySchema,
  autoFillBodySchema,
  autoFillResultSchema,
  errorBodySchema,
  generateCoverLetterBodySchema,
  generateCoverLetterResponseSchema,
  suggestAnswersBodySchema,
  suggestAnswersResponseSchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../plugins/session';
import { applicationsService } from './applications.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema } as const;

/** The intelligent job application assistant (`/api/ai/*` of spec part 2 section 7). */
const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = applicationsService(app.ctx);

  app.post(
    '/api/ai/auto-fill-application',
    {
      config: { extension: { purpose: 'fill an application form from your profile and resume' } },
      schema: {
        tags: ['applications'],
        summary: "Reads a job's application form and fills it from your profile and resume, with evidence",
        body: autoFillBodySchema,
        response: { 200: autoFillResultSchema, ...errors, 422: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request) => service.autoFill(signedInUser(request).id, request.body),
  );

  app.get(
    '/api/ai/application-status',
    {
      schema: {
        tags: ['applications'],
        summary: 'Your recorded applications and their stats',
        response: { 200: applicationStatusResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.status(signedInUser(request).id),
  );

  app.get(
    '/api/ai/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'One application with its receipt',
        params: applicationIdParamsSchema,
        response: { 200: applicationDetailSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => service.detail(signedInUser(request).id, request.params.id),
  );

  app.post(
    '/api/ai/applications/:id/submitted',
    {
      config: { extension: { purpose: 'record that you submitted an application form' } },
      schema: {
        tags: ['applications'],
        summary: 'Records that the form was submitted in your browser, by you or by auto-submit',
        params: applicationIdParamsSchema,
        body: applicationSubmittedBodySchema,
        response: { 200: applicationDetailSchema, ...errors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.markSubmitted(signedInUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/ai/applications/:id/status',
    {
      schema: {
        tags: ['applications'],
        summary: 'Moves an application by hand (submitted, interviewing, offer or rejected)',
        params: applicationIdParamsSchema,
        body: applicationStatusUpdateBodySchema,
        response: { 200: applicationDetailSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => service.setStatus(signedInUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/ai/application-settings',
    {
      schema: {
        tags: ['applications'],
        summary: 'Your auto-submit threshold and switch',
        response: { 200: applicationSettingsSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.settings(signedInUser(request).id),
  );

  app.put(
    '/api/ai/application-settings',
    {
      schema: {
        tags: ['applications'],
        summary: 'Changes your auto-submit threshold or switch',
        body: applicationSettingsUpdateSchema,
        response: { 200: applicationSettingsSchema, ...errors },
      },
    },
    async (request) => service.updateSettings(signedInUser(request).id, request.body),
  );

  app.post(
    '/api/ai/generate-cover-letter',
    {
      schema: {
        tags: ['applications'],
        summary: 'A cover letter for the title, company and description you typed, from your latest resume',
        body: generateCoverLetterBodySchema,
        response: { 200: generateCoverLetterResponseSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (request) => service.coverLetter(signedInUser(request).id, request.body),
  );

  app.post(
    '/api/ai/suggest-personalized-answers',
    {
      schema: {
        tags: ['applications'],
        summary: 'Draft answers to application questions, with reasoning and the resume lines they rest on',
        body: suggestAnswersBodySchema,
        response: { 200: suggestAnswersResponseSchema, ...errors },
      },
    },
    async (request) => service.suggest(signedInUser(request).id, request.body),
  );
};

export default applicationsRoutes;
