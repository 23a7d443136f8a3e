import { atsAnalysisSchema, type ResumeOptimizeBody } from '@careerloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** An ATS-style score of a resume against a target job (`POST /api/jobseeker/resume/optimize`). */
export function useOptimizeResume() {
  return useMutation({
    mutationFn: async (body: ResumeOptimizeBody) =>
      await apiJson(atsAnalysisSchema, 'POST', '/api/jobseeker/resume/optimize', body),
  });
}
