import type { AutoApplicationStatus } from '@careerloom/contract';

/** 0.87 -> '87%'. */
export function percentOf(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

export { APPLICATION_STATUS_LABELS } from '@careerloom/contract';

export const AUTO_APPLICATION_LABELS: Record<AutoApplicationStatus, string> = {
  submitted: 'Submitted',
  pending: 'Not applied yet',
  requires_input: 'Needs your input',
};

/**
 * Badge styles by status (part 2 section 4): alerts' submitted / pending / requires_input have
 * their own; applications' auto_submitted and pending_input theirs, and the employer's answers
 * (interviewing, offer, rejected) theirs; any other value is outline (alerts) or secondary
 * (applications).
 */
export function alertStatusVariant(status: string): 'success' | 'secondary' | 'warning' | 'outline' {
  if (status === 'submitted') return 'success';
  if (status === 'pending') return 'secondary';
  if (status === 'requires_input') return 'warning';
  return 'outline';
}

export function applicationStatusVariant(status: string): 'success' | 'warning' | 'secondary' | 'default' | 'outline' {
  if (status === 'auto_submitted' || status === 'offer') return 'success';
  if (status === 'pending_input') return 'warning';
  if (status === 'interviewing') return 'default';
  if (status === 'rejected') return 'outline';
  return 'secondary';
}

/** Confidence bands for colour: at or above the threshold, a little below, well below. */
export function confidenceTone(fraction: number, thresholdPercent: number): 'high' | 'medium' | 'low' {
  const percent = fraction * 100;
  if (percent >= thresholdPercent) return 'high';
  if (percent >= 50) return 'medium';
  return 'low';
}
