import type { SavedJobSearch, savedJobSearchBodySchema } from '@careerloom/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { canonicalSkills } from '../matching/match-candidates';
import { type JobSearchRow, jobMonitoringRepository } from './job-monitoring.repository';

/** Saved searches a user may keep: each is matched against every new posting a sync stores. */
export const MAX_SAVED_SEARCHES = 20;

function toSavedSearch(row: JobSearchRow): SavedJobSearch {
  return {
    id: row.id,
    jobTitle: row.jobTitle,
    location: row.location,
    skills: row.skills,
    salaryMin: row.salaryMin,
    alertsEnabled: row.alertsEnabled,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user's saved job searches (alerts on): list, save, delete. */
export function savedSearchesService(ctx: AppContext) {
  const repo = jobMonitoringRepository(ctx.db);
  return {
    async list(userId: number): Promise<SavedJobSearch[]> {
      return (await repo.savedSearches(userId)).map(toSavedSearch);
    },
    async create(userId: number, body: z.output<typeof savedJobSearchBodySchema>): Promise<SavedJobSearch> {
      const existing = await repo.savedSearches(userId);
      if (existing.length >= MAX_SAVED_SEARCHES)
        throw new AppError('CONFLICT', `You can save at most ${MAX_SAVED_SEARCHES} searches; delete one first`);
      const row = await repo.insertSavedSearch({
        userId,
        jobTitle: body.jobTitle,
        location: body.location,
        skills: canonicalSkills(ctx, body.skills),
        salaryMin: body.salaryMin,
        createdAt: ctx.clock(),
      });
      return toSavedSearch(row);
    },
    /** Another user's search answers exactly like a missing one (no existence leak). */
    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteSavedSearch(userId, id))) throw new AppError('NOT_FOUND', 'Saved search not found');
    },
  };
}
