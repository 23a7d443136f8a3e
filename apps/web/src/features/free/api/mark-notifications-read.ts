import { notificationListSchema } from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from './get-notifications';

/** Marks every notification read (`POST /api/notifications/read`); the answer is the new list. */
export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => await apiJson(notificationListSchema, 'POST', '/api/notifications/read'),
    onSuccess: (list) => qc.setQueryData(NOTIFICATIONS_KEY, list),
  });
}
