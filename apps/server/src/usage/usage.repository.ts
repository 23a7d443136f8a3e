import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../db/client';
import { usageCounters } from '../db/schema';
import { createBatcher, type Settled } from '../lib/batcher';

/** A counter to add one to; `limit: null` counts without a cap (paid tiers' use is still shown). */
export type CounterSpec = { subject: string; kind: string; period: string; limit: number | null };

export class LimitReached extends Error {
  constructor(readonly counter: CounterSpec) {
    super('limit reached');
  }
}

type Key = { subject: string; kind: string; period: string };
type Spend = { counters: CounterSpec[]; at: Date };

const keyOf = (c: Key) => `${c.subject}\u0000${c.kind}\u0000${c.period}`;

/**
 * Counters as one JSON parameter read back as rows: a batch of hundreds of counters costs three
 * parameters' worth of work in the driver and the parser, not three per counter.
 */
function counterRows(rows: (Key & { count: number; at: Date })[]): SQL {
  const json = JSON.stringify(rows.map((r) => ({ ...r, at: r.at.toISOString() })));
  return sql`jsonb_to_recordset(${json}::jsonb) as w (subject text, kind text, period text, count integer, at timestamptz)`;
}

/**
 * Spends a batch of spends in one transaction of three statements, whatever its size: create the
 * missing counters at zero, lock every counter of the batch (in key order, so two processes
 * spending on a shared address counter cannot deadlock) reading its current count, decide each
 * spend in queue order (all its counters below their limits, or none is incremented), and write
 * the new counts. The row locks make the decision exact across processes: a lock returns the
 * newest committed count and holds it until commit.
 */
async function spendBatch(db: Db, spends: Spend[]): Promise<Settled<number[]>[]> {
  const keys = new Map<string, Key & { count: number; at: Date }>();
  for (const spend of spends) {
    for (const c of spend.counters) {
      keys.set(keyOf(c), { subject: c.subject, kind: c.kind, period: c.period, count: 0, at: spend.at });
    }
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${usageCounters} (subject, kind, period, count, updated_at)
      select subject, kind, period, 0, at from ${counterRows([...keys.values()])}
      order by subject, kind, period
      on conflict do nothing`);
    const counters = await rows<Key & { count: number }>(
      tx,
      sql`
      select u.subject, u.kind, u.period, u.count
      from ${usageCounters} u join ${counterRows([...keys.values()])} using (subject, kind, period)
      order by u.subject, u.kind, u.period
      for update of u`,
    );
    const counts = new Map(counters.map((r) => [keyOf(r), Number(r.count)]));
    const touched = new Map<string, Key & { count: number; at: Date }>();
    const outcomes = spends.map((spend): Settled<number[]> => {
      // A counter missing here was deleted after the insert above (a retention pass): refuse.
      const full = spend.counters.find((c) => {
        const count = counts.get(keyOf(c));
        return count === undefined || (c.limit !== null && count >= c.limit);
      });
      if (full) return { ok: false, error: new LimitReached(full) };
      return {
        ok: true,
        value: spend.counters.map((c) => {
          const count = (counts.get(keyOf(c)) ?? 0) + 1;
          counts.set(keyOf(c), count);
          touched.set(keyOf(c), { subject: c.subject, kind: c.kind, period: c.period, count, at: spend.at });
          return count;
        }),
      };
    });
    if (touched.size > 0) {
      await tx.execute(sql`
        update ${usageCounters} u set count = w.count, updated_at = w.at
        from ${counterRows([...touched.values()])}
        where u.subject = w.subject and u.kind = w.kind and u.period = w.period`);
    }
    return outcomes;
  });
}

export function usageRepository(db: Db) {
  // Spends queued while a batch is in flight go together in the next one (one transaction).
  const spender = createBatcher<Spend, number[]>((spends) => spendBatch(db, spends), 200);
  return {
    /**
     * Adds one to every counter, all or none, and returns the new counts in the order given;
     * throws LimitReached naming the first counter at its limit. Exact across concurrent requests
     * and processes: the decision is taken under row locks, so nobody can spend past a limit.
     */
    incrementAll(counters: CounterSpec[], at: Date): Promise<number[]> {
      return spender.run({ counters, at });
    },
    async read(subject: string, kind: string, period: string): Promise<number> {
      const rows = await db
        .select({ count: usageCounters.count })
        .from(usageCounters)
        .where(
          sql`${usageCounters.subject} = ${subject} and ${usageCounters.kind} = ${kind} and ${usageCounters.period} = ${period}`,
        );
      return rows[0]?.count ?? 0;
    },
  };
}
