import { DEFAULT_ASSISTANT_NAME, type PersonaName } from '@careerloom/contract';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Mic, MicOff, SendHorizontal, Settings2, Trash2, VolumeX, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/form';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast-store';
import { useClearChatHistory } from '../api/clear-chat-history';
import type { ChatClient, ChatSnapshot } from '../lib/chat-socket';
import { useVoiceInput } from '../speech/use-voice-input';
import { ChatMessageList } from './chat-message-list';
import { ChatSettings } from './chat-settings';
import { ConnectionStatus } from './connection-status';

const SUGGESTIONS = [
  'How do I get my resume past ATS screening?',
  'Help me prepare for a behavioural interview',
  'How should I negotiate a job offer?',
];

export type ChatPanelProps = {
  client: ChatClient;
  snapshot: ChatSnapshot;
  assistantName: string;
  nameInput: string;
  onNameChange: (name: string) => void;
  persona: PersonaName;
  onPersonaChange: (persona: PersonaName) => void;
  speaking: boolean;
  onStopSpeaking: () => void;
};

/**
 * The chat of part 1: the conversation, text and voice input, stop speaking, clear, persona and
 * name settings, and the connection state. Rendered inside the launcher's dialog.
 */
export function ChatPanel(props: ChatPanelProps) {
  const { client, snapshot, assistantName, speaking, onStopSpeaking } = props;
  const [text, setText] = useState('');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const settingsId = useId();
  const voiceErrorId = useId();
  const clearHistory = useClearChatHistory();
  const voice = useVoiceInput({ onTranscript: (transcript: string) => client.send(transcript) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (client.send(text)) setText('');
    input.current?.focus();
  };

  const clear = () =>
    clearHistory.mutate(undefined, {
      onSuccess: () => client.clear(),
      onError: () =>
        toast({ title: 'Could not clear messages', description: 'Please try again.', variant: 'destructive' }),
    });

  // Square icon buttons: written out, because the size classes of `buttonClasses` carry padding.
  const iconButton =
    'inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-slate-800';
  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex items-start gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <div className="min-w-0 flex-1">
          <DialogPrimitive.Title className="truncate text-base font-semibold">
            {assistantName} assistant
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            Ask career questions by text or voice; answers are read aloud.
          </DialogPrimitive.Description>
          <ConnectionStatus status={snapshot.status} onReconnect={() => client.reconnect()} />
        </div>
        <div className="flex shrink-0 items-center">
          <button
            type="button"
            className={cn(iconButton, settingsOpen && 'bg-slate-100 dark:bg-slate-800')}
            aria-label="Assistant settings"
            aria-expanded={settingsOpen}
            aria-controls={settingsId}
            title="Assistant settings"
            onClick={() => setSettingsOpen((v) => !v)}
          >
            <Settings2 className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label="Stop speaking"
            title="Stop speaking"
            disabled={!speaking}
            onClick={onStopSpeaking}
          >
            <VolumeX className="h-4 w-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label="Clear messages"
            title="Clear messages"
            disabled={clearHistory.isPending}
            onClick={clear}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
          <DialogPrimitive.Close className={iconButton} aria-label="Close assistant" title="Close">
            <X className="h-4 w-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
      </header>

      <div id={settingsId} hidden={!settingsOpen}>
        {settingsOpen && (
          <ChatSettings
            persona={props.persona}
            onPersonaChange={props.onPersonaChange}
            nameInput={props.nameInput}
            onNameChange={props.onNameChange}
            defaultName={DEFAULT_ASSISTANT_NAME}
          />
        )}
      </div>

      <ChatMessageList
        messages={snapshot.messages}
        assistantName={assistantName}
        emptyState={
          <div className="mb-4 rounded-xl border border-dashed border-slate-300 p-4 text-sm dark:border-slate-700">
            <p className="font-medium">Hi, I’m {assistantName}, your career assistant.</p>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              Ask about resumes, interviews, salaries, job search or a career change. Try one of these:
            </p>
            <div className="mt-3 flex flex-col items-start gap-2">
              {SUGGESTIONS.map((s) => (
                <button
                  key={s}
                  type="button"
                  onClick={() => client.send(s)}
                  className="rounded-full border border-slate-300 px-3 py-1 text-left text-xs hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                >
                  {s}
                </button>
              ))}
            </div>
          </div>
        }
      />

      <form onSubmit={submit} className="border-t border-slate-200 px-3 py-3 dark:border-slate-800">
        <div className="flex items-center gap-2">
          <button
            type="button"
            aria-label="Voice input"
            aria-pressed={voice.listening}
            title={
              voice.supported
                ? voice.listening
                  ? 'Stop listening'
                  : 'Speak your question'
                : 'Voice input is not available'
            }
            disabled={!voice.supported}
            onClick={voice.toggle}
            className={cn(
              'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md border transition-colors disabled:cursor-not-allowed disabled:opacity-50',
              voice.listening
                ? 'animate-pulse border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800',
            )}
          >
            {voice.supported ? (
              <Mic className="h-4 w-4" aria-hidden="true" />
            ) : (
              <MicOff className="h-4 w-4" aria-hidden="true" />
            )}
          </button>
          <label htmlFor={`${settingsId}-message`} className="sr-only">
            Message
          </label>
          <Input
            ref={input}
            id={`${settingsId}-message`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={voice.listening ? 'Listening…' : `Ask ${assistantName} anything…`}
            autoComplete="off"
            data-chat-input=""
            maxLength={8000}
            aria-describedby={voice.error ? voiceErrorId : undefined}
            className="min-w-0 flex-1"
          />
          <Button type="submit" disabled={!text.trim()} className="shrink-0" aria-label="Send">
            <SendHorizontal className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">Send</span>
          </Button>
        </div>
        {voice.error && (
          <p id={voiceErrorId} role="alert" className="mt-2 text-xs text-red-600 dark:text-red-400">
            {voice.error}
          </p>
        )}
      </form>
    </div>
  );
}
