import { readinessResponseSchema } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_REDIS_URL, redisAnswers, TEST_REDIS_URL } from '../test/redis-under-test';
import { createTestApp, type TestApp } from '../test/test-app';

describe('GET /healthz on the embedded default (no Redis)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

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
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const res = await broken.app.inject({ url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', database: 'down' });
    } finally {
      await broken.app.close();
    }
  });

  it('keeps the liveness route as it was', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});

const redisUp = await redisAnswers();

describe('GET /healthz with Redis configured', () => {
  it('is degraded, not unavailable, while Redis is down: the process still serves', async () => {
    const t = await createTestApp({ REDIS_URL: CLOSED_REDIS_URL });
    try {
      const res = await t.app.inject({ url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'down' });
    } finally {
      await t.close();
    }
  });

  it.skipIf(!redisUp)('is ok when Redis answers', async () => {
    const t = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
    try {
      await expect
        .poll(async () => (await t.app.inject({ url: '/healthz' })).json(), { timeout: 5_000 })
        .toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    } finally {
      await t.close();
    }
  });
});
