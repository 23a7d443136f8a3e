import { describe, expect, it } from 'vitest';
import { describeScoreChange, scoreBand } from './score-change';

describe('score bands', () => {
  it('splits at 50 and 75', () => {
    expect([0, 49, 50, 74, 75, 100].map(scoreBand)).toEqual(['weak', 'weak', 'fair', 'fair', 'strong', 'strong']);
  });
});

describe('describeScoreChange', () => {
  it('says nothing for the first analysis and compares later ones with the previous', () => {
    expect(describeScoreChange(null, 60)).toBeNull();
    expect(describeScoreChange(48, 61)).toBe('Up 13 points from your previous analysis (48).');
    expect(describeScoreChange(61, 60)).toBe('Down 1 point from your previous analysis (61).');
    expect(describeScoreChange(60, 60)).toBe('Same score as your previous analysis (60).');
  });
});
