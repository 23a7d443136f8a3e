import {
  type OccupationMatch,
  type ProposedTitleInput,
  proposedJobTitle,
  resolveOccupation,
} from '@careerloom/career-engine';
import {
  DEFAULT_JOB_LOCATION,
  JOB_TITLE_CANDIDATES,
  JOB_TITLE_FALLBACK,
  JOB_TITLE_SKILL_SUFFIX,
  type JobTitleCandidate,
  type JobTitleSource,
} from '@careerloom/contract';
import { escapeRegExp } from '../../lib/escape-regexp';

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

const PATTERNS = JOB_TITLE_CANDIDATES.map(
  (title) =>
    [title, new RegExp(`(?<![a-z0-9])(${KEYWORDS[title].map(escapeRegExp).join('|')})(?![a-z0-9])`, 'gi')] as const,
);

/** A search title and where it came from. */
export type DefaultTitle = { title: string; source: JobTitleSource };

/** The SOC major group of each candidate ('software engineer' 15, 'financial analyst' 13). */
let candidateGroups: Map<string, string | null> | undefined;
function candidateGroup(title: string): string | null {
  candidateGroups ??= new Map(JOB_TITLE_CANDIDATES.map((t) => [t, resolveOccupation(t)?.majorGroup ?? null]));
  return candidateGroups.get(title) ?? null;
}

/**
 * Skills that say nothing of a person's occupation: office software, typing, and the soft skills
 * every resume lists. "Microsoft Word specialist" is no search for an advocate.
 */
const GENERIC_SKILL =
  /^(?:(?:ms|microsoft)[\s-]*(?:office|word|excel|power\s?point|outlook|windows|cit)?|ms[\s-]*cit|office|word|excel|power\s?point|outlook|windows(?:\s+\w+)?|internet(?:\s+\w+)?|e-?mail|typing|typewriting|data\s+entry|computer(?:\s+(?:basics|knowledge|skills|literacy))?|basic\s+computer(?:\s+\w+)?|communication(?:\s+skills?)?|(?:good|excellent|effective|verbal|written|interpersonal)\b.*|team\s?work|team\s+player|work\s+ethic|hard[\s-]?work(?:ing|er)?|quick\s+learner|leadership|time\s+management|problem[\s-]solving|multi-?tasking|self[\s-]motivated|punctual(?:ity)?|english|hindi|languages?|administration|operations|management)$/i;
/** Parser debris that is not a skill at all ("company - own practice", "description - ..."). */
const NOT_A_SKILL = /^(?:company|description|project|client|role|duration|environment)\b\s*[-–:]?|[|•]|^\W*$/i;

/** The first skill that names a field of work: not generic (GENERIC_SKILL), not debris, a few words. */
function telling(skills: readonly string[]): string | undefined {
  const named = skills.map((s) => s.trim()).filter((s) => s && !NOT_A_SKILL.test(s) && s.split(/\s+/).length <= 4);
  return named.find((s) => !GENERIC_SKILL.test(s)) ?? named[0] ?? skills.map((s) => s.trim()).find(Boolean);
}

/**
 * The specification's keyword rule (part 2 section 5), used only when the person has no title of
 * their own: the candidate whose keywords appear most often (distinct keywords) in the bio and
 * skills, the spec's order breaking ties; otherwise the first skill that names a field of work
 * (not "Microsoft Word" or "Communication", see GENERIC_SKILL) plus ' specialist'; otherwise
 * 'professional opportunities'. Counting instead of taking the first hit keeps one stray word
 * ("Java" in an accountant's tool list) from outweighing what the rest of the text says. Given the
 * occupation a resume points to, only candidates of its SOC major group may win: a dietitian's
 * "medical" may say 'healthcare professional', an HR manager's "insurance, medical" may not.
 */
export function keywordJobTitle(
  bio: string,
  skills: readonly string[],
  occupation?: Pick<OccupationMatch, 'majorGroup'> | null,
): DefaultTitle {
  const text = `${bio}\n${skills.join('\n')}`;
  let best: { title: string; hits: number } | null = null;
  for (const [title, pattern] of PATTERNS) {
    if (occupation && candidateGroup(title) !== occupation.majorGroup) continue;
    const hits = new Set([...text.matchAll(pattern)].map((m) => (m[1] ?? '').toLowerCase())).size;
    if (hits > 0 && (!best || hits > best.hits)) best = { title, hits };
  }
  if (best) return { title: best.title, source: 'keywords' };
  const first = telling(skills);
  return first
    ? { title: `${first}${JOB_TITLE_SKILL_SUFFIX}`, source: 'skill' }
    : { title: JOB_TITLE_FALLBACK, source: 'fallback' };
}

/**
 * The default job-title preference (rulings, "The default job title"; decision 032): the person's
 * own title, cleaned but in their words (the profile's job title, else the newest resume's headline
 * or most recent role); without one, the occupation the resume points to (its degree, objective
 * and skills), which a keyword candidate from another SOC major group cannot displace; only with
 * nothing to infer from, the specification's keyword rule.
 */
export function defaultJobTitle(basis: ProposedTitleInput & { bio: string; skills: readonly string[] }): DefaultTitle {
  const own = proposedJobTitle(basis);
  if (!own) return keywordJobTitle(basis.bio, basis.skills);
  if (own.source === 'resume-inferred' && own.evidence?.[0] === 'degree' && own.occupation) {
    // A degree alone is the weakest evidence: a keyword candidate of the same major group says
    // more ("data scientist" for a computer-applications graduate who writes about models).
    const keyword = keywordJobTitle(basis.bio, basis.skills, own.occupation);
    if (keyword.source === 'keywords') return keyword;
  }
  return { title: own.title, source: own.source };
}

/** The default location (part 2 section 5): the user's location, or 'remote'. */
export function defaultJobLocation(location: string): string {
  return location.trim() || DEFAULT_JOB_LOCATION;
}
