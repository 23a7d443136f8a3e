import { CHAT_INTENTS, type ChatIntent } from '@careerloom/contract';

/**
 * Keywords that point a question at one of the six intents of part 1 section 4. A keyword matches
 * at the start of a word, so 'negotiat' finds negotiate, negotiating and negotiation. Phrases count
 * double: 'job description' says more than 'job'.
 */
export const INTENT_KEYWORDS: Record<ChatIntent, readonly string[]> = {
  resume_analysis: [
    'resume',
    'résumé',
    'cv',
    'curriculum vitae',
    'ats',
    'applicant tracking',
    'bullet point',
    'cover letter',
    'portfolio',
    'summary section',
    'work history',
    'keyword',
    'formatting',
    'proofread',
  ],
  job_insights: [
    'job description',
    'job posting',
    'job ad',
    'posting',
    'responsibilit',
    'requirement',
    'qualification',
    'job title',
    'day in the life',
    'company culture',
    'culture',
    'employer',
    'team',
    'role',
    'good fit',
    'red flag',
  ],
  market_search: [
    'salary',
    'salaries',
    'pay',
    'compensation',
    'negotiat',
    'offer',
    'market',
    'demand',
    'hiring trend',
    'trend',
    'opening',
    'listing',
    'find jobs',
    'find a job',
    'job search',
    'search for jobs',
    'companies hiring',
    'who is hiring',
    'remote jobs',
    'layoff',
    'industry',
  ],
  calendar_optimization: [
    'calendar',
    'schedule',
    'scheduling',
    'meeting',
    'time management',
    'time block',
    'routine',
    'deadline',
    'productiv',
    'availability',
    'this week',
    'plan my',
    'reminder',
    'follow up',
    'follow-up',
  ],
  career_guidance: [
    'career',
    'change careers',
    'career change',
    'switch',
    'pivot',
    'promotion',
    'growth',
    'upskill',
    'skill',
    'learn',
    'certification',
    'course',
    'mentor',
    'network',
    'linkedin',
    'path',
    'next step',
    'goal',
    'visa',
    'work permit',
    'sponsor',
    'burnout',
    'motivation',
  ],
  interview_prep: [
    'interview',
    'behavioral',
    'behavioural',
    'star method',
    'mock',
    'practice',
    'phone screen',
    'recruiter call',
    'screening call',
    'technical round',
    'whiteboard',
    'case study',
    'tell me about yourself',
    'weakness',
    'strength',
    'questions to ask',
    'thank you note',
    'thank-you',
  ],
};

/** Interim acknowledgements shown 300 ms after sending, while the real answer is on its way. */
export const INTENT_ACKNOWLEDGEMENTS: Record<ChatIntent | 'general', readonly string[]> = {
  resume_analysis: [
    'Looking at this from a recruiter’s side: structure, keywords and measurable impact…',
    'Checking what applicant tracking systems and hiring managers look for here…',
    'Let me work through your resume question, section by section…',
  ],
  job_insights: [
    'Reading between the lines of the role: what they really need and how you fit…',
    'Pulling together what this kind of role involves day to day…',
    'Let me break down the role and its requirements for you…',
  ],
  market_search: [
    'Checking the market picture: demand, pay ranges and where the openings are…',
    'Let me look at what the market says about this…',
    'Gathering market data and search angles for you…',
  ],
  calendar_optimization: [
    'Let me shape a schedule that leaves room for the work that moves your search forward…',
    'Working out how to fit this into your week…',
    'Planning the time blocks for this…',
  ],
  career_guidance: [
    'Thinking through your options and the next concrete step…',
    'Let me map out a path for this…',
    'Weighing where you are now against where you want to go…',
  ],
  interview_prep: [
    'Getting your interview preparation together: likely questions and strong answers…',
    'Let me put together how to approach this interview…',
    'Preparing some STAR-shaped answers and questions you can ask…',
  ],
  general: [
    'Good question, let me think that through…',
    'On it, putting together a useful answer…',
    'Let me look into that for you…',
  ],
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type IntentMatcher = { intent: ChatIntent; patterns: { re: RegExp; weight: number }[] };

// Compiled on the first message, not when the assistant's chunk loads: a few hundred Unicode-aware
// regular expressions are ~15 ms of main thread on a phone, which the page's load then paid for.
let matchers: IntentMatcher[] | undefined;
const buildMatchers = (): IntentMatcher[] =>
  CHAT_INTENTS.map((intent) => ({
    intent,
    patterns: INTENT_KEYWORDS[intent].map((kw) => ({
      re: new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(kw)}`, 'iu'),
      weight: kw.includes(' ') ? 2 : 1,
    })),
  }));

/**
 * The intent of a message by keyword score; ties go to the earlier intent of CHAT_INTENTS, and a
 * message with no keyword is 'general'.
 */
export function classifyIntent(text: string): ChatIntent | 'general' {
  let best: ChatIntent | 'general' = 'general';
  let bestScore = 0;
  matchers ??= buildMatchers();
  for (const { intent, patterns } of matchers) {
    let score = 0;
    for (const { re, weight } of patterns) if (re.test(text)) score += weight;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}
