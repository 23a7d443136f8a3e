import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { usageCounters } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { type CounterSpec, LimitReached, usageRepository } from './usage.repository';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const at = new Date('2026-12-07T10:00:00.000Z');
const counter = (subject: string, limit: number | null, period = 'd:2026-12-07'): CounterSpec => ({
  subject,
  kind: 'ai_query',
  period,
  limit,
});

async function stored(c: CounterSpec): Promise<{ count: number; updatedAt: Date } | undefined> {
  const [row] = await t.database.db
    .select({ count: usageCounters.count, updatedAt: usageCounters.updatedAt })
    .from(usageCounters)
    .where(
      and(eq(usageCounters.subject, c.subject), eq(usageCounters.kind, c.kind), eq(usageCounters.period, c.period)),
    );
  return row;
}

/** Spends queued in one turn of the event loop go together, in this order, in one batch. */
async function spendTogether(repo: ReturnType<typeof usageRepository>, spends: CounterSpec[][], when = at) {
  return Promise.allSettled(spends.map((counters) => repo.incrementAll(counters, when)));
}

describe('usage counters: a batch of spends in one statement (decision 053)', () => {
  it('decides the spends of a batch in queue order, each all or none, against a shared counter', async () => {
    const repo = usageRepository(t.database.db);
    const address = counter('ip:192.0.2.1', 3);
    const guests = Array.from({ length: 5 }, (_, i) => counter(`guest:queue-${i}`, 10));
    const results = await spendTogether(
      repo,
      guests.map((g) => [g, address]),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    const refusal = (results[3] as PromiseRejectedResult).reason;
    expect(refusal).toBeInstanceOf(LimitReached);
    expect((refusal as LimitReached).counter).toEqual(address);
    expect((await stored(address))?.count).toBe(3);
    // A refused spend moved none of its counters, not even the one below its limit.
    expect(await Promise.all(guests.map(async (g) => (await stored(g))?.count))).toEqual([1, 1, 1, 0, 0]);
  });

  it('names the first full counter of a spend, and counts without a cap where the limit is null', async () => {
    const repo = usageRepository(t.database.db);
    const open = counter('user:open', null);
    const full = counter('user:full', 1);
    await repo.incrementAll([full], at);
    const results = await spendTogether(repo, [[open, full], [open], [open]]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(((results[0] as PromiseRejectedResult).reason as LimitReached).counter).toEqual(full);
    expect((await stored(open))?.count).toBe(2);
    expect((await stored(full))?.count).toBe(1);
  });

  it('stamps a counter with the time of the last spend that moved it', async () => {
    const repo = usageRepository(t.database.db);
    const c = counter('guest:stamped', 10);
    await repo.incrementAll([c], at);
    const later = new Date(at.getTime() + 61_000);
    await spendTogether(repo, [[c], [c]], later);
    expect(await stored(c)).toEqual({ count: 3, updatedAt: later });
  });

  it('costs one statement per batch, and no transaction, however many spends it holds', async () => {
    const repo = usageRepository(t.database.db);
    const execute = vi.spyOn(t.database.db, 'execute');
    const transaction = vi.spyOn(t.database.db, 'transaction');
    try {
      const spends = Array.from({ length: 50 }, (_, i) => [
        counter(`guest:many-${i}`, 10),
        counter(`guest:many-${i}`, 100, 'm:2026-12'),
        counter('ip:192.0.2.50', 1000),
      ]);
      const results = await spendTogether(repo, spends);
      expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
      expect(execute).toHaveBeenCalledTimes(1);
      expect(transaction).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
      transaction.mockRestore();
    }
    expect((await stored(counter('ip:192.0.2.50', 1000)))?.count).toBe(50);
  });

  it('a counter deleted since the last spend starts again from zero', async () => {
    const repo = usageRepository(t.database.db);
    const c = counter('guest:retained', 2);
    await repo.incrementAll([c], at);
    await repo.incrementAll([c], at);
    await expect(repo.incrementAll([c], at)).rejects.toBeInstanceOf(LimitReached);
    await t.database.db.delete(usageCounters).where(eq(usageCounters.subject, c.subject));
    await expect(repo.incrementAll([c], at)).resolves.toBeUndefined();
    expect((await stored(c))?.count).toBe(1);
  });
});
