import { deviceSourcesResponseSchema } from '@careerloom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const DEVICE_SOURCES_KEY = ['device', 'sources'] as const;

/** `GET /api/device/sources`: the source cards with setup instructions and the user's status. */
export function useDeviceSources() {
  return useQuery({
    queryKey: DEVICE_SOURCES_KEY,
    queryFn: async () => (await apiJson(deviceSourcesResponseSchema, 'GET', '/api/device/sources')).sources,
  });
}
