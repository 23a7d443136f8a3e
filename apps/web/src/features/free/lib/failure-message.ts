import { ApiError } from '../../../lib/api-client';
import { userFacingMessage } from '../../../lib/user-facing-message';

/**
 * The message a failed free-dashboard action shows: the error's own message (`<status>: <detail>`
 * for the API, rulings "Errors"), or the spec's fallback when there is none (part 2 section 8).
 */
export function failureMessage(error: unknown, fallback: string): string {
  return userFacingMessage(error, { fallback });
}

/** True when the server refused because a daily or monthly quota is spent (429). */
export function isQuotaError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}
