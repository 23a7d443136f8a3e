import {
  APPLICATION_MAIL_KIND_LABELS,
  APPLICATION_MAIL_TEXTS,
  type ApplicationMailSuggestion,
} from '@careerloom/contract';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/date-text';
import { toast } from '../../../lib/toast-store';
import { useAcceptMailSuggestion, useDismissMailSuggestion, useMailSuggestions } from '../api/application-mail';
import { toastFailure } from '../lib/failure-toast';

const nameOf = (s: ApplicationMailSuggestion) => (s.jobTitle ? `${s.jobTitle} at ${s.company}` : s.company);

/**
 * Messages about applications Careerloom has no record of ("add this application?"): Add records
 * it with the status the message implies, Dismiss hides it for good. Nothing shows when there are
 * none.
 */
export function MailSuggestions() {
  const suggestions = useMailSuggestions();
  const accept = useAcceptMailSuggestion();
  const dismiss = useDismissMailSuggestion();
  const list = suggestions.data?.suggestions ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="mail-suggestions-heading" className="grid gap-2">
      <h3 id="mail-suggestions-heading" className="font-semibold">
        {APPLICATION_MAIL_TEXTS.suggestionsHeading}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Your mail mentions these applications, which are not in your list.
      </p>
      <ul aria-label="Applications found in your mail" className="grid gap-2">
        {list.map((s) => (
          <li
            key={s.id}
            aria-label={nameOf(s)}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-slate-300 p-3 text-sm dark:border-slate-700"
          >
            <div className="min-w-0">
              <p className="font-medium break-words">
                {nameOf(s)}{' '}
                <span className="font-normal text-slate-600 dark:text-slate-400">
                  · {APPLICATION_MAIL_KIND_LABELS[s.kind]}
                </span>
              </p>
              <p className="break-words text-xs text-slate-600 dark:text-slate-400">
                “{s.subject}” from {s.sender} · <time dateTime={s.receivedAt}>{formatDay(s.receivedAt)}</time>
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                aria-label={`Add ${nameOf(s)}`}
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(s.id, {
                    onSuccess: (app) =>
                      toast({
                        title: APPLICATION_MAIL_TEXTS.added.title,
                        description: `${app.jobTitle} at ${app.company}`,
                      }),
                    onError: (error) => toastFailure(APPLICATION_MAIL_TEXTS.addFailed.title, error),
                  })
                }
              >
                Add
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Dismiss ${nameOf(s)}`}
                disabled={dismiss.isPending}
                onClick={() =>
                  dismiss.mutate(s.id, {
                    onError: (error) => toastFailure(APPLICATION_MAIL_TEXTS.dismissFailed.title, error),
                  })
                }
              >
                Dismiss
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
