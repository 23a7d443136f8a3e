import type { IntelligenceSourceId } from './intelligence';

// The intelligence page's texts live apart from its schemas: the app shell names the page in its
// titles, and importing a constant from a module evaluates every schema in it (zod builds each at
// load, tens of microseconds apiece), which the first page then pays for before it paints.

/** Section 2.8's labels, 5's validation toasts and 8's success and failure toasts. */
export const INTELLIGENCE_TEXTS = {
  pageTitle: 'Intelligence Dashboard',
  scoreTitle: 'Intelligence Score',
  connectTab: 'Connect Sources',
  insightsTab: 'View Insights',
  emptyTitle: 'No Intelligence Data',
  unavailable: 'Unavailable',
} as const;

export const INTELLIGENCE_SOURCE_LABELS: Record<IntelligenceSourceId, string> = {
  gmail: 'Gmail',
  calendar: 'Calendar',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  resume: 'Resume Analysis',
};

export const INTELLIGENCE_TOASTS = {
  gmailTokenRequired: { title: 'Gmail Token Required', description: 'Please provide your Gmail API access token' },
  calendarTokenRequired: {
    title: 'Calendar Token Required',
    description: 'Please provide your Google Calendar API access token',
  },
  githubUsernameRequired: { title: 'GitHub Username Required', description: 'Please provide your GitHub username' },
  linkedinTokenRequired: {
    title: 'LinkedIn Token Required',
    description: 'Please provide your LinkedIn API access token',
  },
  resumeContentRequired: { title: 'Resume Content Required', description: 'Please paste your resume content' },
  gmailConnected: { title: 'Gmail Connected', description: 'Email patterns are now being analyzed' },
  calendarConnected: { title: 'Calendar Connected' },
  githubConnected: { title: 'GitHub Connected' },
  linkedinConnected: { title: 'LinkedIn Connected' },
  resumeAnalyzed: { title: 'Resume Analyzed', description: 'Career progression insights generated' },
  gmailFailed: 'Gmail Connection Failed',
  calendarFailed: 'Calendar Connection Failed',
  githubFailed: 'GitHub Connection Failed',
  linkedinFailed: 'LinkedIn Connection Failed',
  resumeFailed: 'Resume Analysis Failed',
} as const;

/** Insight card titles and their labelled figures, in the order of section 2.8. */
export const INSIGHT_CARD_LABELS = {
  email: {
    title: 'Email Patterns',
    figures: ['Total Emails', 'Professional', 'Job Applications', 'Interview Invites'],
  },
  calendar: {
    title: 'Scheduling Patterns',
    figures: ['Meetings Today', 'This Week', 'Productivity Hours', 'Interviews Scheduled'],
  },
  github: { title: 'Code Activity', figures: ['Repositories', 'Total Commits', 'Stars Earned', 'Languages'] },
  linkedin: {
    title: 'Professional Network',
    figures: ['Connections', 'Profile Views', 'Search Appearances', 'Network Growth %'],
  },
  resume: {
    title: 'Career Progression',
    figures: ['Experience Level', 'Skills Identified', 'ATS Score', 'Industry Match'],
  },
  jobMarket: {
    title: 'Job Market Trends',
    figures: ['Relevant Jobs', 'Average Salary', 'Market Demand', 'Remote Friendly %'],
  },
} as const;
