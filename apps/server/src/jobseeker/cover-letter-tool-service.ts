import { cleanJobTitle } from '@careerloom/career-engine';
import { tierAtLeast, UNKNOWN_COMPANY } from '@careerloom/contract';
import type { CoverLetterToolService } from '../assistant/cover-letter-tool';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { effectiveTier } from '../lib/effective-tier';
import { usersRepository } from '../users/users.repository';
import { coverLetterService } from './cover-letter.service';

/**
 * The chat's cover letters through the Cover Letter tab's own service, for the plans that have it
 * (jobseeker and above, as `/api/jobseeker/cover-letter` requires). `context` is a function for
 * the reason given in `assistant/resume-tool-service.ts`.
 */
export function coverLetterToolService(context: () => AppContext): CoverLetterToolService {
  return {
    async write(userId, job) {
      const ctx = context();
      const user = await usersRepository(ctx.db).findById(userId);
      if (!user || !tierAtLeast(effectiveTier(user, ctx.clock()), 'jobseeker')) return null;
      try {
        const written = await coverLetterService(ctx).write(userId, {
          // The role typed is the description's first line, which the service reads as the title.
          jobDescription: job.role?.trim() ? cleanJobTitle(job.role) : 'the role',
          companyInfo: { name: job.company?.trim() || UNKNOWN_COMPANY },
        });
        return { letter: written.cover_letter, tips: written.customization_tips };
      } catch (err) {
        // No resume yet: the chat offers the letter to fill in, and says where to add one.
        if (err instanceof AppError && err.code === 'UNPROCESSABLE') return null;
        throw err;
      }
    },
  };
}
