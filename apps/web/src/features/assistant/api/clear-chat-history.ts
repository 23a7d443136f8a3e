import { noContentResponseSchema } from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { CHAT_HISTORY_KEY } from './get-chat-history';

/** Deletes the stored conversation (`DELETE /api/chat/messages`); the caller empties the view. */
export function clearChatHistory(): Promise<null> {
  return apiJson(noContentResponseSchema, 'DELETE', '/api/chat/messages');
}

export function useClearChatHistory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: clearChatHistory,
    onSuccess: () => qc.setQueryData(CHAT_HISTORY_KEY, { messages: [], nextBefore: null }),
  });
}
