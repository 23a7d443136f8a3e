// The trained half of message understanding. The phrasings below are in the shapes the issue
// reports people typing (casual spelling, a colon or dash before the text, no verb); the
// measurement on questions nobody on the team wrote is bench/assistant-questions.ts.
import { describe, expect, it } from 'vitest';
import { classifyIntent } from '../embedded/intent';
import { moneyIn, readToolRequest } from '../embedded/tool-requests';
import { type LabelledText, trainIntentModel, trainingSteps } from './intent-model';
import { askedPart, payloadOf, readRequest } from './read-message';
import { companyIn } from './slots/employers';
import { roleIn } from './slots/roles';
import { readTopic, withTrainedTopic } from './trained-intent-models';

describe('the intent model', () => {
  const model = trainIntentModel([
    { text: 'how do i negotiate salary', label: 'pay' },
    { text: 'ask for a raise at work', label: 'pay' },
    { text: 'how do i write a cover letter', label: 'letters' },
    { text: 'cover letter opening', label: 'letters' },
  ]);

  it('ranks the label whose examples share the words, with probabilities that sum to one', () => {
    const ranked = model.classify('negotiating my raise');
    expect(ranked[0]?.label).toBe('pay');
    expect(ranked.reduce((s, r) => s + r.probability, 0)).toBeCloseTo(1, 6);
  });

  it('counts an example by its weight, and trains the same in steps as at once', () => {
    const examples = [
      { text: 'shift schedule at work', label: 'hours' },
      { text: 'shift pay rate', label: 'pay', weight: 0.1 },
      { text: 'hourly pay rate', label: 'pay' },
    ];
    expect(trainIntentModel(examples).classify('shift')[0]?.label).toBe('hours');
    const steps = trainingSteps(Array.from({ length: 200 }, (_, i) => examples[i % 3] as LabelledText));
    let pauses = 0;
    let next = steps.next();
    for (; !next.done; next = steps.next()) pauses++;
    expect(pauses).toBeGreaterThan(1);
    expect(next.value.classify('pay rate')).toEqual(
      trainIntentModel(Array.from({ length: 200 }, (_, i) => examples[i % 3] as LabelledText)).classify('pay rate'),
    );
  });

  it('is undecided on words it never saw', () => {
    const ranked = model.classify('zebra quantum');
    expect(ranked[0]?.probability).toBeCloseTo(0.5, 6);
  });
});

describe('requests to act, however they are typed', () => {
  it('reads "ill" typed for "I\'ll" as no illness: running late is no sick call', () => {
    expect(readRequest('text my boss that my car broke down and ill be late')).toMatchObject({
      action: 'work_message',
      purpose: "to let you know my car broke down and I'll be late",
    });
    expect(readRequest('text my manager saying im ill and cant come in today')).toMatchObject({ action: 'sick_day' });
  });

  it('reads a referee typed in lower case and where the asker worked with them, which is not where they apply', () => {
    expect(readRequest('write a reference request to my old supervisor maria at walgreens')).toEqual({
      action: 'reference_request',
      to: 'Maria',
      workedTogetherAt: 'Walgreens',
    });
    expect(readRequest('email my former boss Dana at Kaiser asking for a reference')).toEqual({
      action: 'reference_request',
      to: 'Dana',
      workedTogetherAt: 'Kaiser',
    });
    expect(readRequest('text my manager there at target saying im late')).not.toHaveProperty('to');
  });

  it('reads the kind of experience a headline names before the word "experience"', () => {
    expect(readRequest('linkedin headline for a registered nurse with icu experience')).toMatchObject({
      action: 'linkedin_text',
      role: 'registered nurse',
      setting: 'ICU',
    });
    expect(readRequest('linkedin headline for a registered nurse with 5 years pediatric experience')).toMatchObject({
      years: '5',
      setting: 'pediatric',
    });
    expect(readRequest('linkedin headline for a cook with some experience')).not.toHaveProperty('setting');
  });

  it('writes a draft whose kind is named outright, whichever draft the model leans to', () => {
    expect(
      readRequest('im a teacher, write me a linkedin about section, i want to move into corporate training'),
    ).toEqual({
      action: 'linkedin_text',
      kind: 'about',
      role: 'teacher',
      next: 'corporate training',
    });
    expect(
      readRequest('write a resume objective for a highschool student looking for a job at a grocery store'),
    ).toEqual({
      action: 'resume_summary',
      kind: 'objective',
      who: 'high school student',
      next: 'a job at a grocery store',
    });
    // A place moved to is no work wanted.
    expect(readRequest('write my linkedin about, im a nurse moving to ohio next month')).not.toHaveProperty('next');
  });

  it('writes a message opened with the verb that writes it, to someone at work', () => {
    expect(readRequest('draft an email to hr asking when i get my first paycheck')).toEqual({
      action: 'work_message',
      purpose: 'to ask when I get my first paycheck',
    });
    expect(readRequest('i need to write a letter asking for a promotion to shift lead')).toMatchObject({
      action: 'work_message',
      purpose: 'to ask for a promotion to shift lead',
    });
    expect(readRequest('write an email to my landlord asking about the rent')).toBeNull();
  });

  it('reads "make this better" as an edit of the two words after it, and an interviewer typed in lower case', () => {
    expect(readRequest('can u make this better - fixed cars')).toEqual({
      action: 'rewrite_bullet',
      text: 'fixed cars',
    });
    expect(readRequest('thank you email after interview with sarah at starbucks for barista')).toMatchObject({
      action: 'thank_you_note',
      company: 'Starbucks',
      interviewer: 'Sarah',
    });
  });

  it('reads the employer a notice is for, typed in lower case right after it', () => {
    expect(readRequest('write a two weeks notice for target, last day dec 20')).toEqual({
      action: 'resignation_letter',
      company: 'Target',
      lastDay: 'dec 20',
    });
    expect(readRequest('write a resignation letter for my job')).not.toHaveProperty('company');
    expect(readRequest('resignation letter for a cashier')).not.toHaveProperty('company');
  });

  it('reads notice already handed in, and what came after it, as a story, not a letter to draft', () => {
    expect(readRequest('Removed from the schedule after submitting a two week notice?')).toBeNull();
    expect(readRequest('write my two weeks notice')).toMatchObject({ action: 'resignation_letter' });
  });

  it('reads a letter of recommendation for a school as a reference request for that school', () => {
    expect(readRequest('email my professor asking for a letter of recommendation for nursing school')).toEqual({
      action: 'reference_request',
      school: 'nursing school',
    });
  });

  it('says the time once the title is said: "ive been a nanny for 4 years" is 4 years of experience', () => {
    expect(readRequest('can u write a cover letter for a daycare job, ive been a nanny for 4 years')).toMatchObject({
      currentRole: 'nanny',
      experience: '4 years of experience',
    });
  });

  it('reads a shift swap asked of a coworker apart from one asked of the manager', () => {
    expect(readRequest('write a text to my coworker asking if she can cover my shift on sunday')).toEqual({
      action: 'shift_swap',
      when: 'Sunday',
      toCoworker: true,
    });
    expect(readRequest('can you write a text to my manager asking to switch my saturday shift')).not.toHaveProperty(
      'toCoworker',
    );
  });

  it('reads the text after a colon or a dash as the bullet to rewrite', () => {
    expect(readRequest('rewrite: worked on the checkout page')).toEqual({
      action: 'rewrite_bullet',
      text: 'worked on the checkout page',
    });
    expect(readRequest('can u make this bullet better - handled customer complaints')).toEqual({
      action: 'rewrite_bullet',
      text: 'handled customer complaints',
    });
  });

  it('reads drafts with their role and company, and pay questions with their role and place', () => {
    expect(readRequest('cover letter opening line for an account executive job at Affirm')).toEqual({
      action: 'cover_letter_line',
      role: 'account executive',
      company: 'Affirm',
    });
    expect(
      readRequest('write a short intro message to a recruiter at Airbnb about a product manager role'),
    ).toMatchObject({
      action: 'recruiter_note',
      company: 'Airbnb',
      role: 'product manager',
    });
    expect(readRequest('they offered me 120k for a product designer role, how do i negotiate')).toEqual({
      action: 'counter_offer',
      role: 'product designer',
      offer: 120000,
      offerText: '120k',
    });
  });

  it('does not look up pay or postings for what names no occupation, or for a question about oneself', () => {
    expect(readToolRequest('can I get unemployment if I quit my job')).toBeNull();
    expect(readToolRequest('what does a background check show')).toBeNull();
    expect(readToolRequest('can I ask for unpaid leave')).toBeNull();
    expect(readToolRequest('Seeking Guidance for UX/UI Job Hunt in Bangalore – Any Tips or Advice?')).toBeNull();
    expect(readToolRequest('can you find me nursing jobs in boston')).toMatchObject({ tool: 'search_jobs' });
    // How the search went, told, is no search ("Applied 250 jobs ... I'm in Canada" listed Canada's postings).
    expect(readToolRequest("Applied 250 jobs, still unemployed. I'm in Canada.")).toBeNull();
    expect(readToolRequest('find me warehouse jobs in canada')).toMatchObject({ tool: 'search_jobs' });
    // Sites asked for are sources, not a title to search ("best websites" had been searched for).
    expect(readToolRequest('best websites to find jobs')).toBeNull();
    expect(readToolRequest('best sites for finding nursing jobs')).toBeNull();
  });

  it("reads a quotation that closes a long sentence as the writer's point, not a text to rewrite", () => {
    const perks =
      'Management says it makes morale better but the perks they give us are just "pizza parties every month."';
    expect(readRequest(perks)).toBeNull();
    expect(readRequest('can you improve "handled customer complaints daily"')).toEqual({
      action: 'rewrite_bullet',
      text: 'handled customer complaints daily',
    });
  });

  it('acts only with the words the action needs: pay asked for, a text to rework, a draft wanted', () => {
    // A role and a place are not a pay question without pay in it.
    expect(readRequest('Applying for a paralegal spot in Canada')).toBeNull();
    // Advice on a letter is not a letter to draft.
    expect(readRequest('Need advice on my cover letter and portfolio')).toBeNull();
    expect(readRequest('cover letter tips - short and sweet or detailed?')).toBeNull();
    // A question after the dash is the asker's question, not a line of theirs.
    expect(readRequest('Resume help - one column or two columns?')).toBeNull();
    // Nor is their situation, told in the first person after a plea.
    expect(readRequest("Help!: My resume has a big mistake and I'm about to have a background check")).toBeNull();
    expect(readRequest('help: worked on the checkout page')).toMatchObject({ action: 'rewrite_bullet' });
    expect(readRequest('improve this: i managed the front desk for 3 years')).toMatchObject({
      action: 'rewrite_bullet',
    });
    // The requests themselves still are.
    expect(readRequest('write me a cover letter for a paralegal job at Acme')).toMatchObject({
      action: 'cover_letter_line',
      company: 'Acme',
    });
    expect(readRequest('rewrite: managed inventory for three stores')).toEqual({
      action: 'rewrite_bullet',
      text: 'managed inventory for three stores',
    });
  });

  it('drafts a cover letter asked for with the job told after it, and leaves whether to write one to advice', () => {
    expect(
      readRequest('can u help me write a cover letter im applying to be a teachers aide at lincoln elementary'),
    ).toMatchObject({ action: 'cover_letter_line', role: 'teachers aide', company: 'Lincoln Elementary' });
    expect(readRequest('should i write a cover letter')).toBeNull();
    // The employer after the job is no part of the role.
    expect(readRequest('cover letter for a warehouse job at amazon')).toMatchObject({
      role: 'warehouse',
      company: 'Amazon',
    });
    expect(readRequest('do i need a cover letter for walmart?')).toBeNull();
    expect(readRequest('how do i write a cover letter for a cashier job')).toBeNull();
  });

  it('makes a draft named outright whatever the model leaned to, and leaves whether to write one to advice', () => {
    expect(readRequest('make a resume objective for a stay at home mom going back to work as a receptionist')).toEqual({
      action: 'resume_summary',
      kind: 'objective',
      who: 'stay at home mom',
      next: 'receptionist work',
    });
    expect(readRequest('should i write a resume summary')).toBeNull();
    expect(readRequest('how do i write a resume objective')).toBeNull();
  });

  it('looks up the pay of an offer weighed, with the offer, in the place asked', () => {
    expect(readToolRequest('i got a job offer for 55k as a paralegal, is that good in dallas')).toEqual({
      tool: 'salary_range',
      input: { role: 'paralegal', location: 'Dallas', offer: 55000 },
    });
  });

  it('looks up the pay of workers named in the plural, and follows up an application at the bank teller job', () => {
    expect(readToolRequest('how much do cnas make per hour in florida')).toEqual({
      tool: 'salary_range',
      input: { role: 'cna', location: 'Florida' },
    });
    // "the bank teller job" is a job, not a letter to one's bank.
    expect(
      readRequest('write a follow up email, i applied for the bank teller job at chase 2 weeks ago'),
    ).toMatchObject({
      action: 'application_follow_up',
      role: 'bank teller',
      applied: '2 weeks ago',
    });
    expect(readRequest('write a letter to my bank about a fee')).toBeNull();
  });

  it('looks up the pay of the job the person says is theirs', () => {
    expect(readToolRequest('im a mechanic in phoenix how much should i be making')).toEqual({
      tool: 'salary_range',
      input: { role: 'mechanic', location: 'Phoenix' },
    });
  });

  it('leaves questions asking for advice to the advice path', () => {
    expect(readRequest('How to start a career in my 30s?')).toBeNull();
    expect(readRequest('Should I quit my 17 an hour job for a 14 an hour apprenticeship?')).toBeNull();
    expect(readRequest('how do i write to a recruiter')).toBeNull();
  });

  it("becomes a tool request with the user's own title when the chat profile has one", () => {
    expect(readToolRequest('cover letter opening line for an account executive job at Affirm', 'sales rep')).toEqual({
      tool: 'draft_cover_letter_opening',
      input: { role: 'account executive', company: 'Affirm', currentRole: 'sales rep' },
    });
  });

  it('reads places typed in lower case when the gazetteer knows them, and amounts as typed', () => {
    expect(readToolRequest('how much do nurses make in toronto')).toMatchObject({
      tool: 'salary_range',
      input: { location: 'Toronto' },
    });
    expect(readToolRequest('any accounting jobs in chicago')).toEqual({
      tool: 'search_jobs',
      input: { title: 'accounting', location: 'Chicago' },
    });
    expect(readToolRequest('pay for a sous chef in berlin')).toEqual({
      tool: 'salary_range',
      input: { role: 'sous chef', location: 'Berlin' },
    });
    expect(readToolRequest('how do i ask for more than the 65000 they offered for the accountant job')).toMatchObject({
      tool: 'draft_counter_offer',
      input: { offer: '65000', role: 'accountant' },
      market: { role: 'accountant', offer: 65000 },
    });
    // "in my spare time" names no place
    expect(readToolRequest('find me jobs in my spare time')).not.toMatchObject({
      input: { location: expect.anything() },
    });
  });

  it('reads the slots', () => {
    expect(payloadOf('polish this "led onboarding for 12 new hires"')?.text).toBe('led onboarding for 12 new hires');
    expect(payloadOf('How do I break out of admin roles?')).toBeUndefined();
    expect(companyIn('jobs at Stripe in Dublin')).toBe('Stripe');
    expect(roleIn('salary range for account executives in the us')).toBe('account executive');
  });
});

describe('topics no rule foresaw', () => {
  it("does not read a mistake or a conflict at work as interview preparation, as the guides' example stories taught it", () => {
    for (const message of ['I made a huge mistake at work today', 'conflict with my coworker over credit']) {
      const read = withTrainedTopic(classifyIntent(message), message).intent;
      expect(['interview', 'behavioral'], message).not.toContain(read);
    }
    const asked = 'tell me about a time you had a conflict with a coworker - how to answer?';
    expect(withTrainedTopic(classifyIntent(asked), asked).intent).toBe('behavioral');
  });

  it("takes the trained topic where the rules found none, and keeps a rule's topic", () => {
    const boss = 'How can I address a new boss making fun of me on social media?';
    expect(classifyIntent(boss).intent).toBe('general_career');
    expect(withTrainedTopic(classifyIntent(boss), boss)).toMatchObject({ intent: 'career_growth', workRelated: true });
    const letter = 'how long should a cover letter be';
    expect(withTrainedTopic(classifyIntent(letter), letter).intent).toBe('cover_letter');
  });

  it('names a topic the model only leans to, with the weight of a weak rule, in a message that talks of work', () => {
    // A leaning, below a clear topic (0.35) and above noise (0.2); the guides move it, so it is read here.
    // 'thoughts on my career so far' crossed 0.35 (job search) once guides on job hopping, moving for
    // a job and agencies taught the model more of a career's words; 'thoughts on my work so far' crossed
    // it too (wellbeing, 0.36) once a guide on feeling behind one's peers came; this phrasing still leans.
    const thoughts = 'some thoughts on my work';
    const read = readTopic(thoughts);
    expect(read?.probability).toBeGreaterThanOrEqual(0.2);
    expect(read?.probability).toBeLessThan(0.35);
    expect(withTrainedTopic(classifyIntent(thoughts), thoughts)).toMatchObject({ intent: read?.intent, score: 1 });
    // No work word the rules know: a leaning of a few words stays unnamed.
    const allowed = 'is this allowed? chicago';
    expect(withTrainedTopic(classifyIntent(allowed), allowed).intent).toBe('general_career');
  });

  it("learns from the guides' prose, not only their headings, what a question worded like it is about", () => {
    // Scam warning signs and temp agencies are in the guides' passages, not in any heading.
    const cards = 'the deposit cleared but now they want me to buy gift cards for equipment';
    // the scam guide's topics: the search and the offer stage
    expect(['job_search', 'offer']).toContain(readTopic(cards)?.intent);
    const agency = 'the agency placed me on a two week assignment at a warehouse';
    expect(readTopic(agency)?.intent).toBe('job_search');
    expect(readTopic('how do I fix my bike chain')?.intent).toBe('out_of_scope');
  });

  it('marks as out of scope only what it is sure is not about work', () => {
    const bike = 'how do I fix my bike chain';
    expect(withTrainedTopic(classifyIntent(bike), bike).intent).toBe('out_of_scope');
    const later = 'How to start a career in my 30s?';
    expect(withTrainedTopic(classifyIntent(later), later).workRelated).toBe(true);
  });
});

describe('a pay look-up in a story', () => {
  it('in a long message is read only from its opening line, not from a recruiter and an hourly range in the story', () => {
    const story =
      "Did I mess up trying to negotiate? There's a job I really wanted. Despite it being entry level I have more than the listed experience, and the listing said $22-$24 an hour. They offered me $23 and I asked for $24. The recruiter said she'd check, so I guess $23 was not firm. It's only a dollar and I would have just taken it.";
    expect(readToolRequest(story)).toBeNull();
    expect(moneyIn('the listing said $22-$24 an hour')).toBeUndefined();
    expect(moneyIn('they offered 52k')).toBe(52_000);
    // A short question still asks for the look-up.
    expect(readToolRequest('what does a recruiter make in Chicago')?.tool).toBe('salary_range');
  });
});

describe('what a story asks', () => {
  it('is its opening line and its later questions; a short message is all question', () => {
    expect(askedPart('how do I explain being fired in an interview?')).toBeUndefined();
    const story =
      'Quitting a job after one month. I started at a dental office in November as a receptionist and the owner yells at the staff every day, two people have already left this month and I dread going in every morning. I have savings for three months and my partner works. Is it bad to leave so soon? Will it look bad on my resume?';
    expect(askedPart(story)).toBe(
      'Quitting a job after one month. Is it bad to leave so soon? Will it look bad on my resume?',
    );
  });
});

describe('what is not a work email', () => {
  it('is a step told in the story, a message to someone outside work, or "let go"', () => {
    // "after turning down another job" happened; nothing is asked to be declined.
    expect(readRequest('Let go after turning down another job')).toBeNull();
    expect(readRequest('email my boss after declining the offer')).toBeNull();
    expect(readRequest('write an email to my kids school about a sick day')).toBeNull();
    // Told to let someone know is still told.
    expect(readRequest('let my manager know im sick today')).toMatchObject({ action: 'sick_day', when: 'today' });
    expect(readRequest('write an email declining the job offer')).toMatchObject({ action: 'decline_offer' });
  });
});

describe('a job held, said alone', () => {
  it('is a line for the resume', () => {
    expect(readRequest('i was a stocker at home depot')).toEqual({
      action: 'rewrite_bullet',
      text: 'i was a stocker at home depot',
    });
    expect(readRequest('I am a nurse at Kaiser')).toBeNull();
  });
});

describe('requests as people type them', () => {
  it('searches a city and its state typed without a comma, and an employer asked about as hiring', () => {
    expect(readToolRequest('find me warehouse jobs in columbus ohio')).toEqual({
      tool: 'search_jobs',
      input: { title: 'warehouse', location: 'Columbus, Ohio' },
    });
    expect(readToolRequest('nurse jobs austin texas')).toEqual({
      tool: 'search_jobs',
      input: { title: 'nurse', location: 'Austin, Texas' },
    });
    // "jobs ohio" is no place called Jobs.
    expect(readToolRequest('nurse jobs ohio')).toMatchObject({ input: { location: 'Ohio' } });
    // A state by its postal abbreviation after one of its cities, written in capitals.
    expect(readToolRequest('welder jobs near houston tx')).toEqual({
      tool: 'search_jobs',
      input: { title: 'welder', location: 'Houston, TX' },
    });
    expect(readToolRequest('how much do nurses make in austin tx')).toMatchObject({
      tool: 'salary_range',
      input: { location: 'Austin, TX' },
    });
    expect(readToolRequest('is walmart hiring in dallas')).toEqual({
      tool: 'search_jobs',
      input: { company: 'Walmart', location: 'Dallas' },
    });
    expect(readToolRequest('is anyone hiring in dallas')).toBeNull();
    expect(readToolRequest('Are companies even hiring right now?')).toBeNull();
  });

  it('reads a question to people in a trade, or one naming no listings, as no search', () => {
    // Both had searched postings ("No stored data scientist jobs", "No stored jobs in Data Science").
    expect(
      readToolRequest('For PhD data scientists in research focused roles, do you exclusively hire PhDs?'),
    ).toBeNull();
    expect(readToolRequest('MBA with Data Analytics Concentration after MS in Data Science?')).toBeNull();
    // listings asked for are still searched
    expect(readToolRequest('data scientist jobs in Austin, any hiring now?')?.tool).toBe('search_jobs');
  });

  it('edits a short line after an instruction to edit it, and shortens when told to', () => {
    expect(readRequest('rewrite: drove forklift')).toEqual({ action: 'rewrite_bullet', text: 'drove forklift' });
    expect(readRequest('shorten: responsible for the training of all new cashiers on the register')).toEqual({
      action: 'rewrite_bullet',
      text: 'responsible for the training of all new cashiers on the register',
      shorter: true,
    });
  });

  it('writes a bio asked for, and leaves biology to the guides', () => {
    expect(readRequest('can you write my bio for the team page')).toMatchObject({
      action: 'linkedin_text',
      kind: 'bio',
    });
    expect(readRequest('UK Bio undergrad: considering postgrad vs job, worried about burnout')).toBeNull();
    expect(readRequest('what can i do with a bio degree')).toBeNull();
  });

  it('leaves how to earn more to the guides, and counts credentials as work', () => {
    expect(readToolRequest('what certifications help a medical assistant earn more')).toBeNull();
    expect(readToolRequest('how much do medical assistants make in ohio')).toMatchObject({ tool: 'salary_range' });
    expect(classifyIntent('should i get my CPA or an MBA').workRelated).toBe(true);
  });

  it('reads notice put in as a resignation, and a student as who the objective is for', () => {
    expect(readRequest('email my manager that i got a new job and im putting in my 2 weeks')).toMatchObject({
      action: 'resignation_letter',
    });
    expect(
      readRequest('write my objective for a resume, im a high school student looking for my first job'),
    ).toMatchObject({ action: 'resume_summary', kind: 'objective', who: 'high school student' });
  });

  it('reads the title the years were spent in, and a name with its courtesy title', () => {
    expect(readRequest('need a resume summary, 10 years as a welder')).toMatchObject({
      action: 'resume_summary',
      role: 'welder',
    });
    expect(readRequest('write a reference request to my old teacher mrs jones')).toMatchObject({
      action: 'reference_request',
      to: 'Mrs Jones',
    });
  });
});

describe('requests typed in a hurry', () => {
  it('reads the request words as meant, and the next reading whose words are there', () => {
    expect(readToolRequest('write a email to my manger i need friday off for a dr appt')).toEqual({
      tool: 'draft_workplace_email',
      // What it is for, as typed.
      input: { kind: 'time_off_request', when: 'Friday', reason: 'for a dr appt' },
    });
    expect(readToolRequest('write me a cover leter for walmart cashier')).toMatchObject({
      tool: 'draft_cover_letter',
      input: { role: 'cashier' },
    });
    expect(readToolRequest('ask my old boss to be a referance for a job at costco')).toMatchObject({
      input: { kind: 'reference_request' },
    });
    expect(readToolRequest('email to hr asking when i get my last paycheck')).toEqual({
      tool: 'draft_workplace_email',
      input: { kind: 'work_message', purpose: 'to ask when I get my last paycheck' },
    });
    expect(readToolRequest('tell recruiter thanks but i took another job')).toMatchObject({
      input: { kind: 'recruiter_decline' },
    });
    // A kind's own reading stands: calling in sick is no general message.
    expect(readToolRequest('text my boss saying im sick')).toMatchObject({ input: { kind: 'sick_day' } });
    expect(readToolRequest('jobs at kaiser in oakland')).toEqual({
      tool: 'search_jobs',
      input: { company: 'Kaiser', location: 'Oakland' },
    });
    // The employer typed before the title; a kind of the job is no employer.
    expect(readToolRequest('write me a cover leter for walmart cashier')).toMatchObject({
      input: { role: 'cashier', company: 'Walmart' },
    });
    expect(readToolRequest('thank u note for interview at cvs pharmacy tech')).toMatchObject({
      input: { role: 'pharmacy tech', company: 'CVS' },
    });
    expect(readToolRequest('cover letter for retail cashier')).not.toMatchObject({ input: { company: 'Retail' } });
    expect(readRequest('ive been a nanny for 5 years, write me a resume summary')).toMatchObject({
      role: 'nanny',
      experience: '5 years of experience',
    });
  });
});
