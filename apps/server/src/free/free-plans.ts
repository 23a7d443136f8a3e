import {
  DATA_MAX_CHARS,
  FREE_CHAT_DELAY_TEXT,
  FREE_DAILY_AUTOMATIONS,
  FREE_DAILY_QUERIES,
  FREE_DASHBOARD_TEXTS,
  FREE_DATA_MAX_ROWS,
  FREE_MONTHLY_QUERIES,
  type FreeDashboard,
  formatUtcDay,
  JOB_SEEKER_PLAN_FEATURES,
  TIER_LABELS,
  type Tier,
  teamPlanHighlights,
  tierAtLeast,
} from '@careerloom/contract';

/** The Job Seeker price of the spec (part 2 section 9), the one price a signed-in user is shown. */
export const JOB_SEEKER_PRICE = FREE_DASHBOARD_TEXTS.jobSeekerSpecialPrice;
/**
 * Professional and enterprise prices appear only in the guest sample (part 2 section 9); a
 * signed-in user is pointed to sales (the Upgrade button's /enterprise page and its inquiry form).
 */
export const CONTACT_SALES = 'Contact sales';

const rows = FREE_DATA_MAX_ROWS.toLocaleString('en-US');
const fileKb = `${DATA_MAX_CHARS / 1024} KB`;

/** Job Seeker's promise in the words every page uses (the contract's plan words, issue 35). */
const JOB_SEEKER_FEATURES = [...JOB_SEEKER_PLAN_FEATURES];
/** Enterprise's promise as the enterprise page words it. */
const ENTERPRISE_FEATURES = teamPlanHighlights('ENTERPRISE');

type PlanCopy = Pick<FreeDashboard, 'available_features' | 'limitations' | 'premium_features' | 'upgrade_cta'>;

/** A trial that raises the tier for now, and when it ends (ISO date). */
export type RunningTrial = { tier: Tier; endsAt: Date } | null;

/**
 * What the free dashboard lists for the user's effective tier: what they can use now (and its
 * real limits, enforced by the usage service and the data analysis), what a higher plan adds,
 * and the upgrade offers. A running trial is named with its end date, and its plan offered to keep.
 */
export function planCopy(tier: Tier, trial: RunningTrial): PlanCopy {
  if (!tierAtLeast(tier, 'jobseeker')) {
    return {
      // What the plan has, and below it its limits, each number said once (issue 35: the card
      // listed '25 questions a day' beside '25 AI questions a day and 500 a month').
      available_features: [
        'AI chat assistant for career questions',
        'Data analysis of CSV files',
        'Task automations',
        'Resume storage and parsing',
      ],
      limitations: [
        `${FREE_DAILY_QUERIES} AI questions a day and ${FREE_MONTHLY_QUERIES} a month`,
        `${FREE_DAILY_AUTOMATIONS} automations a day`,
        `Data analysis reads the first ${rows} rows of a file`,
        FREE_CHAT_DELAY_TEXT,
        'Resume optimization, cover letters and interview preparation need Job Seeker',
      ],
      premium_features: JOB_SEEKER_FEATURES,
      upgrade_cta: [
        { tier: 'jobseeker', price: JOB_SEEKER_PRICE, features: JOB_SEEKER_FEATURES },
        { tier: 'enterprise', price: CONTACT_SALES, features: ENTERPRISE_FEATURES },
      ],
    };
  }
  const enterprise = tierAtLeast(tier, 'enterprise');
  const trialNote = trial
    ? [
        `Your ${TIER_LABELS[trial.tier]} trial ends on ${formatUtcDay(trial.endsAt)}; after that your own plan's limits apply`,
      ]
    : [];
  const keepTrial =
    trial?.tier === 'jobseeker'
      ? [{ tier: 'jobseeker', price: JOB_SEEKER_PRICE, features: JOB_SEEKER_FEATURES }]
      : trial
        ? [{ tier: 'enterprise', price: CONTACT_SALES, features: ENTERPRISE_FEATURES }]
        : [];
  return {
    // The plan's words once each: the file size is a limitation, not a feature too (issue 35).
    available_features: [...JOB_SEEKER_FEATURES, ...(enterprise ? ['Company dashboard'] : [])],
    limitations: [`Data analysis files up to ${fileKb}`, ...trialNote],
    premium_features: enterprise ? [] : ENTERPRISE_FEATURES,
    upgrade_cta: enterprise
      ? keepTrial
      : [...keepTrial, { tier: 'enterprise', price: CONTACT_SALES, features: ENTERPRISE_FEATURES }].filter(
          (offer, i, all) => all.findIndex((o) => o.tier === offer.tier) === i,
        ),
  };
}
