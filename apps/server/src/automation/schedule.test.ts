import { describe, expect, it } from 'vitest';
import { batchedDeliveryTime, nextRunAfter, parseSchedule, parseTimeOfDay } from './schedule';

/** Wednesday 18 November 2026, 10:15 UTC. */
const NOW = new Date('2026-11-18T10:15:00Z');

describe('parseSchedule', () => {
  const cases: [string, { kind: string; at?: string; weekday?: number; text: string; first: string }][] = [
    [
      'Remind me every day at 9am to check job alerts',
      { kind: 'daily', at: '09:00', text: 'Every day at 09:00 UTC', first: '2026-11-19T09:00:00Z' },
    ],
    [
      'Daily summary of my applications',
      {
        kind: 'daily',
        at: '09:00',
        text: 'Every day at 09:00 UTC (no time given, so 09:00)',
        first: '2026-11-19T09:00:00Z',
      },
    ],
    [
      'Every Monday at 8:30 send the team update',
      { kind: 'weekly', at: '08:30', weekday: 1, text: 'Every Monday at 08:30 UTC', first: '2026-11-23T08:30:00Z' },
    ],
    [
      'Report weekly on friday',
      {
        kind: 'weekly',
        at: '09:00',
        weekday: 5,
        text: 'Every Friday at 09:00 UTC (no time given, so 09:00)',
        first: '2026-11-20T09:00:00Z',
      },
    ],
    [
      'Check the inbox every hour',
      { kind: 'hourly', text: 'Every hour, on the hour (UTC)', first: '2026-11-18T11:00:00Z' },
    ],
    ['hourly ping', { kind: 'hourly', text: 'Every hour, on the hour (UTC)', first: '2026-11-18T11:00:00Z' }],
    [
      'Remind me tomorrow at 10 to call the recruiter',
      { kind: 'once', at: '10:00', text: 'Once, on Thu 19 Nov 2026 at 10:00 UTC', first: '2026-11-19T10:00:00Z' },
    ],
    [
      'Remind me in 2 hours to send the follow-up',
      { kind: 'once', at: '12:15', text: 'Once, on Wed 18 Nov 2026 at 12:15 UTC', first: '2026-11-18T12:15:00Z' },
    ],
    [
      'in 30 minutes remind me to stretch',
      { kind: 'once', at: '10:45', text: 'Once, on Wed 18 Nov 2026 at 10:45 UTC', first: '2026-11-18T10:45:00Z' },
    ],
    [
      'Post the stand-up notes at 17:00',
      { kind: 'daily', at: '17:00', text: 'Every day at 17:00 UTC', first: '2026-11-18T17:00:00Z' },
    ],
    [
      'Review my goals each morning',
      { kind: 'daily', at: '09:00', text: 'Every day at 09:00 UTC', first: '2026-11-19T09:00:00Z' },
    ],
    [
      'every evening at 7 log my hours',
      { kind: 'daily', at: '19:00', text: 'Every day at 19:00 UTC', first: '2026-11-18T19:00:00Z' },
    ],
    ['at 5 wrap up', { kind: 'daily', at: '17:00', text: 'Every day at 17:00 UTC', first: '2026-11-18T17:00:00Z' }],
    [
      'at 10:15 exactly the same minute',
      { kind: 'daily', at: '10:15', text: 'Every day at 10:15 UTC', first: '2026-11-19T10:15:00Z' },
    ],
    [
      'Every Wednesday at 9am',
      { kind: 'weekly', at: '09:00', weekday: 3, text: 'Every Wednesday at 09:00 UTC', first: '2026-11-25T09:00:00Z' },
    ],
    [
      'Mondays at 2pm plan the week',
      { kind: 'weekly', at: '14:00', weekday: 1, text: 'Every Monday at 14:00 UTC', first: '2026-11-23T14:00:00Z' },
    ],
    [
      'Send a weekly digest',
      {
        kind: 'weekly',
        at: '09:00',
        weekday: 1,
        text: 'Every Monday at 09:00 UTC (no day or time given, so Monday at 09:00)',
        first: '2026-11-23T09:00:00Z',
      },
    ],
    [
      'Call the bank on Friday at 3pm',
      { kind: 'once', at: '15:00', text: 'Once, on Fri 20 Nov 2026 at 15:00 UTC', first: '2026-11-20T15:00:00Z' },
    ],
    [
      'next monday at noon',
      { kind: 'once', at: '12:00', text: 'Once, on Mon 23 Nov 2026 at 12:00 UTC', first: '2026-11-23T12:00:00Z' },
    ],
    [
      'Monthly revenue report',
      {
        kind: 'weekly',
        at: '09:00',
        weekday: 1,
        text: 'Every Monday at 09:00 UTC (monthly schedules are not available yet, so it runs weekly)',
        first: '2026-11-23T09:00:00Z',
      },
    ],
    [
      'every weekday at 8am',
      {
        kind: 'daily',
        at: '08:00',
        text: 'Every day at 08:00 UTC (weekend days included: weekday-only schedules are not available yet)',
        first: '2026-11-19T08:00:00Z',
      },
    ],
    [
      'every 3 hours check the dashboard',
      {
        kind: 'hourly',
        text: 'Every hour, on the hour (UTC) (intervals of several hours are not available yet)',
        first: '2026-11-18T11:00:00Z',
      },
    ],
    [
      'Remind me to drink water',
      {
        kind: 'daily',
        at: '09:00',
        text: 'Every day at 09:00 UTC (no time given, so 09:00)',
        first: '2026-11-19T09:00:00Z',
      },
    ],
    [
      'Remind me tonight to pack',
      { kind: 'once', at: '21:00', text: 'Once, on Wed 18 Nov 2026 at 21:00 UTC', first: '2026-11-18T21:00:00Z' },
    ],
    [
      'I sat down with the team; remind me daily at 9.30 pm',
      { kind: 'daily', at: '21:30', text: 'Every day at 21:30 UTC', first: '2026-11-18T21:30:00Z' },
    ],
    [
      'Remind me at midnight',
      { kind: 'daily', at: '00:00', text: 'Every day at 00:00 UTC', first: '2026-11-19T00:00:00Z' },
    ],
    [
      'one-off reminder at 11am',
      { kind: 'once', at: '11:00', text: 'Once, on Wed 18 Nov 2026 at 11:00 UTC', first: '2026-11-18T11:00:00Z' },
    ],
  ];

  it.each(cases)('%s', (description, expected) => {
    const { schedule, firstRunAt } = parseSchedule(description, NOW);
    expect(schedule.kind).toBe(expected.kind);
    expect(schedule.at).toBe(expected.at);
    expect(schedule.weekday).toBe(expected.weekday);
    expect(schedule.text).toBe(expected.text);
    expect(firstRunAt.toISOString()).toBe(new Date(expected.first).toISOString());
    expect(schedule.text).toContain('UTC');
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
    const hourly = { kind: 'hourly' as const, text: '' };
    expect(nextRunAfter(hourly, new Date('2026-11-18T10:00:00Z'))?.toISOString()).toBe('2026-11-18T11:00:00.000Z');
    expect(nextRunAfter(hourly, new Date('2026-11-18T23:59:59Z'))?.toISOString()).toBe('2026-11-19T00:00:00.000Z');
  });

  it('daily crosses days, months and years in UTC', () => {
    const daily = { kind: 'daily' as const, at: '09:00', text: '' };
    expect(nextRunAfter(daily, new Date('2026-11-18T08:59:00Z'))?.toISOString()).toBe('2026-11-18T09:00:00.000Z');
    expect(nextRunAfter(daily, new Date('2026-11-18T09:00:00Z'))?.toISOString()).toBe('2026-11-19T09:00:00.000Z');
    expect(nextRunAfter(daily, new Date('2026-11-30T12:00:00Z'))?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(nextRunAfter(daily, new Date('2026-12-31T09:30:00Z'))?.toISOString()).toBe('2027-01-01T09:00:00.000Z');
    // 2028 is a leap year.
    expect(nextRunAfter(daily, new Date('2028-02-28T10:00:00Z'))?.toISOString()).toBe('2028-02-29T09:00:00.000Z');
  });

  it('weekly finds the weekday, this week or next, across a month end', () => {
    const monday = { kind: 'weekly' as const, weekday: 1, at: '08:30', text: '' };
    // Monday 23 Nov before, at and after 08:30.
    expect(nextRunAfter(monday, new Date('2026-11-23T08:00:00Z'))?.toISOString()).toBe('2026-11-23T08:30:00.000Z');
    expect(nextRunAfter(monday, new Date('2026-11-23T08:30:00Z'))?.toISOString()).toBe('2026-11-30T08:30:00.000Z');
    expect(nextRunAfter(monday, new Date('2026-11-24T00:00:00Z'))?.toISOString()).toBe('2026-11-30T08:30:00.000Z');
    const sunday = { kind: 'weekly' as const, weekday: 0, at: '23:00', text: '' };
    expect(nextRunAfter(sunday, new Date('2026-12-28T00:00:00Z'))?.toISOString()).toBe('2027-01-03T23:00:00.000Z');
  });

  it('a one-off schedule has no next run', () => {
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
