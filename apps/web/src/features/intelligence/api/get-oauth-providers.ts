import { oauthProvidersResponseSchema } from '@careerloom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/**
 * `GET /api/oauth/providers`: the sources this server connects with a provider sign-in, and for
 * the others what an administrator sets to offer it. The same key as Device Intelligence's, so
 * the two pages share one answer.
 */
export function useOAuthProviders() {
  return useQuery({
    queryKey: ['oauth', 'providers'],
    queryFn: async () => await apiJson(oauthProvidersResponseSchema, 'GET', '/api/oauth/providers'),
    staleTime: 5 * 60_000,
  });
}
