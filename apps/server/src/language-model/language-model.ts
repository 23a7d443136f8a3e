import type { LanguageModel } from 'ai';
import type { AppConfig } from '../config/config';

/** The AI part of the configuration, as `loadConfig` gives it. */
export type ModelConfig = AppConfig['ai'];

const DEFAULT_MODELS = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-haiku-4-5',
  ollama: 'llama3.1',
} as const;

/** The configuration cannot make a model (e.g. openai-compatible without a base URL). */
export class ModelConfigError extends Error {
  override readonly name = 'ModelConfigError';
}

/**
 * The language model the configuration names, as a loader: the configuration is checked now (a
 * `ModelConfigError` for one that cannot work, so a bad deployment fails at start), and the
 * provider's package is imported on the first call, when a reply or draft first needs the model
 * (see `ai-sdk.ts`). Every call answers the same model. Base URLs and keys are always passed
 * explicitly: the provider packages would otherwise read `OPENAI_API_KEY` and friends from
 * `process.env`, which only `config.ts` may read.
 *
 * OpenAI goes through Chat Completions (`.chat`) rather than the Responses API so the same
 * `AI_BASE_URL` works with the proxies and gateways that only speak Chat Completions.
 */
export function resolveLanguageModel(ai: ModelConfig): () => Promise<LanguageModel> {
  const create = modelFactory(ai);
  let model: Promise<LanguageModel> | undefined;
  return () => {
    model ??= create();
    return model;
  };
}

/** Checks the configuration and answers how to make its model. */
function modelFactory(ai: ModelConfig): () => Promise<LanguageModel> {
  switch (ai.provider) {
    case 'openai': {
      const apiKey = required(ai.apiKey, 'AI_API_KEY is required for AI_PROVIDER=openai');
      return async () => {
        const { createOpenAI } = await import('@ai-sdk/openai');
        return createOpenAI({ apiKey, baseURL: ai.baseUrl ?? 'https://api.openai.com/v1' }).chat(
          ai.model ?? DEFAULT_MODELS.openai,
        );
      };
    }
    case 'anthropic': {
      const apiKey = required(ai.apiKey, 'AI_API_KEY is required for AI_PROVIDER=anthropic');
      return async () => {
        const { createAnthropic } = await import('@ai-sdk/anthropic');
        return createAnthropic({ apiKey, baseURL: ai.baseUrl ?? 'https://api.anthropic.com/v1' })(
          ai.model ?? DEFAULT_MODELS.anthropic,
        );
      };
    }
    case 'openai-compatible': {
      const baseURL = required(ai.baseUrl, 'AI_BASE_URL is required for AI_PROVIDER=openai-compatible');
      const model = required(ai.model, 'AI_MODEL is required for AI_PROVIDER=openai-compatible');
      return async () => {
        const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
        return createOpenAICompatible({ name: 'openai-compatible', baseURL, apiKey: ai.apiKey }).chatModel(model);
      };
    }
    case 'ollama': {
      // Ollama serves the OpenAI-compatible API under /v1; accept AI_BASE_URL with or without it.
      const root = (ai.baseUrl ?? 'http://127.0.0.1:11434').replace(/\/+$/, '').replace(/\/v1$/, '');
      return async () => {
        const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
        return createOpenAICompatible({ name: 'ollama', baseURL: `${root}/v1`, apiKey: ai.apiKey }).chatModel(
          ai.model ?? DEFAULT_MODELS.ollama,
        );
      };
    }
    case 'local':
      throw new ModelConfigError('AI_PROVIDER=local uses the embedded engine, not a language model');
  }
}

function required(value: string | undefined, message: string): string {
  if (!value) throw new ModelConfigError(message);
  return value;
}
