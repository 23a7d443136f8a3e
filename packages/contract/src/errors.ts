import { z } from 'zod';

/** Stable error codes; the server maps each to one HTTP status (rulings "Errors"). */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_SIGNED_IN',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'FORBIDDEN_ORIGIN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'QUOTA_EXCEEDED',
  'NO_TEXT_FOUND',
  'UNPROCESSABLE',
  'NOT_CONFIGURED',
  'UPSTREAM_FAILED',
  /** A capability this server has not been configured for right now (billing without Stripe keys). */
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every error response body: `{ message, code, issues? }`. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The body of a 204 No Content answer (a delete, a sign-out), as the web client reads it: nothing,
 * which it parses like any other response so every call names the shape it expects.
 */
export const noContentResponseSchema = z.null();
