import { getSkillExtractor } from '@careerloom/career-engine';
import { describe, expect, it } from 'vitest';
import { analyzeResumeTool, type ResumeAnalysisOutput, type ResumeToolService } from '../assistant/resume-tool';
import { resumeInsights } from '../connectors/resume/resume-insights';
import { scoreResume } from './resume-score';

const NOW = new Date('2026-11-01T12:00:00Z');
const RESUME = `Priya Raman
priya@example.com | +44 20 7946 0000

Summary
Frontend engineer who ships fast, accessible web apps.

Experience
Senior Frontend Engineer, Lumen Labs
2019 - Present
- Rebuilt the checkout in React and TypeScript, cutting load time by 40%
- Led a team of 4 engineers shipping weekly releases
Frontend Engineer, Brightside
2016 - 2019
- Built a GraphQL client cache that halved API calls

Education
BSc Computer Science, University of Leeds, 2016

Skills
React, TypeScript, GraphQL, Jest`;
const JOB = `Senior Frontend Engineer
Requirements
- 5+ years with React and TypeScript
Benefits
- Dental and a 401(k)`;

const tool = (plan: boolean): ResumeToolService => ({
  latestResume: async () => ({ id: 1, version: 1, text: RESUME }),
  mayTargetJob: async () => plan,
  mayShareWithModel: async () => true,
  skills: getSkillExtractor,
  now: () => NOW,
});
const toolScore = async (input: Record<string, string>, plan = true) => {
  const out = (await analyzeResumeTool(tool(plan)).execute(input, { userId: 7 })) as ResumeAnalysisOutput;
  if (out.status !== 'analysed') throw new Error(out.status);
  return out.score;
};

describe('one resume score on every page', () => {
  it('gives the same general score in the assistant, the insights and the Resume tab without a job', async () => {
    const general = scoreResume({ resumeText: RESUME }, getSkillExtractor(), NOW);
    expect(general.general).toBe(true);
    expect(await toolScore({})).toBe(general.score);
    expect(await toolScore({ text: RESUME })).toBe(general.score);
    expect(resumeInsights(RESUME, getSkillExtractor(), NOW).atsScore).toBe(general.score);
    // The Resume tab sends an empty target job when none is typed.
    expect(scoreResume({ resumeText: RESUME, jobText: '' }, getSkillExtractor(), NOW).score).toBe(general.score);
  });

  it('gives the same job score in the assistant and the Resume tab for the same job text', async () => {
    const forJob = scoreResume({ resumeText: RESUME, jobText: JOB }, getSkillExtractor(), NOW);
    expect(forJob.general).toBe(false);
    expect(await toolScore({ targetJob: JOB })).toBe(forJob.score);
    // Pasted with other line endings and stray spaces, it is still the same job and the same number.
    const again = scoreResume(
      { resumeText: `${RESUME.replace(/\n/g, '\r\n')}\n`, jobText: ` ${JOB.replace(/\n/g, '\r\n')} ` },
      getSkillExtractor(),
      NOW,
    );
    expect(again.score).toBe(forJob.score);
    expect(again.jobFingerprint).toBe(forJob.jobFingerprint);
    expect(forJob.score).not.toBe(scoreResume({ resumeText: RESUME }, getSkillExtractor(), NOW).score);
  });
});
