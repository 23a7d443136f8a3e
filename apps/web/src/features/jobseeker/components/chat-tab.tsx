import {
  GUESSED_JOB_TITLE_SOURCES,
  JOBSEEKER_TOASTS,
  type OpportunitySummary,
  tierAtLeast,
} from '@careerloom/contract';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/auth';
import { useChatHistory } from '../../assistant/api/get-chat-history';
import { useAskJobAssistant } from '../api/ask-job-assistant';
import { useOpportunitySummary } from '../api/get-opportunity-summary';
import { conversationReducer, EMPTY_CONVERSATION } from '../lib/conversation';
import { describeFailure, toastProblem } from '../lib/request-failure';
import { ChatEntryView, SuggestionChip } from './chat-entry';

/**
 * Questions to start from, so an empty conversation shows what the assistant is for. Where to
 * look names the person's own title when we know it (a nurse was offered 'remote developer jobs'),
 * and no job at all when we only guess one.
 */
export function chatStarters(summary: OpportunitySummary | undefined): string[] {
  const search = summary?.profileSearch;
  const own = search && !GUESSED_JOB_TITLE_SOURCES.includes(search.titleSource) ? search.jobTitle : null;
  return [
    'How do I make my resume pass ATS filters?',
    'How should I prepare for a behavioral interview?',
    own ? `Where should I look for ${own} jobs?` : 'Where should I look for jobs that fit my experience?',
  ];
}

/**
 * The full-page job seeker chat (rulings "Routes the spec leaves open"): one question at a time to
 * `POST /api/jobseeker/chat`, with suggestions that send themselves and resources as links.
 * It is the same conversation as the floating assistant's: it opens on the stored thread, and the
 * server reads and stores every turn there.
 */
export function ChatTab() {
  const [conversation, dispatch] = useReducer(conversationReducer, EMPTY_CONVERSATION);
  const [draft, setDraft] = useState('');
  const ask = useAskJobAssistant();
  const logRef = useRef<HTMLOListElement>(null);
  const blank = draft.trim() === '';
  const history = useChatHistory(true);
  const { user } = useCurrentUser();
  // The same request as the banner's (one cache entry); below the plan the starters name no job.
  const summary = useOpportunitySummary(user ? tierAtLeast(user.subscriptionTier, 'jobseeker') : false);
  const starters = chatStarters(summary.data);
  const stored = history.data?.messages;
  useEffect(() => {
    if (stored && stored.length > 0) dispatch({ type: 'restored', messages: stored });
  }, [stored]);

  // A new question or the typing line scrolls to the bottom; a new answer is brought in from its
  // question, so a long answer is read from its start rather than from its end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the entries change
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const last = conversation.entries.at(-1);
    const answer = last?.role === 'assistant' ? log.querySelector<HTMLElement>(`[data-entry-id="${last.id}"]`) : null;
    const question = answer?.previousElementSibling;
    log.scrollTop = question instanceof HTMLElement ? question.offsetTop - 16 : log.scrollHeight;
  }, [conversation.entries.length, ask.isPending]);

  const send = (text: string) => {
    const message = text.trim();
    if (!message || ask.isPending) return;
    const questionId = conversation.nextId;
    dispatch({ type: 'asked', text: message });
    setDraft('');
    ask.mutate(
      { message },
      {
        onSuccess: (answer) => dispatch({ type: 'answered', questionId, answer }),
        onError: (error) => {
          const failure = describeFailure(error);
          dispatch({ type: 'failed', questionId, ...(failure ? { failure: failure.message } : {}) });
          toastProblem(JOBSEEKER_TOASTS.chatErrorTitle, JOBSEEKER_TOASTS.chatError);
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };

  // Enter sends, Shift+Enter starts a new line, as in most chat apps.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(draft);
    }
  };

  return (
    <Card className="flex h-[min(70vh,40rem)] min-h-[26rem] flex-col">
      <ol
        ref={logRef}
        role="log"
        aria-label="Conversation with the job search assistant"
        aria-live="polite"
        className="relative flex-1 space-y-4 overflow-y-auto p-4 sm:p-6"
      >
        {conversation.entries.length === 0 && (
          <li className="rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
            <p className="font-medium">Ask anything about your job search.</p>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              Resumes, cover letters, interviews, where to look and how to follow up. Try one of these:
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {starters.map((starter) => (
                <SuggestionChip key={starter} text={starter} disabled={ask.isPending} onSend={send} />
              ))}
            </div>
          </li>
        )}
        {conversation.entries.map((entry) => (
          <ChatEntryView key={entry.id} entry={entry} onSuggestion={send} busy={ask.isPending} />
        ))}
        {ask.isPending && (
          <li className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            <Spinner label="Waiting for the answer" /> Thinking...
          </li>
        )}
      </ol>
      <form
        onSubmit={submit}
        className="flex items-end gap-2 border-t border-slate-200 p-3 sm:p-4 dark:border-slate-800"
      >
        <label htmlFor="jobseeker-chat-message" className="sr-only">
          Message
        </label>
        <Textarea
          id="jobseeker-chat-message"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={4000}
          placeholder="Ask about resumes, interviews or where to find jobs..."
          className="resize-none"
        />
        <Button type="submit" disabled={blank || ask.isPending} aria-label="Send">
          {ask.isPending ? <Spinner label="Sending" /> : <Send className="h-4 w-4" aria-hidden="true" />}
          <span className="hidden sm:inline">Send</span>
        </Button>
      </form>
    </Card>
  );
}
