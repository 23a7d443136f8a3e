import { type ApplicationStatusResponse, COMPLETE_APPLICATION_LABEL } from '@careerloom/contract';
import { FileText } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { relativeTime } from '../../../lib/relative-time';
import { serverMessage } from '../lib/failure-toast';
import { APPLICATION_STATUS_LABELS, applicationStatusVariant } from '../lib/format';

type Props = {
  status: ApplicationStatusResponse | undefined;
  error: unknown;
  now: Date;
  onOpen: (id: number) => void;
};

/**
 * Applications tab: every application the assistant prepared or sent, newest first, refreshed
 * every 10 s. `pending_input` offers 'Complete Application' (part 2 section 4), which opens the
 * receipt with the fields to finish and the employer's page.
 */
export function ApplicationsTab({ status, error, now, onOpen }: Props) {
  if (!status && error)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        Could not load your applications: {serverMessage(error)}
      </p>
    );
  if (!status) return <Spinner label="Loading applications" className="h-6 w-6 text-brand-600" />;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Applications</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Each keeps a receipt: the job as it was, the resume version used, and every answer with its confidence and
          evidence.
        </p>
      </CardHeader>
      <CardContent>
        {status.applications.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No applications yet. Auto-fill one from a match or a job link in the AI Automation tab.
          </p>
        ) : (
          <ul aria-label="Your applications" className="grid gap-3">
            {status.applications.map((app) => (
              <li
                key={app.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {app.jobTitle}{' '}
                    <span className="font-normal text-slate-600 dark:text-slate-400">at {app.company}</span>
                  </p>
                  <p className="text-slate-600 dark:text-slate-400">
                    Confidence {app.confidence}% ·{' '}
                    {app.submittedAt
                      ? `submitted ${relativeTime(app.submittedAt, now)}`
                      : `prepared ${relativeTime(app.createdAt, now)}`}
                    {app.pendingQuestions > 0 &&
                      ` · ${app.pendingQuestions} field${app.pendingQuestions === 1 ? '' : 's'} to complete`}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={applicationStatusVariant(app.status)}>
                    {APPLICATION_STATUS_LABELS[app.status] ?? app.status}
                  </Badge>
                  {app.status === 'pending_input' ? (
                    <Button size="sm" onClick={() => onOpen(app.id)}>
                      {COMPLETE_APPLICATION_LABEL}
                    </Button>
                  ) : (
                    <Button size="sm" variant="outline" onClick={() => onOpen(app.id)}>
                      <FileText className="h-4 w-4" aria-hidden="true" />
                      Receipt
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
