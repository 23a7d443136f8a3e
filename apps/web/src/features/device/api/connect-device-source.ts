import {
  type BrowserData,
  DEVICE_TOASTS,
  type DeviceSourceId,
  deviceConnectResponseSchema,
  type MobileData,
} from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { DEVICE_COMPREHENSIVE_KEY } from './get-device-comprehensive';
import { DEVICE_SOURCES_KEY } from './get-device-sources';

export type ConnectInput =
  | { source: 'slack' | 'notion'; accessToken: string }
  | { source: 'browser'; browserData: BrowserData }
  | { source: 'mobile'; mobileData: MobileData };

/**
 * `POST /api/device/connect/{source}`. Success shows no toast (part 2 section 8) but refreshes the
 * comprehensive query and the cards, so the button reads Connected; a failure shows
 * '<source> Connection Failed' with the server's message.
 */
export function useConnectDeviceSource(source: DeviceSourceId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConnectInput) => {
      const { source: s, ...payload } = input;
      return await apiJson(deviceConnectResponseSchema, 'POST', `/api/device/connect/${s}`, payload);
    },
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: DEVICE_COMPREHENSIVE_KEY }),
        qc.invalidateQueries({ queryKey: DEVICE_SOURCES_KEY }),
      ]);
    },
    onError: (error) => {
      toast({
        title: DEVICE_TOASTS.failed[source].title,
        description: userFacingMessage(error),
        variant: 'destructive',
      });
    },
  });
}
