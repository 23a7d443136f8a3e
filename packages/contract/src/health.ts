import { z } from 'zod';

/** `GET /api/health`: liveness, and which database the process runs on. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** The state of one dependency a readiness check looked at. */
export const dependencyStateSchema = z.enum(['ok', 'down', 'not_configured']);
export type DependencyState = z.infer<typeof dependencyStateSchema>;

/**
 * `GET /healthz`: readiness for a load balancer or a container health check. 503 `unavailable`
 * when the database does not answer (no request can be served). Redis down is 200 `degraded`: the
 * process keeps serving on process-local limits and fan-out (decision 021), and taking every
 * process out of rotation because the shared Redis is down would turn a degradation into an outage.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: dependencyStateSchema,
  redis: dependencyStateSchema,
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
