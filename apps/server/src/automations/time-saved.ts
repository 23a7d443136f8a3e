import type { AutomationStepAction } from '@careerloom/contract';

/**
 * Minutes a person would spend doing a delivered step by hand: remembering and writing the
 * reminder (2 min), gathering their figures into a report (15 min). Steps that do not run on the
 * user's tier save nothing, so they are 0. These are the documented estimates behind
 * `time_saved`; they are multiplied only by runs that really delivered.
 */
export const STEP_MINUTES_SAVED: Record<AutomationStepAction, number> = {
  remind: 2,
  report: 15,
  send_email: 0,
  post_message: 0,
  enter_data: 0,
  book_meeting: 0,
};

/** '0 min', '25 min', '2 h', '2.5 h': minutes as a person reads a saving. */
export function formatTimeSaved(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.round((whole / 60) * 10) / 10;
  return `${Number.isInteger(hours) ? hours.toFixed(0) : hours.toFixed(1)} h`;
}
