/**
 * Who sent a message, read from its From header: the display name, the address and what kind of
 * sender it is. Applicant tracking systems and assessment platforms write on an employer's
 * behalf, so their display name (not their domain) names the employer.
 */
export type SenderKind = 'ats' | 'assessment' | 'job_board' | 'recruiting' | 'consumer' | 'bulk' | 'other';

export type Sender = {
  /** The display name without quotes, '' when the header is a bare address. */
  name: string;
  address: string;
  local: string;
  domain: string;
  kind: SenderKind;
  /** The platform the sender belongs to (e.g. 'greenhouse-mail.io'), for the reasons. */
  platform: string;
};

/** Applicant tracking systems' sending domains (a subdomain counts as the domain). */
export const ATS_DOMAINS = [
  'greenhouse.io',
  'greenhouse-mail.io',
  'lever.co',
  'ashbyhq.com',
  'myworkday.com',
  'myworkdayjobs.com',
  'workday.com',
  'smartrecruiters.com',
  'icims.com',
  'jobvite.com',
  'taleo.net',
  'workable.com',
  'workablemail.com',
  'teamtailor.com',
  'teamtailor-mail.com',
  'recruitee.com',
  'bamboohr.com',
  'successfactors.com',
  'successfactors.eu',
  'personio.de',
  'personio.com',
  'breezy.hr',
  'applytojob.com',
  'pinpointhq.com',
  'comeet.co',
  'homerun.co',
] as const;

/** Platforms employers send tests through. */
const ASSESSMENT_DOMAINS = [
  'hackerrank.com',
  'hackerrankforwork.com',
  'codility.com',
  'codesignal.com',
  'coderbyte.com',
  'testgorilla.com',
  'hirevue.com',
  'karat.io',
];

/**
 * Job boards' addresses that confirm an application sent through them; the same boards' alert
 * and notification addresses are not application mail.
 */
const JOB_BOARD_APPLY_ADDRESSES = ['jobs-noreply@linkedin.com', 'indeedapply@indeed.com', 'noreply@indeed.com'];

/** Personal mail providers: a sender there is a person, not an employer's system. */
export const CONSUMER_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
]);

/** An employer's own hiring mailboxes (careers@acme.com). */
const RECRUITING_LOCAL =
  /^(careers?|recruit(ing|ment|ers?)?|talent([-_.]?acquisition)?|jobs?|hr|people|hiring|apply|applications?|candidates?|ta)([-_.].*)?$/;
/** Mass-mail mailboxes: newsletters and marketing are never an answer to an application. */
const BULK_LOCAL =
  /^(newsletters?|news|marketing|promo(tions)?|deals|digest|updates?-noreply|jobalerts?[-_.]?.*|alerts?)$/;

/** Brands whose name in a display name is the platform, not the employer. */
export const PLATFORM_BRANDS = new Set([
  'greenhouse',
  'lever',
  'ashby',
  'workday',
  'smartrecruiters',
  'icims',
  'jobvite',
  'taleo',
  'workable',
  'teamtailor',
  'recruitee',
  'bamboohr',
  'successfactors',
  'personio',
  'breezy',
  'linkedin',
  'indeed',
  'glassdoor',
  'hackerrank',
  'codility',
  'codesignal',
  'coderbyte',
  'testgorilla',
  'hirevue',
  'karat',
  'wellfound',
  'calendly',
  'no-reply',
  'noreply',
  'notifications',
]);

const within = (domain: string, list: readonly string[]) => list.find((d) => domain === d || domain.endsWith(`.${d}`));

/** Parses `"Acme Recruiting" <no-reply@greenhouse-mail.io>` or a bare address. */
export function parseSender(from: string): Sender {
  const angled = /^(.*?)<([^>]+)>/.exec(from);
  const address = (angled?.[2] ?? from).trim().toLowerCase();
  const name = (angled?.[1] ?? '')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
  const at = address.lastIndexOf('@');
  const local = at >= 0 ? address.slice(0, at) : address;
  const domain = at >= 0 ? address.slice(at + 1) : '';
  const base = { name, address, local, domain };
  const ats = within(domain, ATS_DOMAINS);
  if (ats) return { ...base, kind: 'ats', platform: ats };
  const assessment = within(domain, ASSESSMENT_DOMAINS);
  if (assessment) return { ...base, kind: 'assessment', platform: assessment };
  if (JOB_BOARD_APPLY_ADDRESSES.includes(address)) return { ...base, kind: 'job_board', platform: domain };
  if (CONSUMER_MAIL_DOMAINS.has(domain)) return { ...base, kind: 'consumer', platform: '' };
  if (BULK_LOCAL.test(local)) return { ...base, kind: 'bulk', platform: '' };
  if (RECRUITING_LOCAL.test(local)) return { ...base, kind: 'recruiting', platform: '' };
  return { ...base, kind: 'other', platform: '' };
}

/**
 * Whether the display name is a person writing from their own mailbox ("Jane Doe" at
 * jane@acme.com): then the domain, not the name, says which company it is.
 */
export function isPersonName(sender: Sender): boolean {
  const words = sender.name.toLowerCase().split(/\s+/).filter(Boolean);
  // One word is more often a company ('Contoso' at contoso@myworkday.com) than a person.
  if (words.length < 2 || words.length > 3) return false;
  return words.some((w) => w.length > 1 && sender.local.split(/[._-]/).includes(w));
}

/** The employer a company domain names: `mail.acme-robotics.com` → 'Acme-robotics'. */
export function companyFromDomain(domain: string): string {
  const labels = domain.split('.');
  const label = labels.length >= 2 ? labels[labels.length - 2] : '';
  if (!label || label.length < 2) return '';
  return label.charAt(0).toUpperCase() + label.slice(1);
}
