import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { backgroundJobs } from '../db/schema';

/**
 * A PostgreSQL-backed work queue on `background_jobs`. Workers claim one due job at a time with
 * `UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED LIMIT 1)`, so any number of workers, in
 * one process or many, never run the same job twice; the same statement works on PGlite. A claim
 * holds a lease (`locked_until`): a worker that dies mid-job leaves a job another worker picks up
 * once the lease has run out.
 */

export type QueuedJob = typeof backgroundJobs.$inferSelect;

/** A failure that no retry can cure (bad input, unknown kind): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export type JobHandler = (payload: Record<string, unknown>, job: QueuedJob) => Promise<void>;

export const DEFAULT_LEASE_MS = 5 * 60_000;
const RETRY_BASE_MS = 30_000;
const RETRY_CAP_MS = 30 * 60_000;

const iso = (d: Date) => d.toISOString();

export type EnqueueInput = {
  kind: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  maxAttempts?: number;
};

/** Adds a job that becomes due at `runAt`. */
export async function enqueueJob(db: Db, input: EnqueueInput): Promise<QueuedJob> {
  const [row] = await db
    .insert(backgroundJobs)
    .values({
      kind: input.kind,
      payload: input.payload ?? {},
      runAt: input.runAt,
      ...(input.maxAttempts ? { maxAttempts: input.maxAttempts } : {}),
    })
    .returning();
  if (!row) throw new Error('enqueue returned no row');
  return row;
}

/** The payload as JSON with its keys sorted at every level, so equal payloads give one text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The dedupe key of a payload: a hash, so no payload text sits in the index. */
export function dedupeKeyOf(payload: Record<string, unknown>): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}

/**
 * Adds a job unless one of the same kind and payload is already waiting or running, so a slow
 * or retrying job is not joined by a pile of copies. Returns undefined when it was skipped. The
 * check is the partial unique index on (kind, dedupe_key) over waiting and running jobs, so two
 * processes enqueueing at the same moment still make one row.
 */
export async function enqueueUniqueJob(db: Db, input: EnqueueInput): Promise<QueuedJob | undefined> {
  const payload = input.payload ?? {};
  const [row] = await db
    .insert(backgroundJobs)
    .values({
      kind: input.kind,
      payload,
      runAt: input.runAt,
      dedupeKey: dedupeKeyOf(payload),
      ...(input.maxAttempts ? { maxAttempts: input.maxAttempts } : {}),
    })
    .onConflictDoNothing({
      target: [backgroundJobs.kind, backgroundJobs.dedupeKey],
      where: sql`dedupe_key is not null and status in ('queued', 'running')`,
    })
    .returning();
  return row;
}

/**
 * Claims the next due job (oldest `run_at` first), or a running job whose lease expired, and
 * counts the attempt. Returns undefined when nothing is due. `kinds` limits what this worker takes.
 */
export async function claimNextJob(
  db: Db,
  now: Date,
  options: { leaseMs?: number; kinds?: readonly string[] } = {},
): Promise<QueuedJob | undefined> {
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS));
  const kinds = options.kinds?.length
    ? sql` and kind in (${sql.join(
        options.kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  const [row] = await db
    .update(backgroundJobs)
    .set({ status: 'running', attempts: sql`${backgroundJobs.attempts} + 1`, lockedUntil: leaseUntil, lastError: null })
    .where(
      sql`${backgroundJobs.id} = (
        select id from background_jobs
        where ((status = 'queued' and run_at <= ${iso(now)}::timestamptz)
          or (status = 'running' and locked_until < ${iso(now)}::timestamptz and attempts < max_attempts))${kinds}
        order by run_at, id
        for update skip locked
        limit 1)`,
    )
    .returning();
  return row;
}

/**
 * Fails running jobs whose lease expired after their last allowed attempt (their worker died on
 * it each time). Returns how many.
 */
export async function failAbandonedJobs(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(backgroundJobs)
    .set({ status: 'failed', lockedUntil: null, finishedAt: now, lastError: 'the worker stopped before finishing' })
    .where(
      sql`${backgroundJobs.status} = 'running' and ${backgroundJobs.lockedUntil} < ${iso(now)}::timestamptz and ${backgroundJobs.attempts} >= ${backgroundJobs.maxAttempts}`,
    )
    .returning({ id: backgroundJobs.id });
  return rows.length;
}

/** The claim this worker holds: nobody else re-claimed the job after our lease ran out. */
const stillOurs = (job: QueuedJob) =>
  and(eq(backgroundJobs.id, job.id), eq(backgroundJobs.status, 'running'), eq(backgroundJobs.attempts, job.attempts));

export async function completeJob(db: Db, job: QueuedJob, now: Date): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ status: 'done', lockedUntil: null, finishedAt: now, lastError: null })
    .where(stillOurs(job));
}

/** Wait before retry `attempt` (1-based): 30 s doubling, capped at 30 min, with jitter. */
export function retryDelayMs(attempt: number): number {
  const step = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** (attempt - 1));
  return Math.round(step * (0.75 + Math.random() * 0.25));
}

/**
 * Records a failed attempt: back in the queue after a back-off, or failed for good when the
 * attempts are used up or the error is permanent. Returns the job's new status.
 */
export async function failJob(db: Db, job: QueuedJob, error: unknown, now: Date): Promise<'queued' | 'failed'> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const final = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
  await db
    .update(backgroundJobs)
    .set(
      final
        ? { status: 'failed', lockedUntil: null, finishedAt: now, lastError: message }
        : {
            status: 'queued',
            lockedUntil: null,
            lastError: message,
            runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
          },
    )
    .where(stillOurs(job));
  return final ? 'failed' : 'queued';
}

export type RunOutcome = { job: QueuedJob; status: 'done' | 'queued' | 'failed'; error?: string };

/**
 * Claims one due job and runs its handler; undefined when nothing was due. A job of a kind with
 * no handler fails permanently rather than blocking the queue.
 */
export async function runNextJob(
  db: Db,
  handlers: Readonly<Record<string, JobHandler>>,
  clock: () => Date,
  options: { leaseMs?: number } = {},
): Promise<RunOutcome | undefined> {
  const job = await claimNextJob(db, clock(), { leaseMs: options.leaseMs, kinds: Object.keys(handlers) });
  if (!job) return undefined;
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new PermanentJobError(`no handler for job kind "${job.kind}"`);
    await handler(job.payload, job);
    await completeJob(db, job, clock());
    return { job, status: 'done' };
  } catch (error) {
    const status = await failJob(db, job, error, clock());
    return { job, status, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Deletes finished jobs (done or failed) that finished before `before`; waiting and running jobs
 * are never touched. Returns how many went.
 */
export async function removeFinishedJobs(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(backgroundJobs)
    .where(and(sql`${backgroundJobs.status} in ('done', 'failed')`, lt(backgroundJobs.finishedAt, before)))
    .returning({ id: backgroundJobs.id });
  return rows.length;
}
