import { listInWords, truncateText } from '@careerloom/career-engine';
import {
  type AutomationBody,
  type AutomationSchedule,
  type AutomationStep,
  type AutomationStepAction,
  type AutomationType,
  DEFAULT_TIME_ZONE,
  FREE_DAILY_AUTOMATIONS,
  type Tier,
  tierAtLeast,
} from '@careerloom/contract';
import { canonicalTimeZone, parseSchedule } from './schedule';

/**
 * Turns a task description and type into a plan the server runs, without a model: the words of
 * the description decide the schedule (in the user's time zone) and the steps, so the same input
 * always gives the same plan and the user can see why. Automations act inside Careerloom only: a
 * reminder, a report of the user's own activity. Connected sources (Gmail, Calendar, Slack, Notion,
 * GitHub, LinkedIn) are read for insights on the Intelligence and Device pages, but an automation
 * never sends mail, posts, enters data or books meetings through them, on any plan; such a step is
 * listed as the user's to do, with a reminder at the scheduled time, rather than pretended.
 */

export type AutomationPlan = {
  task: string;
  type: AutomationType;
  trigger: string;
  schedule: AutomationSchedule;
  steps: AutomationStep[];
  status: 'scheduled' | 'needs_upgrade';
  /** The first run; null when no step runs. */
  nextRunAt: Date | null;
  premiumFeatures: string[];
};

/** Steps the server runs itself, for every tier. */
export const RUNNABLE_ACTIONS: readonly AutomationStepAction[] = ['remind', 'report'];

const ACTION_WORDS: Record<AutomationStepAction, RegExp> = {
  remind: /\b(remind|reminder|nudge|don'?t forget|remember|alert me|notify me|ping me)\b/,
  report: /\b(report|reports|summary|summarise|summarize|digest|recap|stats|statistics|metrics)\b/,
  send_email: /\b(e-?mails?|mail|inbox|newsletter|reply to|follow[- ]up emails?)\b/,
  post_message:
    /\b(slack|teams|post|message the team|announce|notify the team|tell the team|whatsapp|sms|text message)\b/,
  enter_data:
    /\b(enter|input|fill in|spreadsheet|crm|log (?:the|my|our)|record|update the sheet|data entry|copy .* into)\b/,
  book_meeting:
    /\b(meetings?|book|calendar|appointments?|invites?|stand-?ups?|1:1|one-on-one|schedule (?:a|an|the) (?:call|interview|meeting))\b/,
};

/** What each step type adds from the type alone (part 2 section 5). */
const TYPE_ACTIONS: Record<AutomationType, AutomationStepAction[]> = {
  reporting: ['report'],
  scheduling: ['remind'],
  email: ['send_email'],
  communication: ['post_message'],
  data_entry: ['enter_data'],
};

/** A type's own steps come first, then what the words add, in this order. */
const ACTION_ORDER: AutomationStepAction[] = [
  'report',
  'remind',
  'send_email',
  'post_message',
  'enter_data',
  'book_meeting',
];

/** What doing a step Careerloom does not do means, for the stand-in reminder. */
const DO_IT_YOURSELF: Record<AutomationStepAction, string> = {
  remind: '',
  report: '',
  send_email: 'send the email',
  post_message: 'post the message',
  enter_data: 'enter the data',
  book_meeting: 'book the meeting',
};

/** 'Prepare the weekly pipeline summary for the team…': a task as a title-length phrase. */
export function shortTask(task: string, max = 80): string {
  const firstLine = task.split(/\r?\n/)[0]?.trim() ?? '';
  return firstLine.length <= max ? firstLine : `${truncateText(firstLine, max - 1).trimEnd()}…`;
}

function stepFor(action: AutomationStepAction, task: string, standsInFor: AutomationStepAction[]): AutomationStep {
  const quoted = `"${shortTask(task, 60)}"`;
  switch (action) {
    case 'remind': {
      const yourself = standsInFor.map((a) => DO_IT_YOURSELF[a]).filter(Boolean);
      return {
        action,
        runs: true,
        description: yourself.length
          ? `An in-app reminder on schedule to ${listInWords(yourself)} yourself: ${quoted}`
          : `An in-app reminder on schedule: ${quoted}`,
      };
    }
    case 'report':
      return {
        action,
        runs: true,
        description:
          'An in-app report of your activity since the last run: questions asked, datasets analysed, resumes, ' +
          'career documents, AI usage and automation runs',
      };
    case 'send_email':
      return yours(action, `Careerloom does not send email for you, even with Gmail connected. ${READS_ONLY}`);
    case 'post_message':
      return yours(
        action,
        `Careerloom does not post to Slack or Teams for you, even with Slack connected. ${READS_ONLY}`,
      );
    case 'enter_data':
      return yours(action, `Careerloom does not enter data into your spreadsheet or CRM for you. ${READS_ONLY}`);
    case 'book_meeting':
      return yours(action, `Careerloom does not book meetings for you, even with Calendar connected. ${READS_ONLY}`);
  }
}

const READS_ONLY = 'Connected sources are read for insights; automations do not act on them, on any plan.';

/** A step the user does themselves: no plan runs it, so it names no tier. */
const yours = (action: AutomationStepAction, description: string): AutomationStep => ({
  action,
  runs: false,
  description,
});

/** The steps for a type and description: the type's own, plus what the description asks for. */
export function planSteps(type: AutomationType, description: string): AutomationStep[] {
  const text = description.toLowerCase();
  const wanted = new Set<AutomationStepAction>(TYPE_ACTIONS[type]);
  for (const action of ACTION_ORDER) if (ACTION_WORDS[action].test(text)) wanted.add(action);
  // Scheduling is about time: a meeting word there means booking one; elsewhere 'call' or
  // 'interview' is usually the subject of the task, not a booking to make.
  if (type !== 'scheduling' && !/\b(book|schedule|set up|arrange)\b/.test(text)) wanted.delete('book_meeting');
  const ordered = [...TYPE_ACTIONS[type], ...ACTION_ORDER.filter((a) => !TYPE_ACTIONS[type].includes(a))].filter((a) =>
    wanted.has(a),
  );
  const external = ordered.filter((a) => !RUNNABLE_ACTIONS.includes(a));
  // Careerloom does not do the external steps, so the plan reminds the user to do them. For a
  // reporting task the external step only delivers the report (email it, post it), and the
  // in-app report already does that, so it needs no stand-in.
  if (external.length > 0 && !ordered.includes('remind') && type !== 'reporting') ordered.push('remind');
  return ordered.map((action) => stepFor(action, description, action === 'remind' ? external : []));
}

/** 'when a new lead arrives': an event the task wants to start on; automations start on a schedule only. */
export function eventTrigger(description: string): string | null {
  const match = /\b(whenever|when|as soon as|each time|every time)\s+([^,.;:!?]{3,80})/i.exec(description);
  if (!match?.[1] || !match[2]) return null;
  return `${match[1].toLowerCase()} ${match[2].trim()}`;
}

/**
 * What a higher tier adds to automations: only a higher daily allowance. No plan adds sending,
 * posting, data entry, booking or event triggers, so none is offered.
 */
function premiumFeaturesFor(tier: Tier): string[] {
  return tierAtLeast(tier, 'jobseeker')
    ? []
    : [`More than ${FREE_DAILY_AUTOMATIONS} new automations a day (Job Seeker and above)`];
}

/**
 * The whole plan for a request at `now`, for a user of `tier`. The schedule is read in the
 * request's time zone (validated by the contract; UTC when absent) under its canonical IANA name.
 */
export function planAutomation(body: AutomationBody, now: Date, tier: Tier): AutomationPlan {
  const task = body.taskDescription.trim();
  const timeZone = canonicalTimeZone(body.timeZone ?? DEFAULT_TIME_ZONE);
  const { schedule, firstRunAt } = parseSchedule(task, now, timeZone);
  const steps = planSteps(body.taskType, task);
  const event = eventTrigger(task);
  const runs = steps.some((s) => s.runs);
  return {
    task,
    type: body.taskType,
    trigger: event
      ? `On schedule: ${schedule.text}. Careerloom does not watch for events such as "${event}", so it runs on the schedule instead`
      : `On schedule: ${schedule.text}`,
    schedule,
    steps,
    status: runs ? 'scheduled' : 'needs_upgrade',
    nextRunAt: runs ? firstRunAt : null,
    premiumFeatures: premiumFeaturesFor(tier),
  };
}
