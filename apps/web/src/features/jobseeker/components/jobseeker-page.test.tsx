import { JOBSEEKER_SAMPLE_COUNTS, type Tier } from '@careerloom/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import JobseekerPage from './jobseeker-page';
import { renderWithQuery, stubApi } from './test-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = (subscriptionTier: Tier) =>
  stubApi([
    { method: 'GET', path: '/api/user', reply: () => Response.json({ id: 1, fullName: 'Jo', subscriptionTier }) },
    { method: 'GET', path: '/api/resumes/latest', reply: () => Response.json({ message: 'none' }, { status: 404 }) },
  ]);

describe('JobseekerPage', () => {
  it('shows the banner counts as labelled samples, the feed, the real-time link and five tabs', async () => {
    signedIn('jobseeker');
    renderWithQuery(<JobseekerPage />);
    await screen.findByRole('heading', { level: 1, name: 'Job Seeker Assistant' });
    const banner = screen.getByRole('region', { name: 'Opportunities today' });
    expect(within(banner).getByText('Sample data')).toBeTruthy();
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

  it('tells a free user the tools need the Job Seeker plan and links to the plans', async () => {
    signedIn('free');
    renderWithQuery(<JobseekerPage />);
    const notice = await screen.findByRole('region', { name: 'Upgrade to use the job seeker tools' });
    expect(notice.textContent).toContain('Your plan is Free.');
    expect(within(notice).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/enterprise');
  });
});
