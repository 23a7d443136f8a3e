import { type AccessLog, accessLogsResponseSchema } from '@careerloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const ACCESS_LOGS_KEY = ['/api/privacy/access-logs'] as const;

export const accessLogsQuery = queryOptions({
  queryKey: ACCESS_LOGS_KEY,
  queryFn: async (): Promise<AccessLog[]> => await apiJson(accessLogsResponseSchema, 'GET', ACCESS_LOGS_KEY[0]),
});

/** Every read of the user's source data, export and deletion, newest first. */
export function useAccessLogs() {
  return useQuery(accessLogsQuery);
}
