import {
  atsAnalysisSchema,
  coverLetterBodySchema,
  coverLetterResponseSchema,
  errorBodySchema,
  findOpportunitiesBodySchema,
  findOpportunitiesResponseSchema,
  interviewPrepBodySchema,
  interviewPrepResponseSchema,
  jobseekerChatBodySchema,
  jobseekerChatResponseSchema,
  opportunitySummarySchema,
  resumeOptimizeBodySchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../plugins/session';
import { requireTier } from '../plugins/tier-guard';
import { coverLetterService } from './cover-letter.service';
import { findOpportunitiesService } from './find-opportunities.service';
import { interviewPrepService } from './interview-prep.service';
import { jobseekerChatService } from './jobseeker-chat.service';
import { resumeOptimizeService } from './resume-optimize.service';

/** The job seeker assistant's endpoints (`/api/jobseeker/*`), for tier jobseeker and above. */
const jobseekerRoutes: FastifyPluginAsyncZod = async (app) => {
  const interviewPrep = interviewPrepService(app.ctx);
  const coverLetters = coverLetterService(app.ctx);
  const resumeOptimizer = resumeOptimizeService(app.ctx);
  const opportunities = findOpportunitiesService(app.ctx);
  const chat = jobseekerChatService(app.ctx);

  app.post(
    '/api/jobseeker/interview-prep',
    {
      preHandler: requireTier('jobseeker', 'Interview preparation'),
      schema: {
        tags: ['jobseeker'],
        summary: 'Role- and company-specific interview questions, what good answers cover, and tips',
        body: interviewPrepBodySchema,
        response: {
          200: interviewPrepResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => interviewPrep.prepare(signedInUser(request).id, request.body),
  );
  app.post(
    '/api/jobseeker/cover-letter',
    {
      preHandler: requireTier('jobseeker', 'Cover letter writing'),
      schema: {
        tags: ['jobseeker'],
        summary: 'A cover letter from your latest resume and the job description, with tips to finish it',
        body: coverLetterBodySchema,
        response: {
          200: coverLetterResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => coverLetters.write(signedInUser(request).id, request.body),
  );

  app.post(
    '/api/jobseeker/resume/optimize',
    {
      preHandler: requireTier('jobseeker', 'Resume optimization'),
      schema: {
        tags: ['jobseeker'],
        summary: 'An explainable ATS-style score of a resume against a target job, with improvements',
        body: resumeOptimizeBodySchema,
        response: { 200: atsAnalysisSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => resumeOptimizer.analyse(signedInUser(request).id, request.body),
  );

  app.post(
    '/api/jobseeker/find-opportunities',
    {
      preHandler: requireTier('jobseeker', 'Job search'),
      schema: {
        tags: ['jobseeker'],
        summary: 'Where and how to search: guidance from your resume, job boards, networking steps and search strings',
        body: findOpportunitiesBodySchema,
        response: {
          200: findOpportunitiesResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => opportunities.find(signedInUser(request).id, request.body),
  );

  app.get(
    '/api/jobseeker/opportunity-summary',
    {
      preHandler: requireTier('jobseeker', 'Job search'),
      schema: {
        tags: ['jobseeker'],
        summary:
          'The banner and live feed: open postings in the store, new this week, matching your profile, and the newest',
        response: { 200: opportunitySummarySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => opportunities.summary(signedInUser(request).id),
  );

  app.post(
    '/api/jobseeker/chat',
    {
      preHandler: requireTier('jobseeker', 'The job search assistant'),
      schema: {
        tags: ['jobseeker'],
        summary: 'One question to the job search assistant: the answer, follow-up prompts and resources',
        body: jobseekerChatBodySchema,
        response: {
          200: jobseekerChatResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // A model reply costs time and money: stop it when the caller goes away.
      const controller = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      return chat.answer(signedInUser(request), request.body, controller.signal);
    },
  );
};

export default jobseekerRoutes;
