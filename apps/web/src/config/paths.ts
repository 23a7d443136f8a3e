/** Every route of the app, once (part 2 section 2.1). Pages and links use these, never literals. */
export const paths = {
  home: '/',
  auth: '/auth',
  enterprise: '/enterprise',
  enterpriseDemo: '/enterprise-demo',
  about: '/about',
  registerFree: '/register/free',
  privacyPolicy: '/privacy-policy',
  terms: '/terms',
  contact: '/contact',
  free: '/free',
  jobseeker: '/jobseeker',
  company: '/company',
  intelligence: '/intelligence',
  device: '/device',
  privacy: '/privacy',
  dashboard: '/dashboard',
  aiJobs: '/ai-jobs',
  realtime: '/realtime',
  workAi: '/work-ai',
  billing: '/billing',
} as const;

/** `/auth?plan=jobseeker` and friends. */
export function authHref(plan?: 'jobseeker' | 'enterprise'): string {
  return plan ? `${paths.auth}?plan=${plan}` : paths.auth;
}

/**
 * Where a Job Seeker upgrade leads: a signed-in user chooses a trial or checkout on `/billing`; a
 * visitor signs up with the plan, which starts its trial (issue 11).
 */
export function jobSeekerPlanHref(signedIn: boolean): string {
  return signedIn ? paths.billing : authHref('jobseeker');
}

/**
 * Where an upgrade to a named plan leads: the plans Checkout sells go to `/billing` for a signed-in
 * user (Job Seeker to sign-up with its trial for a visitor); team plans go to the enterprise page.
 */
export function planHref(tier: string, signedIn: boolean): string {
  if (tier === 'jobseeker') return jobSeekerPlanHref(signedIn);
  if (tier === 'professional' && signedIn) return paths.billing;
  return paths.enterprise;
}

/** The account's settings: the Settings tab of the job application page (part 2 section 2.1). */
export const settingsHref = `${paths.dashboard}?tab=settings`;
