import { type Persona, personaByName, SPEECH } from '@careerloom/contract';

/** What the fallback needs of a voice; the browser's `SpeechSynthesisVoice` satisfies it. */
export type VoiceLike = Pick<SpeechSynthesisVoice, 'name' | 'lang' | 'default'>;

const normalizeLang = (lang: string) => lang.replace('_', '-').toLowerCase();

/**
 * The browser voice for a persona, English only (part 1 section 9): a voice named after the persona
 * first, then one of the persona's own language (en-US or en-GB; the browser's default among them
 * first), then any English voice. Null when the browser offers no English voice, in which case the
 * utterance's `lang` still asks for English.
 */
export function pickBrowserVoice<V extends VoiceLike>(voices: readonly V[], persona: Persona): V | null {
  const english = voices.filter((v) => normalizeLang(v.lang).startsWith('en'));
  const byName = english.find((v) => v.name.toLowerCase().includes(persona.name.toLowerCase()));
  if (byName) return byName;
  const lang = normalizeLang(persona.lang);
  const sameLang = english.filter((v) => normalizeLang(v.lang) === lang);
  return sameLang.find((v) => v.default) ?? sameLang[0] ?? english.find((v) => v.default) ?? english[0] ?? null;
}

/**
 * Speaks with `window.speechSynthesis` at the persona's browser rate and pitch, volume 1. Calls
 * `onDone` when the utterance ends or fails; returns false when the browser cannot speak at all.
 */
export function speakWithBrowserVoice(text: string, personaName: string, onDone: (error?: unknown) => void): boolean {
  const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return false;
  const persona = personaByName(personaName);
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = persona.browserRate;
  utterance.pitch = persona.browserPitch;
  utterance.volume = SPEECH.volume;
  utterance.lang = persona.lang;
  const voice = pickBrowserVoice(synth.getVoices(), persona);
  if (voice) utterance.voice = voice;
  utterance.onend = () => onDone();
  utterance.onerror = (event) => onDone(event.error ?? event);
  synth.cancel();
  synth.speak(utterance);
  return true;
}

export function cancelBrowserVoice(): void {
  if (typeof window !== 'undefined') window.speechSynthesis?.cancel();
}
