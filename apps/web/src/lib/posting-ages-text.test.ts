import { describe, expect, it } from 'vitest';
import { postingAgesText } from './posting-ages-text';

describe('postingAgesText (issue 35: a store of old postings says why nothing matches)', () => {
  it('says every open posting is old, with the newest date in the app’s one format', () => {
    expect(postingAgesText(7415, { current: 0, newestPostedAt: '2025-10-28T09:00:00.000Z' })).toEqual({
      all: true,
      text: 'All 7,415 open postings were posted over 60 days ago (the newest on Oct 28, 2025) and are probably filled, so no match is drawn from them. Matches appear as job boards bring new postings; a search can still include older ones when you ask.',
    });
  });

  it('names how many are left out when only some are old, and nothing when none is', () => {
    expect(postingAgesText(7415, { current: 7000, newestPostedAt: null })?.text).toBe(
      '415 of them were posted over 60 days ago and are left out of matches as probably filled.',
    );
    expect(postingAgesText(7415, { current: 7415, newestPostedAt: null })).toBeNull();
    expect(postingAgesText(7415, undefined)).toBeNull();
  });
});
