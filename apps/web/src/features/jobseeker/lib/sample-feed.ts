import { JOBSEEKER_SAMPLE_COUNTS } from '@careerloom/contract';

/**
 * The spec's static live feed (part 2 section 2.4), shown with a "Sample" label only while the
 * postings store is empty (or out of the user's plan).
 */
export const SAMPLE_FEED = [
  { id: 'jobs', category: 'Jobs & internships', text: 'Junior full-stack developer role opened, remote' },
  { id: 'scholarships', category: 'Scholarships', text: 'Women in Tech scholarship now accepting applications' },
  { id: 'startups', category: 'Startup jobs', text: 'Seed-stage startup hiring its first data analyst' },
  { id: 'global', category: 'Global', text: 'Graduate programmes opening across Europe and Asia' },
] as const;

/** The banner's four sample counts with their labels (part 2 section 2.4). */
export const SAMPLE_COUNTS = [
  { id: 'jobs', label: 'Jobs & internships', value: JOBSEEKER_SAMPLE_COUNTS.jobs },
  { id: 'scholarships', label: 'Scholarships', value: JOBSEEKER_SAMPLE_COUNTS.scholarships },
  { id: 'startups', label: 'Startup jobs', value: JOBSEEKER_SAMPLE_COUNTS.startupJobs },
  { id: 'global', label: 'Global today', value: JOBSEEKER_SAMPLE_COUNTS.globalToday },
] as const;
