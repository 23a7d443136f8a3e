import { type ReactNode, useEffect, useRef } from 'react';
import { FormattedText } from '../../../components/formatted-text';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { ChatEntry } from '../lib/chat-socket';
import { withoutSourcesLine } from './message-text';

type Props = {
  messages: readonly ChatEntry[];
  assistantName: string;
  /** Shown in place of the list while nothing has been said yet. */
  emptyState?: ReactNode;
};

/**
 * The conversation as a polite live log. A reply that is still streaming is hidden from screen
 * readers and its finished version is a new node, so the answer is announced once, complete.
 */
export function ChatMessageList({ messages, assistantName, emptyState }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const questionCount = useRef(0);

  // Follow new messages while the reader is at the bottom, but never scroll the latest question
  // out of view: a long answer is read from its start. A reader who scrolled up is left alone
  // until they send something.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the DOM is measured after each change of the messages
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const questions = el.querySelectorAll<HTMLElement>('li[data-role=user]');
    if (questions.length !== questionCount.current) pinned.current = true;
    questionCount.current = questions.length;
    if (!pinned.current) return;
    const question = questions[questions.length - 1];
    const bottom = el.scrollHeight - el.clientHeight;
    el.scrollTop = question ? Math.min(bottom, question.offsetTop - 12) : bottom;
  }, [messages]);

  const spoken = messages.some((m) => m.role !== 'system');
  return (
    <div
      ref={scroller}
      onScroll={(e) => {
        const el = e.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
      }}
      className="relative min-h-0 flex-1 overflow-y-auto px-4 py-4"
    >
      {!spoken && emptyState}
      <div role="log" aria-live="polite" aria-label="Conversation">
        <ol className="flex flex-col gap-3">
          {messages.map((m) => (
            <li
              key={m.kind === 'draft' ? `${m.id}:draft` : m.id}
              data-role={m.role}
              data-kind={m.kind}
              aria-hidden={m.kind === 'draft' ? true : undefined}
              className={cn('flex', m.role === 'user' && 'justify-end', m.role === 'system' && 'justify-center')}
            >
              {m.role === 'system' ? (
                <p className="max-w-[90%] rounded-full bg-slate-100 px-3 py-1 text-center text-xs text-slate-600 dark:bg-slate-800/70 dark:text-slate-400">
                  {m.content}
                </p>
              ) : (
                <Bubble message={m} assistantName={assistantName} />
              )}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

function Bubble({ message: m, assistantName }: { message: ChatEntry; assistantName: string }) {
  const mine = m.role === 'user';
  return (
    <div
      className={cn(
        'rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed shadow-sm',
        mine ? 'max-w-[85%]' : 'max-w-[94%]',
        mine
          ? 'rounded-br-md bg-brand-600 text-white'
          : 'rounded-bl-md border border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100',
        m.kind === 'interim' && 'border-dashed italic text-slate-600 shadow-none dark:text-slate-300',
      )}
    >
      <span className="sr-only">{mine ? 'You: ' : `${assistantName}: `}</span>
      <FormattedText text={m.sources?.length ? withoutSourcesLine(m.content) : m.content} />
      {m.kind === 'draft' && (
        <span className="ml-0.5 inline-block h-3.5 w-1.5 animate-pulse bg-current align-middle" aria-hidden="true" />
      )}
      {(m.offline || (m.sources && m.sources.length > 0)) && (
        <div className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-700">
          {m.offline && (
            <Badge
              variant="warning"
              className="px-2 py-0 text-[10px] font-medium"
              title="Answered without the AI model"
            >
              offline answer
            </Badge>
          )}
          {m.sources && m.sources.length > 0 && (
            <div className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              <p className="font-semibold">Sources</p>
              <ul className="mt-0.5 list-disc space-y-0.5 pl-4">
                {m.sources.map((s) => (
                  <li key={s.ref} title={s.ref}>
                    {s.title}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
