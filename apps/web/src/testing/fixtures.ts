import type { OpportunitySummary, User } from '@careerloom/contract';

/**
 * A signed-in user as `GET /api/user` answers it: every field the contract requires, so a stub
 * passes the client's response parsing. Tests override only what they are about.
 */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'jo',
    email: 'jo@example.com',
    fullName: 'Jo',
    role: 'jobseeker',
    subscriptionTier: 'free',
    trialTier: null,
    trialEndsAt: null,
    bio: '',
    headline: '',
    skills: [],
    location: '',
    companyName: '',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A JSON answer as the server sends it, for a stubbed `fetch`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

/**
 * `GET /api/jobseeker/opportunity-summary` from the postings store for a person searching `jobTitle`
 * in `location`: the title and place as both the profile's search and the Job Search defaults.
 */
export function opportunitySummaryFixture(
  search: { jobTitle: string; location: string; experience: OpportunitySummary['searchDefaults']['experience'] },
  overrides: Partial<OpportunitySummary> = {},
): OpportunitySummary {
  return {
    source: 'store',
    counts: { openPostings: 3, newThisWeek: 0, matchingProfile: 1, remote: 1 },
    profileSearch: { jobTitle: search.jobTitle, location: search.location, titleSource: 'profile' },
    searchDefaults: { keywords: search.jobTitle, location: search.location, experience: search.experience },
    feed: [],
    staleMatching: 0,
    ...overrides,
  };
}
