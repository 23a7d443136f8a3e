import { acceptedResponseSchema, type DemoRequestBody } from '@careerloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/**
 * Stores an enterprise demo request as a sales lead. The server validates with the same
 * `demoRequestBodySchema` as the form and answers 201 `{ id, message }` or 400 with the spec's
 * messages; the form maps a 400 back onto its fields.
 */
export function useRequestDemo() {
  return useMutation({
    mutationFn: async (body: DemoRequestBody) => await apiJson(acceptedResponseSchema, 'POST', '/api/leads/demo', body),
  });
}
