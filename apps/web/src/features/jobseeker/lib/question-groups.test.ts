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
    expect(groups.map((g) => [g.label, g.questions.map((x) => x.question)])).toEqual([
      ['Behavioral', ['A conflict you solved']],
      ['Technical', ['Explain React hooks', 'Design a cache']],
      ['Questions to ask them', ['Ask about the team']],
    ]);
  });
});
