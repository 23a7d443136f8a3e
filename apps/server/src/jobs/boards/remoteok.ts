import { z } from 'zod';
import type { PostingInput } from '../postings/posting-input';
import { type BoardHttpOptions, fetchBoardJson } from './board-http';
import { parseShape } from './board-shape';

const remoteOkJob = z.object({
  id: z.union([z.string(), z.number()]),
  position: z.string(),
  company: z.string(),
  url: z.string(),
  apply_url: z.string().nullish(),
  epoch: z.number().nullish(),
  date: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  description: z.string().nullish(),
  location: z.string().nullish(),
  salary_min: z.number().nullish(),
  salary_max: z.number().nullish(),
});
const remoteOkResponse = z.array(z.unknown());
const legalNotice = z.object({ legal: z.string() });

/**
 * Turns `GET /api` into postings. The array opens with a legal notice object (no posting), which
 * is skipped; every other element must be a posting. RemoteOK salaries are yearly US dollars, 0
 * when not given.
 */
export function parseRemoteOkJobs(body: unknown): PostingInput[] {
  const items = parseShape(remoteOkResponse, body, 'RemoteOK');
  const postings = items.filter((item) => !legalNotice.safeParse(item).success);
  const jobs = parseShape(z.array(remoteOkJob), postings, 'RemoteOK');
  return jobs.map((job) => {
    const min = job.salary_min || null;
    const max = job.salary_max || null;
    return {
      source: 'remoteok',
      board: '',
      sourceId: String(job.id),
      title: job.position.trim(),
      company: job.company.trim(),
      location: job.location?.trim() ?? '',
      remote: true,
      url: job.url,
      applyUrl: job.apply_url || null,
      descriptionHtml: job.description ?? null,
      salary: min || max ? { min, max, currency: 'USD', period: 'year' } : null,
      postedAt: job.date ?? (job.epoch ? new Date(job.epoch * 1000) : null),
    };
  });
}

export async function fetchRemoteOk(apiBase: string, http: BoardHttpOptions = {}): Promise<PostingInput[]> {
  return parseRemoteOkJobs(await fetchBoardJson(`${apiBase}/api`, http));
}
