import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RealtimePage from './realtime-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const MONITORING = {
  alerts: [
    {
      id: 7,
      jobTitle: 'Frontend Engineer',
      company: 'Brightleaf',
      location: 'Remote',
      salaryRange: '',
      postedAt: '2025-06-10T11:00:00Z',
      matchScore: 82,
      autoApplicationStatus: 'pending',
      reasons: [],
      url: 'https://jobs.example.com/7',
    },
  ],
  totalFound: 5,
  totalJobs: 40,
  newMatches: 0,
  applicationsSent: 2,
  responseRate: 50,
  criteria: { jobTitle: 'software engineer', location: 'remote', skills: [], salaryMin: null },
};

const STATUS = {
  processingStatus: [
    {
      id: 'skill-extraction',
      feature: 'Skill extraction',
      status: 'complete',
      progress: 75,
      description: '30 of 40 open postings have at least one recognised skill',
      lastUpdated: null,
      metrics: { processed: 30, total: 40, accuracy: 75 },
    },
  ],
};

function stubApi(monitoring: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.startsWith('/api/ai/job-monitoring') ? monitoring() : json(STATUS))),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RealtimePage />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RealtimePage', () => {
  it('shows the user real figures, the processing status and the feed', async () => {
    stubApi(() => json(MONITORING));
    renderPage();
    expect(await screen.findByRole('listitem', { name: 'Open jobs in the store: 40' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Matches for your criteria: 5' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Response rate: 50%' })).toBeTruthy();
    expect(screen.queryByText('Sample')).toBeNull();
    expect(screen.getByRole('link', { name: /Frontend Engineer/ }).getAttribute('href')).toBe(
      'https://jobs.example.com/7',
    );
    expect(screen.getByText('82% match')).toBeTruthy();
    const bar = await screen.findByRole('progressbar', { name: 'Skill extraction progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
  });

  it('falls back to the labelled sample figures when the monitoring request fails', async () => {
    stubApi(() => json({ message: 'boom' }, 500));
    renderPage();
    expect(await screen.findByRole('listitem', { name: 'Open jobs in the store: 1,247' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Matches for your criteria: 23' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Applications sent: 34' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Response rate: 18%' })).toBeTruthy();
    expect(screen.getByText('Sample')).toBeTruthy();
  });

  it('says plainly when the store has no postings yet', async () => {
    stubApi(() => json({ ...MONITORING, alerts: [], totalFound: 0, totalJobs: 0 }));
    renderPage();
    expect(await screen.findByText(/No postings yet: the server syncs job boards in the background/)).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Open jobs in the store: 0' })).toBeTruthy();
  });
});
