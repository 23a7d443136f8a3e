import { describe, expect, it } from 'vitest';
import { loadedAiSdk } from './ai-sdk';
import { type ModelConfig, ModelConfigError, resolveLanguageModel } from './language-model';

const config = (overrides: Partial<ModelConfig>): ModelConfig => ({
  provider: 'openai',
  baseUrl: undefined,
  apiKey: undefined,
  model: undefined,
  timeoutMs: 1000,
  ...overrides,
});

describe('resolveLanguageModel', () => {
  it('refuses a configuration that cannot work at once, before any provider package loads', () => {
    expect(() => resolveLanguageModel(config({ provider: 'openai' }))).toThrow(ModelConfigError);
    expect(() => resolveLanguageModel(config({ provider: 'anthropic' }))).toThrow(/AI_API_KEY/);
    expect(() => resolveLanguageModel(config({ provider: 'openai-compatible', model: 'm' }))).toThrow(/AI_BASE_URL/);
    expect(() => resolveLanguageModel(config({ provider: 'local' }))).toThrow(/embedded engine/);
    // Checking a configuration loads nothing: a server without a model never pays for the SDK.
    resolveLanguageModel(config({ apiKey: 'sk-test' }));
    expect(loadedAiSdk()).toBeUndefined();
  });

  it('loads the provider on first use and answers the same model every time', async () => {
    const load = resolveLanguageModel(config({ provider: 'ollama', model: 'llama3.2' }));
    const model = await load();
    expect(model).toBe(await load());
    expect(model).toMatchObject({ modelId: 'llama3.2', provider: 'ollama.chat' });
  });
});
