import type { DeviceComprehensive, DeviceSource } from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../lib/toast-store';
import { jsonResponse } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import DevicePage from './device-page';

const card = (id: string, name: string, extra: Partial<DeviceSource> = {}): DeviceSource => ({
  id,
  name,
  category: 'communication',
  platform: 'web',
  dataTypes: ['channels'],
  authType: 'oauth',
  setupInstructions: [`Set up ${name}`],
  connectsHere: ['slack', 'notion', 'browser', 'mobile'].includes(id),
  status: 'not_connected',
  isConnected: false,
  lastSyncedAt: null,
  lastError: null,
  ...extra,
});
const SOURCES = [
  card('slack', 'Slack'),
  card('notion', 'Notion'),
  card('browser', 'Browser Activity', { authType: 'browser_extension' }),
  card('mobile', 'Mobile Usage', { platform: 'mobile', authType: 'file_sync' }),
  card('gmail', 'Gmail'),
  card('calendar', 'Google Calendar'),
  card('github', 'GitHub', { status: 'connected', isConnected: true }),
  card('linkedin', 'LinkedIn'),
  card('resume', 'Ninth Source'),
];
const EMPTY: DeviceComprehensive = {
  overallScore: null,
  recommendations: ['Connect Slack, Notion, Browser Activity, Mobile Usage for a fuller Device Intelligence Score.'],
  slack: null,
  notion: null,
  browser: null,
  mobile: null,
  communication: { totalContacts: null, videoCalls: null, emailVolume: null, networkSize: null },
  productivity: { totalApps: null, workflowEfficiency: null, taskManagement: null, automationUsage: 0 },
  sources: ['slack', 'notion', 'browser', 'mobile'].map((id) => ({
    id: id as 'slack',
    status: 'not_connected' as const,
    fetchedAt: null,
  })),
};
const WITH_SLACK: DeviceComprehensive = {
  ...EMPTY,
  overallScore: 45,
  recommendations: [
    'Your median Slack reply takes 130 minutes; batching replies twice a day keeps teammates unblocked.',
  ],
  slack: { totalMessages: 5, activeChannels: 2, responseTime: 20, collaborationScore: 45 },
  communication: { ...EMPTY.communication, totalContacts: 2, videoCalls: 1 },
};

type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];

/** The server as the page sees it; `connect` answers the connect POSTs. */
function stubServer(connect: (call: Call) => Response) {
  let connected = false;
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      if (url === '/api/device/sources')
        return jsonResponse({
          sources: SOURCES.map((s) =>
            connected && s.id === 'slack' ? { ...s, status: 'connected', isConnected: true } : s,
          ),
        });
      if (url === '/api/device/comprehensive') return jsonResponse(connected ? WITH_SLACK : EMPTY);
      if (url === '/api/oauth/providers')
        return jsonResponse({
          sources: [{ source: 'slack', provider: 'slack', providerName: 'Slack', startPath: '/api/oauth/slack/start' }],
        });
      const res = connect(call);
      if (res.ok && url === '/api/device/connect/slack') connected = true;
      return res;
    }),
  );
}

function renderPage() {
  renderWithProviders(<DevicePage />);
}

/** Radix tabs switch on mouse down. */
function openTab(name: string) {
  const tab = screen.getByRole('tab', { name });
  fireEvent.mouseDown(tab, { button: 0 });
  fireEvent.click(tab);
}

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const ok = (source: string) => jsonResponse({ source, status: 'connected', fetchedAt: '2025-06-10T11:00:00.000Z' });

describe('DevicePage', () => {
  it('shows the score, the three tabs, the source cards from the server and the recommendations', async () => {
    stubServer(() => jsonResponse({}, 404));
    renderPage();
    expect(await screen.findByText('Device Intelligence Score')).toBeTruthy();
    expect(screen.getByLabelText('Device Intelligence Score value').textContent).toBe('—');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Connect Sources',
      'Device Insights',
      'Ecosystem View',
    ]);
    for (const name of ['Slack', 'Notion', 'Browser Activity', 'Mobile Usage'])
      expect(screen.getByRole('heading', { name, level: 3 })).toBeTruthy();
    expect(screen.getByText('Set up Slack')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect with Slack' }).getAttribute('href')).toBe(
      '/api/oauth/slack/start',
    );
    expect(screen.queryByRole('link', { name: 'Connect with Notion' })).toBeNull();
    const recs = screen.getByRole('list', { name: 'AI Recommendations' });
    expect(within(recs).getAllByRole('listitem')).toHaveLength(1);
  });

  it('asks for a Slack token before calling, then connects and shows Connected and the figures', async () => {
    stubServer((call) => (call.url === '/api/device/connect/slack' ? ok('slack') : jsonResponse({}, 404)));
    renderPage();
    const connect = await screen.findByRole('button', { name: 'Connect Slack' });
    fireEvent.click(connect);
    expect(await screen.findByText('Slack Token Required')).toBeTruthy();
    expect(screen.getByText('Please provide your Slack workspace API token')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Slack workspace API token'), { target: { value: 'xoxp-123' } });
    fireEvent.click(connect);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Connected' }).length).toBeGreaterThan(0));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/device/connect/slack',
      body: { accessToken: 'xoxp-123' },
    });
    expect(calls.filter((c) => c.url === '/api/device/comprehensive')).toHaveLength(2);
    expect(screen.getByLabelText('Device Intelligence Score value').textContent).toBe('45');

    openTab('Device Insights');
    const team = screen.getByRole('heading', { name: 'Team Collaboration' }).closest('div')
      ?.parentElement as HTMLElement;
    expect(within(team).getByText('Total Messages').nextSibling?.textContent).toBe('5');
    expect(within(team).getByText('Response Time').nextSibling?.textContent).toBe('20 min');
    expect(screen.getByText('Notion is not connected.')).toBeTruthy();
    expect(screen.getByText('No browser data submitted.')).toBeTruthy();
  });

  it("shows 'Notion Connection Failed' with the server's message", async () => {
    stubServer(() =>
      jsonResponse(
        { message: 'Notion refused the access token (revoked or expired); reconnect Notion', code: 'UPSTREAM_FAILED' },
        502,
      ),
    );
    renderPage();
    await screen.findByRole('button', { name: 'Connect Notion' });
    fireEvent.change(screen.getByLabelText('Notion integration token'), { target: { value: 'ntn_bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Notion' }));
    expect(await screen.findByText('Notion Connection Failed')).toBeTruthy();
    expect(
      screen.getByText('502: Notion refused the access token (revoked or expired); reconnect Notion'),
    ).toBeTruthy();
  });

  it('validates browser numbers, labels the demo sample, and submits the numbers', async () => {
    stubServer((call) => (call.url === '/api/device/connect/browser' ? ok('browser') : jsonResponse({}, 404)));
    renderPage();
    const form = await screen.findByRole('form', { name: 'Browser data' });
    const set = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    set('Browsing time (min/day)', '60');
    set('Social media time (min/day)', '90');
    set('Productive sites visited', '3');
    set('Research sessions', '1');
    set('Bookmarks', '10');
    set('Tab management score (0-100)', '50');
    fireEvent.click(within(form).getByRole('button', { name: 'Submit browser data' }));
    expect(await within(form).findByText('socialTime cannot exceed totalTime')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(form).getByRole('button', { name: 'Fill with demo sample' }));
    expect(within(form).getByRole('note').textContent).toContain('example numbers, not yours');
    set('Bookmarks', '42');
    expect(within(form).queryByRole('note')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Submit browser data' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/device/connect/browser')).toBe(true));
    expect(calls.find((c) => c.url === '/api/device/connect/browser')?.body).toEqual({
      browserData: {
        totalTime: 420,
        socialTime: 60,
        productiveSites: 24,
        researchSessions: 6,
        bookmarkCount: 42,
        tabScore: 70,
      },
    });
  });

  it('shows the first 8 sources in the ecosystem, each Connected or Available', async () => {
    stubServer(() => jsonResponse({}, 404));
    renderPage();
    await screen.findByText('Device Intelligence Score');
    openTab('Ecosystem View');
    const grid = screen.getByRole('list', { name: 'Ecosystem' });
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(within(grid).queryByText('Ninth Source')).toBeNull();
    expect(within(grid).getAllByText('Connected')).toHaveLength(1);
    expect(within(grid).getAllByText('Available')).toHaveLength(7);
  });
});
