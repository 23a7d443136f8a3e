import { getSkillExtractor, rewriteBullet } from '@careerloom/career-engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createModelDrafter, type ModelDrafter } from '../language-model/model-drafter';
import { type FakeOpenAiServer, fakeChat, startFakeOpenAiServer } from '../test/fake-openai-server';
import { rewriteBulletChecked } from './model-bullet-rewrite';
import { type RewriteBulletOutput, rewriteBulletTool } from './writing-tools';

let fake: FakeOpenAiServer;
let drafter: ModelDrafter;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  drafter = createModelDrafter({
    provider: 'openai-compatible',
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test-bullets',
    model: 'fake-model',
    timeoutMs: 400,
  }) as ModelDrafter;
});
afterAll(() => fake.close());
beforeEach(() => fake.clearScripts());

const BULLET = 'worked on APIs for the payments team';
const skillsOf = (text: string) =>
  getSkillExtractor()
    .extract(text)
    .filter((s) => s.area !== 'soft')
    .map((s) => s.name);
const rewrite = () => rewriteBulletChecked(drafter, BULLET, { skillsOf });

describe('rewriteBulletChecked', () => {
  it('uses the model’s rewrite when it keeps to the bullet’s facts and asks for the missing number', async () => {
    fake.script(
      fakeChat.text(
        JSON.stringify({
          rewritten: 'Built the payments team’s APIs, serving [how many?] requests a day',
          short: 'Built payments APIs',
        }),
      ),
    );
    const out = await rewrite();
    expect(out.draftedBy).toBe('model');
    expect(out.rewritten).toBe('Built the payments team’s APIs, serving [how many?] requests a day');
    expect(out.short).toBe('Built payments APIs');
    expect(out.prompts).toEqual(['[how many?]']);
    expect(out.evidence).toEqual({ removed: [], toConfirm: [] });
  });

  it('drops a rewrite that invents a number, an employer or a skill, and answers with the engine', async () => {
    fake.script(
      fakeChat.text(
        JSON.stringify({
          rewritten: 'Built payments APIs in Go at Stripe, cutting latency by 45%',
          short: 'Built payments APIs at Stripe',
        }),
      ),
    );
    const out = await rewrite();
    expect(out.draftedBy).toBe('engine');
    expect(out.rewritten).toBe(rewriteBullet(BULLET).rewritten);
    expect(JSON.stringify([out.rewritten, out.short])).not.toMatch(/Stripe|45%|\bGo\b/);
    expect(out.evidence?.removed).toContain('employer: Stripe');
  });

  it.each([
    ['broken JSON', fakeChat.text('{"rewritten": "Built')],
    ['a time-out', fakeChat.hang()],
    ['half an answer', fakeChat.textThenDrop('{"rewritten": "Built payments')],
    ['a malformed chunk', fakeChat.malformed()],
  ])('answers with the engine on %s', async (_, script) => {
    fake.script(script);
    const out = await rewrite();
    expect(out).toEqual({ ...rewriteBullet(BULLET), draftedBy: 'engine' });
  });

  it('answers with the engine without a model', async () => {
    expect(await rewriteBulletChecked(undefined, BULLET)).toEqual({ ...rewriteBullet(BULLET), draftedBy: 'engine' });
  });
});

describe('the assistant’s rewrite_bullet tool', () => {
  it('answers with the checked model draft for the asking user when a draft service is given', async () => {
    const asked: Array<number | null> = [];
    const tool = rewriteBulletTool({
      rewrite: async (userId, bullet, options) => {
        asked.push(userId);
        return {
          ...rewriteBullet(bullet, options),
          rewritten: 'Built payments APIs used by [how many?] merchants',
          draftedBy: 'model',
        };
      },
    });
    const out = (await tool.execute({ bullet: BULLET }, { userId: 7 })) as RewriteBulletOutput;
    expect(asked).toEqual([7]);
    expect(out.rewritten).toBe('Built payments APIs used by [how many?] merchants');
    expect(out.text).toContain('> Built payments APIs used by [how many?] merchants');
  });

  it('falls back to the deterministic rewrite without a draft service', async () => {
    const out = (await rewriteBulletTool().execute({ bullet: BULLET }, { userId: 7 })) as RewriteBulletOutput;
    expect(out.rewritten).toBe(rewriteBullet(BULLET).rewritten);
  });
});
