import type { InterviewPrepResponse } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { groupQuestionsByKind } from './question-groups';

type Question = InterviewPrepResponse['questions'][number];
const q = (question: string, kind: Question['kind']): Question => ({
  question,
  kind,
  skills: [],
  goodAnswerCovers: [],
  tips: [],
});

describe('groupQuestionsByKind', () => {
  it('groups in interview order, keeps the order within a group and drops empty kinds', () => {
    const groups = groupQuestionsByKind([
      q('Ask about the team', 'questions-to-ask'),
      q('Explain React hooks', 'technical'),
      q('A conflict you solved', 'behavioral'),
      q('Design a cache', 'technical'),
    ]);
    // Whole headings: the questions to ask were headed "Questions to ask them questions" (issue 35).
    expect(groups.map((g) => [g.heading, g.questions.map((x) => x.question)])).toEqual([
      ['Behavioral questions', ['A conflict you solved']],
      ['Technical questions', ['Explain React hooks', 'Design a cache']],
      ['Questions to ask them', ['Ask about the team']],
    ]);
  });
});
