import { z } from 'zod';
import { type BoardHttpOptions, fetchBoardJson } from '../boards/board-http';
import { parseShape, segment } from '../boards/board-shape';
import { decodeEntities } from '../postings/html-to-text';
import type { PostingInput } from '../postings/posting-input';

const greenhouseJob = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  absolute_url: z.string(),
  updated_at: z.string().nullish(),
  first_published: z.string().nullish(),
  company_name: z.string().nullish(),
  location: z.object({ name: z.string().nullish() }).nullish(),
  content: z.string().nullish(),
  departments: z.array(z.object({ name: z.string() })).nullish(),
});
const greenhouseJobs = z.object({ jobs: z.array(greenhouseJob) });
const greenhouseBoard = z.object({ name: z.string() });

/**
 * Turns `GET /v1/boards/{token}/jobs?content=true` into postings. `content` is HTML whose markup
 * Greenhouse escapes as entities; it is decoded back to HTML (twice when the board double-escaped
 * it, as the documentation's own example is). `companyName` is used for jobs that carry no
 * `company_name` (older responses).
 */
export function parseGreenhouseJobs(body: unknown, token: string, companyName = token): PostingInput[] {
  const { jobs } = parseShape(greenhouseJobs, body, `Greenhouse board "${token}"`);
  return jobs.map((job) => {
    const location = job.location?.name?.trim() ?? '';
    let html = job.content ? decodeEntities(job.content) : null;
    if (html && !/<[a-z]/i.test(html) && /&lt;[a-z]/i.test(html)) html = decodeEntities(html);
    return {
      source: 'greenhouse',
      board: token,
      sourceId: String(job.id),
      title: job.title.trim(),
      company: job.company_name?.trim() || companyName,
      location,
      remote: /\bremote\b/i.test(location) ? true : null,
      department: job.departments?.[0]?.name ?? null,
      url: job.absolute_url,
      applyUrl: job.absolute_url,
      descriptionHtml: html,
      postedAt: job.first_published ?? job.updated_at ?? null,
    };
  });
}

/**
 * Reads every job on a Greenhouse board. When the jobs do not name the company, the board's own
 * name (`GET /v1/boards/{token}`) is asked once; if that fails the token stands in.
 */
export async function fetchGreenhouseBoard(
  apiBase: string,
  token: string,
  http: BoardHttpOptions = {},
): Promise<PostingInput[]> {
  const body = await fetchBoardJson(`${apiBase}/v1/boards/${segment(token)}/jobs?content=true`, http);
  const named = (body as { jobs?: { company_name?: unknown }[] })?.jobs?.every?.(
    (j) => typeof j?.company_name === 'string',
  );
  let company = token;
  if (!named) {
    try {
      const board = greenhouseBoard.safeParse(await fetchBoardJson(`${apiBase}/v1/boards/${segment(token)}`, http));
      if (board.success && board.data.name.trim()) company = board.data.name.trim();
    } catch {
      // The name is a nicety: the postings are what the sync is for.
    }
  }
  return parseGreenhouseJobs(body, token, company);
}
