import { setTimeout as sleep } from 'node:timers/promises';
import {
  DEFAULT_PERSONA,
  type FreeChatResponse,
  tierAtLeast,
  type UserProfile,
  userProfileSchema,
} from '@careerloom/contract';
import { activityService } from '../activity/activity.service';
import { collectReply } from '../assistant/collect-reply';
import { classifyIntent, INTENT_LABELS } from '../assistant/embedded/intent';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import type { HistoryTurn } from '../language-model/assistant-engine';
import { usageService } from '../usage/usage.service';
import { type FreeSubject, usageSubjectOf } from './free-subject';
import { upgradeSuggestion } from './upgrade-suggestion';

const PROFILE_SKILLS = 10;
const ROLE_NAMES: Record<string, string> = { jobseeker: 'job seeker' };

/**
 * The engine's profile from the account: role and location as stored, and the first skills. The
 * profile has no skills field, so they travel as the experience line, which both engines read
 * (the model as a labelled line, the embedded engine as retrieval context).
 */
export function profileOf(user: UserRow): UserProfile {
  const skills = user.skills.slice(0, PROFILE_SKILLS).join(', ');
  // Trimmed to the profile schema's lengths, as a socket client's profile would be.
  return userProfileSchema.parse({
    role: (ROLE_NAMES[user.role] ?? user.role).slice(0, 60),
    ...(user.location ? { location: user.location.slice(0, 120) } : {}),
    ...(skills ? { experience: `Skills: ${skills}`.slice(0, 120) } : {}),
  });
}

/** Guests and free users wait for the stated delay; Job Seeker and above do not. */
export function isDelayed(subject: FreeSubject): boolean {
  return subject.kind === 'guest' || !tierAtLeast(subject.tier, 'jobseeker');
}

/** How the free chat reads elapsed time and waits; tests hand in fakes instead of timing requests. */
export type FreeChatTiming = { now: () => number; sleep: (ms: number) => Promise<unknown> };
const realTiming: FreeChatTiming = { now: () => performance.now(), sleep };

/**
 * The free dashboard's chat: spends one AI query before answering (429 with the reset time when
 * none is left), answers through the assistant engine with the account's profile, suggests an
 * upgrade where the rules say so, records the question for a signed-in user, and makes guests and
 * free users wait at least `minimumMs` in total (the free tier's stated response delay), measured
 * and waited for through `timing`.
 */
export function freeChatService(ctx: AppContext, timing: FreeChatTiming = realTiming) {
  const usage = usageService(ctx);
  const activity = activityService(ctx);
  return {
    async answer(
      subject: FreeSubject,
      body: { message: string; context: string[] },
      options: { minimumMs: number },
    ): Promise<FreeChatResponse> {
      const started = timing.now();
      const usageSubject = usageSubjectOf(subject);
      await usage.consumeAiQuery(usageSubject);

      // The client's context is earlier messages without speakers; they are the user's own words.
      const history: HistoryTurn[] = body.context.map((content) => ({ role: 'user', content }));
      const reply = await collectReply(ctx.assistant, {
        message: body.message,
        persona: DEFAULT_PERSONA,
        profile: subject.kind === 'user' ? profileOf(subject.user) : {},
        userId: subject.kind === 'user' ? subject.user.id : null,
        history,
      });
      if (!reply.text) throw new AppError('INTERNAL', 'The assistant had no answer to that; try rephrasing.');

      const quota = await usage.aiQueryState(usageSubject);
      const kind = subject.kind === 'guest' ? 'guest' : tierAtLeast(subject.tier, 'jobseeker') ? 'paid' : 'free';
      const suggestion = upgradeSuggestion({ message: body.message, kind, quota, now: ctx.clock() });
      if (subject.kind === 'user') {
        const topic = INTENT_LABELS[classifyIntent(body.message).intent];
        await activity.record(subject.user.id, 'chat', `Asked the assistant about ${topic}`);
      }
      if (isDelayed(subject)) {
        const wait = options.minimumMs - (timing.now() - started);
        if (wait > 0) await timing.sleep(wait);
      }
      return { response: reply.text, ...(suggestion ? { upgrade_suggestion: suggestion } : {}) };
    },
  };
}
export type FreeChatService = ReturnType<typeof freeChatService>;
