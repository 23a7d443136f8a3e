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

/** How each area is named in the processing list ("Skill extraction"); its figures read as MEASURED_METRIC_PLAIN says. */
export const MEASURED_AREA_LABELS: Record<MeasuredArea, string> = {
  skills: 'Skill extraction',
  ats: 'ATS score',
  matching: 'Job matching',
  occupations: 'Job title to occupation',
  'resume-reading': 'Resume reading',
};

/**
 * What each measured area was checked on, in words a user reads (issue 35: the real-time page
 * spoke of "NDCG@10" and "SkillSpan dev"): `checked` says what the figures answer, `set` names the
 * third-party set plainly. The bench's own names stay in eval/figures.
 */
export const MEASURED_AREA_PLAIN: Record<MeasuredArea, { checked: string; set: string }> = {
  skills: {
    checked: 'Picking out the skills a job posting asks for',
    set: 'sentences from real job postings in which researchers marked every skill by hand (SkillSpan, and a second set by Green and colleagues)',
  },
  ats: {
    checked: 'Scoring a resume against a job',
    set: '200 job descriptions from baker to surgeon, each with a resume written for it and one that was not (RJDB, a public research set)',
  },
  matching: {
    checked: 'Finding the postings for a job title you type',
    set: '40 job titles that two or more employers use, among 7,463 real postings',
  },
  occupations: {
    checked: 'Knowing which occupation a job title belongs to',
    set: 'job titles people reported to the US Department of Labor (O*NET), kept out of what Careerloom learned from',
  },
  'resume-reading': {
    checked: 'Reading names, job titles, employers and degrees from a resume',
    set: '44 real resumes whose details other people marked by hand (DataTurks, a public set)',
  },
};

/**
 * Each figure as a sentence, by area and by the bench's metric name; `value` is the figure as
 * read aloud ("58%"). A metric without a sentence here (say "F1", a blend of two others) is not
 * shown to users.
 */
export const MEASURED_METRIC_PLAIN: Record<MeasuredArea, Record<string, (value: string) => string>> = {
  skills: {
    precision: (v) => `${v} of the skills it picks out are ones the researchers marked`,
    recall: (v) => `It finds ${v} of the skills the researchers marked`,
    'Green et al. held-out precision': (v) => `On the second set, ${v} of the skills it picks out were marked`,
    'Green et al. held-out recall': (v) => `On the second set, it finds ${v} of the marked skills`,
  },
  ats: {
    'matched resume above its twin': (v) =>
      `The resume written for the job scores higher than the other ${v} of the time`,
    'matched resume at 70 or more': (v) => `The resume written for the job scores 70 or more ${v} of the time`,
    "matched resume above another occupation's": (v) =>
      `The resume written for the job scores higher than one for another occupation ${v} of the time`,
  },
  matching: {
    'typed titles with the exact title in the top 5': (v) =>
      `A posting with the exact title is among the first 5 results ${v} of the time`,
  },
  occupations: {
    'O*NET occupation right': (v) => `The occupation is right ${v} of the time`,
    'SOC major group right': (v) => `The occupation's broad family is right ${v} of the time`,
  },
  'resume-reading': {
    'names found': (v) => `Finds the person's name in ${v} of the resumes`,
    'job titles found': (v) => `Finds ${v} of the job titles`,
    'employers found': (v) => `Finds ${v} of the employers`,
    'degrees found': (v) => `Finds ${v} of the degrees`,
  },
};
