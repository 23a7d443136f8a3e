import { processingStatusResponseSchema, REALTIME_PROCESSING_STATUS_POLL_MS } from '@careerloom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/**
 * `GET /api/realtime/processing-status`, polled every 3 s while the page is open (part 2 section 7):
 * the processing list and the figures measured on the labelled sets.
 */
export function useProcessingStatus() {
  return useQuery({
    queryKey: ['realtime', 'processing-status'],
    queryFn: async () => await apiJson(processingStatusResponseSchema, 'GET', '/api/realtime/processing-status'),
    refetchInterval: REALTIME_PROCESSING_STATUS_POLL_MS,
  });
}
