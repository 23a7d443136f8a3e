import { deviceComprehensiveSchema } from '@careerloom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const DEVICE_COMPREHENSIVE_KEY = ['device', 'comprehensive'] as const;

/** `GET /api/device/comprehensive`: the score, figures of connected sources and recommendations. */
export function useDeviceComprehensive() {
  return useQuery({
    queryKey: DEVICE_COMPREHENSIVE_KEY,
    queryFn: async () => await apiJson(deviceComprehensiveSchema, 'GET', '/api/device/comprehensive'),
  });
}
