import { titleQueryTerms } from '@careerloom/career-engine';
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
 * work), a location substring, remote only or on-site only, a kind of employment as the posting
 * states it (`employment-kind.ts`), a yearly salary floor (postings whose range reaches it;
 * postings without a salary are left out when a floor is given, because we cannot say they meet
 * it) and skills (any of them; user spellings such as "k8s" are mapped to the
 * taxonomy's names). Salaries compare in the posting's own currency: we hold no exchange rates.
 * What the user types wins (decision 016): a posting titled exactly as `q` comes first, then
 * postings whose title holds every word of `q` (level words aside), then the rest by text rank;
 * `postedWithinDays` keeps postings published in the last N days, and equal ranks show the fresher
 * first. The total is exact up to JOB_SEARCH_TOTAL_CAP (then `totalCapped`); see the repository's
 * `search` for how broad searches are ranked.
 */
export async function searchPostings(
  ctx: Pick<AppContext, 'db' | 'skills'> & Partial<Pick<AppContext, 'clock'>>,
  query: SearchQuery,
): Promise<JobSearchResponse> {
  const skills = parseSkills(ctx, query.skills);
  const now = ctx.clock?.() ?? new Date();
  const typed = query.q ? plainWords(query.q) : '';
  const { rows, total, totalCapped } = await postingsRepository(ctx.db).search(
    {
      q: query.q || undefined,
      location: query.location || undefined,
      company: query.company || undefined,
      remote: query.remote === undefined ? undefined : query.remote === 'true',
      employment: query.employment,
      salaryMin: query.salaryMin,
      skills,
      postedAfter: postedAfter(now, query.postedWithinDays),
      titleQuery: typed ? titleTsQuery(typed, 'all') || undefined : undefined,
      exactTitle: typed || undefined,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    },
    { candidates: RANK_CANDIDATES, totalCap: JOB_SEARCH_TOTAL_CAP },
  );
  return { postings: rows.map(toJobPosting), total, totalCapped, page: query.page, pageSize: query.pageSize };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a "posted within N days" filter starts at; undefined without the filter. */
export function postedAfter(now: Date, days: number | null | undefined): Date | undefined {
  return days == null ? undefined : new Date(now.getTime() - days * DAY_MS);
}

/**
 * The words of a `websearch_to_tsquery` text a title should hold: quoted phrases unquoted,
 * `-word` exclusions and `or` dropped, lower case, single spaces.
 */
function plainWords(q: string): string {
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w && !w.startsWith('-') && w !== 'or')
    .join(' ')
    .replace(/"/g, '')
    .trim();
}

/**
 * A `to_tsquery` text over title lexemes (weight A) for a typed title: `all` needs every word of
 * the title (each with its alternatives, e.g. developer for engineer), `any` one of them. Only
 * plain words reach it (letters and digits), so nothing typed can act as an operator. Empty when
 * the title has no words.
 */
export function titleTsQuery(typed: string, mode: 'all' | 'any'): string {
  const terms = titleQueryTerms(typed);
  const phrase = (words: string[]) => words.map((w) => `${w}:A`).join(' <-> ');
  if (mode === 'any') return terms.flat().map(phrase).join(' | ');
  return terms.map((alternatives) => `(${alternatives.map(phrase).join(' | ')})`).join(' & ');
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
