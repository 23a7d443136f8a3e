import {
  DEFAULT_JOB_LOCATION,
  JOB_TITLE_CANDIDATES,
  JOB_TITLE_FALLBACK,
  JOB_TITLE_SKILL_SUFFIX,
  type JobTitleCandidate,
} from '@careerloom/contract';

/**
 * Keywords that point to each candidate title. Matched as whole words or phrases, case-insensitive,
 * in the user's bio and skills. The spec lists the candidates but not the keywords or their order,
 * so the candidates are tried in the spec's order and keywords stay specific: a bare "analyst"
 * would send every financial analyst to "business analyst", which comes first.
 */
const KEYWORDS: Record<JobTitleCandidate, readonly string[]> = {
  'software engineer': [
    'software',
    'developer',
    'engineer',
    'engineering',
    'programming',
    'programmer',
    'coding',
    'javascript',
    'typescript',
    'java',
    'react',
  ],
  'data scientist': [
    'data science',
    'data scientist',
    'machine learning',
    'deep learning',
    'statistics',
    'statistical',
  ],
  'product manager': ['product manager', 'product management', 'product owner', 'roadmap', 'roadmaps'],
  'UX designer': ['ux', 'ui', 'user experience', 'user research', 'design', 'designer', 'figma'],
  'marketing specialist': ['marketing', 'seo', 'social media', 'brand', 'branding', 'campaigns'],
  'sales representative': ['sales', 'selling', 'business development', 'account executive', 'quota'],
  'business analyst': ['business analyst', 'business analysis', 'requirements gathering', 'process improvement'],
  consultant: ['consultant', 'consulting', 'advisory'],
  educator: ['educator', 'education', 'teacher', 'teaching', 'tutor', 'tutoring', 'instructor', 'curriculum'],
  'healthcare professional': ['healthcare', 'health care', 'nurse', 'nursing', 'medical', 'clinical', 'patient care'],
  'financial analyst': ['financial', 'finance', 'accounting', 'investment', 'investments', 'banking'],
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = JOB_TITLE_CANDIDATES.map(
  (title) =>
    [title, new RegExp(`(?<![a-z0-9])(${KEYWORDS[title].map(escapeRegExp).join('|')})(?![a-z0-9])`, 'i')] as const,
);

/**
 * The default job-title preference (part 2 section 5): the first candidate whose keywords appear in
 * the bio or skills; otherwise the first skill plus ' specialist'; otherwise 'professional
 * opportunities'.
 */
export function defaultJobTitle(bio: string, skills: readonly string[]): string {
  const text = `${bio}\n${skills.join('\n')}`;
  for (const [title, pattern] of PATTERNS) if (pattern.test(text)) return title;
  const first = skills.map((s) => s.trim()).find(Boolean);
  return first ? `${first}${JOB_TITLE_SKILL_SUFFIX}` : JOB_TITLE_FALLBACK;
}

/** The default location (part 2 section 5): the user's location, or 'remote'. */
export function defaultJobLocation(location: string): string {
  return location.trim() || DEFAULT_JOB_LOCATION;
}
