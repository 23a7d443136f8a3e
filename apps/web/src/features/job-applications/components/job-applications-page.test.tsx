import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../../../lib/auth';
import { createQueryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast-store';
import { type Handler, stubApi } from '../../../testing/api-stub';
import { jsonResponse, userFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { APPLICATION_STATUS_KEY } from '../api/applications';
import JobApplicationsPage, { prefetchJobApplications } from './job-applications-page';

/** How many times a tab trigger was drawn: the page must not redraw its tab bar for every answer. */
const triggerRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../components/ui/tabs', async (original) => {
  const tabs = await original<typeof import('../../../components/ui/tabs')>();
  return {
    ...tabs,
    TabsTrigger: (props: Parameters<typeof tabs.TabsTrigger>[0]) => {
      triggerRenders.count++;
      return tabs.TabsTrigger(props);
    },
  };
});

/** While `held`, every part that waits for its first commit to pass stays in it (the inert criteria form). */
const firstCommit = vi.hoisted(() => ({ held: false }));
vi.mock('../../../lib/use-after-first-commit', async (original) => {
  const real = await original<typeof import('../../../lib/use-after-first-commit')>();
  return {
    useAfterFirstCommit: () => {
      const after = real.useAfterFirstCommit();
      return firstCommit.held ? false : after;
    },
  };
});

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
  jobTitle: 'Product Engineer',
  company: 'Acme Robotics',
  jobUrl: 'https://boards.greenhouse.io/acme/jobs/44444',
  status: 'pending_input',
  confidence: 62,
  submittedAt: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  pendingQuestions: 2,
};
const STATUS = {
  stats: {
    totalSubmitted: 0,
    userSubmitted: 0,
    responses: 0,
    pendingInput: 1,
    averageConfidence: 62,
    lastActivity: '2026-11-22T08:00:00.000Z',
  },
  applications: [APPLICATION],
};
const MONITORING = {
  alerts: [
    {
      id: 3,
      jobTitle: 'Senior TypeScript Engineer',
      company: 'Acme Robotics',
      location: 'Remote',
      salaryRange: 'USD 120,000 - 150,000 a year',
      postedAt: null,
      matchScore: 82,
      fit: { search: 100, person: 82 },
      stale: false,
      autoApplicationStatus: 'requires_input',
      reasons: [{ factor: 'skills', points: 40, max: 40, detail: 'You have 1 of the 1 skills it names' }],
      url: 'https://boards.greenhouse.io/acme/jobs/7001',
    },
  ],
  totalFound: 1,
  totalJobs: 3,
  newMatches: 1,
  applicationsSent: 0,
  responseRate: 0,
  criteria: { jobTitle: 'software engineer', location: 'Lisbon', skills: ['TypeScript'], salaryMin: null },
};

/** Monitoring with nothing to watch for: no title from the profile or the resume, so the spec's fallback. */
const NO_TITLE_MONITORING = {
  ...MONITORING,
  alerts: [],
  totalFound: 0,
  newMatches: 0,
  totalJobs: 7415,
  criteria: { ...MONITORING.criteria, jobTitle: 'professional opportunities', titleSource: 'fallback' as const },
};
const FIELD = {
  fieldId: 'first_name',
  fieldName: 'First Name',
  fieldType: 'text',
  required: true,
  description: '',
  autoFilledValue: 'Ada',
  confidence: 0.95,
  evidence: 'profile: fullName (first word)',
  flagged: false,
};
const EMPTY_FIELD = {
  ...FIELD,
  fieldId: 'resume',
  fieldName: 'Resume',
  fieldType: 'file',
  autoFilledValue: '',
  confidence: 0,
  evidence: 'No resume stored yet',
  flagged: true,
};
const AUTO_FILL = {
  fields: [FIELD, EMPTY_FIELD],
  personalizedQuestions: [],
  overallConfidence: 0.48,
  application: APPLICATION,
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
    { method: 'GET', path: '/api/ai/job-monitoring', reply: () => jsonResponse(MONITORING) },
    { method: 'GET', path: '/api/ai/job-searches', reply: () => jsonResponse({ searches: [] }) },
    { method: 'GET', path: '/api/ai/company-watchlist', reply: () => jsonResponse({ boards: [] }) },
  ]);
}

const renderPage = () => renderWithProviders(<JobApplicationsPage accountSettings={<p>Profile forms</p>} />);

beforeEach(() => {
  vi.stubGlobal('WebSocket', SilentSocket);
  vi.mocked(toast).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('JobApplicationsPage (part 2 section 2.11)', () => {
  it('shows the stat cards from the application status and the five tabs', async () => {
    routes();
    renderPage();
    const stats = screen.getByRole('region', { name: 'Application stats' });
    await waitFor(() => expect(within(stats).getByText('62%')).toBeTruthy());
    expect(within(stats).getByRole('heading', { name: 'Needs Input' })).toBeTruthy();
    for (const tab of ['Job Monitoring', 'Applications', 'AI Automation', 'Personalization', 'Settings'])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Senior TypeScript Engineer at Acme Robotics' })).toBeTruthy();
    expect(screen.getByText('82% match')).toBeTruthy();
    expect(screen.getByText('Needs your input')).toBeTruthy();
  });

  it('sends what the route prefetched once: the mounted page uses the requests already out', async () => {
    const api = routes();
    const client = createQueryClient();
    // The route prefetches once the session has answered, so the page mounts with the user known.
    client.setQueryData(CURRENT_USER_KEY, USER);
    const prefetched = prefetchJobApplications(client, USER);
    // Still in flight when the page mounts, as when the route starts them a task before.
    expect(api.calls('GET', '/api/ai/application-status')).toHaveLength(1);
    renderWithProviders(<JobApplicationsPage accountSettings={<p>Profile forms</p>} />, { client });
    await prefetched;
    const stats = screen.getByRole('region', { name: 'Application stats' });
    await waitFor(() => expect(within(stats).getByText('62%')).toBeTruthy());
    expect(await screen.findByRole('article', { name: 'Senior TypeScript Engineer at Acme Robotics' })).toBeTruthy();
    for (const path of [
      '/api/ai/application-status',
      '/api/ai/application-settings',
      '/api/ai/job-searches',
      '/api/ai/job-monitoring',
    ])
      expect(api.calls('GET', path)).toHaveLength(1);
  });

  it('redraws the stat cards, not the tab bar, when the application status changes', async () => {
    routes();
    const { client } = renderPage();
    const stats = screen.getByRole('region', { name: 'Application stats' });
    await waitFor(() => expect(within(stats).getByText('62%')).toBeTruthy());
    await screen.findByRole('article', { name: 'Senior TypeScript Engineer at Acme Robotics' });
    const drawn = triggerRenders.count;
    expect(drawn).toBeGreaterThan(0);
    act(() =>
      client.setQueryData(APPLICATION_STATUS_KEY, { ...STATUS, stats: { ...STATUS.stats, averageConfidence: 71 } }),
    );
    await waitFor(() => expect(within(stats).getByText('71%')).toBeTruthy());
    expect(triggerRenders.count).toBe(drawn);
  });

  it('asks for a job URL before auto-filling, then shows each field with its evidence', async () => {
    const api = routes([
      { method: 'POST', path: '/api/ai/auto-fill-application', reply: () => jsonResponse(AUTO_FILL) },
    ]);
    renderPage();
    // A hidden tab is drawn when it is first opened (then stays mounted).
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'AI Automation' }));
    const panel = screen.getByRole('tabpanel', { hidden: true, name: 'AI Automation' });
    fireEvent.click(within(panel).getByRole('button', { hidden: true, name: 'Auto-Fill Application' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Missing Job URL',
        description: 'Please enter a job application URL',
        variant: 'destructive',
      }),
    );
    // Issue 35: an address that is not a web page is refused before it is sent.
    fireEvent.change(within(panel).getByLabelText('Job application URL'), {
      target: { value: 'javascript:alert(document.cookie)' },
    });
    fireEvent.click(within(panel).getByRole('button', { hidden: true, name: 'Auto-Fill Application' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Invalid Job URL',
        description: 'The job URL must be a web address starting with http:// or https://',
        variant: 'destructive',
      }),
    );
    fireEvent.change(within(panel).getByLabelText('Job application URL'), {
      target: { value: 'https://boards.greenhouse.io/acme/jobs/44444' },
    });
    fireEvent.click(within(panel).getByRole('button', { hidden: true, name: 'Auto-Fill Application' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Application Auto-Filled',
        description: '1 fields filled automatically',
      }),
    );
    expect(api.bodiesOf('POST', '/api/ai/auto-fill-application')).toEqual([
      { jobUrl: 'https://boards.greenhouse.io/acme/jobs/44444' },
    ]);
    const firstName = within(panel).getByRole('listitem', { hidden: true, name: 'First Name' });
    expect(within(firstName).getByText('Ada')).toBeTruthy();
    expect(within(firstName).getByText('Evidence:').closest('p')?.textContent).toContain('profile: fullName');
    expect(within(panel).getByText('Left empty: nothing in your profile or resume supports an answer.')).toBeTruthy();
  });

  it('shows the server message when auto-fill fails', async () => {
    routes([
      {
        method: 'POST',
        path: '/api/ai/auto-fill-application',
        reply: () =>
          jsonResponse({ message: 'Greenhouse has no open job 1 on the board "acme".', code: 'UNPROCESSABLE' }, 422),
      },
    ]);
    renderPage();
    // A hidden tab is drawn when it is first opened (then stays mounted).
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'AI Automation' }));
    const panel = screen.getByRole('tabpanel', { hidden: true, name: 'AI Automation' });
    fireEvent.change(within(panel).getByLabelText('Job application URL'), {
      target: { value: 'https://boards.greenhouse.io/acme/jobs/1' },
    });
    fireEvent.click(within(panel).getByRole('button', { hidden: true, name: 'Auto-Fill Application' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Auto-Fill Failed',
        description: 'Greenhouse has no open job 1 on the board "acme".',
        variant: 'destructive',
      }),
    );
  });

  it('needs company and position for suggestions', async () => {
    routes();
    renderPage();
    // A hidden tab is drawn when it is first opened (then stays mounted).
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Personalization' }));
    const panel = screen.getByRole('tabpanel', { hidden: true, name: 'Personalization' });
    fireEvent.click(within(panel).getByRole('button', { hidden: true, name: 'Suggest Answers' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Missing Job Details',
        description: 'Please enter company and position details',
        variant: 'destructive',
      }),
    );
  });

  it('toggles monitoring with its toasts', async () => {
    routes();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Stop Monitoring' }));
    expect(toast).toHaveBeenCalledWith({ title: 'Job Monitoring Stopped' });
    fireEvent.click(screen.getByRole('button', { name: 'Start Job Monitoring' }));
    expect(toast).toHaveBeenCalledWith({ title: 'Job Monitoring Started' });
  });

  it('draws the criteria form inert in the first commit: the same fields, labelled and disabled', async () => {
    routes();
    firstCommit.held = true;
    try {
      renderPage();
      for (const label of ['Job title', 'Location', 'Skills', 'Minimum salary'])
        expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(true);
      expect(screen.getByText('Blank: your own title (profile or resume)')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Find matches' }).hasAttribute('disabled')).toBe(true);
    } finally {
      firstCommit.held = false;
    }
  });

  it('then mounts the live criteria form, which sends what is typed', async () => {
    const api = routes();
    renderPage();
    await waitFor(() => expect((screen.getByLabelText('Job title') as HTMLInputElement).disabled).toBe(false));
    fireEvent.change(screen.getByLabelText('Job title'), { target: { value: 'Data Engineer' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Find matches' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Find matches' }));
    await waitFor(() =>
      expect(
        api.calls('GET', '/api/ai/job-monitoring').some(([url]) => String(url).includes('jobTitle=Data+Engineer')),
      ).toBe(true),
    );
  });

  it('says when the title is a guess and lists the closest postings apart from the matches', async () => {
    const below = { ...MONITORING.alerts[0], id: 4, jobTitle: 'Support Engineer', matchScore: 52 };
    routes([
      {
        method: 'GET',
        path: '/api/ai/job-monitoring',
        reply: () =>
          jsonResponse({
            ...MONITORING,
            criteria: { ...MONITORING.criteria, jobTitle: 'software engineer', titleSource: 'keywords' },
            matchThreshold: 65,
            closest: [below],
          }),
      },
    ]);
    renderPage();
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain("We don't know your job title yet");
    expect(within(note).getByRole('link', { name: 'Settings' })).toBeTruthy();
    const closest = screen.getByRole('region', { name: 'Closest below the match threshold' });
    expect(within(closest).getByText('Support Engineer')).toBeTruthy();
  });

  it('says monitoring waits for a job title when nothing gives one, instead of "Monitoring is on"', async () => {
    routes([
      {
        method: 'GET',
        path: '/api/ai/job-monitoring',
        reply: () => jsonResponse(NO_TITLE_MONITORING),
      },
    ]);
    renderPage();
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      "We don't know the job you want yet, so no postings are searched for you. Type a job title above, add yours in Settings, or upload your resume.",
    );
    expect(
      screen.getByText('Monitoring is waiting for a job title: type the job you want below and press Find matches.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Monitoring is on/)).toBeNull();
    expect(screen.queryByText(/professional opportunities/)).toBeNull();
    expect(screen.getByText(/^No job title yet · Lisbon/)).toBeTruthy();
  });

  it('does not say "Monitoring is on" before the server has said what it watches for (issue 35 item 5)', async () => {
    // A slow first answer (a cold server, a large store) left a new user without a title reading
    // "Monitoring is on: matches refresh every 30 seconds." until the matches arrived.
    let answer: (response: Response) => void = () => {};
    routes([
      {
        method: 'GET',
        path: '/api/ai/job-monitoring',
        reply: () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    ]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Job monitoring' })).toBeTruthy();
    expect(screen.getByText('Checking what your search watches for…')).toBeTruthy();
    expect(screen.queryByText(/Monitoring is on/)).toBeNull();
    answer(jsonResponse(NO_TITLE_MONITORING));
    expect(
      await screen.findByText(
        'Monitoring is waiting for a job title: type the job you want below and press Find matches.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Monitoring is on/)).toBeNull();
  });

  it("says a title inferred from the resume is inferred, and asks for the person's own", async () => {
    routes([
      {
        method: 'GET',
        path: '/api/ai/job-monitoring',
        reply: () =>
          jsonResponse({
            ...MONITORING,
            criteria: { ...MONITORING.criteria, jobTitle: 'Civil Engineer', titleSource: 'resume-inferred' },
          }),
      },
    ]);
    renderPage();
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      'Your resume states no job title, so this one is inferred from it. Add your own title in Settings, or type one above.',
    );
  });

  it('hides postings over the stale age, says how many, and shows them marked and last when asked (issue 35)', async () => {
    const stale = {
      ...MONITORING.alerts[0],
      id: 9,
      jobTitle: 'TypeScript Engineer',
      company: 'Oldco',
      postedAt: '2025-10-25T00:00:00.000Z',
      matchScore: 90,
      fit: { search: 95, person: 95 },
      stale: true,
      reasons: [
        { factor: 'title', points: 50, max: 50, detail: 'The title is "software engineer"' },
        { factor: 'recency', points: 0, max: 10, detail: 'Posted 407 days ago: probably filled' },
        { factor: 'occupation', points: 50, max: 50, detail: 'Your own job, as your title "Software Engineer" says' },
      ],
    };
    const api = routes([
      {
        method: 'GET',
        path: '/api/ai/job-monitoring',
        reply: ({ url }) =>
          jsonResponse(
            url.includes('includeStale=true')
              ? {
                  ...MONITORING,
                  alerts: [...MONITORING.alerts, stale],
                  staleHidden: 0,
                  criteria: { ...MONITORING.criteria, includeStale: true },
                }
              : { ...MONITORING, staleHidden: 1, criteria: { ...MONITORING.criteria, includeStale: false } },
          ),
      },
    ]);
    renderPage();
    const matches = await screen.findByRole('region', { name: 'Ranked matches' });
    expect(
      await within(matches).findByText(/One more posting matches but is over 60 days old, probably filled/),
    ).toBeTruthy();
    expect(within(matches).queryByText('Oldco')).toBeNull();
    fireEvent.click(within(matches).getByRole('button', { name: 'Show them' }));
    const older = await screen.findByRole('region', { name: 'Over 60 days old: probably filled' });
    const card = within(older).getByRole('article', { name: 'TypeScript Engineer at Oldco' });
    expect(within(card).getByText('Probably filled')).toBeTruthy();
    expect(api.calls('GET', '/api/ai/job-monitoring').some(([url]) => String(url).includes('includeStale=true'))).toBe(
      true,
    );
    // Its score explains both halves: how it fits the search, how the person fits it.
    fireEvent.click(within(card).getByText('Why this score'));
    expect(within(card).getByRole('region', { name: 'Fits your search' }).textContent).toContain('95%');
    expect(within(card).getByRole('region', { name: 'Fits you' }).textContent).toContain('Your job');
    expect(within(card).getByText(/95% × 95% = 90% match/)).toBeTruthy();
  });

  it('says when every open posting is over 60 days old, so no match reads as broken (issue 35)', async () => {
    routes([
      {
        method: 'GET',
        path: '/api/ai/job-monitoring',
        reply: () =>
          jsonResponse({
            ...MONITORING,
            alerts: [],
            totalFound: 0,
            totalJobs: 7415,
            postingAges: { current: 0, newestPostedAt: '2025-10-28T09:00:00.000Z' },
          }),
      },
    ]);
    renderPage();
    const matches = await screen.findByRole('region', { name: 'Ranked matches' });
    const note = await within(matches).findByText(/^All 7,415 open postings were posted over 60 days ago/);
    expect(note.textContent).toContain(
      'All 7,415 open postings were posted over 60 days ago (the newest on Oct 28, 2025) and are probably filled',
    );
  });
});
