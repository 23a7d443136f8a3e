import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LiveFeed } from './live-feed';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const posting = {
  id: 5944,
  title: 'Lifestyle Partnerships Manager',
  company: 'Substack',
  location: 'Los Angeles',
  remote: false,
  postedAt: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString(),
  salaryRange: '',
  url: 'https://jobs.ashbyhq.com/substack/1',
  matchScore: null,
  reasons: [],
};

describe('LiveFeed', () => {
  it('labels the store’s newest postings as all new postings, not as matches for the person (issue 35 item 5)', async () => {
    stubApi([
      {
        method: 'GET',
        path: '/api/jobseeker/opportunity-summary',
        // Fields beyond the feed's are the summary's; the feed reads `newest` only.
        reply: () =>
          Response.json({
            source: 'store',
            counts: { openPostings: 7415, newThisWeek: 0, matchingProfile: 0, remote: 3592 },
            profileSearch: { jobTitle: 'software engineer', location: 'remote' },
            searchDefaults: { keywords: 'software developer', location: 'remote', experience: 'entry to mid-level' },
            newest: [{ ...posting, fit: null, stale: false }],
          }),
      },
    ]);
    renderWithProviders(<LiveFeed entitled />);
    const feed = await screen.findByRole('region', { name: 'Live feed' });
    expect(await within(feed).findByText('All new postings')).toBeTruthy();
    expect(feed.textContent).toContain('The newest postings in the store, for everyone, not matched to you.');
    expect(within(feed).getByRole('link', { name: 'AI Job Search' }).getAttribute('href')).toBe('/dashboard');
    expect(within(feed).queryByText('Newest')).toBeNull();
  });
});
