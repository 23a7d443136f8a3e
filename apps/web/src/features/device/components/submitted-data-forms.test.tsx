import { browserConnectBodySchema, deviceConnectResponseSchema, mobileConnectBodySchema } from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handle, handleError, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { BrowserDataForm } from './browser-data-form';
import { MobileDataForm } from './mobile-data-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const connected = (source: 'browser' | 'mobile') =>
  handle('POST', `/api/device/connect/${source}`, deviceConnectResponseSchema, {
    source,
    status: 'connected',
    fetchedAt: '2026-11-26T10:00:00.000Z',
  });

describe('BrowserDataForm', () => {
  it('sends the numbers as the contract body, unknown ones as null', async () => {
    const api = stubApi([connected('browser')]);
    renderWithProviders(<BrowserDataForm connected={false} />);
    fill('Browsing time (min/day)', '300');
    fill('Social media time (min/day)', '45');
    fill('Productive sites visited', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Submit browser data' }));
    await waitFor(() => expect(api.calls('POST', '/api/device/connect/browser')).toHaveLength(1));
    expect(api.bodiesOf('POST', '/api/device/connect/browser', browserConnectBodySchema)).toEqual([
      {
        browserData: {
          totalTime: 300,
          socialTime: 45,
          productiveSites: 12,
          researchSessions: null,
          bookmarkCount: null,
          tabScore: null,
        },
      },
    ]);
  });

  it('shows the schema message under the field, focuses it and sends nothing', async () => {
    const api = stubApi([]);
    renderWithProviders(<BrowserDataForm connected={false} />);
    fill('Browsing time (min/day)', '30');
    fill('Social media time (min/day)', '45');
    fill('Productive sites visited', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Submit browser data' }));
    expect(await screen.findByText('socialTime cannot exceed totalTime')).toBeTruthy();
    const social = screen.getByLabelText('Social media time (min/day)');
    expect(social.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(social));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("shows the server's issue under its field", async () => {
    stubApi([
      handleError('POST', '/api/device/connect/browser', 400, {
        message: 'browserData.tabScore: too high',
        code: 'VALIDATION_FAILED',
        issues: [{ path: ['body', 'browserData', 'tabScore'], message: 'The server says no' }],
      }),
    ]);
    renderWithProviders(<BrowserDataForm connected={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fill with demo sample' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit browser data' }));
    expect(await screen.findByText('The server says no')).toBeTruthy();
    expect(screen.getByLabelText('Tab management score (0-100)').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('MobileDataForm', () => {
  it('sends the demo sample as the contract body', async () => {
    const api = stubApi([connected('mobile')]);
    renderWithProviders(<MobileDataForm connected={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fill with demo sample' }));
    expect(screen.getByRole('note').textContent).toContain('Demo sample filled in');
    fireEvent.click(screen.getByRole('button', { name: 'Submit mobile data' }));
    await waitFor(() => expect(api.calls('POST', '/api/device/connect/mobile')).toHaveLength(1));
    const [body] = api.bodiesOf('POST', '/api/device/connect/mobile', mobileConnectBodySchema);
    expect(body?.mobileData.appUsage.length).toBeGreaterThan(0);
  });

  it('drops blank app rows, splits the app list and reports a row problem under the rows', async () => {
    const api = stubApi([connected('mobile')]);
    renderWithProviders(<MobileDataForm connected={false} />);
    fill('Screen time (min/day)', '100');
    fill('Focus time (min/day)', '40');
    fill('Notifications a day', '20');
    fill('Wellbeing score (0-100)', '70');
    fill('App 1 name', 'Slack');
    fill('App 1 minutes', '500');
    fill('Productivity apps (comma-separated)', 'Slack, Notion');
    fireEvent.click(screen.getByRole('button', { name: 'Submit mobile data' }));
    expect(await screen.findByText('the minutes in appUsage add up to more than screenTime')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
    fill('App 1 minutes', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Add app' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit mobile data' }));
    await waitFor(() => expect(api.calls('POST', '/api/device/connect/mobile')).toHaveLength(1));
    expect(api.bodiesOf('POST', '/api/device/connect/mobile', mobileConnectBodySchema)).toEqual([
      {
        mobileData: {
          screenTime: 100,
          focusTime: 40,
          notifications: 20,
          wellbeingScore: 70,
          appUsage: [{ app: 'Slack', minutes: 50, category: 'productivity' }],
          productivityApps: ['Slack', 'Notion'],
        },
      },
    ]);
  });
});
