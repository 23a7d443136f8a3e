import { type OccupationProgram, occupationSkills } from '@careerloom/career-engine';
import { z } from 'zod';
import { type AssistantTool, defineTool } from './tool-definition';

export const occupationSkillsInputSchema = z.object({
  role: z.string().trim().min(1).max(80).describe('The job as the user named it, e.g. "medical assistant"'),
});

export type OccupationSkillsOutput = {
  text: string;
  /** The O*NET occupation answered for (the lender's code when its lists were borrowed); none when nothing matched. */
  occupation?: { code: string; title: string };
};

/** The attribution O*NET's licence asks for, shortened for a chat reply (the full one is on the about page). */
const ONET_SOURCE = 'O*NET 29.2 Database, U.S. Department of Labor (USDOL/ETA), CC BY 4.0';

/** "Epic Systems (hot)", "Intuit QuickBooks (hot, in demand)". */
function programLabel(p: OccupationProgram): string {
  const marks = [p.hot ? 'hot' : '', p.inDemand ? 'in demand' : ''].filter(Boolean);
  return marks.length > 0 ? `${p.name} (${marks.join(', ')})` : p.name;
}

/**
 * `occupation_skills`: the software and tools of the occupation a job title names, from O*NET 29.2
 * (the career engine's occupationSkills): what "what skills do I need to be a medical assistant" or
 * "what software do bookkeepers use" asks, for any trade. Names the occupation it resolved the title
 * to, marks O*NET's hot and in-demand technologies, and says what the data does not cover.
 */
export function occupationSkillsTool(): AssistantTool {
  return defineTool({
    description:
      'List the software and tools of an occupation from O*NET 29.2 (the U.S. Department of Labor occupation ' +
      'database), marking the technologies employers ask for most. Use when the user asks what skills, software ' +
      'or tools a job needs or what to list on a resume for that job.',
    inputSchema: occupationSkillsInputSchema,
    execute: ({ role }): OccupationSkillsOutput => {
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
      lines.push(
        '',
        'Not in this list: the people skills the work needs (communication, teamwork, reliability) and any licence or certificate your state or employer requires; postings for the job and its licensing body say which.',
        `Source: ${ONET_SOURCE}.`,
      );
      return { text: lines.join('\n'), occupation: borrowedFrom ?? occupation };
    },
    sources: (output) =>
      output.occupation
        ? [{ title: `${ONET_SOURCE}: ${output.occupation.title}`, ref: `onet:${output.occupation.code}` }]
        : [],
  });
}
