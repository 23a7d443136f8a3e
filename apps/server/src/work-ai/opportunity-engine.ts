import type { Resume, WorkAiDashboard } from '@careerloom/contract';
import type { LatestEvent } from './work-ai.repository';

type OpportunityEngine = WorkAiDashboard['opportunityEngine'];

/** Said plainly while the postings store is empty: there is nothing to match against. */
export const NO_POSTINGS_TEXT =
  'No job postings are stored on this server: watch a company on the AI Job Search page (/dashboard) and its board is synced at once.';

/** What live matching runs over: the open postings in the store, or why there are none. */
export function postingsText(openPostings: number): string {
  return openPostings > 0
    ? `${openPostings.toLocaleString('en-US')} open postings are stored; your ranked matches are on the AI Job Search page (/dashboard).`
    : NO_POSTINGS_TEXT;
}

const SHOWN_SKILLS = 6;

/**
 * The Real-Time Opportunity Engine card: what matching would run on today (the latest resume's
 * skills and the user's own job searches) and the open postings it matches against.
 */
export function opportunityEngine(
  resume: Resume | null,
  searches: number,
  lastSearch: LatestEvent | undefined,
  openPostings: number,
): OpportunityEngine {
  const postings = postingsText(openPostings);
  const searchText =
    searches > 0 && lastSearch
      ? `${searches === 1 ? 'One job search' : `${searches} job searches`} so far, the latest: ${lastSearch.summary}.`
      : 'No job searches yet: run one on the Job Seeker page (/jobseeker).';
  if (resume && resume.skills.length > 0) {
    const shown = resume.skills.slice(0, SHOWN_SKILLS).join(', ');
    const more = resume.skills.length > SHOWN_SKILLS ? ` and ${resume.skills.length - SHOWN_SKILLS} more` : '';
    return {
      headline: `Matching profile: ${resume.skills.length} skills from your resume`,
      detail: `Skills: ${shown}${more}. ${searchText} ${postings}`,
    };
  }
  return {
    headline: resume ? 'Your resume shows no recognised skills yet' : 'Add your resume to build a matching profile',
    detail: `${resume ? 'Add a skills section to your resume so matches can use it.' : 'Upload or paste it on the Job Seeker page (/jobseeker).'} ${searchText} ${postings}`,
  };
}
