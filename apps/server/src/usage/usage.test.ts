import { FREE_DAILY_QUERIES, GUEST_DAILY_QUERIES } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DAY, type TestApp } from '../test/test-app';
import { usageRepository } from './usage.repository';
import { usagePeriods, usageService } from './usage.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GUEST_IP_DAILY_QUERIES: '1000' }, { clockStart: new Date('2026-11-22T12:00:00Z') });
});
afterAll(() => t.close());

const usage = () => usageService(t.app.ctx);

async function settle(n: number, spend: () => Promise<void>) {
  const results = await Promise.allSettled(Array.from({ length: n }, spend));
  return {
    ok: results.filter((r) => r.status === 'fulfilled').length,
    refused: results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code),
  };
}

describe('AI query quotas (rulings)', () => {
  it('periods are UTC days and months', () => {
    expect(usagePeriods(new Date('2026-11-30T23:59:59Z'))).toEqual({ day: 'd:2026-11-30', month: 'm:2026-11' });
    expect(usagePeriods(new Date('2026-12-01T00:00:00Z'))).toEqual({ day: 'd:2026-12-01', month: 'm:2026-12' });
  });

  it(`a free user gets exactly ${FREE_DAILY_QUERIES} a day, even when 40 arrive at once`, async () => {
    const { user } = await t.register();
    const subject = { kind: 'user', userId: user.id, tier: 'free' } as const;
    const { ok, refused } = await settle(40, () => usage().consumeAiQuery(subject));
    expect(ok).toBe(FREE_DAILY_QUERIES);
    expect(refused).toHaveLength(40 - FREE_DAILY_QUERIES);
    expect(new Set(refused)).toEqual(new Set(['QUOTA_EXCEEDED']));
    expect((await usage().aiQueryState(subject)).dailyUsed).toBe(FREE_DAILY_QUERIES);
  });

  it('the count starts again after midnight UTC', async () => {
    const { user } = await t.register();
    const subject = { kind: 'user', userId: user.id, tier: 'free' } as const;
    await settle(FREE_DAILY_QUERIES, () => usage().consumeAiQuery(subject));
    await expect(usage().consumeAiQuery(subject)).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });
    t.clock.advance(DAY);
    await expect(usage().consumeAiQuery(subject)).resolves.toBeUndefined();
    expect((await usage().aiQueryState(subject)).monthlyUsed).toBe(FREE_DAILY_QUERIES + 1);
  });

  it('job seekers have no daily cap', async () => {
    const { user } = await t.register({ plan: 'jobseeker' });
    const subject = { kind: 'user', userId: user.id, tier: 'jobseeker' } as const;
    const { ok } = await settle(40, () => usage().consumeAiQuery(subject));
    expect(ok).toBe(40);
    // Still counted, so the dashboards show their real use.
    expect(await usage().aiQueryState(subject)).toEqual({
      dailyUsed: 40,
      dailyLimit: null,
      monthlyUsed: 40,
      monthlyLimit: null,
    });
  });

  it(`guests get ${GUEST_DAILY_QUERIES} a day per browser`, async () => {
    const subject = { kind: 'guest', guestId: crypto.randomUUID(), ip: '10.1.2.3' } as const;
    const { ok } = await settle(15, () => usage().consumeAiQuery(subject));
    expect(ok).toBe(GUEST_DAILY_QUERIES);
  });

  it('a refused question spends nothing, whether the spends share a batch or race from two services', async () => {
    // Two service instances stand for two processes: each batches its own spends in one transaction.
    const one = usageService(t.app.ctx);
    const two = usageService(t.app.ctx);
    const ip = '10.9.8.7';
    const subject = { kind: 'guest', guestId: crypto.randomUUID(), ip } as const;
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).consumeAiQuery(subject)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(GUEST_DAILY_QUERIES);
    const { day, month } = usagePeriods(t.app.ctx.clock());
    const repo = usageRepository(t.db);
    // The address counter and the monthly one moved only with the questions that were answered.
    expect(await repo.read(`ip:${ip}`, 'ai_query', day)).toBe(GUEST_DAILY_QUERIES);
    expect(await repo.read(`guest:${subject.guestId}`, 'ai_query', month)).toBe(GUEST_DAILY_QUERIES);
  });

  it('guests from one address share its daily cap across browsers', async () => {
    const small = await createTestApp({ GUEST_IP_DAILY_QUERIES: '3' });
    try {
      const svc = usageService(small.app.ctx);
      const spend = (guestId: string) => svc.consumeAiQuery({ kind: 'guest', guestId, ip: '192.0.2.7' });
      await spend(crypto.randomUUID());
      await spend(crypto.randomUUID());
      await spend(crypto.randomUUID());
      await expect(spend(crypto.randomUUID())).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });
    } finally {
      await small.close();
    }
  });
});
