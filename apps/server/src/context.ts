import type { SkillExtractor } from '@careerloom/career-engine';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config/config';
import type { Db } from './db/client';
import type { AssistantEngine } from './language-model/assistant-engine';
import type { ModelDrafter } from './language-model/model-drafter';
import type { Clock } from './lib/clock';
import type { RateLimiter } from './lib/rate-limiter';
import type { TokenCipher } from './lib/token-cipher';

/** What every module needs from the process: handed to services as plain values. */
export type AppContext = {
  config: AppConfig;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  limiter: RateLimiter;
  /** Server secret for signed cookies (and, later, encryption keys). */
  secret: string;
  /** Encrypts third-party tokens at rest (key derived from `secret`). */
  cipher: TokenCipher;
  /** The skill extractor (shipped taxonomy, plus O*NET when configured), built on first use. */
  skills: () => SkillExtractor;
  /** The assistant engine (embedded, or a model with the embedded engine as fallback). */
  assistant: AssistantEngine;
  /**
   * The configured language model for drafting texts (cover letters, answers, guides) and the
   * re-rank; undefined for `AI_PROVIDER=local`, where the deterministic engine answers alone.
   */
  drafter?: ModelDrafter;
  /** The Redis every process shares (`REDIS_URL`); undefined on the one-process default. */
  redis?: Redis;
};
