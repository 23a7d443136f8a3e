import { type CompanyDashboard, toggleBadgeResponseSchema } from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { COMPANY_DASHBOARD_KEY } from './get-company-dashboard';

/**
 * `POST /api/company/toggle-badge-display/{id}` with `display`. The badge changes on the page only
 * after the call succeeded (part 2 section 4): the answer replaces it in the cached dashboard.
 */
export function useToggleBadgeDisplay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, display }: { id: string; display: boolean }) =>
      (
        await apiJson(
          toggleBadgeResponseSchema,
          'POST',
          `/api/company/toggle-badge-display/${encodeURIComponent(id)}`,
          { display },
        )
      ).badge,
    onSuccess: (badge) =>
      qc.setQueryData<CompanyDashboard>(COMPANY_DASHBOARD_KEY, (old) =>
        old ? { ...old, badges: old.badges.map((b) => (b.id === badge.id ? badge : b)) } : old,
      ),
  });
}
