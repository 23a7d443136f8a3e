import type { UserProfile } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import type { HistoryTurn } from '../../language-model/assistant-engine';
import { loadKnowledgeBase } from '../knowledge/knowledge-base';
import { fakePostingsService, postingFixture } from '../postings.fixtures';
import { createAssistantTools } from '../tools';
import { readRequest } from '../understanding/read-message';
import { ownFactsIn, tenureIn } from '../understanding/slots/own-facts';
import { roleIn } from '../understanding/slots/roles';
import { createEmbeddedEngine } from './embedded-engine';
import { readFollowUp, readToolRequest, readToolRequestInConversation, resolveThread } from './tool-requests';

// Issue 34, part 2: requests to act recognised however people type them, in every trade, and
// follow-ups that keep the subject and the user's facts. Phrasings written for this test by
// someone other than the intent examples' author, in the casual spellings, dashes, colons and
// verbless forms the issue lists.

const kb = loadKnowledgeBase();
/** The engine as `AI_PROVIDER=local` runs it without a postings store: writing tools, no pay data. */
const alone = createEmbeddedEngine(kb, createAssistantTools({ kb }), { warmUp: false });

const stored = [
  ...[0, 1, 2, 3, 4, 5].map((i) =>
    postingFixture(i, 'Line Cook', 'New York, NY', 38_000 + i * 1000, 45_000 + i * 1000),
  ),
  ...[0, 1, 2, 3, 4, 5].map((i) =>
    postingFixture(10 + i, 'Staff Accountant', 'New York, NY', 70_000 + i * 3000, 90_000 + i * 3000),
  ),
  ...[0, 1, 2].map((i) => postingFixture(20 + i, 'Registered Nurse', 'Boston, MA', 80_000, 100_000)),
];
const withPostings = createEmbeddedEngine(kb, createAssistantTools({ kb, postings: fakePostingsService(stored) }), {
  warmUp: false,
});

async function say(message: string, history: HistoryTurn[] = [], engine = alone) {
  let text = '';
  const sources: string[] = [];
  for await (const event of engine.reply({ message, persona: 'Friendly', profile: {}, userId: null, history })) {
    if (event.type === 'delta') text += event.text;
    if (event.type === 'sources') sources.push(...event.sources.map((s) => s.ref));
  }
  return { text, sources };
}

/** A conversation: each message answered with the turns before it as history. */
async function converse(messages: string[], engine = alone) {
  const history: HistoryTurn[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    const { text } = await say(message, history, engine);
    replies.push(text);
    history.push({ role: 'user', content: message }, { role: 'assistant', content: text });
  }
  return replies;
}

describe('a bullet to rewrite, however it is typed', () => {
  it.each([
    ['reword — managed the front desk at a busy hotel', /^Rewritten:\n> Managed the front desk at a busy hotel/],
    ['rephrase: gave meds to patients on the night shift', /^Rewritten:\n> Gave meds to patients on the night shift/],
    ['resume line - wired new builds and fixed faults', /^Rewritten:\n> Wired new builds and fixed faults/],
    ['"cleaned kitchen and prepped veg" - better?', /^Rewritten:\n> Cleaned kitchen and prepped veg/],
    ['improve: reconciled accounts for the firm', /^Rewritten:\n> Reconciled accounts for the firm/],
    ['make this bullet pop - installed sockets and lighting in new homes', /^Rewritten:\n> Installed sockets/],
    ['pls fix this bullet: did scheduling for the clinic', /^Rewritten:\n> \w+ scheduling for the clinic/],
  ])('%s', async (message, rewritten) => {
    const { text } = await say(message);
    expect(text).toMatch(rewritten);
  });

  it('does not take a story told after a colon for a resume line', () => {
    const story =
      'Need help rewriting my life plan: I worked as a line cook for six years, then my restaurant closed last spring and I have been applying to kitchens and warehouses since, with no replies at all, and my savings are running out while my landlord keeps raising the rent every few months, so any help at all is welcome.';
    expect(readRequest(story)).toBeNull();
    expect(readRequest('rewrite: kept the walk-in stocked and rotated for a 120-cover restaurant')).toMatchObject({
      action: 'rewrite_bullet',
    });
  });

  it("asks for a trade's scope, never a software team's, and keeps the user's facts when shortened", async () => {
    const [cook = ''] = await converse(['make this sound better "cleaned kitchen and prepped veg"']);
    expect(cook).not.toMatch(/team|users/);
    expect(cook).toContain('[for how many people, or how often?]');
    const [, shorter = '', another = ''] = await converse([
      'reword — managed the front desk at a busy hotel',
      'make it shorter',
      'another one',
    ]);
    expect(shorter).toMatch(/^Shorter:\n> Managed the front desk at a busy hotel/);
    // The person's own verb stays in another version: another verb would claim other work.
    expect(another).toMatch(/^Shorter:\n> Managed the front desk at a busy hotel/);
    expect(another).toContain('I kept your verb “Managed”');
    const [, hospital = ''] = await converse([
      'rephrase: gave meds to patients on the night shift',
      'for a hospital instead',
    ]);
    expect(hospital).toMatch(/^Rewritten:\n> Gave meds to patients on the night shift/);
    expect(hospital).toMatch(/For a hospital: the facts stay as you wrote them/);
  });
});

describe('drafts: the role and company asked, never the draft itself as the role', () => {
  it('reads "sous chef" as the role in "first line for a cover letter, sous chef at Nobu"', async () => {
    expect(readRequest('first line for a cover letter, sous chef at Nobu')).toEqual({
      action: 'cover_letter_line',
      role: 'sous chef',
      company: 'Nobu',
    });
    const { text } = await say('first line for a cover letter, sous chef at Nobu');
    expect(text).toContain('Nobu is hiring a Sous Chef');
    expect(text).not.toMatch(/Cover Letter\b/);
    expect(roleIn('opening line for my cover letter as an electrician')).toBe('electrician');
    expect(roleIn('how much do line cooks make in chicago')).toBe('line cook');
    expect(roleIn('short intro to a hiring manager at Kaiser for a nurse job')).toBe('nurse');
  });

  it('drafts a thank-you note after an interview, for the role named', async () => {
    for (const message of [
      'thank you email after interview for a bookkeeper position',
      'write a thank you note to the interviewer for the electrician job',
      'thank u msg after my teacher interview',
    ]) {
      const { text } = await say(message);
      expect(text, message).toMatch(/^A thank-you note you could send/);
      expect(text, message).toContain("[interviewer's name]");
    }
    const { text } = await say('thank you email after interview for a bookkeeper position');
    expect(text).toContain('Bookkeeper position');
    expect(await say('thanks, that helps')).not.toMatchObject({ text: expect.stringMatching(/thank-you note/) });
  });

  it("uses the interviewer's name and the day as said, in any case, also when made shorter", async () => {
    const first =
      'write a thank you email to the interviewer, her name is maria, for the pharmacy technician interview yesterday';
    const note = await say(first);
    expect(note.text).toMatch(
      /> Hi Maria, thank you for taking the time to talk with me yesterday about the Pharmacy Technician/,
    );
    const shorter = await say('make it shorter', [
      { role: 'user', content: first },
      { role: 'assistant', content: note.text },
    ]);
    expect(shorter.text).toMatch(/> Hi Maria, thank you for your time yesterday/);
  });

  it('keeps the role and company through "make it shorter", "another one" and "for X instead"', async () => {
    const [first = '', shorter = '', another = '', elsewhere = ''] = await converse([
      'first line for a cover letter, sous chef at Nobu',
      'make it shorter',
      'another one',
      'for Zuma instead',
    ]);
    expect(first).toContain('Nobu');
    expect(shorter).toMatch(/Sous Chef position at Nobu/);
    expect(shorter.split('\n')[1]?.length).toBeLessThan(first.split('\n')[1]?.length ?? 0);
    expect(another).toMatch(/Sous Chef/);
    expect(another).toContain('Nobu');
    expect(elsewhere).toMatch(/Sous Chef/);
    expect(elsewhere).toContain('Zuma');
    const [, hospital = ''] = await converse([
      'thank you email after interview for a nurse position at Kaiser',
      'for a hospital instead',
    ]);
    expect(hospital).toMatch(/Nurse position at a hospital/);
    const [, asTeacher = ''] = await converse([
      'short intro to a recruiter at Kaiser for a nurse job',
      'as a teacher instead',
    ]);
    expect(asTeacher).toMatch(/Teacher role at Kaiser/);
  });
});

describe("a counter-offer, drafted with the user's own figure", () => {
  it('reads the question asked after the story of an offer: "what exactly do I say to counter?"', () => {
    expect(
      readToolRequest(
        'The recruiter offered $120k for a senior frontend engineer role in New York. What exactly do I say to counter?',
      )?.tool,
    ).toBe('draft_counter_offer');
  });

  it('reads an offer with a request to answer it as a counter, not a pay look-up', () => {
    expect(readToolRequest('they want to pay me 52k for a teacher job, can i ask for more')).toMatchObject({
      tool: 'draft_counter_offer',
      input: { role: 'teacher', offer: '52k' },
    });
    expect(readToolRequest('the hospital offered 31 an hour for a nurse job, how do i push for more')).toMatchObject({
      tool: 'draft_counter_offer',
      input: { offer: '31 an hour' },
    });
    // pay named without an offer made to the person is not a counter, nor is a count of offers,
    // nor an offer told in a story
    expect(readToolRequest('Should I quit my 17 an hour job for a 14 an hour apprenticeship?')).toBeNull();
    expect(readToolRequest('got 2 job offers this week, which one?')).not.toMatchObject({
      tool: 'draft_counter_offer',
    });
    expect(readToolRequest('how do i find a job paying $25/hr')).not.toMatchObject({ tool: 'draft_counter_offer' });
    // weighing an offer is advice, not a counter
    expect(readToolRequest('Should I take a cook job for $35k base salary plus benefits?')).not.toMatchObject({
      tool: 'draft_counter_offer',
    });
    // an hourly offer is never placed in a spread of yearly pay
    expect(readToolRequest('got offered 19/hr as a line cook, can i ask for 21')).toMatchObject({
      market: { role: 'line cook' },
    });
    expect(readToolRequest('got offered 19/hr as a line cook, can i ask for 21')).not.toMatchObject({
      market: { offer: expect.anything() },
    });
    expect(
      readToolRequest(
        'My offer was rescinded\nI accepted an offer for 60k last month and gave notice, and today they pulled it. What now?',
      ),
    ).not.toMatchObject({ tool: 'draft_counter_offer' });
    expect(
      readToolRequest(
        'When will they call?\nI had my final round on Monday and sent a thank you email after the interview. Nothing since.',
      ),
    ).not.toMatchObject({ tool: 'draft_thank_you_note' });
    expect(readToolRequest('I accepted an offer last week but just got a better one, can I back out')).toBeNull();
  });

  it('drafts the counter and the reasoning, inventing no figure, without pay data', async () => {
    const { text } = await say('they want to pay me 52k for a teacher job, can i ask for more');
    expect(text).toMatch(/^A counter you could send:/);
    expect(text).toContain('52k');
    expect(text).toContain('[your target figure]');
    expect(text).toMatch(/Why it works:/);
    // the only figure is the user's
    expect(text.replace(/\[[^\]]+\]/g, '').replace(/52k/g, '')).not.toMatch(/\d/);
    const [, shorter = ''] = await converse([
      'they want to pay me 52k for a teacher job, can i ask for more',
      'make it shorter',
    ]);
    expect(shorter).toContain('52k');
    expect(shorter).not.toMatch(/Why it works/);
  });

  it('adds pay data of the market asked, and drafts the counter where the data is too thin for a figure', async () => {
    const { text } = await say(
      'they offered me 40k for a line cook job in new york, can i ask for more',
      [],
      withPostings,
    );
    expect(text).toMatch(/New York: 6 stored postings state pay/);
    expect(text).toMatch(/You could say/);
    const thin = await say('they offered me 85k for a nurse job in boston, can i get more', [], withPostings);
    expect(thin.text).toMatch(/thin data/);
    expect(thin.text).toMatch(/A counter you could send:[\s\S]*85k/);
  });
});

describe('pay and postings in the place asked', () => {
  it('answers pay questions from the pay guides when no postings are stored, never from another subject', async () => {
    for (const message of [
      'how much do line cooks make in chicago',
      'accountant salary in toronto?',
      'what do electricians earn in leeds',
      'nurse pay in manchester',
    ]) {
      const { text, sources } = await say(message);
      expect(text, message).toMatch(/won't put a figure on/);
      expect(
        sources.some((s) => kb.article(s.slice(3))?.topics.some((t) => t === 'salary' || t === 'negotiation')),
        message,
      ).toBe(true);
      expect(sources, message).not.toContain('kb:owning-a-mistake-at-work');
    }
  });

  it("never gives another market's pay as the answer", async () => {
    const toronto = await say('accountant salary in toronto?', [], withPostings);
    expect(toronto.text).toMatch(/None of the stored postings for accountant in Toronto states its pay in CAD/);
    // US figures only as a labelled comparison, never as Toronto's pay
    for (const line of toronto.text.split('\n').filter((l) => /\$\d/.test(l)))
      expect(line).toMatch(/^For comparison only, from other markets \(not Toronto's pay\)/);
    const chicago = await say('how much do line cooks make in chicago', [], withPostings);
    // Chicago has none: the rest of the same market (US, dollars) is named as such
    expect(chicago.text).toMatch(/^None of the stored postings for line cook in Chicago states its pay in USD/);
    expect(chicago.text).toMatch(/Line cook across United States: 6 stored postings state pay/);
    const berlin = await say('any nursing jobs in Berlin', [], withPostings);
    expect(berlin.text).toMatch(/No stored nursing jobs in Berlin/);
    const [, toronto2 = ''] = await converse(
      ['what do accountants make in new york', 'what about Toronto?'],
      withPostings,
    );
    expect(toronto2).toMatch(/^None of the stored postings for accountant in Toronto states its pay in CAD/);
  });

  it('keeps the role and takes the new place in a follow-up', () => {
    const history: HistoryTurn[] = [{ role: 'user', content: 'how much do line cooks make in chicago' }];
    expect(resolveThread('in Boston instead', history)?.request).toEqual({
      tool: 'salary_range',
      input: { role: 'line cook', location: 'Boston' },
    });
    expect(resolveThread('for electricians instead', history)?.request).toEqual({
      tool: 'salary_range',
      input: { role: 'electrician', location: 'Chicago' },
    });
  });

  it('looks up the pay of the job the person is heading for, asked with no job named', () => {
    const history: HistoryTurn[] = [
      { role: 'user', content: 'im a cna looking to become an lpn, how long does it take' },
    ];
    expect(readToolRequestInConversation('what would i earn after', history)).toEqual({
      tool: 'salary_range',
      input: { role: 'lpn' },
    });
    const welders: HistoryTurn[] = [{ role: 'user', content: 'how much do welders make in ohio' }];
    expect(readToolRequestInConversation('what does it pay in texas', welders)).toEqual({
      tool: 'salary_range',
      input: { role: 'welder', location: 'Texas' },
    });
    // Asked outright, "as an lpn" names the job.
    expect(readToolRequest('how much would i earn as an lpn')).toEqual({
      tool: 'salary_range',
      input: { role: 'lpn' },
    });
  });

  it('gives the next interview questions, as many as asked, for "give me 3 more"', async () => {
    const first = 'interview questions for a forklift operator';
    const asked = await say(first);
    const more = await say('give me 3 more', [
      { role: 'user', content: first },
      { role: 'assistant', content: asked.text },
    ]);
    expect(more.text).toMatch(/^7\. /m);
    expect(more.text).toMatch(/^9\. /m);
    expect(more.text).not.toMatch(/^10\. /m);
  });
});

describe('slots typed without the words a pattern would wait for', () => {
  it.each([
    ['electrician salary manchester', { tool: 'salary_range', input: { role: 'electrician', location: 'Manchester' } }],
    ['teacher pay toronto?', { tool: 'salary_range', input: { role: 'teacher', location: 'Toronto' } }],
    ['whats a line cook paid in nyc', { tool: 'salary_range', input: { role: 'line cook', location: 'New York' } }],
    ['nurse jobs berlin', { tool: 'search_jobs', input: { title: 'nurse', location: 'Berlin' } }],
    [
      'any electrician openings near leeds',
      { tool: 'search_jobs', input: { title: 'electrician', location: 'Leeds' } },
    ],
    [
      'recruiter msg - accountant role at Deloitte',
      { tool: 'draft_recruiter_note', input: { role: 'accountant', company: 'Deloitte' } },
    ],
    ['ty email after my interview at Nobu', { tool: 'draft_thank_you_note', input: { company: 'Nobu' } }],
    ['thank you note bookkeeper interview', { tool: 'draft_thank_you_note', input: { role: 'bookkeeper' } }],
    [
      'pls write a cover letter opener for a nurse job at kaiser',
      { tool: 'draft_cover_letter_opening', input: { role: 'nurse', company: 'Kaiser' } },
    ],
    [
      'cover letter intro, electrician at Siemens',
      { tool: 'draft_cover_letter_opening', input: { role: 'electrician', company: 'Siemens' } },
    ],
    [
      'got offered 19/hr as a line cook, can i ask for 21',
      { tool: 'draft_counter_offer', input: { role: 'line cook', offer: '19/hr' } },
    ],
    ['counter offer 52k teacher', { tool: 'draft_counter_offer', input: { role: 'teacher', offer: '52k' } }],
    [
      'how much should an electrician make in texas',
      { tool: 'salary_range', input: { role: 'electrician', location: 'Texas' } },
    ],
    ['nurse salary north carolina', { tool: 'salary_range', input: { role: 'nurse', location: 'North Carolina' } }],
    ['hourly rate for cooks in austin?', { tool: 'salary_range', input: { role: 'cook', location: 'Austin' } }],
    ['accountant jobs toronto', { tool: 'search_jobs', input: { title: 'accountant', location: 'Toronto' } }],
    [
      'is 60k good for an accountant in chicago',
      { tool: 'salary_range', input: { role: 'accountant', location: 'Chicago', offer: 60000 } },
    ],
    [
      'offer is 48k for a bookkeeper role, what should i counter',
      { tool: 'draft_counter_offer', input: { role: 'bookkeeper', offer: '48k' } },
    ],
    ['intro msg to recruiter, electrician role', { tool: 'draft_recruiter_note', input: { role: 'electrician' } }],
    ['rewrite pls - fixed cars at a garage', { tool: 'rewrite_bullet', input: { bullet: 'fixed cars at a garage' } }],
  ])('%s', (message, expected) => {
    expect(readToolRequest(message)).toMatchObject(expected);
  });

  it('does not take an everyday phrase or a place for the employer', () => {
    expect(readToolRequest('write a recruiter message about a teacher job at work')).toEqual({
      tool: 'draft_recruiter_note',
      input: { role: 'teacher' },
    });
    expect(readToolRequest('Job hunting in Lisbon')).toBeNull();
  });
});

describe('follow-ups to advice, and trades named beside out-of-scope words', () => {
  it('does not turn away a resume or interview question that names a cook, and keeps its subject in a follow-up', async () => {
    const [cook = '', teacher = ''] = await converse(['what should my resume say as a cook', 'as a teacher instead']);
    expect(cook).not.toMatch(/isn't something I can help with/);
    expect(teacher).not.toMatch(/outside careers/);
    const [, hospital = ''] = await converse(['how do i prepare for a nursing interview', 'for a hospital instead']);
    expect(hospital).toMatch(/interview/i);
  });
});

describe('letters people ask for: a follow-up on an application and a resignation', () => {
  it('drafts a follow-up with the role and when the person applied, as they said them', async () => {
    const { text } = await say(
      'draft a follow up email, I applied 2 weeks ago for a payroll specialist job and heard nothing',
    );
    expect(text).toMatch(/Following up on my application for the Payroll Specialist role/);
    expect(text).toMatch(/I applied for the Payroll Specialist role 2 weeks ago/);
    expect(text).not.toMatch(/Operations Analyst|Marketing Coordinator/);
    const shorter = await say('shorter', [
      {
        role: 'user',
        content: 'draft a follow up email, I applied 2 weeks ago for a payroll specialist job and heard nothing',
      },
      { role: 'assistant', content: text },
    ]);
    expect(shorter.text).toMatch(/Payroll Specialist role 2 weeks ago/);
  });

  it('drafts a resignation letter with the last day and the manager named, and no role made of "resignation letter"', async () => {
    const { text } = await say('write me a resignation letter, my last day is friday');
    expect(text).toMatch(/formal notice of my resignation from my position\. My last day will be Friday\./);
    expect(text).not.toMatch(/as Resignation Letter/i);
    const named = await say('resignation email to my manager Sarah, leaving in two weeks');
    expect(named.text).toMatch(/Dear Sarah,/);
    expect(named.text).toMatch(/\[the date two weeks from today\]/);
  });

  it('answers whether or how to send one from the guides, without drafting', async () => {
    expect(readToolRequest('should i send a follow up email after applying?')).toBeNull();
    expect(readToolRequest('how do i write a resignation letter?')).toBeNull();
    expect(readToolRequest('how much notice should I give when I quit?')).toBeNull();
  });
});

describe('summaries and follow-ups that change the tone', () => {
  it('rewrites a first-person summary as a resume summary, keeping the words', async () => {
    const { text } = await say(
      'Make my summary sound more professional: I have been a teacher for 8 years and I love helping kids learn',
    );
    expect(text).toMatch(/Teacher with 8 years of experience\. Passionate about helping kids learn\./);
    expect(text).not.toMatch(/Delivered i have been/i);
  });

  it('applies "make it sound more senior" to the bullet it follows, not to a guide', async () => {
    const first = await say('bullet: trained 5 new hires on the POS system');
    const { text } = await say('make it sound more senior', [
      { role: 'user', content: 'bullet: trained 5 new hires on the POS system' },
      { role: 'assistant', content: first.text },
    ]);
    expect(text).toMatch(/^Rewritten:\n> Trained 5 new hires on the POS system/);
    expect(text).toMatch(/senior role/);
  });
});

describe('work emails people ask for by what they do', () => {
  it('drafts an acceptance, a decline, a reference request and a raise request with the facts given', async () => {
    const accept = await say('write an email accepting the job offer for the pharmacist position at CVS');
    expect(accept.text).toMatch(
      /^An acceptance you could send:\nSubject: Accepting the offer for Pharmacist\n> Dear \[name\], thank you for offering me the Pharmacist role at CVS\./,
    );
    expect((await say('can you help me decline a job offer politely')).text).toMatch(
      /^A polite decline you could send:/,
    );
    expect((await say('email to ask my old manager to be a reference')).text).toMatch(
      /^A reference request you could send:/,
    );
    const raise = await say('email asking my boss Priya for a raise');
    expect(raise.text).toMatch(/^A request you could send to set up the pay conversation:\n.*\n> Hi Priya,/);
  });

  it("asks for a raise with the person's title, time in the job, results and figure as they said them", async () => {
    const barista = await say(
      "help me ask my manager for a raise, i've been a barista here for 2 years and trained 4 new people",
    );
    expect(barista.text).toMatch(
      /as a Barista\. Over the past 2 years I have trained 4 new people and \[another result, with a number\]/,
    );
    const sales = await say(
      'write an email asking for a raise, I increased sales by 20% and covered 10 extra shifts, i want 19 an hour',
    );
    expect(sales.text).toMatch(/I have increased sales by 20% and covered 10 extra shifts, and/);
    expect(sales.text).toMatch(/moving to 19 an hour\./);
  });

  it('drafts a reply to a recruiter who reached out, yes unless the asker says no', async () => {
    const yes = await say(
      "help me reply to a recruiter who messaged me on linkedin about a bookkeeper role, I'm interested",
    );
    expect(yes.text).toMatch(
      /^A reply you could send:\n> Hi \[name\], thanks for reaching out about the Bookkeeper role/,
    );
    expect((await say('write a reply to the recruiter saying no thanks')).text).toMatch(/^A polite no you could send:/);
    // The recruiter's own title is no role they offer.
    const agency = await say('decline a recruiter from robert half, not interested right now');
    expect(agency.text).toContain('thank you for thinking of me for the role.');
    expect(agency.text).not.toMatch(/Recruiter role/);
    expect(readToolRequest('should i reply to recruiters on linkedin?')).toBeNull();
  });

  it('answers how and whether from the guides', () => {
    for (const question of [
      'how do i ask for a raise?',
      'should i accept the offer or wait for the other one?',
      'who should i list as references?',
      'is it rude to decline an offer by email?',
    ])
      expect(readToolRequest(question), question).toBeNull();
  });
});

describe('LinkedIn text asked for, not advice on it', () => {
  it('drafts a headline or an About section with the title and years given', async () => {
    const { text } = await say('short linkedin headline for an ICU nurse with 10 years experience');
    expect(text).toMatch(/^A headline you could use:\n> ICU Nurse \| 10 years in \[your specialty\]/);
    expect((await say('write a linkedin summary for a bookkeeper with 6 years experience')).text).toMatch(
      /^An About section you could start from:\n> I'm a bookkeeper with 6 years/,
    );
    expect(readToolRequest('what should my linkedin headline say')).toBeNull();
  });

  it('drafts a short bio, with no LinkedIn named, in the third person from the title and years said', async () => {
    const { text } = await say('write a short bio for me, im a dental assistant with 6 years experience');
    expect(text).toMatch(
      /^A short bio you could use:\n> \[Your name\] is a dental assistant with 6 years of experience in \[your setting or specialty\]\./,
    );
    expect(readToolRequest('how long should a bio be?')).toBeNull();
  });
});

describe('what a draft request says about the person', () => {
  it('reads their title and experience into the draft, apart from the role applied for', () => {
    expect(
      readToolRequest('cover letter for a receptionist at a dental office, i have 3 years front desk experience'),
    ).toMatchObject({ input: { role: 'receptionist', experience: '3 years of front desk experience' } });
    // Years said with where they were spent, without the word "experience".
    expect(
      readToolRequest(
        'write a cover letter for a forklift driver job, i have my forklift license and 3 years in a warehouse',
      ),
    ).toMatchObject({ input: { role: 'forklift driver', experience: '3 years in a warehouse' } });
    // Where the experience was, said after it, stays with it.
    expect(
      readToolRequest('cover letter for a receptionist at a dental office, I have 3 years experience at a front desk'),
    ).toMatchObject({ input: { experience: '3 years of experience at a front desk' } });
    expect(
      readToolRequest(
        'write a note to a recruiter at Kaiser, I am a registered nurse with 5 years of experience in the ICU',
      ),
    ).toEqual({
      tool: 'draft_recruiter_note',
      input: { company: 'Kaiser', currentRole: 'registered nurse', experience: '5 years of experience in the ICU' },
    });
    expect(readToolRequest('cover letter opening for a sous chef job, Im a line cook')).toMatchObject({
      input: { role: 'sous chef', currentRole: 'line cook' },
    });
  });
});

describe('a shorter rewrite', () => {
  it('asks only for the brackets it still holds', async () => {
    const first = await say('rewrite: worked on the checkout page');
    const { text } = await say('make it shorter', [
      { role: 'user', content: 'rewrite: worked on the checkout page' },
      { role: 'assistant', content: first.text },
    ]);
    expect(text).toMatch(/^Shorter:\n> Delivered the checkout page \[by how much\?\]\./);
    expect(text).not.toMatch(/for which team or how many users/);
  });
});

describe('everyday steps at work, told rather than asked', () => {
  it('drafts a time-off request with the days as said', async () => {
    expect(readRequest('draft a quick email to my supervisor asking for next friday off')).toMatchObject({
      action: 'time_off_request',
      when: 'next Friday',
    });
    const { text } = await say('draft a quick email to my supervisor asking for next friday off');
    expect(text).toMatch(/^A time-off request you could send:/);
    expect(text).toContain("I'd like to request next Friday off");
    // Asking whether to ask stays advice.
    expect(readRequest('should i ask for time off in my first month?')).toBeNull();
  });

  it('says what the time off is for, and what the sick person has, when they said it', async () => {
    const graduation = await say('i want to ask for friday off for my sons graduation, can u write it for my manager');
    expect(graduation.text).toContain("I'd like to request Friday off for my son's graduation.");
    const flu = await say('call in sick email for tomorrow, i have the flu');
    expect(flu.text).toContain("I'm sorry for the short notice: I have the flu and won't be able to come in tomorrow.");
    // Unsaid, they stay the person's to fill.
    expect((await say('call in sick email for tomorrow')).text).toContain("I'm [unwell / looking after my sick child]");
    // Part of a day is asked as such, not as the day off.
    const early = await say('email my manager i need to leave early tomorrow for a dentist appointment');
    expect(early.text).toContain('could I leave early tomorrow for a dentist appointment?');
    expect((await say('text my boss can i come in late friday')).text).toContain('could I come in late Friday?');
  });

  it('takes "decline the offer", "accept the offer" and "ask my old manager" as the message to write', async () => {
    expect(readRequest('decline the offer from Target politely, i took another job')).toEqual({
      action: 'decline_offer',
      company: 'Target',
    });
    expect(
      readRequest('accept the job offer for the HVAC technician role at Johnson Controls, start date Jan 5'),
    ).toMatchObject({ action: 'accept_offer', role: 'HVAC technician', company: 'Johnson Controls', when: 'Jan 5' });
    const { text } = await say(
      'accept the job offer for the HVAC technician role at Johnson Controls, start date Jan 5',
    );
    expect(text).toContain('a start date of Jan 5');
    // The manager asked is the addressee, not the role; where they worked together is not the employer applied to.
    expect(
      readRequest(
        'can u ask my old manager for a reference, her name is Linda, i worked under her at Walgreens for 3 years',
      ),
    ).toEqual({ action: 'reference_request', to: 'Linda', workedTogetherAt: 'Walgreens' });
    // A question which to do is still a question.
    expect(readRequest('accept the offer or wait for the other one?')).toBeNull();
  });
});

describe('drafts use the facts the request states, however they are said', () => {
  it('reads experience said without "I have" and as time spent doing the work', () => {
    expect(
      ownFactsIn('message to recruiter: interested in the plumbing apprentice opening, 1 yr helper experience'),
    ).toEqual({
      experience: '1 year of helper experience',
    });
    expect(ownFactsIn('cover letter for a teaching assistant job, ive volunteered in classrooms for 2 years')).toEqual({
      experience: '2 years of volunteering in classrooms',
    });
    expect(ownFactsIn('I have worked as a cashier for 3 years')).toEqual({ experience: '3 years as a cashier' });
  });

  it("writes a LinkedIn headline from the person's stated title and where they are moving", async () => {
    const { text } = await say(
      'write a linkedin headline for me, im an elementary school teacher moving into instructional design',
    );
    expect(text).toContain('> Elementary School Teacher | Moving into Instructional Design |');
  });

  it('puts the figure the person wants into the counter, never a guess', async () => {
    const { text } = await say(
      'help me reply to an offer, they offered 52k for a medical assistant job and i want 56k',
    );
    expect(text).toContain('I was hoping for 56k rather than 52k');
    const { text: none } = await say('they offered me 52k for a medical assistant job, write a counter');
    expect(none).toContain('[your target figure]');
  });
});

describe('everyday requests in the words of the people who make them', () => {
  it('drafts calling in sick and a shift swap, with the day as said', async () => {
    expect(readRequest('email my boss that im sick and cant come in tomorrow')).toMatchObject({
      action: 'sick_day',
      when: 'tomorrow',
    });
    expect(readRequest('ask my supervisor Maria to swap my shift on saturday')).toEqual({
      action: 'shift_swap',
      to: 'Maria',
      when: 'Saturday',
    });
    const { text } = await say('ask my supervisor Maria to swap my shift on saturday');
    expect(text).toContain('Hi Maria, could I swap my Saturday shift?');
  });

  it('searches a field named by its activity, never every job in the place', () => {
    expect(readRequest('teaching jobs in Denver')).toEqual({ action: 'job_lookup', role: 'teacher', place: 'Denver' });
    expect(readRequest('welding pay in texas')).toMatchObject({ action: 'salary_lookup', role: 'welder' });
    // No title the index knows: the words themselves are searched ("accounter" is no word).
    expect(readRequest('warehouse jobs in Toronto')).toMatchObject({ role: 'warehouse', place: 'Toronto' });
    expect(readRequest('accounting jobs')).toEqual({ action: 'job_lookup', role: 'accounting' });
  });

  it('reads a title before a place typed with no "in", and one introduced by "as a" before any word', () => {
    expect(readRequest('average salary phlebotomist california')).toMatchObject({
      action: 'salary_lookup',
      role: 'phlebotomist',
      place: 'California',
    });
    expect(roleIn('they want to pay me 19 an hour as a pharmacy tech and i was hoping for 22')).toBe('pharmacy tech');
  });

  it('keeps the unit of an hourly offer on the figure wanted, and follows up an interview as one', async () => {
    const { text } = await say(
      'counter offer email, they want to pay me 19 an hour as a pharmacy tech and i was hoping for 22',
    );
    expect(text).toContain('I was hoping for 22 an hour rather than 19 an hour');
    const { text: after } = await say(
      'follow up email, interviewed for a welder position last tuesday no response yet',
    );
    expect(after).toContain('thank you again for interviewing me for the Welder role last tuesday');
    expect(after).not.toMatch(/I applied for/);
  });

  it('takes "two weeks notice", "something i can send" and a setting after the years as said', async () => {
    expect(readRequest('write my two weeks notice, im a server at Applebees')).toMatchObject({
      action: 'resignation_letter',
      company: 'Applebees',
    });
    expect(
      readRequest(
        'write something i can send to a hiring manager on linkedin about the HR generalist role at Deloitte',
      ),
    ).toMatchObject({ action: 'recruiter_note', role: 'HR generalist', company: 'Deloitte' });
    const { text } = await say('linkedin about section, im a nurse with 12 years in the ER');
    expect(text).toContain("I'm a nurse with 12 years of experience in the ER.");
    // "this recruiter" is whom the reply goes to, not a role.
    expect(readRequest('reply to this recruiter, im not interested right now')).toEqual({
      action: 'recruiter_decline',
    });
  });

  it('shortens a bullet when told to, dropping words and never facts', async () => {
    const { text } = await say(
      'shorten this: Supervised a team of 12 cashiers and handled opening and closing of the store every day',
    );
    expect(text).toMatch(/^Shorter:\n> Supervised 12 cashiers and handled opening and closing of the store daily\./);
  });
});

describe('any other message to someone at work', () => {
  it("drafts it with its purpose in the sender's words", async () => {
    expect(readRequest('write a text to my boss saying im running late')).toEqual({
      action: 'work_message',
      purpose: "to let you know I'm running late",
      asText: true,
    });
    // A text is short, with none of an email's lines.
    const late = await say('text my manager that im running 15 minutes late');
    expect(late.text).toContain("> Hi [name], just a quick message to let you know I'm running 15 minutes late.");
    expect(late.text).not.toContain("I'm writing");
    expect(readRequest('write an email to my manager asking for more hours')).toEqual({
      action: 'work_message',
      purpose: 'to ask for more hours',
    });
    const { text } = await say('email to HR asking about my last paycheck');
    expect(text).toMatch(/^A message you could send:/);
    expect(text).toContain("I'm writing to ask about my last paycheck.");
    // Not about work, and a question whether to write, are not drafted.
    expect(readRequest('email my landlord')).toBeNull();
    expect(readRequest('should i email my manager about my schedule?')).toBeNull();
  });

  it('reads the quoted line inside an instruction, a follow-up told, and a summary typed without "I"', async () => {
    expect(
      readRequest('can you make "Served food and drinks to customers in a fast paced environment" stronger'),
    ).toEqual({
      action: 'rewrite_bullet',
      text: 'Served food and drinks to customers in a fast paced environment',
    });
    expect(
      readRequest('follow up on my application for the warehouse associate job, applied 2 weeks ago'),
    ).toMatchObject({
      action: 'application_follow_up',
      role: 'warehouse associate',
      applied: '2 weeks ago',
    });
    expect(readRequest('I need to tell my boss I quit, can you write it')).toMatchObject({
      action: 'resignation_letter',
    });
    expect(readRequest('write a resignation text to my manager, im leaving tomorrow')).toMatchObject({
      action: 'resignation_letter',
      lastDay: 'tomorrow',
    });
    const { text } = await say(
      'make a summary for my resume: 10 years as a restaurant manager, good with people and numbers',
    );
    expect(text).toContain('> Restaurant manager with 10 years of experience. Good with people and numbers.');
    // A title goes on past a word titles end in, and ends before a function word.
    expect(roleIn('write my linkedin headline, im a high school math teacher')).toBe('high school math teacher');
    expect(roleIn('I got offered 65k as a junior accountant is that good in dallas')).toBe('junior accountant');
  });
});

describe('interview questions for a role', () => {
  it('lists them when asked for the questions or a practice, and leaves "what should I ask" to the guides', async () => {
    expect(readRequest('give me 5 interview questions for a medical assistant job')).toEqual({
      action: 'interview_questions',
      role: 'medical assistant',
      count: 5,
    });
    const [first = '', more = ''] = await converse(['practice interview for a barista position', 'another set']);
    expect(first).toMatch(/^Questions a barista interview is likely to ask/);
    expect(more).toMatch(/^Questions a barista interview is likely to ask[^\n]*\n7\. /);
    expect(readRequest('what questions should i ask at the end of my interview for a teaching job')).toBeNull();
    expect(readRequest('how do i prepare for a nursing interview')).toBeNull();
  });
});

describe('a whole cover letter or its opening', () => {
  it('writes the letter when the letter is asked for, and the opening when the opening is', async () => {
    expect(readRequest('write me a cover letter for a cashier job at Walmart')).toMatchObject({
      action: 'cover_letter_line',
      role: 'cashier',
      company: 'Walmart',
      whole: true,
    });
    expect(readRequest('cover letter opening line for a cashier job at Walmart')).not.toHaveProperty('whole');
    const { text } = await say('write me a cover letter for a cashier job at Walmart');
    expect(text).toMatch(/^A cover letter you could start from:\n> Dear Walmart hiring team,/);
  });
});

describe('a resume summary or objective written from what the person says', () => {
  it('uses their title, years, setting and the work they want; a question about it stays advice', async () => {
    const { text: objective } = await say(
      'write an objective for my resume, im a recent high school grad looking for retail work',
    );
    expect(objective).toContain('> Recent high school graduate seeking retail work, bringing [');
    const [summary = '', shorter = ''] = await converse([
      'write a resume summary for me, im a cna with 3 years in nursing homes',
      'shorter',
    ]);
    expect(summary).toContain('> CNA with 3 years of experience in nursing homes. [');
    expect(shorter).toContain('> CNA with 3 years of experience in nursing homes. [One result with a number.]');
    expect(readRequest('what should my resume summary say?')).toBeNull();
    // A summary pasted to rework is rewritten, not drafted anew.
    expect(readRequest('rewrite my summary: i am a hard working cook with 6 years in busy kitchens')).toMatchObject({
      action: 'rewrite_bullet',
    });
  });
});

describe('asking for a job back', () => {
  it('drafts the message with the employer as said, and leaves the facts to fill', async () => {
    expect(readRequest('draft a letter asking for my job back at Kroger')).toEqual({
      action: 'rehire_request',
      company: 'Kroger',
    });
    const { text } = await say('email my old manager asking if i can come back');
    expect(text).toMatch(/^A message asking to come back you could send:/);
    expect(text).toContain('[your role]');
    expect(readRequest('should i ask for my old job back?')).toBeNull();
  });
});

describe('the kind of work asked for in a search, and never another kind in its place', () => {
  const of = (posting: ReturnType<typeof postingFixture>, extra: Partial<ReturnType<typeof postingFixture>>) => ({
    ...posting,
    ...extra,
  });
  const kinds = [
    of(postingFixture(1, 'Cashier', 'Dallas, TX', null, null), { employmentType: 'Part-time' }),
    of(postingFixture(2, 'Cashier', 'Dallas, TX', null, null), { employmentType: 'PART_TIME' }),
    of(postingFixture(3, 'Cashier', 'Dallas, TX', null, null), { employmentType: 'Full-time' }),
    of(postingFixture(4, 'Staff Accountant', 'Dallas, TX', null, null), { employmentType: 'Full-time' }),
    of(postingFixture(5, 'Staff Accountant', 'Dallas, TX', null, null), { employmentType: null }),
    of(postingFixture(6, 'Registered Nurse - Nights', 'Columbus, Ohio', null, null), {}),
    of(postingFixture(7, 'Registered Nurse - Days', 'Columbus, Ohio', null, null), {}),
    of(postingFixture(8, 'Crew Member', 'Dallas, TX', null, null), { company: "McDonald's" }),
    of(postingFixture(9, 'Crew Member - Overnight', 'Austin, TX', null, null), { company: "McDonald's" }),
    of(postingFixture(10, 'Shift Manager', 'Dallas, TX', null, null), { company: "McDonald's" }),
  ];
  const store = createEmbeddedEngine(kb, createAssistantTools({ kb, postings: fakePostingsService(kinds) }), {
    warmUp: false,
  });

  it('lists only postings that state the kind asked for, and keeps the search in the follow-ups', async () => {
    const [partTime = '', fullTime = ''] = await converse(
      ['any part-time cashier jobs in dallas', 'what about full time'],
      store,
    );
    expect(partTime).toMatch(/^I found 2 stored part-time cashier jobs in Dallas:/);
    expect(partTime).toContain('Company 1');
    expect(partTime).toContain('Company 2');
    expect(partTime).not.toContain('Company 3');
    expect(fullTime).toMatch(/^I found 1 stored full-time cashier job in Dallas:/);
    expect(fullTime).toContain('Company 3');
  });

  it('says plainly when none is of that kind, and labels the rest with the kind each states', async () => {
    const { text } = await say('contract jobs for accountants', [], store);
    expect(text).toMatch(/^No stored contract or temporary accountant jobs right now: none of the postings found says/);
    expect(text).toContain('The same search of any kind finds 2');
    expect(text).toContain('Company 4 (Dallas, TX), Full-time');
    expect(text).toContain('Company 5 (Dallas, TX), kind not stated');
  });

  it('keeps the postings whose own words say the shift', async () => {
    const { text } = await say('night shift nursing jobs in ohio', [], store);
    expect(text).toMatch(
      /^I found 1 stored night-shift nursing job in Ohio \(their title or the start of their description says so\):/,
    );
    expect(text).toContain('Registered Nurse - Nights');
    expect(text).not.toContain('Registered Nurse - Days');
  });

  it("prepares for an employer's interview with the job most of its postings are for, said as assumed", async () => {
    const { text, sources } = await say('mcdonalds interview questions', [], store);
    expect(text).toMatch(
      /^You named no role, so I assumed a Crew Member job: 2 of the 3 stored McDonald's postings I read are for it\. Which role is your interview for\?/,
    );
    expect(text).toContain("Questions a Crew Member interview at McDonald's is likely to ask");
    expect(sources).toContain('engine:interview-questions');
    // No postings of the employer: questions most interviews ask, said to be so, and the role asked for.
    const { text: general } = await say('what do they ask at a walmart interview', [], store);
    expect(general).toMatch(
      /^You named no role, and I hold no Walmart postings to tell what they mostly hire for, so these are questions most interviews ask, whatever the job\./,
    );
    expect(general).toContain('Questions most interviews at Walmart ask, whatever the job');
  });

  it('takes the role named in answer to the question, and prepares for it at the same employer', async () => {
    const [, named = ''] = await converse(['mcdonalds interview questions', 'its for shift manager'], store);
    expect(named).toMatch(/^Questions a shift manager interview at McDonald's is likely to ask/);
    expect(named).not.toContain('You named no role');
  });

  /** The reply to a first message from someone whose profile says `profile`. */
  async function sayWith(message: string, profile: UserProfile) {
    let text = '';
    for await (const event of store.reply({ message, persona: 'Friendly', profile, userId: null, history: [] }))
      if (event.type === 'delta') text += event.text;
    return text;
  }

  it("searches the person's own place for jobs near them, when the profile says it", async () => {
    const text = await sayWith('part time jobs near me', { location: 'Dallas' });
    expect(text).toMatch(/^I found 2 stored part-time jobs in Dallas:/);
    expect(text).not.toContain('Company 3');
  });

  it("uses the person's own title for an employer's interview when the profile has one", async () => {
    const text = await sayWith('target interview tips', { role: 'pharmacy technician' });
    expect(text).toMatch(/^You named no role, so I chose them for your own, pharmacy technician\./);
    expect(text).toContain('Questions a pharmacy technician interview at Target is likely to ask');
  });
});

describe('follow-ups that narrow a search or change a draft’s voice, and slots read however typed', () => {
  const at = (posting: ReturnType<typeof postingFixture>, company: string, extra = {}) => ({
    ...posting,
    company,
    ...extra,
  });
  const postings = [
    at(postingFixture(1, 'Warehouse Associate', 'Columbus, OH', 35_000, 45_000), 'Acme Logistics'),
    // $26 an hour, stored as a year of full-time hours (jobs/postings/salary.ts).
    at(postingFixture(2, 'Warehouse Associate', 'Columbus, OH', 52_000, 54_080), 'Beta Freight'),
    at(postingFixture(3, 'Warehouse Associate', 'Columbus, OH', null, null), 'Gamma Supply'),
    at(postingFixture(4, 'Cashier', 'Dallas, TX', null, null), 'Walmart', { employmentType: 'Part-time' }),
    at(postingFixture(5, 'Stocker', 'Dallas, TX', null, null), 'Walmart', { employmentType: 'Full-time' }),
    at(postingFixture(6, 'Walmart Greeter Trainer', 'Dallas, TX', null, null), 'Company 6', {
      employmentType: 'Part-time',
    }),
    at(postingFixture(7, 'Help Desk Technician', 'Dallas, TX', null, null), 'Northwind'),
    at(postingFixture(8, 'Biotech Lab Assistant', 'Dallas, TX', null, null), 'Northwind Labs'),
  ];
  const calls: Parameters<ReturnType<typeof fakePostingsService>['search']>[0][] = [];
  const store = createEmbeddedEngine(kb, createAssistantTools({ kb, postings: fakePostingsService(postings, calls) }), {
    warmUp: false,
  });

  it('re-runs the search before with the pay floor a follow-up asks, by the hour as asked', async () => {
    const [all = '', paid = '', tooHigh = ''] = await converse(
      ['find me warehouse jobs in columbus', 'any that pay over 25 an hour?', 'what about over 40 an hour'],
      store,
    );
    expect(all).toMatch(/^I found 3 stored warehouse jobs in Columbus:/);
    expect(paid).toMatch(/^I found 1 stored warehouse job in Columbus paying at least 25 an hour \(/);
    // Its pay by the hour too, as the person asked by the hour.
    expect(paid).toContain(
      'Beta Freight (Columbus, OH), USD 52,000 - 54,080 a year (about 25 - 26 an hour at full time)',
    );
    expect(paid).not.toContain('Acme Logistics');
    // Postings state no hourly pay: the floor is compared as a year of full-time hours.
    expect(calls.find((c) => c.salaryMin)).toMatchObject({ q: 'warehouse', location: 'Columbus', salaryMin: 52_000 });
    // None reaches the floor: what there is, each with the pay it states, never an empty answer.
    expect(tooHigh).toMatch(
      /^No stored warehouse jobs in Columbus paying at least 40 an hour right now: none of the postings found states pay that reaches it\. The same search at any pay finds 3/,
    );
    expect(tooHigh).toContain('Gamma Supply (Columbus, OH), pay not stated');
    expect(readFollowUp('only the ones paying 50k+')).toEqual({ kind: 'pay', floor: { yearly: 50_000 } });
    // A title or a place is a request of its own, and a figure with no floor is none.
    expect(readFollowUp('nurse jobs that pay over 40 an hour')).toBeNull();
    expect(readFollowUp('they pay 25 an hour')).toBeNull();
  });

  it('reads a pay floor in the search itself', () => {
    expect(readToolRequest('warehouse jobs in columbus paying at least $25/hr')).toEqual({
      tool: 'search_jobs',
      input: { title: 'warehouse', location: 'Columbus', hourlyMin: 25 },
    });
  });

  it('redrafts an email or a letter less formally when asked, keeping every fact the person gave', async () => {
    const [formal = '', casual = '', shorter = ''] = await converse([
      'help me write an email declining the offer from walgreens',
      'make it less formal',
      'make it shorter',
    ]);
    // The employer typed in lower case after "the offer from" is the employer.
    expect(formal).toContain('the role at Walgreens');
    expect(formal).toMatch(/Dear \[name\]/);
    expect(casual).toMatch(/^A polite decline you could send:/);
    expect(casual).toContain('the role at Walgreens');
    expect(casual).toMatch(/Hi \[name\], thanks so much/);
    expect(casual).toContain("I've decided not to accept it");
    expect(casual).not.toMatch(/\bDear\b|Best regards/);
    // The prompts to fill are the same, word for word.
    const prompts = (text: string) => text.match(/\[[^\]]+\]/g);
    expect(prompts(casual)).toEqual(prompts(formal));
    // The voice stays through the next follow-up.
    expect(shorter).toContain('Walgreens');
    expect(shorter).not.toMatch(/\bDear\b|Best regards/);

    const [, letter = '', formalAgain = ''] = await converse([
      'write me a cover letter for a cashier job at target, i have 2 years of retail experience',
      'friendlier',
      'more professional please',
    ]);
    expect(letter).toContain('Hi Target team,');
    expect(letter).toContain('2 years of retail experience');
    expect(letter).toContain('the Cashier role at Target');
    expect(letter).not.toContain('Dear');
    expect(formalAgain).toContain('Dear Target hiring team,');
    // Said of the draft rather than asked of it.
    expect(readFollowUp('its too formal')).toEqual({ kind: 'tone', tone: 'casual' });
    expect(readFollowUp('tone it down')).toEqual({ kind: 'tone', tone: 'casual' });
    expect(readFollowUp('a bit too casual')).toEqual({ kind: 'tone', tone: 'formal' });
    expect(readFollowUp("it's way too long")).toEqual({ kind: 'shorter' });
  });

  it('reads the employer whose offer is answered, named after it or before it', () => {
    expect(readRequest('email declining walgreens offer')).toMatchObject({ company: 'Walgreens' });
    expect(readRequest("help me accept target's offer")).toMatchObject({ company: 'Target' });
    expect(readRequest('email accepting the job offer from kaiser permanente')).toMatchObject({
      company: 'Kaiser Permanente',
    });
    // Which offer it is, or an interviewer met, is no employer.
    expect(readRequest('decline the verbal offer politely')).not.toHaveProperty('company');
    expect(readRequest('thank you email after interview with sarah at starbucks')).toMatchObject({
      company: 'Starbucks',
    });
  });

  it('reads a title of several words, function words and short forms included', async () => {
    const { text } = await say('help desk tech jobs', [], store);
    expect(text).toMatch(/^I found 1 stored help desk technician job:/);
    expect(text).toContain('Northwind');
    // Said of themselves, the title is the person's own, not the role applied for ("a Tech").
    expect(readRequest("i'm a help desk tech, write me a cover letter")).toEqual({
      action: 'cover_letter_line',
      currentRole: 'help desk tech',
      whole: true,
    });
    // Said of themselves with a search, it is the search's title ("i'm" and "help" no words of it).
    for (const [message, title] of [
      ["i'm a help desk tech looking for jobs in dallas", 'help desk technician'],
      ["i'm a cashier looking for jobs in dallas", 'cashier'],
    ] as const)
      expect(readToolRequest(message)).toEqual({ tool: 'search_jobs', input: { title, location: 'Dallas' } });
    // Its pay is looked up for the title postings write.
    expect(readToolRequest('help desk tech salary in dallas')).toEqual({
      tool: 'salary_range',
      input: { role: 'help desk technician', location: 'Dallas' },
    });
    // "a junior accountant is that good" still ends the title at "accountant".
    expect(roleIn('I got offered 65k as a junior accountant is that good')).toBe('junior accountant');
  });

  it('reads an employer typed before the jobs as the employer, and the kind of work as the kind', async () => {
    const { text } = await say('walmart part time jobs', [], store);
    expect(text).toMatch(/^I found 1 stored part-time job at Walmart:/);
    expect(text).toContain('Cashier, Walmart');
    expect(text).not.toContain('Greeter');
    expect(calls.at(-1)).toMatchObject({ company: 'Walmart', employment: 'part_time' });
    expect(readToolRequest('amazon warehouse jobs in ohio')).toMatchObject({
      input: { title: 'warehouse', company: 'Amazon', location: 'Ohio' },
    });
    // Read as an employer with no postings, the name is searched as words, said to be so.
    const { text: named } = await say('biotech jobs in dallas', [], store);
    expect(named).toMatch(
      /^No stored jobs at Biotech in Dallas right now: no employer of that name has postings here\. 1 stored posting has "Biotech" in their words, from other employers:/,
    );
    expect(named).toContain('Biotech Lab Assistant, Northwind Labs');
    // A field, a place or who the jobs are for is no employer.
    for (const message of ['warehouse part time jobs', 'dallas part time jobs', 'similar part time jobs']) {
      const read = readToolRequest(message);
      expect(read?.tool === 'search_jobs' ? read.input.company : undefined, message).toBeUndefined();
    }
  });
});

// A tenth probe (decision 054, 2026-12-07): requests typed as notes, with the facts after a dash or
// a comma, names said of people, British dates and employers written with "of" or "The". The team's
// regression probe, not a measure.
describe('requests typed as notes, and the facts in them', () => {
  it('reads a title and its years typed with no verb, and the work the years were spent in', () => {
    const said: Array<[string, ReturnType<typeof ownFactsIn>]> = [
      [
        'line cook 6 yrs, did prep for 200 covers a night',
        { currentRole: 'line cook', experience: '6 years of experience' },
      ],
      [
        'at Werner, CDL A driver 10 yrs clean record',
        { currentRole: 'CDL A driver', experience: '10 years of experience' },
      ],
      [
        'a sous chef job - 5 years as chef de partie',
        { currentRole: 'chef de partie', experience: '5 years of experience' },
      ],
      ['i have 4 years in GST filing and reconciliations', { experience: '4 years in GST filing and reconciliations' }],
    ];
    for (const [message, facts] of said) expect(ownFactsIn(message), message).toEqual(facts);
    expect(tenureIn('ask for a raise - been a payroll clerk 3 years, took over 2 coworkers tasks')).toBe('3 years');
    // A count of people with years is no title of the asker's.
    expect(ownFactsIn('we need 2 cooks 3 years')).toEqual({});
  });

  it('keeps the result the person gave in the summary, in their words', async () => {
    const [summary = ''] = await converse([
      'line cook 6 yrs, did prep for 200 covers a night, want a summary for my resume',
    ]);
    expect(summary).toContain('> Line Cook with 6 years of experience in [your setting or specialty].');
    expect(summary).toContain('Did prep for 200 covers a night.');
  });

  it('addresses the person named as said ("interviewer was Tom", "manager is Joan") with the date as written', async () => {
    const [thanks = ''] = await converse([
      'thank you email after my interview for delivery driver at FedEx yesterday, interviewer was Tom',
    ]);
    expect(thanks).toContain('Hi Tom, thank you for taking the time to talk with me yesterday');
    const [letter = ''] = await converse([
      'resignation letter pls, cleaner at Sunrise Care Home, last day is friday 18th december, manager is Joan',
    ]);
    expect(letter).toContain('Dear Joan,');
    expect(letter).toContain('My last day will be Friday 18th December.');
    // A word about them is no name: "my manager is awful" names no one.
    expect(readRequest('resignation letter, my manager is awful')).not.toHaveProperty('manager');
  });

  it('reads an employer written with "of", "The" or a kind of workplace, never an occupation', async () => {
    const [note = ''] = await converse([
      'write a note to the recruiter at NSW Department of Education, im a primary teacher with 7 yrs experience',
    ]);
    expect(note).toContain('at NSW Department of Education.');
    const [letter = ''] = await converse([
      'cover letter for a sous chef job at The Ivy in London - 5 years as chef de partie',
    ]);
    expect(letter).toContain('Dear hiring team at The Ivy,');
    expect(letter).toContain('As a chef de partie with 5 years of experience');
    const [counter = ''] = await converse([
      'they offered me 38 an hour for RN at Mercy hospital in st louis, i want 42, help me counter',
    ]);
    expect(counter).toContain('the RN role at Mercy Hospital');
    expect(counter).toContain('I was hoping for 42 an hour rather than 38 an hour');
  });

  it('puts a bare target in the offer’s unit, and writes the letter after its opening when asked', async () => {
    const [counter = ''] = await converse([
      'counter offer email, they said 52k for the office manager job, i was hoping 58',
    ]);
    expect(counter).toContain('I was hoping for 58k rather than 52k');
    const [, letter = ''] = await converse([
      'cover letter opening for accounts executive at Tata Consultancy in Pune, i have 4 years in GST filing and reconciliations',
      'now the whole letter',
    ]);
    expect(letter).toMatch(/^A cover letter you could start from:\n> Dear Tata Consultancy hiring team,/);
    expect(letter).toContain('As someone with 4 years in GST filing and reconciliations');
    expect(readFollowUp('can you write the full thing')).toEqual({ kind: 'whole' });
    // After a search it is no follow-up of the search.
    const searched: HistoryTurn[] = [
      { role: 'user', content: 'warehouse jobs in leeds' },
      { role: 'assistant', content: 'No stored warehouse jobs in Leeds right now.' },
    ];
    expect(resolveThread('now the whole letter', searched)).toBeNull();
  });

  it('names the job said as the work ("to teach english")', async () => {
    const [opening = ''] = await converse([
      'opening line for my application to teach english at Westfield High School in Perth',
    ]);
    expect(opening).toContain('Westfield High School is hiring an English Teacher');
  });

  it('joins a line typed as notes with the same words, and says when a line is as short as it goes', async () => {
    const [line = ''] = await converse(['improve: picked and packed orders, used rf scanner, 99% accuracy']);
    expect(line).toMatch(/^Rewritten:\n> Picked and packed orders, and used RF scanner with 99% accuracy\./);
    const [care = ''] = await converse([
      'rewrite this for my cv: helped residents with personal care, meds rounds, kept daily notes',
    ]);
    expect(care).toContain('> Assisted residents with personal care and meds rounds, and kept daily notes.');
    expect(care).not.toContain('Kept your numbers');
    const [, shorter = ''] = await converse([
      'can u make this sound better - looked after 8 patients a shift on a busy surgical ward and trained 2 new starters',
      'make it shorter',
    ]);
    expect(shorter).toMatch(/^This is as short as it goes with every fact you gave/);
    expect(shorter).toContain('> Cared for 8 patients a shift on a busy surgical ward and trained 2 new starters.');
  });

  it('searches the place typed after an employer, and the place of a pay question in its older name', () => {
    expect(readToolRequest('jobs at brightmart dallas')).toEqual({
      tool: 'search_jobs',
      input: { company: 'Brightmart', location: 'Dallas' },
    });
    expect(readFollowUp('any cashier ones in fort worth')).toEqual({
      kind: 'search',
      title: 'cashier',
      location: 'Fort Worth',
    });
    expect(readToolRequest('salary of a maths teacher in bangalore')).toMatchObject({
      tool: 'salary_range',
      input: { location: 'Bengaluru' },
    });
  });
});
