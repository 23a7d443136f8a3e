import {
  type OccupationDescriptions,
  type OccupationOverview,
  occupationOverview,
  occupationSkillsOf,
} from '@careerloom/career-engine';
import { z } from 'zod';
import { ONET_SOURCE } from './occupation-skills-tool';
import { type AssistantTool, defineTool } from './tool-definition';

export const occupationOverviewInputSchema = z.object({
  role: z.string().trim().min(1).max(80).describe('The job as the user named it, e.g. "sonographer"'),
});

export type OccupationOverviewOutput = {
  text: string;
  /** The O*NET occupation the title was read as; none when nothing matched. */
  occupation?: { code: string; title: string };
};

/** O*NET OnLine's page of an occupation: its description, tasks and outlook, for a server without the file. */
const onetOnline = (code: string) => `https://www.onetonline.org/link/summary/${code}`;

/** A title as a reply writes it: lower-case as typed, acronyms kept ("ICU nurse"). */
const said = (role: string) => (/[A-Z]{2,}/.test(role) ? role : role.toLowerCase());

/**
 * What the work uses, from the skills index, for a server without O*NET's description: its most
 * telling kinds of tool say what a trade's work is about (ultrasound units for a sonographer, blow
 * torches for a welder); an occupation with none is told by its software categories (a data
 * scientist's database and development software). Beside tools, categories added little and read
 * oddly ("analytical or scientific software" for a chef).
 */
function workUses(code: string): string | undefined {
  const skills = occupationSkillsOf(code);
  if (!skills) return undefined;
  const tools = skills.tools.slice(0, 3).map((t) => t.toLowerCase());
  if (tools.length > 0) return `tools such as ${tools.join(', ')}`;
  const categories = skills.software.slice(0, 2).map((g) => g.category.toLowerCase());
  return categories.length > 0 ? categories.join(' and ') : undefined;
}

/** How many occupations of one title make the title too broad to stand for one of them ("teacher": 24). */
const MANY_OCCUPATIONS = 5;

/** "a welder", "an actuary": the article a reply puts before a title. */
const withArticle = (title: string) => `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}`;

/** "Registered Nurses (29-1141.00)". */
const named = (occupation: { code: string; title: string }) => `${occupation.title} (${occupation.code})`;

/** The reply's lines for an overview (see occupationOverviewTool). */
function overviewLines(role: string, overview: OccupationOverview): string[] {
  const { occupation, description } = overview;
  const title = said(overview.readAs ?? role);
  // A title O*NET lists scores 1; any other is the closest occupation, and the reply says so.
  const own = occupation.title.toLowerCase().replace(/s$/, '') === title.toLowerCase().replace(/s$/, '');
  // A bare title O*NET files under many occupations ("teacher") is read as one of them: say so first.
  const many = overview.alsoListedCount + 1 >= MANY_OCCUPATIONS;
  const lines = [
    own
      ? `${named(occupation)} is an occupation of O*NET's own.`
      : many
        ? `O*NET lists "${title}" under ${overview.alsoListedCount + 1} occupations; the one it reads the title alone as is ${named(occupation)}.`
        : overview.score >= 0.99
          ? `O*NET lists "${title}" as a title of ${named(occupation)}.`
          : `O*NET has no title "${title}" as such; the closest occupation it has is ${named(occupation)}.`,
  ];
  // "support engineer (AI-ML)": the bracketed kind has no occupation of its own; say it was set aside.
  if (overview.setAside)
    lines.push(
      `It has no occupation of its own for the "${overview.setAside}" kind, so this is the work of ${title}s in general; postings for the exact title say what that kind adds.`,
    );
  if (description) lines.push('', "O*NET's description of that occupation:", `> ${description}`);
  else {
    const uses = workUses(occupation.code);
    if (uses) lines.push('', `What the work uses, as O*NET lists it: ${uses}.`);
    lines.push(`O*NET's own description of it, with its tasks: ${onetOnline(occupation.code)}`);
  }
  if (overview.otherTitles.length > 0)
    lines.push('', `Other titles for this work: ${overview.otherTitles.join(', ')}.`);
  if (overview.alsoListedCount > 0) {
    const more = overview.alsoListedCount - overview.alsoListedUnder.length;
    lines.push(
      `O*NET also lists "${title}" under ${overview.alsoListedUnder.map(named).join(', ')}${more > 0 ? ` and ${more} more occupation${more > 1 ? 's' : ''}` : ''}: which one a job is, its postings say.`,
    );
  }
  lines.push(
    '',
    `Next: ask "what skills do I need to be ${withArticle(title)}" for ${overview.hasSkills ? 'the software and tools O*NET lists for it' : 'what O*NET lists for it'}, or "find ${title} jobs" to read real postings; their duties show a job's day-to-day.`,
    `Source: ${ONET_SOURCE}.`,
  );
  return lines;
}

/**
 * `occupation_overview`: what an occupation is, for "what is a sonographer?", "what does a quantity
 * surveyor do", "sous chefs, what's your day like": the O*NET occupation the title names (the career
 * engine's occupationOverview), O*NET's description of it when `descriptions` can read the
 * Occupation Data file (OCCUPATIONS_ONET_FILE; else a link to it on O*NET OnLine and what the work
 * uses), the other titles people use, and the skills answer and a job search as next steps.
 */
export function occupationOverviewTool(descriptions?: () => OccupationDescriptions | undefined): AssistantTool {
  return defineTool({
    description:
      'Say what an occupation is and does, from O*NET 29.2 (the U.S. Department of Labor occupation database): ' +
      'the occupation a job title belongs to, its description and other titles. Use when the user asks what a ' +
      'job is, what someone in it does, or what its day-to-day is.',
    inputSchema: occupationOverviewInputSchema,
    execute: ({ role }): OccupationOverviewOutput => {
      const overview = occupationOverview(role, descriptions?.());
      if (!overview)
        return {
          text: `I could not match "${role}" to an occupation O*NET lists. Try the title as postings write it ("sonographer", "line cook", "quantity surveyor").`,
        };
      return { text: overviewLines(role, overview).join('\n'), occupation: overview.occupation };
    },
    sources: (output) =>
      output.occupation
        ? [{ title: `${ONET_SOURCE}: ${output.occupation.title}`, ref: `onet:${output.occupation.code}` }]
        : [],
  });
}
