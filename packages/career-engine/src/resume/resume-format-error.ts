/** Stable codes for every way an uploaded resume can be refused; clients and tests match on these. */
export type ResumeFormatErrorCode =
  | 'UNSUPPORTED_FORMAT'
  | 'FILE_TOO_LARGE'
  | 'INVALID_FILE'
  | 'NO_TEXT_FOUND'
  | 'TOO_MANY_PAGES'
  | 'PARSE_TIMEOUT';

/**
 * HTTP status each code should map to when the lead wires `POST /api/resumes` (security V3: oversize
 * → 413, wrong type → 415, malformed or zip bomb → 400). Kept here, not in `errors.ts`, until the
 * codes join the contract's `ErrorCode`.
 */
export const RESUME_ERROR_STATUS: Record<ResumeFormatErrorCode, number> = {
  UNSUPPORTED_FORMAT: 415,
  FILE_TOO_LARGE: 413,
  INVALID_FILE: 400,
  NO_TEXT_FOUND: 422,
  TOO_MANY_PAGES: 413,
  PARSE_TIMEOUT: 422,
};

/** A resume the extractor refuses; `message` is safe to show to the user, `code` is stable. */
export class ResumeFormatError extends Error {
  override readonly name = 'ResumeFormatError';

  constructor(
    readonly code: ResumeFormatErrorCode,
    message: string,
  ) {
    super(message);
  }

  get status(): number {
    return RESUME_ERROR_STATUS[this.code];
  }
}
