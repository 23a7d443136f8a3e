import { type ProposedTitleInput, proposedJobTitle } from '@careerloom/career-engine';
import {
  DEFAULT_JOB_LOCATION,
  JOB_TITLE_CANDIDATES,
  JOB_TITLE_FALLBACK,
  JOB_TITLE_SKILL_SUFFIX,
  type JobTitleCandidate,
  type JobTitleSource,
} from '@careerloom/contract';

/**
 * Keywords that point to each candidate title. Matched as whole words or phrases, case-insensitive,
 * in the user's bio and skills. The spec lists the candidates but not the keywords or their order,
 * so keywords stay specific to the candidate's occupation: a bare "engineer" or "engineering" is
 * as likely a mechanical or civil engineer as a software one, a bare "design" a kitchen's menu, and
 * a bare "analyst" a financial analyst (rulings, "The default job title").
 */
const KEYWORDS: Record<JobTitleCandidate, readonly string[]> = {
  'software engineer': [
    'software',
    'developer',
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
  'UX designer': ['ux', 'ui', 'user experience', 'user research', 'ux designer', 'ui designer', 'figma'],
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
    [title, new RegExp(`(?<![a-z0-9])(${KEYWORDS[title].map(escapeRegExp).join('|')})(?![a-z0-9])`, 'gi')] as const,
);

/** A search title and where it came from. */
export type DefaultTitle = { title: string; source: JobTitleSource };

/**
 * The specification's keyword rule (part 2 section 5), used only when the person has no title of
 * their own: the candidate whose keywords appear most often (distinct keywords) in the bio and
 * skills, the spec's order breaking ties; otherwise the first skill plus ' specialist'; otherwise
 * 'professional opportunities'. Counting instead of taking the first hit keeps one stray word
 * ("Java" in an accountant's tool list) from outweighing what the rest of the text says.
 */
export function keywordJobTitle(bio: string, skills: readonly string[]): DefaultTitle {
  const text = `${bio}\n${skills.join('\n')}`;
  let best: { title: string; hits: number } | null = null;
  for (const [title, pattern] of PATTERNS) {
    const hits = new Set([...text.matchAll(pattern)].map((m) => (m[1] ?? '').toLowerCase())).size;
    if (hits > 0 && (!best || hits > best.hits)) best = { title, hits };
  }
  if (best) return { title: best.title, source: 'keywords' };
  const first = skills.map((s) => s.trim()).find(Boolean);
  return first
    ? { title: `${first}${JOB_TITLE_SKILL_SUFFIX}`, source: 'skill' }
    : { title: JOB_TITLE_FALLBACK, source: 'fallback' };
}

/**
 * The default job-title preference (rulings, "The default job title"; decision 032): the person's
 * own title, cleaned but in their words (the profile's job title, else the newest resume's headline
 * or most recent role); only without one, the specification's keyword rule.
 */
export function defaultJobTitle(basis: ProposedTitleInput & { bio: string; skills: readonly string[] }): DefaultTitle {
  const own = proposedJobTitle(basis);
  return own ? { title: own.title, source: own.source } : keywordJobTitle(basis.bio, basis.skills);
}

/** The default location (part 2 section 5): the user's location, or 'remote'. */
export function defaultJobLocation(location: string): string {
  return location.trim() || DEFAULT_JOB_LOCATION;
}
