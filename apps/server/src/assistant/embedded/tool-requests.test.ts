import { describe, expect, it } from 'vitest';
import {
  counterAskedInThread,
  parseToolRequest,
  readFollowUp,
  readToolRequest,
  resolveThread,
  withEarlierFacts,
} from './tool-requests';

describe('reading tool requests', () => {
  it("routes the issue's three requests to their tools with typed input", () => {
    expect(parseToolRequest('Find me storage engineering jobs in San Francisco')).toEqual({
      tool: 'search_jobs',
      input: { title: 'storage engineering', location: 'San Francisco' },
    });
    expect(parseToolRequest('$165k offer, senior backend, Austin: what should I counter?')).toEqual({
      tool: 'salary_range',
      input: { role: 'senior backend engineer', location: 'Austin', offer: 165000 },
    });
    expect(parseToolRequest("Rewrite this bullet: 'worked on APIs for the payments team'")).toEqual({
      tool: 'rewrite_bullet',
      input: { bullet: 'worked on APIs for the payments team' },
    });
  });

  it('reads a plan with a figure, asked for advice on, as a question for the guides', () => {
    // It was looked up as "commercial consultant" pay "in My Career": the role from the story, a
    // capitalised title's words as the place.
    const story =
      'Crossroads in My Career: Seeking Advice on Transitioning to Software Development and Pursuing a $50k Salary Goal in 2 Years. I am 26. Currently, I work as a commercial consultant at a renowned company in Brazil.';
    expect(readToolRequest(story)).toBeNull();
    expect(parseToolRequest('senior nurse salary in My Career so far?')).not.toMatchObject({
      input: { location: 'My Career' },
    });
    // a figure asked about is still looked up
    expect(parseToolRequest('$165k offer, senior backend, Austin: what should I counter?')?.tool).toBe('salary_range');
  });

  it('reads a pasted job advertisement as a question about the ad, not a look-up of its title', () => {
    expect(
      readToolRequest(
        'We are hiring a Senior Data Analyst in Toronto. Salary: $95k-$110k. Responsibilities: build dashboards, work with stakeholders. Requirements: 3+ years SQL. Is this a good job?',
      ),
    ).toBeNull();
    expect(
      readToolRequest(
        'Senior Data Analyst - Toronto - $95k. About the role: you will build dashboards and partner with finance. What you bring: SQL, Python. Thoughts?',
      ),
    ).toBeNull();
    // a request naming requirements is still one
    expect(readToolRequest('find me data analyst jobs in Toronto with no degree requirements')?.tool).toBe(
      'search_jobs',
    );
  });

  it('reads industries weighed against each other as a decision, and who gave a figure as no role', () => {
    // "Finance or Big Tech?" had been looked up as the pay of "tech".
    expect(
      readToolRequest('Working in which industry has a better work-life balance/pay ratio: Finance or Big Tech?'),
    ).toBeNull();
    // The Plano offer's pay had been looked up for "initial numbers from recruiter".
    expect(
      readToolRequest(
        'How is this salary for Sr. Associate - DS in Plano, TX: 135k + 10k (base + bonus)? Got this initial numbers from recruiter.',
      ),
    ).toBeNull();
    // a recruiter's own pay is still looked up
    expect(readToolRequest('recruiter salary in Dallas')?.tool).toBe('salary_range');
    // What the job is, asked beside its offer, is no pay look-up; nor is what is worth having for a kind of work.
    expect(readToolRequest('125k offer as a data scientist but I have no idea what a data scientist does')).toBeNull();
    expect(readToolRequest('learning Linux beneficial for data science/data management roles?')).toBeNull();
    expect(readToolRequest('$120k offer as a data scientist in Austin, is that fair?')?.tool).toBe('salary_range');
  });

  it('reads one place weighed against another as a decision, not a look-up', () => {
    // "Job in Oman (16 lpa)or in india with less lpa!" was answered "No stored lpa jobs in Oman".
    expect(readToolRequest('Job in Oman (16 lpa)or in india with less lpa!')).toBeNull();
    expect(readToolRequest('should I take the nurse job in Leeds or move to London?')).toBeNull();
    // one place, or pay compared across places, is still a look-up
    expect(readToolRequest('nurse jobs in leeds')?.tool).toBe('search_jobs');
    expect(readToolRequest('nurse salary in london vs leeds')?.tool).toBe('salary_range');
  });

  it('never reads pay by the hour or month as a yearly figure', () => {
    // "$40 an hour" was read as $40k and set against yearly postings
    for (const message of [
      'data analyst offer of $40 an hour, what should I counter?',
      'data analyst offer at $40/hr, what should I counter?',
      'they offered $40 per hour for a data analyst role, salary ok?',
    ]) {
      const request = parseToolRequest(message);
      const offer = request && 'input' in request ? (request.input as { offer?: unknown }).offer : undefined;
      const market = request && 'market' in request ? request.market?.offer : undefined;
      expect(typeof offer === 'number' ? offer : undefined, message).toBeUndefined();
      expect(market, message).toBeUndefined();
    }
    expect(parseToolRequest('show me remote frontend jobs paying over $150k a year')).toMatchObject({
      input: { salaryMin: 150000 },
    });
  });

  it('takes no word of the asking for a job title ("I NEED A REMOTE job position")', () => {
    expect(parseToolRequest('Any jobs remotely? I NEED A REMOTE job position')).toMatchObject({
      tool: 'search_jobs',
      input: { remote: true },
    });
    const request = parseToolRequest('Any jobs remotely? I NEED A REMOTE job position');
    expect(request && 'input' in request ? (request.input as { title?: string }).title : undefined).toBeUndefined();
  });

  it('reads remote, pay floor and recency as constraints, not as title words', () => {
    expect(parseToolRequest('show me remote frontend jobs posted this week paying over $150k')).toEqual({
      tool: 'search_jobs',
      input: { title: 'frontend', remote: true, salaryMin: 150000, postedWithinDays: 7 },
    });
  });

  it('compares roles by their titles, and leaves advice questions to the knowledge base', () => {
    expect(parseToolRequest('Product manager vs program manager')).toEqual({
      tool: 'compare_roles',
      input: { roleA: 'product manager', roleB: 'program manager' },
    });
    expect(parseToolRequest('how do I negotiate my salary offer')).toBeNull();
    expect(parseToolRequest('what is the STAR method')).toBeNull();
  });

  it('searches postings only for a title that names an occupation, or when listings are asked for outright', () => {
    // What is left once the request words are gone is not a title here: these ask about searching.
    expect(parseToolRequest("I can't find a single job anywhere in Texas")).toBeNull();
    expect(parseToolRequest('Honest feedback on my interview answers wanted (looking for a job)')).toBeNull();
    expect(parseToolRequest('Please guide me to get a job at 30')).toBeNull();
    expect(parseToolRequest('Has anyone seen age bias when looking for nurse jobs in Canada?')).toBeNull();
    // An occupation, or an outright ask for listings, is still a search.
    expect(parseToolRequest('looking for barista jobs in Portland')).toEqual({
      tool: 'search_jobs',
      input: { title: 'barista', location: 'Portland' },
    });
    expect(parseToolRequest('find me rust jobs')).toEqual({ tool: 'search_jobs', input: { title: 'rust' } });
  });

  it('reads naming the search itself as a question about it, and "remotely" as remote', () => {
    expect(readToolRequest('Job hunting in Lisbon')).toBeNull();
    expect(readToolRequest('any openings remotely?')).toEqual({ tool: 'search_jobs', input: { remote: true } });
    expect(readToolRequest('Remote roles in Denver')).toEqual({
      tool: 'search_jobs',
      input: { location: 'Denver', remote: true },
    });
  });

  it('resolves a chain of follow-ups against the request they continue', () => {
    const history = [
      { role: 'user' as const, content: "Rewrite this bullet: 'worked on APIs for the payments team'" },
      { role: 'assistant' as const, content: 'Rewritten: ...' },
      { role: 'user' as const, content: 'make it shorter' },
      { role: 'assistant' as const, content: 'Shorter: ...' },
    ];
    expect(resolveThread('another one', history)?.request).toEqual({
      tool: 'rewrite_bullet',
      input: { bullet: 'worked on APIs for the payments team', shorter: true, variant: 1 },
    });
    const jobs = [{ role: 'user' as const, content: 'Any backend engineer jobs in Austin?' }];
    expect(resolveThread('what about Seattle?', jobs)?.request).toEqual({
      tool: 'search_jobs',
      input: { title: 'backend engineer', location: 'Seattle' },
    });
  });

  it('reads the employer a search names as its own constraint, in any case', () => {
    expect(readToolRequest('any nursing jobs at Kaiser?')).toEqual({
      tool: 'search_jobs',
      input: { title: 'nursing', company: 'Kaiser' },
    });
    expect(readToolRequest('list product manager roles at airbnb')).toMatchObject({
      input: { title: 'product manager', company: 'Airbnb' },
    });
    expect(readToolRequest('jobs at Google in London')).toMatchObject({
      input: { company: 'Google', location: 'London' },
    });
    // "a job for Cosmos Tours" is a story about an offer, not a search of the city of Tours: the
    // request model leans to a search barely more than to advice, and acts only when it clearly does.
    expect(readToolRequest('Online Data Entry Job for Cosmos Tours')).toBeNull();
    // A place after "at" is no employer.
    expect(readToolRequest('find me barista jobs at London')).not.toMatchObject({ input: { company: 'London' } });
  });

  it('reads a change of tone or level asked of the last draft as a follow-up', () => {
    expect(readFollowUp('make it sound more senior')).toEqual({ kind: 'level', level: 'senior' });
    expect(readFollowUp('more professional please')).toEqual({ kind: 'tone', tone: 'formal' });
    expect(readFollowUp('can you make it stronger')).toEqual({ kind: 'another' });
    expect(readFollowUp('How do I sound more professional in emails?')).toBeNull();
    const thread = resolveThread('make it sound more senior', [
      { role: 'user', content: 'bullet: trained 5 new hires on the POS system' },
      { role: 'assistant', content: 'Rewritten: ...' },
    ]);
    expect(thread?.request).toMatchObject({ tool: 'rewrite_bullet', input: { level: 'senior' } });
  });

  it('reads a place or a role typed in lower case, without "instead", and a name given after a draft', () => {
    expect(readFollowUp('what about dallas')).toEqual({ kind: 'place', location: 'Dallas' });
    expect(readFollowUp('and for a phlebotomist')).toEqual({ kind: 'target', target: 'phlebotomist' });
    expect(readFollowUp('make it more friendly')).toEqual({ kind: 'tone', tone: 'casual' });
    expect(readFollowUp('the interviewer was named Carlos')).toEqual({ kind: 'name', name: 'Carlos' });
    expect(readFollowUp('the interviewer was nice')).toBeNull();
    expect(readFollowUp('what about my resume')).toBeNull();
    const user = (content: string) => ({ role: 'user' as const, content });
    const said = (content: string) => ({ role: 'assistant' as const, content });
    const pay = [user('whats the pay for a medical assistant in houston'), said('None of the stored postings ...')];
    expect(resolveThread('what about dallas', pay)?.request).toMatchObject({
      tool: 'salary_range',
      input: { role: 'medical assistant', location: 'Dallas' },
    });
    expect(
      resolveThread('and for a phlebotomist', [...pay, user('what about dallas'), said('...')])?.request,
    ).toMatchObject({ tool: 'salary_range', input: { role: 'phlebotomist', location: 'Dallas' } });
    const note = [user('write a thank you email for my interview at home depot yesterday'), said('A thank-you ...')];
    expect(resolveThread('the interviewer was named Carlos', note)?.request).toMatchObject({
      tool: 'draft_thank_you_note',
      input: { company: 'Home Depot', interviewer: 'Carlos' },
    });
    const opening = [user('write a cover letter opening for a cashier job at kroger'), said('Opening lines: ...')];
    expect(resolveThread('now for target instead', opening)?.request).toMatchObject({
      input: { role: 'cashier', company: 'Target' },
    });
  });

  it("takes the facts a new draft lacks from the person's earlier messages about the job", () => {
    const history = [
      { role: 'user' as const, content: 'i got offered 45k as a teacher in ohio, should i negotiate' },
      { role: 'assistant' as const, content: 'Negotiating is normal ...' },
    ];
    const counter = withEarlierFacts(readToolRequest('write the counter email, i want 50k'), history);
    // "i want 50k" is the target; the offer is the 45k said before.
    expect(counter).toMatchObject({
      tool: 'draft_counter_offer',
      input: { role: 'teacher', offer: '45k', target: '50k' },
      market: { role: 'teacher', location: 'Ohio', offer: 45000 },
    });
    expect(
      resolveThread('shorter', [...history, { role: 'user', content: 'write the counter email, i want 50k' }])?.request,
    ).toMatchObject({ input: { offer: '45k', target: '50k', shorter: true } });
    // Asked for by its figure alone, a counter answers the offer said before, in the offer's unit.
    const hourly = [
      { role: 'user' as const, content: 'i got offered 18 an hour as a cna, should i ask for more' },
      { role: 'assistant' as const, content: 'A counter you could send: ...' },
    ];
    for (const ask of ['write the email asking for 20', 'write the counter email, i want 20'])
      expect(withEarlierFacts(readToolRequest(ask) ?? counterAskedInThread(ask, hourly), hourly), ask).toMatchObject({
        tool: 'draft_counter_offer',
        input: { role: 'cna', offer: '18 an hour', target: '20 an hour' },
      });
    expect(
      withEarlierFacts(counterAskedInThread('can you write the email asking for 50', history), history)?.input,
    ).toMatchObject({ offer: '45k', target: '50k' });
    expect(
      resolveThread('shorter', [...hourly, { role: 'user', content: 'write the email asking for 20' }])?.request,
    ).toMatchObject({ input: { target: '20 an hour', shorter: true } });
    // No offer said before, or no figure asked: no counter.
    expect(counterAskedInThread('write the email asking for 20', [])).toBeNull();
    expect(counterAskedInThread('write the email asking for a day off', hourly)).toBeNull();
    // A resignation is about the person's own job, not the one talked about.
    const jobs = [{ role: 'user' as const, content: 'any cashier jobs at Target?' }];
    expect(withEarlierFacts(readToolRequest('write my resignation letter'), jobs)).not.toMatchObject({
      input: { company: 'Target' },
    });
  });

  it("reads what to ask for as a role in a place as that role's pay there, the career stage apart", () => {
    expect(readToolRequest('how much should i ask for as a new grad nurse in texas')).toMatchObject({
      tool: 'salary_range',
      input: { role: 'nurse', location: 'Texas' },
    });
    expect(readToolRequest('how much should i ask for in my interview')).toBeNull();
  });

  it('does not read a new question as a follow-up', () => {
    expect(readFollowUp('What should I wear to a video interview?')).toBeNull();
    expect(resolveThread('How do I ask for a referral?', [{ role: 'user', content: 'make it shorter' }])).toBeNull();
  });
});

describe('the kind of work in a job search, however it is typed', () => {
  it.each([
    ['part time jobs near me', { employment: 'part_time' }],
    ['Part Time jobs near me pls', { employment: 'part_time' }],
    ['any part-time cashier jobs in dallas', { title: 'cashier', location: 'Dallas', employment: 'part_time' }],
    ['any parttime cashier jobs in dallas', { title: 'cashier', location: 'Dallas', employment: 'part_time' }],
    ['full time warehouse jobs', { title: 'warehouse', employment: 'full_time' }],
    ['fulltime warehouse jobs', { title: 'warehouse', employment: 'full_time' }],
    ['remote customer service jobs', { title: 'customer service', remote: true }],
    ['work from home customer service jobs', { title: 'customer service', remote: true }],
    ['weekend jobs for a 16 year old', { shift: 'weekend' }],
    ['night shift nursing jobs in ohio', { title: 'nursing', location: 'Ohio', shift: 'night' }],
    ['contract jobs for accountants', { title: 'accountant', employment: 'contract' }],
    ['temp jobs for accountants in dallas', { title: 'accountant', location: 'Dallas', employment: 'contract' }],
    ['seasonal warehouse jobs', { title: 'warehouse', employment: 'contract' }],
    ['internships in marketing', { title: 'marketing', employment: 'internship' }],
    ['marketing internships', { title: 'marketing', employment: 'internship' }],
    ['summer internships', { employment: 'internship' }],
    ['find me part time nursing jobs', { title: 'nursing', employment: 'part_time' }],
    ['part time work at walmart', { company: 'Walmart', employment: 'part_time' }],
    // Typed in a hurry.
    ['partime jobs near me', { employment: 'part_time' }],
    ['any part tme cashier jobs in dallas', { title: 'cashier', location: 'Dallas', employment: 'part_time' }],
    ['ful time warehouse jobs', { title: 'warehouse', employment: 'full_time' }],
    ['interships in marketing', { title: 'marketing', employment: 'internship' }],
    ['weeknd jobs for a 16 year old', { shift: 'weekend' }],
    ['nite shift nursing jobs in ohio', { title: 'nursing', location: 'Ohio', shift: 'night' }],
    // What the job offers is no title; nor is "work"; "temp to hire" is temporary work.
    ['full time jobs with benefits', { employment: 'full_time' }],
    ['high paying part time jobs', { employment: 'part_time' }],
    ['need a part time job asap', { employment: 'part_time' }],
    ['temp to hire jobs in atlanta', { location: 'Atlanta', employment: 'contract' }],
    // A place typed short is no word of the title, and "new york" asks for no new postings.
    ['paid internships in nyc', { location: 'New York', employment: 'internship' }],
    ['find me nurse jobs in nyc', { title: 'nurse', location: 'New York' }],
    ['find me nurse jobs in new york', { title: 'nurse', location: 'New York' }],
    // Two kinds: the one before the listings is asked for; the other describes someone.
    ['im a part time teacher looking for full time roles', { title: 'teacher', employment: 'full_time' }],
    ['any part time jobs for full time students', { employment: 'part_time' }],
    ['remote part time data entry jobs', { title: 'data entry', remote: true, employment: 'part_time' }],
    // Either kind of hours asks for no one kind.
    ['looking for a full or part time job in fort lauderdale', { location: 'Fort Lauderdale' }],
    ['part time or full time warehouse jobs', { title: 'warehouse' }],
  ])('%j searches %j', (message, input) => {
    expect(readToolRequest(message)).toEqual({ tool: 'search_jobs', input });
  });

  it.each([
    'how do i become part of the team',
    'im a full time mom returning to work',
    'full time mom returning to work, where do i start?',
    'should i take a full time job or stay part time',
    'is it ok to work part time while in school',
    'i work full time as a cashier, how do i ask for a raise',
    'how do i get an internship',
    // The kind of work as the subject, not the listings asked for.
    'remote work burnout',
    'night shift work is killing me',
    'part time job interview questions',
    // "Contract" and "night" are words of titles too: no kind of work, and no verb asking for listings.
    'contract specialist jobs',
  ])('%j is no search of a kind of work', (message) => {
    expect(readToolRequest(message)).toBeNull();
  });

  it('reads no employer in "stay at home"', () => {
    const read = readToolRequest('stay at home mom looking for remote work near dallas');
    expect(read?.tool === 'search_jobs' ? read.input.company : undefined).toBeUndefined();
  });

  it('keeps the search through follow-ups that name another kind', () => {
    const history = [
      { role: 'user' as const, content: 'any part-time cashier jobs in dallas' },
      { role: 'assistant' as const, content: 'I found 2 stored part-time cashier jobs in Dallas: ...' },
    ];
    expect(resolveThread('what about full time', history)?.request).toEqual({
      tool: 'search_jobs',
      input: { title: 'cashier', location: 'Dallas', employment: 'full_time' },
    });
    expect(resolveThread('any night shift ones?', history)?.request).toEqual({
      tool: 'search_jobs',
      input: { title: 'cashier', location: 'Dallas', employment: 'part_time', shift: 'night' },
    });
    expect(resolveThread('any remote ones?', history)?.request).toEqual({
      tool: 'search_jobs',
      input: { title: 'cashier', employment: 'part_time', remote: true },
    });
    // After a draft, a kind of work is a search of its own, not a change to the draft.
    const afterLetter = [
      { role: 'user' as const, content: 'write me a cover letter for a cashier job at Walmart' },
      { role: 'assistant' as const, content: 'Dear Hiring Manager, ...' },
    ];
    expect(resolveThread('part time jobs', afterLetter)).toBeNull();
    expect(readFollowUp('full time instead')).toEqual({ kind: 'work', employment: 'full_time' });
    expect(readFollowUp('full time mom returning to work')).toBeNull();
  });
});

describe('interview questions at an employer named with no role', () => {
  it.each([
    ['mcdonalds interview questions', 'Mcdonalds'],
    ['interview questions for mcdonalds', 'Mcdonalds'],
    ['what do they ask at a walmart interview', 'Walmart'],
    ['what questions do they ask at a target interview', 'Target'],
    ['target interview tips', 'Target'],
    ['home depot interview tips', 'Home Depot'],
    ['starbucks interview questions?', 'Starbucks'],
  ])('%j prepares for an interview at %s', (message, company) => {
    expect(readToolRequest(message)).toEqual({ tool: 'interview_questions', input: { company } });
  });

  it("takes the person's own title when the request names no role, and says it came from the profile", () => {
    expect(readToolRequest('mcdonalds interview questions', 'line cook')).toEqual({
      tool: 'interview_questions',
      input: { company: 'Mcdonalds', role: 'line cook', roleFrom: 'profile' },
    });
    // The kind of interview is no role, nor a part of the employer's name.
    expect(readToolRequest('video interview questions for a nurse')).toEqual({
      tool: 'interview_questions',
      input: { role: 'nurse' },
    });
    expect(readToolRequest('google phone interview questions')).toEqual({
      tool: 'interview_questions',
      input: { company: 'Google' },
    });
    // A role named is the role, whatever the profile says.
    expect(readToolRequest('amazon warehouse interview questions', 'line cook')).toEqual({
      tool: 'interview_questions',
      input: { company: 'Amazon', role: 'warehouse' },
    });
  });

  it.each([
    'interview tips',
    'phone interview tips',
    'how do i dress for an interview',
    'behavioral interview questions',
    // Kinds of workplace and of interview name no one employer.
    'hospital interview questions',
    'bank interview questions',
    'medical school interview questions',
    'competency based interview questions',
    'internal interview tips',
  ])('%j names no employer', (message) => {
    const read = readToolRequest(message);
    expect(read?.tool === 'interview_questions' ? read.input.company : undefined).toBeUndefined();
  });
});
