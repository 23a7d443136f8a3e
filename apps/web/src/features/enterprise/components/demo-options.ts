import type { DEMO_COMPANY_SIZES, DEMO_INDUSTRIES, DEMO_TIMELINES } from '@careerloom/contract';

/** Human labels for the demo form's option values (part 2 section 5); the values come from the contract. */
export const DEMO_COMPANY_SIZE_LABELS: Record<(typeof DEMO_COMPANY_SIZES)[number], string> = {
  '50-100': '50-100 employees',
  '100-500': '100-500 employees',
  '500-1000': '500-1,000 employees',
  '1000-5000': '1,000-5,000 employees',
  '5000+': '5,000+ employees',
};

export const DEMO_INDUSTRY_LABELS: Record<(typeof DEMO_INDUSTRIES)[number], string> = {
  technology: 'Technology',
  healthcare: 'Healthcare',
  finance: 'Finance',
  manufacturing: 'Manufacturing',
  retail: 'Retail',
  consulting: 'Consulting',
  other: 'Other',
};

export const DEMO_TIMELINE_LABELS: Record<(typeof DEMO_TIMELINES)[number], string> = {
  immediate: 'Immediately',
  quarter: 'Within this quarter',
  'half-year': 'Within 6 months',
  planning: 'Just planning ahead',
};
