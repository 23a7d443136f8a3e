import type { BrowsingReportBody } from '@careerloom/contract';
import type { apiClient } from '../lib/api-client';
import { readSettings } from '../lib/settings-store';
import { categoryOfUrl, type HostCategory } from './categories';
import { addSpan, type DayTotals, reportOf } from './day-totals';

/**
 * Browsing time by category, only with the user's consent (the options page switch, which also
 * asks for the optional `tabs` permission). The service worker counts the time the active tab of
 * the focused window spends in each category; finished days are reported and then forgotten.
 */
const ALARM = 'careerloom-browsing';
type Active = { seen: HostCategory; since: number } | null;
type Api = ReturnType<typeof apiClient>;

async function allowed(): Promise<boolean> {
  const { browsingConsent } = await readSettings();
  return Boolean(browsingConsent) && (await chrome.permissions.contains({ permissions: ['tabs'] }));
}

async function focusedTabSeen(): Promise<HostCategory | null> {
  const window = await chrome.windows.getLastFocused().catch(() => undefined);
  if (!window?.focused) return null;
  const [tab] = await chrome.tabs.query({ active: true, windowId: window.id });
  return categoryOfUrl(tab?.url);
}

/** Closes the running span at `now`, keeps finished days for reporting, and starts the next one. */
async function switchTo(seen: HostCategory | null, now = Date.now()): Promise<void> {
  const { browsingActive } = (await chrome.storage.session.get('browsingActive')) as { browsingActive?: Active };
  const stored = (await chrome.storage.local.get(['browsingDay', 'browsingPending'])) as {
    browsingDay?: DayTotals;
    browsingPending?: BrowsingReportBody[];
  };
  let day = stored.browsingDay;
  const pending = stored.browsingPending ?? [];
  if (browsingActive) {
    const added = addSpan(day, browsingActive.seen, browsingActive.since, now);
    day = added.current;
    pending.push(...added.finished.map(reportOf));
  }
  await chrome.storage.local.set({ browsingDay: day ?? null, browsingPending: pending });
  await chrome.storage.session.set({ browsingActive: seen ? { seen, since: now } : null });
}

/** Sends the finished days; a day the server refused as invalid is dropped, others retried later. */
async function sendPending(api: Api | null): Promise<void> {
  if (!api) return;
  const { browsingPending = [] } = (await chrome.storage.local.get('browsingPending')) as {
    browsingPending?: BrowsingReportBody[];
  };
  const left: BrowsingReportBody[] = [];
  for (const report of browsingPending) {
    const sent = await api.browsing(report);
    if (!sent.ok && (sent.status === undefined || sent.status >= 500 || sent.status === 401 || sent.status === 429))
      left.push(report);
  }
  await chrome.storage.local.set({ browsingPending: left });
}

async function refresh(api: () => Promise<Api | null>): Promise<void> {
  if (!(await allowed())) return;
  await switchTo(await focusedTabSeen());
  await sendPending(await api());
}

/** Starts or stops counting after the user changed the consent switch. */
export async function setBrowsingConsent(on: boolean): Promise<void> {
  if (on) {
    await chrome.alarms.create(ALARM, { periodInMinutes: 5 });
    await switchTo(await focusedTabSeen());
    return;
  }
  await chrome.alarms.clear(ALARM);
  // Withdrawn consent: what was counted and not yet sent is discarded, not sent later.
  await chrome.storage.local.remove(['browsingDay', 'browsingPending']);
  await chrome.storage.session.remove('browsingActive');
}

/** Registers the listeners (at the service worker's top level, as MV3 requires). */
export function trackBrowsing(api: () => Promise<Api | null>): void {
  const update = () => void refresh(api);
  chrome.tabs.onActivated.addListener(update);
  chrome.tabs.onUpdated.addListener((_id, change, tab) => {
    if (tab.active && (change.url || change.status === 'complete')) update();
  });
  chrome.windows.onFocusChanged.addListener(update);
  chrome.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === ALARM) update();
  });
}
