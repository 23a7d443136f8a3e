import type { JobSource } from '@careerloom/contract';

/** A salary period a board may state; normalisation turns every period into a yearly figure. */
export type SalaryPeriod = 'year' | 'month' | 'week' | 'day' | 'hour';

/** A salary as structured data, when the board gives numbers rather than a sentence. */
export type SalaryInput = {
  min?: number | null;
  max?: number | null;
  currency?: string | null;
  period?: SalaryPeriod | null;
};

/**
 * One posting as a board parser gives it, before normalisation. Board parsers (greenhouse, lever,
 * ashby, remotive, remoteok) and the file importer produce this; `upsertPostings` normalises it
 * (clean text, skills, yearly salary, remote flag, dedupe key) and stores it.
 */
export type PostingInput = {
  source: JobSource;
  board: string;
  sourceId: string;
  title: string;
  company: string;
  location: string;
  remote?: boolean | null;
  employmentType?: string | null;
  department?: string | null;
  url: string;
  applyUrl?: string | null;
  descriptionHtml?: string | null;
  descriptionText?: string | null;
  /** Salary as the board states it, e.g. {min: 120000, max: 150000, currency: 'USD', period: 'year'} or a summary string like '$120K – $150K' */
  salary?: SalaryInput | string | null;
  postedAt?: string | Date | null;
};
