import type { CompanyDashboard } from '@careerloom/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubResizeObserver } from '../../../testing/stub-resize-observer';
import { OverviewTab } from './overview-tab';

beforeAll(stubResizeObserver);
afterEach(cleanup);

const dashboard = (hiringTrends: CompanyDashboard['metrics']['hiringTrends']): CompanyDashboard => ({
  companyName: 'Acme Robotics',
  source: 'greenhouse_harvest',
  metrics: {
    totalProjects: 0,
    activeWorkflows: 0,
    automationSavings: 0,
    avgProjectTime: null,
    activeJobs: 5,
    totalApplications: 240,
    conversionRate: 62.5,
    hiringTrends,
  },
  industryMetrics: null,
  badges: [],
  ats: { provider: 'greenhouse_harvest', status: 'connected', lastSyncedAt: null, lastError: null },
});

describe('OverviewTab monthly trends', () => {
  it('draws the first three months as charts named by their figures, oldest first', () => {
    render(
      <OverviewTab
        dashboard={dashboard([
          { month: '2025-05', applications: 80, hires: 3 },
          { month: '2025-04', applications: 70, hires: 1 },
          { month: '2025-03', applications: 60, hires: 0 },
          { month: '2025-02', applications: 30, hires: 2 },
        ])}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Applications by month: Mar 2025 60, Apr 2025 70, May 2025 80' }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Hires by month: Mar 2025 0, Apr 2025 1, May 2025 3' })).toBeTruthy();
  });

  it('keeps the numbers as a list behind "Show numbers", newest first', () => {
    render(
      <OverviewTab
        dashboard={dashboard([
          { month: '2025-05', applications: 80, hires: 3 },
          { month: '2025-04', applications: 1, hires: null },
        ])}
      />,
    );
    const details = screen.getByText('Show numbers').closest('details');
    expect(details).toBeTruthy();
    const items = within(details as HTMLElement).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'May 20253 hires · 80 applications',
      'Apr 2025hires not recorded · 1 application',
    ]);
    // Without hires in every month, only the applications chart is drawn, and the page says why.
    expect(screen.getByText('Hires not recorded by this data source.')).toBeTruthy();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'Applications by month: Apr 2025 1, May 2025 80',
    ]);
  });

  it('says the spec text and draws nothing without months', () => {
    render(<OverviewTab dashboard={dashboard([])} />);
    expect(screen.getByText('No trend data available')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Show numbers')).toBeNull();
  });
});
