import type { BrowsingReportBody } from '@careerloom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { apiClient } from '../lib/api-client';

/** A minimal in-memory stand-in for the chrome.* APIs the tracker uses. */
function fakeChrome() {
  const area = () => {
    const data: Record<string, unknown> = {};
    return {
      data,
      get: async (keys: string | string[]) =>
        Object.fromEntries(
          [keys]
            .flat()
            .filter((k) => k in data)
            .map((k) => [k, data[k]]),
        ),
      set: async (items: Record<string, unknown>) => void Object.assign(data, items),
      remove: async (keys: string | string[]) => {
        for (const k of [keys].flat()) delete data[k];
      },
    };
  };
  const listeners: Record<string, ((...args: unknown[]) => void)[]> = {};
  const event = (name: string) => ({
    addListener: (fn: (...args: unknown[]) => void) => {
      listeners[name] = [...(listeners[name] ?? []), fn];
    },
  });
  const state = { url: 'https://github.com/acme/repo', focused: true, tabsGranted: true };
  const chrome = {
    storage: { local: area(), session: area() },
    permissions: { contains: async () => state.tabsGranted },
    windows: { getLastFocused: async () => ({ id: 1, focused: state.focused }), onFocusChanged: event('focus') },
    tabs: { query: async () => [{ url: state.url }], onActivated: event('activated'), onUpdated: event('updated') },
    alarms: { create: vi.fn(async () => {}), clear: vi.fn(async () => true), onAlarm: event('alarm') },
  };
  const fire = (name: string, ...args: unknown[]) => {
    for (const fn of listeners[name] ?? []) fn(...args);
  };
  return { chrome, state, fire };
}

describe('browsing tracker', () => {
  let fake: ReturnType<typeof fakeChrome>;
  const sent: BrowsingReportBody[] = [];
  const api = {
    browsing: async (report: BrowsingReportBody) => {
      sent.push(report);
      return { ok: true as const, value: {} };
    },
  } as unknown as ReturnType<typeof apiClient>;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 10, 23, 0));
    fake = fakeChrome();
    vi.stubGlobal('chrome', fake.chrome);
    sent.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('counts nothing without consent', async () => {
    const { trackBrowsing } = await import('./tracker');
    trackBrowsing(async () => api);
    fake.fire('activated');
    await settle();
    expect(fake.chrome.storage.session.data.browsingActive).toBeUndefined();
  });

  it('with consent, sums time by category and reports the finished day with no addresses', async () => {
    const { setBrowsingConsent, trackBrowsing } = await import('./tracker');
    await fake.chrome.storage.local.set({ browsingConsent: true });
    trackBrowsing(async () => api);
    await setBrowsingConsent(true);
    expect(fake.chrome.alarms.create).toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(20 * 60_000); // 23:00-23:20 on github
    fake.state.url = 'https://www.reddit.com/r/jobs';
    fake.fire('activated');
    await settle();
    await vi.advanceTimersByTimeAsync(25 * 60_000); // 23:20-23:45 on reddit
    fake.fire('alarm', { name: 'careerloom-browsing' });
    await settle();
    await vi.advanceTimersByTimeAsync(25 * 60_000); // 23:45-00:10, across midnight
    fake.state.url = 'chrome://newtab';
    fake.fire('alarm', { name: 'careerloom-browsing' });
    await settle();

    expect(sent).toEqual([
      { date: '2026-11-10', minutes: { jobSites: 0, productive: 20, social: 40, other: 0 }, productiveSites: 1 },
    ]);
    const stored = JSON.stringify([fake.chrome.storage.local.data, fake.chrome.storage.session.data]);
    expect(stored).not.toMatch(/reddit|acme|repo/);
    expect(stored).toContain('"social":600000'); // 10 minutes after midnight, kept for tomorrow's report
  });

  it('withdrawing consent discards what was counted and not yet sent', async () => {
    const { setBrowsingConsent } = await import('./tracker');
    await fake.chrome.storage.local.set({ browsingConsent: true, browsingDay: { date: '2026-11-10' } });
    await setBrowsingConsent(false);
    expect(fake.chrome.storage.local.data.browsingDay).toBeUndefined();
    expect(fake.chrome.alarms.clear).toHaveBeenCalled();
  });
});
