import type { BadgeTier } from '@careerloom/contract';
import type { CompanyFacts } from './company-facts';
import { nthDate } from './company-facts';

/**
 * The badges a company can earn and the rule of each, over the same facts the dashboard shows
 * (decision 013). A rule answers when it was first met according to the data (e.g. the opening
 * date of the 10th requisition), or null when it is not met. Rules without a date in the data
 * (a rate) answer the time of evaluation. Once stored, a badge stays earned.
 */
export type BadgeInputs = {
  facts: CompanyFacts | null;
  /** The user's delivered automation runs, in time order. */
  automationRuns: { at: string; minutes: number }[];
  now: Date;
};

export type BadgeRule = {
  id: string;
  name: string;
  description: string;
  tier: BadgeTier;
  metAt(inputs: BadgeInputs): string | null;
};

const opened = (i: BadgeInputs) => (i.facts?.requisitions ?? []).map((r) => r.openedAt);

/** The first time the running mean of open-to-close days over 5+ closed requisitions was ≤ 30. */
function fastFillerAt(i: BadgeInputs): string | null {
  const closed = (i.facts?.requisitions ?? [])
    .filter((r): r is { openedAt: string; closedAt: string } => r.closedAt !== null && r.closedAt >= r.openedAt)
    .sort((a, b) => a.closedAt.localeCompare(b.closedAt));
  let totalDays = 0;
  for (const [index, r] of closed.entries()) {
    totalDays += (Date.parse(r.closedAt) - Date.parse(r.openedAt)) / 86_400_000;
    const count = index + 1;
    if (count >= 5 && totalDays / count <= 30) return r.closedAt;
  }
  return null;
}

function automationHoursAt(i: BadgeInputs, hours: number): string | null {
  let minutes = 0;
  for (const run of i.automationRuns) {
    minutes += run.minutes;
    if (minutes >= hours * 60) return run.at;
  }
  return null;
}

export const BADGE_RULES: readonly BadgeRule[] = [
  {
    id: 'hiring-launch',
    name: 'Hiring Launch',
    description: 'Opened your first requisition.',
    tier: 'Gold',
    metAt: (i) => nthDate(opened(i), 1),
  },
  {
    id: 'growing-team',
    name: 'Growing Team',
    description: 'Opened 10 requisitions.',
    tier: 'Platinum',
    metAt: (i) => nthDate(opened(i), 10),
  },
  {
    id: 'talent-magnet',
    name: 'Talent Magnet',
    description: 'Received 100 applications.',
    tier: 'Platinum',
    metAt: (i) => i.facts?.applications.hundredthAt ?? null,
  },
  {
    id: 'first-hire',
    name: 'First Hire',
    description: 'Recorded your first hire (needs a connected ATS).',
    tier: 'Gold',
    metAt: (i) => i.facts?.applications.firstHireAt ?? null,
  },
  {
    id: 'fast-filler',
    name: 'Fast Filler',
    description: 'Closed 5 requisitions in 30 days or less on average.',
    tier: 'Diamond',
    metAt: fastFillerAt,
  },
  {
    id: 'responsive-recruiter',
    name: 'Responsive Recruiter',
    description: 'Gave a decision on at least 80% of 20 or more applications (needs a connected ATS).',
    tier: 'Diamond',
    metAt: (i) => {
      const apps = i.facts?.applications;
      if (!apps || apps.decided === null || apps.total < 20) return null;
      return apps.decided / apps.total >= 0.8 ? i.now.toISOString() : null;
    },
  },
  {
    id: 'automation-pioneer',
    name: 'Automation Pioneer',
    description: 'Saved 10 hours through your automations.',
    tier: 'Gold',
    metAt: (i) => automationHoursAt(i, 10),
  },
];

export const badgeRuleById = (id: string) => BADGE_RULES.find((r) => r.id === id);
