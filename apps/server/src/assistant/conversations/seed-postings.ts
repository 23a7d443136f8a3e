import type { PostingInput } from '../../jobs/postings/posting-input';

/** One seeded posting: a board-like record with a short description that names the work. */
function posting(
  id: string,
  title: string,
  company: string,
  location: string,
  salary: PostingInput['salary'],
  description: string,
  extra: Partial<PostingInput> = {},
): PostingInput {
  return {
    source: 'greenhouse',
    board: company.toLowerCase().replace(/\W+/g, '-'),
    sourceId: id,
    title,
    company,
    location,
    url: `https://boards.example.test/${company.toLowerCase().replace(/\W+/g, '-')}/jobs/${id}`,
    descriptionText: description,
    salary,
    postedAt: '2026-11-20T09:00:00Z',
    ...extra,
  };
}

const usd = (min: number, max: number) => ({ min, max, currency: 'USD', period: 'year' as const });

/** When the suite's retail postings were posted: older than the rest, still current. */
const RETAIL_POSTED = '2026-11-02T09:00:00Z';

/**
 * Postings the conversation suite runs against: enough storage and backend roles for the job
 * questions, backend roles in Austin that state pay (more than the thin-data threshold) for the
 * offer question, and only two nurse postings in Denver so the thin-data wording is exercised.
 * Companies and links are invented for the test database; nothing here reaches users.
 */
export const CONVERSATION_POSTINGS: PostingInput[] = [
  posting(
    's1',
    'Storage Engineer',
    'Blockwise',
    'San Francisco, CA',
    usd(170000, 210000),
    'Build distributed storage systems: object storage, replication, Linux, Go, Kubernetes.',
  ),
  posting(
    's2',
    'Senior Storage Engineer',
    'Datavault',
    'San Francisco, CA',
    usd(190000, 240000),
    'Own our block storage and file systems; storage engineering at petabyte scale, C++ and Rust.',
  ),
  posting(
    's3',
    'Storage Reliability Engineer',
    'Cloudhold',
    'San Francisco, CA',
    null,
    'Storage engineering and on-call for our distributed storage fleet; Python, Linux.',
  ),
  posting(
    's4',
    'Storage Engineer',
    'Northbyte',
    'Seattle, WA',
    usd(160000, 200000),
    'Storage engineering for our backup platform; Go, AWS S3.',
  ),
  posting(
    'b1',
    'Backend Engineer',
    'Lonestar Pay',
    'Austin, TX',
    usd(140000, 170000),
    'Backend engineering for payments APIs; Go, PostgreSQL, AWS.',
  ),
  posting(
    'b2',
    'Senior Backend Engineer',
    'Hill Country Health',
    'Austin, TX',
    usd(165000, 195000),
    'Senior backend engineer building healthcare APIs in Java and Kotlin.',
  ),
  posting(
    'b3',
    'Senior Backend Engineer',
    'Capitol Logistics',
    'Austin, TX',
    usd(170000, 205000),
    'Backend services for logistics; Python, Django, PostgreSQL, Kafka.',
  ),
  posting(
    'b4',
    'Backend Engineer',
    'Barton Labs',
    'Austin, TX',
    usd(130000, 160000),
    'Backend engineer for our SaaS platform: Node.js, TypeScript, PostgreSQL.',
  ),
  posting(
    'b5',
    'Senior Backend Engineer',
    'Pecan Street Data',
    'Austin, TX',
    usd(175000, 215000),
    'Senior backend engineering on data pipelines and APIs; Go and Kubernetes.',
  ),
  posting(
    'b6',
    'Staff Backend Engineer',
    'Lonestar Pay',
    'Austin, TX',
    usd(210000, 250000),
    'Staff backend engineer leading the ledger platform; Go, distributed systems.',
  ),
  posting(
    'b7',
    'Backend Engineer',
    'Remote First Co',
    'Remote, US',
    usd(150000, 180000),
    'Backend engineer, fully remote; Python, FastAPI, AWS.',
    { remote: true },
  ),
  posting(
    'f1',
    'Frontend Engineer',
    'Pixelworks',
    'Remote, US',
    usd(140000, 175000),
    'Frontend engineer, remote: React, TypeScript, accessibility.',
    { remote: true },
  ),
  posting(
    'f2',
    'Senior Frontend Engineer',
    'Canvas Street',
    'New York, NY',
    usd(180000, 220000),
    'Senior frontend engineer: React, design systems, performance.',
  ),
  posting(
    'd1',
    'Data Analyst',
    'Lakeshore Retail',
    'Chicago, IL',
    usd(85000, 105000),
    'Data analyst: SQL, Tableau, Python, retail analytics.',
  ),
  posting(
    'd2',
    'Data Analyst',
    'Windy City Insurance',
    'Chicago, IL',
    usd(90000, 115000),
    'Data analyst for insurance pricing; SQL, Excel, Looker.',
  ),
  posting(
    'd3',
    'Senior Data Analyst',
    'Loop Health',
    'Chicago, IL',
    usd(110000, 135000),
    'Senior data analyst; experimentation, SQL, dbt.',
  ),
  posting(
    'd4',
    'Data Analyst',
    'Prairie Bank',
    'Chicago, IL',
    usd(80000, 100000),
    'Data analyst, banking: SQL, Power BI.',
  ),
  posting(
    'd5',
    'Data Analyst',
    'Great Lakes Energy',
    'Chicago, IL',
    usd(88000, 110000),
    'Data analyst for energy trading; Python, SQL.',
  ),
  posting(
    'n1',
    'Registered Nurse',
    'Mile High Medical',
    'Denver, CO',
    usd(78000, 98000),
    'Registered nurse, med-surg unit, nights.',
  ),
  posting(
    'n2',
    'ICU Nurse',
    'Rocky Mountain Hospital',
    'Denver, CO',
    usd(88000, 112000),
    'ICU registered nurse, critical care.',
  ),
  posting(
    'p1',
    'Product Manager',
    'Hudson Apps',
    'New York, NY',
    usd(150000, 190000),
    'Product manager owning the mobile roadmap, discovery and metrics.',
  ),
  posting(
    'p2',
    'Program Manager',
    'Empire Systems',
    'New York, NY',
    usd(140000, 175000),
    'Technical program manager coordinating cross-team delivery, schedules and risks.',
  ),
  // Hourly retail work, with the employment type written as boards write it: most of one
  // employer's postings are for one job (its interview is prepared for without a role named).
  // Posted earlier than the rest, so a search without a title lists the others first as before.
  posting(
    'r1',
    'Cashier',
    'Brightmart',
    'Dallas, TX',
    null,
    'Cashier at the front registers: greeting customers, handling cash and returns.',
    { employmentType: 'Part-time', postedAt: RETAIL_POSTED },
  ),
  posting(
    'r2',
    'Cashier',
    'Brightmart',
    'Fort Worth, TX',
    null,
    'Cashier for a busy neighbourhood store; evenings and weekends.',
    { employmentType: 'PART_TIME', postedAt: RETAIL_POSTED },
  ),
  posting(
    'r3',
    'Stocker',
    'Brightmart',
    'Dallas, TX',
    null,
    'Stocking shelves and unloading trucks before the store opens.',
    { employmentType: 'Full-time', postedAt: RETAIL_POSTED },
  ),
  posting(
    'r4',
    'Cashier',
    'Trinity Foods',
    'Dallas, TX',
    null,
    'Full-time cashier and customer service at our grocery store.',
    { employmentType: 'Full Time', postedAt: RETAIL_POSTED },
  ),
];

/** The day the suite's postings were written for: a posting dated the day before is "new". */
const SEEDED_FOR = Date.parse('2026-11-21T00:00:00Z');

/**
 * The seeded postings as of `now`, every date moved by the time since they were written: "posted in
 * the last 7 days" must find the day-old postings whenever the suite runs, not only in the week
 * they were written (the bench lost that turn on 2026-11-28).
 */
export function conversationPostingsAt(now: Date): PostingInput[] {
  const shift = now.getTime() - SEEDED_FOR;
  return CONVERSATION_POSTINGS.map((p) =>
    p.postedAt ? { ...p, postedAt: new Date(new Date(p.postedAt).getTime() + shift).toISOString() } : p,
  );
}
