import { CHAT_INTENTS } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_INTENTS,
  asksAboutEntering,
  classifyIntent,
  INTENT_LABELS,
  INTENT_TOPICS,
  readJobSourcesQuestion,
  speaksForHiringSide,
  toClientIntent,
} from './intent';

describe('classifyIntent', () => {
  it.each([
    ['hi', 'greeting'],
    ['Good morning!', 'greeting'],
    ['thanks so much', 'thanks'],
    ['ok bye', 'thanks'],
    ['what can you do?', 'about_assistant'],
    ['are you a bot', 'about_assistant'],
    ['is 2 pages ok for my cv', 'resume'],
    ['how do I get past the applicant tracking system', 'ats'],
    ['do I need a cover letter', 'cover_letter'],
    ['how do i answer tell me abt yourself', 'interview'],
    ["what's STAR", 'behavioral'],
    ['tell me about a time you failed', 'behavioral'],
    ['how do i negociate my sallary', 'salary_negotiation'],
    ['should I accept the offer or wait for another', 'offer'],
    ['what are RSUs', 'offer'],
    ['Would it hinder my chances of getting hired if I asked to delay my start date?', 'offer'],
    ['where should I look for jobs', 'job_search'],
    ['how do I ask for a referral', 'networking'],
    ['how do I improve my linkedin headline', 'linkedin'],
    ['how do I switch careers into data', 'career_change'],
    ['H1B transfer when changing jobs?', 'visa'],
    ['can I work remotely for a company abroad', 'remote_work'],
    ["I'm a recruiter, how do I source candidates", 'recruiting'],
    ['how do I get promoted', 'career_growth'],
    ['feeling burnt out and discouraged', 'wellbeing'],
    ["what's the weather like in Paris", 'out_of_scope'],
    ['tell me a joke', 'out_of_scope'],
    // A message to someone outside work is not a work email, however it sounds.
    ['email my landlord about the broken heater', 'out_of_scope'],
    ['text my landlord that rent will be late', 'out_of_scope'],
    ['ask my neighbor to water my plants', 'out_of_scope'],
    ['email to my kids teacher saying he will be absent', 'out_of_scope'],
    ["write a note to my daughter's daycare that she has a fever", 'out_of_scope'],
    // Dismissal in everyday words.
    ['Let go after turning down another job', 'wellbeing'],
  ] as const)('%s -> %s', (message, intent) => {
    expect(classifyIntent(message).intent).toBe(intent);
  });

  it('reads the terms of a job one has, how one is treated, recruiters and a lost direction', () => {
    // Hours, time off, sickness, health and pregnancy: looking after oneself at work.
    expect(classifyIntent('my manager keeps adding saturdays to my schedule').intent).toBe('wellbeing');
    expect(classifyIntent('they want me on call every other weekend with no extra pay').intent).toBe('wellbeing');
    expect(classifyIntent('do I need a doctors note for one sick day').intent).toBe('wellbeing');
    expect(classifyIntent('should I tell my new employer I am pregnant').intent).toBe('wellbeing');
    // "Night shift jobs" is a search, not the asker's own shift.
    expect(classifyIntent('good night shift jobs for students').intent).toBe('job_search');
    // What a job is like from inside is no search: the hours people in it work, its day to day.
    for (const question of ['How many hours do data scientists actually work?', 'Hours worked per week in your job?'])
      expect(classifyIntent(question).intent, question).toBe('career_growth');
    // Treatment at work and whether it is lawful: the workplace's.
    expect(classifyIntent('is it legal for my employer to cut my hours without notice').intent).toBe('career_growth');
    expect(classifyIntent('I think my supervisor is retaliating because I complained').intent).toBe('career_growth');
    // A recruiter or an agency, from the candidate's side.
    expect(classifyIntent('a headhunter messaged me about a role, should I reply').intent).toBe('job_search');
    expect(classifyIntent('I am a recruiter, how do I source nurses').intent).toBe('recruiting');
    // Not knowing which way to go.
    expect(classifyIntent('i have no idea what career to pick after my degree').intent).toBe('career_change');
    expect(classifyIntent('how do I get out of retail after ten years').intent).toBe('career_change');
    // Breaking in is getting into a field.
    expect(classifyIntent('how do people break into pharma sales').intent).toBe('career_change');
  });

  it('says whether a message asks about entering a field by its intents, not by a search', () => {
    expect(asksAboutEntering(classifyIntent('how do I get into medical sales with no experience'))).toBe(true);
    expect(asksAboutEntering(classifyIntent('interview for a mental health support worker job tomorrow'))).toBe(true);
    // From inside the work: a title, an agency's email.
    expect(asksAboutEntering(classifyIntent('my title does not match the work I do'))).toBe(false);
    expect(asksAboutEntering(classifyIntent('how do I get that email from the staffing company again'))).toBe(false);
  });

  it('reads the words people use for the offer stage, scams, low-wage searches and candidates', () => {
    // Being offered a job, or backing out of one accepted, is the offer stage.
    expect(classifyIntent('they offered me a position at the bakery, now what').intent).toBe('offer');
    expect(classifyIntent('I accepted a job last week but want to back out').intent).toBe('offer');
    // A minimum wage job is a kind of job; the question is the search, not the pay.
    expect(classifyIntent('nobody calls me back for minimum wage jobs').intent).toBe('job_search');
    expect(classifyIntent('is it worth looking for a new job after two years').intent).toBe('job_search');
    expect(classifyIntent('three weeks into my new job and I feel lost').intent).toBe('career_growth');
    expect(classifyIntent('the warehouse recruiter wants a fee first, scam?').intent).toBe('job_search');
    // Waiting for an answer is the search's follow-up stage, however it is said.
    expect(classifyIntent('how long until I hear back after a final round at a clinic').intent).toBe('job_search');
    expect(classifyIntent('still waiting for a reply from the bakery').intent).toBe('job_search');
    // Asking for more money is a pay question, however it is put.
    expect(classifyIntent('as a cleaner how do I ask for more money now that I do extra rooms').intent).toBe(
      'salary_negotiation',
    );
    // References and background checks are the offer stage's checks ("background check" is one
    // word after the text analysis, which the rule did not match); "for future reference" is not one.
    expect(classifyIntent('my former bosses are getting reference requests from a company').intent).toBe('offer');
    expect(classifyIntent('how far back does a background check go').intent).toBe('offer');
    expect(classifyIntent('noting this here for future reference').intent).not.toBe('offer');
    // Quitting is about the job one has.
    expect(classifyIntent('Feeling bad about quitting')).toMatchObject({ intent: 'career_growth', workRelated: true });
    // Torn between two jobs is weighing them.
    expect(classifyIntent('so confused to chose between the warehouse job and the bakery').intent).toBe('offer');
    // Candidates speak of the hiring process too; it is not a recruiter's question for that.
    expect(classifyIntent('the hiring process at this hospital has taken two months').intent).not.toBe('recruiting');
  });

  it("reads a long message's subject from its opening and its questions, not from the story around them", () => {
    const move =
      'Should I accept a job in another city? My resume and cover letter are still out with other employers, and my friends say the interview questions at my old company were much harder than this one.';
    expect(classifyIntent(move).intent).toBe('offer');
    // A short message is all subject.
    expect(classifyIntent('what should my cover letter say about a move to another city').intent).toBe('cover_letter');
  });

  it("reads a mistake or a conflict as a behavioral question's story only in talk of interviews", () => {
    expect(classifyIntent('I made a huge mistake at work today').intent).not.toBe('behavioral');
    expect(classifyIntent('conflict with my coworker over credit').intent).not.toBe('behavioral');
    expect(classifyIntent('how should I answer a question about a mistake I made').intent).toBe('behavioral');
  });

  it('reads coworkers as the workplace however they are spelt (the rules see the normalised "colleague")', () => {
    expect(classifyIntent('my coworkers ignore me at lunch').intent).toBe('career_growth');
    expect(classifyIntent('a colleague keeps interrupting me').intent).toBe('career_growth');
  });

  it('reads an employer offering something as the verb, not a job offer to weigh', () => {
    expect(classifyIntent('The company only offers two weeks of PTO, is that normal?').intent).not.toBe('offer');
    expect(classifyIntent('what does a website that offers gig work pay').intent).not.toBe('offer');
    expect(classifyIntent('they offer me 60k, should I take it').intent).toBe('offer');
    expect(classifyIntent('I got two job offers this week').intent).toBe('offer');
  });

  it('lets a career question win over a greeting or thanks in the same message', () => {
    expect(classifyIntent('hi! how long should a cover letter be?').intent).toBe('cover_letter');
    expect(classifyIntent('thanks, and what about salary negotiation?').intent).toBe('salary_negotiation');
  });

  it('keeps a career question that mentions an out-of-scope word', () => {
    expect(classifyIntent('how do I answer interview questions about a movie project').intent).toBe('interview');
    // A trade that shares a word with cooking, and "who won't", are talk of work.
    expect(classifyIntent('I was a cook for seven years, what work should I look at now?').intent).not.toBe(
      'out_of_scope',
    );
    expect(classifyIntent("my trainee who won't work the shifts he is given").intent).not.toBe('out_of_scope');
    expect(classifyIntent('who won the football game').intent).toBe('out_of_scope');
    // A cook's job is work; cooking dinner is not.
    expect(classifyIntent('line cook wanting to move up to sous chef').intent).not.toBe('out_of_scope');
    expect(classifyIntent('how do i cook rice').intent).toBe('out_of_scope');
    // A degree's options, not the assistant's.
    expect(classifyIntent('what can you do with a political science degree').intent).not.toBe('about_assistant');
  });

  it('detects service requests and pasted resumes', () => {
    expect(classifyIntent('can you review my resume?').action).toBe('resume_review');
    expect(classifyIntent('find me some jobs in Berlin').action).toBe('job_lookup');
    expect(classifyIntent('how long should my resume be').action).toBeNull();
    const pasted = `Jane Doe\n\nExperience\n${'- Did things that mattered for the team\n'.repeat(12)}\nEducation\nBSc, 2019\n\nSkills\nExcel`;
    expect(classifyIntent(pasted)).toMatchObject({ intent: 'resume', action: 'resume_review', pastedResume: true });
  });

  it('marks unrelated messages with no career words as not work related', () => {
    expect(classifyIntent('how do I bake sourdough').workRelated).toBe(false);
    expect(classifyIntent('how do I become a pilot').workRelated).toBe(true);
  });

  it('has a label and topic list for every intent', () => {
    for (const intent of ASSISTANT_INTENTS) {
      expect(INTENT_LABELS[intent]).toBeTruthy();
      expect(Array.isArray(INTENT_TOPICS[intent])).toBe(true);
    }
  });
});

describe('toClientIntent', () => {
  it('maps to the six client intents, or null for small talk', () => {
    expect(toClientIntent('resume')).toBe('resume_analysis');
    expect(toClientIntent('behavioral')).toBe('interview_prep');
    expect(toClientIntent('salary_negotiation')).toBe('job_insights');
    expect(toClientIntent('job_search')).toBe('market_search');
    expect(toClientIntent('career_change')).toBe('career_guidance');
    expect(toClientIntent('networking', 'help me schedule my networking calls this week')).toBe(
      'calendar_optimization',
    );
    expect(toClientIntent('greeting')).toBeNull();
    expect(toClientIntent('out_of_scope', 'my calendar')).toBeNull();
    for (const intent of ASSISTANT_INTENTS) {
      const mapped = toClientIntent(intent);
      if (mapped) expect(CHAT_INTENTS).toContain(mapped);
    }
  });
});

/** Where to look for work, whatever the trade named (issue 35 walkthrough: "how to become one"). */
describe('readJobSourcesQuestion', () => {
  it.each([
    ['Where should I look for Staff Accountant jobs?', 'Staff Accountant'],
    ['What are the best sites for nursing jobs?', 'nursing'],
    ['Where do nurses find work?', 'nurse'],
    ['where can I find electrician work in Ohio', 'electrician'],
    ['best job boards for software engineer roles', 'software engineer'],
    ['Where is the best place to look for teaching jobs?', 'teaching'],
    ['Where do welders look for work?', 'welder'],
    ['where should I look for jobs', null],
    ['best sites for finding nursing jobs', 'nursing'],
    ['best websites to find jobs', null],
  ] as const)('%s -> %s', (message, role) => {
    expect(readJobSourcesQuestion(message)).toEqual({ role });
  });

  it.each([
    'find me nursing jobs',
    'Where do I find the job description?',
    'where can a 15 year old get a weekend job with no experience',
    'how do I become a staff accountant',
  ])('%s is no question of where to look', (message) => {
    expect(readJobSourcesQuestion(message)).toBeNull();
  });

  it('makes a named trade a job search question, not a look-up nor a career change', () => {
    for (const message of ['Where should I look for Staff Accountant jobs?', 'Where do nurses find work?']) {
      const read = classifyIntent(message);
      expect(read.intent, message).toBe('job_search');
      expect(read.action, message).toBeNull();
      expect(read.jobSources?.role, message).toBeTruthy();
    }
  });
});

describe("a minor's work permit", () => {
  it('is working papers, not a visa', () => {
    expect(classifyIntent('How to get a Work Permit in Texas at 14').intent).not.toBe('visa');
    expect(classifyIntent('how do i get a work permit to work in canada').intent).toBe('visa');
  });
});

describe("the interviewer's question, quoted", () => {
  it("is the candidate's interview question, not the hiring side's", () => {
    expect(classifyIntent('how do i answer why should we hire you for a cashier job').intent).toBe('interview');
    expect(classifyIntent('we should hire more nurses, how do we find them').intent).toBe('recruiting');
  });
});

describe('speaksForHiringSide', () => {
  it('hears the side that hires, in any trade', () => {
    for (const message of [
      "we don't sponsor visas, should we say that in the job ad?",
      'small clinic hiring nurses, how do I make our interview process less painful for applicants?',
      'restaurant owner struggling to attract cooks',
      'Can I ask a candidate about their current salary?',
      'candidates keep turning down our offers and we do not know why',
      'candidate wants more money but our salary band is capped, what else can I offer?',
      'how do we onboard a remote new hire?',
    ])
      expect(speaksForHiringSide(message), message).toBe(true);
  });

  it('does not hear it in a candidate speaking of the company or of themselves', () => {
    for (const message of [
      'I applied through their careers page and never heard back',
      'do employers sponsor visas for nurses?',
      'the recruiter said they picked another candidate',
      'we were told the hiring process takes six weeks, is that normal?',
      'my manager wants me to interview for the lead role',
      'should I tell the hiring manager I have another offer',
      // An owner looking for work is the candidate.
      'Business Owner Re-Entering Job Market',
      'former restaurant owner looking for a job, how do I explain the gap',
      'small business owner for ten years, how do I get hired by a big company',
    ])
      expect(speaksForHiringSide(message), message).toBe(false);
  });

  it('still hears an owner who hires', () => {
    for (const message of [
      'I am a small business owner, how do I write a job ad',
      'shop owner, how do I interview cashiers',
    ])
      expect(speaksForHiringSide(message), message).toBe(true);
  });
});

describe('waiting after an interview, and starting a career in a field', () => {
  it('reads the wait after an interview as the search follow-up, not interview preparation', () => {
    for (const message of [
      "It's been two weeks since my interview",
      'been 10 days since the final interview and nothing',
      'is it ok to check in with the recruiter about my application',
    ])
      expect(classifyIntent(message).intent, message).toBe('job_search');
    // Preparing is still preparing.
    expect(classifyIntent('how do I prepare for my interview next week').intent).toBe('interview');
  });

  it('reads starting a career as or in something as entering a field', () => {
    expect(classifyIntent('How to start a career in my 30s?').intent).toBe('career_change');
    expect(classifyIntent('Ho to start a career as a DS if I graduated as an EE ?').intent).toBe('career_change');
  });
});

describe('no interviews, in every tense', () => {
  it('reads applying without interviews or callbacks as a job search problem, not interview preparation', () => {
    for (const message of [
      "I've put in over 100 applications and still haven't gotten any interviews",
      'sent 60 applications and have not had a single callback',
      "applied everywhere for two months, didn't get any interviews",
      'not getting any interviews after 200 applications',
      "why won't anyone hire me",
      'is anyone going to hire me at 58',
      'how do I get hired with no experience',
    ])
      expect(classifyIntent(message).intent, message).toBe('job_search');
  });
});

describe('an applicant speaking of other candidates', () => {
  it("reads the applicant's side when the asker applied, not the hiring side's voice", () => {
    // Other candidates are the asker's competition, "hire someone like me" the asker being hired.
    for (const message of [
      'They reposted the job I applied to. Do companies do this in case not enough candidates applied?',
      'is anyone even likely to hire someone like me with these restrictions?',
      'my application says in process but I think they picked other candidates',
    ]) {
      expect(classifyIntent(message).intent, message).not.toBe('recruiting');
      expect(speaksForHiringSide(message), message).toBe(false);
    }
    expect(classifyIntent('how do we keep candidates from dropping out before they start').intent).toBe('recruiting');
    expect(speaksForHiringSide('we are hiring nurses and candidates keep ghosting us')).toBe(true);
  });
});

describe('thanks with the news it brought', () => {
  it('is thanks, not a question about the news', () => {
    expect(classifyIntent('I got a raise! thanks for the help').intent).toBe('thanks');
    expect(classifyIntent('got the job, thank you for all the tips').intent).toBe('thanks');
  });

  it('is not thanks when a question or request comes with it, or when someone else thanks', () => {
    expect(classifyIntent('thanks for the help, how do i negotiate the offer?').intent).toBe('salary_negotiation');
    expect(classifyIntent('thanks, can you help me with my resume').intent).toBe('resume');
    expect(classifyIntent('my manager thanks me for my help but never promotes me').intent).not.toBe('thanks');
  });
});

describe('remote said as what a job one has is like', () => {
  it('weighs remote less when it describes a job one has started or been offered', () => {
    expect(classifyIntent('remote jobs in Denver').intent).toBe('remote_work');
    expect(classifyIntent('I have recently started a remote sales job').score).toBe(2);
    // and a job one is in now
    expect(classifyIntent('I lead a team of data scientists in a remote role').score).toBe(2);
  });
});
