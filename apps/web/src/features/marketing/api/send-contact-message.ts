import { acceptedResponseSchema, type ContactMessageBody } from '@careerloom/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from '../../../lib/api-client';

export type ContactMessageAccepted = z.infer<typeof acceptedResponseSchema>;

/**
 * `POST /api/contact`: stores a message to the team. Answers 201 `{ id, message }`; a 400 (invalid
 * body) or 429 (rate limited) arrives as an `ApiError` whose message is `<status>: <detail>`.
 */
export function sendContactMessage(body: ContactMessageBody): Promise<ContactMessageAccepted> {
  return apiJson(acceptedResponseSchema, 'POST', '/api/contact', body);
}

/** The mutation behind the About page's Contact tab and the Contact page. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
