import { describe, expect, it } from 'vitest';
import { conversationReducer, EMPTY_CONVERSATION } from './conversation';

const answer = { response: 'Use one column.', suggestions: ['More?'], resources: [{ name: 'ATS guide' }] };

describe('conversationReducer', () => {
  it('ignores blank questions', () => {
    expect(conversationReducer(EMPTY_CONVERSATION, { type: 'asked', text: '   \n ' })).toBe(EMPTY_CONVERSATION);
  });

  it('adds a trimmed question as sending, then places the answer right after it', () => {
    let state = conversationReducer(EMPTY_CONVERSATION, { type: 'asked', text: '  first  ' });
    state = conversationReducer(state, { type: 'asked', text: 'second' });
    expect(state.entries.map((e) => e.role === 'user' && e.text)).toEqual(['first', 'second']);
    state = conversationReducer(state, { type: 'answered', questionId: 1, answer });
    expect(state.entries.map((e) => e.id)).toEqual([1, 3, 2]);
    expect(state.entries[0]).toMatchObject({ role: 'user', status: 'answered' });
    expect(state.entries[1]).toMatchObject({ role: 'assistant', response: 'Use one column.' });
    expect(state.entries[2]).toMatchObject({ role: 'user', status: 'sending' });
    expect(state.nextId).toBe(4);
  });

  it('marks a failed question with the reason and leaves the rest as they were', () => {
    let state = conversationReducer(EMPTY_CONVERSATION, { type: 'asked', text: 'hello' });
    state = conversationReducer(state, { type: 'failed', questionId: 1, failure: 'Upgrade to use it.' });
    expect(state.entries).toEqual([
      { id: 1, role: 'user', text: 'hello', status: 'failed', failure: 'Upgrade to use it.' },
    ]);
    expect(conversationReducer(state, { type: 'answered', questionId: 99, answer })).toBe(state);
  });
});

describe('the stored thread', () => {
  it('opens the tab on the turns asked in either chat, once, before any question', () => {
    const restored = conversationReducer(EMPTY_CONVERSATION, {
      type: 'restored',
      messages: [
        { role: 'user', content: 'rewrite: handled complaints' },
        { role: 'assistant', content: 'Rewritten: ...' },
      ],
    });
    expect(restored.entries.map((e) => e.role)).toEqual(['user', 'assistant']);
    expect(restored.entries[1]).toMatchObject({ response: 'Rewritten: ...', suggestions: [] });
    const asked = conversationReducer(restored, { type: 'asked', text: 'make it shorter' });
    expect(conversationReducer(asked, { type: 'restored', messages: [] })).toBe(asked);
  });
});
