import type { UserProfile } from '@careerloom/contract';

/**
 * A real question and the knowledge-base topic tags a good answer draws on: at least one of the
 * reply's top sources must carry one of `topics`. Phrasing is deliberately messy (typos, chat
 * shorthand, no punctuation), as people type into a chat box.
 */
export type QualityQuestion = { question: string; topics: readonly string[]; profile?: UserProfile };

/** The 40 questions of the embedded engine's quality test (`embedded-engine.test.ts`). */
export const QUALITY_QUESTIONS: readonly QualityQuestion[] = [
  // Resumes and ATS
  { question: 'is 2 pages ok for my cv', topics: ['resume'] },
  { question: 'how do I write resume bullet points with numbers when my job has no metrics', topics: ['resume'] },
  { question: 'what should a new grad put on a resume with no experience', topics: ['resume', 'students'] },
  { question: 'my resume keeps getting rejected by ats systems, what am i doing wrong?', topics: ['ats'] },
  { question: 'how to explain a 2 year gap in my resume after having a baby', topics: ['resume', 'career-change'] },
  // Cover letters
  { question: 'should i even bother writing a cover letter', topics: ['cover-letter'] },
  { question: 'how do i start a cover letter without saying "I am writing to apply"', topics: ['cover-letter'] },
  // Interviews and behavioural questions
  { question: 'how do i answer tell me abt yourself', topics: ['interview'] },
  { question: "what's STAR", topics: ['star-method', 'behavioral'] },
  { question: 'whats a good answer for my greatest weakness', topics: ['interview', 'behavioral'] },
  { question: 'tell me about a time you had a conflict with a coworker - how to answer?', topics: ['behavioral'] },
  { question: 'interveiw tomorrow, how should i prepare??', topics: ['interview'] },
  { question: 'good questions to ask at the end of an interview', topics: ['interview'] },
  { question: 'how to prepare for a coding interview in 2 weeks', topics: ['technical-interview'] },
  { question: 'thank you email after interview - is it still a thing?', topics: ['interview', 'follow-up'] },
  // Pay, offers and negotiation
  { question: 'can I negotiate a new grad offer', topics: ['negotiation', 'offer'] },
  { question: 'what do i say when they ask my salary expectations on the first call', topics: ['salary'] },
  { question: 'how do i negociate my sallary', topics: ['negotiation', 'salary'] },
  { question: 'what are RSUs and how does vesting work', topics: ['equity'] },
  { question: 'i have 2 job offers how do i compare them', topics: ['offer'] },
  { question: 'should i accept a counteroffer from my current employer', topics: ['offer'] },
  // Job search and networking
  { question: 'how often should I follow up after applying for a job', topics: ['follow-up'] },
  { question: 'is it better to mass apply or send fewer tailored applications', topics: ['job-search', 'application'] },
  { question: 'how do i ask someone i barely know for a referral', topics: ['networking'] },
  { question: 'example cold message to a recruiter on linkedin', topics: ['networking', 'linkedin'] },
  { question: 'networking tips for introverts who hate small talk', topics: ['networking'] },
  { question: 'linkedin headline ideas for a data analyst', topics: ['linkedin'] },
  // Career change and growth
  { question: 'how do I switch careers from teaching to UX design', topics: ['career-change'] },
  { question: 'how to ask my boss for a promotion', topics: ['career-growth'] },
  { question: 'how to ask for a raise without sounding greedy', topics: ['salary', 'career-growth'] },
  { question: 'i was laid off yesterday, what should i do first', topics: ['wellbeing', 'workplace'] },
  { question: 'feeling burnt out after applying to hundreds of jobs', topics: ['wellbeing'] },
  // Visas and remote work
  { question: 'H1B transfer when changing jobs?', topics: ['visa', 'work-authorization'] },
  { question: 'what is OPT and STEM OPT', topics: ['visa', 'work-authorization'] },
  {
    question: 'how do i find companies that will sponsor my visa',
    topics: ['visa', 'work-authorization'],
    profile: { location: 'Toronto', visaRequirements: 'Needs sponsorship to work in the US' },
  },
  { question: 'can i work remotely from another country for a us company', topics: ['remote-work', 'visa'] },
  { question: 'where do i find legit remote jobs', topics: ['remote-work'] },
  // Recruiting and hiring
  { question: 'how to write a job description that attracts diverse candidates', topics: ['recruiting'] },
  {
    question: 'how do I run structured interviews with scorecards',
    topics: ['recruiting', 'hiring'],
    profile: { role: 'recruiter' },
  },
  { question: 'boolean search strings to source software engineers', topics: ['recruiting'] },
];
