import { type JobseekerChatBody, jobseekerChatResponseSchema } from '@careerloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/**
 * One question to the job search assistant (`POST /api/jobseeker/chat`). The answer is checked
 * against the contract, so a drifted server shape fails here rather than deep in the view.
 * Errors are `ApiError`, left to the caller, which owns the conversation and its toasts.
 */
export function useAskJobAssistant() {
  return useMutation({
    mutationFn: async (body: JobseekerChatBody) =>
      await apiJson(jobseekerChatResponseSchema, 'POST', '/api/jobseeker/chat', body),
  });
}
