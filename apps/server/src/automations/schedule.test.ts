import type { AutomationSchedule } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import {
  batchedDeliveryTime,
  canonicalTimeZone,
  type LegacyAutomationSchedule,
  nextRunAfter,
  parseSchedule,
  parseTimeOfDay,
  readSchedule,
} from './schedule';

/** Wednesday 18 November 2026, 10:15 UTC (02:15 in Los Angeles, PST). */
const NOW = new Date('2026-11-18T10:15:00Z');
const LA = 'America/Los_Angeles';

type Expected = { kind: string; cron: string | null; text: string; first: string };

describe('parseSchedule (UTC, the default zone)', () => {
  const cases: [string, Expected][] = [
    [
      'Remind me every day at 9am to check job alerts',
      { kind: 'daily', cron: '0 9 * * *', text: 'Every day at 09:00 (UTC)', first: '2026-11-19T09:00:00Z' },
    ],
    [
      'Daily summary of my applications',
      {
        kind: 'daily',
        cron: '0 9 * * *',
        text: 'Every day at 09:00 (UTC; no time given, so 09:00)',
        first: '2026-11-19T09:00:00Z',
      },
    ],
    [
      'Every Monday at 8:30 send the team update',
      { kind: 'weekly', cron: '30 8 * * 1', text: 'Every Monday at 08:30 (UTC)', first: '2026-11-23T08:30:00Z' },
    ],
    [
      'Report weekly on friday',
      {
        kind: 'weekly',
        cron: '0 9 * * 5',
        text: 'Every Friday at 09:00 (UTC; no time given, so 09:00)',
        first: '2026-11-20T09:00:00Z',
      },
    ],
    [
      'Check the inbox every hour',
      { kind: 'hourly', cron: '0 * * * *', text: 'Every hour, on the hour (UTC)', first: '2026-11-18T11:00:00Z' },
    ],
    [
      'hourly ping',
      { kind: 'hourly', cron: '0 * * * *', text: 'Every hour, on the hour (UTC)', first: '2026-11-18T11:00:00Z' },
    ],
    [
      'Remind me tomorrow at 10 to call the recruiter',
      { kind: 'once', cron: null, text: 'Once, on Thu, Nov 19, 2026 at 10:00 (UTC)', first: '2026-11-19T10:00:00Z' },
    ],
    [
      'Remind me in 2 hours to send the follow-up',
      { kind: 'once', cron: null, text: 'Once, on Wed, Nov 18, 2026 at 12:15 (UTC)', first: '2026-11-18T12:15:00Z' },
    ],
    [
      'in 30 minutes remind me to stretch',
      { kind: 'once', cron: null, text: 'Once, on Wed, Nov 18, 2026 at 10:45 (UTC)', first: '2026-11-18T10:45:00Z' },
    ],
    [
      'Post the stand-up notes at 17:00',
      { kind: 'daily', cron: '0 17 * * *', text: 'Every day at 17:00 (UTC)', first: '2026-11-18T17:00:00Z' },
    ],
    [
      'Review my goals each morning',
      { kind: 'daily', cron: '0 9 * * *', text: 'Every day at 09:00 (UTC)', first: '2026-11-19T09:00:00Z' },
    ],
    [
      'every evening at 7 log my hours',
      { kind: 'daily', cron: '0 19 * * *', text: 'Every day at 19:00 (UTC)', first: '2026-11-18T19:00:00Z' },
    ],
    [
      'at 5 wrap up',
      { kind: 'daily', cron: '0 17 * * *', text: 'Every day at 17:00 (UTC)', first: '2026-11-18T17:00:00Z' },
    ],
    [
      'at 10:15 exactly the same minute',
      { kind: 'daily', cron: '15 10 * * *', text: 'Every day at 10:15 (UTC)', first: '2026-11-19T10:15:00Z' },
    ],
    [
      'Every Wednesday at 9am',
      { kind: 'weekly', cron: '0 9 * * 3', text: 'Every Wednesday at 09:00 (UTC)', first: '2026-11-25T09:00:00Z' },
    ],
    [
      'Mondays at 2pm plan the week',
      { kind: 'weekly', cron: '0 14 * * 1', text: 'Every Monday at 14:00 (UTC)', first: '2026-11-23T14:00:00Z' },
    ],
    [
      'Send a weekly digest',
      {
        kind: 'weekly',
        cron: '0 9 * * 1',
        text: 'Every Monday at 09:00 (UTC; no day or time given, so Monday at 09:00)',
        first: '2026-11-23T09:00:00Z',
      },
    ],
    [
      'Call the bank on Friday at 3pm',
      { kind: 'once', cron: null, text: 'Once, on Fri, Nov 20, 2026 at 15:00 (UTC)', first: '2026-11-20T15:00:00Z' },
    ],
    [
      'next monday at noon',
      { kind: 'once', cron: null, text: 'Once, on Mon, Nov 23, 2026 at 12:00 (UTC)', first: '2026-11-23T12:00:00Z' },
    ],
    [
      'Monthly revenue report',
      {
        kind: 'monthly',
        cron: '0 9 1 * *',
        text: 'Every month on the 1st at 09:00 (UTC; no day or time given, so the 1st at 09:00)',
        first: '2026-12-01T09:00:00Z',
      },
    ],
    [
      'monthly on the 15th at 8:00',
      {
        kind: 'monthly',
        cron: '0 8 15 * *',
        text: 'Every month on the 15th at 08:00 (UTC)',
        first: '2026-12-15T08:00:00Z',
      },
    ],
    [
      'Pay the rent on the last day of the month at 6pm',
      {
        kind: 'monthly',
        cron: '0 18 L * *',
        text: 'Every month on its last day at 18:00 (UTC)',
        first: '2026-11-30T18:00:00Z',
      },
    ],
    [
      'Invoice monthly on the 31st',
      {
        kind: 'monthly',
        cron: '0 9 31 * *',
        text: 'Every month on the 31st at 09:00 (UTC; no time given, so 09:00; months without a 31st are skipped)',
        first: '2026-12-31T09:00:00Z',
      },
    ],
    [
      'every weekday at 8am',
      { kind: 'weekdays', cron: '0 8 * * 1-5', text: 'Every weekday at 08:00 (UTC)', first: '2026-11-19T08:00:00Z' },
    ],
    [
      'weekends at 10am tidy the inbox',
      {
        kind: 'weekends',
        cron: '0 10 * * 0,6',
        text: 'Every Saturday and Sunday at 10:00 (UTC)',
        first: '2026-11-21T10:00:00Z',
      },
    ],
    [
      'every 3 hours check the dashboard',
      {
        kind: 'every_n_hours',
        cron: '0 */3 * * *',
        text: 'Every 3 hours, from 00:00 (UTC)',
        first: '2026-11-18T12:00:00Z',
      },
    ],
    [
      'every 5 hours stretch',
      {
        kind: 'every_n_hours',
        cron: '0 0,5,10,15,20 * * *',
        text: 'Every day at 00:00, 05:00, 10:00, 15:00 and 20:00 (UTC; every 5 hours, starting again each day)',
        first: '2026-11-18T15:00:00Z',
      },
    ],
    [
      'every 4 hours from 9am check messages',
      {
        kind: 'every_n_hours',
        cron: '0 9,13,17,21 * * *',
        text: 'Every day at 09:00, 13:00, 17:00 and 21:00 (UTC; every 4 hours, starting again each day)',
        first: '2026-11-18T13:00:00Z',
      },
    ],
    [
      'Book a meeting with my mentor every other week',
      {
        kind: 'every_other_week',
        cron: '0 9 * * 1',
        text: 'Every other Monday at 09:00 (UTC; no day or time given, so Monday at 09:00)',
        first: '2026-11-23T09:00:00Z',
      },
    ],
    [
      'every other Tuesday at 4pm review the pipeline',
      {
        kind: 'every_other_week',
        cron: '0 16 * * 2',
        text: 'Every other Tuesday at 16:00 (UTC)',
        first: '2026-11-24T16:00:00Z',
      },
    ],
    [
      'Remind me to drink water',
      {
        kind: 'daily',
        cron: '0 9 * * *',
        text: 'Every day at 09:00 (UTC; no time given, so 09:00)',
        first: '2026-11-19T09:00:00Z',
      },
    ],
    [
      'Remind me tonight to pack',
      { kind: 'once', cron: null, text: 'Once, on Wed, Nov 18, 2026 at 21:00 (UTC)', first: '2026-11-18T21:00:00Z' },
    ],
    [
      'I sat down with the team; remind me daily at 9.30 pm',
      { kind: 'daily', cron: '30 21 * * *', text: 'Every day at 21:30 (UTC)', first: '2026-11-18T21:30:00Z' },
    ],
    [
      'Remind me at midnight',
      { kind: 'daily', cron: '0 0 * * *', text: 'Every day at 00:00 (UTC)', first: '2026-11-19T00:00:00Z' },
    ],
    [
      'one-off reminder at 11am',
      { kind: 'once', cron: null, text: 'Once, on Wed, Nov 18, 2026 at 11:00 (UTC)', first: '2026-11-18T11:00:00Z' },
    ],
  ];

  it('does not read an absurd delay as a date thousands of years away', () => {
    expect(parseSchedule('Remind me in 99999999 weeks', NOW).schedule.kind).toBe('daily');
    expect(parseSchedule('Remind me in 1000 weeks', NOW, LA).firstRunAt.toISOString()).toBe('2046-01-17T17:00:00.000Z');
  });

  it.each(cases)('%s', (description, expected) => {
    const { schedule, firstRunAt } = parseSchedule(description, NOW);
    expect(schedule).toMatchObject({ kind: expected.kind, cron: expected.cron, timeZone: 'UTC', text: expected.text });
    expect(firstRunAt.toISOString()).toBe(new Date(expected.first).toISOString());
    // Nothing is rounded to a schedule the words did not ask for.
    expect(schedule.text).not.toMatch(/not available|so it runs weekly|weekend days included/);
  });
});

const runs = (schedule: AutomationSchedule, from: Date, n: number): string[] => {
  const out: string[] = [];
  let at: Date | null = from;
  while (out.length < n && at) {
    at = nextRunAfter(schedule, at);
    if (at) out.push(at.toISOString());
  }
  return out;
};

/** The weekday and wall-clock time of an instant in Los Angeles, e.g. 'Mon 09:00'. */
const inLosAngeles = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: LA,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(iso))
    .replace(',', '');

describe('schedules in the user’s time zone (America/Los_Angeles)', () => {
  it('"every day at 9am" runs at 09:00 in Los Angeles: 17:00 UTC in winter, 16:00 UTC in summer', () => {
    const winter = parseSchedule('Remind me every day at 9am', NOW, LA);
    expect(winter.schedule).toMatchObject({
      kind: 'daily',
      cron: '0 9 * * *',
      timeZone: LA,
      text: 'Every day at 09:00 (America/Los_Angeles)',
    });
    expect(winter.firstRunAt.toISOString()).toBe('2026-11-18T17:00:00.000Z');
    const summer = parseSchedule('Remind me every day at 9am', new Date('2026-07-01T10:15:00Z'), LA);
    expect(summer.firstRunAt.toISOString()).toBe('2026-07-01T16:00:00.000Z');
  });

  it('keeps 09:00 local across both daylight saving changes', () => {
    const { schedule } = parseSchedule('every day at 9am', NOW, LA);
    // Clocks go forward on Sunday 14 March 2027 and back on Sunday 1 November 2026.
    expect(runs(schedule, new Date('2027-03-13T12:00:00Z'), 2)).toEqual([
      '2027-03-13T17:00:00.000Z',
      '2027-03-14T16:00:00.000Z',
    ]);
    expect(runs(schedule, new Date('2026-10-31T12:00:00Z'), 2)).toEqual([
      '2026-10-31T16:00:00.000Z',
      '2026-11-01T17:00:00.000Z',
    ]);
  });

  it('weekdays skip Saturday and Sunday', () => {
    const { schedule, firstRunAt } = parseSchedule('Every weekday at 9am check new postings', NOW, LA);
    expect(schedule).toMatchObject({
      kind: 'weekdays',
      cron: '0 9 * * 1-5',
      text: 'Every weekday at 09:00 (America/Los_Angeles)',
    });
    expect(firstRunAt.toISOString()).toBe('2026-11-18T17:00:00.000Z');
    const week = runs(schedule, NOW, 7);
    expect(week.map(inLosAngeles)).toEqual([
      'Wed 09:00',
      'Thu 09:00',
      'Fri 09:00',
      'Mon 09:00',
      'Tue 09:00',
      'Wed 09:00',
      'Thu 09:00',
    ]);
    // From Friday's run the next is Monday's, 72 hours later.
    expect(nextRunAfter(schedule, new Date('2026-11-20T17:00:00Z'))?.toISOString()).toBe('2026-11-23T17:00:00.000Z');
  });

  it('monthly on the 1st runs on the 1st of each month at the local time', () => {
    const { schedule, firstRunAt } = parseSchedule('Monthly on the 1st at 9am send me a report', NOW, LA);
    expect(schedule).toMatchObject({
      kind: 'monthly',
      cron: '0 9 1 * *',
      text: 'Every month on the 1st at 09:00 (America/Los_Angeles)',
    });
    expect(firstRunAt.toISOString()).toBe('2026-12-01T17:00:00.000Z');
    expect(runs(schedule, firstRunAt, 2)).toEqual(['2027-01-01T17:00:00.000Z', '2027-02-01T17:00:00.000Z']);
    expect(nextRunAfter(schedule, new Date('2027-06-15T00:00:00Z'))?.toISOString()).toBe('2027-07-01T16:00:00.000Z');
  });

  it('every 4 hours runs at 00:00, 04:00, 08:00 ... local time', () => {
    const { schedule, firstRunAt } = parseSchedule('every 4 hours check the job board', NOW, LA);
    expect(schedule).toMatchObject({
      kind: 'every_n_hours',
      cron: '0 */4 * * *',
      text: 'Every 4 hours, from 00:00 (America/Los_Angeles)',
    });
    // 02:15 in Los Angeles: the next is 04:00 PST.
    expect(firstRunAt.toISOString()).toBe('2026-11-18T12:00:00.000Z');
    expect(runs(schedule, firstRunAt, 6).map((iso) => inLosAngeles(iso).slice(4))).toEqual([
      '08:00',
      '12:00',
      '16:00',
      '20:00',
      '00:00',
      '04:00',
    ]);
  });

  it('every other week skips alternate weeks, across a daylight saving change', () => {
    const tuesday = new Date('2026-10-20T18:00:00Z');
    const { schedule, firstRunAt } = parseSchedule('every other Monday at 9am 1:1 prep', tuesday, LA);
    expect(schedule).toMatchObject({ kind: 'every_other_week', cron: '0 9 * * 1', anchor: '2026-10-26T16:00:00.000Z' });
    expect(firstRunAt.toISOString()).toBe('2026-10-26T16:00:00.000Z');
    // 2 November is skipped; 9 November is 09:00 PST.
    expect(runs(schedule, firstRunAt, 3)).toEqual([
      '2026-11-09T17:00:00.000Z',
      '2026-11-23T17:00:00.000Z',
      '2026-12-07T17:00:00.000Z',
    ]);
  });

  it('one-off times are on the user’s calendar: "tomorrow" is tomorrow where they are', () => {
    expect(parseSchedule('Remind me tomorrow at 10 to call the recruiter', NOW, LA)).toEqual({
      schedule: {
        kind: 'once',
        cron: null,
        timeZone: LA,
        text: 'Once, on Thu, Nov 19, 2026 at 10:00 (America/Los_Angeles)',
      },
      firstRunAt: new Date('2026-11-19T18:00:00Z'),
    });
    // 20:00 UTC on the 18th is already 05:00 on the 19th in Tokyo.
    const tokyo = parseSchedule('tomorrow at 9am', new Date('2026-11-18T20:00:00Z'), 'Asia/Tokyo');
    expect(tokyo.firstRunAt.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(tokyo.schedule.text).toBe('Once, on Fri, Nov 20, 2026 at 09:00 (Asia/Tokyo)');
  });

  it('stores a zone under its canonical IANA name', () => {
    expect(canonicalTimeZone('america/los_angeles')).toBe(LA);
    expect(canonicalTimeZone('US/Pacific')).toBe(LA);
    expect(() => canonicalTimeZone('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('parseTimeOfDay', () => {
  it.each([
    ['9am', '09:00'],
    ['9 a.m.', '09:00'],
    ['12am', '00:00'],
    ['12pm', '12:00'],
    ['7:45 PM', '19:45'],
    ['17h30', '17:30'],
    ['at 6', '18:00'],
    ['at 8', '08:00'],
    ['this afternoon at 3', '15:00'],
    ['noon', '12:00'],
  ])('%s is %s', (text, hhmm) => {
    const time = parseTimeOfDay(text.toLowerCase());
    expect(time && `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`).toBe(hhmm);
  });

  it('does not read amounts as times', () => {
    expect(parseTimeOfDay('track 25% growth in 3 markets')).toBeNull();
    expect(parseTimeOfDay('at 3 percent')).toBeNull();
    expect(parseTimeOfDay('email 9 amazing leads')).toBeNull();
  });
});

describe('nextRunAfter', () => {
  it('hourly runs at the next top of the hour, strictly after', () => {
    const hourly = parseSchedule('hourly', NOW).schedule;
    expect(nextRunAfter(hourly, new Date('2026-11-18T10:00:00Z'))?.toISOString()).toBe('2026-11-18T11:00:00.000Z');
    expect(nextRunAfter(hourly, new Date('2026-11-18T23:59:59Z'))?.toISOString()).toBe('2026-11-19T00:00:00.000Z');
  });

  it('daily crosses days, months and years', () => {
    const daily = parseSchedule('daily at 9am', NOW).schedule;
    expect(nextRunAfter(daily, new Date('2026-11-18T08:59:00Z'))?.toISOString()).toBe('2026-11-18T09:00:00.000Z');
    expect(nextRunAfter(daily, new Date('2026-11-18T09:00:00Z'))?.toISOString()).toBe('2026-11-19T09:00:00.000Z');
    expect(nextRunAfter(daily, new Date('2026-11-30T12:00:00Z'))?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(nextRunAfter(daily, new Date('2026-12-31T09:30:00Z'))?.toISOString()).toBe('2027-01-01T09:00:00.000Z');
    // 2028 is a leap year.
    expect(nextRunAfter(daily, new Date('2028-02-28T10:00:00Z'))?.toISOString()).toBe('2028-02-29T09:00:00.000Z');
  });

  it('a one-off schedule has no next run', () => {
    expect(nextRunAfter(parseSchedule('tomorrow at 10', NOW).schedule, NOW)).toBeNull();
  });

  it('reads schedules stored before time zones (UTC, kind and HH:MM) as the same UTC pattern', () => {
    const monday: LegacyAutomationSchedule = {
      kind: 'weekly',
      weekday: 1,
      at: '08:30',
      text: 'Every Monday at 08:30 UTC',
    };
    expect(readSchedule(monday)).toEqual({
      kind: 'weekly',
      cron: '30 8 * * 1',
      timeZone: 'UTC',
      text: 'Every Monday at 08:30 UTC',
    });
    // Monday 23 Nov before, at and after 08:30.
    expect(nextRunAfter(monday, new Date('2026-11-23T08:00:00Z'))?.toISOString()).toBe('2026-11-23T08:30:00.000Z');
    expect(nextRunAfter(monday, new Date('2026-11-23T08:30:00Z'))?.toISOString()).toBe('2026-11-30T08:30:00.000Z');
    const sunday: LegacyAutomationSchedule = { kind: 'weekly', weekday: 0, at: '23:00', text: '' };
    expect(nextRunAfter(sunday, new Date('2026-12-28T00:00:00Z'))?.toISOString()).toBe('2027-01-03T23:00:00.000Z');
    const daily: LegacyAutomationSchedule = { kind: 'daily', at: '09:00', text: '' };
    expect(nextRunAfter(daily, new Date('2026-11-18T09:00:00Z'))?.toISOString()).toBe('2026-11-19T09:00:00.000Z');
    expect(nextRunAfter({ kind: 'hourly', text: '' }, NOW)?.toISOString()).toBe('2026-11-18T11:00:00.000Z');
    expect(nextRunAfter({ kind: 'once', at: '10:00', text: '' }, NOW)).toBeNull();
  });
});

describe('batchedDeliveryTime', () => {
  const due = new Date('2026-11-18T09:20:00Z');
  it('real-time delivers when due; hourly at the next hour; daily at midnight UTC', () => {
    expect(batchedDeliveryTime(due, 'Real-time')).toEqual(due);
    expect(batchedDeliveryTime(due, 'Hourly').toISOString()).toBe('2026-11-18T10:00:00.000Z');
    expect(batchedDeliveryTime(due, 'Daily').toISOString()).toBe('2026-11-19T00:00:00.000Z');
  });
  it('leaves a time already on the boundary alone', () => {
    const onTheHour = new Date('2026-11-18T09:00:00Z');
    expect(batchedDeliveryTime(onTheHour, 'Hourly')).toEqual(onTheHour);
  });
});
