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

/**
 * The `meta` of a query whose answer is derived from the user's stored resume (Career Progression,
 * the profile's suggestions): queries never go stale by themselves, so storing a resume marks these
 * stale through {@link invalidateResumeDerived}, and a feature need not know another's keys.
 */
export const RESUME_DERIVED = { derivedFromResume: true } as const;

/** Refetches (now if shown, else when next shown) every query marked {@link RESUME_DERIVED}. */
export function invalidateResumeDerived(client: QueryClient) {
  return client.invalidateQueries({ predicate: (query) => query.meta?.derivedFromResume === true });
}

/** The app's one client. */
export const queryClient = createQueryClient();
