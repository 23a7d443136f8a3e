import { analyseResume, getSkillExtractor } from '@careerloom/career-engine';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { SERVICE_TOOL_NAMES } from './embedded/embedded-engine';
import { analyzeResumeTool, type ResumeAnalysisOutput, type ResumeToolService, type StoredResume } from './resume-tool';
import { DRAFTING_TOOL_NAMES } from './tool-names.fixtures';
import { createAssistantTools } from './tools';

const NOW = new Date('2025-06-01T12:00:00Z');

const STORED_TEXT = `Priya Raman
priya@example.com | +44 20 7946 0000

Summary
Frontend engineer who ships fast, accessible web apps.

Experience
Senior Frontend Engineer, Lumen Labs
2019 - Present
- Rebuilt the checkout in React and TypeScript, cutting load time by 40%
- Responsible for the design system
- Worked on accessibility fixes across the site
Frontend Engineer, Brightside
2016 - 2019
- Built a GraphQL client cache that halved API calls

Education
BSc Computer Science, University of Leeds, 2016

Skills
React, TypeScript, GraphQL, Jest`;

const PASTED_TEXT = `Sam Okoro
Experience
Warehouse Supervisor, Northline Logistics
2020 - Present
- Responsible for the night shift rota
- Helped with stock counts
Skills
Excel, forklift operation`;

const JOB = `Senior Frontend Engineer
Requirements: 5+ years with React, TypeScript and Node.js. Experience with AWS.
Nice to have: GraphQL.`;

/** A service over plain values, recording which stored data the tool read. */
function service(
  options: { stored?: StoredResume | null; plan?: boolean; shares?: boolean } = {},
): ResumeToolService & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    async latestResume(userId) {
      reads.push(`resume:${userId}`);
      return options.stored === undefined ? { id: 41, version: 2, text: STORED_TEXT } : options.stored;
    },
    async mayTargetJob(userId) {
      reads.push(`plan:${userId}`);
      return options.plan ?? false;
    },
    async mayShareWithModel(userId) {
      reads.push(`privacy:${userId}`);
      return options.shares ?? false;
    },
    skills: getSkillExtractor,
    now: () => NOW,
  };
}

const run = async (
  svc: ResumeToolService,
  input: unknown,
  userId: number | null,
  forExternalModel = false,
): Promise<ResumeAnalysisOutput> =>
  (await analyzeResumeTool(svc, { forExternalModel }).execute(input, { userId })) as ResumeAnalysisOutput;

const scoreOf = (text: string, job = '') => analyseResume(text, job, getSkillExtractor(), NOW);

describe('analyze_resume', () => {
  it('is registered under the name the embedded engine looks for, only with its service', () => {
    const tools = createAssistantTools({ resumes: service() });
    expect(Object.keys(tools)).toEqual(['analyze_resume', ...DRAFTING_TOOL_NAMES]);
    expect(SERVICE_TOOL_NAMES.resume_review).toContain('analyze_resume');
    expect(Object.keys(createAssistantTools({}))).not.toContain('analyze_resume');
  });

  it("reads a signed-in user's newest stored resume and reports our scorer's result, naming it as the source", async () => {
    const svc = service();
    const tool = analyzeResumeTool(svc);
    const output = (await tool.execute({}, { userId: 9 })) as ResumeAnalysisOutput;
    const expected = scoreOf(STORED_TEXT);

    expect(svc.reads).toContain('resume:9');
    expect(output).toMatchObject({
      status: 'analysed',
      resume: { id: 41, version: 2 },
      score: expected.score,
      ats_compatibility: expected.ats_compatibility,
      strengths: expected.strengths.slice(0, 3),
      improvements: expected.improvements.slice(0, 3),
    });
    if (output.status !== 'analysed') throw new Error('not analysed');
    expect(output.skills).toEqual(expect.arrayContaining(['React', 'TypeScript', 'GraphQL']));
    expect(output.improvements.length).toBeLessThanOrEqual(3);
    expect(output.text).toContain(`Quick analysis of your stored resume (version 2): ${expected.score}/100.`);
    expect(output.text).toContain(`ATS compatibility: ${expected.ats_compatibility}.`);
    for (const line of output.improvements) expect(output.text).toContain(`- ${line}`);
    expect(output.text).toMatch(/Skills found: .*React/);
    // Honest about what a score without a job means, and where the full breakdown is.
    expect(output.text).toMatch(/This is a general resume check: without a job description the job-specific factors/);
    expect(output.text).toContain('the Resume tab at /jobseeker (Job Seeker plan)');
    expect(tool.sources?.(output)).toEqual([{ title: 'Your resume (version 2)', ref: 'resume:41' }]);
  });

  it('analyses pasted text for anyone, guests included, without touching stored data', async () => {
    const svc = service();
    const tool = analyzeResumeTool(svc);
    const output = (await tool.execute({ text: PASTED_TEXT }, { userId: null })) as ResumeAnalysisOutput;

    expect(svc.reads).toEqual([]);
    expect(output.status).toBe('analysed');
    if (output.status !== 'analysed') throw new Error('not analysed');
    expect(output.score).toBe(scoreOf(PASTED_TEXT).score);
    expect(output.resume).toBeUndefined();
    expect(output.text).toContain(`Quick analysis of the resume text you pasted: ${output.score}/100.`);
    // A weak resume gets the scorer's fixes, e.g. the missing education heading and weak openings.
    expect(output.text).toMatch(/Add a measurable result|weak opening|"Education"/);
    expect(tool.sources?.(output)).toEqual([]);
    // Different resumes, different results: nothing here is canned.
    expect(output.score).not.toBe(scoreOf(STORED_TEXT).score);
  });

  it('tells a guest without pasted text to sign in and upload, or paste', async () => {
    const svc = service();
    const output = await run(svc, {}, null);
    expect(output.status).toBe('sign_in_required');
    expect(output.text).toMatch(/signed-in/);
    expect(output.text).toContain('/jobseeker');
    expect(output.text).toMatch(/paste your resume text/);
    expect(svc.reads).toEqual([]);
  });

  it('says so when a signed-in user has no stored resume yet', async () => {
    const output = await run(service({ stored: null }), {}, 3);
    expect(output).toMatchObject({ status: 'no_resume' });
    expect(output.text).toMatch(/no stored resume yet/);
    expect(output.text).toContain('Resume tab at /jobseeker');
    // uploading is not a paid feature (issue 35 walkthrough: the chat said it needed Job Seeker)
    expect(output.text).not.toMatch(/Upload it in [^.]*\(Job Seeker plan\)/);
    expect(output.text).toContain('storing a resume works on every plan');
  });

  it('scores against a target job for Job Seeker plans only', async () => {
    const withPlan = await run(service({ plan: true }), { targetJob: JOB }, 4);
    const expected = scoreOf(STORED_TEXT, JOB);
    expect(withPlan).toMatchObject({
      status: 'analysed',
      score: expected.score,
      targetJob: 'Senior Frontend Engineer',
    });
    expect(withPlan.text).toContain(`against “Senior Frontend Engineer”: ${expected.score}/100`);
    const { requiredFound, requiredMissing } = expected.skills;
    expect(withPlan.text).toContain(
      `Skills the job asks for: ${requiredFound.length} of ${requiredFound.length + requiredMissing.length} found`,
    );
    expect(withPlan.text).toContain('use the Resume tab at /jobseeker.');

    const free = await run(service({ plan: false }), { targetJob: JOB }, 5);
    expect(free).toMatchObject({ status: 'analysed', score: scoreOf(STORED_TEXT).score });
    expect(free.status === 'analysed' && free.targetJob).toBeFalsy();
    expect(free.text).toMatch(/Scoring against a specific job is part of the Job Seeker plan/);
    expect(expected.score).not.toBe(scoreOf(STORED_TEXT).score);
  });

  it('for an external model, keeps the stored resume out under Restricted privacy and reads it under Standard', async () => {
    const restricted = service({ shares: false });
    const kept = await run(restricted, {}, 6, true);
    expect(kept.status).toBe('kept_private');
    expect(kept.text).toMatch(/Data Privacy: Restricted/);
    expect(kept.text).not.toContain('Priya');
    expect(restricted.reads).toEqual(['privacy:6']);
    // Pasted text is already in the model's conversation, so it is analysed either way.
    expect((await run(restricted, { text: PASTED_TEXT }, 6, true)).status).toBe('analysed');

    const standard = service({ shares: true });
    expect((await run(standard, {}, 6, true)).status).toBe('analysed');
    // The embedded engine runs in this process: it never needs to ask.
    const local = service({ shares: false });
    expect((await run(local, {}, 6)).status).toBe('analysed');
    expect(local.reads).not.toContain('privacy:6');
  });

  it('validates input when called directly', async () => {
    const tool = analyzeResumeTool(service());
    await expect(tool.execute({ text: '   ' }, { userId: 1 })).rejects.toBeInstanceOf(ZodError);
    await expect(tool.execute({ text: 42 }, { userId: 1 })).rejects.toBeInstanceOf(ZodError);
  });
});
