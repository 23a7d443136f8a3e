import { intelligenceComprehensiveSchema } from '@careerloom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const COMPREHENSIVE_QUERY_KEY = ['intelligence', 'comprehensive'] as const;

/** `GET /api/intelligence/comprehensive`: the stored figures, source states and score. */
export function useComprehensiveIntelligence() {
  return useQuery({
    queryKey: COMPREHENSIVE_QUERY_KEY,
    queryFn: async () => await apiJson(intelligenceComprehensiveSchema, 'GET', '/api/intelligence/comprehensive'),
  });
}
