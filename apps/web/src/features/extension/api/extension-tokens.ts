import {
  type CreateExtensionTokenBody,
  createdExtensionTokenSchema,
  extensionTokenListSchema,
  noContentResponseSchema,
} from '@careerloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

const TOKENS_KEY = ['extension', 'tokens'] as const;

/** The user's pairing tokens for Careerloom for Chrome, with their last use. */
export function useExtensionTokens() {
  return useQuery({
    queryKey: TOKENS_KEY,
    queryFn: async () => (await apiJson(extensionTokenListSchema, 'GET', '/api/extension/tokens')).tokens,
  });
}

/** Creates a token; the answer carries the token itself, shown once. */
export function useCreateExtensionToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateExtensionTokenBody) =>
      await apiJson(createdExtensionTokenSchema, 'POST', '/api/extension/tokens', body),
    onSuccess: () => client.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}

export function useRevokeExtensionToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiJson(noContentResponseSchema, 'DELETE', `/api/extension/tokens/${id}`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}
