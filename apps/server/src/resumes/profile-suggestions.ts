import { proposedJobTitle } from '@careerloom/career-engine';
import type { ProfileSuggestions } from '@careerloom/contract';
import type { AppContext } from '../context';
import { usersRepository } from '../users/users.repository';
import { resumesService } from './resumes.service';

/** The profile takes at most this many skills (updateUserBodySchema), each at most 60 characters. */
const MAX_SKILLS = 100;
const MAX_SKILL_CHARS = 60;
const MAX_FIELD_CHARS = 120;

/**
 * Suggestions for the profile fields the user left empty, from their newest resume: its headline
 * or most recent role's title when it names an occupation (never a guess inferred from skills), its
 * contact location, and the skills it shows. Nothing for a field the user filled in, and nothing
 * at all without a resume.
 */
export async function profileSuggestions(ctx: AppContext, userId: number): Promise<ProfileSuggestions> {
  const [user, resume] = await Promise.all([
    usersRepository(ctx.db).findById(userId),
    resumesService(ctx).latestOrNull(userId),
  ]);
  if (!user || !resume) return { from: null };
  const title = user.headline.trim() ? null : proposedJobTitle({ resume: resume.profile });
  const location = user.location.trim() ? '' : (resume.profile.contact.location?.trim() ?? '');
  const skills = user.skills.length
    ? []
    : resume.skills.filter((s) => s.length <= MAX_SKILL_CHARS).slice(0, MAX_SKILLS);
  return {
    from: { filename: resume.filename, version: resume.version },
    ...(title && title.source !== 'resume-inferred' && title.title.length <= MAX_FIELD_CHARS
      ? { headline: title.title }
      : {}),
    ...(location && location.length <= MAX_FIELD_CHARS ? { location } : {}),
    ...(skills.length ? { skills } : {}),
  };
}
