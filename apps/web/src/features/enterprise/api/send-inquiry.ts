import { acceptedResponseSchema, type InquiryBody } from '@careerloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/**
 * Stores an enterprise pricing inquiry as a sales lead (rulings "Real where the spec shows a fake").
 * The caller validates with `inquiryBodySchema` first; the server checks the same schema again.
 * Errors are `ApiError` (`<status>: <detail>`), left to the caller, which owns the form and toasts.
 */
export function useSendInquiry() {
  return useMutation({
    mutationFn: async (body: InquiryBody) => await apiJson(acceptedResponseSchema, 'POST', '/api/leads/inquiry', body),
  });
}
