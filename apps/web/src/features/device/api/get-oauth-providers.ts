import { oauthProvidersResponseSchema } from '@careerloom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** `GET /api/oauth/providers`: the sources this server can connect with a provider sign-in. */
export function useOAuthProviders() {
  return useQuery({
    queryKey: ['oauth', 'providers'],
    queryFn: async () => (await apiJson(oauthProvidersResponseSchema, 'GET', '/api/oauth/providers')).sources,
    staleTime: 5 * 60_000,
  });
}
