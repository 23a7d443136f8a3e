import { ExternalLink, WifiOff } from 'lucide-react';
import { FormattedText } from '../../../components/formatted-text';
import { Badge } from '../../../components/ui/badge';
import type { ChatEntry } from '../lib/conversation';

type ChatEntryViewProps = { entry: ChatEntry; onSuggestion: (text: string) => void; busy: boolean };

/** One message of the job seeker chat: the user's question, or an answer with its extras. */
export function ChatEntryView({ entry, onSuggestion, busy }: ChatEntryViewProps) {
  if (entry.role === 'user') {
    return (
      <li data-role="user" data-entry-id={entry.id} className="flex flex-col items-end gap-1">
        <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2 text-sm whitespace-pre-wrap break-words text-white">
          {entry.text}
        </p>
        {entry.status === 'failed' && (
          <p className="max-w-[85%] text-right text-xs text-red-600 dark:text-red-400">
            Not answered{entry.failure ? `: ${entry.failure}` : '.'}
          </p>
        )}
      </li>
    );
  }
  return (
    <li data-role="assistant" data-entry-id={entry.id} className="flex flex-col items-start gap-2">
      <div className="max-w-[92%] rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3 text-sm dark:bg-slate-800">
        {entry.offline && (
          <Badge
            variant="warning"
            className="mb-2 gap-1"
            title="The AI model was unavailable; the built-in engine answered"
          >
            <WifiOff className="h-3 w-3" aria-hidden="true" />
            Offline answer
          </Badge>
        )}
        <FormattedText text={entry.response} />
        {entry.resources.length > 0 && (
          <div className="mt-3 border-t border-slate-200 pt-2 dark:border-slate-700">
            <p className="text-xs font-semibold text-slate-600 dark:text-slate-300">Resources</p>
            <ul className="mt-1 space-y-1">
              {entry.resources.map((resource) => (
                <li key={resource.name}>
                  {resource.url ? (
                    <a
                      href={resource.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-1 font-medium text-brand-600 underline-offset-2 hover:underline dark:text-brand-100"
                    >
                      {resource.name}
                      <ExternalLink className="h-3 w-3" aria-hidden="true" />
                    </a>
                  ) : (
                    <span className="font-medium">{resource.name}</span>
                  )}
                  {resource.detail && <span className="text-slate-600 dark:text-slate-400"> — {resource.detail}</span>}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {entry.suggestions.length > 0 && (
        <ul aria-label="Suggested follow-up questions" className="flex max-w-[92%] flex-wrap gap-2">
          {entry.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <SuggestionChip text={suggestion} disabled={busy} onSend={onSuggestion} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A suggested question shown as a chip; clicking it sends it as the next message. */
export function SuggestionChip({
  text,
  disabled,
  onSend,
}: {
  text: string;
  disabled: boolean;
  onSend: (text: string) => void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onSend(text)}
      className="rounded-full border border-brand-500/40 bg-white px-3 py-1 text-left text-sm text-brand-700 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-brand-500/50 dark:bg-slate-900 dark:text-brand-100 dark:hover:bg-brand-500/15"
    >
      {text}
    </button>
  );
}
