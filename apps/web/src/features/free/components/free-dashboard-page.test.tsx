import { type AutomationResponse, FREE_CHAT_DELAY_TEXT, type FreeDashboard, type User } from '@careerloom/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store';
import { routes, type StubCall, stubApi } from '../../../testing/api-stub';
import { jsonResponse } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import FreeDashboardPage from './free-dashboard-page';

vi.mock('../../../lib/toast-store', async (original) => ({
  ...(await original<typeof import('../../../lib/toast-store')>()),
  toast: vi.fn(),
}));

const USER: User = {
  id: 7,
  username: 'ada',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  role: 'analyst',
  subscriptionTier: 'free',
  trialTier: null,
  trialEndsAt: null,
  bio: '',
  headline: '',
  skills: [],
  location: '',
  companyName: '',
  createdAt: '2024-01-01T00:00:00.000Z',
};

const DASHBOARD: FreeDashboard = {
  usage_stats: {
    daily_queries_used: 3,
    daily_limit: 25,
    monthly_queries_used: 40,
    monthly_limit: null,
    daily_automations_used: 1,
    daily_automation_limit: 5,
    resets_at: '2024-01-02T00:00:00.000Z',
  },
  available_features: ['AI chat assistant'],
  limitations: ['25 AI questions a day'],
  insights: ['You asked 3 questions today'],
  automation: { tasks_automated: 2, time_saved: '10 min', success_rate: 100 },
  premium_features: ['Cover letters'],
  upgrade_cta: [{ tier: 'jobseeker', price: '$12/month', features: ['Resume optimization'] }],
  plan: { tier: 'free', trialEndsAt: null, trialAvailable: true },
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

function renderPage(guest: boolean) {
  return renderWithProviders(<FreeDashboardPage guest={guest} />);
}

const signedOut = { 'GET /api/user': () => jsonResponse({ message: 'Not signed in', code: 'UNAUTHENTICATED' }, 401) };
const signedIn = {
  'GET /api/user': () => jsonResponse(USER),
  'GET /api/free/dashboard': () => jsonResponse(DASHBOARD),
};

beforeEach(() => {
  vi.mocked(toast).mockClear();
  // jsdom has no layout; the forms scroll the first invalid field into view.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('guest free dashboard (part 2 sections 2.3 and 4)', () => {
  it('shows the labelled sample and makes no load call', async () => {
    serve(signedOut);
    renderPage(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('FreeTry Now');
    expect(screen.getByText('Guest Mode')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up for More' }).getAttribute('href')).toBe('/auth');
    // A guest upgrades by signing up with the Job Seeker plan, which starts its trial.
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/auth?plan=jobseeker');
    const daily = screen.getByRole('progressbar', { name: 'Daily usage' });
    expect([daily.getAttribute('aria-valuenow'), daily.getAttribute('aria-valuemax')]).toEqual(['5', '10']);
    const monthly = screen.getByRole('progressbar', { name: 'Monthly usage' });
    expect([monthly.getAttribute('aria-valuenow'), monthly.getAttribute('aria-valuemax')]).toEqual(['45', '100']);
    expect(screen.getAllByText('Sample').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Resets daily at midnight UTC')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Job Seeker for \$12\/month/ }).getAttribute('href')).toBe(
      '/auth?plan=jobseeker',
    );
    // Each plan of the sample leads a visitor where that plan starts.
    for (const [name, href] of [
      ['Choose Job Seeker', '/auth?plan=jobseeker'],
      ['Choose Professional', '/enterprise'],
      ['Choose Enterprise', '/enterprise'],
    ])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/user')).toBe(true));
    expect(calls.some((c) => c.url.startsWith('/api/free/dashboard'))).toBe(false);
    expect(calls.some((c) => c.url.startsWith('/api/automations') || c.url.startsWith('/api/notifications'))).toBe(
      false,
    );
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('signed-in free dashboard', () => {
  it('shows a spinner first, then the real usage', async () => {
    serve({
      ...signedIn,
      'GET /api/automations': () => jsonResponse({ automations: [] }),
      'GET /api/notifications': () => jsonResponse({ notifications: [], unread: 0 }),
    });
    renderPage(false);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText('Free Tier')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign Up for More' })).toBeNull();
    expect(screen.getByTestId('daily-usage').textContent).toBe('3 of 25 AI queries today');
    expect(screen.getByText('1 of 5 automations today')).toBeTruthy();
    // An uncapped counter says so instead of borrowing the 1000 fallback.
    expect(screen.getByTestId('monthly-usage').textContent).toBe('40 AI queries this month · Unlimited');
    expect(screen.queryByRole('progressbar', { name: 'Monthly usage' })).toBeNull();
    expect(screen.queryByText('Sample')).toBeNull();
    // Rendered alone, the page may draw before the session's answer (the route's guard waits for it).
    expect(await screen.findByText('Insights for your role: Analyst')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open role dashboard/ }).getAttribute('href')).toBe('/work-ai');
    // A signed-in user chooses the trial or checkout on /billing (issue 11).
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/billing');
    expect(screen.getByRole('link', { name: /Job Seeker for \$12\/month/ }).getAttribute('href')).toBe('/billing');
    expect(screen.getByRole('link', { name: 'Choose Job Seeker' }).getAttribute('href')).toBe('/billing');
  });

  it('speaks for a trial user’s plan: its name and end, the free tools without a delay, no second trial', async () => {
    const endsAt = '2026-12-20T12:00:00.000Z';
    serve({
      'GET /api/user': () =>
        jsonResponse({ ...USER, subscriptionTier: 'jobseeker', trialTier: 'jobseeker', trialEndsAt: endsAt }),
      'GET /api/free/dashboard': () =>
        jsonResponse({
          ...DASHBOARD,
          usage_stats: { ...DASHBOARD.usage_stats, daily_limit: null, daily_automation_limit: null },
          upgrade_cta: [{ tier: 'jobseeker', price: '$12/month', features: ['Resume optimization'] }],
          plan: { tier: 'jobseeker', trialEndsAt: endsAt, trialAvailable: false },
        }),
      'GET /api/automations': () => jsonResponse({ automations: [] }),
      'GET /api/notifications': () => jsonResponse({ notifications: [], unread: 0 }),
    });
    renderPage(false);
    expect(await screen.findByText('Job Seeker trial')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Free tools');
    expect(
      screen.getByText('Your Job Seeker trial runs until Dec 20, 2026: these tools have no daily limits until then.'),
    ).toBeTruthy();
    expect(screen.queryByText(FREE_CHAT_DELAY_TEXT)).toBeNull();
    expect(screen.getByText('Answered without delay on your plan.')).toBeTruthy();
    const banner = screen.getByRole('region', { name: 'Job Seeker Special' });
    expect(banner.textContent).not.toMatch(/trial\./);
    expect(banner.textContent).toContain('Your trial ends on Dec 20, 2026.');
    expect(within(banner).getByRole('link', { name: 'Keep Job Seeker' }).getAttribute('href')).toBe('/billing');
    // The upgrade offers keep the plan the trial runs on, as the banner does.
    expect(screen.getAllByRole('link', { name: 'Keep Job Seeker' })).toHaveLength(2);
    expect(document.body.textContent).not.toContain('-day free trial');
  });

  it('offers the trial only while the account’s one trial is unused', async () => {
    serve({
      'GET /api/user': () => jsonResponse(USER),
      'GET /api/free/dashboard': () =>
        jsonResponse({ ...DASHBOARD, plan: { ...DASHBOARD.plan, trialAvailable: false } }),
      'GET /api/automations': () => jsonResponse({ automations: [] }),
      'GET /api/notifications': () => jsonResponse({ notifications: [], unread: 0 }),
    });
    renderPage(false);
    const banner = await screen.findByRole('region', { name: 'Job Seeker Special' });
    expect(banner.textContent).toContain('for $12/month.');
    expect(banner.textContent).not.toContain('trial');
    expect(screen.getByText(FREE_CHAT_DELAY_TEXT)).toBeTruthy();
  });

  it('a failed load shows the error toast and the display fallbacks', async () => {
    serve({
      'GET /api/user': () => jsonResponse(USER),
      'GET /api/free/dashboard': () => jsonResponse({ message: 'Internal error', code: 'INTERNAL' }, 500),
      'GET /api/automations': () => jsonResponse({ automations: [] }),
      'GET /api/notifications': () => jsonResponse({ notifications: [], unread: 0 }),
    });
    renderPage(false);
    expect((await screen.findByTestId('daily-usage')).textContent).toBe('— of 50 AI queries today');
    expect(screen.getByTestId('monthly-usage').textContent).toBe('— of 1,000 AI queries this month');
    expect(screen.getByRole('progressbar', { name: 'Daily usage' }).hasAttribute('aria-valuenow')).toBe(false);
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to load dashboard data',
      variant: 'destructive',
    });
  });
});

describe('AI Chat tab', () => {
  it('sends the typed message with an empty context, shows the answer and reloads usage', async () => {
    serve({
      ...signedIn,
      'GET /api/automations': () => jsonResponse({ automations: [] }),
      'GET /api/notifications': () => jsonResponse({ notifications: [], unread: 0 }),
      'POST /api/free/chat': () =>
        jsonResponse({
          response: 'Use a **single column** layout.',
          upgrade_suggestion: 'Job Seeker adds resume scoring.',
        }),
    });
    renderPage(false);
    const input = await screen.findByLabelText('Your question');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(screen.getByText(FREE_CHAT_DELAY_TEXT)).toBeTruthy();
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'How do I pass ATS?' } });
    expect((send as HTMLButtonElement).disabled).toBe(false);
    await act(async () => fireEvent.click(send));

    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('single column')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/free/chat')?.body).toEqual({ message: 'How do I pass ATS?', context: [] });
    expect(toast).toHaveBeenCalledWith({ title: 'Upgrade Available', description: 'Job Seeker adds resume scoring.' });
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/free/dashboard')).toHaveLength(2));
  });

  it('shows the quota message with its reset time when the server answers 429', async () => {
    const message = 'You have used your 10 guest questions for today. They reset at midnight UTC (in 3 h 5 min).';
    serve({ ...signedOut, 'POST /api/free/chat': () => jsonResponse({ message, code: 'QUOTA_EXCEEDED' }, 429) });
    renderPage(true);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'One more?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(toast).toHaveBeenCalledWith({ title: 'Error', description: `429: ${message}`, variant: 'destructive' });
  });
});

describe('validation (part 2 section 5)', () => {
  it('data analysis needs a source, a type and the rows', async () => {
    serve(signedOut);
    renderPage(true);
    const form = screen.getByRole('form', { name: 'Data analysis' });
    fireEvent.click(within(form).getByRole('button', { name: 'Analyze Data' }));
    expect(await within(form).findByText('Name the data source')).toBeTruthy();
    expect(within(form).getByText('Choose a data type')).toBeTruthy();
    expect(within(form).getByText('Upload a CSV file or paste its rows to analyse')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/free/data-integration')).toBe(false);
  });

  it('an automation needs a description and a type', async () => {
    serve(signedOut);
    renderPage(true);
    const form = screen.getByRole('form', { name: 'New automation' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create Automation' }));
    expect(await within(form).findByText('Describe the task to automate')).toBeTruthy();
    expect(within(form).getByText('Choose a task type')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/free/automation')).toBe(false);
  });
});

describe('Automation tab: the time zone', () => {
  const PLAN: AutomationResponse = {
    automation: {
      id: 1,
      task: 'Every weekday at 9am remind me to check new postings',
      type: 'scheduling',
      execution: {
        status: 'scheduled',
        trigger: 'On schedule: Every weekday at 09:00 (Asia/Tokyo)',
        schedule: {
          kind: 'weekdays',
          cron: '0 9 * * 1-5',
          timeZone: 'Asia/Tokyo',
          text: 'Every weekday at 09:00 (Asia/Tokyo)',
        },
        nextRunAt: '2026-11-19T00:00:00.000Z',
        lastRunAt: null,
        runs: 0,
        steps: [{ action: 'remind', runs: true, description: 'An in-app reminder on schedule' }],
      },
      createdAt: '2026-11-18T10:15:00.000Z',
    },
    premium_features: [],
  };

  /** Pretends the browser is in `zone`, as `Intl.DateTimeFormat().resolvedOptions()` reports it. */
  function browserIn(zone: string) {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    return vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: zone };
    });
  }

  const openAutomationForm = async () => {
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Automation' }));
    return screen.findByRole('form', { name: 'New automation' });
  };

  const fillAndSubmit = async (form: HTMLElement) => {
    fireEvent.change(within(form).getByLabelText('Task description'), { target: { value: PLAN.automation.task } });
    fireEvent.change(within(form).getByLabelText('Task type'), { target: { value: 'scheduling' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Create Automation' })));
  };

  it('starts at the browser’s zone, can be changed, and is sent with the task', async () => {
    const spy = browserIn('America/Los_Angeles');
    try {
      serve({
        ...signedIn,
        'GET /api/automations': () => jsonResponse({ automations: [] }),
        'GET /api/notifications': () => jsonResponse({ notifications: [], unread: 0 }),
        'POST /api/free/automation': () => jsonResponse(PLAN, 201),
      });
      renderPage(false);
      const form = await openAutomationForm();
      const zone = within(form).getByLabelText('Time zone') as HTMLSelectElement;
      expect(zone.value).toBe('America/Los_Angeles');
      expect(within(zone).getByRole('option', { name: 'UTC' })).toBeTruthy();
      fireEvent.change(zone, { target: { value: 'Asia/Tokyo' } });
      await fillAndSubmit(form);

      const plan = await screen.findByRole('region', { name: 'Automation plan' });
      expect(within(plan).getByText('Every weekday at 09:00 (Asia/Tokyo)')).toBeTruthy();
      expect(calls.find((c) => c.url === '/api/free/automation')?.body).toEqual({
        taskDescription: PLAN.automation.task,
        taskType: 'scheduling',
        timeZone: 'Asia/Tokyo',
      });
    } finally {
      spy.mockRestore();
    }
  });

  it('shows the server’s refusal of a time zone under the field', async () => {
    const message = 'Unknown time zone: use an IANA name such as America/Los_Angeles, Europe/Paris or UTC';
    serve({
      ...signedIn,
      'GET /api/automations': () => jsonResponse({ automations: [] }),
      'GET /api/notifications': () => jsonResponse({ notifications: [], unread: 0 }),
      'POST /api/free/automation': () =>
        jsonResponse(
          {
            message: `timeZone: ${message}`,
            code: 'VALIDATION_FAILED',
            issues: [{ path: ['body', 'timeZone'], message }],
          },
          400,
        ),
    });
    renderPage(false);
    const form = await openAutomationForm();
    await fillAndSubmit(form);
    const zone = within(form).getByLabelText('Time zone');
    await waitFor(() => expect(zone.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = zone.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(message);
  });
});
