import { type Resume, resumeSchema } from '@careerloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../../lib/api-client';

export const LATEST_RESUME_KEY = ['/api/resumes/latest'] as const;

/** The newest stored resume, or null when the user has none yet (the server's 404). */
async function fetchLatestResume(): Promise<Resume | null> {
  try {
    return await apiJson(resumeSchema, 'GET', LATEST_RESUME_KEY[0]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const latestResumeQuery = queryOptions({ queryKey: LATEST_RESUME_KEY, queryFn: fetchLatestResume });

/** The resume the cover letter and interview guide draw on (`GET /api/resumes/latest`). */
export function useLatestResume() {
  return useQuery(latestResumeQuery);
}
