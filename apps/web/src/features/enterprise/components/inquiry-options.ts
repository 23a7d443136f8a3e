import type { INQUIRY_EMPLOYEES, INQUIRY_INDUSTRIES, INQUIRY_REVENUES } from '@careerloom/contract';

/** Human labels for the inquiry's option values; the values themselves come from the contract. */
export const INQUIRY_INDUSTRY_LABELS: Record<(typeof INQUIRY_INDUSTRIES)[number], string> = {
  technology: 'Technology',
  healthcare: 'Healthcare',
  finance: 'Finance',
  manufacturing: 'Manufacturing',
  retail: 'Retail',
  other: 'Other',
};

export const INQUIRY_EMPLOYEE_LABELS: Record<(typeof INQUIRY_EMPLOYEES)[number], string> = {
  '10-50': '10-50 employees',
  '51-200': '51-200 employees',
  '201-1000': '201-1,000 employees',
  '1001-5000': '1,001-5,000 employees',
  '5000+': '5,000+ employees',
};

export const INQUIRY_REVENUE_LABELS: Record<(typeof INQUIRY_REVENUES)[number], string> = {
  '1-10M': '$1M-$10M',
  '10-50M': '$10M-$50M',
  '50-200M': '$50M-$200M',
  '200M-1B': '$200M-$1B',
  '1B+': '$1B+',
};
