import { z } from 'zod';
import { type HarvestOptions, harvestList } from '../jobs/greenhouse/harvest-client';
import type { CompanyFacts, MonthCount } from './company-facts';
import { monthOf, nthDate } from './company-facts';

/**
 * Reduces a Greenhouse Harvest account to the dashboard's facts. Only counts and dates are kept
 * (no candidate, name or answer leaves this function), and the result is what we store.
 *
 * - Requisitions: jobs that are `open` or `closed` (drafts never opened), opened at `opened_at`
 *   (else `created_at`), closed at `closed_at` when the status is `closed`.
 * - Applications: candidate applications (`prospect: false`) by `applied_at`; decided when the
 *   status is `hired` or `rejected`.
 * - Hires: applications with status `hired`, dated by their accepted offer's `resolved_at` (the
 *   latest version of that application's offers), else by the application's `last_activity_at`.
 */

const isoDate = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)))
  .transform((s) => new Date(s).toISOString());

const jobSchema = z.object({
  status: z.string(),
  created_at: isoDate.nullish(),
  opened_at: isoDate.nullish(),
  closed_at: isoDate.nullish(),
});

const applicationSchema = z.object({
  id: z.number(),
  prospect: z.boolean().nullish(),
  applied_at: isoDate.nullish(),
  rejected_at: isoDate.nullish(),
  last_activity_at: isoDate.nullish(),
  status: z.string(),
});

const offerSchema = z.object({
  application_id: z.number().nullish(),
  version: z.number().nullish(),
  status: z.string(),
  resolved_at: isoDate.nullish(),
});

/** Records that do not have the documented shape are skipped rather than failing the sync. */
function parseAll<T>(schema: z.ZodType<T>, items: unknown[]): T[] {
  const out: T[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

export function summariseHarvest(raw: { jobs: unknown[]; applications: unknown[]; offers: unknown[] }): CompanyFacts {
  const jobs = parseAll(jobSchema, raw.jobs);
  const requisitions = jobs.flatMap((job) => {
    if (job.status !== 'open' && job.status !== 'closed') return [];
    const openedAt = job.opened_at ?? job.created_at;
    if (!openedAt) return [];
    const closedAt = job.status === 'closed' ? (job.closed_at ?? null) : null;
    return [{ openedAt, closedAt }];
  });

  const applications = parseAll(applicationSchema, raw.applications).filter((a) => a.prospect !== true && a.applied_at);
  const acceptedOffer = new Map<number, { version: number; resolvedAt: string | null }>();
  for (const offer of parseAll(offerSchema, raw.offers)) {
    if (offer.status !== 'accepted' || offer.application_id == null) continue;
    const version = offer.version ?? 0;
    const known = acceptedOffer.get(offer.application_id);
    if (!known || version > known.version)
      acceptedOffer.set(offer.application_id, { version, resolvedAt: offer.resolved_at ?? null });
  }

  const months = new Map<string, MonthCount>();
  const bucket = (month: string) => {
    const entry = months.get(month) ?? { month, applications: 0, hires: 0 };
    months.set(month, entry);
    return entry;
  };
  const appliedDates: string[] = [];
  const hireDates: string[] = [];
  let decided = 0;
  for (const app of applications) {
    const appliedAt = app.applied_at as string;
    appliedDates.push(appliedAt);
    bucket(monthOf(appliedAt)).applications += 1;
    if (app.status === 'hired' || app.status === 'rejected') decided += 1;
    if (app.status === 'hired') {
      const hiredAt = acceptedOffer.get(app.id)?.resolvedAt ?? app.last_activity_at ?? appliedAt;
      hireDates.push(hiredAt);
      bucket(monthOf(hiredAt)).hires += 1;
    }
  }

  return {
    source: 'greenhouse_harvest',
    requisitions,
    applications: {
      total: applications.length,
      decided,
      hires: hireDates.length,
      monthly: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
      hundredthAt: nthDate(appliedDates, 100),
      firstHireAt: nthDate(hireDates, 1),
    },
  };
}

/** Reads jobs, applications and offers (offers are optional: a key without that endpoint still works). */
export async function fetchHarvestFacts(options: HarvestOptions): Promise<CompanyFacts> {
  const jobs = await harvestList(options, '/v1/jobs');
  const applications = await harvestList(options, '/v1/applications');
  let offers: unknown[] = [];
  try {
    offers = await harvestList(options, '/v1/offers');
  } catch (error) {
    if (!(error instanceof Error && error.name === 'HarvestForbiddenError')) throw error;
  }
  return summariseHarvest({ jobs, applications, offers });
}

/** The stored summary, validated on read so an older or damaged row is ignored, not trusted. */
export const storedFactsSchema = z.object({
  source: z.literal('greenhouse_harvest'),
  requisitions: z.array(z.object({ openedAt: z.string(), closedAt: z.string().nullable() })),
  applications: z.object({
    total: z.number(),
    decided: z.number().nullable(),
    hires: z.number().nullable(),
    monthly: z.array(z.object({ month: z.string(), applications: z.number(), hires: z.number() })),
    hundredthAt: z.string().nullable(),
    firstHireAt: z.string().nullable(),
  }),
});
