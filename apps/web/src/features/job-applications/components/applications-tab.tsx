import {
  APPLICATION_MAIL_TEXTS,
  type ApplicationStatusResponse,
  COMPLETE_APPLICATION_LABEL,
} from '@careerloom/contract';
import { FileText, MailSearch } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { relativeTime } from '../../../lib/relative-time';
import { toast } from '../../../lib/toast-store';
import { useCheckMail, useMailSuggestions } from '../api/application-mail';
import { serverMessage, toastFailure } from '../lib/failure-toast';
import { APPLICATION_STATUS_LABELS, applicationStatusVariant } from '../lib/format';
import { MailSuggestions } from './mail-suggestions';
import { StatusSelect } from './status-select';

type Props = {
  status: ApplicationStatusResponse | undefined;
  error: unknown;
  now: Date;
  onOpen: (id: number) => void;
};

/**
 * Applications tab: every application the assistant prepared or sent, newest first, refreshed
 * every 10 s. `pending_input` offers 'Complete Application' (part 2 section 4), which opens the
 * receipt with the fields to finish, the employer's page and the timeline. Each row shows its
 * status and lets the user set it by hand; 'Check mail for updates' reads the employers' answers
 * from Gmail now, and messages about applications not in the list are offered to add.
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
      <CardHeader className="gap-3 sm:flex sm:items-start sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold">Applications</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Each keeps a receipt: the job as it was, the resume version used, and every answer with its confidence and
            evidence.
          </p>
        </div>
        <CheckMailButton />
      </CardHeader>
      <CardContent className="grid gap-6">
        <MailSuggestions />
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
                  <StatusSelect application={app} />
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

/**
 * Reads the employers' answers from Gmail now and says what changed. Offered only when the check
 * can run (Gmail connected and readable); otherwise it says what to connect or turn on, and where
 * (issue 35: it was offered without Gmail and ended in "Mail Check Failed").
 */
function CheckMailButton() {
  const check = useCheckMail();
  const state = useMailSuggestions().data?.mailCheck;
  if (!state) return null;
  if (state.state !== 'ready')
    return (
      <p role="note" className="flex max-w-sm items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
        <MailSearch className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          {state.state === 'disabled'
            ? 'Status updates from your mail are off: '
            : 'Connect Gmail to have your applications updated from employers’ replies. '}
          <Link
            href={state.state === 'disabled' ? paths.privacy : paths.intelligence}
            className="font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
          >
            {state.state === 'disabled'
              ? 'turn Gmail on in the Privacy Control Center'
              : state.state === 'needs_reconnect'
                ? 'Reconnect Gmail on the Intelligence page'
                : 'Connect Gmail on the Intelligence page'}
          </Link>
          .
        </span>
      </p>
    );
  return (
    <Button
      variant="outline"
      className="shrink-0 justify-self-start"
      disabled={check.isPending}
      onClick={() =>
        check.mutate(undefined, {
          onSuccess: (result) =>
            toast({
              title: APPLICATION_MAIL_TEXTS.checked.title,
              description: APPLICATION_MAIL_TEXTS.checked.description(result),
            }),
          onError: (error) => toastFailure(APPLICATION_MAIL_TEXTS.checkFailed.title, error),
        })
      }
    >
      {check.isPending ? (
        <Spinner label="Checking mail" className="h-4 w-4" />
      ) : (
        <MailSearch className="h-4 w-4" aria-hidden="true" />
      )}
      {APPLICATION_MAIL_TEXTS.checkMail}
    </Button>
  );
}
