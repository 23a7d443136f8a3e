/**
 * The AI SDK, loaded when a language model is first used (issue 36). With the default
 * `AI_PROVIDER=local` no model is ever called, and the SDK and its provider packages were about
 * 12 MiB of heap and a tenth of a second of every start; a configured model loads them on its
 * first reply or draft instead, which is a small share of a model's own first-token time.
 */
type AiSdk = typeof import('ai');

let loading: Promise<AiSdk> | undefined;
let loaded: AiSdk | undefined;

/** The `ai` package, imported once. */
export function loadAiSdk(): Promise<AiSdk> {
  loading ??= import('ai').then((sdk) => {
    loaded = sdk;
    return sdk;
  });
  return loading;
}

/**
 * The `ai` package if something has loaded it, for code that only inspects what the SDK produced
 * (an error can only be the SDK's own when the SDK is loaded).
 */
export function loadedAiSdk(): AiSdk | undefined {
  return loaded;
}
