import { z } from 'zod';
import type { PostingInput } from '../postings/posting-input';
import { type BoardHttpOptions, fetchBoardJson } from './board-http';
import { parseShape } from './board-shape';

const remotiveJob = z.object({
  id: z.union([z.number(), z.string()]),
  url: z.string(),
  title: z.string(),
  company_name: z.string(),
  category: z.string().nullish(),
  job_type: z.string().nullish(),
  publication_date: z.string().nullish(),
  candidate_required_location: z.string().nullish(),
  salary: z.string().nullish(),
  description: z.string().nullish(),
});
const remotiveResponse = z.object({ jobs: z.array(remotiveJob) });

const JOB_TYPES: Record<string, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  freelance: 'Freelance',
  internship: 'Internship',
  other: 'Other',
};

/** Remotive dates carry no zone (`2024-05-02T10:23:26`); they are UTC. */
function utc(date: string | null | undefined): string | null {
  if (!date) return null;
  return /(?:Z|[+-]\d\d:?\d\d)$/.test(date) ? date : `${date}Z`;
}

/**
 * Turns `GET /api/remote-jobs` into postings. Every Remotive job is remote; its location is the
 * region candidates must live in. The salary is free text, left for normalisation to read.
 */
export function parseRemotiveJobs(body: unknown): PostingInput[] {
  const { jobs } = parseShape(remotiveResponse, body, 'Remotive');
  return jobs.map((job) => ({
    source: 'remotive',
    board: '',
    sourceId: String(job.id),
    title: job.title.trim(),
    company: job.company_name.trim(),
    location: job.candidate_required_location?.trim() ?? '',
    remote: true,
    employmentType: job.job_type ? (JOB_TYPES[job.job_type] ?? job.job_type) : null,
    department: job.category ?? null,
    url: job.url,
    applyUrl: job.url,
    descriptionHtml: job.description ?? null,
    salary: job.salary?.trim() || null,
    postedAt: utc(job.publication_date),
  }));
}

export async function fetchRemotive(apiBase: string, http: BoardHttpOptions = {}): Promise<PostingInput[]> {
  return parseRemotiveJobs(await fetchBoardJson(`${apiBase}/api/remote-jobs`, http));
}
