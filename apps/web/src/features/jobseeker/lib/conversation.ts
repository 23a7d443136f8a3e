import type { JobseekerChatResponse } from '@careerloom/contract';

export type ChatEntry =
  | { id: number; role: 'user'; text: string; status: 'sending' | 'answered' | 'failed'; failure?: string }
  | ({ id: number; role: 'assistant' } & JobseekerChatResponse);

export type Conversation = { entries: ChatEntry[]; nextId: number };

export type ConversationEvent =
  | { type: 'restored'; messages: ReadonlyArray<{ role: string; content: string }> }
  | { type: 'asked'; text: string }
  | { type: 'answered'; questionId: number; answer: JobseekerChatResponse }
  | { type: 'failed'; questionId: number; failure?: string };

export const EMPTY_CONVERSATION: Conversation = { entries: [], nextId: 1 };

/**
 * The conversation of the Chat tab. A question is shown at once as "sending"; its answer is placed
 * right after it, and a failure stays attached to the question so the user sees which one went
 * unanswered. Blank questions change nothing (part 2 section 5: chat ignores blank messages).
 */
export function conversationReducer(state: Conversation, event: ConversationEvent): Conversation {
  switch (event.type) {
    case 'restored': {
      // The stored thread (shared with the floating assistant) opens the tab, once, before any question.
      if (state.entries.length > 0) return state;
      const entries: ChatEntry[] = [];
      let id = state.nextId;
      for (const m of event.messages) {
        if (m.role === 'user') entries.push({ id: id++, role: 'user', text: m.content, status: 'answered' });
        else if (m.role === 'assistant')
          entries.push({ id: id++, role: 'assistant', response: m.content, suggestions: [], resources: [] });
      }
      return { entries, nextId: id };
    }
    case 'asked': {
      const text = event.text.trim();
      if (!text) return state;
      return {
        entries: [...state.entries, { id: state.nextId, role: 'user', text, status: 'sending' }],
        nextId: state.nextId + 1,
      };
    }
    case 'answered': {
      const at = state.entries.findIndex((e) => e.id === event.questionId);
      if (at < 0) return state;
      const entries = state.entries.map((e) =>
        e.id === event.questionId && e.role === 'user' ? { ...e, status: 'answered' as const } : e,
      );
      entries.splice(at + 1, 0, { id: state.nextId, role: 'assistant', ...event.answer });
      return { entries, nextId: state.nextId + 1 };
    }
    case 'failed':
      return {
        ...state,
        entries: state.entries.map((e) =>
          e.id === event.questionId && e.role === 'user'
            ? { ...e, status: 'failed' as const, ...(event.failure ? { failure: event.failure } : {}) }
            : e,
        ),
      };
  }
}
