import type { PersonaName } from '@careerloom/contract';
import { useState } from 'react';
import { displayName, readAssistantName, readPersona, storeAssistantName, storePersona } from '../lib/chat-preferences';

/** The persona and the assistant's name, remembered in local storage as they change. */
export function useChatPreferences() {
  const [persona, setPersonaState] = useState<PersonaName>(readPersona);
  const [nameInput, setNameInput] = useState<string>(readAssistantName);
  return {
    persona,
    setPersona: (p: PersonaName) => {
      storePersona(p);
      setPersonaState(p);
    },
    /** What the name field shows, possibly blank while the user edits it. */
    nameInput,
    setNameInput: (value: string) => {
      storeAssistantName(value);
      setNameInput(value);
    },
    /** The name in use: the typed one, or the default when blank. */
    assistantName: displayName(nameInput),
  };
}
