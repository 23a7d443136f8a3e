import { describe, expect, it } from 'vitest';
import { analyze, analyzeQuery, editDistance, normalizeText, stem, termPairs, tokenize } from './text-analysis';

describe('Porter stemmer', () => {
  it.each([
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['cats', 'cat'],
    ['agreed', 'agre'],
    ['plastered', 'plaster'],
    ['motoring', 'motor'],
    ['sing', 'sing'],
    ['hopping', 'hop'],
    ['falling', 'fall'],
    ['filing', 'file'],
    ['happy', 'happi'],
    ['relational', 'relat'],
    ['generalization', 'gener'],
    ['effective', 'effect'],
  ])('stems %s to %s (reference outputs)', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('gives related forms one stem, so a question matches whichever form an article uses', () => {
    expect(new Set(['negotiate', 'negotiating', 'negotiation', 'negotiated'].map(stem)).size).toBe(1);
    expect(new Set(['interview', 'interviews', 'interviewing', 'interviewed'].map(stem)).size).toBe(1);
    expect(stem('resumes')).toBe(stem('resume'));
  });

  it('keeps apart words the algorithm would fold into another word of a different meaning', () => {
    expect(stem('internal')).not.toBe(stem('intern'));
    expect(stem('international')).not.toBe(stem('internship'));
    expect(stem('positive')).not.toBe(stem('position'));
    expect(stem('communication')).not.toBe(stem('community'));
    expect(stem('accounting')).not.toBe(stem('account'));
    // each family still meets itself
    expect(new Set(['communicate', 'communication', 'communicating'].map(stem)).size).toBe(1);
    expect(stem('internally')).toBe(stem('internal'));
  });

  it('gives past tenses Porter leaves apart the stem of their verb', () => {
    expect(new Set(['choose', 'chose', 'chosen', 'choosing'].map(stem)).size).toBe(1);
    expect(new Set(['lie', 'lied', 'lying', 'lies'].map(stem)).size).toBe(1);
  });

  it('leaves short words, numbers and acronyms alone', () => {
    expect(stem('ok')).toBe('ok');
    expect(stem('h1b')).toBe('h1b');
    expect(stem('ats')).toBe('ats');
  });
});

describe('tokenize and normalise', () => {
  it('lower-cases, strips accents and possessives, and splits on punctuation', () => {
    expect(tokenize("Résumé tips: the recruiter's view!")).toEqual(['resume', 'tips', 'the', 'recruiter', 'view']);
  });

  it('folds domain spellings and chat shorthand to one form', () => {
    expect(tokenize('my CV')).toEqual(['my', 'resume']);
    expect(tokenize('H-1B, h1-b and H1B')).toEqual(['h1b', 'h1b', 'and', 'h1b']);
    expect(tokenize('applicant tracking systems')).toEqual(['ats']);
    expect(tokenize('tell me abt urself u know')).toContain('about');
    expect(tokenize('Linked In and linkdin')).toEqual(['linkedin', 'and', 'linkedin']);
    expect(tokenize('follow-up')).toEqual(['followup']);
    // "u" is "you", but not in a dotted country; Indian pay in lakhs per annum is a salary.
    expect(tokenize('a background check (U.K.) in the U.S.')).toEqual([
      'a',
      'backgroundcheck',
      'uk',
      'in',
      'the',
      'us',
    ]);
    expect(tokenize('16 lpa or less ctc')).toEqual(['16', 'salary', 'or', 'less', 'salary']);
    expect(tokenize('how do people afford to live')).toEqual(['how', 'do', 'people', 'livingcost']);
    expect(tokenize('closing by myself')).toEqual(['closing', 'alone']);
    expect(tokenize('re-entering the workforce')).toEqual(['return', 'the', 'workforce']);
    expect(tokenize('a DS after an EE degree')).toEqual([
      'a',
      'data',
      'datascience',
      'after',
      'an',
      'electrical',
      'engineering',
      'degree',
    ]);
    expect(tokenize('Checking in on interview')).toEqual(['followup', 'interview']);
    expect(tokenize('check in on my team')).toEqual(['check', 'in', 'on', 'my', 'team']);
    expect(tokenize('4 days off or a week off')).toEqual(['4', 'timeoff', 'or', 'a', 'timeoff']);
    expect(tokenize('Job recommendations???')).toEqual(['career', 'options']);
    expect(tokenize("I'm about to give up (vent)")).toEqual(["i'm", 'about', 'to', 'discouraged']);
    expect(tokenize('about to give up my apartment')).toEqual(['about', 'to', 'give', 'up', 'my', 'apartment']);
    expect(tokenize("haven't heard back")).toEqual(["haven't", 'heard', 'back', 'followup']);
    // The US visa form keeps its name.
    expect(tokenize('DS-160 form')).toEqual(['ds', '160', 'form']);
  });

  it('reads an hourly rate as hours, not human resources, and being written up as a warning', () => {
    expect(tokenize('$30/hr job, is it a scam?')).toEqual(['30', 'per', 'hour', 'job', 'is', 'it', 'a', 'scam']);
    expect(tokenize('17 an hr at a cafe')).toContain('hour');
    expect(tokenize('HR ignored me')).toEqual(['human', 'resources', 'ignored', 'me']);
    expect(tokenize('my manager wrote me up')).toEqual(['my', 'manager', 'writeup', 'warning']);
    expect(tokenize('a write-up for lateness')).toContain('writeup');
  });

  it('folds common idioms to what they mean, so their words do not mislead the search', () => {
    // "blue" alone is the EU Blue Card, "bullet" a resume line, "hats" something to wear.
    expect(analyze('my boss emailed me out of the blue')).not.toContain('blue');
    expect(analyze('my boss emailed me out of the blue')).toContain(stem('unexpectedly'));
    expect(analyze('should I bite the bullet and resign')).not.toContain(stem('bullet'));
    expect(analyze('at a startup I wear many hats')).not.toContain(stem('hats'));
    expect(analyze('thinking of jumping ship to a competitor')).toContain(stem('leave'));
    expect(analyze('my lead threw me under the bus in the meeting')).not.toContain(stem('bus'));
    expect(analyze('stuck in a dead-end job')).not.toContain('dead');
    // The literal phrases stay: a blue card is the visa, a bullet on a resume is a bullet.
    expect(analyze('EU Blue Card salary threshold')).toContain('blue');
    expect(analyze('rewrite this resume bullet')).toContain(stem('bullet'));
  });

  it("reads IT as the field, a help desk as one thing, and I'll as no word", () => {
    expect(analyze('How do I get into IT with no experience')).toContain('infotech');
    expect(analyze('worked in the it field for years')).toContain('infotech');
    // The pronoun stays a stop word, in lower case, before a verb, or in a message written in capitals.
    expect(analyze('is it worth it')).not.toContain('infotech');
    expect(analyze('does it support remote work')).not.toContain('infotech');
    expect(analyze('WHY IS IT SO HARD')).not.toContain('infotech');
    expect(analyze("IT'S a good job")).not.toContain('infotech');
    expect(analyze('help desk technician or service-desk analyst')).toEqual(
      expect.arrayContaining(['helpdesk', stem('technician'), stem('analyst')]),
    );
    expect(analyze('front desk job')).not.toContain('helpdesk');
    expect(analyze('now they want me to buy gift cards for equipment')).toContain('scam');
    expect(analyze('my company gave us a $25 gift card')).not.toContain('scam');
    // "I'll" was "ill": a guide on a coworker who is seriously ill met every "I'll".
    expect(analyze("I'll leave to start another business")).not.toContain('ill');
    expect(analyze('my boss is seriously ill')).toContain('ill');
  });

  it("reads an offer taken back as rescinded, and taking back one's own acceptance as backing out", () => {
    expect(analyze('can an employer take back a job offer')).toContain(stem('rescinded'));
    expect(analyze('my offer fell through')).toContain(stem('rescinded'));
    expect(analyze('Rescind job acceptance or stay?')).not.toContain(stem('rescind'));
    expect(analyze('Rescind job acceptance or stay?')).toContain('back');
    expect(analyze('take back the laptop')).not.toContain(stem('rescinded'));
  });

  it('reads experience a job needs as a requirement, and another offer as one from elsewhere', () => {
    expect(analyze('every job needs 3 years of experience')).toContain(stem('requirement'));
    expect(analyze('a TPM with 9 years experience')).not.toContain(stem('requirement'));
    expect(analyze('I received another offer')).toContain(stem('elsewhere'));
    expect(analyze('interviewing with other companies')).toContain(stem('elsewhere'));
    expect(analyze('got a second interview')).not.toContain(stem('elsewhere'));
    expect(analyze('How do I get back to work ?')).toContain(stem('return'));
  });

  it('reads another position offered as being redirected, choosing an industry and being asked why one left as one term each', () => {
    const redirected = stem('redirected');
    expect(analyze('I applied to be a manager but they gave me another position')).toContain(redirected);
    expect(analyze('they told me about another open position in the same department')).toContain(redirected);
    expect(analyze('Since when is getting another job in email marketing this difficult?')).not.toContain(redirected);
    const choice = analyze('industrychoice')[0] as string;
    expect(analyze('Which industry should I work in as a data analyst?')).toContain(choice);
    expect(analyze('what are the hot industries going into 2024')).toContain(choice);
    expect(analyze('how to get a job in tech industry or consulting')).not.toContain(choice);
    expect(analyze('shaping industry solutions from the last decade')).not.toContain(choice);
    expect(analyze("I have a PhD but can't get an industry job")).not.toContain(choice);
    const whyLeft = analyze('whyleft')[0] as string;
    expect(analyze('What do I say when they ask why I left my last job?')).toContain(whyLeft);
    expect(analyze('should i tell my boss im interviewing for other jobs')).not.toContain(redirected);
  });

  it('folds British spellings so either finds both', () => {
    expect(analyze('behavioural organise')).toEqual(analyze('behavioral organize'));
  });

  it('is idempotent on normalised text', () => {
    const once = normalizeText('Work from home with a new grad CV');
    expect(normalizeText(once)).toBe(once);
  });
});

describe('analyze and analyzeQuery', () => {
  it('drops stop words and single letters, and stems the rest', () => {
    expect(analyze('How do I write a cover letter?')).toEqual(['write', 'cover', 'letter']);
  });

  it('drops chat filler from queries only', () => {
    expect(analyze('any tips please')).toContain('tip');
    expect([...analyzeQuery('any tips please for interviews').keys()]).toEqual(['interview']);
    // "Totally" is no total (compensation), "hell" no topic.
    expect(analyzeQuery('Totally lost, what the hell do I do').has('total')).toBe(false);
    // a message that only asks for help names no subject: "Seeking advice" had been answered from
    // the guide passage on when to seek extra support, and "advise" (folded to "advize") from
    // free careers advisers
    expect([...analyzeQuery('Seeking advice').keys()]).toEqual([]);
    expect([...analyzeQuery('Need help and advise').keys()]).toEqual([]);
    expect([...analyzeQuery('need some guidance on salary').keys()][0]).toBe('salari');
  });

  it('reads a dismissal, an interview gone badly and nothing to do at work by what they mean', () => {
    expect(tokenize('I got the sack last week')).toContain('fired');
    expect(tokenize('totally bombed my interview')).toEqual(expect.arrayContaining(['interview', 'badly']));
    expect(tokenize('nothing to do at work all day')).toContain('bored');
    expect(tokenize('laughable EOY bonus')).toEqual(expect.arrayContaining(['year', 'end', 'bonus']));
    expect(tokenize("Workday emails - I'm sick of them")).not.toContain('sick');
    // Thinking about leaving is about quitting; being pushed out is being about to be fired.
    expect(tokenize('how do i tell my boss im thinking about leaving?')).toContain('quitting');
    expect(tokenize('planning to leave early today')).not.toContain('quitting');
    expect(tokenize('my job is pushing to fire me')).toContain('fired');
    expect(tokenize("what's wrong with my resume")).toEqual(expect.arrayContaining(['mistakes', 'review']));
    expect(tokenize('how long to fit in at a new job')).toContain('settlingin');
    expect(tokenize('claiming senior-level fit in the new field')).not.toContain('settlingin');
    expect(tokenize('can a forklift operator make 6 figures')).toContain('sixfigure');
    expect(tokenize('my coworker passed away last week')).toContain('died');
    expect(tokenize('get along with my co workers')).toContain('colleagues');
    expect(tokenize('what should i be earning')).toEqual(expect.arrayContaining(['salary', 'pay']));
    expect(tokenize('I hate interviewing')).toEqual(expect.arrayContaining(['nerves', 'anxiety']));
    expect(tokenize('learning DSA')).toEqual(expect.arrayContaining(['data', 'structures', 'algorithms']));
    expect(tokenize("it's difficult for me to get a job")).toContain('search');
    expect(tokenize('getting texts for low paying jobs')).toContain('scam');
    expect(tokenize('Applied 250 jobs, still unemployed')).toContain('landinterviews');
    expect(tokenize('just got hired at amazon')).toEqual(expect.arrayContaining(['new', 'job', 'starting']));
    expect(tokenize('I passed on the offer')).not.toContain('died');
    // "I think" says nothing of the subject.
    expect(analyzeQuery('I think my employment contract is missing').has('think')).toBe(false);
    // "I'm", "I've" and "though" say nothing of a subject.
    expect(analyze("I'm not fit for the role even though I've trained")).toEqual(['fit', 'role', 'train']);
    // Getting interviews at all is its own subject; an interview one already has is not.
    expect(tokenize('how do I get an interview')).toContain('landinterviews');
    expect(tokenize('applied everywhere but getting no interviews')).toContain('landinterviews');
    expect(tokenize('I got an interview tomorrow')).not.toContain('landinterviews');
  });

  it("weighs the user's terms at 1, adjacent pairs and synonyms lower", () => {
    const q = analyzeQuery('salary negotiation');
    expect(q.get('salari')).toBe(1);
    expect(q.get('negoti')).toBe(1);
    expect(q.get('salari_negoti')).toBeCloseTo(0.7);
    expect(q.get('compens')).toBeCloseTo(0.45);
  });

  it('reads phrases by what they mean: a job disliked, a job besides, a claim, a raise not applied, an offer taken back, a schedule hated, a talk with the manager', () => {
    // [question, term, whether the reading adds it]
    const readings: Array<[string, string, boolean]> = [
      ['I feel like my job is lame.', 'boredom', true],
      ['How do you make going to work everyday suck less?', 'boredom', true],
      ['Job Market Sucks', 'boredom', false],
      ['I hate my new job', 'boredom', false],
      ['My entire job sucks at communication', 'boredom', false],
      ['I picked up another job, do I have to say where', 'secondjob', true],
      ['I have a degree in IT, said I have a CS major, got the job', 'lie', true],
      ['age discrimination in tech', 'ageism', true],
      ['interview with another company', 'elsewher', true],
      ['What entry level jobs can I get with a criminology degree?', 'background', true],
      ['Company forgot to apply raise', 'payrol', true],
      ['my raise was never applied', 'payrol', true],
      ['how do I ask for a raise', 'payrol', false],
      ['how to ask my boss for more money', 'rais', true],
      ["they're going to take my job offer back", 'rescind', true],
      ['Which job offer should I accept?', 'compar', true],
      ['my coworker keeps making me look bad in front of my boss', 'undermin', true],
      ['she applied to hundreds of jobs every day', 'landinterview', true],
      ['My first job states I need a professional reference', 'state', false],
      ['moving to another state for work', 'state', true],
      ['I hate my work schedule (Rant)', 'hate', false],
      ['I hate my work schedule (Rant)', 'hour', true],
      ['Sent Home After Submitting a Two Week Notice?', 'walk', true],
      ['sent home early because it was slow', 'walk', false],
      ['Job interview out of state: travel expense', 'far', true],
      ['Promotion isn’t happening, doubling up on work.', 'doubl', false],
      ['Doing senior work as junior', 'level', true],
      ['no one wants loosers like me', 'looser', false],
      ['looser time zone requirements', 'looser', true],
      ['scared of loosing my job', 'lose', true],
      ['How to talk to my manager', 'relationship', true],
      ['how to talk to my manager about a raise', 'relationship', false],
      // an r/datascience asker's words: the field, machine learning, a certification, a rejection
      ['Stack necessary to transition to Senior DS', 'scienc', false],
      ['Stack necessary to transition to Senior DS', 'datasci', true],
      ['a physics or chemistry degree in science', 'scienc', true],
      ['Are you using Reinforcement Learning at work?', 'reinforc', false],
      ['Are you using Reinforcement Learning at work?', 'machin', true],
      ['Are you using Reinforcement Learning at work?', 'usedatwork', true],
      ['anyone here using dbt in production?', 'usedatwork', true],
      ['I am using excel at work', 'usedatwork', false],
      ['Taking over new role as DS manager', 'managerrol', true],
      ['started a new position as team lead', 'managerrol', true],
      ['my new manager is awful', 'managerrol', false],
      ['What is meant by support engineer(AI-ML)', 'artifici', false],
      ['What is meant by support engineer(AI-ML)', 'machin', true],
      ['Usefulness of Six-Sigma', 'stigma', false],
      ['Usefulness of Six-Sigma', 'certif', true],
      ['if I receive "thanks but no thanks" email months after application', 'reject', true],
      ['Job advice, dealing with higher ups', 'higher', false],
      ['Job advice, dealing with higher ups', 'manag', true],
      ['Title not matching tasks, am I making it a big deal?', 'deal', false],
      ['How to proceed…', 'proce', false],
      ['Venting about management', 'vent', false],
      ['Expecting to be laid-off in Q1', 'layoff', true],
      ['Job hunt status: feeling defeated', 'burnout', true],
      ['just hopping to start preparing for that', 'hope', true],
      ['hopping to another company every year', 'hope', false],
      ['When applying for a start-up - what questions should I ask?', 'interview', true],
      ['what questions should I ask my mentor', 'interview', false],
      ['Just started a Data Scientist position on a company that has no structure', 'new', true],
      ["How useful would y'all rate a Six-Sigma certification?", 'worth', true],
      ['how would you rate their reliability', 'worth', false],
      ["Didn't realize how insane the market is", 'job', true],
      ['the market is brutal right now', 'job', true],
      ['in line with the market.', 'job', false],
    ];
    for (const [question, term, added] of readings)
      expect([question, analyzeQuery(question).has(term)]).toEqual([question, added]);
  });

  it('expands STAR into its parts', () => {
    const q = analyzeQuery("what's STAR");
    for (const term of ['situat', 'task', 'action', 'result']) expect(q.get(term)).toBeGreaterThan(0);
  });

  it('builds adjacent pairs without repeating a term', () => {
    expect(termPairs(['a', 'b', 'b', 'c'])).toEqual(['a_b', 'b_c']);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(editDistance('interview', 'interview')).toBe(0);
    expect(editDistance('interveiw', 'interview')).toBe(1);
    expect(editDistance('salry', 'salary')).toBe(1);
    expect(editDistance('sallary', 'salary')).toBe(1);
    expect(editDistance('negociate', 'negotiate')).toBe(1);
  });

  it('stops early beyond the maximum', () => {
    expect(editDistance('resume', 'interview', 2)).toBe(3);
  });
});
