import type { ErrorCode } from '@careerloom/contract';

/** HTTP status of each stable error code; the error handler is the only place that maps them. */
export const STATUS_OF: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  NOT_SIGNED_IN: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 429,
  NO_TEXT_FOUND: 422,
  UNPROCESSABLE: 422,
  NOT_CONFIGURED: 501,
  UPSTREAM_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type services throw; its message is safe to show to the user. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS_OF[this.code];
  }
}
