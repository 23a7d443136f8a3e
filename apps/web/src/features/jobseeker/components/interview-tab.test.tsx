import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { InterviewTab } from './interview-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Issue 35: "Questions to ask them questions", and "A good answer covers" under questions the
// candidate asks the interviewer.
describe('InterviewTab, the questions to ask them', () => {
  it('heads them once and says what to listen for, not what a good answer covers', async () => {
    stubApi([
      {
        method: 'POST',
        path: '/api/jobseeker/interview-prep',
        reply: () =>
          Response.json({
            guide: 'Interview preparation for Frontend Developer at Acme.',
            questions: [
              { question: 'A conflict', kind: 'behavioral', skills: [], goodAnswerCovers: ['Outcome'], tips: [] },
              {
                question: 'What does a typical week look like?',
                kind: 'questions-to-ask',
                skills: [],
                goodAnswerCovers: [],
                listenFor: ['How the time splits between meetings and focused work'],
                tips: ['Compare with the job description.'],
              },
            ],
            preparation_tips: ['Research Acme'],
          }),
      },
    ]);
    renderWithProviders(<InterviewTab />);
    fireEvent.change(screen.getByLabelText('Target role'), { target: { value: 'Frontend Developer' } });
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prepare for Interview' }));
    await screen.findByText('Interview preparation for Frontend Developer at Acme.');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Behavioral questions',
      'Questions to ask them',
      'Preparation tips',
    ]);
    const ask = screen.getByText('What does a typical week look like?').closest('li') as HTMLElement;
    expect(within(ask).getByText('What to listen for in their answer')).toBeTruthy();
    expect(within(ask).getByText('How the time splits between meetings and focused work')).toBeTruthy();
    expect(within(ask).queryByText('A good answer covers')).toBeNull();
    const behavioural = screen.getByText('A conflict').closest('li') as HTMLElement;
    expect(within(behavioural).getByText('A good answer covers')).toBeTruthy();
  });
});
