import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../language-model/assistant-engine';

/** Every event of a reply, in order. */
export async function collect(events: AsyncIterable<AssistantEvent>): Promise<AssistantEvent[]> {
  const out: AssistantEvent[] = [];
  for await (const event of events) out.push(event);
  return out;
}

/** The text a reply streamed. */
export const textOf = (events: AssistantEvent[]) => events.map((e) => (e.type === 'delta' ? e.text : '')).join('');

/** A request with sensible defaults; tests override what they are about. */
export function assistantRequest(overrides: Partial<AssistantRequest> = {}): AssistantRequest {
  return {
    message: 'How do I answer behavioural questions?',
    persona: 'Calm',
    profile: {},
    userId: 7,
    history: [],
    ...overrides,
  };
}

export const replyOf = (engine: AssistantEngine, overrides: Partial<AssistantRequest> = {}) =>
  collect(engine.reply(assistantRequest(overrides)));
