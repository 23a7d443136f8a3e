import type { CandidateLevel, RoleFamily } from '../interview/types';
import type { SearchLocation } from './search-context';

/**
 * Where people in each family meet and how they get noticed, written from how hiring in the field
 * works: open source and meetups for engineers, portfolios for designers, professional bodies for
 * accountants, nurses and HR.
 */
const FAMILY_NETWORKING: Record<RoleFamily, readonly string[]> = {
  'software-engineering': [
    'Contribute a fix or documentation to an open-source project you already use (look for “good first issue” labels); maintainers who have reviewed your code make credible references.',
    'Go to a local developer meetup or user group for your main language and ask engineers how their teams hire and which teams are growing.',
  ],
  frontend: [
    'Publish one small, polished UI (an accessible component or a fast page, with a short write-up of the decisions) and share it on LinkedIn or GitHub, tagging the libraries you used.',
    'Join a local JavaScript or web performance meetup and offer a five-minute lightning talk on something you built; speakers get approached by hiring teams.',
  ],
  backend: [
    'Write up one system you built (the API, the data model, a scaling problem and how you solved it) and share it; backend hiring managers look for design judgement.',
    'Contribute to an open-source library or framework in your stack; maintainers and contributors often hire or refer from their own communities.',
  ],
  'data-science': [
    'Publish one analysis end to end (question, data, method, result and what it means for the business) on GitHub or a blog, and share it where data people gather, such as a local PyData meetup.',
    'Take part in a Kaggle competition or discussion in your domain and reach out to data scientists at target companies about how they use similar methods.',
  ],
  'data-engineering': [
    'Join the dbt Community Slack or a local data engineering meetup; members share openings there, often before they are posted.',
    'Share a small pipeline project (ingestion, modelling, tests and orchestration) with its cost and run time; data teams hire for that operational care.',
  ],
  'devops-sre': [
    'Attend a DevOpsDays event or a Cloud Native Computing Foundation community group near you, where platform teams talk openly about their stacks and hiring.',
    'Write a short post-mortem-style story of an incident or migration you handled and share it; SRE managers look for calm, structured thinking.',
  ],
  security: [
    'Attend an OWASP chapter meeting or a BSides conference near you; security teams recruit heavily from these communities.',
    'Play capture-the-flag challenges with a team or report a bug through a public bug bounty programme, and mention the results when you reach out.',
  ],
  mobile: [
    'Ship a small app to the App Store or Google Play and share how you built and released it; a live app opens more conversations than a repository.',
    'Join a Google Developer Group or a local iOS or Android meetup and ask mobile leads which teams are hiring.',
  ],
  qa: [
    'Join the Ministry of Testing community (meetups, forums and its conferences), where testers share openings and referrals.',
    'Share a test automation project (framework, flaky-test fixes, CI run time) and reach out to QA leads at companies whose products you have tested.',
  ],
  'product-management': [
    'Go to a ProductTank or other product management meetup and ask product managers how their teams hire and what a strong case study looks like there.',
    'Write a short teardown of a target company’s product (users, problem, one improvement and the metric it would move) and send it with your outreach.',
  ],
  'project-management': [
    'Join your local PMI chapter: its events and volunteer roles connect you with hiring managers and count towards certification hours.',
    'Ask delivery leads at target companies for a 20-minute conversation about how they run projects, and mention the methods you have used.',
  ],
  'ux-design': [
    'Book a free portfolio review with a mentor on ADPList and ask for introductions to design teams that are hiring.',
    'Go to a local IxDA or UX meetup and share a case study with its research and decisions, not only the final screens.',
  ],
  marketing: [
    'Join a local American Marketing Association chapter or a marketing community and share one campaign breakdown with its real numbers.',
    'Reach out to marketing leads at target companies with one specific observation about their positioning or funnel and a question about their team.',
  ],
  sales: [
    'Message sales leaders at target companies directly with a short, researched note: good outreach is itself proof you can prospect.',
    'Join a revenue community such as RevGenius and ask reps which companies have fair quotas and strong enablement.',
  ],
  'customer-success': [
    'Join a customer success community or local meetup and ask CS leaders which companies invest in their customer teams.',
    'Reach out to customer success managers at products you know well as a user and ask how their team measures retention.',
  ],
  finance: [
    'Attend events of your local CFA Society or finance alumni groups; finance roles are filled through referrals more than most.',
    'Ask analysts at target firms for a short call about their models and team, and prepare one observation on the company’s latest results.',
  ],
  accounting: [
    'Attend events of your professional body (a state CPA society, ACCA or ICAEW branch); members share openings and references.',
    'Reach out to controllers and accounting managers at target companies about their close process and team, and mention the systems you know.',
  ],
  'hr-recruiting': [
    'Join a local SHRM chapter (or a CIPD branch in the UK) and attend its events; HR leaders there hire and refer.',
    'Connect with talent acquisition leads at target companies and ask how they measure recruiting success; recruiters respect candidates who ask about metrics.',
  ],
  operations: [
    'Join an ASCM (APICS) chapter or a local supply chain and operations meetup, where operations leaders share openings.',
    'Ask operations managers at target companies about a process they improved recently and share one of your own with its numbers.',
  ],
  healthcare: [
    'Ask your clinical placement supervisors and nurse managers for introductions and references; healthcare hiring leans heavily on them.',
    'Join your professional association (such as your state nurses association) for its job board, events and continuing education.',
  ],
  education: [
    'Contact heads of department at schools you would like to join and ask to visit or observe a lesson; schools remember candidates who have seen them teach.',
    'Join a subject association or teacher network in your field and follow its job postings and events.',
  ],
  consulting: [
    'Reach out to alumni at target firms for coffee chats before you apply; consulting firms weigh referrals heavily.',
    'Attend firms’ recruiting events and case workshops, and follow up with each consultant you met within two days.',
  ],
  'retail-customer-service': [
    'Ask the manager of a store you like whether they are hiring, at a quiet time of day; many shops hire people who walk in.',
    'Tell friends who work in shops and call centres that you are looking; referred staff are often hired first and some earn a bonus for it.',
  ],
  'food-hospitality': [
    'Drop in at quiet times (mid-afternoon) and ask to speak to the manager; cafés, restaurants and hotels often hire on the spot.',
    'Ask people you know in kitchens and front of house which places treat staff well and who is hiring for the season.',
  ],
  'warehouse-logistics': [
    'Go to hiring events at warehouses and distribution centres near you; many hire the same day.',
    'Ask drivers and warehouse staff you know about their site: shifts, overtime and which agencies place people there.',
  ],
  'skilled-trades': [
    'Contact your local union hall, trade association or apprenticeship programme; many jobs are filled through them.',
    'Let suppliers’ counter staff and contractors you meet know you are looking; they know who is busy and hiring.',
  ],
  'care-support': [
    'Contact local care agencies and homes directly; many run open days and hire people new to care with paid training.',
    'Ask carers, nurses and support workers you know which employers support their staff well.',
  ],
  'cleaning-facilities-security': [
    'Register with the main cleaning, facilities and security contractors in your area; they staff many sites at once.',
    'Ask building managers and guards you know which contractors pay on time and offer steady hours.',
  ],
  'office-admin': [
    'Register with local office and temp agencies; temporary admin roles often become permanent.',
    'Tell people in offices you know that you are looking for reception or admin work; these roles are often filled by referral.',
  ],
  general: [
    'Reach out to three people in the role you want, ask one specific question each about their work, and thank them whatever the answer.',
    'Tell your network exactly what you are looking for (title, kind of company, location) so they can pass openings on.',
  ],
};

export interface NetworkingInput {
  family: RoleFamily;
  /** How the family is named in a sentence ("data science and analytics"). */
  familyLabel: string;
  title: string;
  skills: readonly string[];
  location: SearchLocation;
  levels: readonly CandidateLevel[];
  student: boolean;
  /** The latest resume's most recent employer, for reconnecting with former colleagues. */
  recentCompany?: string | undefined;
}

/**
 * Networking steps for this search: two from the family's communities, then one built on the
 * person's skills and title, one for their location, one for their level, and one for their
 * former colleagues when the resume names an employer.
 */
export function networkingSuggestions(input: NetworkingInput): string[] {
  const { title, skills, location, levels } = input;
  const out = [...FAMILY_NETWORKING[input.family]];
  const skillList = skills.slice(0, 2).join(' and ');
  out.push(
    skillList
      ? `Search LinkedIn for people titled “${title}” who list ${skillList}, at companies you would like to join, and ask one of them a specific question about how their team uses ${skills[0]}.`
      : `Search LinkedIn for people titled “${title}” at companies you would like to join and ask one of them for a 15-minute conversation about their team.`,
  );
  if (location.remote) {
    out.push(
      `Join the online communities (Slack, Discord, forums) around ${skillList || input.familyLabel}; remote roles are often shared there before they reach the boards.`,
    );
  } else if (location.place) {
    out.push(
      `Find a ${skillList || input.familyLabel} meetup or industry event in ${location.place} this month (Meetup and Eventbrite list them) and follow up within two days with anyone you met.`,
    );
  }
  if (input.student || (levels.includes('entry') && !levels.includes('senior'))) {
    out.push(
      'Ask your university careers service and alumni network for introductions: alumni at target companies often refer graduates and juniors.',
    );
  } else if (levels.includes('senior')) {
    out.push(
      'Tell former managers and colleagues you are looking: most senior roles are filled through referrals and recruiters before they are advertised.',
    );
  }
  if (input.recentCompany) {
    out.push(
      `Reconnect with former colleagues from ${input.recentCompany}: people who have worked with you can refer you with credibility.`,
    );
  }
  return out;
}
