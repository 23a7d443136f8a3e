import { JOBSEEKER_TOASTS } from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store';
import { stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CoverLetterTab } from './cover-letter-tab';

vi.mock('../../../lib/toast-store', async (original) => ({
  ...(await original<typeof import('../../../lib/toast-store')>()),
  toast: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

describe('CoverLetterTab', () => {
  it('needs both the job description and the company name', async () => {
    const api = stubApi([]);
    renderWithProviders(<CoverLetterTab onAddResume={() => {}} />);
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: JOBSEEKER_TOASTS.informationRequiredTitle,
        description: JOBSEEKER_TOASTS.coverLetterMissing,
        variant: 'destructive',
      }),
    );
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('sends what the user typed and shows the letter with a copy button and the tips', async () => {
    const api = stubApi([
      {
        method: 'POST',
        path: '/api/jobseeker/cover-letter',
        reply: () =>
          Response.json({ cover_letter: 'Dear Acme hiring team,', customization_tips: ['Name the hiring manager'] }),
      },
    ]);
    renderWithProviders(<CoverLetterTab onAddResume={() => {}} />);
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText('Job description'), { target: { value: 'Frontend Developer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    expect(await screen.findByText('Dear Acme hiring team,')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy cover letter' })).toBeTruthy();
    expect(screen.getByText('Name the hiring manager')).toBeTruthy();
    expect(api.bodiesOf('POST', '/api/jobseeker/cover-letter')).toEqual([
      { jobDescription: 'Frontend Developer', companyInfo: { name: 'Acme' } },
    ]);
  });

  it('without a stored resume, shows why and offers to add one', async () => {
    stubApi([
      {
        method: 'POST',
        path: '/api/jobseeker/cover-letter',
        reply: () =>
          Response.json({ message: 'Add your resume first (Resume tab).', code: 'UNPROCESSABLE' }, { status: 422 }),
      },
    ]);
    const onAddResume = vi.fn();
    renderWithProviders(<CoverLetterTab onAddResume={onAddResume} />);
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText('Job description'), { target: { value: 'Frontend Developer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Add your resume first');
    fireEvent.click(screen.getByRole('button', { name: 'Add your resume' }));
    expect(onAddResume).toHaveBeenCalledOnce();
    expect(toast).toHaveBeenCalledWith({
      title: JOBSEEKER_TOASTS.coverLetterErrorTitle,
      description: JOBSEEKER_TOASTS.coverLetterError,
      variant: 'destructive',
    });
  });
});
