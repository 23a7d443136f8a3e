import {
  atsAnalysisSchema,
  coverLetterBodySchema,
  coverLetterResponseSchema,
  errorBodySchema,
  interviewPrepBodySchema,
  interviewPrepResponseSchema,
  resumeOptimizeBodySchema,
} from '@careerloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyseResume } from '../../career/ats/ats-score';
import { signedInUser } from '../../plugins/session';
import { requireTier } from '../../plugins/tier-guard';
import { coverLetterService } from './cover-letter.service';
import { interviewPrepService } from './interview-prep.service';

/** The job seeker assistant's endpoints (`/api/jobseeker/*`), for tier jobseeker and above. */
const jobseekerRoutes: FastifyPluginAsyncZod = async (app) => {
  const interviewPrep = interviewPrepService(app.ctx);
  const coverLetters = coverLetterService(app.ctx);

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
    async (request) =>
      analyseResume(request.body.resumeText, request.body.targetJob, app.ctx.skills(), app.ctx.clock()),
  );
};

export default jobseekerRoutes;
