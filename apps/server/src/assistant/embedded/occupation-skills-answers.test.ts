import { getSkillExtractor } from '@careerloom/career-engine';
import { describe, expect, it } from 'vitest';
import type { HistoryTurn } from '../../language-model/assistant-engine';
import { collectReply } from '../collect-reply';
import { loadKnowledgeBase } from '../knowledge/knowledge-base';
import { occupationSkillsTool } from '../occupation-skills-tool';
import type { ResumeToolService } from '../resume-tool';
import { createAssistantTools } from '../tools';
import { asksForJobSkills } from '../understanding/skills-question';
import { createEmbeddedEngine } from './embedded-engine';
import { readToolRequest } from './tool-requests';

// Issue 34 (and 33): "what skills do I need for role X" answered with the occupation's software and
// tools from O*NET, recognised in people's own words, and the questions the guides answer (how to
// list skills, whether to learn one program) left to them.

const kb = loadKnowledgeBase();
const engine = createEmbeddedEngine(kb, createAssistantTools({ kb }), { warmUp: false });

async function say(message: string, history: HistoryTurn[] = []) {
  const reply = await collectReply(engine, { message, persona: 'Friendly', profile: {}, userId: null, history });
  return { text: reply.text, sources: reply.sources.map((s) => s.ref) };
}

describe('a job’s skills asked for, however it is typed', () => {
  it.each([
    ['What skills do I need to become a DevOps engineer?', 'devops engineer'],
    ['what skills should i put on my resume for a medical assistant job', 'medical assistant'],
    ['what software do bookkeepers use', 'bookkeeper'],
    ['skills to list for a forklift operator', 'forklift operator'],
    ['skills to list for a forklift operator job', 'forklift operator'],
    ['what tools does a dental hygienist need to know', 'dental hygienist'],
    ['what should a nurse know', 'nurse'],
    ['I want to become an electrician, what do I need to learn', 'electrician'],
    ['wat skills do u need 2 be a cna', 'cna'],
    ['skills for a sous chef', 'sous chef'],
    ['what should i put on my resume for a janitor job', 'janitor'],
    ['electrician skills', 'electrician'],
    ['what programs do architects use', 'architect'],
    ['can you tell me what skills a pharmacist needs', 'pharmacist'],
    ['what skills do i need to be a heavy equipment operator', 'heavy equipment operator'],
    ['what skills do i need to be a software engineer in 2025', 'software engineer'],
    ['what skills do I need for a nursing job', 'nurse'],
    ['which programs should a bookkeeper learn', 'bookkeeper'],
  ])('%s -> %s', (message, role) => {
    expect(readToolRequest(message)).toEqual({ tool: 'occupation_skills', input: { role } });
  });

  it.each([
    // how to present skills, or whether to learn one program: the guides
    'should I learn Excel?',
    'how do I list skills on my resume',
    'how do i list skills on my resume as a nurse',
    'what skills should I put on my resume',
    'do i need to know python to be a devops engineer',
    // not a job's software: what it is, what to become, what carries over, what makes someone good
    'what does a medical assistant do',
    'how do i become a nurse',
    'what qualifications do i need to be a teacher',
    'transferable skills from cashier to receptionist',
    'what skills make a great nurse',
    'what skills do employers want',
    'what skills does my manager want from me',
    'how do I learn new skills at work',
  ])('%s -> not a skills look-up', (message) => {
    expect(readToolRequest(message)?.tool).not.toBe('occupation_skills');
  });

  it('reads "know" and "learn" as a question only when asked what to know or learn', () => {
    expect(asksForJobSkills('what should a nurse know')).toBe(true);
    expect(asksForJobSkills('what do I need to learn to become an electrician')).toBe(true);
    expect(asksForJobSkills('now i finally know what i want to do with my life')).toBe(false);
    expect(asksForJobSkills('anyone know a side job that pays 50 a day?')).toBe(false);
  });

  it('leaves searches, pay and interview questions with their own tools', () => {
    expect(readToolRequest('find me forklift operator jobs')?.tool).toBe('search_jobs');
    expect(readToolRequest('how much do electricians make')?.tool).toBe('salary_range');
    expect(readToolRequest('interview questions for a nurse')?.tool).toBe('interview_questions');
  });
});

describe('the reply', () => {
  it('names the occupation with the person’s title, lists software and tools, marks the hot ones, and says the source', async () => {
    const { text, sources } = await say('what skills should i put on my resume for a medical assistant job');
    expect(text).toMatch(/^What O\*NET lists for Medical Assistants \(its occupation for "medical assistant"\)/);
    expect(text).toMatch(/\nSoftware:\n- Medical software: [^\n]*Epic Systems \(hot\)/);
    expect(text).toMatch(/- Everyday office software: Microsoft Excel/);
    expect(text).toMatch(/\nTools and equipment: [^\n]*Nebulizers/);
    expect(text).toMatch(/people skills[^\n]*licence or certificate/);
    expect(text).toContain('Source: O*NET 29.2 Database, U.S. Department of Labor (USDOL/ETA), CC BY 4.0.');
    expect(sources).toEqual(['onet:31-9092.00']);
  });

  it('marks what the occupation’s own postings ask for, in every trade', async () => {
    const bookkeeper = await say('what software do bookkeepers use');
    expect(bookkeeper.text).toContain('Intuit QuickBooks (hot, in demand)');
    const forklift = await say('skills to list for a forklift operator');
    expect(forklift.text).toMatch(/Industrial Truck and Tractor Operators[^\n]*"forklift operator"/);
    expect(forklift.text).toMatch(/Tools and equipment: Forklifts;/);
  });

  it('asks for the same about another job as a follow-up', async () => {
    const first = 'what tools does a dental hygienist need to know';
    const { text: before } = await say(first);
    const { text } = await say('for a welder instead', [
      { role: 'user', content: first },
      { role: 'assistant', content: before },
    ]);
    expect(text).toMatch(/^What O\*NET lists for Welders, Cutters, Solderers, and Brazers/);
  });

  it('says whose lists it borrowed, and says so when it has none', async () => {
    const tool = occupationSkillsTool();
    const lent = (await tool.execute({ role: 'Computer Occupations, All Other' }, { userId: null })) as {
      text: string;
    };
    expect(lent.text).toMatch(/filed by O\*NET under Computer Occupations, All Other, which it lists no software/);
    const none = (await tool.execute({ role: 'infantry' }, { userId: null })) as { text: string };
    expect(none.text).toMatch(/^I could not match "infantry" to an occupation O\*NET lists software or tools for/);
    expect(tool.sources?.(none)).toEqual([]);
  });

  it("says which of the programs the person's stored resume already names, within their privacy setting", async () => {
    const resumes = (shareWithModel: boolean): ResumeToolService => ({
      latestResume: async (userId) =>
        userId === 7
          ? { id: 3, version: 2, text: 'Bookkeeper\nKept the books in QuickBooks and reconciled accounts in Excel.' }
          : userId === 9
            ? { id: 4, version: 1, text: 'Forklift operator\nDrove forklifts and loaded trucks on the night shift.' }
            : null,
      mayTargetJob: async () => false,
      mayShareWithModel: async () => shareWithModel,
      skills: getSkillExtractor,
      now: () => new Date(),
    });
    const tool = occupationSkillsTool(resumes(false));
    const own = (await tool.execute({ role: 'bookkeeper' }, { userId: 7 })) as { text: string };
    expect(own.text).toContain('Your resume already names: Intuit QuickBooks, Microsoft Excel.');
    expect(tool.sources?.(own).map((s) => s.ref)).toEqual(['onet:43-3031.00', 'resume:3']);
    const electrician = (await tool.execute({ role: 'electrician' }, { userId: 7 })) as { text: string };
    expect(electrician.text).toContain('Your resume already names: Microsoft Excel.');
    const none = (await tool.execute({ role: 'bookkeeper' }, { userId: 9 })) as { text: string };
    expect(none.text).toContain('Your resume names none of these programs yet');
    for (const [context, t] of [
      [{ userId: null }, tool],
      [{ userId: 8 }, tool],
      // Restricted: nothing of the resume reaches an external model
      [{ userId: 7 }, occupationSkillsTool(resumes(false), { forExternalModel: true })],
    ] as const) {
      const out = (await t.execute({ role: 'bookkeeper' }, context)) as { text: string };
      expect(out.text).not.toContain('Your resume');
    }
  });

  it('leaves a question about the skills section to the guides', async () => {
    const { text, sources } = await say('how do I list skills on my resume');
    expect(text).not.toContain('O*NET');
    expect(sources.some((ref) => ref.startsWith('kb:'))).toBe(true);
  });
});
