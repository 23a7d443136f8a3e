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
} as const;

/** `/auth?plan=jobseeker` and friends. */
export function authHref(plan?: 'jobseeker' | 'enterprise'): string {
  return plan ? `${paths.auth}?plan=${plan}` : paths.auth;
}

/** The account's settings: the Settings tab of the job application page (part 2 section 2.1). */
export const settingsHref = `${paths.dashboard}?tab=settings`;
