import { QueryClient } from '@tanstack/react-query';

/**
 * Defaults of part 1 section 9: no retry, never stale, no refetch on focus or interval. A factory,
 * so component tests get a fresh client with exactly these defaults (`testing/`). There is no
 * default query function: every query names its fetcher, which parses the answer with the
 * contract's schema (the query key still starts with the path it GETs, part 1 section 7).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one client. */
export const queryClient = createQueryClient();
