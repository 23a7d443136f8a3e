import type { BrowserData, MobileData, NotionInsights } from '@careerloom/contract';
import { browserFocusPercent } from '../connectors/browser/browser-data';
import type { SlackSnapshot } from '../connectors/slack/slack';

/** Focus time that earns the full focus share of the mobile score (4 h a day). */
export const FOCUS_TARGET_MINUTES = 240;
/** Pages and databases that earn the full size share of the notes score. */
export const KNOWLEDGE_BASE_TARGET = 50;

type Figures = {
  slack: SlackSnapshot | null;
  notion: NotionInsights | null;
  browser: BrowserData | null;
  mobile: MobileData | null;
};

/**
 * One 0-100 score per connected source, each from that source's own data
 * (docs/decisions/011-device-score.md). A source without figures has no part.
 */
export function sourceScores(f: Figures): Partial<Record<keyof Figures, number>> {
  const parts: Partial<Record<keyof Figures, number>> = {};
  if (f.slack) parts.slack = f.slack.collaborationScore;
  if (f.notion && f.notion.knowledgeBaseSize !== null) {
    const size = Math.min(1, f.notion.knowledgeBaseSize / KNOWLEDGE_BASE_TARGET) * 100;
    const rate = f.notion.taskCompletionRate;
    parts.notion = rate === null ? size : 0.6 * rate + 0.4 * size;
  } else if (f.notion && f.notion.taskCompletionRate !== null) parts.notion = f.notion.taskCompletionRate;
  if (f.browser) {
    const focus = browserFocusPercent(f.browser);
    const tabs = f.browser.tabScore;
    // An unknown tab score (the extension's reports) leaves focus alone; neither known: no part.
    if (focus !== null) parts.browser = tabs === null ? focus : 0.7 * focus + 0.3 * tabs;
    else if (tabs !== null) parts.browser = tabs;
  }
  if (f.mobile) {
    const focus = Math.min(1, f.mobile.focusTime / FOCUS_TARGET_MINUTES) * 100;
    parts.mobile = 0.5 * f.mobile.wellbeingScore + 0.5 * focus;
  }
  return parts;
}

/** The Device Intelligence Score: the mean of the connected sources' scores; null with none. */
export function deviceScore(f: Figures): number | null {
  const values = Object.values(sourceScores(f));
  if (!values.length) return null;
  return Math.round(values.reduce((a, b) => a + b, 0) / values.length);
}
