import { type ChatHistoryResponse, chatHistoryResponseSchema } from '@careerloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const CHAT_HISTORY_KEY = ['/api/chat/messages'] as const;

/** The newest page of the conversation, oldest first (signed-in user, or the guest browser). */
export async function getChatHistory(): Promise<ChatHistoryResponse> {
  return await apiJson(chatHistoryResponseSchema, 'GET', '/api/chat/messages');
}

export const chatHistoryQuery = queryOptions({
  queryKey: CHAT_HISTORY_KEY,
  queryFn: getChatHistory,
  // Read once per opening of the chat; the socket keeps the conversation current afterwards.
  staleTime: 0,
  gcTime: 0,
});

export function useChatHistory(enabled: boolean) {
  return useQuery({ ...chatHistoryQuery, enabled });
}
