import { JOBSEEKER_SAMPLE_COUNTS, type OpportunitySummary, type Tier } from '@careerloom/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { userFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import JobseekerPage from './jobseeker-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EMPTY_STORE: OpportunitySummary = {
  source: 'empty',
  counts: { openPostings: 0, newThisWeek: 0, matchingProfile: 0, remote: 0 },
  profileSearch: { jobTitle: 'software engineer', location: 'remote', titleSource: 'keywords' },
  searchDefaults: { keywords: 'software developer', location: 'remote', experience: 'entry to mid-level' },
  feed: [],
  staleMatching: 0,
};

const STORE: OpportunitySummary = {
  source: 'store',
  counts: { openPostings: 7463, newThisWeek: 212, matchingProfile: 38, remote: 1904 },
  profileSearch: { jobTitle: 'Frontend Engineer', location: 'remote', titleSource: 'profile' },
  searchDefaults: { keywords: 'Frontend Engineer', location: 'remote', experience: 'mid-level' },
  feed: [
    {
      id: 41,
      title: 'Senior Frontend Engineer',
      company: 'Crusoe',
      location: 'Remote',
      remote: true,
      postedAt: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString(),
      salaryRange: 'USD 200,000 - 250,000 a year',
      url: 'https://jobs.ashbyhq.com/crusoe/41',
      matchScore: 82,
      fit: null,
      stale: false,
      reasons: [],
    },
  ],
  staleMatching: 0,
};

const signedIn = (subscriptionTier: Tier, summary: () => Response = () => Response.json(EMPTY_STORE)) =>
  stubApi([
    { method: 'GET', path: '/api/user', reply: () => Response.json(userFixture({ subscriptionTier })) },
    { method: 'GET', path: '/api/resumes/latest', reply: () => Response.json({ message: 'none' }, { status: 404 }) },
    { method: 'GET', path: '/api/jobseeker/opportunity-summary', reply: summary },
  ]);

describe('JobseekerPage', () => {
  it('shows the banner counts as labelled samples while the store is empty, the feed, the real-time link and five tabs', async () => {
    signedIn('jobseeker');
    renderWithProviders(<JobseekerPage />);
    await screen.findByRole('heading', { level: 1, name: 'Job Seeker Assistant' });
    const banner = screen.getByRole('region', { name: 'Opportunities today' });
    expect(await within(banner).findByText('Sample data')).toBeTruthy();
    for (const value of Object.values(JOBSEEKER_SAMPLE_COUNTS))
      expect(within(banner).getByText(String(value))).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Live feed' })).getByText('Sample')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Real-Time Processing' }).getAttribute('href')).toBe('/realtime');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Chat',
      'Resume',
      'Cover Letter',
      'Interview',
      'Job Search',
    ]);
    expect(screen.queryByRole('region', { name: 'Upgrade to use the job seeker tools' })).toBeNull();
  });

  it('shows the store’s real counts and the newest postings that match, with no sample label, once postings exist', async () => {
    const api = signedIn('jobseeker', () => Response.json(STORE));
    renderWithProviders(<JobseekerPage />);
    const banner = await screen.findByRole('region', { name: 'Opportunities today' });
    expect(await within(banner).findByText('7,463')).toBeTruthy();
    const value = (label: string) => within(banner).getByText(label).nextElementSibling?.textContent;
    expect(value('Open postings')).toBe('7,463');
    expect(value('New in 7 days')).toBe('212');
    expect(value('Matching your profile')).toBe('38');
    expect(value('Remote')).toBe('1,904');
    expect(within(banner).getByText(/"Frontend Engineer" \(remote\)/)).toBeTruthy();
    expect(screen.queryByText('Sample data')).toBeNull();

    const feed = screen.getByRole('region', { name: 'Live feed' });
    expect(within(feed).queryByText('Sample')).toBeNull();
    const link = within(feed).getByRole('link', { name: /Senior Frontend Engineer/ });
    expect(link.getAttribute('href')).toBe('https://jobs.ashbyhq.com/crusoe/41');
    expect(within(feed).getByText('2 days ago')).toBeTruthy();
    // Banner and feed share one request.
    expect(api.fetch.mock.calls.filter(([url]) => url === '/api/jobseeker/opportunity-summary')).toHaveLength(1);
  });

  it('says when every open posting is over 60 days old, beside the counts (issue 35)', async () => {
    signedIn('jobseeker', () =>
      Response.json({
        ...STORE,
        counts: { ...STORE.counts, newThisWeek: 0, matchingProfile: 0 },
        feed: [],
        postingAges: { current: 0, newestPostedAt: '2025-10-28T09:00:00.000Z' },
      } satisfies OpportunitySummary),
    );
    renderWithProviders(<JobseekerPage />);
    const banner = await screen.findByRole('region', { name: 'Opportunities today' });
    const note = await within(banner).findByRole('note');
    expect(note.textContent).toBe(
      'All 7,463 open postings were posted over 60 days ago (the newest on Oct 28, 2025) and are probably filled, so no match is drawn from them. Matches appear as job boards bring new postings; a search can still include older ones when you ask.',
    );
  });

  it('says why the store is empty when the server knows (no board could be reached) and how to import', async () => {
    const message =
      'No job postings yet: this server could not reach any job board (it may have no internet connection). It tries 22 public job boards again at the next sync. To load postings from a file instead, run “npm run jobs:import -- <file>” on the server (a board’s saved answer or JSON lines).';
    signedIn('jobseeker', () =>
      Response.json({
        ...EMPTY_STORE,
        supply: { state: 'unreachable', boards: 22, message },
      } satisfies OpportunitySummary),
    );
    renderWithProviders(<JobseekerPage />);
    const banner = await screen.findByRole('region', { name: 'Opportunities today' });
    expect(await within(banner).findByText(message)).toBeTruthy();
    expect(within(banner).getByText('Sample data')).toBeTruthy();
  });

  it('falls back to the labelled sample when the counts cannot be loaded', async () => {
    signedIn('jobseeker', () => Response.json({ message: 'boom' }, { status: 500 }));
    renderWithProviders(<JobseekerPage />);
    const banner = await screen.findByRole('region', { name: 'Opportunities today' });
    expect(await within(banner).findByText('Sample data')).toBeTruthy();
    expect(within(banner).getByText(/could not be loaded/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Live feed' })).getByText('Sample')).toBeTruthy();
  });

  it('tells a free user the tools need the Job Seeker plan and links to the plans', async () => {
    const api = signedIn('free');
    renderWithProviders(<JobseekerPage />);
    const notice = await screen.findByRole('region', { name: 'Upgrade to use the job seeker tools' });
    expect(notice.textContent).toContain('Your plan is Free.');
    expect(within(notice).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/billing');
    // Live counts are part of the plan: a free user sees the labelled sample and no request is made.
    expect(within(screen.getByRole('region', { name: 'Opportunities today' })).getByText('Sample data')).toBeTruthy();
    expect(api.fetch.mock.calls.some(([url]) => url === '/api/jobseeker/opportunity-summary')).toBe(false);
  });

  it('shows a free user each tool as part of the Job Seeker plan before anything is pressed, nothing sendable', async () => {
    const api = signedIn('free');
    renderWithProviders(<JobseekerPage />);
    await screen.findByRole('heading', { level: 1, name: 'Job Seeker Assistant' });
    const notes = screen.getAllByRole('note');
    const texts = notes.map((n) => n.textContent ?? '');
    for (const feature of [
      'The job search assistant',
      'Resume scoring',
      'Cover letter writing',
      'Interview preparation',
      'Job search',
    ])
      expect(texts.some((t) => t.startsWith(`${feature} is part of the Job Seeker plan ($12/month).`))).toBe(true);
    for (const note of notes)
      expect(within(note).getByRole('link', { name: 'Start Job Seeker' }).getAttribute('href')).toBe('/billing');

    // The chat's suggested questions and Send are disabled, so none can fail with "Chat Error".
    const starter = screen.getByRole('button', { name: 'How do I make my resume pass ATS filters?' });
    expect((starter as HTMLButtonElement).matches(':disabled')).toBe(true);
    fireEvent.click(starter);
    expect(screen.getByLabelText('Message').matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Analyze Resume' }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /Generate Cover Letter/ }).matches(':disabled')).toBe(true);
    expect(api.fetch.mock.calls.some(([url]) => String(url).startsWith('/api/jobseeker/chat'))).toBe(false);
  });

  it('leaves a Job Seeker user every tool enabled, with no plan note', async () => {
    signedIn('jobseeker');
    renderWithProviders(<JobseekerPage />);
    await screen.findByRole('heading', { level: 1, name: 'Job Seeker Assistant' });
    expect(screen.queryAllByRole('note').filter((n) => n.textContent?.includes('part of the Job Seeker plan'))).toEqual(
      [],
    );
    expect(screen.getByRole('button', { name: 'How do I make my resume pass ATS filters?' }).matches(':disabled')).toBe(
      false,
    );
  });
});
