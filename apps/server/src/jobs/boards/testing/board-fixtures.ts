/**
 * Small invented postings in each board's real response shape (field names and nesting as the
 * boards document them), for the fake board server. No third-party posting text.
 */

export const BOARD_PATHS = {
  greenhouse: (token: string) => `/v1/boards/${token}/jobs?content=true`,
  greenhouseBoard: (token: string) => `/v1/boards/${token}`,
  lever: (site: string) => `/v0/postings/${site}?mode=json`,
  ashby: (board: string) => `/posting-api/job-board/${board}?includeCompensation=true`,
  remotive: '/api/remote-jobs',
  remoteok: '/api',
} as const;

export function greenhouseJob(id: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    internal_job_id: id + 1000,
    title,
    updated_at: '2026-02-20T10:00:00-05:00',
    requisition_id: `R-${id}`,
    location: { name: 'Lisbon, Portugal' },
    absolute_url: `https://boards.greenhouse.io/acme/jobs/${id}`,
    language: 'en',
    metadata: null,
    content: '&lt;p&gt;Build &lt;strong&gt;TypeScript&lt;/strong&gt; services on PostgreSQL.&lt;/p&gt;',
    departments: [{ id: 1, name: 'Engineering', parent_id: null, child_ids: [] }],
    offices: [{ id: 2, name: 'Lisbon', location: 'Lisbon, Portugal', parent_id: null, child_ids: [] }],
    ...extra,
  };
}

export const greenhouseJobs = (jobs: unknown[]) => ({ jobs, meta: { total: jobs.length } });

export function leverPosting(id: string, text: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    text,
    categories: { location: 'Berlin', team: 'Platform', commitment: 'Full-time', allLocations: ['Berlin'] },
    workplaceType: 'hybrid',
    country: 'DE',
    hostedUrl: `https://jobs.lever.co/globex/${id}`,
    applyUrl: `https://jobs.lever.co/globex/${id}/apply`,
    createdAt: Date.UTC(2026, 1, 10),
    descriptionPlain: 'Run our Kubernetes platform.',
    description: '<div>Run our Kubernetes platform.</div>',
    lists: [{ text: 'What you bring', content: '<li>Go</li><li>Terraform</li>' }],
    additionalPlain: 'We sponsor visas.',
    additional: '<div>We sponsor visas.</div>',
    salaryRange: { min: 70000, max: 90000, currency: 'EUR', interval: 'per-year-salary' },
    ...extra,
  };
}

export function ashbyJob(id: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    title,
    department: 'Data',
    team: 'Analytics',
    employmentType: 'FullTime',
    location: 'Remote (Europe)',
    secondaryLocations: [],
    publishedAt: '2026-02-01T12:00:00.000+00:00',
    isListed: true,
    isRemote: true,
    address: { postalAddress: { addressCountry: 'Spain' } },
    jobUrl: `https://jobs.ashbyhq.com/initech/${id}`,
    applyUrl: `https://jobs.ashbyhq.com/initech/${id}/application`,
    descriptionHtml: '<p>Model data with SQL and Python.</p>',
    descriptionPlain: 'Model data with SQL and Python.',
    shouldDisplayCompensationOnJobPostings: true,
    compensation: {
      compensationTierSummary: '€60K – €80K',
      scrapeableCompensationSalarySummary: '€60K - €80K',
      compensationTiers: [
        {
          id: 'tier-1',
          title: 'Europe',
          components: [
            {
              id: 'c-1',
              summary: '€60K – €80K',
              compensationType: 'Salary',
              interval: '1 YEAR',
              currencyCode: 'EUR',
              minValue: 60000,
              maxValue: 80000,
            },
          ],
        },
      ],
      summaryComponents: [],
    },
    ...extra,
  };
}

export const ashbyBoard = (jobs: unknown[]) => ({ apiVersion: '1', jobs });

export function remotiveJob(id: number, title: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    url: `https://remotive.com/remote-jobs/software-dev/example-${id}`,
    title,
    company_name: 'Umbrella Labs',
    company_logo: 'https://remotive.com/job/1/logo',
    category: 'Software Development',
    tags: ['react', 'node'],
    job_type: 'full_time',
    publication_date: '2026-02-15T08:30:00',
    candidate_required_location: 'Worldwide',
    salary: '$90k - $110k',
    description: '<p>Ship React features.</p>',
    ...extra,
  };
}

export const remotiveJobs = (jobs: unknown[]) => ({ '00-warning': 'invented', 'job-count': jobs.length, jobs });

export function remoteOkJob(id: string, position: string, extra: Record<string, unknown> = {}) {
  return {
    slug: `remote-${id}`,
    id,
    epoch: 1771200000,
    date: '2026-02-16T00:00:00+00:00',
    company: 'Hooli',
    company_logo: '',
    position,
    tags: ['rust', 'backend'],
    logo: '',
    description: '<p>Write Rust services.</p>',
    location: 'Anywhere',
    salary_min: 100000,
    salary_max: 140000,
    apply_url: `https://remoteok.com/remote-jobs/${id}/apply`,
    url: `https://remoteok.com/remote-jobs/remote-${id}`,
    ...extra,
  };
}

export const remoteOkJobs = (jobs: unknown[]) => [
  { last_updated: 1771200000, legal: 'Invented legal notice.' },
  ...jobs,
];
