import type { OccupationDescriptions } from '@careerloom/career-engine';
import { describe, expect, it } from 'vitest';
import type { HistoryTurn } from '../../language-model/assistant-engine';
import { collectReply } from '../collect-reply';
import { loadKnowledgeBase } from '../knowledge/knowledge-base';
import { createAssistantTools } from '../tools';
import { jobAskedAbout } from '../understanding/occupation-question';
import { createEmbeddedEngine } from './embedded-engine';
import { readToolRequest } from './tool-requests';

// Issue 34: "what is a database technician?", "what does a sonographer do", "sous chefs, what's your
// day like" answered with the O*NET occupation the title names, for every trade; the same phrasings
// about things that are no job ("what is a background check", "what is an ATS") and pay ("what does
// a recruiter make") left to the guides and the pay tool.

const kb = loadKnowledgeBase();
/** Descriptions of our own words in place of O*NET's (the product reads its file when configured). */
const descriptions: OccupationDescriptions = new Map([['29-2032.00', 'Makes images of the body with sound waves.']]);
const withFile = createEmbeddedEngine(kb, createAssistantTools({ kb, occupationDescriptions: () => descriptions }), {
  warmUp: false,
});
const without = createEmbeddedEngine(kb, createAssistantTools({ kb }), { warmUp: false });

async function say(message: string, history: HistoryTurn[] = [], engine = withFile) {
  const reply = await collectReply(engine, { message, persona: 'Friendly', profile: {}, userId: null, history });
  return { text: reply.text, sources: reply.sources.map((s) => s.ref) };
}

describe('what a job is, asked however it is typed', () => {
  it.each([
    ['What is a database technician?', 'database technician'],
    ['what does a sonographer do', 'sonographer'],
    ["Data scientists in forecasting roles, what's your day to day?", 'data scientist'],
    ['What is meant by support engineer (AI-ML)', 'support engineer (AI-ML)'],
    ['what does a quantity surveyor actually do', 'quantity surveyor'],
    ["what's a sous chef's day like", 'sous chef'],
    ['wat does a welder do all day', 'welder'],
    ['what do actuaries do', 'actuary'],
    ['whats a cna', 'cna'],
    ['what is an LPN', 'LPN'],
    ['Nurses: what is your typical day like?', 'nurse'],
    ['what does a typical day look like for a welder', 'welder'],
    ["what's the day to day of a data analyst", 'data analyst'],
    ['a day in the life of a line cook', 'line cook'],
    ['sous chef day to day', 'sous chef'],
    ['hey, what does a dental hygienist do', 'dental hygienist'],
    ['what do ux designers actually do at work', 'ux designer'],
    ['wht do sonographers do', 'sonographer'],
    ['what exactly does a sous chef do', 'sous chef'],
    ['so what does a data engineer actually do lol', 'data engineer'],
    ['What does a Quantity Surveyor do in the UK?', 'quantity surveyor'],
    // the question first, the story after it
    ['What is a database technician? I saw a posting for one and I have an IT degree.', 'database technician'],
  ])('%s -> %s', (message, role) => {
    expect(readToolRequest(message)).toEqual({ tool: 'occupation_overview', input: { role } });
  });

  it.each([
    // no job: the guides
    'what is a background check',
    'what is an ATS',
    'what is a non-compete',
    'what does a background check show',
    'what is a cover letter',
    'what is an internship',
    'what is a union',
    'what is a hiring manager',
    'what is the job market like',
    'what is a good salary for a nurse',
    'what is a good job for introverts',
    'what is a reference check',
    'what is a probation period',
    // about something else than what the job is
    'what does a recruiter look for',
    'what do recruiters do with my resume',
    'what does hr do when you report harassment',
    'what does an interviewer want to hear',
    'what does a manager do when an employee quits',
    'what is a CNA and how do i become one',
    // a story first: its opening is not the question
    'I am a nurse. what does a sonographer do',
  ])('%s -> not an occupation overview', (message) => {
    expect(jobAskedAbout(message)).toBeUndefined();
    expect(readToolRequest(message)?.tool).not.toBe('occupation_overview');
  });

  it('leaves pay, skills and searches with their own tools', () => {
    expect(readToolRequest('what does a recruiter make')?.tool).toBe('salary_range');
    expect(readToolRequest('what skills do I need to be a sonographer')?.tool).toBe('occupation_skills');
    expect(readToolRequest('find me sonographer jobs')?.tool).toBe('search_jobs');
  });
});

describe('the answer', () => {
  it("says it is O*NET's description of the occupation the title maps to, and offers skills and a search", async () => {
    const { text, sources } = await say('what does a sonographer do');
    expect(text).toContain('O*NET lists "sonographer" as a title of Diagnostic Medical Sonographers (29-2032.00)');
    expect(text).toContain("O*NET's description of that occupation:\n> Makes images of the body with sound waves.");
    expect(text).toMatch(/Other titles for this work: .*ultrasound technologist/);
    expect(text).toContain('what skills do I need to be a sonographer');
    expect(text).toContain('find sonographer jobs');
    expect(text).toContain('O*NET 29.2 Database, U.S. Department of Labor (USDOL/ETA), CC BY 4.0');
    expect(sources).toEqual(['onet:29-2032.00']);
  });

  it('without the file, links to the description on O*NET OnLine and says what the work uses', async () => {
    const { text } = await say('what does a sonographer do', [], without);
    expect(text).toContain('https://www.onetonline.org/link/summary/29-2032.00');
    expect(text).toMatch(/What the work uses, as O\*NET lists it: tools such as medical ultrasound/);
    expect(text).not.toContain('> ');
  });

  it('says when the title is an occupation of its own, and when the title is listed under others too', async () => {
    expect((await say('what do data scientists do')).text).toContain(
      "Data Scientists (15-2051.00) is an occupation of O*NET's own.",
    );
    expect((await say('What is a database technician?')).text).toContain(
      'O*NET also lists "database technician" under Bioinformatics Technicians (15-2099.01)',
    );
  });

  it('sets a bracketed kind aside when the title resolves without it, and says so', async () => {
    const { text } = await say('What is meant by support engineer (AI-ML)');
    expect(text).toContain('O*NET lists "support engineer" as a title of Computer User Support Specialists');
    expect(text).toContain('no occupation of its own for the "(AI-ML)" kind');
  });

  it('says when a bare title is filed under many occupations', async () => {
    expect((await say('what does a teacher do')).text).toMatch(
      /^O\*NET lists "teacher" under \d+ occupations; the one it reads the title alone as is /,
    );
  });

  it('writes the article the title takes', async () => {
    expect((await say('what do actuaries do')).text).toContain('what skills do I need to be an actuary');
  });

  it('answers "for a welder instead" about the other job', async () => {
    const first = await say('what does a sonographer do');
    const next = await say('for a welder instead', [
      { role: 'user', content: 'what does a sonographer do' },
      { role: 'assistant', content: first.text },
    ]);
    expect(next.sources).toEqual(['onet:51-4121.00']);
  });
});
