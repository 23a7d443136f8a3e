import { getSkillExtractor, type MatchProfile } from '@careerloom/career-engine';
import { MATCH_SCORE_THRESHOLD } from '@careerloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { PostingInput } from '../postings/posting-input';
import { upsertPostings } from '../postings/postings.service';
import { closestBelowThreshold, rankCandidates, type ScoredPosting } from './match-candidates';

function posting(sourceId: string, overrides: Partial<PostingInput> = {}): PostingInput {
  return {
    source: 'ashby',
    board: `board-${sourceId}`,
    sourceId,
    title: 'Electrical Engineer',
    company: `Company ${sourceId}`,
    location: 'Austin, TX',
    url: `https://jobs.ashbyhq.com/board-${sourceId}/${sourceId}`,
    descriptionText: 'Design power electronics and circuit boards.',
    postedAt: '2025-10-20T00:00:00Z',
    ...overrides,
  };
}

/**
 * The server's candidate retrieval (SQL on title words) must not drop what the pure ranking would
 * put first: an exact title comes first even when related titles share every skill (decision 016).
 */
describe('rankCandidates: what the user types wins', () => {
  let t: TestApp;
  const ctx = () => ({ db: t.db, skills: getSkillExtractor });
  const profile = (overrides: Partial<MatchProfile> = {}): MatchProfile => ({
    jobTitle: 'Electrical Engineer',
    location: 'Austin, TX',
    skills: ['Python', 'Machine Learning', 'PyTorch', 'SQL'],
    salaryMin: null,
    yearsOfExperience: 4,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp({}, { clockStart: new Date('2025-11-01T00:00:00Z') });
    const mlText = 'Train models in Python with PyTorch and machine learning; query data in SQL.';
    await upsertPostings(
      ctx(),
      [
        // Newer, richer in the candidate's skills, more postings: the old ranking put these first.
        ...Array.from({ length: 6 }, (_, i) =>
          posting(`ml${i}`, {
            title: 'Machine Learning Engineer',
            descriptionText: mlText,
            postedAt: '2025-10-30T00:00:00Z',
          }),
        ),
        posting('exact'),
        posting('senior', { title: 'Senior Electrical Engineer, Power Systems' }),
        posting('developer', { title: 'Electrical Engineering Technician' }),
        posting('nurse', { title: 'Registered Nurse', descriptionText: 'Patient care; Python is a plus.' }),
        posting('old', { title: 'Electrical Engineer', company: 'Old Co', postedAt: '2023-10-01T00:00:00Z' }),
        // The same job as "exact" on another board: shown once.
        posting('copy', { board: 'board-exact', company: 'Company exact', source: 'greenhouse' }),
        posting('remote', {
          title: 'Electrical Engineer',
          company: 'Remote Co',
          location: 'Remote (US)',
          remote: true,
        }),
      ],
      new Date('2025-11-01T00:00:00Z'),
    );
  });
  afterAll(() => t?.close());

  it('ranks the exact title first, near-exact next, related titles after them', async () => {
    const { ranked, totalFound } = await rankCandidates(t.app.ctx, profile());
    const titles = ranked.map((r) => r.posting.title);
    expect(titles[0]).toBe('Electrical Engineer');
    const firstMl = titles.indexOf('Machine Learning Engineer');
    expect(firstMl).toBeGreaterThan(titles.indexOf('Senior Electrical Engineer, Power Systems'));
    expect(titles).not.toContain('Registered Nurse');
    // Same title and company on two boards: one result.
    expect(ranked.filter((r) => r.posting.company === 'Company exact')).toHaveLength(1);
    // Matching means at or above the threshold: machine learning engineers share skills, not the job.
    expect(totalFound).toBe(ranked.filter((r) => r.score >= MATCH_SCORE_THRESHOLD).length);
    expect(
      ranked
        .filter((r) => r.posting.title === 'Machine Learning Engineer')
        .every((r) => r.score < MATCH_SCORE_THRESHOLD),
    ).toBe(true);
  });

  it('fresher first among equals; stale hidden unless asked for, then last; posted within and remote only filter', async () => {
    const { ranked } = await rankCandidates(t.app.ctx, profile({ location: '' }));
    // Posted two years before the clock: probably filled, hidden by default (issue 35).
    expect(ranked.map((r) => r.posting.company)).not.toContain('Old Co');
    const withStale = await rankCandidates(t.app.ctx, profile({ location: '', includeStale: true }));
    expect(withStale.ranked.at(-1)?.posting.company).toBe('Old Co');
    expect(withStale.ranked.at(-1)?.stale).toBe(true);
    expect(withStale.totalFound).toBe(ranked.filter((r) => r.score >= MATCH_SCORE_THRESHOLD).length);
    const recent = await rankCandidates(t.app.ctx, profile({ postedWithinDays: 30 }));
    expect(recent.ranked.map((r) => r.posting.company)).not.toContain('Old Co');
    const remote = await rankCandidates(t.app.ctx, profile({ remoteOnly: true }));
    expect(remote.ranked.map((r) => r.posting.company)).toEqual(['Remote Co']);
  });
});

/** The closest list below the threshold reads by the percentage each card shows (issue 35 walkthrough). */
describe('closestBelowThreshold', () => {
  const scored = (id: string, score: number, titlePoints: number, stale = false): ScoredPosting =>
    ({
      posting: { id, title: id },
      score,
      stale,
      reasons: [{ factor: 'title', points: titlePoints, detail: '' }],
    }) as unknown as ScoredPosting;

  it('lists the picked postings by match percentage, highest first, fresh before stale', () => {
    const ranked = [
      scored('near-title-low-score', 22, 42),
      scored('related-title-higher-score', 48, 25),
      scored('exact-title-mid-score', 35, 50),
      scored('matching', MATCH_SCORE_THRESHOLD + 5, 50),
      scored('unrelated-title', 55, 0),
      scored('stale-high', 58, 50, true),
    ];
    const closest = closestBelowThreshold(ranked, 10);
    expect(closest.map((r) => r.posting.id)).toEqual([
      'related-title-higher-score',
      'exact-title-mid-score',
      'near-title-low-score',
      'stale-high',
    ]);
  });

  it('still picks by title when there is more than room for: the most related titles fill the list', () => {
    const ranked = [scored('related', 55, 20), scored('exact-low', 15, 50), scored('near', 30, 42)];
    expect(closestBelowThreshold(ranked, 2).map((r) => r.posting.id)).toEqual(['near', 'exact-low']);
  });
});
