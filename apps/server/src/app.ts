import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createSkillExtractorWithOnet,
  getSkillExtractor,
  type OccupationDescriptions,
  readOccupationDescriptions,
  type SkillExtractor,
} from '@careerloom/career-engine';
import type { ErrorBody } from '@careerloom/contract';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger as PinoLogger } from 'pino';
import applicationMailRoutes from './applications/mail-routes';
import applicationsRoutes from './applications/routes';
import { createAssistant } from './assistant/create-assistant';
import { bulletDraftService } from './assistant/model-bullet-rewrite';
import { postingsToolService } from './assistant/postings-tool-service';
import { resumeToolService } from './assistant/resume-tool-service';
import profileRoutes from './auth/profile-routes';
import authRoutes from './auth/routes';
import { type SessionCacheOptions, sessionService } from './auth/session.service';
import automationsRoutes from './automations/routes';
import { createBackgroundWorker } from './background/background-worker';
import billingRoutes from './billing/routes';
import chatModule from './chat/routes';
import companyRoutes from './company/routes';
import type { AppConfig } from './config/config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import deviceRoutes from './device/routes';
import docsRoutes from './docs/routes';
import { extensionTokensService } from './extension/extension-tokens.service';
import extensionRoutes from './extension/routes';
import freeRoutes from './free/routes';
import healthRoutes from './health/routes';
import intelligenceRoutes from './intelligence/routes';
import jobMonitoringRoutes from './jobs/monitoring/routes';
import jobsRoutes from './jobs/routes';
import { coverLetterToolService } from './jobseeker/cover-letter-tool-service';
import jobseekerRoutes from './jobseeker/routes';
import type { AssistantEngine } from './language-model/assistant-engine';
import { createModelDrafter } from './language-model/model-drafter';
import leadsRoutes from './leads/routes';
import { type Clock, systemClock } from './lib/clock';
import { createLocalBus, createRedisBus } from './lib/event-bus';
import { createRateLimiter } from './lib/rate-limiter';
import { connectRedis, connectRedisSubscriber } from './lib/redis';
import { loadSecretKey } from './lib/secret-key';
import { collectStartupGarbage } from './lib/startup-garbage';
import { createTokenCipher } from './lib/token-cipher';
import { restoreYoungGenerationGrowth } from './lib/young-generation';
import { type Logger, RequestLogController } from './logger';
import oauthRoutes from './oauth/routes';
import errorHandler from './plugins/error-handler';
import extensionCors from './plugins/extension-cors';
import originCheck from './plugins/origin-check';
import securityHeaders, { setSecurityHeaders } from './plugins/security-headers';
import sessionPlugin from './plugins/session';
import textGuard from './plugins/text-guard';
import webApp from './plugins/web-app';
import privacyRoutes from './privacy/routes';
import { recordAccess } from './privacy/source-access';
import { resumesService } from './resumes/resumes.service';
import resumesRoutes from './resumes/routes';
import speechRoutes from './speech/routes';
import { hardSkillsOf, userFactsOf } from './users/checked-draft';
import workAiRoutes from './work-ai/routes';

export type BuildOptions = {
  config: AppConfig;
  database: Database;
  logger?: Logger;
  clock?: Clock;
  /** The assistant engine; by default the one configuration selects (embedded unless AI_PROVIDER says otherwise). */
  assistant?: AssistantEngine;
  /** Namespaces the event bus's Redis channels (tests sharing one Redis keep apart). */
  busPrefix?: string;
  /** The session cache's TTL and size; tests lengthen the TTL to show that the bus, not expiry, drops entries. */
  sessionCache?: Omit<SessionCacheOptions, 'bus'>;
  /** The built extension to offer as a download; apps/extension/dist by default (tests pass their own). */
  extensionDistDir?: string;
};

const moduleDir = path.dirname(fileURLToPath(import.meta.url));
/** Both `src/app.ts` and the bundled `dist/server-bundle.cjs` sit two levels below `apps/`. */
const DEFAULT_WEB_DIST = path.resolve(moduleDir, '../../web/dist');
/** The built Careerloom for Chrome (`npm run build`), offered as a download. */
const DEFAULT_EXTENSION_DIST = path.resolve(moduleDir, '../../extension/dist');

/**
 * How long after listen the assistant's preparation begins (issue 36, decision 047). Its slices share
 * the event loop with requests, and a request needs several turns of the loop (accept, read, answer),
 * each behind a slice: begun at once, they held the first requests of a start (the first health
 * check, the first page's files) by tens of milliseconds. A question that comes first starts the
 * same preparation itself and waits for it, as it did.
 */
const PREPARE_AFTER_LISTEN_MS = 250;

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Fastify's own dependencies, resolved from where Fastify is installed. */
const requireFromFastify = (id: string) => createRequire(createRequire(import.meta.url).resolve('fastify'))(id);

/**
 * Fastify's default compilers (Ajv for validation, fast-json-stringify for responses), loaded only
 * if something asks for them. Fastify requires both when an instance is created unless it is given
 * factories, but every route here validates and serialises through zod (`setValidatorCompiler`,
 * `setSerializerCompiler` below), so they were loaded for nothing: about a tenth of the CPU of a
 * start on an existing data folder and a few MiB of heap (issue 36).
 */
export const LAZY_DEFAULT_COMPILERS: CompilersFactory = {
  buildValidator: ((externalSchemas: unknown, options: unknown) =>
    requireFromFastify('@fastify/ajv-compiler')()(externalSchemas, options)) as CompilersFactory['buildValidator'],
  buildSerializer: (externalSchemas, options) =>
    requireFromFastify('@fastify/fast-json-stringify-compiler')()(externalSchemas, options),
};

/**
 * Builds the whole application on an open database: cross-cutting plugins first, then every
 * module's routes. Tests call this with an in-memory database and `app.inject`.
 */
/** One extractor per app, built when first needed: the O*NET merge takes a fraction of a second. */
function skillExtractorFor(onetFile: string | undefined): () => SkillExtractor {
  let extractor: SkillExtractor | undefined;
  return () => {
    extractor ??= onetFile ? createSkillExtractorWithOnet(readFileSync(onetFile, 'utf8')) : getSkillExtractor();
    return extractor;
  };
}

/**
 * O*NET's occupation descriptions from the configured Occupation Data file, read on the first
 * "what does a sonographer do" (about 0.3 MB; a server never asked reads nothing); undefined
 * without the file, and the overview then links to O*NET OnLine instead.
 */
function occupationDescriptionsFor(file: string | undefined): () => OccupationDescriptions | undefined {
  let descriptions: OccupationDescriptions | undefined;
  return () => {
    if (file) descriptions ??= readOccupationDescriptions(readFileSync(file, 'utf8'));
    return descriptions;
  };
}

export async function buildApp({
  config,
  database,
  logger,
  clock = systemClock,
  assistant,
  busPrefix,
  sessionCache,
  extensionDistDir,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger | undefined,
    logController: new RequestLogController(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    requestTimeout: 30_000,
    connectionTimeout: 30_000,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    schemaController: { compilersFactory: LAZY_DEFAULT_COMPILERS },
    // A URL that does not decode (`/api/jobs/%E0%A4%A`) is answered before any hook runs: our
    // error shape, with the security headers every other answer carries. (Fastify's one other
    // error here, a failed asynchronous route constraint, cannot come: we declare none.)
    frameworkErrors: (_error, request, reply) => {
      const answer = reply as unknown as FastifyReply;
      setSecurityHeaders(request, answer);
      const body: ErrorBody = { message: 'The address is not a valid URL', code: 'BAD_REQUEST' };
      answer.code(400).send(body);
    },
  });
  // JSON only: a text/plain body on a JSON route is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Fastify's logger is the pino instance itself; its type only hides pino's extra members.
  // The resume tool reads through `ctx`, which holds the engine: it is only called once ctx exists.
  const engine =
    assistant ??
    createAssistant(config, {
      logger: app.log as unknown as PinoLogger,
      resumes: resumeToolService(() => ctx),
      postings: postingsToolService(() => ctx),
      bullets: bulletDraftService(() => ctx),
      letters: coverLetterToolService(() => ctx),
      occupationDescriptions: occupationDescriptionsFor(config.occupationsOnetFile),
      replyFacts: {
        factsFor: async (userId) => {
          const resume = await resumesService(ctx).latestOrNull(userId);
          return resume ? userFactsOf(ctx, resume) : null;
        },
        skillsOf: (text) => hardSkillsOf(ctx)(text),
      },
    });
  const secret = loadSecretKey(config.secretKey, config.dataDir);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    limiter: createRateLimiter({ redis: () => ctx.redis, now: () => clock().getTime(), log: app.log }),
    secret,
    cipher: createTokenCipher(secret),
    skills: skillExtractorFor(config.skillsOnetFile),
    assistant: engine,
    drafter: createModelDrafter(config.ai, app.log as unknown as PinoLogger),
    ...(config.redisUrl ? { redis: connectRedis(config.redisUrl, app.log) } : {}),
  };
  app.decorate('ctx', ctx);
  // Frames for a user's sockets and session revocations reach every process over Redis when set.
  const bus =
    ctx.redis && config.redisUrl
      ? createRedisBus({
          publisher: ctx.redis,
          subscriber: connectRedisSubscriber(config.redisUrl, app.log),
          prefix: busPrefix,
          log: app.log,
        })
      : createLocalBus(app.log);
  app.decorate('bus', bus);
  await app.register(errorHandler);
  await app.register(textGuard);
  await app.register(securityHeaders);
  await app.register(originCheck);
  // Cached sessions are dropped on every process through the app's bus (logout, password change...).
  app.decorate('sessions', sessionService(ctx, { ...sessionCache, bus }));
  const extensionTokens = extensionTokensService(ctx);
  await app.register(sessionPlugin, {
    resolveSession: (token) => app.sessions.resolve(token),
    resolveExtensionToken: (token) => extensionTokens.resolve(token),
    onExtensionUse: async ({ userId, tokenName, purpose, ipAddress }) => {
      await recordAccess(ctx, {
        userId,
        accessType: 'read',
        source: 'browser',
        purpose: `Careerloom for Chrome (${tokenName}): ${purpose}`,
        dataTypes: [],
        ipAddress,
      });
    },
  });
  await app.register(extensionCors);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Careerloom API', version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'careerloom.sid' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(docsRoutes);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(leadsRoutes);
  if ('prepare' in engine && typeof engine.prepare === 'function') {
    const prepare = engine.prepare;
    // Index the knowledge base once the server is listening, so start-up stays fast and the
    // first question usually meets a warm engine. The indexing is one to three seconds of CPU: it
    // runs in slices of a few milliseconds (see `prepareKnowledgeBase`), so requests arriving
    // meanwhile are not held up, and a question that arrives first waits for the same preparation.
    // It is the last of the start-up's long-lived objects: the young generation may grow after it.
    let preparing: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      preparing = setTimeout(
        () =>
          void prepare().finally(() => {
            restoreYoungGenerationGrowth();
            collectStartupGarbage();
          }),
        PREPARE_AFTER_LISTEN_MS,
      );
    });
    app.addHook('onClose', async () => clearTimeout(preparing));
  } else app.addHook('onListen', async () => restoreYoungGenerationGrowth());
  await app.register(chatModule, { engine });
  await app.register(speechRoutes);
  await app.register(resumesRoutes);
  await app.register(jobseekerRoutes);
  await app.register(jobsRoutes);
  await app.register(jobMonitoringRoutes);
  await app.register(applicationsRoutes);
  await app.register(applicationMailRoutes);
  await app.register(extensionRoutes, { packageDir: extensionDistDir ?? DEFAULT_EXTENSION_DIST });
  await app.register(freeRoutes);
  await app.register(automationsRoutes);
  await app.register(intelligenceRoutes);
  await app.register(deviceRoutes);
  await app.register(oauthRoutes);
  await app.register(privacyRoutes);
  await app.register(companyRoutes);
  await app.register(workAiRoutes);
  await app.register(billingRoutes);

  // All background work (recurring tasks and the job queue) is one worker per process, started
  // only in a listening server; board syncs stay off under NODE_ENV=test. Tests call
  // `app.background.tick()` after moving the fake clock.
  const background = createBackgroundWorker(app);
  app.decorate('background', background);
  app.addHook('onListen', async () => {
    background.start();
  });
  app.addHook('onClose', async () => {
    await background.stop();
    await bus.close();
    ctx.redis?.disconnect();
  });

  await app.register(webApp, { distDir: config.webDistDir ?? DEFAULT_WEB_DIST });
  return app;
}
