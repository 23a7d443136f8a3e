import type { BaseLogger } from 'pino';
import type { z } from 'zod';
import { loadAiSdk } from './ai-sdk';
import { type ModelConfig, resolveLanguageModel } from './language-model';
import { modelDeadline } from './model-deadline';

/** Characters of the user's resume and of the job sent in one prompt: bounds cost and time. */
export const MAX_PROMPT_PART_CHARS = 6_000;
/** Characters of drafted text accepted back; a model that runs on is cut here. */
const MAX_DRAFT_CHARS = 8_000;
/** The whole draft may take this many times `timeoutMs` (first token and gaps: `timeoutMs` each). */
const TOTAL_TIMEOUT_FACTOR = 2;

/** What to draft: the instructions and the material, kept apart so user text never becomes instructions. */
export type DraftRequest = { system: string; prompt: string; signal?: AbortSignal };

/** The model did not give a usable answer: broken JSON, the wrong shape, a tool call, or nothing. */
export class DraftUnusableError extends Error {
  override readonly name = 'DraftUnusableError';
}

/**
 * Drafting with the configured language model, for the career engine's texts (cover letters,
 * application answers, interview guidance, bullet rewrites) and the job re-rank. Every call either
 * returns the model's complete answer or throws: an HTTP or stream error, a time-out
 * (`ModelTimeoutError`), a stream cut half-way, or an answer that is not what was asked for
 * (`DraftUnusableError`). Callers fall back to the deterministic engine on any throw, and pass
 * drafted prose through the evidence check before anyone sees it.
 */
export interface ModelDrafter {
  readonly name: string;
  /** The model's plain-text answer. */
  text(request: DraftRequest): Promise<string>;
  /** The model's answer as JSON of `schema` (a fenced ```json block is accepted). */
  json<T>(schema: z.ZodType<T>, request: DraftRequest): Promise<T>;
}

/** Clips a prompt part to `max` characters, on a line break when one is near. */
export function clipForPrompt(text: string, max = MAX_PROMPT_PART_CHARS): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.lastIndexOf('\n', max);
  return `${t.slice(0, cut > max * 0.8 ? cut : max)}\n[...]`;
}

/**
 * A drafter over the configured model, or undefined for `AI_PROVIDER=local` (the deterministic
 * engine answers alone). Throws `ModelConfigError` like the chat engine for a configuration that
 * cannot work, so a bad deployment fails at start.
 */
export function createModelDrafter(ai: ModelConfig, logger?: BaseLogger): ModelDrafter | undefined {
  if (ai.provider === 'local') return undefined;
  const loadModel = resolveLanguageModel(ai);
  const timeoutMs = ai.timeoutMs;
  const name = `model:${ai.provider}`;

  async function text(request: DraftRequest): Promise<string> {
    // The SDK loads on the first draft (decision 039): before the model's clock starts, since the
    // time-out is the model's to keep, not our own modules'.
    const [{ streamText }, model] = await Promise.all([loadAiSdk(), loadModel()]);
    const deadline = modelDeadline(timeoutMs, timeoutMs * TOTAL_TIMEOUT_FACTOR, request.signal);
    const started = Date.now();
    try {
      const result = streamText({
        model,
        system: request.system,
        prompt: request.prompt,
        maxRetries: 0,
        temperature: 0.3,
        abortSignal: deadline.signal,
        // Errors come as `error` parts; the default handler would print the request (resume text).
        onError: () => {},
      });
      let out = '';
      let finished = false;
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta' || part.type === 'reasoning-delta' || part.type === 'tool-input-delta') {
          deadline.heard();
          if (part.type === 'text-delta') out += part.text;
          if (out.length > MAX_DRAFT_CHARS) throw new DraftUnusableError('the draft ran past its length limit');
        } else if (part.type === 'error') {
          throw deadline.timedOut ?? part.error;
        } else if (part.type === 'abort') {
          throw deadline.timedOut ?? new Error('language model stream aborted');
        } else if (part.type === 'tool-call' || part.type === 'tool-error') {
          // No tools are offered here: a tool call is a model that misunderstood the task.
          throw new DraftUnusableError('the model answered with a tool call');
        } else if (part.type === 'finish') {
          // Only a clean stop is a whole answer: a stream cut half-way, or one that ran out of
          // tokens ("length"), is half a letter.
          finished = part.finishReason === 'stop';
        }
      }
      if (deadline.timedOut) throw deadline.timedOut;
      if (!finished) throw new DraftUnusableError('the model stream ended before the answer was complete');
      if (!out.trim()) throw new DraftUnusableError('the model answered with no text');
      logger?.debug({ drafter: name, ms: Date.now() - started, chars: out.length }, 'model draft received');
      return out.trim();
    } catch (error) {
      const failure = deadline.timedOut ?? error;
      // By kind only: the AI SDK's errors carry the request, which holds the resume.
      logger?.warn(
        {
          drafter: name,
          errorName: failure instanceof Error ? failure.name : typeof failure,
          ms: Date.now() - started,
        },
        'model draft failed; the engine answers',
      );
      throw failure;
    } finally {
      deadline.dispose();
      if (!deadline.signal.aborted) deadline.abort();
    }
  }

  return {
    name,
    text,
    async json(schema, request) {
      const raw = await text(request);
      const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(raw)?.[1] ?? raw;
      const start = fenced.search(/[[{]/);
      let parsed: unknown;
      try {
        parsed = JSON.parse(start >= 0 ? fenced.slice(start) : fenced);
      } catch {
        logger?.warn({ drafter: name }, 'model answered broken JSON');
        throw new DraftUnusableError('the model answered with broken JSON');
      }
      const checked = schema.safeParse(parsed);
      if (!checked.success) {
        logger?.warn({ drafter: name, issues: checked.error.issues.length }, 'model JSON of the wrong shape');
        throw new DraftUnusableError('the model answered JSON of the wrong shape');
      }
      return checked.data;
    },
  };
}
