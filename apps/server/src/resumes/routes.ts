import {
  errorBodySchema,
  profileSuggestionsSchema,
  RESUME_MAX_BYTES,
  resumeIdParamsSchema,
  resumeListResponseSchema,
  resumeSchema,
  resumeTextBodySchema,
} from '@careerloom/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { signedInUser } from '../plugins/session';
import { profileSuggestions } from './profile-suggestions';
import { type ExtractedResume, readResumeFile, resumesService } from './resumes.service';

declare module 'fastify' {
  interface FastifyRequest {
    resumeFile?: ExtractedResume & { bytes: number; data: Buffer; contentType: string };
  }
}

/** The type the stored file is served with, from the format we recognised (not the sender's claim). */
const CONTENT_TYPES: Record<ExtractedResume['format'], string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain; charset=utf-8',
};

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
};

/**
 * A multipart upload (field `file`, PDF or DOCX, 5 MB) becomes `{ text, filename }` before
 * validation, so uploads and pastes share one body schema and one code path.
 */
async function extractUpload(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const file = await request.file();
  if (!file) throw new AppError('VALIDATION_FAILED', 'Attach the resume as the multipart field "file"');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Resume files can be at most 5 MB');
  }
  const extracted = await readResumeFile({ bytes, filename: file.filename, mimeType: file.mimetype });
  request.resumeFile = { ...extracted, bytes: bytes.length, data: bytes, contentType: CONTENT_TYPES[extracted.format] };
  request.body = { text: request.resumeFile.text, ...(file.filename ? { filename: file.filename.slice(0, 255) } : {}) };
}

const resumesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const resumes = resumesService(app.ctx);

  app.post(
    '/api/resumes',
    {
      preValidation: extractUpload,
      schema: {
        tags: ['resumes'],
        summary: 'Add a resume: pasted text (JSON) or a PDF/DOCX upload (multipart field `file`, 5 MB)',
        body: resumeTextBodySchema,
        response: { 201: resumeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request);
      const format = request.resumeFile?.format ?? 'text';
      // The uploaded file's size, or the pasted text's, for the activity log.
      const bytes = request.resumeFile?.bytes ?? Buffer.byteLength(request.body.text);
      const upload = request.resumeFile;
      const resume = await resumes.create(me.id, {
        ...request.body,
        format,
        bytes,
        ...(upload ? { file: { data: upload.data, contentType: upload.contentType } } : {}),
      });
      request.log.info({ userId: me.id, resumeId: resume.id, format }, 'resume stored');
      return reply.status(201).send(resume);
    },
  );

  app.get(
    '/api/resumes',
    {
      schema: {
        tags: ['resumes'],
        summary: "The signed-in user's resumes, newest first",
        response: { 200: resumeListResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ resumes: await resumes.list(signedInUser(request).id) }),
  );

  app.get(
    '/api/resumes/latest',
    {
      schema: {
        tags: ['resumes'],
        summary: 'The newest resume with its parsed profile',
        response: { 200: resumeSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => resumes.latest(signedInUser(request).id),
  );

  app.get(
    '/api/resumes/latest/profile-suggestions',
    {
      schema: {
        tags: ['resumes'],
        summary: 'What the newest resume says of the profile fields you left empty (title, location, skills)',
        response: { 200: profileSuggestionsSchema, 401: errorBodySchema },
      },
    },
    async (request) => profileSuggestions(app.ctx, signedInUser(request).id),
  );

  app.get(
    '/api/resumes/:id',
    {
      schema: {
        tags: ['resumes'],
        summary: 'One of your resumes',
        params: resumeIdParamsSchema,
        response: { 200: resumeSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => resumes.byId(signedInUser(request).id, request.params.id),
  );
};

export default resumesRoutes;
