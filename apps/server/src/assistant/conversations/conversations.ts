import type { Conversation } from './run-conversations';

/** Replies that leak unrelated articles: the immigration guide's "Programmes managed through Express Entry". */
const IMMIGRATION = /Express Entry|immigration/i;
/** Filler that means the assistant did not answer. */
const GAVE_UP = /not confident I have solid material|don't have (reliable|a good|solid) (material|guide)|won't guess/i;
/** A number the assistant would have had to invent in a bullet rewrite. */
const INVENTED_METRIC = /\b\d+\s?%|\$\s?\d|\b\d+x\b/;

/**
 * The conversation suite: questions job seekers actually ask, several with follow-ups, each with
 * what a good answer must contain and must not. Written by the team, not generated from the
 * engine's output; `conversations.test.ts` runs it on the embedded engine over seeded postings
 * (`seed-postings.ts`) and `bench/conversations.ts` prints the pass rate.
 */
export const CONVERSATIONS: Conversation[] = [
  {
    id: 'storage-jobs-sf',
    turns: [
      {
        user: 'Find me storage engineering jobs in San Francisco',
        mustContain: ['Storage Engineer', 'Blockwise', 'https://boards.example.test/', 'San Francisco'],
        mustNotContain: [GAVE_UP, 'Seattle'],
        why: 'Stored postings match: list them with links, and only in the place asked for.',
      },
      {
        user: 'what about Seattle?',
        mustContain: ['Northbyte', 'Seattle'],
        mustNotContain: ['Blockwise'],
        why: 'A place follow-up keeps the title and changes the place.',
      },
    ],
  },
  {
    id: 'austin-counter',
    turns: [
      {
        user: '$165k offer, senior backend, Austin: what should I counter?',
        mustContain: [/median \$\d+k/, /25th percentile/, /counter/i, /stored postings? state pay/],
        mustNotContain: [GAVE_UP, IMMIGRATION],
        why: 'Austin backend postings state pay: give the spread and a counter grounded in it.',
      },
      {
        user: 'for a staff role instead',
        mustContain: [/staff backend engineer/i, /thin data|percentile/i],
        mustNotContain: [GAVE_UP],
        why: 'The level follow-up re-asks the salary question for staff roles.',
      },
    ],
  },
  {
    id: 'bullet-rewrite',
    turns: [
      {
        user: "Rewrite this bullet: 'worked on APIs for the payments team'",
        mustContain: [
          'payments team',
          /\[(by how much|for how many)\?\]/,
          /^>? ?(Built|Designed|Shipped|Engineered) /m,
        ],
        mustNotContain: [INVENTED_METRIC, /^> Worked on/im],
        why: 'Keep the facts, strong verb first, ask for the number in brackets.',
      },
      {
        user: 'make it shorter',
        mustContain: ['Shorter', /\[(by how much|for how many)\?\]/],
        mustNotContain: [/rejection|one-to-one|vesting|equity/i, INVENTED_METRIC],
        why: 'The follow-up applies to the bullet, not to an unrelated article.',
      },
      {
        user: 'another one',
        mustContain: ['APIs', /\[(by how much|for how many)\?\]/],
        mustNotContain: [/rejection|vesting/i],
        why: 'Another version of the same bullet with a different verb.',
      },
      {
        user: 'for a staff role instead',
        mustContain: ['[which teams or systems?]'],
        mustNotContain: [INVENTED_METRIC],
        why: 'A staff-level rewrite asks for cross-team reach.',
      },
    ],
  },
  {
    id: 'bullet-with-number',
    turns: [
      {
        user: 'Can you improve this resume bullet: "Responsible for reducing cloud costs by 20% across three product teams"',
        mustContain: ['20%', 'three product teams', /Reduced/],
        mustNotContain: [/^> Responsible for/im],
        why: 'An existing number is kept exactly; no new number added.',
      },
    ],
  },
  {
    id: 'pm-vs-program',
    turns: [
      {
        user: 'Product manager vs program manager',
        mustContain: [/product management/i, /project management/i, /different role families/i],
        mustNotContain: [IMMIGRATION, /Programmes managed/i],
        why: 'Matched by role family, never by the shared word "program".',
      },
    ],
  },
  {
    id: 'analyst-vs-scientist',
    turns: [
      {
        user: "What's the difference between a data analyst and a data scientist?",
        mustContain: [/data science/i, /interview/i],
        mustNotContain: [IMMIGRATION, GAVE_UP],
      },
    ],
  },
  {
    id: 'remote-frontend',
    turns: [
      {
        user: 'Show me remote frontend jobs',
        mustContain: ['Pixelworks', 'https://'],
        mustNotContain: ['Canvas Street', GAVE_UP],
        why: 'Remote is a typed constraint: the New York on-site posting is left out.',
      },
    ],
  },
  {
    id: 'no-such-jobs',
    turns: [
      {
        user: 'Find me underwater welding jobs in Reykjavik',
        mustContain: [/No stored/i, /won't make any up|won't invent/i],
        mustNotContain: ['boards.example.test'],
        why: 'Nothing stored: say so, do not invent listings.',
      },
    ],
  },
  {
    id: 'nurse-pay-thin',
    turns: [
      {
        user: 'How much does a nurse make in Denver?',
        mustContain: [/thin data/i, /2 stored postings state pay/],
        mustNotContain: [GAVE_UP],
        why: 'Two postings: give them but say the data is thin.',
      },
    ],
  },
  {
    id: 'analyst-offer-chicago',
    turns: [
      {
        user: 'I got an offer of $95,000 for a data analyst role in Chicago. Is that fair?',
        mustContain: [/5 stored postings state pay/, /median \$\d+k/],
        mustNotContain: [/thin data/i],
      },
    ],
  },
  {
    id: 'negotiate-then-unrelated',
    turns: [
      {
        user: 'How do I negotiate a higher salary offer?',
        mustContain: [/negotiat/i],
        mustNotContain: [IMMIGRATION],
      },
      {
        user: 'and what if they say no?',
        mustContain: [/negotiat|offer|counter/i],
        why: 'A continuation reads in the light of the previous question.',
      },
      {
        user: 'What should I wear to a video interview?',
        mustContain: [/interview/i],
        mustNotContain: [/counteroffer|salary range/i],
        why: 'An unrelated question never inherits the negotiation topic.',
      },
    ],
  },
  {
    id: 'star-then-shorter',
    persona: 'Professional',
    turns: [
      {
        user: 'What is the STAR method for behavioural interviews?',
        mustContain: [/situation/i, /task/i, /action/i, /result/i],
      },
      {
        user: 'make it shorter',
        mustContain: [/STAR|situation|result/i],
        mustNotContain: [/rejection|vesting|Express Entry/i],
        why: 'Shorter applies to the STAR answer.',
      },
    ],
  },
  {
    id: 'tell-me-about-yourself',
    turns: [
      {
        user: 'How should I answer "tell me about yourself" in an interview?',
        mustContain: [/present|past|future|summary|pitch|background/i],
        mustNotContain: [GAVE_UP],
      },
      {
        user: 'another one',
        mustContain: [/interview|yourself|answer/i],
        mustNotContain: [GAVE_UP, /rejection/i],
      },
    ],
  },
  {
    id: 'resume-length',
    profile: { experience: '2 years' },
    turns: [
      { user: 'How long should my resume be?', mustContain: [/page/i], mustNotContain: [GAVE_UP] },
      {
        user: 'for a senior role instead',
        mustContain: [/page/i],
        mustNotContain: [GAVE_UP],
        why: 'The level follow-up re-asks the resume question for a senior role.',
      },
    ],
  },
  {
    id: 'ats-keywords',
    turns: [
      {
        user: 'Do applicant tracking systems really reject resumes automatically?',
        mustContain: [/ATS|applicant tracking/i, /knockout|humans? decide|keyword/i],
        mustNotContain: [GAVE_UP],
      },
    ],
  },
  {
    id: 'cover-letter-length',
    turns: [
      {
        user: 'How long should a cover letter be?',
        mustContain: [/cover letter/i],
        mustNotContain: [GAVE_UP, IMMIGRATION],
      },
    ],
  },
  {
    id: 'career-change-teacher',
    persona: 'Empathetic',
    turns: [
      {
        user: "I'm a teacher and want to move into UX design. Where do I start?",
        mustContain: [/transferable|portfolio|skills/i],
        mustNotContain: [GAVE_UP],
      },
    ],
  },
  {
    id: 'gap-explain',
    turns: [
      {
        user: 'How do I explain a two-year employment gap on my resume?',
        mustContain: [/gap/i],
        mustNotContain: [GAVE_UP],
      },
    ],
  },
  {
    id: 'referral-message',
    turns: [
      {
        user: 'How do I ask a former colleague for a referral?',
        mustContain: [/referral/i],
        mustNotContain: [GAVE_UP, IMMIGRATION],
      },
    ],
  },
  {
    id: 'linkedin-headline',
    turns: [
      {
        user: 'What makes a good LinkedIn headline?',
        mustContain: [/headline/i],
        mustNotContain: [GAVE_UP],
      },
    ],
  },
  {
    id: 'h1b-sponsorship',
    turns: [
      {
        user: 'How do I find companies that sponsor H-1B visas?',
        mustContain: [/sponsor/i],
        mustNotContain: [GAVE_UP],
        why: 'A visa question may draw on visa guides.',
      },
    ],
  },
  {
    id: 'ghosted',
    persona: 'Calm',
    turns: [
      {
        user: "I've applied to 80 jobs and I'm not getting any interviews. What am I doing wrong?",
        mustContain: [/resume|tailor|referral|network/i],
        mustNotContain: [GAVE_UP],
      },
    ],
  },
  {
    id: 'follow-up-email',
    turns: [
      {
        user: 'When should I follow up after a job interview?',
        mustContain: [/follow/i],
        mustNotContain: [GAVE_UP],
      },
    ],
  },
  {
    id: 'compare-offers',
    turns: [
      {
        user: 'How do I compare two job offers with different equity?',
        mustContain: [/equity|vest/i],
        mustNotContain: [GAVE_UP],
      },
    ],
  },
  {
    id: 'weakness',
    turns: [
      {
        user: 'What should I say when asked about my greatest weakness?',
        mustContain: [/weakness/i],
        mustNotContain: [GAVE_UP],
      },
    ],
  },
  {
    id: 'quit-without-job',
    turns: [
      {
        user: 'Should I quit my job before I have another offer?',
        mustContain: [/offer|job|search/i],
        mustNotContain: [IMMIGRATION],
      },
    ],
  },
  {
    id: 'promotion-ask',
    turns: [
      {
        user: 'How do I ask my manager for a promotion?',
        mustContain: [/promot/i],
        mustNotContain: [GAVE_UP],
      },
    ],
  },
  {
    id: 'burnout',
    persona: 'Empathetic',
    turns: [
      {
        user: "I'm burned out from job searching. How do I keep going?",
        mustContain: [/burn|rest|break|routine/i],
        mustNotContain: [GAVE_UP],
      },
    ],
  },
  {
    id: 'recruiter-screen',
    turns: [
      {
        user: 'What questions do recruiters ask in a phone screen?',
        mustContain: [/screen|recruiter/i],
        mustNotContain: [GAVE_UP],
      },
    ],
  },
  {
    id: 'shorter-with-nothing-before',
    turns: [
      {
        user: 'make it shorter',
        mustContain: [/nothing earlier|paste/i],
        mustNotContain: [/rejection|vesting|one-to-one/i],
        why: 'A follow-up with nothing before it asks for the text instead of guessing a topic.',
      },
    ],
  },
  {
    id: 'jobs-then-remote',
    turns: [
      {
        user: 'Any backend engineer jobs in Austin?',
        mustContain: ['Austin', 'Backend Engineer', 'https://'],
        mustNotContain: [GAVE_UP],
      },
      {
        user: 'remote ones?',
        mustContain: [/remote/i],
        mustNotContain: [GAVE_UP],
        why: 'Remote narrows the same search.',
      },
    ],
  },
  {
    id: 'greeting-then-question',
    turns: [
      { user: 'hi', mustContain: [/help/i] },
      {
        user: 'How do I prepare for a system design interview?',
        mustContain: [/design|interview/i],
        mustNotContain: [GAVE_UP],
      },
    ],
  },
  {
    id: 'out-of-scope',
    turns: [
      {
        user: "What's the weather in Paris tomorrow?",
        mustContain: [/careers/i],
        mustNotContain: ['boards.example.test'],
      },
    ],
  },
  {
    id: 'salary-new-york-pm',
    turns: [
      {
        user: 'What salary should I ask for as a product manager in New York?',
        mustContain: [/product manager in New York/i, /thin data/i],
        mustNotContain: [GAVE_UP, IMMIGRATION],
      },
    ],
  },
  {
    id: 'tailor-summary',
    turns: [
      {
        user: 'Tailor my resume summary for a senior data engineer job: "Analyst with 6 years of SQL and Python experience building reports"',
        mustContain: [/summary/i, /data engineer/i],
        mustNotContain: [GAVE_UP, /\b(10|12|15) years\b/],
        why: 'Tailoring keeps the facts (6 years, SQL, Python) and aims them at the job.',
      },
    ],
  },
  {
    id: 'counter-script',
    turns: [
      {
        user: 'The recruiter offered $120k for a senior frontend engineer role in New York. What exactly do I say to counter?',
        mustContain: [/New York/i, /"|“/],
        mustNotContain: [GAVE_UP],
        why: 'The pay data and the words to say.',
      },
    ],
  },
  {
    id: 'recent-remote-backend',
    turns: [
      {
        user: 'Any remote backend jobs posted in the last 7 days?',
        mustContain: ['Remote First Co', 'https://'],
        mustNotContain: ['Austin, TX'],
      },
    ],
  },
  {
    id: 'resume-score',
    turns: [
      {
        user: "What's my resume score?",
        mustContain: [/resume/i, /sign in|paste|Resume tab/i],
        mustNotContain: [/\b\d{2}\/100\b/],
        why: 'A guest has no stored resume: say how to get a score rather than inventing one.',
      },
    ],
  },
  {
    id: 'interview-thank-you-then-shorter',
    turns: [
      { user: 'What should I write in a thank-you email after an interview?', mustContain: [/thank/i] },
      {
        user: 'shorter please',
        mustContain: [/thank/i],
        mustNotContain: [/rejection|vesting|Express Entry/i],
      },
    ],
  },
  {
    id: 'staff-vs-senior',
    turns: [
      {
        user: 'What is the difference between a senior engineer and a staff engineer?',
        mustContain: [/staff/i, /scope|influence|cross-team|level/i],
        mustNotContain: [GAVE_UP, IMMIGRATION],
      },
    ],
  },
  {
    id: 'part-time-search-then-full-time',
    turns: [
      {
        user: 'any part time cashier jobs in dallas',
        mustContain: ['Cashier, Brightmart', 'Part-time', 'https://boards.example.test/'],
        mustNotContain: [GAVE_UP, 'Trinity Foods', /\bpart time cashier jobs\b/i],
        why: 'Part-time is the kind of work, a filter; only postings that state it are listed.',
      },
      {
        user: 'what about full time',
        mustContain: ['Trinity Foods', /full-time cashier job/i],
        mustNotContain: ['Brightmart'],
        why: 'A kind of work named after a search changes the kind and keeps the title and the place.',
      },
    ],
  },
  {
    id: 'employer-interview-no-role',
    turns: [
      {
        user: 'brightmart interview questions',
        mustContain: [/assumed a Cashier job/, /Which role is your interview for\?/, /A good answer covers/],
        mustNotContain: [GAVE_UP, IMMIGRATION],
        why: 'An employer named with no role: the job most of its stored postings are for, said as assumed.',
      },
    ],
  },
  {
    id: 'employer-then-place-typed-after',
    turns: [
      {
        user: 'jobs at brightmart dallas',
        mustContain: [/stored jobs at Brightmart in Dallas/, 'Stocker, Brightmart', 'Cashier, Brightmart (Dallas, TX)'],
        mustNotContain: ['Brightmart Dallas', 'from other employers'],
        why: 'A place typed after the employer is where, not part of its name (tenth request probe).',
      },
      {
        user: 'any cashier ones in fort worth',
        mustContain: [/cashier job at Brightmart in Fort Worth/, 'Cashier, Brightmart (Fort Worth, TX)'],
        mustNotContain: ['Stocker', GAVE_UP],
        why: '"Ones" are the listings before, asked for with another title and place; "fort worth" is "Ft. Worth" in the city list.',
      },
    ],
  },
  {
    id: 'how-to-find-not-search',
    turns: [
      {
        user: 'How do I find a job in Berlin as a backend engineer?',
        mustContain: [/network|referral|job boards?|career pages|target/i],
        mustNotContain: ['boards.example.test', GAVE_UP],
        why: 'Asking how to search is advice, not a request for postings.',
      },
    ],
  },
];
