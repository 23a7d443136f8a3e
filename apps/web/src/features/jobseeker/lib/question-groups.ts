import { INTERVIEW_QUESTION_KINDS, type InterviewPrepResponse } from '@careerloom/contract';

type Question = InterviewPrepResponse['questions'][number];
export type QuestionKind = Question['kind'];

/** Each group's heading, whole: "Questions to ask them" takes no "questions" after it. */
export const QUESTION_GROUP_HEADINGS: Record<QuestionKind, string> = {
  behavioral: 'Behavioral questions',
  technical: 'Technical questions',
  situational: 'Situational questions',
  'role-fit': 'Role fit questions',
  'company-fit': 'Company fit questions',
  'questions-to-ask': 'Questions to ask them',
};

/**
 * Questions grouped by kind in the contract's order (the order an interview usually runs), each
 * group keeping the server's order; kinds without questions are left out.
 */
export function groupQuestionsByKind(questions: readonly Question[]) {
  return INTERVIEW_QUESTION_KINDS.map((kind) => ({
    kind,
    heading: QUESTION_GROUP_HEADINGS[kind],
    questions: questions.filter((q) => q.kind === kind),
  })).filter((group) => group.questions.length > 0);
}
