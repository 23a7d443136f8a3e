import { MATCH_SCORE_THRESHOLD, type OpportunitySummary } from '@careerloom/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LiveFeed } from './live-feed';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const match = {
  id: 5944,
  title: 'Sous Chef',
  company: 'Sweetgreen',
  location: 'New York, NY',
  remote: false,
  postedAt: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString(),
  salaryRange: '',
  url: 'https://jobs.ashbyhq.com/sweetgreen/1',
  matchScore: 74,
  fit: null,
  stale: false,
  reasons: [],
};

const SUMMARY: OpportunitySummary = {
  source: 'store',
  counts: { openPostings: 7415, newThisWeek: 0, matchingProfile: 1, remote: 3592 },
  profileSearch: { jobTitle: 'Sous Chef', location: 'New York, NY', titleSource: 'resume-headline' },
  searchDefaults: { keywords: 'Sous Chef', location: 'New York, NY', experience: 'mid-level' },
  feed: [match],
  staleMatching: 0,
};

const showing = (summary: OpportunitySummary) =>
  stubApi([{ method: 'GET', path: '/api/jobseeker/opportunity-summary', reply: () => Response.json(summary) }]);

describe('LiveFeed (issue 35 item 5)', () => {
  it('lists the new postings that match the person, labelled as theirs, and says what it watches', async () => {
    showing(SUMMARY);
    renderWithProviders(<LiveFeed entitled />);
    const feed = await screen.findByRole('region', { name: 'Live feed' });
    expect(await within(feed).findByText('Matches for you')).toBeTruthy();
    expect(within(feed).queryByText('All new postings')).toBeNull();
    const list = within(feed).getByRole('list', { name: 'New postings that match you' });
    expect(
      within(list)
        .getByRole('link', { name: /Sous Chef/ })
        .getAttribute('href'),
    ).toBe(match.url);
    expect(within(list).getByText('74% match')).toBeTruthy();
    expect(feed.textContent).toContain(
      `New postings for “Sous Chef” (New York, NY) that score ${MATCH_SCORE_THRESHOLD}% or more for you, newest first. The title is from your resume: change it in Settings.`,
    );
    expect(within(feed).getByRole('link', { name: 'change it in Settings' }).getAttribute('href')).toBe(
      '/dashboard?tab=settings',
    );
  });

  it('says a guessed title is a guess', async () => {
    showing({
      ...SUMMARY,
      profileSearch: { jobTitle: 'healthcare professional', location: 'remote', titleSource: 'keywords' },
    });
    renderWithProviders(<LiveFeed entitled />);
    const feed = await screen.findByRole('region', { name: 'Live feed' });
    expect(await within(feed).findByText(/The title is our guess from your profile:/)).toBeTruthy();
    expect(feed.textContent).not.toContain('from a guess');
  });

  it('says when nothing matches, what is hidden as probably filled, and how to watch for something else', async () => {
    showing({ ...SUMMARY, feed: [], counts: { ...SUMMARY.counts, matchingProfile: 0 }, staleMatching: 12 });
    renderWithProviders(<LiveFeed entitled />);
    const feed = await screen.findByRole('region', { name: 'Live feed' });
    expect(
      await within(feed).findByText(
        'No posting from the last 60 days matches “Sous Chef” (New York, NY) yet. New matches appear here as job boards are checked.',
      ),
    ).toBeTruthy();
    expect(feed.textContent).toContain(
      '12 matching postings are older than 60 days and probably filled; you can still see them on AI Job Search.',
    );
    expect(within(feed).getByRole('link', { name: 'AI Job Search' }).getAttribute('href')).toBe('/dashboard');
    expect(feed.textContent).toContain(
      'To watch for another job or place, change your job title or location in Settings.',
    );
    expect(within(feed).queryByRole('listitem')).toBeNull();
  });

  it('asks for the job when it knows none, rather than showing anyone’s postings', async () => {
    showing({
      ...SUMMARY,
      profileSearch: { jobTitle: 'professional opportunities', location: 'remote', titleSource: 'fallback' },
      feed: [],
    });
    renderWithProviders(<LiveFeed entitled />);
    const feed = await screen.findByRole('region', { name: 'Live feed' });
    expect(
      await within(feed).findByText(/We don't know the job you want yet, so there is nothing to watch for/),
    ).toBeTruthy();
    expect(feed.textContent).not.toContain('professional opportunities');
    expect(within(feed).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/dashboard?tab=settings');
  });

  it('shows the labelled sample below the Job Seeker plan, without asking the server', async () => {
    const api = showing(SUMMARY);
    renderWithProviders(<LiveFeed entitled={false} />);
    const feed = await screen.findByRole('region', { name: 'Live feed' });
    expect(within(feed).getByText('Sample')).toBeTruthy();
    expect(feed.textContent).toContain('New postings that match you come with the Job Seeker plan.');
    expect(api.fetch.mock.calls.some(([url]) => url === '/api/jobseeker/opportunity-summary')).toBe(false);
  });
});
