import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PERSONA,
  type JobseekerChatBody,
  type JobseekerChatResponse,
  type Resume,
  type UserProfile,
} from '@careerloom/contract';
import { activityService } from '../activity/activity.service';
import { collectReply } from '../assistant/collect-reply';
import { classifyIntent, INTENT_LABELS } from '../assistant/embedded/intent';
import { getKnowledgeBase } from '../assistant/knowledge/knowledge-base';
import { chatRepository } from '../chat/chat.repository';
import { CONTEXT_TURNS } from '../chat/chat.service';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import type { HistoryTurn } from '../language-model/assistant-engine';
import { effectiveTier } from '../lib/effective-tier';
import { resumesService } from '../resumes/resumes.service';
import { usageService } from '../usage/usage.service';
import { aiSettingsOf } from '../users/ai-settings.repository';
import { suggestFollowUps } from './chat-follow-ups';
import { chatResources } from './chat-resources';

const MINUTE = 60_000;
const clip = (text: string | undefined, max: number) => (text ? text.trim().slice(0, max) : undefined);

/** The most recent job of the resume that names a title. */
const recentJob = (resume: Resume | null) => resume?.profile.experience.find((e) => e.title);

/**
 * What the assistant is told about the person: their role (the latest resume's most recent title,
 * or "recruiter" for recruiters, so the engine answers from the hiring side), their experience in
 * words the engine reads for career stage, and their location. Only facts we hold are sent.
 */
function profileFor(user: UserRow, resume: Resume | null): UserProfile {
  const recent = recentJob(resume);
  const years = resume?.profile.yearsOfExperience;
  const rounded = years === undefined ? undefined : Math.round(years);
  const experience = [
    rounded === undefined ? '' : `about ${rounded} year${rounded === 1 ? '' : 's'}`,
    recent?.title ? `most recently ${recent.title}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const profile: UserProfile = {};
  const role = user.role === 'recruiter' ? 'recruiter' : (recent?.title ?? resume?.profile.contact.headline);
  const location = user.location || resume?.profile.contact.location;
  if (role) profile.role = clip(role, 60);
  if (experience) profile.experience = clip(experience, 120);
  if (location) profile.location = clip(location, 120);
  return profile;
}

/**
 * The job seeker tab's chat: one question answered by the assistant engine with the person's
 * profile, follow-up prompts chosen by the question's topic, and the articles and tools to go
 * further. It is the same conversation as the floating assistant's (issue 34): the reply reads the
 * user's stored thread (`chat_messages`) as its history, so "make it shorter" applies to what was
 * asked in either place, and both sides are stored there, so the floating assistant shows them.
 */
export function jobseekerChatService(ctx: AppContext) {
  const resumes = resumesService(ctx);
  const activity = activityService(ctx);
  const thread = chatRepository(ctx.db);

  /**
   * Restricted privacy keeps the resume and profile away from an external model (part 1 AI
   * settings); the embedded engine runs in this process, so it may always use them.
   */
  const usage = usageService(ctx);

  async function mayShareProfile(userId: number): Promise<boolean> {
    if (ctx.config.ai.provider === 'local') return true;
    return (await aiSettingsOf(ctx, userId)).dataPrivacy !== 'Restricted';
  }

  return {
    /** Answers one message; rate limited per user like the chat socket (the job seeker tier has no quota). */
    async answer(user: UserRow, body: JobseekerChatBody, signal?: AbortSignal): Promise<JobseekerChatResponse> {
      const limit = await ctx.limiter.hit(`jobseeker-chat:user:${user.id}`, ctx.config.chatMessagesPerMinute, MINUTE);
      if (!limit.allowed) {
        throw new AppError('RATE_LIMITED', 'Too many messages; wait a moment and ask again.', limit.retryAfterSeconds);
      }
      // Counted like every AI question (uncapped on this tier), so the dashboards show real use.
      await usage.consumeAiQuery({ kind: 'user', userId: user.id, tier: effectiveTier(user, ctx.clock()) });
      const owner = { kind: 'user' as const, userId: user.id, tier: effectiveTier(user, ctx.clock()), sessionId: '' };
      const [latest, [recent = []]] = await Promise.all([
        resumes.latestOrNull(user.id),
        thread.recentMany([owner], CONTEXT_TURNS),
      ]);
      const history = recent
        .filter((r) => r.role === 'user' || r.role === 'assistant')
        .map((r) => ({ role: r.role as HistoryTurn['role'], content: r.content }));
      const profile = (await mayShareProfile(user.id)) ? profileFor(user, latest) : {};
      const askedAt = ctx.clock();
      const reply = await collectReply(ctx.assistant, {
        message: body.message,
        persona: DEFAULT_PERSONA,
        profile,
        userId: user.id,
        history,
        ...(signal ? { signal } : {}),
      });
      if (!reply.text) throw new AppError('UPSTREAM_FAILED', 'The assistant had no answer to that; try rephrasing.');
      await thread.insertMany([
        {
          owner,
          message: {
            id: randomUUID(),
            role: 'user',
            content: body.message,
            persona: DEFAULT_PERSONA,
            createdAt: askedAt,
          },
        },
        {
          owner,
          message: {
            id: randomUUID(),
            role: 'assistant',
            content: reply.text,
            persona: DEFAULT_PERSONA,
            offline: reply.offline === true,
            sources: reply.sources,
            createdAt: ctx.clock(),
          },
        },
      ]);

      const intent = classifyIntent(body.message);
      const role = recentJob(latest)?.title;
      const resources = chatResources(reply.sources, intent, {
        hasResume: latest !== null,
        article: (slug) => getKnowledgeBase().article(slug),
      });
      await activity.record(user.id, 'chat', `Asked the job search assistant about ${INTENT_LABELS[intent.intent]}`, {
        topic: intent.intent,
      });
      return {
        response: reply.text,
        suggestions: suggestFollowUps(body.message, intent, role),
        resources,
        ...(reply.offline ? { offline: true } : {}),
      };
    },
  };
}
