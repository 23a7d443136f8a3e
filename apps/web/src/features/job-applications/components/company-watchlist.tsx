import {
  type CompanyWatchlistBody,
  companyWatchlistBodySchema,
  WATCHLIST_SOURCES,
  type WatchlistSource,
} from '@careerloom/contract';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Field, Form, Input, Select, showServerErrors, useZodForm } from '../../../components/ui/form';
import { formatNumber } from '../../../lib/number-text';
import { toast } from '../../../lib/toast-store';
import { useCompanyWatchlist, useUnwatchCompany, useWatchCompany } from '../api/company-watchlist';
import { toastFailure } from '../lib/failure-toast';

const SOURCE_LABELS: Record<WatchlistSource, string> = {
  greenhouse: 'Greenhouse (boards.greenhouse.io/<token>)',
  lever: 'Lever (jobs.lever.co/<site>)',
  ashby: 'Ashby (jobs.ashbyhq.com/<board>)',
};

/**
 * Companies to watch: each is a public job board the server syncs with the configured ones, so
 * their postings reach monitoring and alerts. The token is the last part of the board's address.
 */
export function CompanyWatchlist() {
  const boards = useCompanyWatchlist();
  const watch = useWatchCompany();
  const unwatch = useUnwatchCompany();
  const form = useZodForm(companyWatchlistBodySchema, { source: 'greenhouse', board: '' });

  const submit = (body: CompanyWatchlistBody) => {
    watch.mutate(body, {
      onSuccess: (entry) => {
        form.resetField('board');
        toast({ title: 'Company Added', description: `Syncing ${entry.source}:${entry.board} now` });
      },
      onError: (e) => {
        showServerErrors(form, e);
        toastFailure('Update Failed', e);
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Companies to watch</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Add a company's public job board; its postings are synced with the others and matched for you.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Form form={form} onSubmit={submit} className="grid gap-3 sm:grid-cols-[16rem_minmax(0,1fr)_auto] sm:items-end">
          <Field name="source" label="Job board">
            {(p) => (
              <Select {...p}>
                {WATCHLIST_SOURCES.map((s) => (
                  <option key={s} value={s}>
                    {SOURCE_LABELS[s]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field name="board" label="Board (company token)">
            {(p) => <Input {...p} maxLength={100} placeholder="e.g. gitlab" />}
          </Field>
          <Button type="submit" disabled={watch.isPending}>
            Watch company
          </Button>
        </Form>
        {boards.data && boards.data.length > 0 ? (
          <ul aria-label="Watched companies" className="grid gap-2">
            {boards.data.map((b) => (
              <li
                key={b.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-800"
              >
                <span className="min-w-0 break-words">
                  <strong>
                    {b.source}:{b.board}
                  </strong>{' '}
                  <span className="text-slate-600 dark:text-slate-400">
                    {b.lastSyncError
                      ? `· ${b.lastSyncError}`
                      : b.lastSyncedAt
                        ? `· ${formatNumber(b.openPostings)} open postings`
                        : '· syncing…'}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Stop watching ${b.source}:${b.board}`}
                  onClick={() => unwatch.mutate(b.id, { onError: (e) => toastFailure('Deletion Failed', e) })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">No companies watched yet.</p>
        )}
      </CardContent>
    </Card>
  );
}
