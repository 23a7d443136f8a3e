import type { BrowserData, BrowsingReportBody } from '@careerloom/contract';

/**
 * The Device Intelligence browser figures from the extension's report: minutes by category and a
 * count of productive sites. What the extension cannot see without reading history or bookmarks
 * (research sessions, bookmarks, tab habits) is reported as unknown (null), never as zero.
 */
export function browserDataFromReport(report: BrowsingReportBody): BrowserData {
  const { jobSites, productive, social, other } = report.minutes;
  return {
    totalTime: jobSites + productive + social + other,
    socialTime: social,
    productiveSites: report.productiveSites,
    researchSessions: null,
    bookmarkCount: null,
    tabScore: null,
  };
}
