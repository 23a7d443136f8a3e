import type { JobPosting, JobSearchResponse } from '@careerloom/contract';
import { employmentKindsOf } from '../jobs/postings/employment-kind';
import type { PostingsToolQuery, PostingsToolService } from './postings-tool-service';

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** A stored posting for the assistant's tests: a title, a place and a stated yearly range. */
export function postingFixture(
  id: number,
  title: string,
  location: string,
  min: number | null,
  max: number | null,
  currency = 'USD',
): JobPosting {
  return {
    id,
    source: 'greenhouse',
    board: 'b',
    title,
    company: `Company ${id}`,
    location,
    remote: false,
    employmentType: null,
    department: null,
    url: `https://jobs.test/${id}`,
    applyUrl: null,
    skills: [],
    salaryMin: min,
    salaryMax: max,
    salaryCurrency: min == null && max == null ? null : currency,
    postedAt: null,
    closedAt: null,
    snippet: '',
  };
}

/**
 * A postings service over a fixed list, filtering like the real search: every word in the title (a
 * word's "-ing" dropped, so "nursing" finds nurses) or the employer's name, the location as a
 * substring, the employer's letters, remote, the kind of employment stated, the stated pay. Each
 * query is recorded in `calls`.
 */
export function fakePostingsService(all: JobPosting[], calls: PostingsToolQuery[] = []): PostingsToolService {
  return {
    async search(query): Promise<JobSearchResponse> {
      calls.push(query);
      const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const found = all.filter(
        (p) =>
          words.every(
            (w) => p.title.toLowerCase().includes(w.replace(/ing$/, '')) || letters(p.company).includes(letters(w)),
          ) &&
          (!query.location || p.location.toLowerCase().includes(query.location.toLowerCase())) &&
          (!query.company || letters(p.company).includes(letters(query.company))) &&
          (query.remote === undefined || p.remote === query.remote) &&
          (!query.employment || employmentKindsOf(p.employmentType).includes(query.employment)) &&
          (!query.salaryMin || (p.salaryMax ?? p.salaryMin ?? 0) >= query.salaryMin),
      );
      return {
        postings: found.slice(0, query.pageSize),
        total: found.length,
        totalCapped: false,
        page: 1,
        pageSize: query.pageSize,
      };
    },
  };
}
