import {
  APPLICATION_STATUS_LABELS,
  type ApplicationDetail,
  type ApplicationReceipt,
  type ApplicationSettings,
  type ApplicationSettingsUpdate,
  type ApplicationStatus,
  type ApplicationStatusResponse,
  type ApplicationStatusUpdateBody,
  type ApplicationSubmittedBody,
  type ApplicationSummary,
  type AutoFillBody,
  type AutoFillResult,
  answersHoldingBackAutoSubmit,
  applicationSettingsSchema,
  DEFAULT_APPLICATION_SETTINGS,
  DEFAULT_PERSONAL_QUESTIONS,
  type GenerateCoverLetterBody,
  RESPONDED_APPLICATION_STATUSES,
  type SuggestAnswersBody,
  type SuggestAnswersResponse,
} from '@careerloom/contract';
import { and, desc, eq } from 'drizzle-orm';
import { activityService } from '../activity/activity.service';
import type { AppContext } from '../context';
import { applicationSettings, applications, users } from '../db/schema';
import { AppError } from '../errors';
import { coverLetterService } from '../jobseeker/cover-letter.service';
import { resumesService } from '../resumes/resumes.service';
import { drafterFor } from '../users/checked-draft';
import type { ApplicantFacts } from './applicant-facts';
import { receiptWithSubmission, recordStep, timelineOf, wasSubmittedBy } from './application-timeline';
import { withModelAnswers } from './draft-answers';
import { FLAG_BELOW, fillFields, overallConfidence } from './fill-fields';
import { readJobForm } from './read-job-form';
import { suggestAnswers } from './suggest-answers';

/**
 * Why nothing was sent yet: applications go out only from the user's browser, where the employer's
 * real form is (rulings, Honesty; decision 020).
 */
export const NOT_SUBMITTED_NOTE =
  'Not submitted yet: open the job page with Careerloom for Chrome to fill the form there, or complete the application on the job page yourself.';

/** Auto-fills one user may start per minute (each fetches a page or the Greenhouse API). */
export const AUTO_FILLS_PER_MINUTE = 10;

type ApplicationRow = typeof applications.$inferSelect;

/**
 * The user's auto-submit rule: on, and every required answer (every answer when none is required)
 * at or above the threshold. The extension applies the same rule before it clicks submit.
 */
export function autoSubmitAllowed(
  settings: ApplicationSettings,
  answers: readonly { required: boolean; confidence: number; autoFilledValue?: string }[],
): boolean {
  if (!settings.autoSubmit) return false;
  const { counted, holdingBack } = answersHoldingBackAutoSubmit(settings, answers);
  return counted.length > 0 && holdingBack.length === 0;
}

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
 * resume with evidence, and records what was prepared with a receipt. The server submits nothing:
 * the form goes out from the user's browser (the extension reports it), and the employer's
 * answers arrive through the mail or by hand (`application-timeline.ts`).
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

  /** The user's application, or 404 for a missing one and for another user's alike. */
  async function ownedRow(userId: number, id: number): Promise<ApplicationRow> {
    const [row] = await ctx.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND', 'Application not found');
    return row;
  }

  async function detailOf(userId: number, id: number): Promise<ApplicationDetail> {
    const row = await ownedRow(userId, id);
    return {
      ...summaryOf(row),
      receipt: row.receipt as unknown as ApplicationReceipt,
      timeline: await timelineOf(ctx, id),
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
      const rate = await ctx.limiter.hit(`auto-fill:${userId}`, AUTO_FILLS_PER_MINUTE, 60_000);
      if (!rate.allowed)
        throw new AppError(
          'RATE_LIMITED',
          `Too many auto-fills; try again in ${rate.retryAfterSeconds} s`,
          rate.retryAfterSeconds,
        );
      const form = await readJobForm(ctx, body.jobUrl, body.formFields, body.pageHtml);
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
          note: autoSubmitAllowed(settings, fields)
            ? `Auto-submit is on and every required answer meets your ${settings.threshold}% threshold: Careerloom for Chrome submits this form when you open the job page with it. ${NOT_SUBMITTED_NOTE}`
            : NOT_SUBMITTED_NOTE,
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
      await recordStep(ctx, {
        userId,
        applicationId: row.id,
        status: 'pending_input',
        source: 'assistant',
        summary: `Prepared ${fields.length} answers (${percent}% confidence)`,
        occurredAt: now,
      });
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
      const receiptOf = (r: ApplicationRow) => r.receipt as unknown as ApplicationReceipt;
      return {
        stats: {
          totalSubmitted: rows.filter((r) => wasSubmittedBy(receiptOf(r), 'auto')).length,
          userSubmitted: rows.filter((r) => wasSubmittedBy(receiptOf(r), 'user')).length,
          responses: rows.filter((r) => RESPONDED_APPLICATION_STATUSES.includes(r.status as ApplicationStatus)).length,
          pendingInput: rows.filter((r) => r.status === 'pending_input').length,
          averageConfidence: rows.length ? Math.round(rows.reduce((s, r) => s + r.confidence, 0) / rows.length) : 0,
          lastActivity: last?.toISOString() ?? null,
        },
        applications: rows.map(summaryOf),
      };
    },

    /** One application with its receipt; another user's answers exactly like a missing one. */
    detail: (userId: number, id: number) => detailOf(userId, id),

    /**
     * The form was submitted in the user's browser (the extension saw the submit). `auto` is
     * accepted only when the user's settings allow it for these answers: the server, not the
     * extension, is where the user's rule is kept. Reporting the same submission twice is harmless.
     */
    async markSubmitted(userId: number, id: number, body: ApplicationSubmittedBody): Promise<ApplicationDetail> {
      const row = await ownedRow(userId, id);
      const receipt = row.receipt as unknown as ApplicationReceipt;
      if (receipt.submission.channel === 'extension') return detailOf(userId, id);
      if (row.status !== 'pending_input')
        throw new AppError(
          'CONFLICT',
          `This application is already ${APPLICATION_STATUS_LABELS[row.status as ApplicationStatus].toLowerCase()}`,
        );
      if (body.by === 'auto') {
        const settings = await settingsOf(userId);
        if (!autoSubmitAllowed(settings, receipt.answers))
          throw new AppError(
            'CONFLICT',
            settings.autoSubmit
              ? `Auto-submit needs every required answer at or above your ${settings.threshold}% threshold`
              : 'Auto-submit is off in your settings',
          );
      }
      const now = ctx.clock();
      const submission: ApplicationReceipt['submission'] = {
        channel: 'extension',
        by: body.by,
        submittedAt: now.toISOString(),
        pageUrl: body.pageUrl,
        note:
          body.by === 'auto'
            ? 'Submitted by auto-submit in your browser: every required answer met your threshold.'
            : 'Submitted by you in your browser.',
      };
      const status = body.by === 'auto' ? 'auto_submitted' : 'submitted';
      const [updated] = await ctx.db
        .update(applications)
        .set({ status, submittedAt: now, updatedAt: now, receipt: receiptWithSubmission(submission) })
        .where(and(eq(applications.id, id), eq(applications.userId, userId), eq(applications.status, 'pending_input')))
        .returning({ id: applications.id });
      // A concurrent report of the same submission already moved it.
      if (!updated) return detailOf(userId, id);
      await recordStep(ctx, {
        userId,
        applicationId: id,
        status,
        source: 'extension',
        summary: body.by === 'auto' ? 'Auto-submitted in your browser' : 'Submitted by you in your browser',
        occurredAt: now,
        evidence: { pageUrl: body.pageUrl },
      });
      await activityService(ctx).record(
        userId,
        'application_submitted',
        `Application ${body.by === 'auto' ? 'auto-submitted' : 'submitted'} for ${row.jobTitle} at ${row.company}`,
        { by: body.by },
      );
      return detailOf(userId, id);
    },

    /** The user moves an application by hand (e.g. after a phone call the mail never saw). */
    async setStatus(userId: number, id: number, body: ApplicationStatusUpdateBody): Promise<ApplicationDetail> {
      const row = await ownedRow(userId, id);
      if (row.status === body.status && !body.note) return detailOf(userId, id);
      const now = ctx.clock();
      if (body.status === 'submitted' && !row.submittedAt)
        await ctx.db.update(applications).set({ submittedAt: now }).where(eq(applications.id, id));
      await recordStep(ctx, {
        userId,
        applicationId: id,
        status: body.status,
        source: 'manual',
        summary: `Marked ${APPLICATION_STATUS_LABELS[body.status].toLowerCase()} by you`,
        occurredAt: now,
        ...(body.note ? { evidence: { note: body.note } } : {}),
      });
      return detailOf(userId, id);
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
