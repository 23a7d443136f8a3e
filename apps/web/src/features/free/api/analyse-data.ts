import { type DataIntegrationBody, dataIntegrationResponseSchema } from '@careerloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** Analyses the CSV rows of a named source (`POST /api/free/data-integration`). */
export function useAnalyseData() {
  return useMutation({
    mutationFn: async (body: DataIntegrationBody) =>
      await apiJson(dataIntegrationResponseSchema, 'POST', '/api/free/data-integration', body),
  });
}
