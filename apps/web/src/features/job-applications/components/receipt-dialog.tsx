import { ADDED_FROM_MAIL_NOTE } from '@careerloom/contract';
import { ExternalLink } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/date-text';
import { webAddress } from '../../../lib/web-address';
import { useApplicationDetail } from '../api/applications';
import { serverMessage } from '../lib/failure-toast';
import { APPLICATION_STATUS_LABELS, applicationStatusVariant, percentOf } from '../lib/format';
import { ApplicationTimeline } from './application-timeline';
import { FilledFields } from './filled-fields';
import { StatusSelect } from './status-select';

const SOURCE_LABELS = {
  greenhouse: "the Greenhouse job board's question list",
  html_form: "the job page's application form",
  default_fields: 'the standard application fields (the page had no form we could read)',
  stored_posting: 'the posting as Careerloom stored it (the page could not be read)',
} as const;

/**
 * An application's receipt: what was prepared, from what, and why it was or was not sent; its
 * timeline (sent, then the employer's answers from the mail or set by hand) and its status.
 */
export function ReceiptDialog({
  id,
  thresholdPercent,
  onClose,
}: {
  id: number | null;
  thresholdPercent: number;
  onClose: () => void;
}) {
  const detail = useApplicationDetail(id);
  const app = detail.data;
  const jobPage = webAddress(app?.receipt.job.url);
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={app ? `${app.jobTitle} at ${app.company}` : 'Application'}
      description="The application's receipt"
    >
      {detail.isError && <p role="alert">{serverMessage(detail.error)}</p>}
      {!app && !detail.isError && <Spinner label="Loading receipt" className="h-6 w-6 text-brand-600" />}
      {app && (
        <div className="grid gap-4 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={applicationStatusVariant(app.status)}>{APPLICATION_STATUS_LABELS[app.status]}</Badge>
            <span>Overall confidence {percentOf(app.receipt.overallConfidence)}</span>
            <StatusSelect application={app} />
          </div>
          <h3 className="font-semibold">Timeline</h3>
          <ApplicationTimeline steps={app.timeline} />
          <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 gap-y-1.5">
            <dt className="text-slate-600 dark:text-slate-400">Prepared</dt>
            <dd>{formatDateTime(app.receipt.preparedAt)}</dd>
            <dt className="text-slate-600 dark:text-slate-400">Form read from</dt>
            <dd>
              {app.receipt.submission.note === ADDED_FROM_MAIL_NOTE
                ? 'No form: added from your mail'
                : SOURCE_LABELS[app.receipt.job.source]}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Resume version</dt>
            <dd>{app.receipt.resumeVersion === null ? 'No resume stored' : `Version ${app.receipt.resumeVersion}`}</dd>
            <dt className="text-slate-600 dark:text-slate-400">Submission</dt>
            <dd>{app.receipt.submission.note}</dd>
          </dl>
          {jobPage && (
            <a
              href={jobPage}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-100"
            >
              Open the employer's application page
              <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
          {app.receipt.job.descriptionExcerpt && (
            <details>
              <summary className="cursor-pointer font-medium">Job as it was when prepared</summary>
              <p className="mt-2 whitespace-pre-wrap text-slate-600 dark:text-slate-400">
                {app.receipt.job.descriptionExcerpt}
              </p>
            </details>
          )}
          <h3 className="font-semibold">Answers</h3>
          <FilledFields
            fields={app.receipt.answers}
            questions={app.receipt.personalizedQuestions}
            thresholdPercent={thresholdPercent}
          />
        </div>
      )}
    </Dialog>
  );
}
