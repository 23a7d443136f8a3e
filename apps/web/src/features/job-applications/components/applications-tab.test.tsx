import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store';
import { type Handler, stubApi } from '../../../testing/api-stub';
import { jsonResponse, userFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import JobApplicationsPage from './job-applications-page';

vi.mock('../../../lib/toast-store', async (original) => ({
  ...(await original<typeof import('../../../lib/toast-store')>()),
  toast: vi.fn(),
}));

const USER = userFixture({
  username: 'ada',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  skills: ['TypeScript'],
  location: 'Lisbon',
});
const APPLICATION = {
  id: 9,
  jobTitle: 'Data Engineer',
  company: 'Northwind',
  jobUrl: 'https://boards.greenhouse.io/northwind/jobs/1',
  status: 'interviewing',
  confidence: 88,
  submittedAt: '2026-11-10T08:00:00.000Z',
  createdAt: '2026-11-09T08:00:00.000Z',
  pendingQuestions: 0,
};
const STATUS = {
  stats: {
    totalSubmitted: 0,
    userSubmitted: 1,
    responses: 1,
    pendingInput: 0,
    averageConfidence: 88,
    lastActivity: '2026-11-20T08:00:00.000Z',
  },
  applications: [APPLICATION],
};
const DETAIL = {
  ...APPLICATION,
  receipt: {
    job: {
      title: 'Data Engineer',
      company: 'Northwind',
      url: APPLICATION.jobUrl,
      source: 'greenhouse',
      descriptionExcerpt: '',
    },
    resumeVersion: 2,
    answers: [],
    personalizedQuestions: [],
    overallConfidence: 0.88,
    submission: { channel: 'extension', by: 'user', note: 'Submitted by you in your browser.' },
    preparedAt: '2026-11-09T08:00:00.000Z',
  },
  timeline: [
    {
      id: 1,
      status: 'submitted',
      source: 'extension',
      summary: 'Submitted by you in your browser',
      occurredAt: '2026-11-10T08:00:00.000Z',
      evidence: { pageUrl: 'https://boards.greenhouse.io/northwind/jobs/1' },
    },
    {
      id: 2,
      status: 'interviewing',
      source: 'mail',
      summary: 'Interview invitation from Northwind',
      occurredAt: '2026-11-20T08:00:00.000Z',
      evidence: {
        subject: 'Invitation to interview - Data Engineer',
        sender: 'Northwind Recruiting <no-reply@greenhouse-mail.io>',
      },
    },
  ],
};
const SUGGESTION = {
  id: 4,
  company: 'Globex',
  jobTitle: 'Platform Engineer',
  kind: 'confirmation',
  subject: 'Application received - Platform Engineer',
  sender: 'Globex Careers <careers@globex.com>',
  receivedAt: '2026-11-21T08:00:00.000Z',
};

class SilentSocket {
  onopen = null;
  onclose = null;
  onmessage = null;
  close() {}
}

function routes(extra: Handler[] = []) {
  return stubApi([
    ...extra,
    { method: 'GET', path: '/api/user', reply: () => jsonResponse(USER) },
    { method: 'GET', path: '/api/ai/application-status', reply: () => jsonResponse(STATUS) },
    {
      method: 'GET',
      path: '/api/ai/application-settings',
      reply: () => jsonResponse({ threshold: 85, autoSubmit: false }),
    },
    { method: 'GET', path: '/api/ai/job-monitoring', reply: () => jsonResponse({ alerts: [], totalFound: 0 }, 500) },
    { method: 'GET', path: '/api/ai/job-searches', reply: () => jsonResponse({ searches: [] }) },
    { method: 'GET', path: '/api/ai/company-watchlist', reply: () => jsonResponse({ boards: [] }) },
    {
      method: 'GET',
      path: '/api/ai/application-mail-suggestions',
      reply: () => jsonResponse({ suggestions: [SUGGESTION], mailCheck: { state: 'ready', message: null } }),
    },
    { method: 'GET', path: '/api/ai/applications/9', reply: () => jsonResponse(DETAIL) },
  ]);
}

async function openApplicationsTab() {
  renderWithProviders(<JobApplicationsPage accountSettings={<p>Profile forms</p>} />);
  fireEvent.mouseDown(screen.getByRole('tab', { name: 'Applications' }));
  return screen.findByRole('tabpanel', { name: 'Applications' });
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', SilentSocket);
  vi.mocked(toast).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Applications tab: status from the mail (issue 13)', () => {
  it('shows each status with a labelled control to set it by hand', async () => {
    const api = routes([
      {
        method: 'POST',
        path: '/api/ai/applications/9/status',
        reply: () => jsonResponse({ ...DETAIL, status: 'offer' }),
      },
    ]);
    const panel = await openApplicationsTab();
    const row = await within(panel).findByText('Data Engineer');
    expect(row).toBeTruthy();
    expect(within(panel).getByText('Interviewing', { selector: 'span' })).toBeTruthy();
    const select = within(panel).getByLabelText('Update status for Data Engineer at Northwind') as HTMLSelectElement;
    expect(select.value).toBe('interviewing');
    expect([...select.options].map((o) => o.textContent)).toEqual(['Submitted', 'Interviewing', 'Offer', 'Rejected']);
    fireEvent.change(select, { target: { value: 'offer' } });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Status Updated', description: 'Data Engineer at Northwind: Offer' }),
    );
    expect(api.bodiesOf('POST', '/api/ai/applications/9/status')).toEqual([{ status: 'offer' }]);
  });

  it('checks the mail on request and says what changed', async () => {
    const api = routes([
      {
        method: 'POST',
        path: '/api/ai/applications/check-mail',
        reply: () => jsonResponse({ moved: 2, suggested: 1, checkedMessages: 40 }),
      },
    ]);
    const panel = await openApplicationsTab();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Check mail for updates' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Mail checked',
        description: '40 messages checked: 2 applications updated, 1 new to add',
      }),
    );
    expect(
      api.fetch.mock.calls.some(([url, init]) => url === '/api/ai/applications/check-mail' && init?.method === 'POST'),
    ).toBe(true);
  });

  it('offers the mail check only with Gmail connected, and otherwise says what to connect or turn on', async () => {
    const api = routes([
      {
        method: 'GET',
        path: '/api/ai/application-mail-suggestions',
        reply: () =>
          jsonResponse({
            suggestions: [],
            mailCheck: {
              state: 'not_connected',
              message: 'Connect Gmail on the Intelligence page to check your mail for application updates',
            },
          }),
      },
    ]);
    const panel = await openApplicationsTab();
    const note = await within(panel).findByRole('note');
    expect(note.textContent).toBe(
      'Connect Gmail to have your applications updated from employers’ replies. Connect Gmail on the Intelligence page.',
    );
    expect(
      within(note).getByRole('link', { name: 'Connect Gmail on the Intelligence page' }).getAttribute('href'),
    ).toBe('/intelligence');
    expect(within(panel).queryByRole('button', { name: 'Check mail for updates' })).toBeNull();
    expect(api.calls('POST', '/api/ai/applications/check-mail')).toHaveLength(0);
    cleanup();

    routes([
      {
        method: 'GET',
        path: '/api/ai/application-mail-suggestions',
        reply: () =>
          jsonResponse({
            suggestions: [],
            mailCheck: { state: 'disabled', message: 'Gmail is turned off in your privacy settings' },
          }),
      },
    ]);
    const again = await openApplicationsTab();
    const off = await within(again).findByRole('note');
    expect(
      within(off).getByRole('link', { name: 'turn Gmail on in the Privacy Control Center' }).getAttribute('href'),
    ).toBe('/privacy');
    expect(within(again).queryByRole('button', { name: 'Check mail for updates' })).toBeNull();
  });

  it("shows the server's reason when the mail cannot be checked", async () => {
    routes([
      {
        method: 'POST',
        path: '/api/ai/applications/check-mail',
        reply: () =>
          jsonResponse(
            {
              message: 'Connect Gmail on the Intelligence page to check your mail for application updates',
              code: 'CONFLICT',
            },
            409,
          ),
      },
    ]);
    const panel = await openApplicationsTab();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Check mail for updates' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Mail Check Failed',
        description: 'Connect Gmail on the Intelligence page to check your mail for application updates',
        variant: 'destructive',
      }),
    );
  });

  it('offers applications found in the mail, with Add and Dismiss', async () => {
    const api = routes([
      {
        method: 'POST',
        path: '/api/ai/application-mail-suggestions/4/accept',
        reply: () =>
          jsonResponse({
            ...DETAIL,
            id: 10,
            jobTitle: 'Platform Engineer',
            company: 'Globex',
            status: 'submitted',
            jobUrl: '',
          }),
      },
      {
        method: 'POST',
        path: '/api/ai/application-mail-suggestions/4/dismiss',
        reply: () => jsonResponse({ id: 4, state: 'dismissed' }),
      },
    ]);
    const panel = await openApplicationsTab();
    expect(await within(panel).findByRole('heading', { name: 'Add this application?' })).toBeTruthy();
    const item = within(panel).getByRole('listitem', { name: 'Platform Engineer at Globex' });
    expect(within(item).getByText(/Application received - Platform Engineer/)).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Add Platform Engineer at Globex' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Application Added', description: 'Platform Engineer at Globex' }),
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Dismiss Platform Engineer at Globex' }));
    await waitFor(() =>
      expect(api.fetch.mock.calls.some(([url]) => url === '/api/ai/application-mail-suggestions/4/dismiss')).toBe(true),
    );
  });

  it('shows the timeline with each step’s date, summary and evidence in the receipt', async () => {
    routes();
    const panel = await openApplicationsTab();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data Engineer at Northwind' });
    const timeline = await within(dialog).findByRole('list', { name: 'Application timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(within(steps[0] as HTMLElement).getByText('Submitted by you in your browser')).toBeTruthy();
    expect(within(steps[0] as HTMLElement).getByText('https://boards.greenhouse.io/northwind/jobs/1')).toBeTruthy();
    const mail = steps[1] as HTMLElement;
    expect(within(mail).getByText('Interview invitation from Northwind')).toBeTruthy();
    expect(within(mail).getByText('Invitation to interview - Data Engineer')).toBeTruthy();
    expect(within(mail).getByText('Northwind Recruiting <no-reply@greenhouse-mail.io>')).toBeTruthy();
    expect(within(mail).getByText(/Your mail/)).toBeTruthy();
    expect(within(mail).getByText('Nov 20, 2026, 8:00 AM')).toBeTruthy();
    expect(within(dialog).getByLabelText('Update status for Data Engineer at Northwind')).toBeTruthy();
  });
});
