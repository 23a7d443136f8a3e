import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiJson } from './api-client';

/** Generic queries GET the path held in the query key (part 1 section 7). */
const fetchQueryKeyPath: QueryFunction = ({ queryKey }) => apiJson('GET', String(queryKey[0]));

/** Defaults of part 1 section 9: no retry, never stale, no refetch on focus or interval. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: fetchQueryKeyPath,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
