import { describe, expect, it } from 'vitest';
import { interviewQuestionsTool } from './interview-tools';

describe('interview_questions', () => {
  it("lists the bank's questions for the role with what a good answer covers, and the next ones after", async () => {
    const tool = interviewQuestionsTool();
    const first = (await tool.execute({ role: 'medical assistant', count: 5 }, { userId: null })) as {
      text: string;
      questions: string[];
    };
    expect(first.questions).toHaveLength(5);
    expect(first.text).toMatch(/^Questions a medical assistant interview is likely to ask/);
    expect(first.text).toContain('A good answer covers:');
    expect(first.text).not.toMatch(/covers: \./);
    const next = (await tool.execute({ role: 'medical assistant', count: 5, offset: 5 }, { userId: null })) as {
      questions: string[];
    };
    expect(next.questions.some((q) => first.questions.includes(q))).toBe(false);
  });

  it('marks a question for the candidate to ask, with what to listen for', async () => {
    const out = (await interviewQuestionsTool().execute({ role: 'barista' }, { userId: null })) as { text: string };
    expect(out.text).toMatch(/For you to ask them: .*\n {3}Listen for: \S/);
  });
});
