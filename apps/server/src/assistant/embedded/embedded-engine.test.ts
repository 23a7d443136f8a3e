import { type ChatSource, PERSONA_NAMES, type PersonaName, type UserProfile } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AssistantRequest, HistoryTurn } from '../../language-model/assistant-engine';
import { jobSearchInputSchema } from '../job-tools';
import { loadKnowledgeBase } from '../knowledge/knowledge-base';
import { defineTool } from '../tools';
import { createEmbeddedEngine } from './embedded-engine';
import { type AssistantIntent, guideTopicLabel, INTENT_LABELS, INTENT_TOPICS } from './intent';
import { QUALITY_QUESTIONS } from './quality-questions';

const loadStarted = performance.now();
const kb = loadKnowledgeBase();
const loadMs = performance.now() - loadStarted;
const engineStarted = performance.now();
const engine = createEmbeddedEngine(kb);
const warmUpMs = performance.now() - engineStarted;

/** How many of a reply's first sources count as its "top" sources for the quality check. */
const TOP_SOURCES = 2;
const REQUIRED_HITS = 36;

type Reply = { text: string; sources: ChatSource[]; deltas: number; firstMs: number; totalMs: number };

async function ask(
  message: string,
  persona: PersonaName = 'Friendly',
  profile: UserProfile = {},
  extra: Partial<AssistantRequest> = {},
  using = engine,
): Promise<Reply> {
  const started = performance.now();
  let firstMs = -1;
  let text = '';
  let deltas = 0;
  let sources: ChatSource[] = [];
  for await (const event of using.reply({ message, persona, profile, userId: null, history: [], ...extra })) {
    if (event.type === 'delta') {
      if (firstMs < 0) firstMs = performance.now() - started;
      text += event.text;
      deltas++;
    } else if (event.type === 'sources') {
      sources = event.sources;
    }
  }
  return { text, sources, deltas, firstMs, totalMs: performance.now() - started };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** A short pasted resume: three bullets, one with a number, two weak openings. */
const PASTED_RESUME = [
  'Jane Doe',
  'jane@example.com | +1 555 010 2030',
  'Summary',
  'Operations analyst with five years in logistics.',
  'Experience',
  '- Responsible for weekly reporting to the regional director',
  '- Cut late deliveries by 18% by redesigning the dispatch schedule',
  '- Helped with onboarding of new hires',
  'Education',
  'BSc Economics, University of Leeds, 2018',
  'Skills',
  'Excel, SQL, Tableau, stakeholder management, forecasting, process improvement and vendor negotiation',
].join('\n');

const personaFor = (i: number): PersonaName => PERSONA_NAMES[i % PERSONA_NAMES.length] ?? 'Friendly';

describe('embedded engine quality on 40 real questions', () => {
  it('answers at least 36 of 40 from an article with an expected topic among its top sources', async () => {
    expect(QUALITY_QUESTIONS).toHaveLength(40);
    const rows: string[] = [];
    const first: number[] = [];
    const total: number[] = [];
    let hits = 0;
    for (const [i, q] of QUALITY_QUESTIONS.entries()) {
      const reply = await ask(q.question, personaFor(i), q.profile);
      first.push(reply.firstMs);
      total.push(reply.totalMs);
      const top = reply.sources.slice(0, TOP_SOURCES);
      const hit = top.some((s) => kb.article(s.ref.replace(/^kb:/, ''))?.topics.some((t) => q.topics.includes(t)));
      if (hit) hits++;
      rows.push(
        `${String(i + 1).padStart(2)} ${hit ? 'hit ' : 'MISS'} ${q.question.slice(0, 58).padEnd(58)} [${q.topics.join(',')}] -> ${top.map((s) => s.ref.slice(3)).join(', ') || '(no sources)'}`,
      );
    }
    process.stdout.write(
      `\nEmbedded engine quality: ${hits}/${QUALITY_QUESTIONS.length} (top ${TOP_SOURCES} sources)\n${rows.join('\n')}\n` +
        `Time to first delta, median ${median(first).toFixed(2)} ms (max ${Math.max(...first).toFixed(2)}); ` +
        `full reply, median ${median(total).toFixed(2)} ms (max ${Math.max(...total).toFixed(2)}); ` +
        `${kb.articles.length} articles, ${kb.passages.length} passages, loaded and indexed in ${loadMs.toFixed(0)} ms, ` +
        `engine warm-up ${warmUpMs.toFixed(0)} ms\n`,
    );
    expect(hits).toBeGreaterThanOrEqual(REQUIRED_HITS);
  });

  it('gives pairwise different replies to different questions, each naming its sources', async () => {
    const replies = await Promise.all(QUALITY_QUESTIONS.map((q, i) => ask(q.question, personaFor(i), q.profile)));
    expect(new Set(replies.map((r) => r.text)).size).toBe(replies.length);
    for (const [i, reply] of replies.entries()) {
      const label = QUALITY_QUESTIONS[i]?.question;
      expect(reply.text.trim().length, label).toBeGreaterThan(200);
      expect(reply.text, label).not.toMatch(/[{}]|undefined|\bnull\b|NaN|\[object/);
      expect(reply.sources.length, label).toBeGreaterThan(0);
      expect(reply.text, label).toMatch(/\nSources: .+\.$/);
      for (const source of reply.sources) {
        expect(source.ref, label).toMatch(/^kb:[a-z0-9-]+$/);
        expect(reply.text, label).toContain(source.title);
      }
      // Two deltas: the opening at once, then the rest (passages, next step, sources) in one write.
      expect(reply.deltas, label).toBe(2);
      expect(reply.text.split('\n\n').length, label).toBeGreaterThan(3);
    }
  });

  it('words the same question differently for different personas', async () => {
    for (const [i, q] of QUALITY_QUESTIONS.entries()) {
      const a = await ask(q.question, personaFor(i), q.profile);
      const b = await ask(q.question, personaFor(i + 3), q.profile);
      expect(a.text, q.question).not.toBe(b.text);
      // Same facts, though: the persona changes the voice, not the sources.
      expect(a.sources, q.question).toEqual(b.sources);
    }
  });

  it('is deterministic: the same input gives the same reply', async () => {
    const a = await ask('how do I prepare for a panel interview', 'Calm');
    const b = await ask('how do I prepare for a panel interview', 'Calm');
    expect(a.text).toBe(b.text);
  });

  it('every persona writes a distinct opening and closing', async () => {
    const texts = await Promise.all(PERSONA_NAMES.map((p) => ask('how should I follow up after an interview', p)));
    const openings = texts.map((r) => r.text.split('\n')[0]);
    expect(new Set(openings).size).toBe(PERSONA_NAMES.length);
  });
});

describe('embedded engine conversation and honesty', () => {
  it('answers greetings, thanks and questions about itself briefly, with what it can do', async () => {
    for (const persona of PERSONA_NAMES) {
      const greetings = await Promise.all(['hi', 'hello there', 'hey', 'good morning'].map((m) => ask(m, persona)));
      expect(new Set(greetings.map((g) => g.text)).size, persona).toBe(4);
      for (const g of greetings) {
        expect(g.text).toMatch(/resume/i);
        expect(g.text.length).toBeLessThan(400);
        expect(g.sources).toEqual([]);
      }
      const thanks = await Promise.all(['thanks!', 'thank you so much', 'ok bye'].map((m) => ask(m, persona)));
      expect(new Set(thanks.map((g) => g.text)).size, persona).toBe(3);
    }
    const thanks = await ask('thanks, that helped a lot', 'Calm');
    expect(thanks.text.length).toBeLessThan(250);
    expect(thanks.text).toMatch(/interview|cover letter|resume|STAR/i);
    const about = await ask('what can you do?', 'Professional');
    expect(about.text).toMatch(/knowledge base/);
    expect(about.text).toMatch(/interview/);
  });

  it('introduces itself by the name the user chose', async () => {
    const reply = await ask('who are you?', 'Friendly', {}, { assistantName: 'Ada' });
    expect(reply.text).toContain('Ada');
    expect((await ask('who are you?')).text).toContain('Loom');
  });

  it('treats a greeting with a question as the question', async () => {
    const reply = await ask('hi! how long should a cover letter be?');
    expect(reply.sources.some((s) => kb.article(s.ref.slice(3))?.topics.includes('cover-letter'))).toBe(true);
  });

  it('says honestly that it focuses on careers for out-of-scope questions', async () => {
    for (const message of [
      "what's the weather in paris tomorrow",
      'give me a pasta recipe',
      'who won the football game',
    ]) {
      const reply = await ask(message, 'Professional');
      expect(reply.text).toMatch(/careers and work/);
      expect(reply.text).toMatch(/\n- /);
      expect(reply.sources).toEqual([]);
    }
    const a = await ask('tell me a joke');
    const b = await ask('write me a poem about cats');
    expect(a.text).not.toBe(b.text);
  });

  it('asks for a question when the message has no words', async () => {
    const reply = await ask('?? !!');
    expect(reply.text).toMatch(/didn't catch|without any words/);
    expect(reply.text).not.toContain('“”');
  });

  it('answers a work question no guide names from the closest guides instead of turning it away', async () => {
    const reply = await ask('how do I become an astronaut', 'Thoughtful');
    expect(reply.text).not.toMatch(/isn't something I can help|not confident|rather not guess/i);
    expect(reply.sources.length).toBeGreaterThan(0);
  });

  it("widens a loosely matched question towards its intent's guides without losing the asker's words", async () => {
    // Burnout at the diner is burnout at work: the intent's core words (the search's burnout)
    // must steer, not outweigh "doubles" and "diner".
    const reply = await ask('burnout from grueling doubles at the diner', 'Thoughtful');
    expect(reply.sources[0]?.ref).toBe('kb:burnout-at-work');
  });

  it('answers following up after an interview from the guide on following up, which is on the interview topic', async () => {
    // The interview intent put any guide on its topic first, and the guide on following up was not:
    // "how do I follow up after an interview" was answered from the guide on remote interviews.
    const reply = await ask('how do I follow up after an interview');
    expect(reply.sources[0]?.ref).toBe('kb:follow-up-emails-after-applying');
  });

  it("keeps to the question's own topic when its words alone do not settle the guide", async () => {
    // A search question with rejection in it: the widened search must still answer from a search
    // guide, not from pay guides that happen to mention minimum wage.
    const reply = await ask('so tired of getting rejected for minimum wage jobs at every store');
    expect(reply.sources[0]?.ref).toBe('kb:coping-with-rejection-and-job-search-anxiety');
  });

  it('answers part-time and first jobs, warnings and dismissal, boredom, benefits and reneging, from guides on them', async () => {
    const cases = [
      ['where can a 15 year old get a weekend job with no experience', 'part-time-shift-and-first-jobs-for-teens'],
      ["which jobs let me pick my own shifts, I'm a night owl", 'part-time-shift-and-first-jobs-for-teens'],
      [
        'got a written warning at work that I think is unfair, how do I respond',
        'warnings-disciplinary-meetings-and-being-fired',
      ],
      [
        'a coworker made a false accusation against me and HR called a disciplinary meeting',
        'warnings-disciplinary-meetings-and-being-fired',
      ],
      ['I was fired today for poor performance, what now', 'warnings-disciplinary-meetings-and-being-fired'],
      // Being written up by a supervisor is a warning from a manager, however it is worded.
      ['my supervisor wrote me up in front of the whole shift', 'warnings-disciplinary-meetings-and-being-fired'],
      ['bored out of my mind on quiet night shifts at the hotel desk', 'bored-at-work-or-not-enough-to-do'],
      ['I have almost nothing to do at my new job, is that normal', 'bored-at-work-or-not-enough-to-do'],
      ['our company cut the year-end bonus this year, can they do that', 'bonuses-benefits-and-deductions-from-pay'],
      ['do I get to keep my HSA money if I leave my job', 'bonuses-benefits-and-deductions-from-pay'],
      [
        'I accepted an offer last week but just got a better one, can I back out',
        'backing-out-of-an-accepted-offer-and-juggling-offers',
      ],
    ] as const;
    for (const [question, guide] of cases) expect((await ask(question)).sources[0]?.ref, question).toBe(`kb:${guide}`);
  });

  it('leaves the guides on start dates, scams and teenage jobs to questions in their words (asked-with)', async () => {
    // Each shared one incidental word with questions on another subject: "wait" (the wait before
    // day one), job boards named as scam channels, "part-time" and "first job".
    const cases = [
      ['should I accept the offer or wait', 'exploding-offers-and-offer-deadlines'],
      [
        'Need help finding a job, I have applied for over a year on Indeed and ZipRecruiter and get nothing',
        'where-to-find-job-openings',
      ],
      ['Can I ask to start a new job a month later than they want?', 'start-dates-and-the-wait-before-day-one'],
      ['Got hired after a chat on Telegram with no interview, legit?', 'spotting-job-scams-and-fake-offers'],
      ['What jobs hire 15 year olds?', 'part-time-shift-and-first-jobs-for-teens'],
    ] as const;
    for (const [question, guide] of cases) expect((await ask(question)).sources[0]?.ref, question).toBe(`kb:${guide}`);
  });

  it('answers owning a mistake at work and interview nerves from guides on them, and no other question with them', async () => {
    const cases = [
      [
        'I told a customer the wrong price today and my manager does not know yet, what do I say',
        'owning-a-mistake-at-work',
      ],
      ['messed up at work and broke an expensive machine, will I get fired?', 'owning-a-mistake-at-work'],
      ['made a big error on my first freelance project, how do I tell the client', 'owning-a-mistake-at-work'],
      ['I get so anxious before interviews that my hands shake', 'interview-nerves-and-anxiety'],
      ['my mind went blank in the interview and I froze, how do I stop that', 'interview-nerves-and-anxiety'],
    ] as const;
    for (const [question, guide] of cases) expect((await ask(question)).sources[0]?.ref, question).toBe(`kb:${guide}`);
    // Unrelated questions, and neighbours (a failure story for an interview, anxiety over a long
    // search), keep their own guides.
    for (const question of [
      'how do I negotiate a higher salary offer',
      'what should I put in a cover letter',
      'how should I answer tell me about a time you failed in an interview',
      'anxious because nobody replies to my applications after months of searching',
    ]) {
      const lead = (await ask(question)).sources[0]?.ref;
      expect(lead, question).not.toBe('kb:owning-a-mistake-at-work');
      expect(lead, question).not.toBe('kb:interview-nerves-and-anxiety');
    }
  });

  it("answers a long message from guides on what it is about, with the topic model's reading of all its words", async () => {
    // The story mentions an interview, an offer letter and a cover letter; the message is about hours.
    const hours =
      'My new job keeps scheduling me for twelve hour shifts six days a week. When I interviewed they said forty hours and the offer letter says full time, and my cover letter even mentioned I care for my mother in the evenings. What can I do?';
    const { sources } = await ask(hours);
    expect(sources[0]?.ref).toBe('kb:time-off-hours-and-work-schedules');
    for (const source of sources) {
      const topics = kb.article(source.ref.slice(3))?.topics ?? [];
      expect(
        topics.some((t) => ['workplace', 'wellbeing', 'onboarding'].includes(t)),
        source.ref,
      ).toBe(true);
    }
  });

  it('answers someone who feels lost about what career to choose from the guide on finding a direction', async () => {
    for (const question of [
      'I have no idea what career I want and feel lost',
      'I feel completely lost, no clue what kind of work would suit me after college',
      'stuck in retail with no direction, how do I pick a career',
    ])
      expect((await ask(question)).sources[0]?.ref, question).toBe('kb:feeling-lost-finding-a-career-direction');
    // A change of career already chosen, a first internship and burnout keep their own guides.
    for (const [question, guide] of [
      ['should I switch from nursing to software engineering', 'career-change-into-tech-product-data-ux'],
      ['how do I find an internship', 'internships-and-first-jobs'],
      ['I feel burnt out and exhausted at work', 'burnout-at-work'],
    ] as const)
      expect((await ask(question)).sources[0]?.ref, question).toBe(`kb:${guide}`);
  });

  it('answers questions about hiring portals and application statuses from the guide on them', async () => {
    for (const question of [
      'my workday application says in process for 3 weeks, what does that mean',
      "do I really need a new account for every company's workday",
      'status changed to not selected but the recruiter called me',
    ])
      expect((await ask(question)).sources[0]?.ref, question).toBe('kb:application-portals-and-statuses');
    // How an ATS reads a resume, and when to follow up, keep their own guides.
    expect((await ask('how do ATS read my resume')).sources[0]?.ref).toBe('kb:how-ats-parsing-works');
    expect((await ask('how long should I wait before following up on my application')).sources[0]?.ref).toBe(
      'kb:follow-up-emails-after-applying',
    );
  });

  it('answers freelancing, new-hire paperwork and impostor feelings from guides on them, and no other question with them', async () => {
    const cases = [
      ['how do I start freelancing as a graphic designer', 'freelancing-and-contract-work'],
      ['what hourly rate should I charge as a contractor', 'freelancing-and-contract-work'],
      ['do I have to pay quarterly taxes on 1099 income', 'freelancing-and-contract-work'],
      [
        'HR wants a copy of my passport and bank details before my first day, is that normal?',
        'new-hire-paperwork-id-and-right-to-work-checks',
      ],
      ['which documents do I bring for the I-9 on my first day', 'new-hire-paperwork-id-and-right-to-work-checks'],
      ['I feel like a fraud at my new job and everyone will find out', 'impostor-syndrome-at-work'],
      ["just got promoted to manager and I don't think I deserve it", 'impostor-syndrome-at-work'],
    ] as const;
    for (const [question, guide] of cases) expect((await ask(question)).sources[0]?.ref, question).toBe(`kb:${guide}`);
    // Neighbours keep their own guides: a raise, a scam asking for an SSN, burnout, interview nerves.
    const neighbours = [
      ['how do I ask for a raise', 'career-growth-asking-for-a-raise'],
      [
        'recruiter on telegram asked for my SSN before the interview, is this a scam',
        'spotting-job-scams-and-fake-offers',
      ],
      ['I feel burnt out and exhausted at work', 'burnout-at-work'],
      ['my mind went blank in the interview and I froze, how do I stop that', 'interview-nerves-and-anxiety'],
    ] as const;
    for (const [question, guide] of neighbours)
      expect((await ask(question)).sources[0]?.ref, question).toBe(`kb:${guide}`);
  });

  it('leads with the job-scam guide when asked whether a job, company or recruiter is a scam', async () => {
    // The job's own words ("data entry", "remote", "gig") match guides that mention scams in passing.
    for (const question of [
      'Brightpath Remote data entry gig – scam or not?',
      'delivery app that pays per task, scam or legit?',
      'Is Northwind Staffing Group a scam?',
      // Also when the rest of the message is about another topic's stage: the verdict is the question.
      'Contoso Insurance Group legit? Interviewing with them on Monday and the reviews online are mixed, should I be worried about answering their questions?',
    ])
      expect((await ask(question)).sources[0]?.ref, question).toBe('kb:spotting-job-scams-and-fake-offers');
  });

  it('answers entering a trade from its guide, and a question from inside the trade from its own subject', async () => {
    // The intent layer decides, reading the question without the trade's words.
    for (const [question, guide] of [
      ['how do I get into data science after a physics degree', 'becoming-a-data-scientist-or-data-analyst'],
      [
        'is pharma sales still a good career and how do people break in',
        'getting-into-sales-jobs-commission-and-quotas',
      ],
      [
        'my title is data scientist but I just make Excel reports, will that hurt me later',
        'job-title-does-not-match-your-work',
      ],
      // Choosing an industry is a subject of its own, not work itself beside the trade.
      ['Which industry should I work in as a data analyst?', 'choosing-an-industry-or-domain-to-work-in'],
      // The whole question read as a career change boosted the certifications guide ahead of the one
      // on what a job is like; the reading without the trade's words decides the second try.
      ['What do fellow Data Science Directors do?', 'what-a-job-is-like-day-to-day-and-what-others-in-it-do'],
    ] as const)
      expect((await ask(question)).sources[0]?.ref, question).toBe(`kb:${guide}`);
  });

  it("answers from a country's immigration guides only a question about moving or the right to work", async () => {
    const immigration = (ref: string) => kb.article(ref.slice(3))?.topics[0] === 'visa';
    // Their words for whom they serve (skilled workers, trades) match questions about something else.
    for (const question of [
      'tired of losing jobs one after another',
      'fellow skilled trades workers, how do you handle a bad boss?',
    ])
      expect(
        (await ask(question)).sources.filter((s) => immigration(s.ref)),
        question,
      ).toEqual([]);
    expect((await ask('EU Blue Card salary threshold')).sources[0]?.ref).toBe('kb:eu-blue-card-overview');
    expect((await ask('Moving to Canada as a nurse, how do I get a job?')).sources.map((s) => s.ref)).toContain(
      'kb:canada-express-entry-overview',
    );
  });

  it('asks what is going on, never declines, when a message says too little to tell', async () => {
    for (const vague of ['Suggestions', 'Am I crazy', 'I have a question']) {
      const reply = await ask(vague, 'Thoughtful');
      expect(reply.text).not.toMatch(/isn't something I can help|outside my area|not confident|rather not guess/i);
      expect(reply.text).toMatch(/\?|tell me/i);
    }
  });

  it('still declines, briefly and with what it can do, what is plainly not about work', async () => {
    const reply = await ask('how do I fix the chain on my bike', 'Thoughtful');
    expect(reply.text).toMatch(/careers|work/i);
    expect(reply.sources).toEqual([]);
  });

  it('without the resume tool, does not fake an analysis: points to pasting and the Resume tab, then advises', async () => {
    const reply = await ask('can you analyse my resume?');
    expect(reply.text).toMatch(/paste/i);
    expect(reply.text).toContain('Resume tab at /jobseeker');
    // Resume analysis exists (the Resume tab): nothing may say it is missing or on its way.
    expect(reply.text).not.toMatch(/coming|isn't available|not available|yet\b/i);
    expect(reply.text).not.toMatch(/\d+\/100/);
    expect(reply.sources.length).toBeGreaterThan(0);
  });

  it('with the resume tool, analyses the stored resume of a signed-in user and names it as a source', async () => {
    const calls: Array<{ input: unknown; userId: number | null }> = [];
    const analyse = createEmbeddedEngine(kb, {
      analyze_resume: defineTool({
        description: 'test resume analysis',
        inputSchema: z.object({ text: z.string().optional(), targetJob: z.string().optional() }),
        execute: (input, { userId }) => {
          calls.push({ input, userId });
          return {
            status: 'analysed',
            text: input.text ? 'Pasted resume: 58/100.' : 'Stored resume (version 3): 74/100.',
          };
        },
        sources: (output) =>
          output.text.startsWith('Stored') ? [{ title: 'Your resume (version 3)', ref: 'resume:12' }] : [],
      }),
    });
    const stored = await ask('can you review my resume?', 'Calm', {}, { userId: 12 }, analyse);
    expect(calls[0]).toEqual({ input: {}, userId: 12 });
    expect(stored.text).toContain('Stored resume (version 3): 74/100.');
    expect(stored.sources[0]).toEqual({ title: 'Your resume (version 3)', ref: 'resume:12' });
    // The resume advice from the knowledge base still follows, with its sources.
    expect(stored.sources.some((s) => s.ref.startsWith('kb:'))).toBe(true);
    expect(stored.text).not.toMatch(/coming|can't open/i);

    const pasted = await ask(PASTED_RESUME, 'Calm', {}, { userId: null }, analyse);
    expect(calls[1]).toEqual({ input: { text: PASTED_RESUME }, userId: null });
    expect(pasted.text).toContain('Pasted resume: 58/100.');
    expect(pasted.text).not.toMatch(/Quick structural read/);
  });

  it('falls back to the honest explanation when the resume tool fails', async () => {
    const failing = createEmbeddedEngine(kb, {
      analyze_resume: defineTool({
        description: 'failing resume analysis',
        inputSchema: z.object({}),
        execute: () => {
          throw new Error('database is down');
        },
      }),
    });
    const reply = await ask('please check my resume', 'Friendly', {}, { userId: 4 }, failing);
    expect(reply.text).toMatch(/stored resume/);
    expect(reply.text).toContain('Resume tab at /jobseeker');
    expect(reply.text).not.toContain('database is down');
  });

  it('reads a pasted resume structurally, with counts and no score', async () => {
    const resume = PASTED_RESUME;
    const reply = await ask(resume);
    expect(reply.text).toMatch(/1 of 3 bullets contain a number/);
    expect(reply.text).toMatch(/responsible for/);
    expect(reply.text).not.toMatch(/score: \d|\d+\/100/i);
    expect(reply.text).not.toMatch(/coming/i);
    expect(reply.sources.length).toBeGreaterThan(0);
  });

  it('does not invent job listings: says so, points to the Job Search tab and advises', async () => {
    const reply = await ask('find me jobs as a nurse in Leeds', 'Energetic', { location: 'Leeds' });
    expect(reply.text).toMatch(/Job Search tab/);
    expect(reply.text).toMatch(/Leeds/);
    expect(reply.sources.some((s) => kb.article(s.ref.slice(3))?.topics.includes('job-search'))).toBe(true);
  });

  it('answers a question about searching from the guides, with no posting search for a title that is not one', async () => {
    const calls: unknown[] = [];
    const tools = {
      search_jobs: defineTool({
        description: 'test job search',
        inputSchema: jobSearchInputSchema,
        execute: (input) => {
          calls.push(input);
          return { jobs: [] };
        },
      }),
    };
    const withTools = createEmbeddedEngine(kb, tools);
    for (const question of ['Please guide me to get a job at 30', "I can't find a single job anywhere in Texas"]) {
      const reply = await ask(question, 'Friendly', {}, {}, withTools);
      expect(
        reply.sources.some((s) => kb.article(s.ref.slice(3))?.topics.includes('job-search')),
        question,
      ).toBe(true);
    }
    expect(calls).toEqual([]);
  });

  it('calls a registered service tool for a service request and reports its sources', async () => {
    const calls: unknown[] = [];
    const tools = {
      search_jobs: defineTool({
        description: 'test job search',
        inputSchema: jobSearchInputSchema,
        execute: (input) => {
          calls.push(input);
          return {
            jobs: [{ title: 'Staff Nurse', company: 'Leeds General', location: 'Leeds', url: 'https://jobs.test/1' }],
          };
        },
        sources: () => [{ title: 'Job postings', ref: 'jobs:search' }],
      }),
    };
    const withTools = createEmbeddedEngine(kb, tools);
    const reply = await ask('find me jobs as a nurse in Leeds', 'Friendly', { location: 'Leeds' }, {}, withTools);
    // Typed constraints read from the message, not the raw text.
    expect(calls).toEqual([{ title: 'nurse', location: 'Leeds' }]);
    expect(reply.text).toContain('Staff Nurse, Leeds General, Leeds (https://jobs.test/1)');
    expect(reply.sources[0]).toEqual({ title: 'Job postings', ref: 'jobs:search' });
  });

  it('adapts to the profile: visa needs, career stage and recruiter role', async () => {
    const visa = await ask('how do I find a job in Berlin', 'Calm', {
      visaRequirements: 'Needs a work visa for Germany',
    });
    expect(visa.text).toContain('Needs a work visa for Germany');
    const junior = await ask('how long should my resume be', 'Friendly', { experience: 'Student, graduating 2025' });
    expect(junior.text).toMatch(/one page is right/);
    const recruiter = await ask('how do I write a good job description', 'Authoritative', { role: 'recruiter' });
    expect(kb.article(recruiter.sources[0]?.ref.slice(3) ?? '')?.audience).toBe('recruiter');
  });

  it('reads a short follow-up in the light of the previous question', async () => {
    const history: HistoryTurn[] = [
      { role: 'user', content: 'how do I negotiate my salary offer' },
      { role: 'assistant', content: '...' },
    ];
    const reply = await ask('and what if they say no?', 'Confident', {}, { history });
    expect(reply.sources.some((s) => kb.article(s.ref.slice(3))?.topics.includes('negotiation'))).toBe(true);
  });

  it('stops streaming when the request is aborted', async () => {
    const controller = new AbortController();
    let deltas = 0;
    for await (const event of engine.reply({
      message: 'how do I prepare for a behavioural interview',
      persona: 'Friendly',
      profile: {},
      userId: null,
      history: [],
      signal: controller.signal,
    })) {
      if (event.type === 'delta') deltas++;
      // Aborted after the opening: neither the rest of the reply nor its sources follow.
      if (deltas === 1) controller.abort();
      expect(event.type).toBe('delta');
    }
    expect(deltas).toBe(1);
  });
});

describe('the hedge names what the guides do not cover', () => {
  it('names a company or a place it does not know, never a misspelling or an ordinary word', async () => {
    const named = await ask('Getting a job at Wawa is impossible, I applied 100 times and atleast got no answer');
    expect(named.text).toContain('“wawa”');
    expect(named.text).not.toContain('“atleast”');
    const plain = await ask('i have put in over 100 applications and atleast got no interviews, unfortunately');
    expect(plain.text).not.toMatch(/“(atleast|unfortunately|gotten)”/);
  });
});

describe('a guide whose title quotes the question', () => {
  it('answers it without a hedge, whatever else the message says', async () => {
    for (const question of [
      'whats a good answer for why do you want to work here for a grocery store job',
      'help me answer tell me about yourself, im a waitress trying to become a receptionist',
    ]) {
      const reply = await ask(question);
      expect(reply.text, question).not.toMatch(/I don't have a guide|Nothing I have|My guides don't cover/);
      expect(reply.sources[0]?.title, question).toMatch(/Why do you want to work here|Tell me about yourself/);
    }
    // Trying to become something else is a career change: the career changer's example answers.
    const changer = await ask('help me answer tell me about yourself, im a waitress trying to become a receptionist');
    expect(changer.text).toContain('Example answers for graduates and career changers');
  });
});

describe('a story told in sentences', () => {
  // An r/jobs-style post: a situation of several sentences, whose words only partly meet any guide.
  const STORY =
    'Can’t find work. I’ve put in over 100 applications on Indeed for about two months, application after application, and still haven’t gotten a single interview. I even went to an interview at Wawa, a gas station near Tampa, and couldn’t get that job either. I’m mentally at my limit and running out of money. What am I doing wrong with my applications?';

  it('is answered without a hedge: neither its places quoted back nor "no guide on exactly that"', async () => {
    const reply = await ask(STORY);
    expect(reply.text).not.toMatch(/“(wawa|tampa|indeed)”/i);
    expect(reply.text).not.toMatch(/I don't have a guide|Nothing I have|My guides don't cover|nothing specific on/);
    expect(reply.sources.length).toBeGreaterThan(0);
  });

  it('is answered on what it asks, its circumstances weighing less than its question', async () => {
    // The night shift and being left out of briefings led to the guide on having too little to do.
    const asked = await ask(
      "Am I about to be fired? My supervisor at the distribution centre moved me off the forklift and onto the night shift last month, stopped including me in the Monday briefings, and this week HR asked me to sit in on a meeting with her on Friday. I have been there four years, I train the new starters and my pick rates are among the best on the floor, so I don't understand what changed.",
    );
    expect(asked.sources[0]?.ref).toBe('kb:warnings-disciplinary-meetings-and-being-fired');
    const bullied = await ask(
      "My supervisor is a bully, what can I do? I'm a teaching assistant at a primary school, three years in, and the new deputy head shouts at me in front of the children, rewrites my lesson notes, and tells the other staff I am lazy. I love the kids and the pay is fine for the area, and I'm worried about my references if I go to another school, so I want to know my options first.",
    );
    expect(bullied.sources[0]?.ref).toBe('kb:boss-or-coworkers-mocking-or-undermining-you');
  });

  it('is answered from the guide on what it is about, not from its topic word alone', async () => {
    // The interview topic's override led with the guide on deadline answers ("late").
    const fired = await ask('fired for being late, how do I explain it in interviews');
    // Explaining a dismissal is in both the guide on being fired and the one on "Why did you leave?".
    expect(fired.sources[0]?.ref).toMatch(
      /^kb:(warnings-disciplinary-meetings-and-being-fired|why-did-you-leave-your-last-job-interview-question)$/,
    );
    // ... and the topic still chooses where the other guide names no more of the question.
    const shy = await ask('How do people with Anxiety and terrible social skills network?');
    expect(shy.sources[0]?.ref).toBe('kb:networking-for-introverts');
  });

  it('reads a word by its neighbours and a kind of work turned away from', async () => {
    const tips = await ask('my boss keeps our tips');
    expect(tips.sources[0]?.ref).toBe('kb:not-paid-for-all-your-hours-breaks-overtime-and-tips');
    const stolen = await ask('my employer is stealing tips');
    expect(stolen.sources[0]?.ref).toBe('kb:not-paid-for-all-your-hours-breaks-overtime-and-tips');
    const noticed = await ask('I noticed a coworker stealing');
    expect(noticed.sources.map((s) => s.ref)).not.toContain(
      'kb:after-giving-notice-walked-out-or-taken-off-the-schedule',
    );
    const keen = await ask('I am fired up about my new role');
    expect(keen.sources.map((s) => s.ref)).not.toContain('kb:warnings-disciplinary-meetings-and-being-fired');
    const back = await ask('is it OK to go back to your old job?');
    expect(back.sources[0]?.ref).toBe('kb:going-back-to-a-former-employer');
    // "laid off" is read as one term, "layoff": a guide asked with "laid" never met it, and counted
    // as off its situation for the question its own front matter lists.
    const contracting = await ask('Laid off, being offered a contracting position, need advice');
    expect(contracting.sources[0]?.ref).toBe('kb:working-as-a-contractor-for-a-former-employer');
    const laidOff = await ask('I got laid off today, what should I do first?');
    expect(laidOff.sources[0]?.ref).toBe('kb:layoffs-and-severance-basics');
    const quiet = await ask('less workload');
    expect(quiet.sources[0]?.ref).toBe('kb:bored-at-work-or-not-enough-to-do');
    const notMedical = await ask('jobs outside of medical ones');
    expect(notMedical.sources[0]?.ref).not.toBe('kb:getting-into-healthcare-and-care-work');
    const notHealthcare = await ask('what jobs can I do that are not in healthcare');
    expect(notHealthcare.sources[0]?.ref).not.toBe('kb:getting-into-healthcare-and-care-work');
    const outOfPm = await ask('Shift out of Project Management');
    expect(outOfPm.sources[0]?.ref).not.toBe('kb:professional-certifications-when-they-pay-off');
  });

  it('a short question still says which of its names no guide covers', async () => {
    const reply = await ask('Is it hard to get hired at Wawa?');
    expect(reply.text).toContain('“wawa”');
  });

  it('a Title Case line names nothing by its capitals', async () => {
    const reply = await ask('Getting A Job At A Bank Is Impossible In Charlotte');
    expect(reply.text).not.toMatch(/“(impossible|getting|bank)”/);
  });
});

describe('the hiring side', () => {
  it('is answered from the guides for hirers without a recruiter profile, when it speaks as one', async () => {
    for (const message of [
      "we don't sponsor visas, should we say that in the job ad?",
      'Can I ask a candidate about their current salary?',
      'small clinic hiring nurses, how do I make our interview process less painful for applicants?',
    ]) {
      const reply = await ask(message);
      const lead = kb.article(reply.sources[0]?.ref.replace(/^kb:/, '') ?? '');
      expect(lead?.audience, message).not.toBe('jobseeker');
      // Closed as a hirer's answer: no candidate's next step about their own status.
      expect(reply.text, message).not.toMatch(/your (current )?status|affects your status/);
    }
  });
});

describe('quitting', () => {
  it('is about the job one has, and answered from the guide on resigning', async () => {
    // "Feeling bad about quitting" read as nothing about work and found the guide on boredom.
    for (const message of [
      'Feeling bad about quitting',
      'I think the office manager is trying to get me to quit.',
      'I work part time, 3 days a week. Do I give them two weeks notice or 6 shifts notice if I am quitting?',
    ]) {
      const reply = await ask(message);
      expect(reply.sources[0]?.ref, message).toBe('kb:deciding-to-quit-and-resigning-well');
    }
  });
});

describe('a pasted job ad', () => {
  it("is read for the asker's question, in the ad's voice or not, from the guide on reading ads", async () => {
    // The ad's "we are hiring" made it a hirer's question, and its title and tools found guides on
    // LinkedIn profiles and skills sections.
    for (const message of [
      'We are hiring a Senior Data Analyst in Toronto. Salary: $95k-$110k. Responsibilities: build dashboards, work with stakeholders. Requirements: 3+ years SQL. Is this a good job?',
      'Senior Data Analyst - Toronto - $95k. About the role: you will build dashboards and partner with finance. What you bring: SQL, Python. Thoughts?',
    ]) {
      const reply = await ask(message);
      expect(reply.sources[0]?.ref, message).toBe('kb:reading-a-job-ad-what-the-terms-mean');
    }
  });
});

describe('the opening names what the answer is about', () => {
  it("a label of the lead guide's own topics, whatever the intent read from the words", async () => {
    const questions = [
      'Is this company legit? Interviewing with them and the name throws up red flags when I search it online. I am wondering if I am making a mistake getting into this.',
      'My old job wants me back and will pay more than my next raise would. The new job is physically harder. Should I go back?',
      'I am 17 with a high school diploma. What job could I get within a year that pays more than minimum wage?',
      'One of my managers said I am not fit for the role even though I am still in training, and she was vague about it.',
      'how do i negotiate a higher salary for a nursing job offer',
    ];
    const labels = Object.entries(INTENT_LABELS) as Array<[AssistantIntent, string]>;
    for (const question of questions) {
      const reply = await ask(question);
      const lead = kb.article(reply.sources[0]?.ref.replace(/^kb:/, '') ?? '');
      expect(lead, question).toBeDefined();
      const topics = lead?.topics ?? [];
      const opening = reply.text.split(/(?<=[.!])\s/)[0] ?? '';
      const found = labels.filter(([, label]) => opening.includes(label));
      // "your career" is inside "growing in your career": the longer label is the one said.
      const named = found.filter(([, label]) => !found.some(([, other]) => other !== label && other.includes(label)));
      const own = guideTopicLabel(topics);
      // Either the guide's own label, or an intent whose topics the guide carries, or no label at all.
      const fits =
        (own !== undefined && opening.includes(own)) ||
        named.every(([intent]) => INTENT_TOPICS[intent].some((t) => topics.includes(t)));
      expect(fits, `${question} -> ${opening} (${topics.join(', ')})`).toBe(true);
    }
  });

  it('labels a guide by its first topic that has a label', () => {
    expect(guideTopicLabel(['workplace', 'career-growth'])).toBe('work and the people around you');
    expect(guideTopicLabel(['job-search', 'scams'])).toBe(INTENT_LABELS.job_search);
    expect(guideTopicLabel(['offer', 'negotiation'])).toBe(INTENT_LABELS.offer);
    expect(guideTopicLabel(['nothing-known'])).toBeUndefined();
  });
});

describe('a job search the chat cannot run', () => {
  it('says what happened now and where to search, not that a feature comes later', async () => {
    for (const message of ['find me nurse jobs in Boston', 'show me warehouse jobs in Leeds']) {
      const reply = await ask(message);
      expect(reply.text).not.toMatch(/\byet\b/);
      expect(reply.text).toContain('/jobseeker');
    }
  });

  it('answers the wait after an interview from the guide on following up', async () => {
    for (const question of [
      "It's been two weeks since my interview",
      'its been a week since my interview, should I follow up?',
    ])
      expect((await ask(question)).sources[0]?.ref, question).toBe('kb:follow-up-emails-after-applying');
    // Checking in is following up: answered from a passage on following up, not system design.
    // Not hearing back is waiting on a follow-up, whatever kind of interview it was.
    const video = await ask('Haven’t heard back since the virtual interview and it’s been a month');
    expect(video.text).toMatch(/follow(ing)? up/i);
    const checking = await ask('Checking in on interview');
    expect(checking.sources[0]?.ref).not.toBe('kb:system-design-interview-basics');
    expect(checking.text).toMatch(/follow(ing)? up/i);
  });
});
