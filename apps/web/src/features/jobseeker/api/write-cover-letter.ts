import { type CoverLetterBody, coverLetterResponseSchema } from '@careerloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/**
 * A cover letter drawn from the user's latest stored resume (`POST /api/jobseeker/cover-letter`);
 * the server answers 422 when no resume is stored yet.
 */
export function useWriteCoverLetter() {
  return useMutation({
    mutationFn: async (body: CoverLetterBody) =>
      await apiJson(coverLetterResponseSchema, 'POST', '/api/jobseeker/cover-letter', body),
  });
}
