import { exportFileName, PRIVACY_TOASTS, type SourceId } from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { ACCESS_LOGS_KEY } from './get-access-logs';

/** Saves a blob under a file name through a temporary link (what a download button does). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads everything held about the user as JSON (`GET /api/privacy/export`, optionally limited
 * to some sources) as `data-export-<timestamp>.json`. The session cookie authenticates the call.
 * Any failure is 'Export Failed' / 'Unable to export data' (spec section 8); the server's reason
 * stays on the mutation for the page to show beside the button.
 */
export function useExportData() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (sources?: SourceId[]) => {
      const res = await apiRequest(
        'GET',
        '/api/privacy/export',
        sources?.length ? { sources: sources.join(',') } : undefined,
      );
      saveFile(await res.blob(), exportFileName(new Date()));
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ACCESS_LOGS_KEY });
      toast({ title: PRIVACY_TOASTS.exportStarted, description: 'Your data is downloading as a JSON file' });
    },
    onError: () =>
      toast({
        title: PRIVACY_TOASTS.exportFailed,
        description: PRIVACY_TOASTS.exportFailedDescription,
        variant: 'destructive',
      }),
  });
}
