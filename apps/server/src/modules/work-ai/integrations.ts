import type { Resume, WorkAiDashboard } from '@careerloom/contract';

type Integration = WorkAiDashboard['integrations'][number];

const FORMAT_NAMES: Record<Resume['format'], string> = { pdf: 'PDF', docx: 'DOCX', text: 'pasted text' };

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * Integration status values of part 1 section 3. A source is 'connected' only when we really hold
 * its data: the resume when one is stored. The account connectors (the spec lists LinkedIn,
 * Gmail, Notion and Greenhouse) arrive with a later capability, so until then they are
 * 'available' and say where they will be connected, never 'connected' with invented data.
 */
export function integrationStatuses(resume: Resume | null): Integration[] {
  return [
    resume
      ? {
          id: 'resume',
          name: 'Resume',
          status: 'connected',
          detail: `Version ${resume.version} (${FORMAT_NAMES[resume.format]}) stored on ${dateText(resume.createdAt)}; ${resume.skills.length} skills recognised.`,
        }
      : {
          id: 'resume',
          name: 'Resume',
          status: 'available',
          detail: 'Upload or paste your resume on the Job Seeker page (/jobseeker) to connect it.',
        },
    {
      id: 'linkedin',
      name: 'LinkedIn',
      status: 'available',
      detail:
        'Connects on the Intelligence Hub (/intelligence) when account connectors arrive; nothing is read until then.',
    },
    {
      id: 'gmail',
      name: 'Gmail',
      status: 'available',
      detail:
        'Connects on the Intelligence Hub (/intelligence) when account connectors arrive; nothing is read until then.',
    },
    {
      id: 'notion',
      name: 'Notion',
      status: 'available',
      detail: 'Connects on Device Control (/device) when account connectors arrive; nothing is read until then.',
    },
    {
      id: 'greenhouse',
      name: 'Greenhouse',
      status: 'available',
      detail: 'The Greenhouse applicant-tracking connector arrives in a later release; nothing is read until then.',
    },
  ];
}
