import { type MobileData, type MobileInsights, PRODUCTIVE_APP_CATEGORIES } from '@careerloom/contract';
import { hours } from '../browser/browser-data';

/**
 * The phone has no API we can read: the user submits their own daily numbers (validated by
 * `mobileDataSchema`), and these are the Mobile Usage figures made from them.
 */
export function mobileInsights(data: MobileData): MobileInsights {
  return {
    screenTime: hours(data.screenTime),
    notifications: data.notifications,
    focusTime: hours(data.focusTime),
    digitalWellbeing: Math.round(data.wellbeingScore),
  };
}

/** Share of the listed app minutes in productive categories, 0-100; null when no app is listed. */
export function mobileProductivePercent(data: MobileData): number | null {
  const total = data.appUsage.reduce((s, a) => s + a.minutes, 0);
  if (total <= 0) return null;
  const productive = data.appUsage
    .filter((a) => PRODUCTIVE_APP_CATEGORIES.includes(a.category))
    .reduce((s, a) => s + a.minutes, 0);
  return Math.round((productive / total) * 100);
}

/** Distinct apps the user listed, in usage or as productivity apps. */
export function mobileAppCount(data: MobileData): number {
  const names = new Set([...data.appUsage.map((a) => a.app), ...data.productivityApps].map((n) => n.toLowerCase()));
  return names.size;
}
