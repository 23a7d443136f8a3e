import { describe, expect, it } from 'vitest';
import { APPLIED_WHEN, capitalisedDates, LAST_DAY, START_DATE, WHEN_OFF } from './dates-said';

describe('dates as said', () => {
  it('reads each kind of date as typed, and writes weekday and month names capitalised', () => {
    expect(WHEN_OFF.exec('can i get dec 24-26 off')?.[1]).toBe('dec 24-26');
    expect(WHEN_OFF.exec('asking for next friday off')?.[1]).toBe('next friday');
    expect(START_DATE.exec('accept it, start date Jan 5')?.[1]).toBe('Jan 5');
    expect(START_DATE.exec('starting the 3rd')?.[1]).toBe('the 3rd');
    expect(APPLIED_WHEN.exec('applied 10 days ago, no reply')?.[1]).toBe('10 days ago');
    expect(LAST_DAY.exec('my last day is next monday')?.[1]).toBe('next monday');
    // A weekday keeps the date given with it.
    expect(LAST_DAY.exec('my last day is friday the 12th, i work at chipotle')?.[1]).toBe('friday the 12th');
    expect(LAST_DAY.exec('last day will be friday, dec 12')?.[1]).toBe('friday, dec 12');
    expect(WHEN_OFF.exec('can i get friday the 3rd off')?.[1]).toBe('friday the 3rd');
    expect(START_DATE.exec('starting monday the 5th')?.[1]).toBe('monday the 5th');
    expect(LAST_DAY.exec('my last day is friday then')?.[1]).toBe('friday');
    expect(capitalisedDates('next friday and dec 24')).toBe('next Friday and Dec 24');
    expect(WHEN_OFF.exec('i need some time')).toBeNull();
  });
});
