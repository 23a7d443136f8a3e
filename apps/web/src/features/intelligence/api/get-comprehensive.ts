import { intelligenceComprehensiveSchema } from '@careerloom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { RESUME_DERIVED } from '../../../lib/query-client';

export const COMPREHENSIVE_QUERY_KEY = ['intelligence', 'comprehensive'] as const;

/** `GET /api/intelligence/comprehensive`: the stored figures, source states and score. */
export function useComprehensiveIntelligence() {
  return useQuery({
    queryKey: COMPREHENSIVE_QUERY_KEY,
    // Career Progression reads the stored resume: a new one refreshes it.
    meta: RESUME_DERIVED,
    queryFn: async () => await apiJson(intelligenceComprehensiveSchema, 'GET', '/api/intelligence/comprehensive'),
  });
}
