import type { ChatSource } from '@careerloom/contract';
import type { AssistantEngine, AssistantRequest } from '../language-model/assistant-engine';

export type CollectedReply = { text: string; sources: ChatSource[]; offline: boolean };

/** Runs an engine to the end for endpoints that answer in one JSON body rather than a stream. */
export async function collectReply(engine: AssistantEngine, request: AssistantRequest): Promise<CollectedReply> {
  let text = '';
  let sources: ChatSource[] = [];
  let offline = false;
  for await (const event of engine.reply(request)) {
    if (event.type === 'delta') text += event.text;
    else if (event.type === 'sources') sources = event.sources;
    else offline = true;
  }
  return { text: text.trim(), sources, offline };
}
