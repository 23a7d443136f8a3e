import { toast } from '../../../lib/toast-store';
import { userFacingMessage } from '../../../lib/user-facing-message';

/** What the server said went wrong, or a plain fallback for a network failure. */
export function serverMessage(error: unknown): string {
  return userFacingMessage(error, { status: false });
}

/**
 * A failed mutation on the job application page: a destructive toast whose description is the
 * server's error message (part 2 section 8).
 */
export function toastFailure(title: string, error: unknown) {
  toast({ title, description: serverMessage(error), variant: 'destructive' });
}

/** Missing input (part 2 section 5): a destructive toast with the contract's fixed texts. */
export function toastMissing(text: { title: string; description: string }) {
  toast({ title: text.title, description: text.description, variant: 'destructive' });
}
