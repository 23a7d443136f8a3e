import { INTERVIEW_QUESTION_KINDS, type InterviewPrepResponse } from '@careerloom/contract';

type Question = InterviewPrepResponse['questions'][number];
export type QuestionKind = Question['kind'];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  behavioral: 'Behavioral',
  technical: 'Technical',
  situational: 'Situational',
  'role-fit': 'Role fit',
  'company-fit': 'Company fit',
  'questions-to-ask': 'Questions to ask them',
};

/**
 * Questions grouped by kind in the contract's order (the order an interview usually runs), each
 * group keeping the server's order; kinds without questions are left out.
 */
export function groupQuestionsByKind(questions: readonly Question[]) {
  return INTERVIEW_QUESTION_KINDS.map((kind) => ({
    kind,
    label: QUESTION_KIND_LABELS[kind],
    questions: questions.filter((q) => q.kind === kind),
  })).filter((group) => group.questions.length > 0);
}
