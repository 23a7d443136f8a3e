import type { ChatSource, PersonaName, UserProfile } from '@careerloom/contract';

/** One turn of earlier conversation given to an engine for context. */
export type HistoryTurn = { role: 'user' | 'assistant'; content: string };

/** What the assistant is asked to answer. Plain values only: engines never see HTTP or sockets. */
export type AssistantRequest = {
  message: string;
  persona: PersonaName;
  profile: UserProfile;
  /** The name the user gave the assistant, when they changed the default. */
  assistantName?: string;
  /** The signed-in user's id, or null for a guest; tools use it to read that user's data. */
  userId: number | null;
  /** Most recent last; engines may use the last few turns. */
  history: HistoryTurn[];
  /** Aborted when the socket closes or the reply is no longer wanted. */
  signal?: AbortSignal;
};

/**
 * The pieces of a streamed reply, in order: any number of `delta`s, optionally `sources` (once,
 * at the end), and `offline` when a configured model failed and the embedded engine answered.
 */
export type AssistantEvent =
  | { type: 'delta'; text: string }
  | { type: 'sources'; sources: ChatSource[] }
  | { type: 'offline' };

/** An assistant engine: the embedded one, a language model, or the fallback chain of both. */
export interface AssistantEngine {
  readonly name: string;
  reply(request: AssistantRequest): AsyncIterable<AssistantEvent>;
}
