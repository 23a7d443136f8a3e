/** Toast behaviour (part 1 sections 4 and 9). */
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Current-user query timings (part 1 section 9). */
export const CURRENT_USER_STALE_MS = 300_000;
export const CURRENT_USER_GC_MS = 360_000;

/** Theme preference, stored under the key `theme` (part 1 section 3). */
export const THEME_STORAGE_KEY = 'theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
