import {
  APPLICATION_MAIL_TEXTS,
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  MANUAL_APPLICATION_STATUSES,
} from '@careerloom/contract';
import { Select } from '../../../components/ui/form';
import { toast } from '../../../lib/toast-store';
import { useSetApplicationStatus } from '../api/applications';
import { toastFailure } from '../lib/failure-toast';

type ManualStatus = (typeof MANUAL_APPLICATION_STATUSES)[number];
const isManual = (s: string): s is ManualStatus => (MANUAL_APPLICATION_STATUSES as readonly string[]).includes(s);

/**
 * Sets an application's status by hand (e.g. after a phone call the mail never saw). The prepared
 * and auto-submitted states come only from the assistant and the extension, so they show as a
 * placeholder rather than a choice.
 */
export function StatusSelect({
  application,
}: {
  application: { id: number; jobTitle: string; company: string; status: ApplicationStatus };
}) {
  const update = useSetApplicationStatus();
  const current = isManual(application.status) ? application.status : '';
  return (
    // A fixed width: the control's base class fills its parent, and the row should not jump.
    <div className="w-52">
      <Select
        aria-label={`Update status for ${application.jobTitle} at ${application.company}`}
        value={current}
        disabled={update.isPending}
        className="h-9 text-sm"
        onChange={(event) => {
          const status = event.target.value;
          if (!isManual(status) || status === application.status) return;
          update.mutate(
            { id: application.id, status },
            {
              onSuccess: () =>
                toast({
                  title: APPLICATION_MAIL_TEXTS.statusUpdated.title,
                  description: `${application.jobTitle} at ${application.company}: ${APPLICATION_STATUS_LABELS[status]}`,
                }),
              onError: (error) => toastFailure(APPLICATION_MAIL_TEXTS.statusFailed.title, error),
            },
          );
        }}
      >
        {current === '' && (
          <option value="" disabled>
            Set status…
          </option>
        )}
        {MANUAL_APPLICATION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {APPLICATION_STATUS_LABELS[s]}
          </option>
        ))}
      </Select>
    </div>
  );
}
