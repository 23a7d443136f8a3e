import {
  applicationSettingsSchema,
  applicationSettingsUpdateSchema,
  companyWatchlistBodySchema,
  companyWatchlistEntrySchema,
  companyWatchlistSchema,
  userSchema,
} from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handle, handleError, stubApi } from '../../../testing/api-stub';
import { userFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MonitoringTab } from './monitoring-tab';
import { SettingsTab } from './settings-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const noBoards = handle('GET', '/api/ai/company-watchlist', companyWatchlistSchema, { boards: [] });
const settings = { threshold: 85, autoSubmit: false };

describe('the confidence threshold form', () => {
  it('sends the threshold as a number', async () => {
    const api = stubApi([
      noBoards,
      handle('PUT', '/api/ai/application-settings', applicationSettingsSchema, { threshold: 90, autoSubmit: false }),
    ]);
    renderWithProviders(<SettingsTab settings={settings} accountSettings={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    fill('Threshold (%)', '90');
    fireEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByText('Settings Saved')).toBeTruthy();
    expect(api.bodiesOf('PUT', '/api/ai/application-settings', applicationSettingsUpdateSchema)).toEqual([
      { threshold: 90 },
    ]);
  });

  it("refuses a threshold below the contract's minimum, under the field", async () => {
    const api = stubApi([noBoards]);
    renderWithProviders(<SettingsTab settings={settings} accountSettings={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    fill('Threshold (%)', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByText('Threshold must be at least 50%')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Threshold (%)')));
    expect(api.calls('PUT', '/api/ai/application-settings')).toHaveLength(0);
  });
});

describe('the company watchlist form', () => {
  it('sends the board and empties the field', async () => {
    const api = stubApi([
      noBoards,
      handle('POST', '/api/ai/company-watchlist', companyWatchlistEntrySchema, {
        id: 1,
        source: 'lever',
        board: 'acme',
        createdAt: '2026-11-26T10:00:00.000Z',
        lastSyncedAt: null,
        lastSyncError: null,
        openPostings: 0,
      }),
    ]);
    renderWithProviders(<SettingsTab settings={settings} accountSettings={null} />);
    fill('Job board', 'lever');
    fill('Board (company token)', ' acme ');
    fireEvent.click(screen.getByRole('button', { name: 'Watch company' }));
    expect(await screen.findByText('Company Added')).toBeTruthy();
    expect(api.bodiesOf('POST', '/api/ai/company-watchlist', companyWatchlistBodySchema)).toEqual([
      { source: 'lever', board: 'acme' },
    ]);
    await waitFor(() => expect((screen.getByLabelText('Board (company token)') as HTMLInputElement).value).toBe(''));
  });

  it('needs a board name', async () => {
    const api = stubApi([noBoards]);
    renderWithProviders(<SettingsTab settings={settings} accountSettings={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Watch company' }));
    expect(await screen.findByText('Board name is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Board (company token)')));
    expect(api.calls('POST', '/api/ai/company-watchlist')).toHaveLength(0);
  });
});

describe('the monitoring criteria form', () => {
  const monitoring = /^\/api\/ai\/job-monitoring/;
  // The button waits while matches load; the first load settles (here as an error) before each search.
  const renderTab = async () => {
    renderWithProviders(
      <MonitoringTab active={false} onToggle={vi.fn()} liveAlerts={[]} liveConnected={false} onAutoFill={vi.fn()} />,
    );
    await screen.findByText(/Could not load your matches/);
  };

  it('asks with the typed criteria, blank ones left to the profile', async () => {
    const api = stubApi([
      handle('GET', '/api/user', userSchema, userFixture()),
      handleError('GET', monitoring, 503, { message: 'Not now', code: 'SERVICE_UNAVAILABLE' }),
    ]);
    await renderTab();
    fill('Job title', ' Data Engineer ');
    fill('Minimum salary', '50000');
    fireEvent.click(screen.getByRole('button', { name: 'Find matches' }));
    await waitFor(() =>
      expect(api.calls('GET', monitoring).map(([url]) => String(url))).toContain(
        '/api/ai/job-monitoring?jobTitle=Data+Engineer&salaryMin=50000',
      ),
    );
  });

  it("refuses a salary that is not a whole number with the contract's message", async () => {
    const api = stubApi([
      handle('GET', '/api/user', userSchema, userFixture()),
      handleError('GET', monitoring, 503, { message: 'Not now', code: 'SERVICE_UNAVAILABLE' }),
    ]);
    await renderTab();
    fill('Minimum salary', '1.5');
    fireEvent.click(screen.getByRole('button', { name: 'Find matches' }));
    expect(await screen.findByText('Minimum salary must be a whole number')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Minimum salary')));
    expect(api.calls('GET', monitoring).some(([url]) => String(url).includes('salaryMin'))).toBe(false);
  });
});
