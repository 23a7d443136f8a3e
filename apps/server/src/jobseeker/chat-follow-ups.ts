import type { AssistantIntent, IntentResult } from '../assistant/embedded/intent';

/** A follow-up question; `withRole` is used instead when we know the person's role. */
type FollowUp = { text: string; withRole?: string };

const STARTERS: readonly FollowUp[] = [
  { text: 'How can I make my resume stand out?', withRole: 'What should a {role} resume highlight?' },
  { text: 'How do I prepare for a job interview?', withRole: 'How do I prepare for a {role} interview?' },
  { text: 'Which job boards should I use?', withRole: 'Which job boards are best for {role} roles?' },
  { text: 'How do I ask for a referral?' },
];

/**
 * Questions that naturally come next on each topic, each answerable by the knowledge base or one of
 * the job seeker tools. Small talk and off-topic messages get the starters.
 */
const FOLLOW_UPS: Record<AssistantIntent, readonly FollowUp[]> = {
  greeting: STARTERS,
  thanks: STARTERS,
  about_assistant: STARTERS,
  out_of_scope: STARTERS,
  general_career: STARTERS,
  resume: [
    { text: 'How do I quantify achievements on my resume?' },
    {
      text: 'How do I tailor my resume to a job description?',
      withRole: 'Which skills should a {role} resume lead with?',
    },
    { text: 'How long should my resume be?' },
    { text: 'How do I explain an employment gap on my resume?' },
    { text: 'What are the most common resume mistakes?' },
  ],
  ats: [
    { text: 'Which resume formats can applicant tracking systems read?' },
    { text: 'How do I choose keywords from a job posting?' },
    { text: 'Do applicant tracking systems reject resumes automatically?' },
    { text: 'Should I send my resume as a PDF or a Word file?' },
  ],
  cover_letter: [
    { text: 'How do I open a cover letter?' },
    { text: 'How long should a cover letter be?' },
    { text: 'How do I write a cover letter for a career change?' },
    { text: 'Should I send a cover letter when it is optional?' },
  ],
  interview: [
    { text: 'How do I answer “Tell me about yourself”?' },
    { text: 'What questions should I ask at the end of an interview?' },
    { text: 'What technical questions should I expect?', withRole: 'What questions come up in {role} interviews?' },
    { text: 'How do I answer “What is your greatest weakness”?' },
    { text: 'Should I send a thank-you note after an interview?' },
  ],
  behavioral: [
    { text: 'How do I structure an answer with the STAR method?' },
    { text: 'How do I answer “Tell me about a time you failed”?' },
    { text: 'How do I answer a question about a conflict with a colleague?' },
    { text: 'How do I talk about leading a project under a tight deadline?' },
  ],
  salary_negotiation: [
    { text: 'How do I answer “What are your salary expectations”?' },
    { text: 'How do I research the pay range for a role?', withRole: 'How do I research the pay range for a {role}?' },
    { text: 'How do I negotiate a higher offer without losing it?' },
    { text: 'Can I negotiate more than the base salary?' },
  ],
  offer: [
    { text: 'How do I compare two job offers?' },
    { text: 'How do I ask for more time to decide on an offer?' },
    { text: 'How do stock options and RSUs work?' },
    { text: 'How do I turn down an offer politely?' },
  ],
  job_search: [
    { text: 'Which job boards should I use?', withRole: 'Which job boards are best for {role} roles?' },
    { text: 'How do I find jobs that are never advertised?' },
    { text: 'How should I follow up after applying?' },
    { text: 'How many applications should I send each week?' },
    { text: 'How do I look for a job while I am still employed?' },
  ],
  networking: [
    { text: 'How do I ask for a referral?' },
    { text: 'How do I set up an informational interview?' },
    { text: 'What should a cold message to someone at a target company say?' },
    { text: 'How do I keep in touch with my network?' },
  ],
  linkedin: [
    {
      text: 'How do I write a strong LinkedIn headline?',
      withRole: 'What should my LinkedIn headline say as a {role}?',
    },
    { text: 'How do recruiters find candidates on LinkedIn?' },
    { text: 'Should I turn on Open to Work?' },
    { text: 'What should my LinkedIn About section say?' },
  ],
  career_change: [
    { text: 'How do I find my transferable skills?' },
    { text: 'How do I explain a career change in an interview?' },
    { text: 'How do I write a resume for a career change?' },
    { text: 'How do I choose the right target role for a career change?' },
  ],
  visa: [
    { text: 'How do I find employers that sponsor visas?' },
    { text: 'When should I tell a recruiter that I need sponsorship?' },
    { text: 'What is the EU Blue Card?' },
    { text: 'How does Canada’s Express Entry work?' },
  ],
  remote_work: [
    { text: 'How do I find genuine remote jobs?' },
    { text: 'How do I stand out when applying for remote jobs?' },
    { text: 'How do I spot remote job scams?' },
    { text: 'How do I show I can work well asynchronously?' },
  ],
  recruiting: [
    { text: 'How do I write an inclusive job description?' },
    { text: 'How do I run a structured interview?' },
    { text: 'How do I build an interview scorecard?' },
    { text: 'How do I reduce time to hire?' },
  ],
  career_growth: [
    { text: 'How do I ask for a promotion?' },
    { text: 'How do I prepare for my performance review?' },
    { text: 'What should I focus on in my first 90 days in a new job?' },
    { text: 'How do I ask for a raise?' },
  ],
  wellbeing: [
    { text: 'How do I deal with job search burnout?' },
    { text: 'How do I handle rejection after an interview?' },
    { text: 'How do I stay motivated during a long job search?' },
    { text: 'What should I do first after a layoff?' },
  ],
};

/** Where a conversation usually goes next: after the resume the letter, after the interview the offer. */
const NEXT_TOPIC: Partial<Record<AssistantIntent, readonly AssistantIntent[]>> = {
  resume: ['ats', 'cover_letter'],
  ats: ['resume', 'cover_letter'],
  cover_letter: ['interview', 'resume'],
  interview: ['behavioral', 'salary_negotiation'],
  behavioral: ['interview', 'salary_negotiation'],
  salary_negotiation: ['offer'],
  offer: ['salary_negotiation', 'career_growth'],
  job_search: ['networking', 'resume'],
  networking: ['linkedin', 'job_search'],
  linkedin: ['networking', 'job_search'],
  career_change: ['resume', 'networking'],
  visa: ['job_search'],
  remote_work: ['job_search', 'interview'],
  career_growth: ['salary_negotiation'],
  wellbeing: ['job_search', 'networking'],
};

const STOP_WORDS = new Set(
  'about after also been could does from have into just like more most much other over should some than that their them then there these they this what when where which while will with would your yours how can'.split(
    ' ',
  ),
);
const contentWords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 3 && !STOP_WORDS.has(w)),
  );

/** Whether a suggestion mostly repeats what the person just asked. */
function repeats(suggestion: string, asked: Set<string>): boolean {
  const words = contentWords(suggestion);
  if (words.size === 0) return false;
  const shared = [...words].filter((w) => asked.has(w)).length;
  return shared / words.size >= 0.6;
}

/** A small stable hash, so the same message always gets the same suggestions. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const rotate = <T>(items: readonly T[], by: number): T[] =>
  items.length === 0 ? [] : [...items.slice(by % items.length), ...items.slice(0, by % items.length)];

/**
 * Three or four follow-up prompts for a message: two more on its topic, one on its secondary topic
 * (or a third on the main one), and one on where the conversation usually goes next. Prompts that
 * repeat the question are skipped; with a known role, prompts name it. The choice rotates with
 * the message, so different questions on one topic get different prompts.
 */
export function suggestFollowUps(message: string, intent: IntentResult, role?: string | undefined): string[] {
  const seed = seedOf(message.trim().toLowerCase());
  const primary = rotate(FOLLOW_UPS[intent.intent], seed);
  const secondaryIntent = intent.secondary.find((i) => i !== intent.intent);
  const secondary = secondaryIntent ? rotate(FOLLOW_UPS[secondaryIntent], seed >>> 3) : [];
  const nextTopics = NEXT_TOPIC[intent.intent] ?? [];
  const nextTopic = nextTopics[seed % Math.max(1, nextTopics.length)];
  const bridge = nextTopic && nextTopic !== secondaryIntent ? rotate(FOLLOW_UPS[nextTopic], seed >>> 5) : [];
  const ordered = [
    ...primary.slice(0, 2),
    ...(secondary.length ? secondary.slice(0, 1) : primary.slice(2, 3)),
    ...bridge.slice(0, 1),
    ...primary.slice(2),
    ...secondary.slice(1),
    ...bridge.slice(1),
  ];
  const asked = contentWords(message);
  const wanted = FOLLOW_UPS[intent.intent] === STARTERS ? 3 : 4;
  const out: string[] = [];
  for (const followUp of ordered) {
    const text = role && followUp.withRole ? followUp.withRole.replace('{role}', role) : followUp.text;
    if (out.includes(text) || repeats(text, asked)) continue;
    out.push(text);
    if (out.length === wanted) break;
  }
  return out;
}
