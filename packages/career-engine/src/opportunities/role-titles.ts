import { type CandidateLevel, type RoleFamily, TECH_FAMILIES } from '../interview/types';

/**
 * Titles employers commonly post for each family, most common first. Searching several of them
 * matters because the same job goes by different names at different companies.
 */
export const FAMILY_TITLES: Record<RoleFamily, readonly string[]> = {
  'software-engineering': ['Software Engineer', 'Software Developer', 'Full Stack Developer', 'Application Developer'],
  frontend: ['Frontend Engineer', 'Frontend Developer', 'UI Engineer', 'Web Developer'],
  backend: ['Backend Engineer', 'Backend Developer', 'API Engineer', 'Server-Side Developer'],
  'data-science': [
    'Data Scientist',
    'Data Analyst',
    'Machine Learning Engineer',
    'Business Intelligence Analyst',
    'Product Analyst',
  ],
  'data-engineering': ['Data Engineer', 'Analytics Engineer', 'ETL Developer', 'Data Platform Engineer'],
  'devops-sre': ['DevOps Engineer', 'Site Reliability Engineer', 'Platform Engineer', 'Cloud Engineer'],
  security: ['Security Engineer', 'Security Analyst', 'Application Security Engineer', 'SOC Analyst'],
  mobile: ['Mobile Developer', 'iOS Developer', 'Android Developer', 'Mobile Engineer'],
  qa: ['QA Engineer', 'Test Automation Engineer', 'Software Development Engineer in Test', 'QA Analyst'],
  'product-management': ['Product Manager', 'Product Owner', 'Technical Product Manager', 'Associate Product Manager'],
  'project-management': ['Project Manager', 'Program Manager', 'Scrum Master', 'Delivery Manager'],
  'ux-design': ['Product Designer', 'UX Designer', 'UI/UX Designer', 'UX Researcher', 'Interaction Designer'],
  marketing: [
    'Marketing Manager',
    'Digital Marketing Specialist',
    'Content Marketing Manager',
    'Growth Marketer',
    'Product Marketing Manager',
  ],
  sales: [
    'Account Executive',
    'Sales Development Representative',
    'Business Development Representative',
    'Account Manager',
  ],
  'customer-success': [
    'Customer Success Manager',
    'Customer Support Specialist',
    'Technical Support Engineer',
    'Implementation Specialist',
  ],
  finance: ['Financial Analyst', 'FP&A Analyst', 'Finance Manager', 'Investment Analyst'],
  accounting: ['Accountant', 'Staff Accountant', 'Senior Accountant', 'Accounts Payable Specialist'],
  'hr-recruiting': ['Recruiter', 'Talent Acquisition Specialist', 'HR Generalist', 'People Partner'],
  operations: ['Operations Manager', 'Operations Analyst', 'Supply Chain Analyst', 'Logistics Coordinator'],
  healthcare: ['Registered Nurse', 'Clinical Nurse', 'Medical Assistant', 'Healthcare Assistant'],
  education: ['Teacher', 'Instructional Designer', 'Tutor', 'Curriculum Developer'],
  consulting: ['Consultant', 'Business Analyst', 'Management Consultant', 'Strategy Analyst'],
  'retail-customer-service': ['Sales Associate', 'Cashier', 'Customer Service Representative', 'Stocker'],
  'food-hospitality': ['Barista', 'Server', 'Line Cook', 'Host', 'Hotel Front Desk Agent'],
  'warehouse-logistics': ['Warehouse Associate', 'Picker Packer', 'Forklift Operator', 'Delivery Driver'],
  'skilled-trades': ['Electrician', 'Plumber', 'HVAC Technician', 'Maintenance Technician', 'Carpenter'],
  'care-support': ['Caregiver', 'Home Health Aide', 'Certified Nursing Assistant', 'Support Worker'],
  'cleaning-facilities-security': ['Janitor', 'Cleaner', 'Security Officer', 'Maintenance Worker'],
  'office-admin': ['Receptionist', 'Administrative Assistant', 'Office Manager', 'Data Entry Clerk'],
  general: ['Coordinator', 'Specialist', 'Analyst', 'Associate'],
};

/** Families whose ladders use "Staff" and "Principal" above senior, and numbered levels (I, II). */
const ENGINEERING_LADDER: ReadonlySet<RoleFamily> = new Set(TECH_FAMILIES);
/** Families whose new entrants are "graduates" or "new grads" rather than "juniors". */
const GRADUATE_ENTRY: ReadonlySet<RoleFamily> = new Set(['healthcare', 'education']);

const SENIORITY_WORDS =
  /\b(senior|sr\.?|junior|jr\.?|lead|staff|principal|head of|entry[- ]level|entry|graduate|associate|trainee|intern|i{1,3}|iv)\b/gi;
/** Words that make a phrase a job title rather than a list of skills. */
const TITLE_NOUN =
  /^(engineer|developer|programmer|architect|analyst|scientist|designer|researcher|manager|director|lead|specialist|coordinator|consultant|administrator|accountant|nurse|teacher|tutor|recruiter|representative|executive|officer|assistant|associate|technician|writer|marketer|strategist|owner|master|partner|generalist|agent|advisor|adviser|planner|buyer|controller|auditor|instructor|lecturer|therapist|pharmacist|clerk|editor)s?$/i;

const capitalise = (word: string) =>
  /^(ui|ux|qa|ios|ai|ml|it|hr|bi|fp&a|sre|seo|api|etl|soc)$/i.test(word)
    ? word.toUpperCase().replace('IOS', 'iOS')
    : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** "software developer" → "Software Developer"; keeps acronyms readable ("ux designer" → "UX Designer"). */
export function titleCase(text: string): string {
  return text
    .split(/(\s+|\/|-)/)
    .map((part) => (/^[\s/-]+$/.test(part) ? part : capitalise(part)))
    .join('');
}

/**
 * The title the person is looking for, from their keywords: the words up to the last title noun,
 * without seniority words, so "Senior data analyst SQL Tableau" gives "Data Analyst". Null when the
 * keywords are skills rather than a title ("react typescript"), so the family's usual title stands in.
 */
export function baseTitle(keywords: string): string | null {
  const words = keywords
    .replace(SENIORITY_WORDS, ' ')
    .replace(/[,;|]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  let last = -1;
  words.forEach((word, i) => {
    if (TITLE_NOUN.test(word)) last = i;
  });
  if (last < 0) return null;
  // A title is a few words; "analyst" alone after a long list of skills keeps only its neighbours.
  const title = words.slice(Math.max(0, last - 3), last + 1).join(' ');
  return titleCase(title);
}

const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^a-z0-9&+#]+/)
      .filter(Boolean),
  );

/**
 * The family's other titles, those sharing most words with the person's title first ("Data
 * Analyst" puts "Business Intelligence Analyst" before "Machine Learning Engineer").
 */
export function relatedTitles(family: RoleFamily, title: string, limit = 3): string[] {
  const own = words(title);
  return FAMILY_TITLES[family]
    .filter((t) => t.toLowerCase() !== title.toLowerCase())
    .map((t, index) => ({ t, index, shared: [...words(t)].filter((w) => own.has(w)).length }))
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, limit)
    .map((x) => x.t);
}

/**
 * How employers write the title at each level searched: "Junior X", "Associate X", "X I" at entry
 * level; "X" and "X II" at mid; "Senior X", "Lead X" (and "Staff X" on engineering ladders) at
 * senior. Students also get "X Intern". Order follows the levels, entry first.
 */
export function seniorityVariants(
  title: string,
  family: RoleFamily,
  levels: readonly CandidateLevel[],
  student = false,
): string[] {
  const engineering = ENGINEERING_LADDER.has(family);
  const out: string[] = [];
  for (const level of levels) {
    if (level === 'entry') {
      if (student) out.push(`${title} Intern`);
      if (GRADUATE_ENTRY.has(family)) out.push(`Graduate ${title}`, `Entry Level ${title}`);
      else out.push(`Junior ${title}`, `Associate ${title}`, ...(engineering ? [`${title} I`] : []));
    } else if (level === 'mid') {
      out.push(title, ...(engineering ? [`${title} II`] : []));
    } else {
      out.push(`Senior ${title}`, `Lead ${title}`, ...(engineering ? [`Staff ${title}`] : []));
    }
  }
  return [...new Set(out)];
}

/** The seniority words to exclude from a search, so results stay within the levels searched. */
export function excludedSeniority(levels: readonly CandidateLevel[]): string[] {
  const has = (l: CandidateLevel) => levels.includes(l);
  if (!has('senior')) return ['Senior', 'Lead', 'Principal', 'Staff', 'Director'];
  if (!has('entry')) return ['Junior', 'Intern', 'Graduate'];
  return [];
}
