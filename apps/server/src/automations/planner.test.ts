import { type AutomationType, automationStepSchema } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { eventTrigger, planAutomation, planSteps, shortTask } from './planner';

const NOW = new Date('2026-11-18T10:15:00Z');

const actions = (type: AutomationType, description: string) =>
  planSteps(type, description).map((s) => `${s.action}${s.runs ? '' : '*'}`);

describe('planSteps (a * marks a step Careerloom does not do: the user does it)', () => {
  it.each<[AutomationType, string, string[]]>([
    ['reporting', 'Weekly report of my job search', ['report']],
    ['reporting', 'Email me a summary every Friday', ['report', 'send_email*']],
    ['reporting', 'Daily digest and remind me to review it', ['report', 'remind']],
    ['scheduling', 'Remind me to update my resume every Monday', ['remind']],
    ['scheduling', 'Book a meeting with my mentor every other week', ['remind', 'book_meeting*']],
    ['scheduling', 'Prepare for the 1:1 on Thursdays', ['remind', 'book_meeting*']],
    ['email', 'Send follow-up emails to recruiters every Tuesday', ['send_email*', 'remind']],
    ['email', 'Reply to new leads within an hour', ['send_email*', 'remind']],
    ['communication', 'Post the stand-up summary to Slack at 9am', ['post_message*', 'report', 'remind']],
    ['communication', 'Tell the team about new openings', ['post_message*', 'remind']],
    ['data_entry', 'Enter my applications into the spreadsheet every evening', ['enter_data*', 'remind']],
    ['data_entry', 'Log the interview call notes into the CRM', ['enter_data*', 'remind']],
    ['email', 'Email the team the meeting notes', ['send_email*', 'remind']],
  ])('%s: %s', (type, description, expected) => {
    // A report is already delivered in-app, so only plans without one get a stand-in reminder.
    expect(actions(type, description).sort()).toEqual([...expected].sort());
  });

  it('orders the type’s own step first', () => {
    expect(actions('email', 'Send the weekly report by email')[0]).toBe('send_email*');
    expect(actions('reporting', 'Send the weekly report by email')[0]).toBe('report');
  });

  it('says plainly that Careerloom does not act on connected sources, on any plan', () => {
    for (const type of ['email', 'communication', 'data_entry', 'scheduling'] as const) {
      for (const step of planSteps(type, 'book a meeting, email, post to slack, enter data in the crm')) {
        expect(automationStepSchema.safeParse(step).success).toBe(true);
        // No plan runs these steps, so none is named as adding them.
        expect(step.requiredTier).toBeUndefined();
        if (step.runs) {
          expect(['remind', 'report']).toContain(step.action);
        } else {
          expect(step.description).toMatch(/^Careerloom does not (send|post|enter|book) /);
          expect(step.description).toContain('automations do not act on them');
          expect(step.description).not.toMatch(/not available yet|later release|Professional/);
        }
      }
    }
  });

  it('the stand-in reminder says what to do yourself', () => {
    const remind = planSteps('email', 'Send follow-up emails to recruiters').find((s) => s.action === 'remind');
    expect(remind?.description).toContain('send the email yourself');
    expect(remind?.description).toContain('Send follow-up emails to recruiters');
  });
});

describe('shortTask', () => {
  it('never ends inside an emoji: half a surrogate pair could not be stored (a fuzzed task of 100 of them was a 500)', () => {
    for (const task of ['💥'.repeat(100), `a${'💥'.repeat(100)}`]) {
      const short = shortTask(task, 60);
      expect(short.endsWith('…')).toBe(true);
      expect(short).not.toMatch(/[\ud800-\udbff]…$/);
    }
  });
});

describe('eventTrigger', () => {
  it('finds an event the task wants to start on', () => {
    expect(eventTrigger('Whenever a new lead arrives, post it to Slack')).toBe('whenever a new lead arrives');
    expect(eventTrigger('Remind me every day at 9')).toBeNull();
  });
});

describe('planAutomation', () => {
  it('stores a schedule, steps and the first run for a plan that runs', () => {
    const plan = planAutomation(
      { taskDescription: 'Every Monday at 8:30 send me a report of my job search', taskType: 'reporting' },
      NOW,
      'free',
    );
    expect(plan.status).toBe('scheduled');
    expect(plan.schedule).toMatchObject({ kind: 'weekly', cron: '30 8 * * 1', timeZone: 'UTC' });
    expect(plan.trigger).toBe('On schedule: Every Monday at 08:30 (UTC)');
    expect(plan.nextRunAt?.toISOString()).toBe('2026-11-23T08:30:00.000Z');
    expect(plan.steps.map((s) => s.action)).toEqual(['report']);
    expect(plan.premiumFeatures).toContain('More than 5 new automations a day (Job Seeker and above)');
  });

  it('reads the schedule in the request’s time zone, under its canonical name', () => {
    const plan = planAutomation(
      {
        taskDescription: 'Every weekday at 9am remind me to check postings',
        taskType: 'scheduling',
        timeZone: 'US/Pacific',
      },
      NOW,
      'free',
    );
    expect(plan.schedule).toMatchObject({ kind: 'weekdays', timeZone: 'America/Los_Angeles' });
    expect(plan.trigger).toBe('On schedule: Every weekday at 09:00 (America/Los_Angeles)');
    expect(plan.nextRunAt?.toISOString()).toBe('2026-11-18T17:00:00.000Z');
  });

  it('offers no plan for what no plan does: only a free user’s daily cap is a premium feature', () => {
    const body = { taskDescription: 'When a recruiter writes, email them back', taskType: 'email' as const };
    const free = planAutomation(body, NOW, 'free');
    expect(free.trigger).toContain('Careerloom does not watch for events such as "when a recruiter writes"');
    expect(free.premiumFeatures).toEqual(['More than 5 new automations a day (Job Seeker and above)']);
    const jobseeker = planAutomation(body, NOW, 'jobseeker');
    expect(jobseeker.premiumFeatures).toEqual([]);
  });

  it('is deterministic: the same input gives the same plan', () => {
    const body = { taskDescription: 'Post weekly wins to Teams on fridays at 4pm', taskType: 'communication' as const };
    expect(planAutomation(body, NOW, 'free')).toEqual(planAutomation(body, NOW, 'free'));
  });
});
