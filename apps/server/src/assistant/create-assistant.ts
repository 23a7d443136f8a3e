import type { OccupationDescriptions } from '@careerloom/career-engine';
import type { BaseLogger } from 'pino';
import type { AppConfig } from '../config/config';
import type { AssistantEngine } from '../language-model/assistant-engine';
import { type ReplyCheckDeps, withEvidenceCheck } from './checked-reply';
import type { CoverLetterToolService } from './cover-letter-tool';
import { createEmbeddedEngine, warmUpEmbeddedEngine } from './embedded/embedded-engine';
import { createFallbackEngine } from './fallback-engine';
import { getKnowledgeBase, type KnowledgeBase, prepareKnowledgeBase } from './knowledge/knowledge-base';
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
  /** Cover letters from the user's resume, for `draft_cover_letter`. */
  letters?: CoverLetterToolService;
  /** O*NET's occupation descriptions for `occupation_overview`, read on first use (OCCUPATIONS_ONET_FILE). */
  occupationDescriptions?: () => OccupationDescriptions | undefined;
  /**
   * The user's facts for checking a model's streamed chat replies (`withEvidenceCheck`). Without it
   * (tests of the model engine alone) replies are checked against the conversation only.
   */
  replyFacts?: ReplyCheckDeps;
};

/**
 * An engine that can do its expensive set-up ahead of the first reply. `prepare` never holds the
 * event loop for long and never rejects (a failure is logged; the first reply tries again).
 */
export type PreparableEngine = AssistantEngine & { prepare(): Promise<void> };

/**
 * The assistant engine the chat server uses: the embedded engine alone for `AI_PROVIDER=local`,
 * otherwise the configured language model with the embedded engine as its per-reply fallback.
 * Both engines get the same tools over our services (the model's set honours data privacy).
 * Throws `ModelConfigError` for a configuration that cannot work (e.g. openai-compatible without
 * `AI_BASE_URL`), so call it at start.
 *
 * Loading and indexing the knowledge base takes one to three seconds of CPU, so it is never done at
 * start-up: `prepare()` (the server calls it once it is listening) builds it in slices of a few
 * milliseconds with requests let through between them, and a reply that comes first waits for the
 * same preparation (or, with a `kb` given, starts at once).
 */
export function createAssistant(config: Pick<AppConfig, 'ai'>, deps: AssistantDeps): PreparableEngine {
  let kb = deps.kb;
  /** The knowledge base, finished synchronously if need be (for callers that cannot wait). */
  const knowledge = () => {
    kb ??= getKnowledgeBase();
    return kb;
  };
  /** The knowledge base, waiting for its sliced preparation. */
  const knowledgeReady = async (): Promise<KnowledgeBase> => {
    kb ??= await prepareKnowledgeBase();
    return kb;
  };
  let built: AssistantEngine | undefined;
  const embedded = () => {
    built ??= createEmbeddedEngine(
      knowledge(),
      createAssistantTools({
        kb: knowledge(),
        resumes: deps.resumes,
        postings: deps.postings,
        bullets: deps.bullets,
        letters: deps.letters,
        occupationDescriptions: deps.occupationDescriptions,
      }),
      { warmUp: false },
    );
    return built;
  };
  const lazyEmbedded: AssistantEngine = {
    name: 'embedded',
    async *reply(request) {
      await knowledgeReady();
      yield* embedded().reply(request);
    },
  };
  const prepare = async () => {
    try {
      const ready = await knowledgeReady();
      embedded();
      // One warm-up question per turn of the event loop, for the same reason as the slices.
      for (const _ of warmUpEmbeddedEngine(ready)) await new Promise<void>((resolve) => setImmediate(resolve));
    } catch (err) {
      deps.logger.error({ err }, 'preparing the knowledge base failed; the first question will try again');
    }
  };
  if (config.ai.provider === 'local') return { ...lazyEmbedded, prepare };
  // The model runs outside this process: its resume tool honours the user's data privacy setting.
  const tools = createAssistantTools(
    {
      kb: { search: (...args) => knowledge().search(...args) },
      resumes: deps.resumes,
      postings: deps.postings,
      letters: deps.letters,
      occupationDescriptions: deps.occupationDescriptions,
    },
    { forExternalModel: true },
  );
  // A model's claims about the user are checked before the user reads them, as its drafts are.
  const checked = withEvidenceCheck(createModelEngine(config.ai, tools, deps.logger), {
    factsFor: deps.replyFacts?.factsFor ?? (async () => null),
    skillsOf: deps.replyFacts?.skillsOf ?? (() => []),
  });
  const engine = createFallbackEngine(checked, lazyEmbedded, deps.logger);
  return { name: engine.name, reply: (request) => engine.reply(request), prepare };
}
