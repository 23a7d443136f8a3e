import type { OpportunitySearchPlan } from '@careerloom/contract';
import { inferRoleFamily } from '../interview/role-family';
import { type CandidateLevel, type RoleFamily, TECH_FAMILIES } from '../interview/types';
import { listInWords } from '../text/list-in-words';
import { familyFromSkills, familySkills } from './family-skills';
import { networkingSuggestions } from './networking';
import { recommendBoards } from './recommend-boards';
import { baseTitle, excludedSeniority, FAMILY_TITLES, relatedTitles, seniorityVariants } from './role-titles';
import { parseExperience, parseLocation, parseSectors, type SearchLocation } from './search-context';
import { buildSearchQueries } from './search-queries';

/** What the latest resume tells the search, when the person has stored one. */
export interface ResumeFacts {
  skills: readonly string[];
  recentTitle?: string | undefined;
  recentCompany?: string | undefined;
  yearsOfExperience?: number | undefined;
}

export interface OpportunitySearchInput {
  keywords: string;
  location: string;
  experience: string;
  /** The career engine's skill extractor, as canonical names. */
  extractSkills: (text: string) => string[];
  resume?: ResumeFacts | undefined;
}

const FAMILY_LABELS: Partial<Record<RoleFamily, string>> = {
  'software-engineering': 'software engineering',
  'data-science': 'data science and analytics',
  'data-engineering': 'data engineering',
  'devops-sre': 'DevOps and SRE',
  qa: 'QA and testing',
  'product-management': 'product management',
  'project-management': 'project management',
  'ux-design': 'UX and product design',
  'customer-success': 'customer success and support',
  'hr-recruiting': 'HR and recruiting',
  'retail-customer-service': 'retail and customer service',
  'food-hospitality': 'food service and hospitality',
  'warehouse-logistics': 'warehouse, logistics and driving',
  'skilled-trades': 'skilled trades',
  'care-support': 'care and support',
  'cleaning-facilities-security': 'cleaning, facilities and security',
  'office-admin': 'office administration',
  general: 'your field',
};
export const familyLabel = (family: RoleFamily) => FAMILY_LABELS[family] ?? family.replace(/-/g, ' ');

/** Families whose jobs are mostly first posted on startups' applicant tracking systems. */
const STARTUP_FAMILIES: ReadonlySet<RoleFamily> = new Set([
  ...TECH_FAMILIES,
  'product-management',
  'ux-design',
  'marketing',
  'sales',
  'customer-success',
]);

const LEVEL_PHRASE: Record<string, string> = {
  entry: 'entry',
  mid: 'mid',
  senior: 'senior',
  'entry,mid': 'entry to mid',
  'mid,senior': 'mid to senior',
  'entry,mid,senior': 'any',
};

const ORDER: readonly CandidateLevel[] = ['entry', 'mid', 'senior'];

function levelOfYears(years: number): CandidateLevel {
  return years <= 2 ? 'entry' : years <= 6 ? 'mid' : 'senior';
}

function whereSentence(location: SearchLocation): string {
  if (location.remote) {
    return `Filter every board to remote roles${
      location.place ? ` open to candidates in ${location.place}` : ''
    } and read each ad’s location line: most remote jobs hire in one country or time-zone band only.`;
  }
  if (location.place) {
    return `Search in or near ${location.place}, including hybrid roles within commuting distance, and set alerts there so new postings reach you in the first days, when applications count most.`;
  }
  return 'Add a location, or “remote”, to narrow the boards and searches to where you can work.';
}

/**
 * Plans a job search from the search tab's three fields and the latest resume: the role family
 * and the skills in the keywords (career engine), the levels and location, then a guidance
 * paragraph (titles to search with seniority variants, what of the resume to lead with, the gaps
 * to close), job boards chosen for this search, networking steps and boolean search strings.
 * Deterministic: the same input gives the same plan.
 */
export function planOpportunitySearch(input: OpportunitySearchInput): OpportunitySearchPlan {
  const keywords = input.keywords.trim();
  const skills = input.extractSkills(keywords);
  let family = inferRoleFamily(keywords);
  if (family === 'general' && skills.length > 0) family = familyFromSkills(skills);
  const title = baseTitle(keywords) ?? (FAMILY_TITLES[family][0] as string);
  const { levels, student } = parseExperience(input.experience, keywords);
  const location = parseLocation(input.location);
  const sectors = parseSectors(`${keywords} ${input.experience}`);
  // Without a family, the person's own title is the clearest name for the roles.
  const label = family === 'general' ? title : familyLabel(family);

  const variants = seniorityVariants(title, family, levels, student);
  // The general family's titles ("Coordinator", "Specialist") are too vague to suggest.
  const related = family === 'general' ? [] : relatedTitles(family, title);
  // The general family's interview skills are soft skills (teamwork, communication): true of
  // every role, so they make neither useful search terms nor gaps.
  const typical = family === 'general' ? [] : familySkills(family);
  const resume = input.resume;
  const resumeSkills = new Set((resume?.skills ?? []).map((s) => s.toLowerCase()));
  const wanted = [...new Set([...skills, ...typical])];
  const shown = wanted.filter((s) => resumeSkills.has(s.toLowerCase()));
  const gaps = wanted.filter((s) => !resumeSkills.has(s.toLowerCase()));

  const levelPhrase = LEVEL_PHRASE[levels.join(',')] ?? levels.join(' to ');
  const guidance: string[] = [
    `Focus on ${label} ${levelPhrase === 'any' ? 'roles at every level' : `roles at ${levelPhrase} level`}.`,
    whereSentence(location),
    `Search these titles: ${listInWords(variants.map((v) => `“${v}”`))}${
      related.length ? `; the same work is also posted as ${listInWords(related)}` : ''
    }.`,
  ];
  if (skills.length > 0) {
    guidance.push(
      `Use the skills in your keywords (${listInWords(skills)}) in every search and in your profile headline.`,
    );
  }
  if (resume) {
    const recent = [resume.recentTitle, resume.recentCompany].filter(Boolean).join(' at ');
    if (shown.length > 0) {
      guidance.push(
        `Your latest resume${recent ? ` (most recently ${recent})` : ''} shows ${listInWords(shown.slice(0, 6))}: lead with them in your summary and first bullets, each with a result you can quantify.`,
      );
    } else {
      guidance.push(
        `Your latest resume${recent ? ` (most recently ${recent})` : ''} does not yet name the skills ${label} postings look for; add the ones you have really used, in the postings’ own words.`,
      );
    }
    if (gaps.length > 0) {
      guidance.push(
        `It does not mention ${listInWords(gaps.slice(0, 5))}, which ${label} postings and interviews often ask about: add any you have used, or show how you are learning them (a course or a small project).`,
      );
    }
    if (resume.yearsOfExperience !== undefined) {
      const years = Math.round(resume.yearsOfExperience);
      const own = ORDER.indexOf(levelOfYears(resume.yearsOfExperience));
      const lowest = ORDER.indexOf(levels[0] as CandidateLevel);
      const highest = ORDER.indexOf(levels[levels.length - 1] as CandidateLevel);
      const ownLevel = ORDER[own] as CandidateLevel;
      if (own > highest) {
        guidance.push(
          `Your resume shows about ${years} years of experience, more than ${levelPhrase}-level postings usually ask for: include ${ownLevel}-level titles too, or say in your summary why this level is your aim.`,
        );
      } else if (own < lowest) {
        guidance.push(
          `Your resume shows about ${years} years of experience, less than ${levelPhrase}-level postings usually ask for: include ${ownLevel}-level titles too, and lead with your strongest results.`,
        );
      }
    }
  } else {
    guidance.push(
      'Add your resume in the Resume tab and this guidance will name which of your skills to lead with and which gaps to close.',
    );
  }
  if (levels.includes('entry') && !levels.includes('senior')) {
    guidance.push(
      'At entry level, apply in the first few days after a job is posted, and count internships, projects and coursework as experience.',
    );
  } else if (levels.includes('senior') && !levels.includes('entry')) {
    guidance.push(
      'At senior level, spend as much time on conversations (referrals, recruiters, former colleagues) as on applications.',
    );
  }

  const querySkills = skills.length > 0 ? [...skills, ...shown] : shown.length > 0 ? shown : typical;
  return {
    guidance: guidance.join(' '),
    recommended_boards: recommendBoards({ family, familyLabel: label, location, levels, student, sectors }),
    networking_suggestions: networkingSuggestions({
      family,
      familyLabel: label,
      title,
      skills: skills.length > 0 ? skills : shown,
      location,
      levels,
      student,
      recentCompany: resume?.recentCompany,
    }),
    search_queries: buildSearchQueries({
      titles: [title, ...related],
      variants,
      exclude: excludedSeniority(levels),
      skills: [...new Set(querySkills)],
      location,
      startupFamily: STARTUP_FAMILIES.has(family),
    }),
    skills,
  };
}
