import { draftCoverLetter, inCasualTone } from '@careerloom/career-engine';
import { z } from 'zod';
import { type AssistantTool, defineTool } from './tool-definition';
import { draftTone } from './writing-tools';

/**
 * The cover letter the Cover Letter tab writes (`coverLetterService`): from the user's latest
 * resume, evidence-checked when a model drafts it. Null when it cannot be written for this user
 * (no resume, or a plan without cover letters), so the chat offers the template instead.
 */
export type CoverLetterToolService = {
  write(userId: number, job: { role?: string; company?: string }): Promise<{ letter: string; tips: string[] } | null>;
};

export const coverLetterInputSchema = z.object({
  role: z.string().trim().max(80).optional().describe('The role applied for, e.g. "cashier"'),
  company: z.string().trim().max(80).optional().describe('The employer, only if the user named it'),
  currentRole: z.string().trim().max(80).optional().describe("The user's own current title, only if they said it"),
  experience: z.string().trim().max(120).optional().describe('Experience the user stated, as they said it'),
  shorter: z.boolean().optional(),
  variant: z.number().int().min(0).max(20).optional(),
  ...draftTone,
});

export type CoverLetterOutput = { text: string; fromResume: boolean };

const FILL =
  'Replace each [bracket] with your own facts; cut any you cannot fill rather than guess. I wrote nothing about you that you did not tell me.';

/**
 * `draft_cover_letter`: a whole letter. For a signed-in user whose plan writes cover letters and
 * who has a resume, the letter the Cover Letter tab writes from it; otherwise a letter to start
 * from, every fact about the person a [prompt].
 */
export function coverLetterTool(letters?: CoverLetterToolService): AssistantTool {
  return defineTool({
    description:
      "Write a whole cover letter for a role at a company: from the user's latest resume when they have one, " +
      'otherwise a letter to fill in, every fact about them a [prompt].',
    inputSchema: coverLetterInputSchema,
    execute: async (input, context): Promise<CoverLetterOutput> => {
      const mine =
        letters && context.userId !== null && !input.shorter && !input.variant
          ? await letters.write(context.userId, { role: input.role, company: input.company })
          : null;
      if (mine) {
        const tips = mine.tips.slice(0, 3).map((t) => `- ${t}`);
        return {
          text: `A cover letter from your latest resume:\n${quoted(input.tone === 'casual' ? inCasualTone(mine.letter) : mine.letter)}${tips.length > 0 ? `\nTo finish it:\n${tips.join('\n')}` : ''}`,
          fromResume: true,
        };
      }
      const d = draftCoverLetter(input);
      return { text: `A cover letter you could start from:\n${quoted(d.text)}\n${FILL}`, fromResume: false };
    },
    sources: (output) => [
      output.fromResume
        ? { title: 'Your latest resume', ref: 'resume:latest' }
        : { title: 'Careerloom cover letter guide', ref: 'kb:cover-letter-openings-and-tailoring' },
    ],
  });
}

/** A letter as a quotation, paragraph by paragraph. */
function quoted(letter: string): string {
  return letter
    .split(/\n{2,}/)
    .map((p) => `> ${p.replace(/\n/g, '\n> ')}`)
    .join('\n>\n');
}
