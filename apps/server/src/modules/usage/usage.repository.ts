import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usageCounters } from '../../db/schema';

/** A counter to add one to; `limit: null` counts without a cap (paid tiers' use is still shown). */
export type CounterSpec = { subject: string; kind: string; period: string; limit: number | null };

export class LimitReached extends Error {
  constructor(readonly counter: CounterSpec) {
    super('limit reached');
  }
}

export function usageRepository(db: Db) {
  return {
    /**
     * Adds one to every counter, all or none: each increment is refused by the database when its
     * counter is at its limit, so concurrent requests can never spend past it.
     */
    async incrementAll(counters: CounterSpec[], at: Date): Promise<number[]> {
      return db.transaction(async (tx) => {
        const counts: number[] = [];
        for (const c of counters) {
          const [row] = await tx
            .insert(usageCounters)
            .values({ subject: c.subject, kind: c.kind, period: c.period, count: 1, updatedAt: at })
            .onConflictDoUpdate({
              target: [usageCounters.subject, usageCounters.kind, usageCounters.period],
              set: { count: sql`${usageCounters.count} + 1`, updatedAt: at },
              ...(c.limit === null ? {} : { setWhere: sql`${usageCounters.count} < ${c.limit}` }),
            })
            .returning({ count: usageCounters.count });
          if (!row) throw new LimitReached(c);
          counts.push(row.count);
        }
        return counts;
      });
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
