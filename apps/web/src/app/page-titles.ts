import { INTELLIGENCE_TEXTS } from '@careerloom/contract';
import { paths } from '../config/paths';
import { pageTitle } from '../lib/use-document-title';

type AppPath = (typeof paths)[keyof typeof paths];

/**
 * The document title of every route, once; typed over `paths` so a new route without a title fails
 * the typecheck. The landing page keeps the full title of `index.html`, which search results show.
 */
export const PAGE_TITLES: Record<AppPath, string> = {
  [paths.home]: 'Careerloom · Work AI for All',
  [paths.auth]: pageTitle('Sign In or Sign Up'),
  [paths.enterprise]: pageTitle('Enterprise'),
  [paths.enterpriseDemo]: pageTitle('Schedule an Enterprise Demo'),
  [paths.about]: pageTitle('About'),
  [paths.registerFree]: pageTitle('Free Dashboard'),
  [paths.privacyPolicy]: pageTitle('Privacy Policy'),
  [paths.terms]: pageTitle('Terms of Service'),
  [paths.contact]: pageTitle('Contact'),
  [paths.free]: pageTitle('Free Dashboard'),
  [paths.jobseeker]: pageTitle('Job Seeker Assistant'),
  [paths.company]: pageTitle('Company Dashboard'),
  [paths.intelligence]: pageTitle(INTELLIGENCE_TEXTS.pageTitle),
  [paths.device]: pageTitle('Device Intelligence'),
  [paths.privacy]: pageTitle('Privacy Control Center'),
  [paths.dashboard]: pageTitle('Job Application Dashboard'),
  [paths.aiJobs]: pageTitle('AI Job Search'),
  [paths.realtime]: pageTitle('Real-Time Job Search'),
  [paths.workAi]: pageTitle('Work AI Dashboard'),
  [paths.billing]: pageTitle('Plans and Billing'),
};

export const NOT_FOUND_TITLE = pageTitle('Page Not Found');

/** The title of the page at `pathname` (a trailing slash ignored); any other path is the 404 page. */
export function titleOfPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PAGE_TITLES as Record<string, string>)[path] ?? NOT_FOUND_TITLE;
}
