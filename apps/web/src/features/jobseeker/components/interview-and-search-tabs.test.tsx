import { FIND_OPPORTUNITIES_DEFAULTS, JOBSEEKER_TOASTS, MATCH_SCORE_THRESHOLD } from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store';
import { stubApi } from '../../../testing/api-stub';
import { opportunitySummaryFixture, userFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { InterviewTab } from './interview-tab';
import { JobSearchTab } from './job-search-tab';

vi.mock('../../../lib/toast-store', async (original) => ({
  ...(await original<typeof import('../../../lib/toast-store')>()),
  toast: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

describe('InterviewTab', () => {
  it('needs the target role and the company name', async () => {
    const api = stubApi([]);
    renderWithProviders(<InterviewTab />);
    fireEvent.change(screen.getByLabelText('Target role'), { target: { value: 'Frontend Developer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prepare for Interview' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: JOBSEEKER_TOASTS.informationRequiredTitle,
        description: JOBSEEKER_TOASTS.interviewMissing,
        variant: 'destructive',
      }),
    );
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('leaves out a blank job description and shows the questions grouped by kind', async () => {
    const api = stubApi([
      {
        method: 'POST',
        path: '/api/jobseeker/interview-prep',
        reply: () =>
          Response.json({
            guide: 'Interview preparation for Frontend Developer at Acme.',
            questions: [
              {
                question: 'Explain hooks',
                kind: 'technical',
                skills: ['React'],
                goodAnswerCovers: ['Effects'],
                tips: ['Be concrete'],
              },
              { question: 'A conflict', kind: 'behavioral', skills: [], goodAnswerCovers: ['Outcome'], tips: [] },
            ],
            preparation_tips: ['Research Acme'],
          }),
      },
    ]);
    renderWithProviders(<InterviewTab />);
    fireEvent.change(screen.getByLabelText('Target role'), { target: { value: 'Frontend Developer' } });
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText('Job description (optional)'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prepare for Interview' }));
    await screen.findByText('Interview preparation for Frontend Developer at Acme.');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Behavioral questions',
      'Technical questions',
      'Preparation tips',
    ]);
    expect(screen.getByRole('list', { name: 'Skills this question tests' }).textContent).toBe('React');
    expect(api.bodiesOf('POST', '/api/jobseeker/interview-prep')).toEqual([
      { jobRole: 'Frontend Developer', companyInfo: { name: 'Acme' } },
    ]);
  });
});

describe('JobSearchTab', () => {
  it('starts from the person’s own title, place and level, and sends the location and level the user picks', async () => {
    const api = stubApi([
      { method: 'GET', path: '/api/user', reply: () => Response.json(userFixture({ subscriptionTier: 'jobseeker' })) },
      {
        method: 'GET',
        path: '/api/jobseeker/opportunity-summary',
        reply: () =>
          Response.json(
            opportunitySummaryFixture({
              jobTitle: 'Frontend Engineer',
              location: 'Berlin, Germany',
              experience: 'senior',
            }),
          ),
      },
      {
        method: 'POST',
        path: '/api/jobseeker/find-opportunities',
        reply: () =>
          Response.json({
            guidance: 'Filter every board to remote roles.',
            recommended_boards: [{ name: 'We Work Remotely', url: 'https://weworkremotely.com', why: 'Remote only' }],
            networking_suggestions: ['Join a meetup'],
            search_queries: ['"Frontend Engineer" remote'],
            skills: [],
            postings: [],
            postingsFound: 0,
            postingsFoundAtLeast: false,
            staleFound: 0,
            criteria: { keywords: 'Frontend Engineer', location: 'remote', experience: 'senior and above' },
          }),
      },
    ]);
    renderWithProviders(<JobSearchTab />);
    // The fields are editable and start from what the profile and resume say.
    await waitFor(() => expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('Berlin, Germany'));
    expect((screen.getByLabelText('Keywords') as HTMLInputElement).value).toBe('Frontend Engineer');
    expect((screen.getByLabelText('Experience level') as HTMLSelectElement).value).toBe('senior');
    expect(screen.queryByText(/fixed for this search/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'remote' } });
    fireEvent.change(screen.getByLabelText('Experience level'), { target: { value: 'senior and above' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Opportunities' }));
    const board = await screen.findByRole('link', { name: 'We Work Remotely' });
    expect(board.getAttribute('target')).toBe('_blank');
    expect(board.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Copy search query: "Frontend Engineer" remote' })).toBeTruthy();
    expect(api.bodiesOf('POST', '/api/jobseeker/find-opportunities')).toEqual([
      { keywords: 'Frontend Engineer', location: 'remote', experience: 'senior and above', includeStale: false },
    ]);
    expect(
      screen.getByText(
        'No open posting in our store matches "Frontend Engineer" (remote, senior, staff, principal or lead) yet. The boards below list more.',
      ),
    ).toBeTruthy();
  });

  it('keeps what the user typed before the profile defaults arrived (issue 35 walkthrough)', async () => {
    // Typed within a second or so of opening /jobseeker, "Chef" and "Berlin" were replaced by the
    // profile's title and place when the summary answered.
    const pending: { answer?: (response: Response) => void } = {};
    stubApi([
      { method: 'GET', path: '/api/user', reply: () => Response.json(userFixture({ subscriptionTier: 'jobseeker' })) },
      {
        method: 'GET',
        path: '/api/jobseeker/opportunity-summary',
        reply: () =>
          new Promise<Response>((resolve) => {
            pending.answer = resolve;
          }),
      },
    ]);
    renderWithProviders(<JobSearchTab />);
    await waitFor(() => expect(pending.answer).toBeDefined());
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'Chef' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Berlin' } });
    pending.answer?.(
      Response.json(
        opportunitySummaryFixture({ jobTitle: 'Staff Accountant', location: 'remote', experience: 'mid-level' }),
      ),
    );
    // The level the user left alone takes the person's own, so the defaults were read.
    await waitFor(() =>
      expect((screen.getByLabelText('Experience level') as HTMLSelectElement).value).toBe('mid-level'),
    );
    expect((screen.getByLabelText('Keywords') as HTMLInputElement).value).toBe('Chef');
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('Berlin');
  });

  it('sends blank fields blank, so the server fills them from the profile', async () => {
    const api = stubApi([
      {
        method: 'POST',
        path: '/api/jobseeker/find-opportunities',
        reply: () =>
          Response.json({
            guidance: 'Search these titles.',
            recommended_boards: [],
            networking_suggestions: [],
            search_queries: [],
            skills: [],
            postings: [],
            postingsFound: 0,
            postingsFoundAtLeast: false,
            staleFound: 0,
            criteria: { ...FIND_OPPORTUNITIES_DEFAULTS },
          }),
      },
    ]);
    renderWithProviders(<JobSearchTab />);
    expect(screen.getByLabelText('Keywords').getAttribute('placeholder')).toBe(FIND_OPPORTUNITIES_DEFAULTS.keywords);
    fireEvent.click(screen.getByRole('button', { name: 'Find Opportunities' }));
    await screen.findByText(/No open posting in our store matches "software developer"/);
    expect(api.bodiesOf('POST', '/api/jobseeker/find-opportunities')).toEqual([
      { keywords: '', location: '', experience: FIND_OPPORTUNITIES_DEFAULTS.experience, includeStale: false },
    ]);
  });

  it('says why nothing is found when the store is empty (no job board could be reached) and how to import', async () => {
    const message =
      'No job postings yet: this server could not reach any job board (it may have no internet connection). It tries 22 public job boards again at the next sync. To load postings from a file instead, run “npm run jobs:import -- <file>” on the server (a board’s saved answer or JSON lines).';
    stubApi([
      {
        method: 'POST',
        path: '/api/jobseeker/find-opportunities',
        reply: () =>
          Response.json({
            guidance: 'Search these titles.',
            recommended_boards: [],
            networking_suggestions: [],
            search_queries: [],
            skills: [],
            postings: [],
            postingsFound: 0,
            postingsFoundAtLeast: false,
            staleFound: 0,
            criteria: { ...FIND_OPPORTUNITIES_DEFAULTS },
            supply: { state: 'unreachable', boards: 22, message },
          }),
      },
    ]);
    renderWithProviders(<JobSearchTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Find Opportunities' }));
    expect(
      await screen.findByText(`${message} The boards below list jobs for "software developer" meanwhile.`),
    ).toBeTruthy();
    expect(screen.queryByText(/No open posting in our store matches/)).toBeNull();
  });

  it('shows the closest postings, marked below the threshold, when none reaches it', async () => {
    stubApi([
      {
        method: 'POST',
        path: '/api/jobseeker/find-opportunities',
        reply: () =>
          Response.json({
            guidance: 'Search these titles.',
            recommended_boards: [],
            networking_suggestions: [],
            search_queries: [],
            skills: [],
            postings: [],
            postingsFound: 0,
            postingsFoundAtLeast: false,
            staleFound: 0,
            criteria: { keywords: 'Electrical Engineer', location: 'remote', experience: 'entry to mid-level' },
            closest: [
              {
                id: 4,
                title: 'Electrical Engineer',
                company: 'Crusoe',
                location: 'Tulsa, OK',
                remote: false,
                postedAt: null,
                salaryRange: '',
                url: 'https://jobs.ashbyhq.com/crusoe/4',
                matchScore: 55,
                fit: { search: 55, person: null },
                stale: false,
                reasons: [
                  { factor: 'location', points: 0, max: 20, detail: 'On-site in Tulsa, OK; you asked for remote' },
                ],
              },
            ],
          }),
      },
    ]);
    renderWithProviders(<JobSearchTab />);
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'Electrical Engineer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Opportunities' }));
    const list = await screen.findByRole('list', { name: 'Closest postings for Electrical Engineer' });
    expect(
      screen.getByText(
        `No open posting reaches a ${MATCH_SCORE_THRESHOLD}% match for "Electrical Engineer" (remote, entry to mid-level). The closest, with what holds each back:`,
      ),
    ).toBeTruthy();
    const item = within(list).getByRole('listitem', { name: 'Electrical Engineer at Crusoe' });
    // Below the threshold, the score is not dressed as good news.
    expect(within(item).getByText('55% match').className).not.toContain('emerald');
  });

  it('lists the stored postings with link, place, date, salary and match score, reasons on demand', async () => {
    stubApi([
      {
        method: 'POST',
        path: '/api/jobseeker/find-opportunities',
        reply: () =>
          Response.json({
            guidance: 'Lead with React.',
            recommended_boards: [{ name: 'Wellfound', url: 'https://wellfound.com', why: 'Startups' }],
            networking_suggestions: ['Message two frontend leads a week'],
            search_queries: [],
            skills: ['React'],
            postings: [
              {
                id: 9,
                title: 'Senior Frontend Engineer',
                company: 'Acme',
                location: 'Remote',
                remote: true,
                postedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
                salaryRange: 'USD 120,000 - 150,000 a year',
                url: 'https://boards.greenhouse.io/acme/jobs/9',
                matchScore: 78,
                fit: { search: 100, person: 78 },
                stale: false,
                reasons: [
                  { factor: 'skills', points: 30, max: 40, detail: 'You have 3 of the 4 skills it names: React' },
                ],
              },
              {
                id: 10,
                title: 'Frontend Developer',
                company: 'Brightleaf',
                location: '',
                remote: false,
                postedAt: null,
                salaryRange: '',
                url: 'https://jobs.lever.co/brightleaf/10',
                matchScore: 52,
                fit: { search: 52, person: null },
                stale: false,
                reasons: [],
              },
            ],
            postingsFound: 2431,
            postingsFoundAtLeast: true,
            staleFound: 0,
            criteria: { keywords: 'frontend engineer', location: 'Berlin', experience: 'mid-level' },
          }),
      },
    ]);
    renderWithProviders(<JobSearchTab />);
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'frontend engineer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Opportunities' }));
    const list = await screen.findByRole('list', { name: 'Open postings for frontend engineer' });
    expect(
      screen.getByText(
        'The best 2 of at least 2,431 open postings that match "frontend engineer" (Berlin, mid-level), by match score.',
      ),
    ).toBeTruthy();
    const first = within(list).getByRole('listitem', { name: 'Senior Frontend Engineer at Acme' });
    const link = within(first).getByRole('link', { name: /Senior Frontend Engineer/ });
    expect(link.getAttribute('href')).toBe('https://boards.greenhouse.io/acme/jobs/9');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(first.textContent).toContain('Acme · Remote');
    expect(first.textContent).toContain('Posted 3 days ago · USD 120,000 - 150,000 a year');
    expect(within(first).getByText('78% match').className).toContain('emerald');
    expect(within(first).queryByText(/You have 3 of the 4 skills/)).toBeNull();
    const why = within(first).getByRole('button', { name: 'Why this score: Senior Frontend Engineer' });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    expect(within(first).getByText(/You have 3 of the 4 skills/)).toBeTruthy();
    // No date, no salary: said plainly, nothing invented; no reasons, no button.
    const second = within(list).getByRole('listitem', { name: 'Frontend Developer at Brightleaf' });
    expect(second.textContent).toContain('Posting date not given');
    expect(second.textContent).not.toContain('a year');
    expect(within(second).queryByRole('button')).toBeNull();
    // The spec's guidance, boards and networking steps stay beside the postings.
    expect(screen.getByRole('link', { name: 'Wellfound' })).toBeTruthy();
    expect(screen.getByText('Message two frontend leads a week')).toBeTruthy();
  });

  it('hides postings over the stale age, says how many, and lists them after the fresh ones when asked (issue 35)', async () => {
    const posting = (id: number, company: string, stale: boolean) => ({
      id,
      title: 'Product Manager',
      company,
      location: 'Remote',
      remote: true,
      postedAt: new Date(Date.now() - (stale ? 407 : 3) * 24 * 3600 * 1000).toISOString(),
      salaryRange: '',
      url: `https://jobs.ashbyhq.com/${company}/${id}`,
      matchScore: stale ? 95 : 80,
      fit: { search: stale ? 95 : 90, person: stale ? 100 : 89 },
      stale,
      reasons: [],
    });
    const answer = (includeStale: boolean) => ({
      guidance: 'Search these titles.',
      recommended_boards: [],
      networking_suggestions: [],
      search_queries: [],
      skills: [],
      postings: includeStale
        ? [posting(1, 'Freshco', false), posting(2, 'Oldco', true)]
        : [posting(1, 'Freshco', false)],
      postingsFound: 1,
      postingsFoundAtLeast: false,
      staleFound: 1,
      criteria: { keywords: 'Product Manager', location: 'remote', experience: 'any level' },
    });
    const api = stubApi([
      {
        method: 'POST',
        path: '/api/jobseeker/find-opportunities',
        reply: ({ body }) => Response.json(answer((body as { includeStale?: boolean }).includeStale === true)),
      },
    ]);
    renderWithProviders(<JobSearchTab />);
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'Product Manager' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Opportunities' }));
    expect(
      await screen.findByText('One more posting matches but is over 60 days old, probably filled, so it is hidden.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Oldco/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show them' }));
    const list = await screen.findByRole('list', { name: 'Open postings for Product Manager' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(list).getAllByRole('listitem');
    // The stale one follows the fresh one, whatever its score, and is marked.
    expect(first?.getAttribute('aria-label')).toBe('Product Manager at Freshco');
    expect(second && within(second).getByText('Probably filled')).toBeTruthy();
    expect(
      screen.getByText(/One posting over 60 days old follows, marked: probably filled, and not counted./),
    ).toBeTruthy();
    expect(
      api
        .bodiesOf('POST', '/api/jobseeker/find-opportunities')
        .map((b) => (b as { includeStale: boolean }).includeStale),
    ).toEqual([false, true]);
    expect(
      (screen.getByRole('checkbox', { name: /Include postings over 60 days old/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
