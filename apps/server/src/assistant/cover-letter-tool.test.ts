import { describe, expect, it } from 'vitest';
import { type CoverLetterToolService, coverLetterTool } from './cover-letter-tool';

describe('draft_cover_letter', () => {
  it("writes the signed-in user's letter from their resume when the service can", async () => {
    const asked: unknown[] = [];
    const letters: CoverLetterToolService = {
      write: async (userId, job) => {
        asked.push({ userId, job });
        return {
          letter: 'Dear Walmart hiring team,\n\nI am writing to apply for the Cashier role.',
          tips: ['Name a shift.'],
        };
      },
    };
    const out = (await coverLetterTool(letters).execute({ role: 'cashier', company: 'Walmart' }, { userId: 7 })) as {
      text: string;
      fromResume: boolean;
    };
    expect(asked).toEqual([{ userId: 7, job: { role: 'cashier', company: 'Walmart' } }]);
    expect(out.fromResume).toBe(true);
    expect(out.text).toBe(
      'A cover letter from your latest resume:\n> Dear Walmart hiring team,\n>\n> I am writing to apply for the Cashier role.\nTo finish it:\n- Name a shift.',
    );
  });

  it('writes the letter from the resume in a casual voice when asked, with the same facts', async () => {
    const letters: CoverLetterToolService = {
      write: async () => ({
        letter: 'Dear Walmart hiring team,\n\nI am writing to apply for the Cashier role.\n\nBest regards,\nSam Lee',
        tips: [],
      }),
    };
    const out = (await coverLetterTool(letters).execute(
      { role: 'cashier', company: 'Walmart', tone: 'casual' },
      { userId: 7 },
    )) as { text: string };
    expect(out.text).toBe(
      "A cover letter from your latest resume:\n> Hi Walmart team,\n>\n> I'm writing to apply for the Cashier role.\n>\n> Thanks,\n> Sam Lee",
    );
  });

  it('gives a letter to fill in to a guest, or when the service cannot write one', async () => {
    const none: CoverLetterToolService = { write: async () => null };
    for (const [tool, userId] of [
      [coverLetterTool(none), 7],
      [coverLetterTool(), null],
    ] as const) {
      const out = (await tool.execute({ role: 'cashier', company: 'Walmart' }, { userId })) as {
        text: string;
        fromResume: boolean;
      };
      expect(out.fromResume).toBe(false);
      expect(out.text).toMatch(/^A cover letter you could start from:\n> Dear Walmart hiring team,\n>\n> /);
      expect(out.text).toContain('Cashier role at Walmart');
      expect(out.text).toContain('[your name]');
    }
  });
});
