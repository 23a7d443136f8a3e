import {
  type GenerateCoverLetterBody,
  generateCoverLetterResponseSchema,
  type SuggestAnswersBody,
  suggestAnswersResponseSchema,
} from '@careerloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** `POST /api/ai/generate-cover-letter` with what the user typed (rulings: never a fixed sample). */
export function useGenerateCoverLetter() {
  return useMutation({
    mutationFn: async (body: GenerateCoverLetterBody) =>
      await apiJson(generateCoverLetterResponseSchema, 'POST', '/api/ai/generate-cover-letter', body),
  });
}

/** `POST /api/ai/suggest-personalized-answers`: draft answers with reasoning and evidence. */
export function useSuggestAnswers() {
  return useMutation({
    mutationFn: async (body: SuggestAnswersBody) =>
      await apiJson(suggestAnswersResponseSchema, 'POST', '/api/ai/suggest-personalized-answers', body),
  });
}
