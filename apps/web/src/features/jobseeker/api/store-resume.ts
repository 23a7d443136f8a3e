import { type Resume, resumeSchema } from '@careerloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invalidateResumeDerived } from '../../../lib/query-client';
import { LATEST_RESUME_KEY } from './latest-resume';

/** A PDF or DOCX file to read on the server, or text the user pasted or edited. */
export type ResumeSource = { file: File } | { text: string };

/** Uploads a file as multipart (field `file`), which the server reads as PDF or DOCX. */
export async function uploadResumeFile(file: File): Promise<Resume> {
  const form = new FormData();
  form.append('file', file, file.name);
  return await apiJson(resumeSchema, 'POST', '/api/resumes', form);
}

/**
 * Stores a resume as the user's newest version (`POST /api/resumes`), which the cover letter and
 * interview guide then draw on; the answer carries the extracted text and the parsed profile.
 */
export function useStoreResume() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (source: ResumeSource) =>
      'file' in source
        ? uploadResumeFile(source.file)
        : await apiJson(resumeSchema, 'POST', '/api/resumes', { text: source.text }),
    onSuccess: (resume) => {
      qc.setQueryData(LATEST_RESUME_KEY, resume);
      // What other pages show from the resume (Career Progression, profile suggestions) is redone.
      void invalidateResumeDerived(qc);
    },
  });
}
