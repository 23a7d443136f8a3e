import { companyDashboardSchema } from '@careerloom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

export const COMPANY_DASHBOARD_KEY = ['company', 'dashboard'] as const;

/** `GET /api/company/dashboard`: the company's figures, industry metrics, badges and ATS link. */
export function useCompanyDashboard() {
  return useQuery({
    queryKey: COMPANY_DASHBOARD_KEY,
    queryFn: async () => await apiJson(companyDashboardSchema, 'GET', '/api/company/dashboard'),
  });
}
