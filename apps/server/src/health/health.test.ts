import { readinessResponseSchema } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_REDIS_URL, redisAnswers, redisReady, TEST_REDIS_URL } from '../test/redis-under-test';
import { createTestApp, type TestApp } from '../test/test-app';

describe('GET /healthz on the embedded default (no Redis)', () => {
  let t: TestApp;
  let broken: TestApp;
  // Built in the hook (hook time-out), not in the test: PGlite starts slowly on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
    broken = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    // The 503 test closed this database already; closing it again is a no-op or a refusal.
    await broken?.close().catch(() => undefined);
  });

  it('answers 200 ok when the database answers, Redis not configured', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(res.json())).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'not_configured',
    });
  });

  it('answers 503 unavailable once the database is gone', async () => {
    await broken.database.close();
    const res = await broken.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'down' });
  });

  it('keeps the liveness route as it was', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

const redisUp = await redisAnswers();

// The apps are built in hooks (hook time-out), not in the tests: starting PGlite on a busy machine
// can take longer than a test's own time-out.
describe('GET /healthz with Redis configured', () => {
  let down: TestApp;
  let up: TestApp | undefined;
  beforeAll(async () => {
    down = await createTestApp({ REDIS_URL: CLOSED_REDIS_URL });
    if (redisUp) up = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
  });
  afterAll(async () => {
    await down?.close();
    await up?.close();
  });

  it('is degraded, not unavailable, while Redis is down: the process still serves', async () => {
    const res = await down.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'down' });
  });

  it.skipIf(!redisUp)('is ok when Redis answers', async () => {
    const redis = up?.app.ctx.redis;
    if (!up || !redis) throw new Error('no Redis client on the app');
    // Once the connection says it is ready, the very next check must see Redis up (no polling).
    await redisReady(redis);
    expect((await up.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });
});
