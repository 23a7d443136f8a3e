import { type DependencyState, healthResponseSchema, readinessResponseSchema } from '@careerloom/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** How long a readiness check waits for the database or Redis before calling it down. */
const PROBE_TIMEOUT_MS = 2_000;

async function probe(check: () => Promise<unknown>): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), PROBE_TIMEOUT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([check().then(() => 'ok' as const), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness (`/api/health`) and readiness (`/healthz`: the database and Redis answer). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: { tags: ['system'], summary: 'Liveness and database kind', response: { 200: healthResponseSchema } },
    },
    async () => ({ status: 'ok' as const, database: app.ctx.dbKind }),
  );

  app.get(
    '/healthz',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database and Redis answer',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const redis = app.ctx.redis;
      const [database, redisState] = await Promise.all([
        probe(() => app.ctx.db.execute(sql`select 1`)),
        redis ? probe(() => redis.ping()) : Promise.resolve('not_configured' as const),
      ]);
      const status = database !== 'ok' ? 'unavailable' : redisState === 'down' ? 'degraded' : 'ok';
      return reply.code(status === 'unavailable' ? 503 : 200).send({ status, database, redis: redisState });
    },
  );
};

export default healthRoutes;
