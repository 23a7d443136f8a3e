import type { JobMonitoringCriteria } from '@careerloom/contract';
import { BellRing, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/number-text';
import { toast } from '../../../lib/toast-store';
import { useDeleteSearch, useSavedSearches, useSaveSearch } from '../api/saved-searches';
import { toastFailure } from '../lib/failure-toast';
import type { LiveAlert } from '../lib/live-job-alerts';
import { AlertCard } from './alert-card';

type Props = {
  criteria: JobMonitoringCriteria | undefined;
  liveAlerts: LiveAlert[];
  liveConnected: boolean;
  onAutoFill: (jobUrl: string) => void;
};

/**
 * Saved searches become alerts: a new posting that matches one reaches this page live (the
 * server pushes it over the socket), listed here as it arrives.
 */
export function SavedSearches({ criteria, liveAlerts, liveConnected, onAutoFill }: Props) {
  const searches = useSavedSearches();
  const save = useSaveSearch();
  const remove = useDeleteSearch();

  const saveCurrent = () => {
    if (!criteria) return;
    save.mutate(
      {
        jobTitle: criteria.jobTitle,
        location: criteria.location,
        skills: criteria.skills.slice(0, 30),
        salaryMin: criteria.salaryMin,
      },
      {
        onSuccess: () =>
          toast({ title: 'Alert Saved', description: `New "${criteria.jobTitle}" postings will reach you live` }),
        onError: (e) => toastFailure('Save Failed', e),
      },
    );
  };

  return (
    <Card role="region" aria-labelledby="alerts-title">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="alerts-title" className="text-lg font-semibold">
              Job alerts
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {liveConnected ? 'Live: ' : 'Reconnecting… '}
              new postings matching a saved search appear here as soon as the server stores them.
            </p>
          </div>
          <Button size="sm" variant="outline" onClick={saveCurrent} disabled={!criteria || save.isPending}>
            <BellRing className="h-4 w-4" aria-hidden="true" />
            Save this search as an alert
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {searches.data && searches.data.length > 0 ? (
          <ul aria-label="Saved searches" className="grid gap-2">
            {searches.data.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-800"
              >
                <span>
                  <strong>{s.jobTitle}</strong>
                  {s.location && ` · ${s.location}`}
                  {s.salaryMin !== null && ` · from ${formatNumber(s.salaryMin)}`}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete alert ${s.jobTitle}`}
                  onClick={() => remove.mutate(s.id, { onError: (e) => toastFailure('Deletion Failed', e) })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">No saved searches yet.</p>
        )}
        <div aria-live="polite" className="grid gap-3">
          {liveAlerts.map((live) => (
            <AlertCard
              key={`${live.searchId}-${live.alert.id}`}
              alert={live.alert}
              now={new Date()}
              onAutoFill={onAutoFill}
              isNew
            />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
