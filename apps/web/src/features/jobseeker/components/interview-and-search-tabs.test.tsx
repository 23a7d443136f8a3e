import { FIND_OPPORTUNITIES_DEFAULTS, JOBSEEKER_TOASTS } from '@careerloom/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store';
import { InterviewTab } from './interview-tab';
import { JobSearchTab } from './job-search-tab';
import { bodyOf, renderWithQuery, stubApi } from './test-harness';

vi.mock('../../../lib/toast-store', async (original) => ({
  ...(await original<typeof import('../../../lib/toast-store')>()),
  toast: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

describe('InterviewTab', () => {
  it('needs the target role and the company name', () => {
    const api = stubApi([]);
    renderWithQuery(<InterviewTab />);
    fireEvent.change(screen.getByLabelText('Target role'), { target: { value: 'Frontend Developer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prepare for Interview' }));
    expect(toast).toHaveBeenCalledWith({
      title: JOBSEEKER_TOASTS.informationRequiredTitle,
      description: JOBSEEKER_TOASTS.interviewMissing,
      variant: 'destructive',
    });
    expect(api).not.toHaveBeenCalled();
  });

  it('leaves out a blank job description and shows the questions grouped by kind', async () => {
    const api = stubApi([
      {
        method: 'POST',
        path: '/api/jobseeker/interview-prep',
        reply: () =>
          Response.json({
            guide: 'Interview preparation for Frontend Developer at Acme.',
            questions: [
              {
                question: 'Explain hooks',
                kind: 'technical',
                skills: ['React'],
                goodAnswerCovers: ['Effects'],
                tips: ['Be concrete'],
              },
              { question: 'A conflict', kind: 'behavioral', skills: [], goodAnswerCovers: ['Outcome'], tips: [] },
            ],
            preparation_tips: ['Research Acme'],
          }),
      },
    ]);
    renderWithQuery(<InterviewTab />);
    fireEvent.change(screen.getByLabelText('Target role'), { target: { value: 'Frontend Developer' } });
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText('Job description (optional)'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prepare for Interview' }));
    await screen.findByText('Interview preparation for Frontend Developer at Acme.');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Behavioral questions',
      'Technical questions',
      'Preparation tips',
    ]);
    expect(screen.getByRole('list', { name: 'Skills this question tests' }).textContent).toBe('React');
    expect(bodyOf(api, '/api/jobseeker/interview-prep')).toEqual([
      { jobRole: 'Frontend Developer', companyInfo: { name: 'Acme' } },
    ]);
  });
});

describe('JobSearchTab', () => {
  it('sends the default keywords when blank, with the fixed location and experience', async () => {
    const api = stubApi([
      {
        method: 'POST',
        path: '/api/jobseeker/find-opportunities',
        reply: () =>
          Response.json({
            guidance: 'Filter every board to remote roles.',
            recommended_boards: [{ name: 'We Work Remotely', url: 'https://weworkremotely.com', why: 'Remote only' }],
            networking_suggestions: ['Join a meetup'],
            search_queries: ['"Software Developer" remote'],
            skills: [],
          }),
      },
    ]);
    renderWithQuery(<JobSearchTab />);
    expect(screen.getByLabelText('Keywords').getAttribute('placeholder')).toBe(FIND_OPPORTUNITIES_DEFAULTS.keywords);
    fireEvent.click(screen.getByRole('button', { name: 'Find Opportunities' }));
    const board = await screen.findByRole('link', { name: 'We Work Remotely' });
    expect(board.getAttribute('target')).toBe('_blank');
    expect(board.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Copy search query: "Software Developer" remote' })).toBeTruthy();
    expect(bodyOf(api, '/api/jobseeker/find-opportunities')).toEqual([{ ...FIND_OPPORTUNITIES_DEFAULTS }]);
  });
});
