import { snapshotStore } from '../connectors/snapshot-store';
import type { AppContext } from '../context';
import type { CompanyFacts } from './company-facts';
import { storedFactsSchema } from './harvest-summary';

/** The connection and snapshot key of the company's ATS (not a personal source: no SourceId). */
export const HARVEST_SOURCE = 'greenhouse_harvest';

/**
 * The last Harvest summary per user, kept by the snapshot store beside the personal sources'
 * figures, so the dashboard reads it without calling Greenhouse on every load. Counts and dates only.
 */
export function harvestSnapshots(ctx: AppContext) {
  const store = snapshotStore(ctx);
  return {
    save: (userId: number, facts: CompanyFacts) =>
      store.save(userId, HARVEST_SOURCE, facts as unknown as Record<string, unknown>),

    async get(userId: number): Promise<CompanyFacts | null> {
      const parsed = storedFactsSchema.safeParse((await store.get(userId, HARVEST_SOURCE))?.data);
      return parsed.success ? parsed.data : null;
    },

    remove: (userId: number) => store.remove(userId, HARVEST_SOURCE),
  };
}
