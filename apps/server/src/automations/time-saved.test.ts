import { describe, expect, it } from 'vitest';
import { formatTimeSaved, STEP_MINUTES_SAVED } from './time-saved';

describe('formatTimeSaved', () => {
  it.each([
    [0, '0 min'],
    [2, '2 min'],
    [25, '25 min'],
    [59.4, '59 min'],
    [59.6, '1 h'],
    [60, '1 h'],
    [150, '2.5 h'],
    [17 * 60, '17 h'],
  ])('%s minutes read %s', (minutes, text) => {
    expect(formatTimeSaved(minutes)).toBe(text);
  });

  it('only delivered in-app steps save time', () => {
    const saving = Object.entries(STEP_MINUTES_SAVED).filter(([, minutes]) => minutes > 0);
    expect(saving.map(([action]) => action).sort()).toEqual(['remind', 'report']);
  });
});
