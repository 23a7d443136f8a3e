import type { DataIntegrationResponse, Trend } from '@careerloom/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubResizeObserver } from '../../../testing/stub-resize-observer';
import { DataInsightsView } from './data-insights-view';

beforeAll(stubResizeObserver);
afterEach(cleanup);

const result = (trends: Trend[]): DataIntegrationResponse => ({
  insights: {
    source: 'Sales',
    dataType: 'sales',
    rows: 12,
    rowsAnalysed: 12,
    columns: [{ name: 'revenue', kind: 'number', filled: 12 }],
    trends,
    highlights: [],
  },
  limitations: [],
});

const REVENUE: Trend = {
  column: 'revenue',
  by: 'date',
  direction: 'rising',
  changePercent: 42.5,
  detail: 'revenue rose from 100 to 142.5 over 12 months.',
};
const CHURN: Trend = {
  column: 'churn',
  by: 'date',
  direction: 'falling',
  changePercent: -20,
  detail: 'churn fell from 5 to 4 over 12 months.',
};

describe('DataInsightsView trends', () => {
  it('draws the change of each column as a chart named by its figures', () => {
    render(<DataInsightsView result={result([REVENUE, CHURN])} />);
    const trends = screen.getByRole('region', { name: 'Trends' });
    expect(
      within(trends).getByRole('img', {
        name: 'Change from first to last period: revenue rising +42.5%, churn falling -20%',
      }),
    ).toBeTruthy();
  });

  it('keeps each trend sentence and figure behind "Show numbers"', () => {
    render(<DataInsightsView result={result([REVENUE, CHURN])} />);
    const details = screen.getByText('Show numbers').closest('details') as HTMLElement;
    const items = within(details).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('revenue: Rising (+42.5%) by date');
    expect(items[0]?.textContent).toContain('revenue rose from 100 to 142.5 over 12 months.');
    expect(items[1]?.textContent).toContain('churn: Falling (-20%) by date');
  });

  it('lists trends without a percentage as text, with no chart', () => {
    render(<DataInsightsView result={result([{ ...REVENUE, changePercent: null }])} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Show numbers')).toBeNull();
    expect(screen.getByText(/revenue rose from 100/)).toBeTruthy();
  });

  it('keeps the empty text when no column can be followed', () => {
    render(<DataInsightsView result={result([])} />);
    expect(screen.getByText('No numeric column to follow over time or row order.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
