/** Landing page pricing (part 1 section 9). */
export const LANDING_PRICING = {
  freeQueriesPerDay: 25,
  freeAutomationsPerDay: 5,
  jobseekerMonthlyUsd: 12,
  enterpriseStarterMonthlyPerUserUsd: 49,
} as const;

/** Enterprise page tiers (part 1 section 9); ENTERPRISE is selected by default. */
export const ENTERPRISE_TIERS = [
  { id: 'PROFESSIONAL', name: 'Professional', price: 149, users: '10-100 users', popular: false },
  { id: 'ENTERPRISE', name: 'Enterprise', price: 299, users: '50-1,000 users', popular: true },
  { id: 'QUANTUM', name: 'Quantum Suite', price: 599, users: '100-10,000 users', popular: false },
  { id: 'TRANSCENDENT', name: 'Transcendent', price: null, users: '1,000+ users', popular: false },
] as const;
export type EnterpriseTierId = (typeof ENTERPRISE_TIERS)[number]['id'];
export const DEFAULT_ENTERPRISE_TIER: EnterpriseTierId = 'ENTERPRISE';

/** Marketing claims, kept as the spec words them (rulings "Honesty": page copy). */
export const MARKETING_CLAIMS = {
  enterpriseUsers: '10,000+',
  averageRoi: '320%',
  paybackMonths: 18,
  productivityIncrease: '40%',
  accuracy: '98%',
  responseTime: '3.2 s',
} as const;

/** About page copy figures (part 2 section 9). */
export const ABOUT_PAGE_FIGURES = { annualLearningBudget: '$3,000', personalProjectTime: '20%' } as const;
