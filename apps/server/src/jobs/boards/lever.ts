import { z } from 'zod';
import type { PostingInput, SalaryPeriod } from '../postings/posting-input';
import { type BoardHttpOptions, fetchBoardJson } from './board-http';
import { escapeHtml, parseShape, segment } from './board-shape';

const leverPosting = z.object({
  id: z.string(),
  text: z.string(),
  categories: z
    .object({
      location: z.string().nullish(),
      team: z.string().nullish(),
      department: z.string().nullish(),
      commitment: z.string().nullish(),
      allLocations: z.array(z.string()).nullish(),
    })
    .nullish(),
  workplaceType: z.string().nullish(),
  hostedUrl: z.string(),
  applyUrl: z.string().nullish(),
  createdAt: z.number().nullish(),
  description: z.string().nullish(),
  descriptionPlain: z.string().nullish(),
  lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
  additional: z.string().nullish(),
  additionalPlain: z.string().nullish(),
  salaryRange: z
    .object({
      min: z.number().nullish(),
      max: z.number().nullish(),
      currency: z.string().nullish(),
      interval: z.string().nullish(),
    })
    .nullish(),
});
const leverPostings = z.array(leverPosting);

/** Lever's intervals are e.g. `per-year-salary`, `per-month-salary`, `per-hour-wage`; `one-time` has no period. */
function leverPeriod(interval: string | null | undefined): SalaryPeriod | null {
  const m = /(year|month|week|day|hour)/.exec(interval ?? '');
  return (m?.[1] as SalaryPeriod | undefined) ?? null;
}

/**
 * Turns `GET /v0/postings/{site}?mode=json` into postings. Lever splits a description into an
 * opening, titled lists (HTML `<li>` items) and a closing; they are joined back into one HTML
 * document in that order. Lever names no company, so the site name stands for it.
 */
export function parseLeverPostings(body: unknown, site: string): PostingInput[] {
  const postings = parseShape(leverPostings, body, `Lever site "${site}"`);
  return postings.map((p) => {
    const opening = p.description ?? (p.descriptionPlain ? `<p>${escapeHtml(p.descriptionPlain)}</p>` : '');
    const lists = (p.lists ?? []).map((l) => `<h3>${escapeHtml(l.text)}</h3><ul>${l.content}</ul>`).join('');
    const closing = p.additional ?? (p.additionalPlain ? `<p>${escapeHtml(p.additionalPlain)}</p>` : '');
    const period = leverPeriod(p.salaryRange?.interval);
    const salary =
      p.salaryRange && period && (p.salaryRange.min || p.salaryRange.max)
        ? {
            min: p.salaryRange.min ?? null,
            max: p.salaryRange.max ?? null,
            currency: p.salaryRange.currency ?? null,
            period,
          }
        : null;
    const workplace = p.workplaceType?.toLowerCase();
    return {
      source: 'lever',
      board: site,
      sourceId: p.id,
      title: p.text.trim(),
      company: site,
      location: p.categories?.location?.trim() || (p.categories?.allLocations ?? []).join(' / '),
      remote: workplace === 'remote' ? true : workplace === 'on-site' || workplace === 'hybrid' ? false : null,
      employmentType: p.categories?.commitment ?? null,
      department: p.categories?.department ?? p.categories?.team ?? null,
      url: p.hostedUrl,
      applyUrl: p.applyUrl ?? null,
      descriptionHtml: opening + lists + closing || null,
      salary,
      postedAt: typeof p.createdAt === 'number' ? new Date(p.createdAt) : null,
    };
  });
}

export async function fetchLeverSite(
  apiBase: string,
  site: string,
  http: BoardHttpOptions = {},
): Promise<PostingInput[]> {
  return parseLeverPostings(await fetchBoardJson(`${apiBase}/v0/postings/${segment(site)}?mode=json`, http), site);
}
