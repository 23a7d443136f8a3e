import type { AiSettings, AutomationStep } from '@careerloom/contract';

/**
 * How the user's AI settings apply to their automations (the rulings: settings are persisted and
 * applied):
 * - assistant switched off, or automation level 'Low': nothing runs; recurring plans skip their
 *   due runs (the next run still moves on) and show as paused; one-off plans wait until the user
 *   turns automation back on, so a one-time reminder is late rather than lost;
 * - level 'Medium': only reminders run; a plan with nothing else (a report) is paused the same way;
 * - level 'High': every step that runs on the user's tier runs.
 * Notification frequency is applied by the runner (see `batchedDeliveryTime`).
 */
export function stepsToRun(settings: AiSettings, steps: AutomationStep[]): AutomationStep[] {
  if (!settings.assistantEnabled || settings.automationLevel === 'Low') return [];
  const runnable = steps.filter((s) => s.runs);
  return settings.automationLevel === 'Medium' ? runnable.filter((s) => s.action === 'remind') : runnable;
}

/** Why the settings stop a plan that could otherwise run, in words for an error message; null when they do not. */
export function settingsPauseReason(settings: AiSettings, steps: AutomationStep[]): string | null {
  if (!steps.some((s) => s.runs)) return null;
  if (!settings.assistantEnabled) return 'Your AI Assistant is paused. Enable it to run automations.';
  if (settings.automationLevel === 'Low') {
    return 'Your automation level is Low, so automations do not run. Raise it in your AI settings.';
  }
  if (stepsToRun(settings, steps).length === 0) {
    return 'Your automation level is Medium, which runs reminders only. Raise it to High to run reports.';
  }
  return null;
}
