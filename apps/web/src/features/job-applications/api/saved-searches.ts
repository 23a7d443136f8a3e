import {
  noContentResponseSchema,
  type SavedJobSearchBody,
  savedJobSearchListSchema,
  savedJobSearchSchema,
} from '@careerloom/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

const SEARCHES_KEY = ['job-applications', 'saved-searches'] as const;

/** The user's saved searches: each raises live alerts for new matching postings. */
export const savedSearchesQuery = queryOptions({
  queryKey: SEARCHES_KEY,
  queryFn: async () => (await apiJson(savedJobSearchListSchema, 'GET', '/api/ai/job-searches')).searches,
});

export function useSavedSearches() {
  return useQuery(savedSearchesQuery);
}

export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SavedJobSearchBody) =>
      await apiJson(savedJobSearchSchema, 'POST', '/api/ai/job-searches', body),
    onSuccess: () => client.invalidateQueries({ queryKey: SEARCHES_KEY }),
  });
}

export function useDeleteSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => apiJson(noContentResponseSchema, 'DELETE', `/api/ai/job-searches/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: SEARCHES_KEY }),
  });
}
