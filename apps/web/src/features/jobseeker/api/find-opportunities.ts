import { type FindOpportunitiesBody, findOpportunitiesResponseSchema } from '@careerloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** Where and how to search for a role (`POST /api/jobseeker/find-opportunities`). */
export function useFindOpportunities() {
  return useMutation({
    mutationFn: async (body: FindOpportunitiesBody) =>
      await apiJson(findOpportunitiesResponseSchema, 'POST', '/api/jobseeker/find-opportunities', body),
  });
}
