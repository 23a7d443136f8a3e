import { FREE_CHAT_DELAY_TEXT, FREE_TOASTS } from '@careerloom/contract';
import { Clock, SendHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedText } from '../../../components/formatted-text';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import { userFacingMessage } from '../../../lib/user-facing-message';
import { useSendFreeChat } from '../api/send-free-chat';
import { failureMessage, isQuotaError } from '../lib/failure-message';

type ChatEntry = { id: number; from: 'you' | 'assistant' | 'error'; text: string };

const STARTERS = [
  'How do I make my resume pass ATS screening?',
  'What should I ask at the end of an interview?',
  'How do I explain a career gap?',
];

/**
 * The AI Chat tab: one question at a time to the free chat. Send is disabled while the message is
 * blank or an answer is on its way (part 2 section 5); a spent quota shows the server's message
 * with its reset time in the conversation itself, where the user is looking. `delayed`: the
 * user's plan is the free tier (or a guest's), whose answers wait the stated 2 seconds.
 */
export function FreeChatTab({ onAction, delayed }: { onAction: () => void; delayed: boolean }) {
  const chat = useSendFreeChat();
  const [message, setMessage] = useState('');
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const nextId = useRef(0);
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const delayId = useId();

  // Keep the newest message in view inside the scrolling conversation, not the page.
  const pending = chat.isPending;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message or the wait indicator appears
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries.length, pending]);

  const add = (from: ChatEntry['from'], text: string) =>
    setEntries((list) => [...list, { id: nextId.current++, from, text }]);

  const ask = (text: string) => {
    const question = text.trim();
    if (!question || chat.isPending) return;
    add('you', question);
    setMessage('');
    chat.mutate(question, {
      onSuccess: ({ response, upgrade_suggestion }) => {
        add('assistant', response);
        if (upgrade_suggestion) toast({ title: FREE_TOASTS.upgradeTitle, description: upgrade_suggestion });
      },
      onError: (error) => {
        // In the conversation the plain reason reads best; the toast keeps the status (rulings "Errors").
        add('error', userFacingMessage(error, { status: false, fallback: FREE_TOASTS.chatFailed }));
        if (!isQuotaError(error)) setMessage(question);
        toast({
          title: FREE_TOASTS.loadErrorTitle,
          description: failureMessage(error, FREE_TOASTS.chatFailed),
          variant: 'destructive',
        });
      },
      onSettled: onAction,
    });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask(message);
  };

  return (
    <div className="grid gap-4">
      <div
        ref={logRef}
        role="log"
        aria-label="Conversation"
        aria-live="polite"
        className="grid max-h-[28rem] min-h-48 content-start gap-3 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-950/40"
      >
        {entries.length === 0 && (
          <div className="text-sm text-slate-600 dark:text-slate-400">
            <p>Ask a career question: resumes, interviews, job search, salaries or a career change.</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {STARTERS.map((starter) => (
                <button
                  key={starter}
                  type="button"
                  onClick={() => ask(starter)}
                  disabled={chat.isPending}
                  className="rounded-full border border-slate-300 bg-white px-3 py-1 text-left text-xs hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
                >
                  {starter}
                </button>
              ))}
            </div>
          </div>
        )}
        {entries.map((entry) => (
          <ChatBubble key={entry.id} entry={entry} />
        ))}
        {chat.isPending && (
          <div className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Spinner label="Waiting for the answer" />
            Thinking…
          </div>
        )}
      </div>

      <form onSubmit={submit} className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          Your question
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            placeholder="e.g. How do I prepare for a product manager interview?"
            autoComplete="off"
            maxLength={4000}
            aria-describedby={delayId}
            className="min-w-0 flex-1"
          />
          <Button type="submit" disabled={!message.trim() || chat.isPending} className="shrink-0">
            <SendHorizontal className="h-4 w-4" aria-hidden="true" />
            Send
          </Button>
        </div>
        <p id={delayId} className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
          <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          {/* The stated delay is the free tier's (part 2 section 9); the server applies it only there. */}
          {delayed ? FREE_CHAT_DELAY_TEXT : 'Answered without delay on your plan.'}
        </p>
      </form>
    </div>
  );
}

function ChatBubble({ entry }: { entry: ChatEntry }) {
  if (entry.from === 'error') {
    return (
      <div
        role="alert"
        data-from="error"
        className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
      >
        {entry.text}
      </div>
    );
  }
  const mine = entry.from === 'you';
  return (
    <div data-from={entry.from} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[90%] rounded-lg px-3 py-2 text-sm sm:max-w-[80%]',
          mine
            ? 'bg-brand-600 text-white'
            : 'border border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
        {mine ? <p className="break-words whitespace-pre-wrap">{entry.text}</p> : <FormattedText text={entry.text} />}
      </div>
    </div>
  );
}
