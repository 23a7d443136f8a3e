import {
  DEFAULT_PRIVACY_SETTINGS,
  type PrivacySettings,
  SOURCE_DATA_TYPES,
  SOURCE_IDS,
  SOURCE_NAMES,
  type SourcePermissionView,
} from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../lib/toast-store';
import { routes, stubApi } from '../../../testing/api-stub';
import { jsonResponse } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import PrivacyPage from './privacy-page';

const permission = (
  id: (typeof SOURCE_IDS)[number],
  over: Partial<SourcePermissionView> = {},
): SourcePermissionView => ({
  sourceId: id,
  sourceName: SOURCE_NAMES[id],
  category: 'development',
  isEnabled: true,
  permissionLevel: 'full',
  dataTypes: SOURCE_DATA_TYPES[id].map((d) => ({ ...d, enabled: true })),
  retentionDays: 90,
  canBeDeleted: false,
  connected: false,
  ...over,
});

const SETTINGS: PrivacySettings = {
  ...DEFAULT_PRIVACY_SETTINGS,
  permissions: SOURCE_IDS.map((id) =>
    id === 'github'
      ? permission(id, { connected: true, canBeDeleted: true })
      : id === 'gmail'
        ? permission(id, { isEnabled: false })
        : permission(id),
  ),
};

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/** The fake server: each route of the map answers; an unexpected call answers 599 so the test sees it. */
function serve(map: Record<string, Handler>) {
  return stubApi(
    routes(
      Object.fromEntries(Object.entries(map).map(([key, handler]) => [key, ({ init, url }) => handler(init, url)])),
    ),
  ).fetch;
}
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

function renderPage() {
  renderWithProviders(<PrivacyPage />);
}

/** Radix tabs switch on mouse down. */
function openTab(name: string) {
  const tab = screen.getByRole('tab', { name });
  fireEvent.mouseDown(tab, { button: 0 });
  fireEvent.click(tab);
}

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

describe('PrivacyPage', () => {
  it('shows the four tabs and saves a global setting with the spec toast', async () => {
    const calls = serve({
      'GET /api/privacy/settings': () => jsonResponse(SETTINGS),
      'PUT /api/privacy/settings': (init) => jsonResponse({ ...SETTINGS, ...(bodyOf(init) as object) }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Privacy Control Center' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Global Settings',
      'Data Sources',
      'Access Logs',
      'Data Management',
    ]);
    const analytics = screen.getByRole('switch', { name: 'Anonymous Analytics' });
    expect(analytics.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(analytics);
    await screen.findByText('Privacy Settings Updated');
    expect(screen.getByText('Your privacy preferences have been saved')).toBeTruthy();
    const put = calls.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toEqual({ anonymousAnalytics: true });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Anonymous Analytics' }).getAttribute('aria-checked')).toBe('true'),
    );
    fireEvent.change(screen.getByLabelText('Data Retention Period'), { target: { value: '0' } });
    await waitFor(() => expect(calls.mock.calls.filter(([, i]) => i?.method === 'PUT')).toHaveLength(2));
  });

  it('Data Sources: the level select is disabled for a source that is off; changes are sent and failures toasted', async () => {
    const calls = serve({
      'GET /api/privacy/settings': () => jsonResponse(SETTINGS),
      'PUT /api/privacy/source/github': (init) => {
        const change = bodyOf(init) as Record<string, unknown>;
        if ('permissionLevel' in change) return jsonResponse({ message: 'Database is resting', code: 'INTERNAL' }, 500);
        return jsonResponse(permission('github', { connected: true, canBeDeleted: true, isEnabled: false }));
      },
    });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    openTab('Data Sources');
    expect((screen.getByLabelText('Gmail permission level') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('GitHub permission level') as HTMLSelectElement).disabled).toBe(false);
    // Only sources holding data offer deletion.
    expect(screen.getByRole('button', { name: 'Delete GitHub data' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Gmail data' })).toBeNull();

    fireEvent.change(screen.getByLabelText('GitHub permission level'), { target: { value: 'metadata_only' } });
    await screen.findByText('Update Failed');
    expect(screen.getByText('500: Database is resting')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Repository files read to verify skills' }));
    await screen.findByText('Permission Updated');
    const last = calls.mock.calls.filter(([url]) => url === '/api/privacy/source/github').at(-1);
    expect(bodyOf(last?.[1])).toEqual({ dataTypes: [{ type: 'code', enabled: false }] });

    fireEvent.click(screen.getByRole('switch', { name: 'Enable GitHub' }));
    await waitFor(() =>
      expect((screen.getByLabelText('GitHub permission level') as HTMLSelectElement).disabled).toBe(true),
    );
  });

  it("deletes a source's data after confirmation", async () => {
    const calls = serve({
      'GET /api/privacy/settings': () => jsonResponse(SETTINGS),
      'DELETE /api/privacy/data/github': () => jsonResponse({ sourceId: 'github', deleted: { source_snapshots: 1 } }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    openTab('Data Sources');
    fireEvent.click(screen.getByRole('button', { name: 'Delete GitHub data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete GitHub data?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    await screen.findByText('Data Deleted');
    expect(screen.getByText('Your data has been permanently deleted')).toBeTruthy();
    expect(
      calls.mock.calls.some(([url, init]) => url === '/api/privacy/data/github' && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('Access Logs lists each entry with type, source, purpose, data types and IP', async () => {
    serve({
      'GET /api/privacy/settings': () => jsonResponse(SETTINGS),
      'GET /api/privacy/access-logs': () =>
        jsonResponse([
          {
            id: 1,
            accessType: 'sync',
            sourceId: 'github',
            purpose: 'Refresh your code activity',
            timestamp: '2026-06-01T10:00:00.000Z',
            dataTypes: ['profile', 'repositories'],
            ipAddress: '203.0.113.9',
          },
        ]),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    openTab('Access Logs');
    const list = await screen.findByRole('list', { name: 'Access log entries' });
    const entry = within(list).getByRole('listitem');
    expect(entry.textContent).toContain('sync');
    expect(entry.textContent).toContain('GitHub');
    expect(entry.textContent).toContain('Refresh your code activity');
    expect(entry.textContent).toContain('profile, repositories');
    expect(entry.textContent).toContain('IP 203.0.113.9');
  });

  it('exports as a data-export JSON file (limited to checked sources) and toasts failures with the spec text', async () => {
    let fail = false;
    const calls = serve({
      'GET /api/privacy/settings': () => jsonResponse(SETTINGS),
      'GET /api/privacy/export': () =>
        fail ? jsonResponse({ message: 'nope', code: 'INTERNAL' }, 500) : jsonResponse({ tables: {} }),
      'GET /api/privacy/access-logs': () => jsonResponse([]),
    });
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    openTab('Data Management');
    fireEvent.click(screen.getByRole('checkbox', { name: 'GitHub' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    await screen.findByText('Export Started');
    expect(clicks[0]).toMatch(/^data-export-\d+\.json$/);
    expect(calls.mock.calls.some(([url]) => url === '/api/privacy/export?sources=github')).toBe(true);

    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    await screen.findByText('Export Failed');
    expect(screen.getByText('Unable to export data')).toBeTruthy();
    click.mockRestore();
  });

  it('Danger Zone: a wrong password is shown in the dialog and the account stays', async () => {
    const calls = serve({
      'GET /api/privacy/settings': () => jsonResponse(SETTINGS),
      'DELETE /api/account': () =>
        jsonResponse({ message: 'The password is not correct', code: 'INVALID_CREDENTIALS' }, 401),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    openTab('Data Management');
    fireEvent.click(screen.getByRole('button', { name: 'Delete All Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete all data and close your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'wrong one' } });
    fireEvent.click(confirm);
    await within(dialog).findByText('401: The password is not correct');
    const del = calls.mock.calls.find(([url]) => url === '/api/account');
    expect(bodyOf(del?.[1])).toEqual({ password: 'wrong one' });
  });
});
