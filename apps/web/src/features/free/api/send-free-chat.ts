import { type FreeChatBody, freeChatResponseSchema } from '@careerloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/**
 * One free chat question (part 2 section 7). The context stays an empty list as the spec sends it;
 * the server answers after its stated delay, or 429 with the reset time once the quota is spent.
 */
export function useSendFreeChat() {
  return useMutation({
    mutationFn: async (message: string) => {
      const body: FreeChatBody = { message, context: [] };
      return await apiJson(freeChatResponseSchema, 'POST', '/api/free/chat', body);
    },
  });
}
