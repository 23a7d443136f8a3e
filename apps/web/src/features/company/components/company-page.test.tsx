import type { CompanyBadge, CompanyDashboard } from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store';
import { routes, type StubCall, stubApi } from '../../../testing/api-stub';
import { jsonResponse } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import CompanyPage from './company-page';

vi.mock('../../../lib/toast-store', async (original) => ({
  ...(await original<typeof import('../../../lib/toast-store')>()),
  toast: vi.fn(),
}));

const badge = (id: string, name: string, earnedAt: string | null, isDisplayed = true): CompanyBadge => ({
  id,
  name,
  description: `${name} rule`,
  tier: 'Gold',
  earnedAt,
  isDisplayed,
});

const EMPTY: CompanyDashboard = {
  companyName: '',
  source: 'none',
  metrics: {
    totalProjects: 0,
    activeWorkflows: 0,
    automationSavings: 0,
    avgProjectTime: null,
    activeJobs: 0,
    totalApplications: 0,
    conversionRate: null,
    hiringTrends: [],
  },
  industryMetrics: null,
  badges: [badge('hiring-launch', 'Hiring Launch', null)],
  ats: { provider: 'greenhouse_harvest', status: 'not_connected', lastSyncedAt: null, lastError: null },
};

const FULL: CompanyDashboard = {
  companyName: 'Acme Robotics',
  source: 'greenhouse_harvest',
  metrics: {
    totalProjects: 12,
    activeWorkflows: 5,
    automationSavings: 10.5,
    avgProjectTime: 18.5,
    activeJobs: 5,
    totalApplications: 240,
    conversionRate: 62.5,
    hiringTrends: [
      { month: '2025-05', applications: 80, hires: 3 },
      { month: '2025-04', applications: 70, hires: 1 },
      { month: '2025-03', applications: 60, hires: 0 },
      { month: '2025-02', applications: 30, hires: 2 },
    ],
  },
  industryMetrics: {
    hireRate: 2.5,
    talentRetention: null,
    diversityScore: null,
    overallScore: null,
    industryRank: 4,
    rankedCompanies: 310,
    industry: null,
  },
  badges: [
    badge('hiring-launch', 'Hiring Launch', '2025-01-02T00:00:00.000Z'),
    badge('first-hire', 'First Hire', null),
  ],
  ats: {
    provider: 'greenhouse_harvest',
    status: 'connected',
    lastSyncedAt: '2025-06-01T00:00:00.000Z',
    lastError: null,
  },
};

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
let calls: StubCall[];
function serve(map: Record<string, Handler>) {
  const notFound = () => jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404);
  const fake = routes(
    Object.fromEntries(Object.entries(map).map(([key, handler]) => [key, ({ init }) => handler(init)])),
  );
  calls = stubApi(fake, { unmatched: notFound }).requests;
}

function renderPage() {
  renderWithProviders(<CompanyPage />);
}

/** Radix tabs switch on mouse down. */
function openTab(name: string) {
  const tab = screen.getByRole('tab', { name });
  fireEvent.mouseDown(tab, { button: 0 });
  fireEvent.click(tab);
}

beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CompanyPage', () => {
  it('shows a spinner first, then the empty states and the company name hint', async () => {
    serve({ 'GET /api/company/dashboard': () => jsonResponse(EMPTY) });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Company' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open account settings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Upgrade to Enterprise/ }).getAttribute('href')).toBe('/enterprise');
    expect(screen.getByRole('listitem', { name: 'Total Projects: 0' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Avg Project Time: —' })).toBeTruthy();
    expect(screen.getByText('No trend data available')).toBeTruthy();
    openTab('Industry Metrics');
    expect(await screen.findByText('No Industry Metrics')).toBeTruthy();
    openTab('Achievements');
    expect(await screen.findByText('No Achievements Yet')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Available Badges' })).toBeTruthy();
    openTab('Analytics');
    expect((await screen.findByRole('link', { name: 'Explore Enterprise Analytics' })).getAttribute('href')).toBe(
      '/enterprise',
    );
  });

  it('shows the real figures: stat cards, pipeline, the first three months and industry metrics', async () => {
    serve({ 'GET /api/company/dashboard': () => jsonResponse(FULL) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open account settings' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Total Projects: 12' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Active Workflows: 5' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Automation Savings (hours): 10.5' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Avg Project Time: 18.5 days' })).toBeTruthy();
    expect(screen.getByText('62.5%')).toBeTruthy();
    expect(screen.getByText('240')).toBeTruthy();
    expect(screen.getByText('May 2025')).toBeTruthy();
    expect(screen.getByText('Mar 2025')).toBeTruthy();
    expect(screen.queryByText('Feb 2025')).toBeNull();
    expect(screen.getByText(/3 hires · 80 applications/)).toBeTruthy();
    openTab('Industry Metrics');
    expect(await screen.findByText('2.5%')).toBeTruthy();
    expect(screen.getAllByText('Unavailable')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Overall score: unavailable' })).toBeTruthy();
    expect(screen.getByText('#4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync Now' })).toBeTruthy();
  });

  it('toggles a badge after a successful call, with the toast, and keeps it on failure', async () => {
    let fail = false;
    serve({
      'GET /api/company/dashboard': () => jsonResponse(FULL),
      'POST /api/company/toggle-badge-display/hiring-launch': (init) => {
        if (fail) return jsonResponse({ message: 'boom', code: 'INTERNAL' }, 500);
        const { display } = JSON.parse(String(init?.body)) as { display: boolean };
        return jsonResponse({ badge: { ...FULL.badges[0], isDisplayed: display } });
      },
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' });
    openTab('Achievements');
    const toggle = await screen.findByRole('switch', { name: 'Display Hiring Launch publicly' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(within(toggle).getByText('Displayed')).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(within(toggle).getByText('Hidden')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { display: false } });
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Badge disabled for public display' });

    fireEvent.click(toggle);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'Badge enabled for public display' }),
    );
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    fail = true;
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to update badge display',
        variant: 'destructive',
      }),
    );
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('does not mark a badge not yet earned as displayed', async () => {
    serve({ 'GET /api/company/dashboard': () => jsonResponse(FULL) });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' });
    openTab('Achievements');
    const pending = await screen.findByRole('switch', { name: 'Display First Hire publicly once earned' });
    expect(pending.getAttribute('aria-checked')).toBe('true');
    expect(within(pending).queryByText('Displayed')).toBeNull();
    expect(within(pending).getByText('Shown when earned')).toBeTruthy();
    const earned = screen.getByRole('switch', { name: 'Display Hiring Launch publicly' });
    expect(within(earned).getByText('Displayed')).toBeTruthy();
  });

  it('says the dashboard failed to load', async () => {
    serve({ 'GET /api/company/dashboard': () => jsonResponse({ message: 'down', code: 'INTERNAL' }, 500) });
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to load enterprise dashboard data',
      variant: 'destructive',
    });
  });

  it('connects Greenhouse with a key and shows the refused-key message', async () => {
    serve({
      'GET /api/company/dashboard': () => jsonResponse(EMPTY),
      'POST /api/company/ats/greenhouse-harvest': () =>
        jsonResponse(
          { message: 'Greenhouse Harvest: the API key was refused; check it', code: 'UPSTREAM_FAILED' },
          502,
        ),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Company' });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Greenhouse' }));
    expect(await screen.findByText('The Harvest API key is too short')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Harvest API key'), {
      target: { value: 'a7183e1b7e9ab09b8a5cfa87d1934c3c' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Greenhouse' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Greenhouse Connection Failed',
        description: '502: Greenhouse Harvest: the API key was refused; check it',
        variant: 'destructive',
      }),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ apiKey: 'a7183e1b7e9ab09b8a5cfa87d1934c3c' });
  });
});
