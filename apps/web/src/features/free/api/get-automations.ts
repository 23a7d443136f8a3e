import { automationListSchema } from '@careerloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const AUTOMATIONS_KEY = ['/api/automations'] as const;

/** The signed-in user's automations, newest first as the server orders them. */
export const automationsQuery = queryOptions({
  queryKey: AUTOMATIONS_KEY,
  queryFn: async () => (await apiJson(automationListSchema, 'GET', AUTOMATIONS_KEY[0])).automations,
});

export function useAutomations({ enabled }: { enabled: boolean }) {
  return useQuery({ ...automationsQuery, enabled });
}
