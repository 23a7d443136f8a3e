import { z } from 'zod';

/**
 * The areas of the career engine measured on a labelled set nobody on the team wrote (issue 33:
 * third-party and public sets; the team's own sets are regression tests, not figures to show).
 */
export const MEASURED_AREAS = ['skills', 'ats', 'matching', 'occupations', 'resume-reading'] as const;
export type MeasuredArea = (typeof MEASURED_AREAS)[number];

/** What a figure counts: a share 0 to 1, score points, or a plain count. */
export const MEASURED_UNITS = ['ratio', 'points', 'count'] as const;

export const measuredMetricSchema = z.strictObject({
  /** e.g. 'precision', 'NDCG@10'. */
  name: z.string().min(1),
  value: z.number().finite(),
  unit: z.enum(MEASURED_UNITS),
  /** The keyword baseline's figure on the same set, when the bench measures one. */
  baseline: z.number().finite().optional(),
});
export type MeasuredMetric = z.infer<typeof measuredMetricSchema>;

/**
 * One area's figures as a bench script writes them to
 * `packages/career-engine/eval/figures/<area>.json`: the labelled set they were measured on, the
 * day, and the metrics. The real-time page shows these instead of any figure we did not measure.
 */
export const measuredFiguresSchema = z.strictObject({
  area: z.enum(MEASURED_AREAS),
  measuredAt: z.iso.date(),
  set: z.string().min(1),
  metrics: z.array(measuredMetricSchema).min(1),
});
export type MeasuredFigures = z.infer<typeof measuredFiguresSchema>;

/** How each area is named on screen ("Skill extraction precision 57% on SkillSpan dev"). */
export const MEASURED_AREA_LABELS: Record<MeasuredArea, string> = {
  skills: 'Skill extraction',
  ats: 'ATS score',
  matching: 'Job matching',
  occupations: 'Job title to occupation',
  'resume-reading': 'Resume reading',
};
