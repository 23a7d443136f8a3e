import * as DialogPrimitive from '@radix-ui/react-dialog';
import { MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useToasts } from '../../../lib/toast-store';
import { useChatHistory } from '../api/get-chat-history';
import { useChatClient } from '../hooks/use-chat-client';
import { useChatPreferences } from '../hooks/use-chat-preferences';
import { useTuckOnScroll } from '../hooks/use-tuck-on-scroll';
import { useSpeechOutput } from '../speech/use-speech-output';
import { ChatPanel } from './chat-panel';
import { speakableText } from './message-text';

/**
 * The floating assistant: a round button at the bottom right that opens the chat as a side sheet.
 * The connection starts at the first opening and stays up while the launcher is mounted, so a
 * reply still arrives (and is spoken) after the sheet is closed.
 */
export default function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const prefs = useChatPreferences();
  const speech = useSpeechOutput();
  const { client, snapshot } = useChatClient({
    active: opened,
    assistantName: prefs.assistantName,
    persona: prefs.persona,
    speak: (text, persona) => speech.speak(speakableText(text), persona),
    stopSpeaking: () => speech.stop(),
  });

  // The stored conversation (user or guest browser) is read at the first opening, so it survives reloads.
  // Applied once per client, so only data read after this opening counts: the /jobseeker Chat tab
  // reads the same thread and may hold an older copy, from before its own questions.
  const history = useChatHistory(opened);
  useEffect(() => {
    if (history.data && history.isFetchedAfterMount) client.setHistory(history.data.messages);
  }, [history.data, history.isFetchedAfterMount, client]);

  // Toasts sit at the bottom right too: the button moves up while one is shown.
  const toastShown = useToasts().some((t) => t.open);
  // On a phone it steps aside while the reader scrolls down, so it does not sit on the text.
  const tucked = useTuckOnScroll();

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setOpened(true);
      }}
    >
      <DialogPrimitive.Trigger
        aria-label="Open assistant"
        title={`Open ${prefs.assistantName}`}
        data-tucked={tucked || undefined}
        className={cn(
          'fixed right-4 z-40 flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-600/30 transition-[bottom,background-color,translate,opacity] duration-300 hover:bg-brand-700 sm:right-6 sm:h-14 sm:w-14',
          toastShown ? 'bottom-36' : 'bottom-4 sm:bottom-6',
          // Tucked below the screen edge on a phone; keyboard focus brings it back.
          tucked &&
            !toastShown &&
            'max-sm:pointer-events-none max-sm:translate-y-20 max-sm:opacity-0 max-sm:focus-visible:pointer-events-auto max-sm:focus-visible:translate-y-0 max-sm:focus-visible:opacity-100',
        )}
      >
        <MessageCircle className="h-6 w-6" aria-hidden="true" />
        {speech.speaking && (
          <span className="absolute inset-0 animate-ping rounded-full bg-brand-500/40" aria-hidden="true" />
        )}
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/30 backdrop-blur-[1px]" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full flex-col border-l border-slate-200 bg-white text-slate-900 shadow-2xl outline-none sm:max-w-md dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100"
          onOpenAutoFocus={(e) => {
            // Focus the message box rather than the first header button.
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>('[data-chat-input]')?.focus();
          }}
        >
          <ChatPanel
            client={client}
            snapshot={snapshot}
            assistantName={prefs.assistantName}
            nameInput={prefs.nameInput}
            onNameChange={prefs.setNameInput}
            persona={prefs.persona}
            onPersonaChange={prefs.setPersona}
            speaking={speech.speaking}
            onStopSpeaking={() => speech.stop()}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
