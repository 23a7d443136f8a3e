import type { PersonaName } from '@careerloom/contract';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { readProfile } from '../lib/chat-preferences';
import { ChatClient, type ChatSnapshot } from '../lib/chat-socket';

type Options = {
  /** Connects once true; stays connected until unmount so replies keep arriving with the panel shut. */
  active: boolean;
  assistantName: string;
  persona: PersonaName;
  speak: (text: string, persona: PersonaName) => void;
  stopSpeaking: () => void;
};

/** One chat client per mounted launcher, rendered through `useSyncExternalStore`. */
export function useChatClient({ active, assistantName, persona, speak, stopSpeaking }: Options): {
  client: ChatClient;
  snapshot: ChatSnapshot;
} {
  // The client reads the latest settings and callbacks through refs, so it is created once.
  const latest = useRef({ assistantName, persona, speak, stopSpeaking });
  useLayoutEffect(() => {
    latest.current = { assistantName, persona, speak, stopSpeaking };
  });
  const [client] = useState(
    () =>
      new ChatClient({
        getAssistantName: () => latest.current.assistantName,
        getPersona: () => latest.current.persona,
        getProfile: readProfile,
        onSpeak: (text, p) => latest.current.speak(text, p),
        onStopSpeaking: () => latest.current.stopSpeaking(),
        onLog: (event, detail) => {
          // Connection trouble is only logged, never shown (part 1 section 8).
          if (import.meta.env.DEV) {
            // biome-ignore lint/suspicious/noConsole: the spec's "logged only" in development
            console.debug('[chat]', event, detail ?? '');
          }
        },
      }),
  );
  useEffect(() => {
    if (!active) return;
    client.start();
    return () => client.stop();
  }, [active, client]);
  const snapshot = useSyncExternalStore(client.subscribe, client.getSnapshot, client.getSnapshot);
  return { client, snapshot };
}
