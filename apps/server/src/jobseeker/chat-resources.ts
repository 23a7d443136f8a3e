import type { ChatSource, JobseekerChatResponse } from '@careerloom/contract';
import type { AssistantIntent, IntentResult } from '../assistant/embedded/intent';
import type { KnowledgeArticle } from '../assistant/knowledge/knowledge-base';

type Resource = JobseekerChatResponse['resources'][number];
type Feature = { name: string; detail: string; needsResume?: boolean };

const ATS_ANALYSIS: Feature = {
  name: 'Resume tab: ATS analysis',
  detail:
    'Score your resume against a job description: required skills found and missing, weak bullets, and a 100-point breakdown.',
};
const COVER_LETTER: Feature = {
  name: 'Cover Letter tab',
  detail:
    'Draft a cover letter for a job description from the experience in your latest resume, with tips to finish it.',
  needsResume: true,
};
const INTERVIEW_PREP: Feature = {
  name: 'Interview tab: interview preparation',
  detail: 'Questions for your target role and company, what a good answer covers, and a guide drawn from your resume.',
};
const JOB_SEARCH: Feature = {
  name: 'Job Search tab: find opportunities',
  detail:
    'Job boards, titles to search, boolean search strings and networking steps chosen for your role, level and location.',
};

/** Our own tools that act on what a topic is about. */
const FEATURES: Partial<Record<AssistantIntent, Feature>> = {
  resume: ATS_ANALYSIS,
  ats: ATS_ANALYSIS,
  cover_letter: COVER_LETTER,
  interview: INTERVIEW_PREP,
  behavioral: INTERVIEW_PREP,
  job_search: JOB_SEARCH,
  remote_work: JOB_SEARCH,
  networking: JOB_SEARCH,
  career_change: JOB_SEARCH,
};

const MAX_ARTICLES = 4;

/** A source of the reply as a resource: knowledge-base articles by title with their summary, links as links. */
function fromSource(source: ChatSource, article: (slug: string) => KnowledgeArticle | undefined): Resource {
  if (/^https?:\/\//.test(source.ref)) return { name: source.title, url: source.ref };
  if (source.ref.startsWith('kb:')) {
    const summary = article(source.ref.slice(3))?.summary;
    return summary ? { name: source.title, detail: summary } : { name: source.title };
  }
  return { name: source.title };
}

/**
 * The resources under a reply: the knowledge-base articles it was composed from, then the job
 * seeker tools for its topic (and its secondary topic), noting when a tool needs a resume first.
 */
export function chatResources(
  sources: readonly ChatSource[],
  intent: IntentResult,
  options: { hasResume: boolean; article: (slug: string) => KnowledgeArticle | undefined },
): Resource[] {
  const resources = sources.slice(0, MAX_ARTICLES).map((s) => fromSource(s, options.article));
  const features = [intent.intent, ...intent.secondary].map((i) => FEATURES[i]).filter((f) => f !== undefined);
  for (const feature of [...new Set(features)].slice(0, 2)) {
    const detail =
      feature.needsResume && !options.hasResume
        ? `Add your resume in the Resume tab first. ${feature.detail}`
        : feature.detail;
    resources.push({ name: feature.name, detail });
  }
  return resources;
}
