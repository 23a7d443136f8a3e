/** A Greenhouse board token and job id, read from one of the job URLs Greenhouse publishes. */
export type GreenhouseJobRef = { token: string; jobId: string };

const GREENHOUSE_HOST = /^(?:job-boards|boards)(?:\.eu)?\.greenhouse\.io$/i;
const ID = /^\d{1,20}$/;
const TOKEN = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

/**
 * `boards.greenhouse.io/{token}/jobs/{id}`, `job-boards.greenhouse.io/{token}/jobs/{id}`,
 * `.../{token}?gh_jid={id}` and the embed form `.../embed/job_app?for={token}&token={id}`.
 * A `gh_jid` on a company's own careers site names no board, so such a URL is read as a page.
 */
export function parseGreenhouseJobUrl(raw: string): GreenhouseJobRef | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (!GREENHOUSE_HOST.test(url.hostname)) return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0] === 'embed') {
    const token = url.searchParams.get('for') ?? '';
    const jobId = url.searchParams.get('token') ?? url.searchParams.get('gh_jid') ?? '';
    return TOKEN.test(token) && ID.test(jobId) ? { token, jobId } : undefined;
  }
  const token = segments[0] ?? '';
  const jobId = segments[1] === 'jobs' ? (segments[2] ?? '') : (url.searchParams.get('gh_jid') ?? '');
  return TOKEN.test(token) && ID.test(jobId) ? { token, jobId } : undefined;
}
