import type { BaseLogger } from 'pino';
import type { AppConfig } from '../config';
import type { AssistantEngine } from './assistant-engine';
import { createEmbeddedEngine } from './embedded/embedded-engine';
import { createFallbackEngine } from './fallback-engine';
import { getKnowledgeBase, type KnowledgeBase } from './knowledge/knowledge-base';
import type { BulletDraftService } from './model-bullet-rewrite';
import { createModelEngine } from './model-engine';
import type { PostingsToolService } from './postings-tool-service';
import type { ResumeToolService } from './resume-tool';
import { createAssistantTools } from './tools';

/**
 * What the assistant is built from; `kb` defaults to the shipped knowledge base (tests pass their
 * own). Without `resumes` the assistant has no resume analysis tool and says where to find it.
 */
export type AssistantDeps = {
  logger: BaseLogger;
  kb?: KnowledgeBase;
  resumes?: ResumeToolService;
  /** Stored job postings, for the job search and salary tools; without it those tools are not offered. */
  postings?: PostingsToolService;
  /** The model-drafted, checked bullet rewrite for the embedded engine's `rewrite_bullet`. */
  bullets?: BulletDraftService;
};

/** An engine that can do its expensive set-up ahead of the first reply. */
export type PreparableEngine = AssistantEngine & { prepare(): void };

/**
 * The assistant engine the chat server uses: the embedded engine alone for `AI_PROVIDER=local`,
 * otherwise the configured language model with the embedded engine as its per-reply fallback.
 * Both engines get the same tools over our services (the model's set honours data privacy).
 * Throws `ModelConfigError` for a configuration that cannot work (e.g. openai-compatible without
 * `AI_BASE_URL`), so call it at start.
 *
 * Loading and indexing the knowledge base takes a few hundred milliseconds, so it happens on
 * `prepare()` (the server calls it once it is listening) or on the first reply, not at start-up.
 */
export function createAssistant(config: Pick<AppConfig, 'ai'>, deps: AssistantDeps): PreparableEngine {
  let kb = deps.kb;
  const knowledge = () => {
    kb ??= getKnowledgeBase();
    return kb;
  };
  let built: AssistantEngine | undefined;
  const embedded = () => {
    built ??= createEmbeddedEngine(
      knowledge(),
      createAssistantTools({ kb: knowledge(), resumes: deps.resumes, postings: deps.postings, bullets: deps.bullets }),
    );
    return built;
  };
  const lazyEmbedded: AssistantEngine = { name: 'embedded', reply: (request) => embedded().reply(request) };
  const prepare = () => void embedded();
  if (config.ai.provider === 'local') return { ...lazyEmbedded, prepare };
  // The model runs outside this process: its resume tool honours the user's data privacy setting.
  const tools = createAssistantTools(
    { kb: { search: (...args) => knowledge().search(...args) }, resumes: deps.resumes, postings: deps.postings },
    { forExternalModel: true },
  );
  const engine = createFallbackEngine(createModelEngine(config.ai, tools, deps.logger), lazyEmbedded, deps.logger);
  return { name: engine.name, reply: (request) => engine.reply(request), prepare };
}
