import { proposedJobTitle } from '@careerloom/career-engine';
import type { EmploymentKind, JobSearchResponse, PostingsSupply } from '@careerloom/contract';
import type { AppContext } from '../context';
import { candidateBasis } from '../jobs/matching/match-candidates';
import { searchPostings } from '../jobs/postings/postings-search.service';
import { postingsSupply } from '../jobs/sync/postings-supply';

/** The typed constraints the assistant's job tools search stored postings with. */
export type PostingsToolQuery = {
  q?: string;
  location?: string;
  company?: string;
  remote?: boolean;
  employment?: EmploymentKind;
  salaryMin?: number;
  postedWithinDays?: number;
  pageSize: number;
};

/** What the job search and salary tools need of the postings store (tests may pass a fake). */
export type PostingsToolService = {
  search(query: PostingsToolQuery): Promise<JobSearchResponse>;
  /** The person's own job title (decision 032), searched for when they name none; null when unknown. */
  ownTitle?(userId: number): Promise<string | null>;
  /** Why the store holds no postings, when it holds none (fetching, boards unreachable, none configured). */
  supply?(): Promise<PostingsSupply>;
};

/**
 * The postings service for the assistant's tools, over the same search `GET /api/jobs/search` uses
 * (`searchPostings`), so a question in the chat finds what that route finds. `context` is a
 * function for the reason given in `resume-tool-service.ts`: the assistant exists before the context.
 */
export function postingsToolService(context: () => AppContext): PostingsToolService {
  return {
    search: (query) =>
      searchPostings(context(), {
        q: query.q,
        location: query.location,
        company: query.company,
        remote: query.remote === undefined ? undefined : query.remote ? 'true' : 'false',
        employment: query.employment,
        salaryMin: query.salaryMin,
        postedWithinDays: query.postedWithinDays,
        page: 1,
        pageSize: query.pageSize,
      }),
    ownTitle: async (userId) => {
      const basis = await candidateBasis(context(), userId);
      return (basis && proposedJobTitle(basis)?.title) ?? null;
    },
    supply: () => postingsSupply(context()),
  };
}
