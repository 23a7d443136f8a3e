import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import RealtimePage from './realtime-page';

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
      metrics: { processed: 30, total: 40, accuracy: 57.4 },
      measuredArea: 'skills',
    },
    {
      id: 'job-matching',
      feature: 'Job matching',
      status: 'active',
      progress: 100,
      description: 'Scored 5 of 5 postings found',
      lastUpdated: null,
      metrics: { processed: 5, total: 5, accuracy: 80 },
    },
  ],
  measuredFigures: [
    {
      area: 'skills',
      measuredAt: '2026-11-25',
      set: 'SkillSpan dev',
      metrics: [
        { name: 'precision', value: 0.574, unit: 'ratio' },
        { name: 'recall', value: 0.515, unit: 'ratio', baseline: 0.31 },
      ],
    },
  ],
};

function stubApi(monitoring: () => Response, status: unknown = STATUS) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.startsWith('/api/ai/job-monitoring') ? monitoring() : jsonResponse(status))),
  );
}

function renderPage() {
  renderWithProviders(<RealtimePage />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RealtimePage', () => {
  it('shows the user real figures, the processing status and the feed', async () => {
    stubApi(() => jsonResponse(MONITORING));
    renderPage();
    expect(await screen.findByRole('listitem', { name: 'Open postings: 40' })).toBeTruthy();
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

  it('shows skill extraction’s measured precision with its set and date, never a coverage as accuracy', async () => {
    stubApi(() => jsonResponse(MONITORING));
    renderPage();
    const skills = await screen.findByRole('listitem', { name: 'Skill extraction' });
    expect(
      within(skills).getByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent === 'Skill extraction precision 57% on SkillSpan dev, measured 2026-11-25',
      ),
    ).toBeTruthy();
    expect(within(skills).queryByText('Accuracy')).toBeNull();
    // An item without a labelled set keeps its own accuracy figure.
    const matching = screen.getByRole('listitem', { name: 'Job matching' });
    expect(within(matching).getByText('Accuracy').nextElementSibling?.textContent).toBe('80%');

    const measured = screen.getByRole('region', { name: 'Measured quality' });
    const area = within(measured).getByRole('article', { name: 'Skill extraction' });
    expect(within(area).getByText('precision').nextElementSibling?.textContent).toBe('57%');
    expect(within(area).getByText('recall').nextElementSibling?.textContent).toBe('52%keyword baseline 31%');
    expect(
      within(area).getByText(
        (_, el) => el?.tagName === 'P' && el.textContent === 'on SkillSpan dev, measured 2026-11-25',
      ),
    ).toBeTruthy();
    // Areas not measured yet show nothing, not a number.
    expect(within(measured).getAllByRole('article')).toHaveLength(1);
    expect(within(measured).queryByText('ATS score')).toBeNull();
    expect(within(measured).queryByText('Job matching')).toBeNull();
  });

  it('shows no accuracy and no measured card while no area has been measured', async () => {
    const unmeasured = {
      processingStatus: STATUS.processingStatus.map((i) =>
        i.id === 'skill-extraction' ? { ...i, metrics: { ...i.metrics, accuracy: null } } : i,
      ),
      measuredFigures: [],
    };
    stubApi(() => jsonResponse(MONITORING), unmeasured);
    renderPage();
    const skills = await screen.findByRole('listitem', { name: 'Skill extraction' });
    expect(within(skills).queryByText('Accuracy')).toBeNull();
    expect(within(skills).queryByText(/precision/)).toBeNull();
    expect(skills.textContent).not.toMatch(/\d+%$/);
    expect(screen.queryByRole('region', { name: 'Measured quality' })).toBeNull();
  });

  it('falls back to the labelled sample figures when the monitoring request fails', async () => {
    stubApi(() => jsonResponse({ message: 'boom' }, 500));
    renderPage();
    expect(await screen.findByRole('listitem', { name: 'Open postings: 1,247' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Matches for your criteria: 23' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Applications sent: 34' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Response rate: 18%' })).toBeTruthy();
    expect(screen.getByText('Sample')).toBeTruthy();
  });

  it('says plainly when the store has no postings yet', async () => {
    stubApi(() => jsonResponse({ ...MONITORING, alerts: [], totalFound: 0, totalJobs: 0 }));
    renderPage();
    expect(await screen.findByText(/No postings yet: the server syncs job boards in the background/)).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Open postings: 0' })).toBeTruthy();
  });
});
