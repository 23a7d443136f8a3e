import {
  ASSISTANT_NAME_STORAGE_KEY,
  DEFAULT_ASSISTANT_NAME,
  DEFAULT_PERSONA,
  DEFAULT_PROFILE_ROLE,
  PERSONA_NAMES,
  PERSONA_STORAGE_KEY,
  type PersonaName,
  PROFILE_STORAGE_KEYS,
  type UserProfile,
} from '@careerloom/contract';

/**
 * The assistant's settings kept in the browser (part 1 section 3): the persona, the assistant's
 * name, and the profile sent with each message. Storage can be unavailable (private modes,
 * blocked cookies); then the defaults apply and nothing is remembered.
 */
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // not remembered; the choice still applies to this page
  }
}

export function readPersona(): PersonaName {
  const stored = read(PERSONA_STORAGE_KEY);
  return (PERSONA_NAMES as readonly string[]).includes(stored ?? '') ? (stored as PersonaName) : DEFAULT_PERSONA;
}

export function storePersona(persona: PersonaName) {
  write(PERSONA_STORAGE_KEY, persona);
}

/** The name as the user typed it; empty means the default name. */
export function readAssistantName(): string {
  return read(ASSISTANT_NAME_STORAGE_KEY) ?? DEFAULT_ASSISTANT_NAME;
}

export function storeAssistantName(name: string) {
  write(ASSISTANT_NAME_STORAGE_KEY, name.trim() ? name.trim() : null);
}

/** The name shown and spoken: the typed one, or the default when it is blank. */
export function displayName(name: string): string {
  return name.trim() || DEFAULT_ASSISTANT_NAME;
}

/** The profile of part 1 section 3; role defaults to jobSeeker, empty values are left out. */
export function readProfile(): UserProfile {
  const profile: UserProfile = { role: DEFAULT_PROFILE_ROLE };
  for (const [field, key] of Object.entries(PROFILE_STORAGE_KEYS) as Array<[keyof UserProfile, string]>) {
    const value = read(key)?.trim();
    // The contract caps each field; a longer stored value is cut rather than refused by the server.
    if (value) profile[field] = value.slice(0, field === 'role' ? 60 : field === 'visaRequirements' ? 200 : 120);
  }
  return profile;
}
