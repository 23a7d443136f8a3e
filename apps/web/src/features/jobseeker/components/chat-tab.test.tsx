import { JOBSEEKER_TOASTS } from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store';
import { stubApi } from '../../../testing/api-stub';
import { opportunitySummaryFixture, userFixture } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ChatTab } from './chat-tab';

vi.mock('../../../lib/toast-store', async (original) => ({
  ...(await original<typeof import('../../../lib/toast-store')>()),
  toast: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const answer = {
  response: 'Lead with **results**.\n- Quantify each bullet',
  suggestions: ['How do I quantify results?'],
  resources: [{ name: 'ATS checklist', url: 'https://example.com/ats', detail: 'one page' }, { name: 'STAR method' }],
  offline: true,
};

describe('ChatTab', () => {
  it('keeps Send disabled while the message is blank', () => {
    stubApi([]);
    renderWithProviders(<ChatTab />);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hi' } });
    expect(send.disabled).toBe(false);
  });

  it('shows the answer with the offline marker, resources as links, and suggestions that send', async () => {
    const api = stubApi([{ method: 'POST', path: '/api/jobseeker/chat', reply: () => Response.json(answer) }]);
    renderWithProviders(<ChatTab />);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '  How do I stand out?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Offline answer')).toBeTruthy();
    expect(screen.getByText('results').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'ATS checklist' });
    expect(link.getAttribute('href')).toBe('https://example.com/ats');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('STAR method').tagName).toBe('SPAN');

    fireEvent.click(screen.getByRole('button', { name: 'How do I quantify results?' }));
    await waitFor(() => expect(screen.getAllByText('Offline answer')).toHaveLength(2));
    expect(api.bodiesOf('POST', '/api/jobseeker/chat')).toEqual([
      { message: 'How do I stand out?' },
      { message: 'How do I quantify results?' },
    ]);
  });

  it('marks an unanswered question and shows the fixed chat error toast', async () => {
    stubApi([
      {
        method: 'POST',
        path: '/api/jobseeker/chat',
        reply: () => Response.json({ message: 'Job search chat is part of the Job Seeker plan.' }, { status: 403 }),
      },
    ]);
    renderWithProviders(<ChatTab />);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not answered: Job search chat is part of the Job Seeker plan.')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({
      title: JOBSEEKER_TOASTS.chatErrorTitle,
      description: JOBSEEKER_TOASTS.chatError,
      variant: 'destructive',
    });
  });

  it('offers where to look for the person’s own job, not developer jobs (a nurse was offered those)', async () => {
    stubApi([
      { method: 'GET', path: '/api/user', reply: () => Response.json(userFixture({ subscriptionTier: 'jobseeker' })) },
      {
        method: 'GET',
        path: '/api/jobseeker/opportunity-summary',
        reply: () =>
          Response.json(
            opportunitySummaryFixture(
              { jobTitle: 'Registered Nurse', location: 'remote', experience: 'senior' },
              {
                counts: { openPostings: 10, newThisWeek: 0, matchingProfile: 0, remote: 2 },
                profileSearch: { jobTitle: 'Registered Nurse', location: 'remote', titleSource: 'resume-headline' },
              },
            ),
          ),
      },
    ]);
    renderWithProviders(<ChatTab />);
    expect(await screen.findByRole('button', { name: 'Where should I look for Registered Nurse jobs?' })).toBeTruthy();
    expect(screen.queryByText(/developer jobs/)).toBeNull();
  });

  it('names no job in the starters when it only guesses one or knows none', () => {
    stubApi([]);
    renderWithProviders(<ChatTab />);
    expect(screen.getByRole('button', { name: 'Where should I look for jobs that fit my experience?' })).toBeTruthy();
  });
});
