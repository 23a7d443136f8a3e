import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSteps } from '../automations/planner';
import { nextRunAfter } from '../automations/schedule';
import { createTestApp, type TestApp } from '../test/test-app';
import { automations } from './schema';

/** Wednesday 18 November 2026, 10:15 UTC. */
const START = new Date('2026-11-18T10:15:00Z');
const MIGRATION = readFileSync(
  new URL('./migrations/0012_automation_schedule_time_zones.sql', import.meta.url),
  'utf8',
).split('--> statement-breakpoint');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clockStart: START });
});
afterAll(() => t.close());

/** Stores a plan the way the release before time zones did, then runs migration 0012 over it. */
async function migrated(schedule: object, steps: object[] = []) {
  const me = await t.register();
  const text = (schedule as { text: string }).text;
  const [row] = await t.db
    .insert(automations)
    .values({
      userId: me.user.id,
      task: 'Check job alerts',
      type: 'scheduling',
      trigger: `On schedule: ${text}`,
      schedule: schedule as never,
      steps: steps as never,
      status: 'scheduled',
      nextRunAt: new Date('2026-11-19T09:00:00Z'),
      createdAt: START,
    })
    .returning();
  for (const statement of MIGRATION) await t.db.execute(sql.raw(statement));
  const [after] = await t.db
    .select()
    .from(automations)
    .where(eq(automations.id, row?.id ?? 0));
  if (!after) throw new Error('row gone');
  return after;
}

describe('migration 0012: schedules stored in UTC become cron patterns in UTC', () => {
  it('a weekly plan keeps its time and day, with the text in the new form', async () => {
    const row = await migrated({
      kind: 'weekly',
      at: '08:30',
      weekday: 1,
      text: 'Every Monday at 08:30 UTC (monthly schedules are not available yet, so it runs weekly)',
    });
    expect(row.schedule).toEqual({
      kind: 'weekly',
      cron: '30 8 * * 1',
      timeZone: 'UTC',
      text: 'Every Monday at 08:30 (UTC)',
    });
    expect(row.trigger).toBe('On schedule: Every Monday at 08:30 (UTC)');
    expect(nextRunAfter(row.schedule, START)?.toISOString()).toBe('2026-11-23T08:30:00.000Z');
  });

  it('daily, hourly and one-off plans run when they did', async () => {
    const daily = await migrated({ kind: 'daily', at: '09:00', text: 'Every day at 09:00 UTC' });
    expect(daily.schedule).toMatchObject({ kind: 'daily', cron: '0 9 * * *', text: 'Every day at 09:00 (UTC)' });
    expect(nextRunAfter(daily.schedule, START)?.toISOString()).toBe('2026-11-19T09:00:00.000Z');
    const hourly = await migrated({ kind: 'hourly', text: 'Every hour, on the hour (UTC)' });
    expect(hourly.schedule).toMatchObject({ kind: 'hourly', cron: '0 * * * *', timeZone: 'UTC' });
    const once = await migrated({ kind: 'once', at: '10:00', text: 'Once, on Thu 19 Nov 2026 at 10:00 UTC' });
    expect(once.schedule).toEqual({
      kind: 'once',
      cron: null,
      timeZone: 'UTC',
      text: 'Once, on Thu 19 Nov 2026 at 10:00 UTC',
    });
    expect(once.nextRunAt?.toISOString()).toBe('2026-11-19T09:00:00.000Z');
  });

  it('says plainly that steps acting on other systems are the user’s, and leaves running steps alone', async () => {
    const remind = {
      action: 'remind',
      runs: true,
      description: 'An in-app reminder on schedule to send the email yourself',
    };
    const row = await migrated({ kind: 'daily', at: '09:00', text: 'Every day at 09:00 UTC' }, [
      {
        action: 'send_email',
        runs: false,
        requiredTier: 'professional',
        description:
          'Send the email for you. Connected sources come with the Professional plan and are not available yet',
      },
      remind,
    ]);
    expect(row.steps).toEqual([
      {
        action: 'send_email',
        runs: false,
        // The same words a new plan gets.
        description: planSteps('email', 'Send the follow-up email').find((s) => s.action === 'send_email')?.description,
      },
      remind,
    ]);
  });

  it('leaves schedules already in the new form unchanged', async () => {
    const current = {
      kind: 'weekdays',
      cron: '0 9 * * 1-5',
      timeZone: 'America/Los_Angeles',
      text: 'Every weekday at 09:00 (America/Los_Angeles)',
    };
    const row = await migrated(current);
    expect(row.schedule).toEqual(current);
  });
});
