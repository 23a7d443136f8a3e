import { type CandidateLevel, type RoleFamily, TECH_FAMILIES } from '../interview/types';
import type { Region, Sector } from './search-context';

/**
 * A job board we recommend. Every constraint that is set must hold for the board to be offered:
 * a design board only for design searches, a remote board only for remote searches, a national
 * board only in its country.
 */
export interface JobBoard {
  name: string;
  /** The board's job search page; `urlByRegion` overrides it where the board has national sites. */
  url: string;
  urlByRegion?: Partial<Record<Region, string>>;
  /** What the board is, in one sentence. */
  about: string;
  families?: readonly RoleFamily[];
  remoteOnly?: true;
  levels?: readonly CandidateLevel[];
  sectors?: readonly Sector[];
  regions?: readonly Region[];
  /** A board of `regions` still fits when the search names no place (US boards for a plain "remote"). */
  regionsOptional?: true;
  /** Base relevance before the fit to the search is counted. */
  weight: number;
}

const TECH = TECH_FAMILIES;
/** Families startups hire for in numbers: tech plus the business roles around a product. */
const STARTUP_FRIENDLY: readonly RoleFamily[] = [
  ...TECH,
  'product-management',
  'project-management',
  'ux-design',
  'marketing',
  'sales',
  'customer-success',
  'operations',
  'finance',
  'hr-recruiting',
  'general',
];

/**
 * The curated catalogue: boards that are running today, under their current names (AngelList
 * Talent is Wellfound, Otta is Welcome to the Jungle). Boards that have closed (Stack Overflow
 * Jobs, Hired, Kaggle Jobs) are deliberately absent; review this list when a board changes hands.
 */
export const JOB_BOARDS: readonly JobBoard[] = [
  {
    name: 'LinkedIn Jobs',
    url: 'https://www.linkedin.com/jobs/',
    about:
      'The largest professional network’s job search, with filters for experience level and remote or on-site work.',
    weight: 6,
  },
  {
    name: 'Indeed',
    url: 'https://www.indeed.com/',
    urlByRegion: {
      uk: 'https://uk.indeed.com/',
      ca: 'https://ca.indeed.com/',
      au: 'https://au.indeed.com/',
      in: 'https://in.indeed.com/',
      de: 'https://de.indeed.com/',
    },
    about: 'Aggregates postings from company career sites and other boards, so it has the widest coverage.',
    weight: 5,
  },
  {
    name: 'Glassdoor',
    url: 'https://www.glassdoor.com/Job/',
    about: 'Job listings next to employee reviews, salaries and interview reports for the same companies.',
    weight: 2,
  },
  {
    name: 'Wellfound',
    url: 'https://wellfound.com/jobs',
    about:
      'Startup jobs (formerly AngelList Talent) with salary and equity shown up front; you apply to the team directly.',
    families: STARTUP_FRIENDLY,
    weight: 3,
  },
  {
    name: 'Y Combinator Work at a Startup',
    url: 'https://www.workatastartup.com/',
    about:
      'Roles at YC-funded startups; one profile reaches founders directly, and many roles are open to new graduates.',
    families: [...TECH, 'product-management', 'ux-design'],
    weight: 2,
  },
  {
    name: 'Built In',
    url: 'https://builtin.com/jobs',
    about: 'Tech and startup jobs by US hub city and remote, with company profiles on culture and benefits.',
    families: STARTUP_FRIENDLY,
    regions: ['us'],
    regionsOptional: true,
    weight: 2.5,
  },
  {
    name: 'Welcome to the Jungle',
    url: 'https://www.welcometothejungle.com/en/jobs',
    about:
      'Curated tech and startup roles in Europe and the US (Otta is now part of it), with salary ranges and company insights.',
    families: STARTUP_FRIENDLY,
    regions: ['us', 'uk', 'de', 'eu'],
    regionsOptional: true,
    weight: 2.5,
  },
  {
    name: 'Dice',
    url: 'https://www.dice.com/',
    about:
      'A tech-only board (engineering, data, cloud, security) used by US employers and tech recruiters, including contract roles.',
    families: TECH,
    regions: ['us'],
    regionsOptional: true,
    weight: 3,
  },
  {
    name: 'Hacker News “Who is hiring?”',
    url: 'https://news.ycombinator.com/submitted?id=whoishiring',
    about: 'A monthly thread where startups and tech companies post roles directly, often marked REMOTE or VISA.',
    families: [...TECH, 'product-management', 'ux-design'],
    weight: 1.5,
  },
  {
    name: 'We Work Remotely',
    url: 'https://weworkremotely.com/',
    about: 'One of the largest remote-only boards: programming, design, product, marketing, sales and support.',
    remoteOnly: true,
    families: [
      ...TECH,
      'product-management',
      'project-management',
      'ux-design',
      'marketing',
      'sales',
      'customer-success',
      'finance',
      'general',
    ],
    weight: 2,
  },
  {
    name: 'Remotive',
    url: 'https://remotive.com/remote-jobs',
    about: 'Hand-checked remote jobs in tech and business roles, with each job’s location and time-zone limits stated.',
    remoteOnly: true,
    families: STARTUP_FRIENDLY,
    weight: 2,
  },
  {
    name: 'Remote OK',
    url: 'https://remoteok.com/',
    about: 'A large remote-only board, strongest for engineering, with salaries on most listings.',
    remoteOnly: true,
    families: [...TECH, 'ux-design', 'product-management', 'marketing', 'customer-success'],
    weight: 1.8,
  },
  {
    name: 'Himalayas',
    url: 'https://himalayas.app/jobs',
    about: 'Remote jobs you can filter by the countries and time zones each employer can hire in.',
    remoteOnly: true,
    weight: 1.7,
  },
  {
    name: 'Handshake',
    url: 'https://joinhandshake.com/',
    about:
      'Internships and entry-level jobs from employers recruiting students and recent graduates; sign in through your college.',
    levels: ['entry'],
    weight: 2,
  },
  {
    name: 'Idealist',
    url: 'https://www.idealist.org/',
    about: 'Jobs, internships and volunteer roles at nonprofits and social-impact organisations.',
    sectors: ['nonprofit'],
    weight: 2,
  },
  {
    name: 'USAJOBS',
    url: 'https://www.usajobs.gov/',
    about: 'The official site for US federal government jobs, including remote and telework roles.',
    sectors: ['public'],
    regions: ['us'],
    regionsOptional: true,
    weight: 2,
  },
  {
    name: 'GovernmentJobs.com',
    url: 'https://www.governmentjobs.com/',
    about: 'US state, county and city government jobs in one search.',
    sectors: ['public'],
    regions: ['us'],
    regionsOptional: true,
    weight: 1.5,
  },
  {
    name: 'Civil Service Jobs',
    url: 'https://www.civilservicejobs.service.gov.uk/',
    about: 'The official board for UK civil service roles across government departments.',
    sectors: ['public'],
    regions: ['uk'],
    weight: 2,
  },
  {
    name: 'Climatebase',
    url: 'https://climatebase.org/jobs',
    about: 'Jobs at climate and sustainability organisations, from engineering to policy and operations.',
    sectors: ['climate'],
    weight: 2,
  },
  {
    name: 'Upwork',
    url: 'https://www.upwork.com/',
    about: 'The largest freelance marketplace: clients post projects and you propose on them.',
    sectors: ['freelance'],
    weight: 1.5,
  },
  {
    name: 'Dribbble Jobs',
    url: 'https://dribbble.com/jobs',
    about: 'Design jobs next to designers’ portfolios, so employers see your work before your resume.',
    families: ['ux-design'],
    weight: 2,
  },
  {
    name: 'Coroflot',
    url: 'https://www.coroflot.com/design-jobs',
    about: 'A long-running design job board covering UX, product, industrial and graphic design.',
    families: ['ux-design'],
    weight: 1.5,
  },
  {
    name: 'eFinancialCareers',
    url: 'https://www.efinancialcareers.com/',
    about: 'Finance, banking and fintech jobs worldwide, from analyst to leadership roles.',
    families: ['finance', 'accounting'],
    weight: 2,
  },
  {
    name: 'Health eCareers',
    url: 'https://www.healthecareers.com/',
    about: 'Healthcare jobs for nurses, physicians, allied health and healthcare administration.',
    families: ['healthcare'],
    weight: 2,
  },
  {
    name: 'Vivian Health',
    url: 'https://www.vivian.com/',
    about: 'Nursing and allied health jobs, staff and travel, with pay shown on listings.',
    families: ['healthcare'],
    regions: ['us'],
    regionsOptional: true,
    weight: 1.5,
  },
  {
    name: 'HigherEdJobs',
    url: 'https://www.higheredjobs.com/',
    about: 'Faculty, instructional design and administrative jobs at colleges and universities.',
    families: ['education'],
    weight: 2,
  },
  {
    name: 'SchoolSpring',
    url: 'https://www.schoolspring.com/',
    about: 'Teaching and school staff jobs at US K-12 districts.',
    families: ['education'],
    regions: ['us'],
    regionsOptional: true,
    weight: 1.5,
  },
  {
    name: 'Tes Jobs',
    url: 'https://www.tes.com/jobs/',
    about: 'Teaching jobs in UK schools and international schools worldwide.',
    families: ['education'],
    regions: ['uk', 'eu', 'other'],
    weight: 1.5,
  },
  {
    name: 'SHRM HR Jobs',
    url: 'https://jobs.shrm.org/',
    about: 'The HR professional society’s board for HR, people operations and recruiting roles.',
    families: ['hr-recruiting'],
    regions: ['us'],
    regionsOptional: true,
    weight: 2,
  },
  {
    name: 'Mediabistro',
    url: 'https://www.mediabistro.com/jobs/',
    about: 'Jobs in content, communications, editorial and marketing.',
    families: ['marketing'],
    weight: 1.5,
  },
  {
    name: 'RepVue',
    url: 'https://www.repvue.com/jobs',
    about: 'Sales jobs alongside sales reps’ ratings of each company, including how many reps hit quota.',
    families: ['sales', 'customer-success'],
    weight: 2,
  },
  {
    name: 'ClearanceJobs',
    url: 'https://www.clearancejobs.com/',
    about: 'US defence and intelligence jobs that need (or will sponsor) a security clearance.',
    families: ['security'],
    regions: ['us'],
    regionsOptional: true,
    weight: 1.5,
  },
  {
    name: 'Reed',
    url: 'https://www.reed.co.uk/',
    about: 'One of the UK’s largest job boards, across every sector.',
    regions: ['uk'],
    weight: 2.5,
  },
  {
    name: 'SEEK',
    url: 'https://www.seek.com.au/',
    about: 'Australia’s largest job board, across every sector.',
    regions: ['au'],
    weight: 3,
  },
  {
    name: 'Job Bank',
    url: 'https://www.jobbank.gc.ca/',
    about: 'The Government of Canada’s job board, with wage and outlook data per occupation.',
    regions: ['ca'],
    weight: 2,
  },
  {
    name: 'Naukri',
    url: 'https://www.naukri.com/',
    about: 'India’s largest job board, used by most Indian employers and recruiters.',
    regions: ['in'],
    weight: 3,
  },
  {
    name: 'StepStone',
    url: 'https://www.stepstone.de/',
    about: 'One of Germany’s largest job boards, with many English-language listings.',
    regions: ['de'],
    weight: 2.5,
  },
  {
    name: 'EURES',
    url: 'https://eures.europa.eu/',
    about: 'The EU’s job mobility portal: vacancies from public employment services across Europe.',
    regions: ['de', 'eu'],
    weight: 1.5,
  },
];
