import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatCards } from './stat-cards';

afterEach(cleanup);

const NONE = {
  totalSubmitted: 0,
  userSubmitted: 0,
  responses: 0,
  pendingInput: 0,
  averageConfidence: 0,
  lastActivity: null,
};

describe('the application stat cards', () => {
  it('has no average confidence to show before the first application (not "0%")', () => {
    render(<StatCards stats={NONE} failed={false} now={new Date('2026-12-06T12:00:00Z')} />);
    const stats = screen.getByRole('region', { name: 'Application stats' });
    expect(within(stats).queryByText('0%')).toBeNull();
    expect(within(stats).getByText('No application to average yet')).toBeTruthy();
  });

  it('shows the average once there are applications', () => {
    render(
      <StatCards
        stats={{ ...NONE, pendingInput: 1, averageConfidence: 62, lastActivity: '2026-12-05T12:00:00Z' }}
        failed={false}
        now={new Date('2026-12-06T12:00:00Z')}
      />,
    );
    expect(screen.getByText('62%')).toBeTruthy();
    expect(screen.getByText('Across your applications')).toBeTruthy();
  });
});
