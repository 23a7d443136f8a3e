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

  it('says what it watched when nothing matches, what is hidden as probably filled, and where to change it', () => {
    const none = {
      ...NO_TITLE,
      staleHidden: 3,
      criteria: {
        ...NO_TITLE.criteria,
        jobTitle: 'Registered Nurse',
        titleSource: 'resume-headline',
        location: 'remote',
      },
    } as JobMonitoringResponse;
    render(<LiveAlertFeed data={none} failed={false} fetchedAt={Date.now()} />);
    expect(
      screen.getByText(
        'No posting from the last 60 days matches “Registered Nurse” (remote) yet. New matches appear here as job boards are checked.',
      ),
    ).toBeTruthy();
    expect(document.body.textContent).toContain(
      '3 matching postings are older than 60 days and probably filled; you can still see them on AI Job Search.',
    );
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/dashboard?tab=settings');
  });

  it('says when every open posting is over 60 days old (issue 35)', () => {
    const old = {
      ...NO_TITLE,
      postingAges: { current: 0, newestPostedAt: '2025-10-28T09:00:00.000Z' },
      criteria: { ...NO_TITLE.criteria, jobTitle: 'Sous Chef', titleSource: 'resume-headline' },
    } as JobMonitoringResponse;
    render(<LiveAlertFeed data={old} failed={false} fetchedAt={Date.now()} />);
    expect(screen.getByRole('note').textContent).toMatch(
      /^All 7,415 open postings were posted over 60 days ago \(the newest on Oct 28, 2025\)/,
    );
  });
});
