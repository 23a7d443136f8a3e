import { indefiniteArticle, selectInterviewQuestions } from '@careerloom/career-engine';
import { z } from 'zod';
import { type AssistantTool, defineTool } from './tool-definition';

/** Questions shown when the person names no number: a short, balanced set (one of each kind and a second behavioural). */
export const DEFAULT_SHOWN = 6;
/** The most a chat reply lists; the Interview tab builds a fuller set. */
const MAX_SHOWN = 12;

export const interviewQuestionsInputSchema = z.object({
  role: z.string().trim().min(1).max(80).describe('The job interviewed for, e.g. "medical assistant"'),
  company: z.string().trim().max(80).optional().describe('The employer, only if the user named it'),
  count: z.number().int().min(1).max(MAX_SHOWN).optional().describe('How many questions the user asked for'),
  /** "another set": the questions after the ones already shown. */
  offset: z.number().int().min(0).max(40).optional(),
});

export type InterviewQuestionsOutput = { text: string; questions: string[] };

/**
 * `interview_questions`: questions an interview for the role is likely to ask, from the career
 * engine's question bank (the Interview tab's), each with what a good answer covers. Chosen by the
 * role's family and level, balanced across kinds; nothing is invented per request.
 */
export function interviewQuestionsTool(): AssistantTool {
  return defineTool({
    description:
      'List interview questions likely for a role (from the question bank the Interview tab uses), each with what a ' +
      'good answer covers. Use when the user asks what an interview will ask or wants to practise.',
    inputSchema: interviewQuestionsInputSchema,
    execute: ({ role, company, count, offset }): InterviewQuestionsOutput => {
      const shown = count ?? DEFAULT_SHOWN;
      const skip = offset ?? 0;
      const select = (n: number) =>
        selectInterviewQuestions({ jobTitle: role, companyName: company ?? '', count: n }).questions;
      // The bank's choice for n questions holds its choice for fewer (the slots are handed out in one
      // order), and shows them sorted by kind: the next set is the larger choice less the earlier one.
      const earlier = new Set(skip > 0 ? select(skip).map((q) => q.id) : []);
      const picked = select(skip + shown)
        .filter((q) => !earlier.has(q.id))
        .slice(0, shown);
      if (picked.length === 0)
        return {
          text: `That is every question I hold for ${indefiniteArticle(role)} ${role} interview; the Interview tab on /jobseeker builds a set from a posting's own description.`,
          questions: [],
        };
      // A question for the candidate to ask has no answer to cover: what to listen for in theirs.
      const lines = picked.map((q, i) =>
        q.kind === 'questions-to-ask'
          ? `${i + 1 + skip}. For you to ask them: ${q.question}\n   Listen for: ${(q.listenFor ?? []).slice(0, 2).join('; ') || 'a specific, honest answer'}.`
          : `${i + 1 + skip}. ${q.question}\n   A good answer covers: ${q.goodAnswerCovers.slice(0, 2).join('; ')}.`,
      );
      return {
        text: `Questions ${indefiniteArticle(role)} ${role} interview${company ? ` at ${company}` : ''} is likely to ask, with what a good answer covers:\n${lines.join('\n')}`,
        questions: picked.map((q) => q.question),
      };
    },
    sources: (output) =>
      output.questions.length > 0
        ? [{ title: 'Careerloom interview question bank', ref: 'engine:interview-questions' }]
        : [],
  });
}
