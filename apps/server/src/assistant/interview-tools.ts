import { indefiniteArticle, selectInterviewQuestions } from '@careerloom/career-engine';
import { z } from 'zod';
import type { PostingsToolService } from './postings-tool-service';
import { type AssistantTool, defineTool } from './tool-definition';

/** Questions shown when the person names no number: a short, balanced set (one of each kind and a second behavioural). */
export const DEFAULT_SHOWN = 6;
/** The most a chat reply lists; the Interview tab builds a fuller set. */
export const MAX_SHOWN = 12;

export const interviewQuestionsInputSchema = z.object({
  role: z.string().trim().min(1).max(80).optional().describe('The job interviewed for, e.g. "medical assistant"'),
  company: z.string().trim().max(80).optional().describe('The employer, only if the user named it'),
  count: z.number().int().min(1).max(MAX_SHOWN).optional().describe('How many questions the user asked for'),
  /** "another set": the questions after the ones already shown. */
  offset: z.number().int().min(0).max(40).optional(),
  /** The role is the person's own title from their profile, not one they named: the answer says so. */
  roleFrom: z.enum(['profile']).optional(),
});

export type InterviewQuestionsOutput = { text: string; questions: string[] };

/** The question an answer that assumed the role ends with: the person's reply names the role (`resolveThread`). */
export const ASKS_FOR_THE_ROLE = 'Which role is your interview for?';

/** An employer's postings read to tell what it mostly hires for. */
const EMPLOYER_SAMPLE = 50;

/**
 * The job an employer's stored postings are mostly for, with how many of them are, and the
 * employer's name as its postings write it ("mcdonalds" -> McDonald's); undefined when the store
 * holds none of its postings. A title is counted without what follows a dash, a comma, a bracket or
 * a bar ("Crew Member - Overnight" is a Crew Member posting).
 */
export async function mostHiredFor(
  postings: PostingsToolService,
  company: string,
): Promise<{ title: string; count: number; total: number; employer: string } | undefined> {
  // The name is also the search's words, as in a search of the employer's jobs: the text index finds
  // its postings, where the company filter alone would test every posting's company.
  const found = await postings.search({ q: company, company, pageSize: EMPLOYER_SAMPLE });
  const counts = new Map<string, { title: string; count: number }>();
  for (const posting of found.postings) {
    const title = posting.title.split(/\s+[-–—|/]\s+|\s*[,(|]/)[0]?.trim() ?? '';
    if (!title) continue;
    const key = title.toLowerCase();
    const seen = counts.get(key) ?? { title, count: 0 };
    seen.count++;
    counts.set(key, seen);
  }
  const top = [...counts.values()].sort((a, b) => b.count - a.count)[0];
  const employer = found.postings[0]?.company;
  return top && employer ? { ...top, total: found.postings.length, employer } : undefined;
}

/**
 * The role to choose questions for, and what the answer says of it when the person named none: their
 * own title (their profile's, or the one Careerloom holds for them), else the job the employer's
 * stored postings are mostly for, else none (questions most interviews ask, whatever the role). A
 * role is never guessed from the employer's name.
 */
async function roleToPrepare(
  input: z.output<typeof interviewQuestionsInputSchema>,
  userId: number | null,
  postings: PostingsToolService | undefined,
): Promise<{ role?: string; note?: string; company?: string }> {
  const which = `${ASKS_FOR_THE_ROLE} I will choose questions for that one.`;
  // The employer as its postings write it, and what they are mostly for.
  const hired = input.company && postings ? await mostHiredFor(postings, input.company) : undefined;
  const company = hired?.employer ?? input.company;
  const named = company ? { company } : {};
  if (input.role && input.roleFrom !== 'profile') return { role: input.role, ...named };
  const own = input.role ?? (userId !== null ? await postings?.ownTitle?.(userId) : null);
  if (own) return { role: own, note: `You named no role, so I chose them for your own, ${own}. ${which}`, ...named };
  if (hired)
    return {
      role: hired.title,
      note: `You named no role, so I assumed ${indefiniteArticle(hired.title)} ${hired.title} job: ${hired.count} of the ${hired.total} stored ${hired.employer} postings I read are for it. ${which}`,
      ...named,
    };
  return {
    note: `You named no role${company ? `, and I hold no ${company} postings to tell what they mostly hire for,` : ''} so these are questions most interviews ask, whatever the job. ${which}`,
    ...named,
  };
}

/**
 * `interview_questions`: questions an interview for the role is likely to ask, from the career
 * engine's question bank (the Interview tab's), each with what a good answer covers. Chosen by the
 * role's family and level, balanced across kinds; nothing is invented per request. With an employer
 * and no role, the role is the person's own or the one the employer's stored postings are mostly
 * for, and the answer says it assumed it and asks which role it is (`roleToPrepare`).
 */
export function interviewQuestionsTool(postings?: PostingsToolService): AssistantTool {
  return defineTool({
    description:
      'List interview questions likely for a role (from the question bank the Interview tab uses), each with what a ' +
      'good answer covers. Use when the user asks what an interview will ask or wants to practise.',
    inputSchema: interviewQuestionsInputSchema,
    execute: async (input, context): Promise<InterviewQuestionsOutput> => {
      const { count, offset } = input;
      const { role, note, company } = await roleToPrepare(input, context.userId, postings);
      const shown = count ?? DEFAULT_SHOWN;
      const skip = offset ?? 0;
      const select = (n: number) =>
        selectInterviewQuestions({ jobTitle: role ?? '', companyName: company ?? '', count: n }).questions;
      // The bank's choice for n questions holds its choice for fewer (the slots are handed out in one
      // order), and shows them sorted by kind: the next set is the larger choice less the earlier one.
      const earlier = new Set(skip > 0 ? select(skip).map((q) => q.id) : []);
      const picked = select(skip + shown)
        .filter((q) => !earlier.has(q.id))
        .slice(0, shown);
      const interview = role ? `${indefiniteArticle(role)} ${role} interview` : 'an interview';
      if (picked.length === 0)
        return {
          text: `That is every question I hold for ${interview}; the Interview tab on /jobseeker builds a set from a posting's own description.`,
          questions: [],
        };
      // A question for the candidate to ask has no answer to cover: what to listen for in theirs.
      const lines = picked.map((q, i) =>
        q.kind === 'questions-to-ask'
          ? `${i + 1 + skip}. For you to ask them: ${q.question}\n   Listen for: ${(q.listenFor ?? []).slice(0, 2).join('; ') || 'a specific, honest answer'}.`
          : `${i + 1 + skip}. ${q.question}\n   A good answer covers: ${q.goodAnswerCovers.slice(0, 2).join('; ')}.`,
      );
      const heading = role
        ? `Questions ${interview}${company ? ` at ${company}` : ''} is likely to ask, with what a good answer covers:`
        : `Questions most interviews${company ? ` at ${company}` : ''} ask, whatever the job, with what a good answer covers:`;
      return {
        text: `${note && skip === 0 ? `${note}\n\n` : ''}${heading}\n${lines.join('\n')}`,
        questions: picked.map((q) => q.question),
      };
    },
    sources: (output) =>
      output.questions.length > 0
        ? [{ title: 'Careerloom interview question bank', ref: 'engine:interview-questions' }]
        : [],
  });
}
