import { MEASURED_METRIC_PLAIN, type MeasuredFigures } from '@careerloom/contract';
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
      fit: { search: 100, person: 82 },
      stale: false,
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
        { name: 'F1', value: 0.54, unit: 'ratio' },
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

  it('shows skill extraction’s measured figure in plain words with its date, never a coverage as accuracy', async () => {
    stubApi(() => jsonResponse(MONITORING));
    renderPage();
    const skills = await screen.findByRole('listitem', { name: 'Skill extraction' });
    expect(
      within(skills).getByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent ===
            'On a public test set: 57% of the skills it picks out are ones the researchers marked, measured Nov 25, 2026.',
      ),
    ).toBeTruthy();
    expect(within(skills).queryByText('Accuracy')).toBeNull();
    // An item without a labelled set keeps its own accuracy figure.
    const matching = screen.getByRole('listitem', { name: 'Job matching' });
    expect(within(matching).getByText('Accuracy').nextElementSibling?.textContent).toBe('80%');

    const measured = screen.getByRole('region', { name: 'Measured quality' });
    const area = within(measured).getByRole('article', { name: 'Picking out the skills a job posting asks for' });
    expect(
      within(area)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '57% of the skills it picks out are ones the researchers marked.',
      'It finds 52% of the skills the researchers marked.A plain keyword match: 31%.',
    ]);
    expect(area.textContent).toContain('Tested on sentences from real job postings in which researchers marked');
    // No bench jargon reaches the page: not the metric names, not the set's name.
    expect(measured.textContent).not.toMatch(/precision|recall|F1|SkillSpan dev|baseline/);
    // Areas not measured yet show nothing, not a number.
    expect(within(measured).getAllByRole('article')).toHaveLength(1);
  });

  it('says every figure the benches ship in plain words, with no bench jargon', async () => {
    const shipped = Object.values(
      import.meta.glob<MeasuredFigures>('../../../../../../packages/career-engine/eval/figures/*.json', {
        eager: true,
        import: 'default',
      }),
    );
    expect(shipped.length).toBeGreaterThan(0);
    stubApi(() => jsonResponse(MONITORING), { ...STATUS, measuredFigures: shipped });
    renderPage();
    const measured = await screen.findByRole('region', { name: 'Measured quality' });
    expect(within(measured).getAllByRole('article')).toHaveLength(shipped.length);
    // Each figure has its sentence; only blends of two others (F1) are left out.
    for (const f of shipped)
      for (const m of f.metrics)
        if (m.name !== 'F1') expect(MEASURED_METRIC_PLAIN[f.area][m.name], `${f.area}: ${m.name}`).toBeDefined();
    expect(measured.textContent).not.toMatch(
      /NDCG|precision|recall|\bF1\b|SkillSpan dev|TF-IDF|held-out|baseline|span overlap|SOC major|candidates/,
    );
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

  it('shows no "Processed 0 of 0" when a check found nothing (its description says so)', async () => {
    const nothing = {
      ...STATUS,
      processingStatus: STATUS.processingStatus.map((i) =>
        i.id === 'job-matching'
          ? {
              ...i,
              description: 'No posting from the last 60 days matches "Sous Chef" (remote) yet',
              metrics: { processed: 0, total: 0, accuracy: null },
            }
          : i,
      ),
    };
    stubApi(() => jsonResponse(MONITORING), nothing);
    renderPage();
    const matching = await screen.findByRole('listitem', { name: 'Job matching' });
    expect(within(matching).getByText(/No posting from the last 60 days matches/)).toBeTruthy();
    expect(within(matching).queryByText('Processed')).toBeNull();
    expect(matching.textContent).not.toContain('0 of 0');
    const skills = screen.getByRole('listitem', { name: 'Skill extraction' });
    expect(within(skills).getByText('Processed')).toBeTruthy();
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

  it('says what the server knows about an empty store: the boards are being fetched', async () => {
    const message =
      'No job postings yet: they are being fetched from 22 public job boards in the background, and the first appear within a minute.';
    stubApi(() =>
      jsonResponse({
        ...MONITORING,
        alerts: [],
        totalFound: 0,
        totalJobs: 0,
        supply: { state: 'fetching', boards: 22, message },
      }),
    );
    renderPage();
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('says plainly when the store has no postings yet', async () => {
    stubApi(() => jsonResponse({ ...MONITORING, alerts: [], totalFound: 0, totalJobs: 0 }));
    renderPage();
    expect(await screen.findByText(/No postings yet: the server syncs job boards in the background/)).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Open postings: 0' })).toBeTruthy();
  });
});
