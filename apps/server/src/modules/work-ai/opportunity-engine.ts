import type { Resume, WorkAiDashboard } from '@careerloom/contract';
import type { LatestEvent } from './work-ai.repository';

type OpportunityEngine = WorkAiDashboard['opportunityEngine'];

/** Said plainly until the job postings store exists: there are no postings to match against. */
export const NO_POSTINGS_TEXT =
  'No job postings are collected yet: live matching starts when the job postings store arrives in a later release.';

const SHOWN_SKILLS = 6;

/**
 * The Real-Time Opportunity Engine card: what matching would run on today (the latest resume's
 * skills and the user's own job searches), and an honest note that no postings are matched yet.
 */
export function opportunityEngine(
  resume: Resume | null,
  searches: number,
  lastSearch: LatestEvent | undefined,
): OpportunityEngine {
  const searchText =
    searches > 0 && lastSearch
      ? `${searches === 1 ? 'One job search' : `${searches} job searches`} so far, the latest: ${lastSearch.summary}.`
      : 'No job searches yet: run one on the Job Seeker page (/jobseeker).';
  if (resume && resume.skills.length > 0) {
    const shown = resume.skills.slice(0, SHOWN_SKILLS).join(', ');
    const more = resume.skills.length > SHOWN_SKILLS ? ` and ${resume.skills.length - SHOWN_SKILLS} more` : '';
    return {
      headline: `Matching profile: ${resume.skills.length} skills from your resume`,
      detail: `Skills: ${shown}${more}. ${searchText} ${NO_POSTINGS_TEXT}`,
    };
  }
  return {
    headline: resume ? 'Your resume shows no recognised skills yet' : 'Add your resume to build a matching profile',
    detail: `${resume ? 'Add a skills section to your resume so matches can use it.' : 'Upload or paste it on the Job Seeker page (/jobseeker).'} ${searchText} ${NO_POSTINGS_TEXT}`,
  };
}
