import { type AtsAnalysis, JOBSEEKER_TOASTS } from '@careerloom/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast-store';
import { stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ResumeTab } from './resume-tab';

vi.mock('../../../lib/toast-store', async (original) => ({
  ...(await original<typeof import('../../../lib/toast-store')>()),
  toast: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

const analysisWith = (score: number): AtsAnalysis => ({
  score,
  ats_compatibility: score >= 75 ? 'High' : 'Medium',
  strengths: ['Clear section headings'],
  improvements: ['Add Docker to your skills'],
  analysis: 'Your resume matches part of the job.',
  breakdown: [{ factor: 'Required skills', score: 12, max: 30, detail: '2 of 5 required skills' }],
  skills: { requiredFound: ['React'], requiredMissing: ['Docker'], preferredFound: [], preferredMissing: [] },
});

describe('ResumeTab', () => {
  it('asks for the resume text before calling the server', async () => {
    const api = stubApi([
      {
        method: 'GET',
        path: '/api/resumes/latest',
        reply: () => Response.json({ message: 'No resume yet', code: 'NOT_FOUND' }, { status: 404 }),
      },
    ]);
    renderWithProviders(<ResumeTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Resume' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: JOBSEEKER_TOASTS.resumeRequiredTitle,
        description: JOBSEEKER_TOASTS.resumeRequired,
        variant: 'destructive',
      }),
    );
    expect(api.bodiesOf('POST', '/api/jobseeker/resume/optimize')).toEqual([]);
  });

  it('shows the score with its meter and, on the next analysis, how it changed', async () => {
    const scores = [48, 61];
    const api = stubApi([
      {
        method: 'GET',
        path: '/api/resumes/latest',
        reply: () => Response.json({ message: 'No resume yet' }, { status: 404 }),
      },
      {
        method: 'POST',
        path: '/api/jobseeker/resume/optimize',
        reply: () => Response.json(analysisWith(scores.shift() ?? 0)),
      },
    ]);
    renderWithProviders(<ResumeTab />);
    fireEvent.change(screen.getByLabelText('Resume text'), { target: { value: 'Jane Doe\nReact developer' } });
    fireEvent.change(screen.getByLabelText('Target job description'), {
      target: { value: 'Frontend Developer\nReact, Docker' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Resume' }));
    const meter = await screen.findByRole('meter', { name: 'ATS score' });
    expect(meter.getAttribute('value')).toBe('48');
    expect(screen.getByRole('list', { name: 'Required skills missing' }).textContent).toBe('Docker');
    expect(screen.getByRole('rowheader', { name: /Required skills/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Analyze Resume' }));
    await screen.findByText('Up 13 points from your previous analysis (48).');
    expect(screen.getByRole('meter', { name: 'ATS score' }).getAttribute('value')).toBe('61');
    expect(api.bodiesOf('POST', '/api/jobseeker/resume/optimize')).toEqual([
      { resumeText: 'Jane Doe\nReact developer', targetJob: 'Frontend Developer\nReact, Docker' },
      { resumeText: 'Jane Doe\nReact developer', targetJob: 'Frontend Developer\nReact, Docker' },
    ]);
  });

  it('describes no score change between analyses of different jobs', async () => {
    const replies = [
      { ...analysisWith(69), jobFingerprint: 'aaaa1111', general: false },
      { ...analysisWith(58), jobFingerprint: 'bbbb2222', general: false },
    ];
    stubApi([
      {
        method: 'GET',
        path: '/api/resumes/latest',
        reply: () => Response.json({ message: 'No resume yet' }, { status: 404 }),
      },
      { method: 'POST', path: '/api/jobseeker/resume/optimize', reply: () => Response.json(replies.shift()) },
    ]);
    renderWithProviders(<ResumeTab />);
    fireEvent.change(screen.getByLabelText('Resume text'), { target: { value: 'Jane Doe\nReact developer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Resume' }));
    await screen.findByRole('meter', { name: 'ATS score' });
    fireEvent.change(screen.getByLabelText('Target job description'), { target: { value: 'Data Analyst\nSQL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Resume' }));
    await waitFor(() => expect(screen.getByRole('meter', { name: 'ATS score' }).getAttribute('value')).toBe('58'));
    expect(screen.queryByText(/from your previous analysis/)).toBeNull();
  });

  it('shows the fixed error toast and keeps the plan message of a 403 on screen', async () => {
    stubApi([
      {
        method: 'GET',
        path: '/api/resumes/latest',
        reply: () => Response.json({ message: 'No resume yet' }, { status: 404 }),
      },
      {
        method: 'POST',
        path: '/api/jobseeker/resume/optimize',
        reply: () =>
          Response.json(
            { message: 'Resume optimization is part of the Job Seeker plan. Upgrade to use it.', code: 'FORBIDDEN' },
            { status: 403 },
          ),
      },
    ]);
    renderWithProviders(<ResumeTab />);
    fireEvent.change(screen.getByLabelText('Resume text'), { target: { value: 'Jane Doe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Resume' }));
    expect((await screen.findByRole('alert')).textContent).toContain('part of the Job Seeker plan');
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/billing');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: JOBSEEKER_TOASTS.resumeErrorTitle,
        description: JOBSEEKER_TOASTS.resumeError,
        variant: 'destructive',
      }),
    );
  });

  it('fills the text box with the stored resume once', async () => {
    stubApi([
      {
        method: 'GET',
        path: '/api/resumes/latest',
        reply: () =>
          Response.json({
            id: 3,
            version: 2,
            filename: 'cv.pdf',
            format: 'pdf',
            createdAt: '2025-03-01T10:00:00.000Z',
            profile: { contact: { links: [] }, experience: [], education: [], skills: [], sections: [] },
            skills: [],
            text: 'Stored resume text',
          }),
      },
    ]);
    renderWithProviders(<ResumeTab />);
    await waitFor(() =>
      expect((screen.getByLabelText('Resume text') as HTMLTextAreaElement).value).toBe('Stored resume text'),
    );
    expect(screen.getByText(/Stored resume: cv\.pdf, version 2/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Saved as my resume' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Resume text'), { target: { value: 'Stored resume text, improved' } });
    expect((screen.getByRole('button', { name: 'Save as my resume' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts the text read from an uploaded file into the box and says it was stored', async () => {
    const stored = {
      id: 4,
      version: 1,
      filename: 'cv.pdf',
      format: 'pdf',
      createdAt: '2025-03-01T10:00:00.000Z',
      profile: { contact: { links: [] }, experience: [], education: [], skills: [], sections: [] },
      skills: ['React', 'CSS'],
      text: 'Text read from the PDF',
    };
    const api = stubApi([
      { method: 'GET', path: '/api/resumes/latest', reply: () => Response.json({ message: 'none' }, { status: 404 }) },
      { method: 'POST', path: '/api/resumes', reply: () => Response.json(stored, { status: 201 }) },
    ]);
    renderWithProviders(<ResumeTab />);
    const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload resume (PDF or DOCX)'), { target: { files: [file] } });
    await waitFor(() =>
      expect((screen.getByLabelText('Resume text') as HTMLTextAreaElement).value).toBe('Text read from the PDF'),
    );
    expect(screen.getByRole('status').textContent).toContain('Stored as version 1 with 2 skills recognised');
    expect(
      api.fetch.mock.calls.find(([url, init]) => url === '/api/resumes' && init?.method === 'POST')?.[1]?.body,
    ).toBeInstanceOf(FormData);
  });

  // Issue 35 walkthrough: on the free plan the cover letter and the interview guide are locked, and
  // the note said they "now use it".
  it('on the free plan, says the resume is stored without promising the locked documents', async () => {
    const stored = {
      id: 5,
      version: 1,
      filename: 'cv.pdf',
      format: 'pdf',
      createdAt: '2025-03-01T10:00:00.000Z',
      profile: { contact: { links: [] }, experience: [], education: [], skills: [], sections: [] },
      skills: ['Food safety'],
      text: 'Sous chef resume',
    };
    stubApi([
      { method: 'GET', path: '/api/resumes/latest', reply: () => Response.json({ message: 'none' }, { status: 404 }) },
      { method: 'POST', path: '/api/resumes', reply: () => Response.json(stored, { status: 201 }) },
    ]);
    renderWithProviders(<ResumeTab locked />);
    const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload resume (PDF or DOCX)'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Stored as version 1'));
    expect(screen.getByRole('status').textContent).not.toMatch(/cover letter and interview guide now use it/);
  });

  // Issue 35: after a second upload, the first resume's analysis stayed on screen.
  it("scores a newly uploaded resume at once instead of leaving the previous one's analysis on screen", async () => {
    const resumeOf = (id: number, text: string) => ({
      id,
      version: id,
      filename: `cv-${id}.pdf`,
      format: 'pdf',
      createdAt: '2025-03-01T10:00:00.000Z',
      profile: { contact: { links: [] }, experience: [], education: [], skills: [], sections: [] },
      skills: ['React'],
      text,
    });
    const scores = [48, 72];
    const api = stubApi([
      { method: 'GET', path: '/api/resumes/latest', reply: () => Response.json({ message: 'none' }, { status: 404 }) },
      {
        method: 'POST',
        path: '/api/resumes',
        reply: () => Response.json(resumeOf(2, 'Second resume'), { status: 201 }),
      },
      {
        method: 'POST',
        path: '/api/jobseeker/resume/optimize',
        reply: () => Response.json(analysisWith(scores.shift() ?? 0)),
      },
    ]);
    renderWithProviders(<ResumeTab />);
    fireEvent.change(screen.getByLabelText('Resume text'), { target: { value: 'First resume' } });
    fireEvent.change(screen.getByLabelText('Target job description'), { target: { value: 'Frontend Developer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyze Resume' }));
    expect((await screen.findByRole('meter', { name: 'ATS score' })).getAttribute('value')).toBe('48');

    const file = new File(['%PDF-1.7'], 'cv-2.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Upload resume (PDF or DOCX)'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByRole('meter', { name: 'ATS score' }).getAttribute('value')).toBe('72'));
    expect(screen.getByRole('status').textContent).toContain('The analysis below is redone for it.');
    expect(api.bodiesOf('POST', '/api/jobseeker/resume/optimize')).toEqual([
      { resumeText: 'First resume', targetJob: 'Frontend Developer' },
      { resumeText: 'Second resume', targetJob: 'Frontend Developer' },
    ]);
  });
});
