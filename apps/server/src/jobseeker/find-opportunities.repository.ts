import type { Db } from '../db/client';
import { openPostingAges, openPostingCounts } from '../jobs/postings/open-postings';

/** The postings store as the job seeker's banner reads it (Drizzle only). */
export function findOpportunitiesRepository(db: Db) {
  return {
    /**
     * Open postings counted the one way every page counts them (`openPostingCounts`): all, those
     * that appeared since `newSince`, and the remote ones.
     */
    async openCounts(newSince: Date): Promise<{ open: number; fresh: number; remote: number }> {
      const { open, fresh, remote } = await openPostingCounts(db, newSince);
      return { open, fresh, remote };
    },

    /** How many open postings are current at `now`, and the newest posting date (`openPostingAges`). */
    openAges(now: Date) {
      return openPostingAges(db, now);
    },
  };
}
