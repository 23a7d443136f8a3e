import { z } from 'zod';
import type { PostingInput, SalaryInput, SalaryPeriod } from '../postings/posting-input';
import { type BoardHttpOptions, fetchBoardJson } from './board-http';
import { escapeHtml, parseShape, segment } from './board-shape';

const component = z.object({
  compensationType: z.string(),
  interval: z.string().nullish(),
  currencyCode: z.string().nullish(),
  minValue: z.number().nullish(),
  maxValue: z.number().nullish(),
});
const ashbyJob = z.object({
  id: z.string(),
  title: z.string(),
  department: z.string().nullish(),
  team: z.string().nullish(),
  employmentType: z.string().nullish(),
  location: z.string().nullish(),
  publishedAt: z.string().nullish(),
  isListed: z.boolean().nullish(),
  isRemote: z.boolean().nullish(),
  jobUrl: z.string(),
  applyUrl: z.string().nullish(),
  descriptionHtml: z.string().nullish(),
  descriptionPlain: z.string().nullish(),
  compensation: z
    .object({
      scrapeableCompensationSalarySummary: z.string().nullish(),
      compensationTiers: z.array(z.object({ components: z.array(component).nullish() })).nullish(),
    })
    .nullish(),
});
const ashbyBoard = z.object({ jobs: z.array(ashbyJob) });

const EMPLOYMENT: Record<string, string> = {
  FullTime: 'Full-time',
  PartTime: 'Part-time',
  Intern: 'Internship',
  Contract: 'Contract',
  Temporary: 'Temporary',
};

/** Ashby intervals read `1 YEAR`, `1 MONTH`, `1 HOUR`…; `NONE` (equity, commission) has no period. */
function ashbyPeriod(interval: string | null | undefined): SalaryPeriod | null {
  const m = /^1 (YEAR|MONTH|WEEK|DAY|HOUR)$/.exec(interval?.trim().toUpperCase() ?? '');
  return m?.[1] ? (m[1].toLowerCase() as SalaryPeriod) : null;
}

/**
 * The salary range over every compensation tier (tiers differ by location or level), in the
 * currency and period of the first salary component; the summary sentence when no tier has numbers.
 */
function ashbySalary(comp: z.output<typeof ashbyJob>['compensation']): SalaryInput | string | null {
  const salaries = (comp?.compensationTiers ?? [])
    .flatMap((t) => t.components ?? [])
    .filter((c) => c.compensationType === 'Salary' && (c.minValue != null || c.maxValue != null));
  const first = salaries[0];
  const period = ashbyPeriod(first?.interval);
  if (first && period) {
    const same = salaries.filter((c) => c.currencyCode === first.currencyCode && ashbyPeriod(c.interval) === period);
    const mins = same.map((c) => c.minValue).filter((v): v is number => v != null);
    const maxes = same.map((c) => c.maxValue).filter((v): v is number => v != null);
    return {
      min: mins.length ? Math.min(...mins) : null,
      max: maxes.length ? Math.max(...maxes) : null,
      currency: first.currencyCode ?? null,
      period,
    };
  }
  return comp?.scrapeableCompensationSalarySummary?.trim() || null;
}

/**
 * Turns `GET /posting-api/job-board/{board}?includeCompensation=true` into postings. Unlisted jobs
 * (reachable by link only) are left out. Ashby board names are the company's own name.
 */
export function parseAshbyBoard(body: unknown, board: string): PostingInput[] {
  const { jobs } = parseShape(ashbyBoard, body, `Ashby board "${board}"`);
  return jobs
    .filter((job) => job.isListed !== false)
    .map((job) => ({
      source: 'ashby',
      board,
      sourceId: job.id,
      title: job.title.trim(),
      company: board,
      location: job.location?.trim() ?? '',
      remote: job.isRemote ?? null,
      employmentType: job.employmentType ? (EMPLOYMENT[job.employmentType] ?? job.employmentType) : null,
      department: job.department ?? job.team ?? null,
      url: job.jobUrl,
      applyUrl: job.applyUrl ?? null,
      descriptionHtml:
        job.descriptionHtml ?? (job.descriptionPlain ? `<p>${escapeHtml(job.descriptionPlain)}</p>` : null),
      salary: ashbySalary(job.compensation),
      postedAt: job.publishedAt ?? null,
    }));
}

export async function fetchAshbyBoard(
  apiBase: string,
  board: string,
  http: BoardHttpOptions = {},
): Promise<PostingInput[]> {
  const url = `${apiBase}/posting-api/job-board/${segment(board)}?includeCompensation=true`;
  return parseAshbyBoard(await fetchBoardJson(url, http), board);
}
