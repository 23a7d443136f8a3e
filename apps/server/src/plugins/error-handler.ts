import type { ErrorBody } from '@careerloom/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

/** Fastify's own client errors, by code, mapped to our stable codes and readable messages. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorBody['code']; status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    status: 415,
    message: 'Unsupported content type; send application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', status: 400, message: 'Invalid Content-Length' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', status: 400, message: 'Request body must not be empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', status: 400, message: 'Request body is not valid JSON' },
};

/**
 * One place turns every error into `{ message, code, issues? }` with a fitting status. Anything
 * unexpected becomes a generic 500; its details go to the log with the request id, never out.
 */
async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext ?? 'body', ...String(v.instancePath).split('/').filter(Boolean)],
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = first ? `${first.path.slice(1).join('.') || first.path[0]}: ${first.message}` : 'Invalid request';
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED', issues });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message, code: known.code });
    if (error instanceof SyntaxError && /forbidden prototype property/.test(error.message)) {
      return reply.status(400).send({ message: 'Request body contains a forbidden property', code: 'BAD_REQUEST' });
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.status(400).send({ message: 'Request body is not valid JSON', code: 'BAD_REQUEST' });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ message: 'Too many requests; try again later', code: 'RATE_LIMITED' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: 'Bad request', code: 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side', code: 'INTERNAL' });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
