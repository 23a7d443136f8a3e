import { tierAtLeast } from '@careerloom/contract';
import type { AppContext } from '../context';
import { effectiveTier } from '../lib/effective-tier';
import { resumesService } from '../resumes/resumes.service';
import { aiSettingsOf } from '../users/ai-settings.repository';
import { usersRepository } from '../users/users.repository';
import type { ResumeToolService } from './resume-tool';

/**
 * The resume tool's service over the application context. `context` is a function because the
 * assistant is created before the context exists (the context holds the assistant); it is only
 * called when a tool runs, by which time `buildApp` has finished.
 */
export function resumeToolService(context: () => AppContext): ResumeToolService {
  return {
    async latestResume(userId) {
      const resume = await resumesService(context()).latestOrNull(userId);
      return resume ? { id: resume.id, version: resume.version, text: resume.text } : null;
    },
    async mayTargetJob(userId) {
      const ctx = context();
      const user = await usersRepository(ctx.db).findById(userId);
      return user !== undefined && tierAtLeast(effectiveTier(user, ctx.clock()), 'jobseeker');
    },
    async mayShareWithModel(userId) {
      return (await aiSettingsOf(context(), userId)).dataPrivacy !== 'Restricted';
    },
    skills: () => context().skills(),
    now: () => context().clock(),
  };
}
