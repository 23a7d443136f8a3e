import { notificationListSchema } from '@careerloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/** What automations delivered: reminders and reports, with the unread count. */
export const notificationsQuery = queryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: async () => await apiJson(notificationListSchema, 'GET', NOTIFICATIONS_KEY[0]),
});

export function useNotifications({ enabled }: { enabled: boolean }) {
  return useQuery({ ...notificationsQuery, enabled });
}
