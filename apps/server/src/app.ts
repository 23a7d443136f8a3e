import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSkillExtractorWithOnet, getSkillExtractor, type SkillExtractor } from '@careerloom/career-engine';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger as PinoLogger } from 'pino';
import type { AssistantEngine } from './ai/assistant-engine';
import { createAssistant } from './ai/create-assistant';
import { bulletDraftService } from './ai/model-bullet-rewrite';
import { createModelDrafter } from './ai/model-drafter';
import { postingsToolService } from './ai/postings-tool-service';
import { resumeToolService } from './ai/resume-tool-service';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { createBackgroundWorker } from './jobs/worker/background-worker';
import { type Clock, systemClock } from './lib/clock';
import { createLocalBus, createRedisBus } from './lib/event-bus';
import { createRateLimiter } from './lib/rate-limiter';
import { connectRedis, connectRedisSubscriber } from './lib/redis';
import { loadSecretKey } from './lib/secret-key';
import { createTokenCipher } from './lib/token-cipher';
import { type Logger, RequestLogController } from './logger';
import applicationMailRoutes from './modules/applications/mail-routes';
import applicationsRoutes from './modules/applications/routes';
import authRoutes from './modules/auth/routes';
import automationsRoutes from './modules/automations/routes';
import billingRoutes from './modules/billing/routes';
import chatModule from './modules/chat/routes';
import companyRoutes from './modules/company/routes';
import deviceRoutes from './modules/device/routes';
import docsRoutes from './modules/docs/routes';
import extensionRoutes from './modules/extension/routes';
import freeRoutes from './modules/free/routes';
import healthRoutes from './modules/health/routes';
import intelligenceRoutes from './modules/intelligence/routes';
import jobMonitoringRoutes from './modules/job-monitoring/routes';
import jobsRoutes from './modules/jobs/routes';
import jobseekerRoutes from './modules/jobseeker/routes';
import leadsRoutes from './modules/leads/routes';
import oauthRoutes from './modules/oauth/routes';
import privacyRoutes from './modules/privacy/routes';
import resumesRoutes from './modules/resumes/routes';
import speechRoutes from './modules/speech/routes';
import usersRoutes from './modules/users/routes';
import workAiRoutes from './modules/work-ai/routes';
import errorHandler from './plugins/error-handler';
import extensionCors from './plugins/extension-cors';
import originCheck from './plugins/origin-check';
import securityHeaders from './plugins/security-headers';
import sessionPlugin from './plugins/session';
import textGuard from './plugins/text-guard';
import webApp from './plugins/web-app';

export type BuildOptions = {
  config: AppConfig;
  database: Database;
  logger?: Logger;
  clock?: Clock;
  /** The assistant engine; by default the one configuration selects (embedded unless AI_PROVIDER says otherwise). */
  assistant?: AssistantEngine;
  /** Namespaces the event bus's Redis channels (tests sharing one Redis keep apart). */
  busPrefix?: string;
};

const moduleDir = path.dirname(fileURLToPath(import.meta.url));
/** Both `src/app.ts` and the bundled `dist/server.js` sit two levels below `apps/`. */
const DEFAULT_WEB_DIST = path.resolve(moduleDir, '../../web/dist');

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

export async function buildApp({
  config,
  database,
  logger,
  clock = systemClock,
  assistant,
  busPrefix,
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
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandler);
  await app.register(textGuard);
  await app.register(securityHeaders);
  await app.register(originCheck);
  await app.register(sessionPlugin);
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
  await app.register(usersRoutes);
  await app.register(leadsRoutes);
  if ('prepare' in engine && typeof engine.prepare === 'function') {
    const prepare = engine.prepare;
    // Index the knowledge base once the server is listening, so start-up stays fast and the
    // first question usually meets a warm engine. The indexing is one to three seconds of CPU: it
    // runs in slices of a few milliseconds (see `prepareKnowledgeBase`), so requests arriving
    // meanwhile are not held up, and a question that arrives first waits for the same preparation.
    app.addHook('onListen', async () => {
      setImmediate(() => void prepare());
    });
  }
  await app.register(chatModule, { engine });
  await app.register(speechRoutes);
  await app.register(resumesRoutes);
  await app.register(jobseekerRoutes);
  await app.register(jobsRoutes);
  await app.register(jobMonitoringRoutes);
  await app.register(applicationsRoutes);
  await app.register(applicationMailRoutes);
  await app.register(extensionRoutes);
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
