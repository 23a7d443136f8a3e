import { z } from 'zod';
import type { AppContext } from '../context';
import { clipForPrompt, type ModelDrafter } from '../language-model/model-drafter';
import { checkDraft, HONESTY_RULES, userFactsOf } from '../users/checked-draft';
import type { ApplicantFacts } from './applicant-facts';
import type { Suggestion } from './suggest-answers';

type Job = { company: string; position: string; description: string };

/** Questions sent to the model in one request: the contract allows 20, a prompt stays small. */
const MAX_QUESTIONS = 20;
/** A drafted answer shorter than this after the evidence check says nothing: the engine's stands. */
const MIN_ANSWER_CHARS = 40;

const answersSchema = z.object({
  answers: z.array(z.object({ question: z.string().max(1000), answer: z.string().max(3000) })).max(MAX_QUESTIONS * 2),
});

const SYSTEM =
  'You draft answers to job application questions for a candidate, in the first person, from their resume and the job. ' +
  'Answer each question in two to four sentences. Reply with JSON only, of the form ' +
  '{"answers":[{"question":"<the question as given>","answer":"<the answer>"}]}, one entry per question, in order.';

/**
 * The engine's suggestions with the model's drafts added: for each question the model answered,
 * its answer (after the evidence check) comes first and `evidenceCheck` says what the check took
 * out; the engine's own answers, reasoning, evidence lines and confidence stay as they are (a
 * confidence never comes from the model). On any model failure (error, time-out, broken JSON, the
 * wrong shape) the engine's suggestions are returned unchanged.
 */
export async function withModelAnswers(
  ctx: AppContext,
  drafter: ModelDrafter,
  questions: readonly string[],
  job: Job,
  facts: ApplicantFacts,
  engine: Suggestion[],
): Promise<Suggestion[]> {
  if (!facts.resume || questions.length === 0) return engine;
  const asked = questions.slice(0, MAX_QUESTIONS);
  let drafted: z.infer<typeof answersSchema>;
  try {
    drafted = await drafter.json(answersSchema, {
      system: `${SYSTEM}\n\n${HONESTY_RULES}`,
      prompt: [
        `Company: ${job.company}`,
        `Position: ${job.position}`,
        `Job description:\n${clipForPrompt(job.description || '(none given)')}`,
        `Candidate resume:\n${clipForPrompt(facts.resume.text)}`,
        `Questions:\n${asked.map((q, i) => `${i + 1}. ${q.replace(/\s+/g, ' ')}`).join('\n')}`,
      ].join('\n\n'),
    });
  } catch {
    return engine;
  }
  const userFacts = userFactsOf(ctx, facts.resume, facts.profile.skills);
  const jobText = `${job.position}\n${job.company}\n${job.description}`;
  return engine.map((suggestion, index) => {
    const norm = (q: string) => q.toLowerCase().replace(/\W+/g, ' ').trim();
    // By the question's text; by position only when the model repeated no question text.
    const answer =
      drafted.answers.find((a) => norm(a.question) === norm(suggestion.question))?.answer ??
      (drafted.answers.every((a) => !a.question.trim()) ? drafted.answers[index]?.answer : undefined);
    if (!answer?.trim() || index >= MAX_QUESTIONS) return suggestion;
    const checked = checkDraft(ctx, answer, userFacts, jobText);
    if (checked.text.length < MIN_ANSWER_CHARS) return suggestion;
    const { removed, toConfirm } = checked.evidence;
    const note =
      removed.length || toConfirm.length ? ' The evidence check took out claims your resume does not support.' : '';
    return {
      ...suggestion,
      suggestedAnswers: [checked.text, ...suggestion.suggestedAnswers.filter((a) => a !== checked.text)],
      reasoning: `The first answer was drafted by the language model from your resume and the job, and checked against your resume.${note} ${suggestion.reasoning}`,
      evidenceCheck: checked.evidence,
    };
  });
}
