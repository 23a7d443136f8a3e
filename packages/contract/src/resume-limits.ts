// A resume's size limits, apart from the resume schemas: the intelligence page's schemas need the
// text limit, and importing it from resume.ts put that module's schemas (built at load) in the
// chunk every lazily loaded page shares, the job dashboard's included.

/** Largest uploaded resume file (PDF or DOCX). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** Longest resume text, pasted or extracted from a file. */
export const RESUME_MAX_TEXT_CHARS = 100_000;
