import type { CandidateLevel, RoleFamily } from './types.js';

/**
 * Title patterns per family, most specific first: the first family whose pattern matches the title
 * wins, so "Security Engineer" is security and not software engineering, and "Instructional
 * Designer" is education and not UX. `general` has no pattern; it is the fallback.
 */
const FAMILY_PATTERNS: ReadonlyArray<readonly [RoleFamily, RegExp]> = [
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
    /\b(operations|supply chain|logistics|warehouse|procurement|purchasing|buyer|inventory|fulfil?ment|chief of staff|office manager|dispatcher|planner)\b/,
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
 * descriptions mention many neighbouring roles ("work closely with product and design").
 */
export function inferRoleFamily(title: string, description?: string): RoleFamily {
  const normalisedTitle = title.toLowerCase();
  for (const [family, pattern] of FAMILY_PATTERNS) {
    if (pattern.test(normalisedTitle)) return family;
  }
  if (description) {
    const text = description.toLowerCase();
    let best: RoleFamily = 'general';
    let bestHits = 0;
    for (const [family, pattern] of FAMILY_PATTERNS) {
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
