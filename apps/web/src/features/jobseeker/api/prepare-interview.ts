import { type InterviewPrepBody, interviewPrepResponseSchema } from '@careerloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** Questions, what good answers cover and tips for a role (`POST /api/jobseeker/interview-prep`). */
export function usePrepareInterview() {
  return useMutation({
    mutationFn: async (body: InterviewPrepBody) =>
      await apiJson(interviewPrepResponseSchema, 'POST', '/api/jobseeker/interview-prep', body),
  });
}
