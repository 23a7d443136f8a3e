import { sql } from 'drizzle-orm';
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

type Spend = { counters: CounterSpec[]; at: Date };

const keyOf = (c: CounterSpec) => `${c.subject}\u0000${c.kind}\u0000${c.period}`;

/**
 * Spends a batch of spends in one statement, whatever its size (decision 053): the database
 * function `spend_usage_counters` (migration 0016) creates the missing counters at zero, locks
 * every counter of the batch in key order (so two processes spending on a shared address counter
 * cannot deadlock) reading its current count, decides each spend in queue order (all its counters
 * below their limits, or none is incremented) and writes the new counts, all in the statement's
 * own transaction. The row locks make the decision exact across processes: a lock returns the
 * newest committed count and holds it until commit. One round trip instead of five (begin, three
 * statements, commit): under load each round trip waited for a turn of a busy event loop.
 *
 * The batch travels as two JSON parameters: the counters once each, and the spends as parallel
 * arrays of counter numbers and limits, so hundreds of spends cost two parameters.
 */
async function spendBatch(db: Db, spends: Spend[]): Promise<Settled<void>[]> {
  const numbers = new Map<string, number>();
  const counters: { i: number; subject: string; kind: string; period: string; at: string }[] = [];
  const first: number[] = [];
  const counter: number[] = [];
  const limit: (number | null)[] = [];
  const at: string[] = [];
  for (const spend of spends) {
    const when = spend.at.toISOString();
    first.push(counter.length + 1);
    at.push(when);
    for (const c of spend.counters) {
      const key = keyOf(c);
      let i = numbers.get(key);
      if (i === undefined) {
        i = counters.length + 1;
        numbers.set(key, i);
        counters.push({ i, subject: c.subject, kind: c.kind, period: c.period, at: when });
      } else (counters[i - 1] as { at: string }).at = when;
      counter.push(i);
      limit.push(c.limit);
    }
  }
  const [row] = await rows<{ refused: (number | null)[] | string }>(
    db,
    sql`select spend_usage_counters(${JSON.stringify(counters)}::jsonb, ${JSON.stringify({ first, counter, limit, at })}::jsonb) as refused`,
  );
  // node-postgres parses jsonb; PGlite too, but a text result is read the same way.
  const refused = typeof row?.refused === 'string' ? (JSON.parse(row.refused) as (number | null)[]) : row?.refused;
  if (!Array.isArray(refused) || refused.length !== spends.length) throw new Error('quota spend returned no outcome');
  return spends.map((spend, s): Settled<void> => {
    const full = refused[s];
    if (full === null || full === undefined) return { ok: true, value: undefined };
    return { ok: false, error: new LimitReached(spend.counters[full] as CounterSpec) };
  });
}

export function usageRepository(db: Db) {
  // Spends queued while a batch is in flight go together in the next one (one transaction).
  const spender = createBatcher<Spend, void>((spends) => spendBatch(db, spends), 200);
  return {
    /**
     * Adds one to every counter, all or none; throws LimitReached naming the first counter at its
     * limit. Exact across concurrent requests and processes: the decision is taken under row
     * locks, so nobody can spend past a limit.
     */
    incrementAll(counters: CounterSpec[], at: Date): Promise<void> {
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
