/**
 * What the company dashboard knows about a company, whatever the source (a connected Greenhouse
 * Harvest account, or the postings store with the applications sent through the platform). The
 * metrics and badge rules read only this shape, so both sources are measured the same way.
 * Dates are ISO strings so that the Harvest summary can be stored as JSON as it is.
 */
export type Requisition = {
  /** When the job opened (Harvest `opened_at`; for postings the posting date or first sighting). */
  openedAt: string;
  /** When it closed; null while open. */
  closedAt: string | null;
};

export type MonthCount = { month: string; applications: number; hires: number };

export type ApplicationFacts = {
  total: number;
  /** Applications that received a decision (hired or rejected); null when the source cannot tell. */
  decided: number | null;
  /** Hires; null when the source records none (postings store, platform applications). */
  hires: number | null;
  /** Per UTC month (`YYYY-MM`), ascending. */
  monthly: MonthCount[];
  /** When the 100th application arrived (a badge rule); null below 100. */
  hundredthAt: string | null;
  firstHireAt: string | null;
};

export type CompanyFacts = {
  source: 'greenhouse_harvest' | 'postings';
  requisitions: Requisition[];
  applications: ApplicationFacts;
};

/** `YYYY-MM` of an ISO date, in UTC. */
export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

/** The nth (1-based) date in ascending order, or null when there are fewer. */
export function nthDate(dates: string[], n: number): string | null {
  if (dates.length < n) return null;
  return [...dates].sort()[n - 1] ?? null;
}
