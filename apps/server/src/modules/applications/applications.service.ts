import {
  type ApplicationDetail,
  type ApplicationReceipt,
  type ApplicationSettings,
  type ApplicationSettingsUpdate,
  type ApplicationStatus,
  type ApplicationStatusResponse,
  type ApplicationSummary,
  type AutoFillBody,
  type AutoFillResult,
  applicationSettingsSchema,
  DEFAULT_APPLICATION_SETTINGS,
  DEFAULT_PERSONAL_QUESTIONS,
  type GenerateCoverLetterBody,
  type SuggestAnswersBody,
  type SuggestAnswersResponse,
} from '@careerloom/contract';
import { and, desc, eq } from 'drizzle-orm';
import { drafterFor } from '../../ai/checked-draft';
import type { ApplicantFacts } from '../../applications/applicant-facts';
import { withModelAnswers } from '../../applications/draft-answers';
import { FLAG_BELOW, fillFields, overallConfidence } from '../../applications/fill-fields';
import { readJobForm } from '../../applications/read-job-form';
import { suggestAnswers } from '../../applications/suggest-answers';
import type { AppContext } from '../../context';
import { applicationSettings, applications, users } from '../../db/schema';
import { AppError } from '../../errors';
import { activityService } from '../activity/activity.service';
import { coverLetterService } from '../jobseeker/cover-letter.service';
import { resumesService } from '../resumes/resumes.service';

/** Why nothing was sent: there is no supported submission channel yet (rulings, Honesty). */
export const NO_CHANNEL_NOTE =
  'Not submitted: Careerloom has no supported channel to submit applications to this site yet. Review the answers and complete the application on the job page.';

/** Auto-fills one user may start per minute (each fetches a page or the Greenhouse API). */
export const AUTO_FILLS_PER_MINUTE = 10;

type ApplicationRow = typeof applications.$inferSelect;

function summaryOf(row: ApplicationRow): ApplicationSummary {
  const receipt = row.receipt as unknown as ApplicationReceipt;
  return {
    id: row.id,
    jobTitle: row.jobTitle,
    company: row.company,
    jobUrl: row.jobUrl,
    status: row.status as ApplicationStatus,
    confidence: row.confidence,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    pendingQuestions:
      (receipt.answers?.filter((a) => a.flagged).length ?? 0) +
      (receipt.personalizedQuestions?.filter((a) => a.flagged).length ?? 0),
  };
}

/**
 * The application assistant: reads a job's form, fills it from the user's profile and latest
 * resume with evidence, and records what was prepared with a receipt. Nothing is submitted, as
 * no submission channel exists yet, so every application waits for the user (`pending_input`).
 */
export function applicationsService(ctx: AppContext) {
  const resumes = resumesService(ctx);
  const coverLetters = coverLetterService(ctx);
  const skillsOf = (text: string) =>
    ctx
      .skills()
      .extract(text)
      .map((s) => s.name);

  async function factsOf(userId: number): Promise<ApplicantFacts> {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('NOT_SIGNED_IN', 'Please sign in again.');
    return {
      profile: { fullName: user.fullName, email: user.email, location: user.location, skills: user.skills },
      resume: await resumes.latestOrNull(userId),
    };
  }

  async function settingsOf(userId: number): Promise<ApplicationSettings> {
    const [row] = await ctx.db.select().from(applicationSettings).where(eq(applicationSettings.userId, userId));
    const parsed = applicationSettingsSchema.safeParse({ ...DEFAULT_APPLICATION_SETTINGS, ...(row?.settings ?? {}) });
    return parsed.success ? parsed.data : DEFAULT_APPLICATION_SETTINGS;
  }

  /**
   * The engine's answer suggestions, with the configured model's checked drafts added when this
   * user's data may go to it (see `withModelAnswers`).
   */
  async function suggestWithModel(
    userId: number,
    questions: readonly string[],
    job: { company: string; position: string; description: string },
    facts: ApplicantFacts,
  ) {
    const engine = suggestAnswers(questions, job, facts, skillsOf);
    const drafter = await drafterFor(ctx, userId);
    return drafter ? withModelAnswers(ctx, drafter, questions, job, facts, engine) : engine;
  }

  return {
    /** Reads the job's form, fills it with evidence and records the prepared application. */
    async autoFill(userId: number, body: AutoFillBody): Promise<AutoFillResult> {
      // Each auto-fill fetches a page the user names: capped per user, like any outbound fetch.
      const rate = ctx.limiter.hit(`auto-fill:${userId}`, AUTO_FILLS_PER_MINUTE, 60_000);
      if (!rate.allowed)
        throw new AppError(
          'RATE_LIMITED',
          `Too many auto-fills; try again in ${rate.retryAfterSeconds} s`,
          rate.retryAfterSeconds,
        );
      const form = await readJobForm(ctx, body.jobUrl, body.formFields);
      const facts = await factsOf(userId);
      const letterBody = {
        jobDescription: `${form.title}\n${form.description}`.slice(0, 20_000),
        companyInfo: { name: form.company },
      };
      let letter: string | undefined | null = null;
      const job = { company: form.company, position: form.title, description: form.description };
      const fields = await fillFields(form, facts, {
        skillsOf,
        suggest: (questions) => suggestWithModel(userId, questions, job, facts),
        coverLetter: async () => {
          if (letter === null)
            letter = facts.resume ? (await coverLetters.write(userId, letterBody)).cover_letter : undefined;
          return letter;
        },
      });
      const personalizedQuestions = (await suggestWithModel(userId, DEFAULT_PERSONAL_QUESTIONS, job, facts)).map(
        (s) => {
          const value = s.suggestedAnswers[0] ?? '';
          return {
            question: s.question,
            autoFilledValue: value,
            confidence: value ? s.confidence : 0,
            evidence: s.evidence.join('; ') || s.reasoning,
            flagged: !value || s.confidence < FLAG_BELOW,
          };
        },
      );
      const overall = overallConfidence(fields);
      const settings = await settingsOf(userId);
      const now = ctx.clock();
      const percent = Math.round(overall * 100);
      const receipt: ApplicationReceipt = {
        job: {
          title: form.title,
          company: form.company,
          url: form.url,
          source: form.source,
          descriptionExcerpt: form.description.slice(0, 600),
        },
        resumeVersion: facts.resume?.version ?? null,
        answers: fields,
        personalizedQuestions,
        overallConfidence: overall,
        submission: {
          channel: null,
          note:
            settings.autoSubmit && percent >= settings.threshold
              ? `Auto-submit is on and the confidence (${percent}%) meets your ${settings.threshold}% threshold, but ${NO_CHANNEL_NOTE.charAt(0).toLowerCase()}${NO_CHANNEL_NOTE.slice(1)}`
              : NO_CHANNEL_NOTE,
        },
        preparedAt: now.toISOString(),
      };
      const [row] = await ctx.db
        .insert(applications)
        .values({
          userId,
          jobUrl: form.url,
          jobTitle: form.title,
          company: form.company,
          status: 'pending_input',
          confidence: percent,
          receipt: receipt as unknown as Record<string, unknown>,
          submittedAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new AppError('INTERNAL', 'The application could not be recorded.');
      await activityService(ctx).record(
        userId,
        'application_prepared',
        `Application prepared for ${form.title} at ${form.company}`,
        { confidence: percent },
      );
      return { fields, personalizedQuestions, overallConfidence: overall, application: summaryOf(row) };
    },

    /** The stat cards and the list, from the user's recorded applications. */
    async status(userId: number): Promise<ApplicationStatusResponse> {
      const rows = await ctx.db
        .select()
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(desc(applications.createdAt), desc(applications.id));
      const last = rows.reduce<Date | null>((max, r) => (!max || r.updatedAt > max ? r.updatedAt : max), null);
      return {
        stats: {
          totalSubmitted: rows.filter((r) => r.status === 'auto_submitted').length,
          pendingInput: rows.filter((r) => r.status === 'pending_input').length,
          averageConfidence: rows.length ? Math.round(rows.reduce((s, r) => s + r.confidence, 0) / rows.length) : 0,
          lastActivity: last?.toISOString() ?? null,
        },
        applications: rows.map(summaryOf),
      };
    },

    /** One application with its receipt; another user's answers exactly like a missing one. */
    async detail(userId: number, id: number): Promise<ApplicationDetail> {
      const [row] = await ctx.db
        .select()
        .from(applications)
        .where(and(eq(applications.id, id), eq(applications.userId, userId)));
      if (!row) throw new AppError('NOT_FOUND', 'Application not found');
      return { ...summaryOf(row), receipt: row.receipt as unknown as ApplicationReceipt };
    },

    settings: settingsOf,

    async updateSettings(userId: number, update: ApplicationSettingsUpdate): Promise<ApplicationSettings> {
      const next = { ...(await settingsOf(userId)), ...update };
      await ctx.db
        .insert(applicationSettings)
        .values({ userId, settings: next, updatedAt: ctx.clock() })
        .onConflictDoUpdate({ target: applicationSettings.userId, set: { settings: next, updatedAt: ctx.clock() } });
      return next;
    },

    /** The job seeker's cover letter, written for the title, company and description the user typed. */
    async coverLetter(userId: number, body: GenerateCoverLetterBody) {
      const { cover_letter, evidence } = await coverLetters.write(userId, {
        jobDescription: `${body.jobTitle}\n${body.jobDescription}`,
        companyInfo: { name: body.companyName },
      });
      return { coverLetter: cover_letter, ...(evidence ? { evidence } : {}) };
    },

    async suggest(userId: number, body: SuggestAnswersBody): Promise<SuggestAnswersResponse> {
      const facts = await factsOf(userId);
      const questions = body.questions.length ? body.questions : DEFAULT_PERSONAL_QUESTIONS;
      return {
        suggestions: (await suggestWithModel(userId, questions, body.jobContext, facts)).map(
          ({ question, suggestedAnswers, reasoning, evidence, evidenceCheck }) => ({
            question,
            suggestedAnswers,
            reasoning,
            evidence,
            ...(evidenceCheck ? { evidenceCheck } : {}),
          }),
        ),
      };
    },
  };
}
