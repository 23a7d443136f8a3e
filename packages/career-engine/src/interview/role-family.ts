import { resolveOccupation } from '../occupations/resolve-occupation.js';
import { type CandidateLevel, FRONTLINE_FAMILIES, type RoleFamily } from './types.js';

/**
 * O*NET-SOC codes (as prefixes, the longest one that matches decides) of the frontline families.
 * A title the occupation resolver reads as one of these goes to that family: the resolver knows
 * O*NET's 50,000 titles ("package handler", "cna", "line cooks", "hvac tech"), so no keyword list
 * has to. Groups left out keep the keyword patterns below: "Customer Service Manager" is filed with
 * office supervisors (43-1011) and stays customer success; nurses (29) and medical assistants (31-9)
 * stay healthcare; sales representatives (41-3, 41-4) stay sales.
 */
const SOC_FAMILIES: ReadonlyArray<readonly [string, RoleFamily]> = [
  // 41 sales: shop-floor work only (supervisors, cashiers, counter and parts clerks, retail sales)
  ['41-1011', 'retail-customer-service'],
  ['41-2', 'retail-customer-service'],
  ['43-4051', 'retail-customer-service'],
  // 35 food preparation and serving, their managers, hotel desks, porters, concierges, room cleaners
  ['35-', 'food-hospitality'],
  ['11-9051', 'food-hospitality'],
  ['11-9081', 'food-hospitality'],
  ['43-4081', 'food-hospitality'],
  ['39-6011', 'food-hospitality'],
  ['39-6012', 'food-hospitality'],
  ['37-2012', 'food-hospitality'],
  // 53 transportation and material moving: supervisors, drivers, material movers; couriers and
  // shipping clerks (43-5). Air, rail and water crews (53-2, 53-4, 53-5) are not this work.
  ['53-1', 'warehouse-logistics'],
  ['53-3', 'warehouse-logistics'],
  ['53-7', 'warehouse-logistics'],
  ['43-5021', 'warehouse-logistics'],
  ['43-5052', 'warehouse-logistics'],
  ['43-5071', 'warehouse-logistics'],
  // 47 construction and extraction, 49 installation, maintenance and repair, 51-4 machinists and welders
  ['47-', 'skilled-trades'],
  ['49-', 'skilled-trades'],
  ['51-4', 'skilled-trades'],
  // 31-1 home health and personal care aides, nursing assistants; 39-9011 childcare; 39-9041
  // residential advisors; 21-1093 social and human service assistants
  ['31-1', 'care-support'],
  ['39-9011', 'care-support'],
  ['39-9041', 'care-support'],
  ['21-1093', 'care-support'],
  // 37 building and grounds cleaning, general maintenance, vehicle cleaners, security guards
  ['37-', 'cleaning-facilities-security'],
  ['49-9071', 'cleaning-facilities-security'],
  ['53-7061', 'cleaning-facilities-security'],
  ['33-9031', 'cleaning-facilities-security'],
  ['33-9032', 'cleaning-facilities-security'],
  ['33-9099.02', 'cleaning-facilities-security'],
  // 43 office support: receptionists, file clerks, secretaries and assistants, data entry, office clerks
  ['43-4071', 'office-admin'],
  ['43-4171', 'office-admin'],
  ['43-6', 'office-admin'],
  ['43-9021', 'office-admin'],
  ['43-9022', 'office-admin'],
  ['43-9061', 'office-admin'],
];

/**
 * Below this the resolver's reading is a guess ("Waiting Staff" as executive secretaries at 0.29,
 * "Shop Assistant" as bicycle repairers at 0.42) and the keyword patterns decide instead.
 */
const MIN_OCCUPATION_SCORE = 0.5;

/**
 * Words that name no kind of work alone: a title of only these ("Team Member", "Associate",
 * "Crew Member - Part Time") is read by its keywords and the description, not by the occupation
 * O*NET happens to list it under most ("Associate": stockers).
 */
const GENERIC_TITLE_WORDS = new Set(
  (
    'team member members crew staff associate associates assistant worker helper specialist agent representative ' +
    'rep operator technician tech clerk lead leader supervisor manager coordinator officer part time full ' +
    'temporary temp seasonal shift night nights day days weekend weekends general new remote hybrid onsite and of ' +
    'the a senior junior entry level i ii iii'
  ).split(' '),
);

/** Stockers and order fillers share a code (53-7065): the title's place says shop floor or warehouse. */
const SHOP_STOCK_RE = /\b(stock\w*|shelf|shelves|store|shop|retail|grocery|supermarket|merchandis\w*)\b/;
const WAREHOUSE_RE = /\b(warehouse|distribution|fulfil+ment|dc)\b/;

const FRONTLINE: ReadonlySet<RoleFamily> = new Set(FRONTLINE_FAMILIES);

/** The frontline family of the occupation a title names, or undefined when the title is not one. */
function occupationFamily(title: string): RoleFamily | undefined {
  const words = title.match(/[a-z]+/g) ?? [];
  if (words.every((w) => GENERIC_TITLE_WORDS.has(w))) return undefined;
  const match = resolveOccupation(title);
  if (!match || match.score < MIN_OCCUPATION_SCORE) return undefined;
  let family: RoleFamily | undefined;
  let longest = 0;
  for (const [prefix, f] of SOC_FAMILIES) {
    if (match.code.startsWith(prefix) && prefix.length > longest) {
      family = f;
      longest = prefix.length;
    }
  }
  if ((match.code.startsWith('53-7065') || match.code.startsWith('53-7062')) && !WAREHOUSE_RE.test(title)) {
    if (SHOP_STOCK_RE.test(title)) return 'retail-customer-service';
  }
  return family;
}

/**
 * Title patterns per family, most specific first: the first family whose pattern matches the title
 * wins, so "Security Engineer" is security and not software engineering, and "Instructional
 * Designer" is education and not UX. `general` has no pattern; it is the fallback. The frontline
 * families come first with the words that name their jobs, for titles the occupation resolver
 * misreads or does not know ("HGV Driver", "Carer", "Contact Centre Advisor") and for descriptions;
 * words as ambiguous as "server", "host" or "driver" alone are left to the resolver.
 */
const FAMILY_PATTERNS: ReadonlyArray<readonly [RoleFamily, RegExp]> = [
  [
    'care-support',
    /\b(caregivers?|care ?givers?|carers?|care (assistant|worker|aide|giver)s?|healthcare assistants?|health care assistants?|support workers?|direct support professionals?|home health aides?|personal care aides?|nursing assistants?|cnas?|patient care (technician|assistant)s?|childcare|child care|nann(y|ies)|nursery (nurse|practitioner|assistant)s?|au pairs?|babysitters?|domiciliary)\b/,
  ],
  [
    'food-hospitality',
    /\b(baristas?|waiters?|waitress(es)?|waiting staff|wait staff|bartenders?|bar staff|bussers?|line cooks?|prep cooks?|short order cooks?|kitchen (porter|assistant|hand|staff)s?|dishwashers?|chefs?|commis|food runners?|hostess(es)?|front of house|crew members?|fast food|housekeep\w*|room attendants?|hotel front desk|front desk agents?|night auditors?|bellhops?|concierges?)\b/,
  ],
  [
    'warehouse-logistics',
    /\b(forklift|reach truck|pickers?|packers?|picker ?\/ ?packer|order (picker|selector|filler)s?|package handlers?|material handlers?|warehouse (associate|worker|operative|assistant|operator|team member|clerk)s?|fulfil+ment (associate|worker)s?|loaders?|unloaders?|(truck|delivery|van|lorry|hgv|lgv|cdl(-a)?|bus|shuttle|route|courier|tractor[- ]trailer) drivers?|couriers?|delivery (associate|rider)s?|dock workers?)\b|^drivers?$/,
  ],
  [
    'skilled-trades',
    /\b(electricians?|plumbers?|plumbing|pipefitters?|hvac|heating engineers?|gas engineers?|carpenters?|joiners?|welders?|welding|mechanics?|machinists?|bricklayers?|masons?|roofers?|plasterers?|drywall|tilers?|glaziers?|millwrights?|boilermakers?|handym[ae]n|apprentices?|journeym[ae]n|tradesm[ae]n|tradesperson)\b/,
  ],
  [
    'cleaning-facilities-security',
    /\b(janitors?|janitorial|custodians?|custodial|cleaners?|cleaning|security guards?|security patrol|door supervisors?|bouncers?|loss prevention|caretakers?|groundskeepers?|maintenance (worker|assistant|technician|tech|person)s?|facilities (assistant|technician|attendant)s?)\b/,
  ],
  [
    'office-admin',
    /\b(receptionists?|front desk|administrative (assistant|officer|coordinator|clerk|support|associate)s?|admin (assistant|officer|coordinator|support)s?|office (manager|administrator|assistant|clerk|coordinator|supervisor)s?|secretar(y|ies)|data entry|clerical|typists?|personal assistants?|executive assistants?)\b/,
  ],
  [
    'retail-customer-service',
    /\b(cashiers?|checkout|till operators?|sales associates?|retail|shop assistants?|sales assistants?|stockers?|shelf stackers?|store (associate|team member|assistant)s?|customer service (rep|representative|advisor|adviser|agent|associate|assistant)s?|customer care (rep|representative|advisor|agent)s?|call cent(er|re)|contact cent(er|re))\b/,
  ],
  [
    'healthcare',
    /\b(nurse|nursing|rn|lpn|physician|doctor|surgeon|clinical|clinician|medical assistant|pharmacist|pharmacy|therapist|physiotherapist|dentist|dental|paramedic|midwife|caregiver|care assistant|phlebotomist|radiographer|sonographer|healthcare assistant)\b/,
  ],
  [
    'education',
    /\b(teacher|teaching|tutor|lecturer|professor|instructor|educator|instructional designer|curriculum|headteacher|principal teacher|teaching assistant|learning and development|l&d|trainer)\b/,
  ],
  [
    'security',
    /\b(security|secops|appsec|infosec|cyber ?security|cyber|penetration tester|pentester|soc analyst|threat|vulnerability)\b/,
  ],
  [
    'data-engineering',
    /\b(data engineer|analytics engineer|etl|data platform|data architect|big data|data warehouse)\b/,
  ],
  [
    'data-science',
    /\b(data scien\w*|machine learning|ml engineer|ml|ai engineer|data analyst|analytics|statistician|business intelligence|bi analyst|bi developer|research scientist|quantitative analyst|nlp|computer vision)\b/,
  ],
  [
    'qa',
    /\b(qa|quality assurance|tester|test engineer|test analyst|sdet|engineer in test|quality engineer|test automation)\b/,
  ],
  [
    'devops-sre',
    /\b(devops|dev ops|sre|site reliability|platform engineer|infrastructure|cloud engineer|cloud architect|systems administrator|sysadmin|system administrator|network engineer|release engineer|kubernetes)\b/,
  ],
  ['mobile', /\b(ios|android|mobile|flutter|react native|swift developer|kotlin developer)\b/],
  [
    'frontend',
    /\b(front[- ]?end|ui engineer|ui developer|web developer|react developer|react engineer|angular developer|vue developer|javascript developer|web engineer)\b/,
  ],
  [
    'backend',
    /\b(back[- ]?end|api engineer|api developer|server[- ]side|java developer|python developer|golang|node\.?js developer)\b/,
  ],
  [
    'ux-design',
    /\b(ux|ui\/ux|ux\/ui|user experience|designer|design lead|user researcher|ux researcher|interaction design)\b/,
  ],
  [
    'product-management',
    /\b(product manager|product owner|product lead|head of product|vp of product|director of product|product management|group product manager|cpo|pm)\b/,
  ],
  [
    'project-management',
    /\b(project manager|program manager|programme manager|scrum master|delivery manager|pmo|project coordinator|agile coach|project lead)\b/,
  ],
  [
    'customer-success',
    /\b(customer success|customer support|customer service|customer experience|client success|support specialist|support engineer|support agent|technical support|help ?desk|service desk|implementation manager|onboarding specialist)\b/,
  ],
  [
    'sales',
    /\b(sales|account executive|ae|business development|sdr|bdr|account manager|inside sales|sales development|key account|territory manager|partnerships manager)\b/,
  ],
  [
    'marketing',
    /\b(marketing|marketer|seo|sem|content strategist|content writer|copywriter|growth|brand|social media|communications|demand generation|public relations|pr manager)\b/,
  ],
  [
    'hr-recruiting',
    /\b(recruiter|recruiting|recruitment|talent|hr|human resources|people partner|people operations|people ops|hrbp|sourcer|compensation|benefits)\b/,
  ],
  [
    'accounting',
    /\b(accountant|accounting|bookkeeper|bookkeeping|auditor|audit|tax|payroll|accounts payable|accounts receivable|controller|cpa|ap specialist|ar specialist)\b/,
  ],
  [
    'finance',
    /\b(financ\w*|fp&a|investment|treasury|banker|banking|credit analyst|actuary|actuarial|equity research|portfolio manager|cfo|underwriter)\b/,
  ],
  ['consulting', /\b(consultant|consulting|advisory|strategy analyst|business analyst|management analyst)\b/],
  [
    'operations',
    /\b(operations|supply chain|logistics|warehouse|procurement|purchasing|buyer|inventory|fulfil?ment|chief of staff|dispatcher|planner)\b/,
  ],
  // Engineers of other disciplines are not software engineers: without a family of their own in the
  // question bank they take the general one, so "Electrical Engineer" is never sent to software boards.
  [
    'general',
    /\b(electrical|electronics?|mechanical|civil|chemical|structural|aerospace|industrial|manufacturing|process|biomedical|environmental|hardware|rf|optical|photonics|power|mechatronics|materials|nuclear|petroleum|geotechnical|facilities|field service) (design )?engineer(ing)?\b/,
  ],
  [
    'software-engineering',
    /\b(software|engineer|engineering|developer|programmer|swe|full[- ]?stack|architect|coder|cto)\b/,
  ],
];

/**
 * Infers a job's role family from its title, falling back to the description (the family with the
 * most pattern hits there) and finally to `general`. The title decides when it can, because
 * descriptions mention many neighbouring roles ("work closely with product and design"). A title
 * the occupation resolver reads as frontline work (SOC_FAMILIES) takes that family first, so a
 * "Security Guard" is not an information-security engineer nor a "Sales Associate" a quota seller.
 */
export function inferRoleFamily(title: string, description?: string): RoleFamily {
  return familyOf(title, description, true);
}

function familyOf(title: string, description: string | undefined, frontline: boolean): RoleFamily {
  const normalisedTitle = title.toLowerCase();
  const fromOccupation = frontline ? occupationFamily(normalisedTitle) : undefined;
  if (fromOccupation) return fromOccupation;
  const patterns = frontline ? FAMILY_PATTERNS : FAMILY_PATTERNS.filter(([family]) => !FRONTLINE.has(family));
  for (const [family, pattern] of patterns) {
    if (pattern.test(normalisedTitle)) return family;
  }
  if (description) {
    const text = description.toLowerCase();
    let best: RoleFamily = 'general';
    let bestHits = 0;
    for (const [family, pattern] of patterns) {
      const hits = text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
      // Strictly greater keeps the earlier, more specific family on ties.
      if (hits > bestHits) {
        best = family;
        bestHits = hits;
      }
    }
    // A single passing mention is not evidence enough to leave `general`.
    if (bestHits >= 2) return best;
  }
  return 'general';
}

/**
 * Infers seniority from a title: "Senior", "Staff", "Lead", "III" mean senior; "Junior", "Intern",
 * "Graduate", "I" mean entry; anything else is mid, the most common case.
 */
export function inferLevel(title: string): CandidateLevel {
  const t = title.toLowerCase();
  if (/\b(senior|sr\.?|principal|lead|head|director|vp|vice president|chief|iii|iv)\b/.test(t)) return 'senior';
  // "Staff" is a senior rank in engineering and research ("Staff Software Engineer"); a "Staff
  // Accountant", "Staff Nurse" or "Staff Writer" is a member of the staff, not senior.
  if (
    /\bstaff\s+(?:[a-z/-]+\s+){0,2}(engineer|developer|scientist|designer|architect|researcher|product manager)\b/.test(
      t,
    )
  )
    return 'senior';
  if (/\b(junior|jr\.?|intern|internship|graduate|grad|entry[- ]level|entry|trainee|apprentice|new grad)\b/.test(t)) {
    return 'entry';
  }
  // "Data Scientist I" is entry; the check is on the original case so the pronoun-like "i" in
  // other text cannot trigger it.
  if (/\bI$/.test(title.trim())) return 'entry';
  return 'mid';
}

/**
 * The family scoring and matching compare titles by: the families without the frontline ones, so a
 * barista and a housekeeper are as close as their O*NET occupations are (the taxonomy's closeness,
 * issue 33) rather than one broad family apart. The frontline families exist to choose interview
 * questions; as families for matching they were too broad (RJDB: a matched resume above its twin
 * 91.0% -> 90.4%, at 70 or more 83.9% -> 83.6%).
 */
export function scoringFamily(title: string, description?: string): RoleFamily {
  return familyOf(title, description, false);
}
