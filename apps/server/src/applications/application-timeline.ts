import type {
  ApplicationEvent,
  ApplicationEventSource,
  ApplicationReceipt,
  ApplicationStatus,
} from '@careerloom/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { applicationEvents, applications } from '../db/schema';

/**
 * An application moves along prepared → sent → interviewing → offer | rejected. Evidence from the
 * mail only moves it forward (a late confirmation never undoes an interview invitation); the user
 * may set any status by hand.
 */
const STAGE: Record<ApplicationStatus, number> = {
  pending_input: 0,
  submitted: 1,
  auto_submitted: 1,
  interviewing: 2,
  offer: 3,
  rejected: 3,
};

export const isForwardMove = (from: ApplicationStatus, to: ApplicationStatus) => STAGE[to] > STAGE[from];

export type TimelineStep = {
  userId: number;
  applicationId: number;
  status: ApplicationStatus;
  source: ApplicationEventSource;
  summary: string;
  occurredAt: Date;
  evidence?: ApplicationEvent['evidence'];
  /** For mail: the message's id, so one message is recorded once. */
  mailMessageId?: string;
};

/**
 * Records one step and moves the application's status when the step says so (forward only for
 * mail). Returns false when this message was already recorded for the user.
 */
export async function recordStep(ctx: AppContext, step: TimelineStep): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(applicationEvents)
      .values({
        applicationId: step.applicationId,
        userId: step.userId,
        status: step.status,
        source: step.source,
        summary: step.summary.slice(0, 500),
        evidence: step.evidence ?? {},
        mailMessageId: step.mailMessageId ?? null,
        occurredAt: step.occurredAt,
      })
      .onConflictDoNothing()
      .returning({ id: applicationEvents.id });
    if (inserted.length === 0) return false;
    const [row] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.id, step.applicationId), eq(applications.userId, step.userId)))
      .for('update');
    if (!row) return false;
    const from = row.status as ApplicationStatus;
    if (step.source === 'manual' || isForwardMove(from, step.status))
      await tx
        .update(applications)
        .set({ status: step.status, updatedAt: ctx.clock() })
        .where(eq(applications.id, step.applicationId));
    return true;
  });
}

/** The application's timeline, oldest first. */
export async function timelineOf(ctx: AppContext, applicationId: number): Promise<ApplicationEvent[]> {
  const rows = await ctx.db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.occurredAt), asc(applicationEvents.id));
  return rows.map((r) => ({
    id: r.id,
    status: r.status as ApplicationStatus,
    source: r.source as ApplicationEventSource,
    summary: r.summary,
    occurredAt: r.occurredAt.toISOString(),
    evidence: r.evidence,
  }));
}

/** Whether the receipt says the form went out (by the user or by auto-submit). */
export const wasSubmittedBy = (receipt: ApplicationReceipt, by: 'user' | 'auto') =>
  receipt.submission.channel === 'extension' && receipt.submission.by === by;

/** A json path update of the receipt's submission, kept in SQL so concurrent steps do not clash. */
export const receiptWithSubmission = (submission: ApplicationReceipt['submission']) =>
  sql`jsonb_set(${applications.receipt}, '{submission}', ${JSON.stringify(submission)}::jsonb)`;
