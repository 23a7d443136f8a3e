import { atsConnectionSchema, type ConnectHarvestBody } from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { COMPANY_DASHBOARD_KEY } from './get-company-dashboard';

const HARVEST_URL = '/api/company/ats/greenhouse-harvest';

/** Connect (with a key), sync again, or disconnect Greenhouse Harvest; the dashboard reloads after each. */
export function useHarvestConnection() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: COMPANY_DASHBOARD_KEY });
  const connect = useMutation({
    mutationFn: async (body: ConnectHarvestBody) => await apiJson(atsConnectionSchema, 'POST', HARVEST_URL, body),
    onSettled: refresh,
  });
  const sync = useMutation({
    mutationFn: async () => await apiJson(atsConnectionSchema, 'POST', `${HARVEST_URL}/sync`),
    onSettled: refresh,
  });
  const disconnect = useMutation({
    mutationFn: async () => await apiJson(atsConnectionSchema, 'DELETE', HARVEST_URL),
    onSettled: refresh,
  });
  return { connect, sync, disconnect };
}
