import type { Automation, AutomationStepAction, AutomationType } from '@careerloom/contract';

export const AUTOMATION_TYPE_LABELS: Record<AutomationType, string> = {
  email: 'Email',
  scheduling: 'Scheduling',
  reporting: 'Reporting',
  data_entry: 'Data entry',
  communication: 'Communication',
};

export const STEP_ACTION_LABELS: Record<AutomationStepAction, string> = {
  remind: 'Reminder',
  report: 'Report',
  send_email: 'Send email',
  post_message: 'Post message',
  enter_data: 'Enter data',
  book_meeting: 'Book meeting',
};

export const STATUS_LABELS: Record<Automation['execution']['status'], string> = {
  scheduled: 'Scheduled',
  paused: 'Paused',
  completed: 'Completed',
  needs_upgrade: 'Needs upgrade',
};

export const STATUS_BADGE = {
  scheduled: 'success',
  paused: 'secondary',
  completed: 'outline',
  needs_upgrade: 'warning',
} as const satisfies Record<Automation['execution']['status'], string>;
