import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';

/** What a failed request means for the person using the page, beyond the fixed toast. */
export type RequestFailure = {
  /** The server's own explanation, worth keeping on screen after the toast has gone. */
  message: string;
  /** 403: the user's plan does not include the tool; the page offers the upgrade. */
  upgradeRequired: boolean;
  /** 422: the request needs something the user has not given yet (e.g. a stored resume). */
  unprocessable: boolean;
};

/**
 * The spec's job seeker toasts are fixed pairs (part 2 section 8), so an explanation the server
 * gives for a 4xx (plan too low, no resume stored, rate limited, text too long) is shown beside the
 * form instead. A 5xx or a network failure has nothing useful to add, so only the toast shows.
 */
export function describeFailure(error: unknown): RequestFailure | null {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.detail) return null;
  return { message: error.detail, upgradeRequired: error.status === 403, unprocessable: error.status === 422 };
}

/**
 * The destructive toast of a job seeker tool: a fixed title and description from the contract,
 * for a failed request (part 2 section 8) and for missing input (section 5) alike.
 */
export function toastProblem(title: string, description: string) {
  toast({ title, description, variant: 'destructive' });
}
