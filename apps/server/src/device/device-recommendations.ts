import {
  type BrowserData,
  type DeviceConnectionStatus,
  type DeviceSourceId,
  type MobileData,
  type NotionInsights,
  SOURCE_NAMES,
} from '@careerloom/contract';
import { hours } from '../connectors/browser/browser-data';
import { mobileProductivePercent } from '../connectors/mobile/mobile-data';
import type { SlackSnapshot } from '../connectors/slack/slack';
import { FOCUS_TARGET_MINUTES } from './device-score';

type Figures = {
  slack: SlackSnapshot | null;
  notion: NotionInsights | null;
  browser: BrowserData | null;
  mobile: MobileData | null;
};

/**
 * The AI Recommendations list: each line is triggered by, and quotes, the user's own figures
 * (or the state of their connections). Nothing here is said to a user whose data does not show it.
 */
export function deviceRecommendations(
  f: Figures,
  states: { id: DeviceSourceId; status: DeviceConnectionStatus }[],
): string[] {
  const out: string[] = [];
  for (const s of states) {
    if (s.status === 'needs_reconnect')
      out.push(`${SOURCE_NAMES[s.id]} refused its token; reconnect it to keep these figures current.`);
  }
  const { slack, notion, browser, mobile } = f;
  if (slack) {
    if (slack.responseTime !== null && slack.responseTime > 120)
      out.push(
        `Your median Slack reply takes ${Math.round(slack.responseTime)} minutes; batching replies twice a day keeps teammates unblocked without constant checking.`,
      );
    if (slack.responseTime !== null && slack.responseTime < 5 && (slack.userMessages ?? 0) > 100)
      out.push(
        `You reply in Slack within ${slack.responseTime} minutes on average across ${slack.userMessages} messages; consider blocking off notification-free focus time.`,
      );
    if (slack.activeChannels !== null && slack.activeChannels > 15)
      out.push(
        `You are active in ${slack.activeChannels} Slack channels; leaving or muting low-value ones reduces context switching.`,
      );
    if (slack.totalMessages === 0)
      out.push('No messages in your Slack channels in the last 30 days: join the channels your team actually uses.');
  }
  if (notion) {
    if (notion.taskCompletionRate !== null && notion.taskCompletionRate < 50)
      out.push(
        `Only ${notion.taskCompletionRate}% of the tasks in your Notion databases are done; archive stale tasks or split large ones.`,
      );
    if (notion.taskCompletionRate === null && notion.totalPages !== null)
      out.push(
        'Share a Notion task database (with a Status or Done checkbox) with the integration to track task completion.',
      );
    if (notion.totalPages === 0)
      out.push('No Notion pages are shared with the integration yet; share the pages you work in.');
  }
  if (browser && browser.totalTime > 0) {
    const social = browser.socialTime / browser.totalTime;
    if (social >= 0.25)
      out.push(
        `${Math.round(social * 100)}% of your browsing (${hours(browser.socialTime)} h a day) is social media; a site blocker during work hours would win that time back.`,
      );
    if (browser.tabScore !== null && browser.tabScore < 50)
      out.push(`Your tab management score is ${browser.tabScore}/100; close or bookmark tabs at the end of each task.`);
  }
  if (mobile) {
    if (mobile.notifications > 100)
      out.push(
        `You get ${mobile.notifications} phone notifications a day; turning off non-essential app notifications protects your focus.`,
      );
    if (mobile.focusTime < FOCUS_TARGET_MINUTES / 2)
      out.push(`Only ${hours(mobile.focusTime)} h of focus time a day on your phone; schedule a daily focus block.`);
    const productive = mobileProductivePercent(mobile);
    if (productive !== null && productive < 30)
      out.push(
        `Only ${productive}% of your app time is in productive apps; move distracting apps off your home screen.`,
      );
  }
  const missing = states.filter((s) => s.status === 'not_connected').map((s) => SOURCE_NAMES[s.id]);
  if (missing.length) out.push(`Connect ${missing.join(', ')} for a fuller Device Intelligence Score.`);
  return out;
}
