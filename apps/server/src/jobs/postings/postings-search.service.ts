import {
  JOB_SEARCH_TOTAL_CAP,
  type JobPosting,
  type JobSearchResponse,
  type jobSearchQuerySchema,
} from '@careerloom/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { postingsRepository } from './postings.repository';
import { toJobPosting } from './postings.service';

type SearchQuery = z.output<typeof jobSearchQuerySchema>;

/**
 * Matches given the full `ts_rank` per search (the best by the cheap first pass): enough that
 * the first pages are the full ranking's, few enough that a search matching most postings stays
 * fast. Deep pages raise it to cover the page.
 */
export const RANK_CANDIDATES = 1000;

/** Skills a search may name at once; more would only slow the query without narrowing it. */
const MAX_SEARCH_SKILLS = 20;

/**
 * Searches open postings: words (`websearch_to_tsquery`, so "quoted phrases", `or` and `-word`
 * work), a location substring, remote only or on-site only, a yearly salary floor (postings whose
 * range reaches it; postings without a salary are left out when a floor is given, because we
 * cannot say they meet it) and skills (any of them; user spellings such as "k8s" are mapped to the
 * taxonomy's names). Salaries compare in the posting's own currency: we hold no exchange rates.
 * The total is exact up to JOB_SEARCH_TOTAL_CAP (then `totalCapped`); see the repository's
 * `search` for how broad searches are ranked.
 */
export async function searchPostings(
  ctx: Pick<AppContext, 'db' | 'skills'>,
  query: SearchQuery,
): Promise<JobSearchResponse> {
  const skills = parseSkills(ctx, query.skills);
  const { rows, total, totalCapped } = await postingsRepository(ctx.db).search(
    {
      q: query.q || undefined,
      location: query.location || undefined,
      remote: query.remote === undefined ? undefined : query.remote === 'true',
      salaryMin: query.salaryMin,
      skills,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    },
    { candidates: RANK_CANDIDATES, totalCap: JOB_SEARCH_TOTAL_CAP },
  );
  return { postings: rows.map(toJobPosting), total, totalCapped, page: query.page, pageSize: query.pageSize };
}

/** One posting by id, open or closed (a closed one says so in `closedAt`). */
export async function getPosting(ctx: Pick<AppContext, 'db'>, id: number): Promise<JobPosting> {
  const row = await postingsRepository(ctx.db).findById(id);
  if (!row) throw new AppError('NOT_FOUND', 'No job posting with that id');
  return toJobPosting(row);
}

function parseSkills(ctx: Pick<AppContext, 'skills'>, raw: string | undefined): string[] | undefined {
  if (!raw) return undefined;
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (names.length > MAX_SEARCH_SKILLS)
    throw new AppError('VALIDATION_FAILED', `Name at most ${MAX_SEARCH_SKILLS} skills in one search`);
  if (names.length === 0) return undefined;
  const extractor = ctx.skills();
  // Stored skills are the taxonomy's canonical names; an unknown skill is matched as typed.
  return [...new Set(names.map((name) => extractor.normalise(name)?.name ?? name))];
}
