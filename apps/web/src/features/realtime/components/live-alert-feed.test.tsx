import type { JobMonitoringResponse } from '@careerloom/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveAlertFeed } from './live-alert-feed';

afterEach(cleanup);

const NO_TITLE = {
  alerts: [],
  totalFound: 0,
  totalJobs: 7415,
  newMatches: 0,
  applicationsSent: 0,
  responseRate: 0,
  criteria: {
    jobTitle: 'professional opportunities',
    titleSource: 'fallback',
    location: 'remote',
    skills: [],
    salaryMin: null,
  },
} as unknown as JobMonitoringResponse;

describe('LiveAlertFeed', () => {
  it('asks for a job title instead of matching "professional opportunities" (issue 35 item 5)', () => {
    render(<LiveAlertFeed data={NO_TITLE} failed={false} fetchedAt={Date.now()} />);
    expect(screen.getByText(/We don't know the job you want yet, so nothing is matched for you/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'AI Job Search' }).getAttribute('href')).toBe('/dashboard');
    expect(document.body.textContent).not.toContain('professional opportunities');
  });
});
