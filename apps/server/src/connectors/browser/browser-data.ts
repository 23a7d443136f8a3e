import type { BrowserData, BrowserInsights } from '@careerloom/contract';

/**
 * The browser has no API we can read: the user submits their own daily numbers (validated by
 * `browserDataSchema`), and these are the Web Activity figures made from them.
 */
export function browserInsights(data: BrowserData): BrowserInsights {
  return {
    browsingTime: hours(data.totalTime),
    productiveSites: data.productiveSites,
    socialMediaTime: hours(data.socialTime),
    tabManagementScore: data.tabScore === null ? null : Math.round(data.tabScore),
  };
}

/** Share of browsing time not spent on social media, 0-100; null without browsing time. */
export function browserFocusPercent(data: BrowserData): number | null {
  if (data.totalTime <= 0) return null;
  return Math.round(((data.totalTime - data.socialTime) / data.totalTime) * 100);
}

export const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
