import type { BaseLogger } from 'pino';
import { loadedAiSdk } from '../language-model/ai-sdk';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../language-model/assistant-engine';
import { ModelTimeoutError } from '../language-model/model-deadline';

/**
 * Appended when the model breaks off mid-reply. Plain and honest: the user already read part of
 * a model answer, and a second answer from another engine glued to it would read as nonsense.
 */
export const INTERRUPTED_NOTE =
  '\n\n(The connection to the language model dropped, so this answer stops here. Ask again if you need the rest.)';

/** The primary finished without a word; treated like a failure, since the user would get nothing. */
export class EmptyReplyError extends Error {
  override readonly name = 'EmptyReplyError';
  constructor() {
    super('the engine finished without any text');
  }
}

/**
 * Runs `primary` (the language model) and falls back to `fallback` (the embedded engine) for this
 * reply when the primary cannot answer:
 *
 * - It throws, errors, times out or ends empty BEFORE any text: a warning is logged, `offline` is
 *   emitted first (the UI shows its 'offline answer' marker), then the fallback's whole reply.
 * - It fails AFTER some text: the reply ends with what was said plus `INTERRUPTED_NOTE`, and NO
 *   `offline` event. `offline` means "the embedded engine answered instead" (see the contract's
 *   `ChatMessage.offline`); here the words are the model's, and the note already tells the user
 *   the answer was cut. Replaying on the fallback would append a second, unrelated answer.
 * - The caller aborts (`request.signal`): the reply just stops; nobody is waiting for a fallback.
 *
 * Logs carry the engine names, a failure reason, the HTTP status or network error code and the
 * elapsed time only: never the message, the profile, the error's message or its request body
 * (AI SDK errors hold the whole prompt), nor any key. A failing fallback propagates to the caller.
 */
export function createFallbackEngine(
  primary: AssistantEngine,
  fallback: AssistantEngine,
  logger: BaseLogger,
): AssistantEngine {
  return {
    name: `fallback(${primary.name},${fallback.name})`,
    async *reply(request: AssistantRequest): AsyncIterable<AssistantEvent> {
      const started = Date.now();
      let spoke = false;
      let failure: unknown;
      try {
        for await (const event of primary.reply(request)) {
          if (event.type === 'delta' && event.text.length > 0) spoke = true;
          yield event;
        }
        if (spoke || request.signal?.aborted) return;
        failure = new EmptyReplyError();
      } catch (error) {
        failure = error;
      }
      if (request.signal?.aborted) return;

      const fields = { engine: primary.name, ...describeFailure(failure), ms: Date.now() - started };
      if (spoke) {
        logger.warn(fields, 'language model failed mid-reply; ending the reply with a note');
        yield { type: 'delta', text: INTERRUPTED_NOTE };
        return;
      }
      logger.warn({ ...fields, fallback: fallback.name }, 'language model failed; the fallback engine answers');
      yield { type: 'offline' };
      yield* fallback.reply(request);
    },
  };
}

/**
 * Loggable facts about an engine failure, chosen field by field so that nothing from the prompt,
 * the response body or the credentials can reach the log.
 */
export function describeFailure(error: unknown): Record<string, string | number> {
  if (error instanceof ModelTimeoutError) return { reason: 'timeout', phase: error.phase, timeoutMs: error.ms };
  if (error instanceof EmptyReplyError) return { reason: 'empty' };
  // An HTTP error of the AI SDK (loaded whenever a model has been called).
  const sdk = loadedAiSdk();
  if (sdk?.APICallError.isInstance(error) && error.statusCode !== undefined) {
    return { reason: 'http', status: error.statusCode };
  }
  const code = networkCode(error);
  if (code) return { reason: 'network', code };
  return { reason: 'error', errorName: error instanceof Error ? error.name : typeof error };
}

/** A system error code (ECONNREFUSED, ECONNRESET ...) anywhere in the cause chain. */
function networkCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Object; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
