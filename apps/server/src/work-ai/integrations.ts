import { formatUtcDay, type Resume, type WorkAiDashboard } from '@careerloom/contract';
import type { SourceConnection } from '../connectors/connection-store';

type Integration = WorkAiDashboard['integrations'][number];

const FORMAT_NAMES: Record<Resume['format'], string> = { pdf: 'PDF', docx: 'DOCX', text: 'pasted text' };

/** The app's one date format (the contract's date-text), as the server writes it: in UTC. */
const dateText = (iso: string) => formatUtcDay(new Date(iso));

/** The account sources the spec lists, with where each is connected in the product. */
const ACCOUNT_SOURCES = [
  { id: 'linkedin', key: 'linkedin', name: 'LinkedIn', where: 'on the Intelligence Hub (/intelligence)' },
  { id: 'gmail', key: 'gmail', name: 'Gmail', where: 'on the Intelligence Hub (/intelligence)' },
  { id: 'notion', key: 'notion', name: 'Notion', where: 'on Device Control (/device)' },
  {
    id: 'greenhouse',
    key: 'greenhouse_harvest',
    name: 'Greenhouse',
    where: 'with a Harvest API key on the company dashboard (/company)',
  },
] as const;

/**
 * Integration status values of part 1 section 3. A source is 'connected' only when we really hold
 * it: the resume when one is stored, an account source when the user's connection to it is live.
 * Anything else is 'available' and says where to connect it (or reconnect it when the source
 * refused the token), never 'connected' with invented data.
 */
export function integrationStatuses(resume: Resume | null, connections: readonly SourceConnection[]): Integration[] {
  const resumeStatus: Integration = resume
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
      };
  const accounts = ACCOUNT_SOURCES.map(({ id, key, name, where }): Integration => {
    const connection = connections.find((c) => c.source === key);
    if (connection?.status === 'connected')
      return {
        id,
        name,
        status: 'connected',
        detail: `Connected; what it may read is set in Privacy Controls (/privacy).`,
      };
    if (connection)
      return { id, name, status: 'available', detail: `${name} refused the stored access: reconnect it ${where}.` };
    return { id, name, status: 'available', detail: `Connect it ${where}; nothing is read until you do.` };
  });
  return [resumeStatus, ...accounts];
}
