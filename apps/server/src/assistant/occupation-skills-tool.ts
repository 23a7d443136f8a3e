import { type OccupationProgram, type OccupationSkills, occupationSkills } from '@careerloom/career-engine';
import { z } from 'zod';
import type { ResumeToolService } from './resume-tool';
import { type AssistantTool, defineTool, type ToolContext } from './tool-definition';

export const occupationSkillsInputSchema = z.object({
  role: z.string().trim().min(1).max(80).describe('The job as the user named it, e.g. "medical assistant"'),
});

export type OccupationSkillsOutput = {
  text: string;
  /** The O*NET occupation answered for (the lender's code when its lists were borrowed); none when nothing matched. */
  occupation?: { code: string; title: string };
  /** The stored resume the listed programs were looked for in, when the person has one. */
  resume?: { id: number; version: number };
};

/** The attribution O*NET's licence asks for, shortened for a chat reply (the full one is on the about page). */
export const ONET_SOURCE = 'O*NET 29.2 Database, U.S. Department of Labor (USDOL/ETA), CC BY 4.0';

/** "Epic Systems (hot)", "Intuit QuickBooks (hot, in demand)". */
function programLabel(p: OccupationProgram): string {
  const marks = [p.hot ? 'hot' : '', p.inDemand ? 'in demand' : ''].filter(Boolean);
  return marks.length > 0 ? `${p.name} (${marks.join(', ')})` : p.name;
}

/**
 * The listed programs the person's newest stored resume already names, read by the skill
 * extractor on both sides ("Intuit QuickBooks" is the QuickBooks a resume names); undefined for a
 * guest, a person with no resume, or one whose Restricted setting keeps it from an external model.
 */
async function shownOnResume(
  skills: OccupationSkills,
  resumes: ResumeToolService | undefined,
  { userId }: ToolContext,
  forExternalModel: boolean,
): Promise<{ resume: { id: number; version: number }; shown: string[] } | undefined> {
  if (!resumes || userId === null) return undefined;
  if (forExternalModel && !(await resumes.mayShareWithModel(userId))) return undefined;
  const resume = await resumes.latestResume(userId);
  if (!resume) return undefined;
  const extractor = resumes.skills();
  const held = new Set(extractor.extract(resume.text, { resume: true }).map((s) => s.id));
  const shown = [...skills.software.flatMap((g) => g.programs), ...skills.everyday]
    .filter((p) => extractor.extract(p.name).some((s) => held.has(s.id)))
    .map((p) => p.name);
  return { resume: { id: resume.id, version: resume.version }, shown };
}

/**
 * `occupation_skills`: the software and tools of the occupation a job title names, from O*NET 29.2
 * (the career engine's occupationSkills): what "what skills do I need to be a medical assistant" or
 * "what software do bookkeepers use" asks, for any trade. Names the occupation it resolved the title
 * to, marks O*NET's hot and in-demand technologies, and says what the data does not cover. For a
 * signed-in person with a stored resume (and `resumes`), also which of the programs it already
 * names; `forExternalModel` honours their data privacy setting as the resume tool does.
 */
export function occupationSkillsTool(
  resumes?: ResumeToolService,
  options: { forExternalModel?: boolean } = {},
): AssistantTool {
  return defineTool({
    description:
      'List the software and tools of an occupation from O*NET 29.2 (the U.S. Department of Labor occupation ' +
      'database), marking the technologies employers ask for most. Use when the user asks what skills, software ' +
      'or tools a job needs or what to list on a resume for that job.',
    inputSchema: occupationSkillsInputSchema,
    execute: async ({ role }, context): Promise<OccupationSkillsOutput> => {
      const skills = occupationSkills(role);
      if (!skills || (skills.software.length === 0 && skills.everyday.length === 0 && skills.tools.length === 0))
        return {
          text: `I could not match "${role}" to an occupation O*NET lists software or tools for. Try the title as postings write it ("medical assistant", "forklift operator", "line cook").`,
        };
      const { occupation, borrowedFrom } = skills;
      const lines = [
        borrowedFrom
          ? `"${role}" is filed by O*NET under ${occupation.title}, which it lists no software or tools for; these are those of the closest occupation in its group, ${borrowedFrom.title}.`
          : `What O*NET lists for ${occupation.title} (its occupation for "${role}"): the software and tools the work uses. "Hot" marks technologies job postings ask for most; "in demand", the ones this occupation's own postings ask for.`,
      ];
      if (skills.software.length > 0) {
        lines.push('', 'Software:');
        for (const group of skills.software)
          lines.push(`- ${group.category}: ${group.programs.map(programLabel).join(', ')}`);
      }
      if (skills.everyday.length > 0)
        lines.push(`- Everyday office software: ${skills.everyday.map((p) => p.name).join(', ')}`);
      if (skills.tools.length > 0) lines.push('', `Tools and equipment: ${skills.tools.join('; ')}.`);
      const onResume = await shownOnResume(skills, resumes, context, options.forExternalModel ?? false);
      if (onResume)
        lines.push(
          '',
          onResume.shown.length > 0
            ? `Your resume already names: ${onResume.shown.join(', ')}.`
            : 'Your resume names none of these programs yet: add the ones you have used.',
        );
      lines.push(
        '',
        'Not in this list: the people skills the work needs (communication, teamwork, reliability) and any licence or certificate your state or employer requires; postings for the job and its licensing body say which.',
        `Source: ${ONET_SOURCE}.`,
      );
      return {
        text: lines.join('\n'),
        occupation: borrowedFrom ?? occupation,
        ...(onResume ? { resume: onResume.resume } : {}),
      };
    },
    sources: (output) => [
      ...(output.occupation
        ? [{ title: `${ONET_SOURCE}: ${output.occupation.title}`, ref: `onet:${output.occupation.code}` }]
        : []),
      ...(output.resume
        ? [{ title: `Your resume (version ${output.resume.version})`, ref: `resume:${output.resume.id}` }]
        : []),
    ],
  });
}
