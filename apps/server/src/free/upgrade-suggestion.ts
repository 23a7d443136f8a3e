import { FREE_DAILY_QUERIES, formatUtcDay, TRIAL_DAYS } from '@careerloom/contract';
import { classifyIntent } from '../assistant/embedded/intent';
import { normalizeText } from '../assistant/knowledge/text-analysis';
import { nextDailyReset, type QuotaState } from '../usage/usage.service';
import { JOB_SEEKER_PRICE } from './free-plans';

/** Job Seeker features a free question can be about (part 2 section 6). */
export type PaidFeature = 'resume_optimization' | 'cover_letter' | 'interview_prep' | 'job_search';

/** From this share of an allowance on, the answer says how much is left. */
export const USAGE_WARNING_SHARE = 0.8;

const OPTIMISE_RESUME = /\b(optimi[sz]e|tailor|improve|rewrite|score|rate|fix|polish|strengthen)\b.{0,30}\bresume\b/;
const AT_SCALE =
  /\b(auto[- ]?apply|mass[- ]apply|bulk[- ]apply|apply (to|for) (many|lots of|dozens|hundreds|\d{2,})|job alerts?|track(ing)? (my )?applications)\b/;
/** "Find me some remote data analyst jobs": the search itself, not advice on searching. */
const SEARCH_FOR_ME =
  /\b(find|search( for)?|show|get|list|recommend|suggest|send)\b me\b.{0,40}\b(jobs|openings|roles|positions|postings|vacancies|internships)\b/;

/**
 * The Job Seeker feature a message asks about, by the embedded engine's intent classifier plus
 * the wordings of "do it for me" requests: a resume review or optimisation (ATS), a cover letter,
 * interview preparation, or searching and applying at scale. General advice that merely mentions
 * a resume ("how long should a resume be?") is not a paid feature.
 */
export function paidFeatureAsked(message: string): PaidFeature | null {
  const intent = classifyIntent(message);
  const text = normalizeText(message).replace(/\s+/g, ' ');
  if (intent.intent === 'cover_letter') return 'cover_letter';
  if (intent.intent === 'interview' || intent.intent === 'behavioral') return 'interview_prep';
  if (
    intent.intent === 'ats' ||
    intent.action === 'resume_review' ||
    intent.pastedResume ||
    (intent.intent === 'resume' && OPTIMISE_RESUME.test(text))
  ) {
    return 'resume_optimization';
  }
  if (intent.action === 'job_lookup' || AT_SCALE.test(text) || SEARCH_FOR_ME.test(text)) return 'job_search';
  return null;
}

const FEATURE_SENTENCE: Record<PaidFeature, string> = {
  resume_optimization: `Resume optimization with an ATS score against the job you want is part of Job Seeker (${JOB_SEEKER_PRICE}).`,
  cover_letter: `Cover letters written from your resume and the job description are part of Job Seeker (${JOB_SEEKER_PRICE}).`,
  interview_prep: `Interview preparation with questions for your role and company is part of Job Seeker (${JOB_SEEKER_PRICE}).`,
  job_search: `Unlimited job search assistance is part of Job Seeker (${JOB_SEEKER_PRICE}).`,
};

function untilReset(now: Date): string {
  const minutes = Math.max(1, Math.ceil((nextDailyReset(now).getTime() - now.getTime()) / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h ${m} min` : `${m} min`;
}

function firstOfNextMonth(now: Date): string {
  return formatUtcDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
}

/** How much of the daily (or, when tighter, monthly) allowance is left, once 80% of it is used. */
function usageSentence(kind: 'guest' | 'free', quota: QuotaState, now: Date): string | null {
  const candidates: { left: number; text: string }[] = [];
  const who = kind === 'guest' ? 'guest' : 'free';
  if (quota.dailyLimit !== null && quota.dailyUsed >= quota.dailyLimit * USAGE_WARNING_SHARE) {
    const left = Math.max(0, quota.dailyLimit - quota.dailyUsed);
    const when = `they reset at midnight UTC (in ${untilReset(now)})`;
    candidates.push({
      left,
      text:
        left === 0
          ? `That was the last of your ${quota.dailyLimit} ${who} questions today; ${when}.`
          : `You have ${left} of ${quota.dailyLimit} ${who} questions left today; ${when}.`,
    });
  }
  if (quota.monthlyLimit !== null && quota.monthlyUsed >= quota.monthlyLimit * USAGE_WARNING_SHARE) {
    const left = Math.max(0, quota.monthlyLimit - quota.monthlyUsed);
    candidates.push({
      left,
      text: `You have ${left} of ${quota.monthlyLimit} ${who} questions left this month; they reset on ${firstOfNextMonth(now)} (UTC).`,
    });
  }
  // The tighter allowance is the one that matters; the daily one wins a tie.
  const tightest = candidates.sort((a, b) => a.left - b.left)[0];
  if (!tightest) return null;
  const more =
    kind === 'guest'
      ? `Sign up free for ${FREE_DAILY_QUERIES} questions a day.`
      : `Job Seeker (${JOB_SEEKER_PRICE}) has no daily limit.`;
  return `${tightest.text} ${more}`;
}

/**
 * The free chat's upgrade suggestion, or undefined: when the question is about a Job Seeker
 * feature, and when the subject has used 80% or more of its allowance. Job Seeker and above
 * already have everything the free chat could point to, so they never get one.
 */
export function upgradeSuggestion(input: {
  message: string;
  kind: 'guest' | 'free' | 'paid';
  quota: QuotaState;
  now: Date;
}): string | undefined {
  if (input.kind === 'paid') return undefined;
  const feature = paidFeatureAsked(input.message);
  const parts: string[] = [];
  if (feature) {
    parts.push(FEATURE_SENTENCE[feature]);
    if (input.kind === 'guest') parts.push(`Sign up with the Job Seeker plan to try it free for ${TRIAL_DAYS} days.`);
  }
  const usage = usageSentence(input.kind, input.quota, input.now);
  if (usage) parts.push(usage);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
