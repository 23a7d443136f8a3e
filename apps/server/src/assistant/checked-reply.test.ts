// A configured model's streamed chat replies pass the evidence check (issue 34), tested against a
// fake OpenAI-compatible server on loopback that invents facts about the user, and one that breaks.
import type { UserFacts } from '@careerloom/career-engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assistantRequest, collect, textOf } from '../test/assistant-events';
import { type FakeOpenAiServer, fakeChat, startFakeOpenAiServer } from '../test/fake-openai-server';
import { captureLogger } from '../test/test-app';
import { withEvidenceCheck } from './checked-reply';
import { createAssistant } from './create-assistant';
import { createKnowledgeBase } from './knowledge/knowledge-base';

const NURSE: UserFacts = {
  employers: ['Mayo Clinic'],
  titles: ['Registered Nurse'],
  schools: ['University of Iowa'],
  degrees: ['BSN', 'Nursing'],
  skills: ['Patient care', 'Triage'],
  yearsOfExperience: 6,
  texts: ['Registered nurse in the emergency department at Mayo Clinic, triaging 40 patients a shift.'],
};
const skillsOf = (text: string) => ['Kubernetes', 'Triage'].filter((s) => text.toLowerCase().includes(s.toLowerCase()));

const kb = createKnowledgeBase([
  {
    slug: 'star-method',
    markdown:
      '---\ntitle: STAR\ntopics: [interview]\naudience: jobseeker\nsummary: STAR.\n---\n## Structure\nSituation, Task, Action, Result.',
  },
]);

let fake: FakeOpenAiServer;
beforeEach(async () => {
  fake = await startFakeOpenAiServer();
});
afterEach(() => fake.close());

function assistant() {
  return createAssistant(
    { ai: { provider: 'openai-compatible', baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'fake', timeoutMs: 1500 } },
    { logger: captureLogger().logger, kb, replyFacts: { factsFor: async () => NURSE, skillsOf } },
  );
}

describe('a model reply, checked before the user reads it', () => {
  it('drops sentences with invented claims about the user, keeps the rest, and says so', async () => {
    // Split mid-sentence as real streams are; one sentence invents an employer, one a skill.
    fake.script(
      fakeChat.text(
        'Your triage work at Mayo Clinic is the story to lead with. ',
        'Your six years at Goo',
        'gle as a staff engineer also show leadership. ',
        'You also know Kubernetes well.',
        '\nPractise the answer out loud twice.',
      ),
    );
    const events = await collect(
      assistant().reply(assistantRequest({ message: 'how do I answer a leadership question?' })),
    );
    const text = textOf(events);
    expect(text).toContain('Your triage work at Mayo Clinic is the story to lead with.');
    expect(text).toContain('Practise the answer out loud twice.');
    expect(text).not.toMatch(/Google|staff engineer|Kubernetes/);
    expect(text).toMatch(/left out 2 statements about you/);
    // Still streamed: more than one delta reached the user.
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(2);
  });

  it("lets the user's own words in the conversation stand as facts", async () => {
    const checked = withEvidenceCheck(
      {
        name: 'scripted',
        async *reply() {
          yield { type: 'delta', text: 'Since you led the Kubernetes migration at Shopify, open with that.' };
        },
      },
      { factsFor: async () => NURSE, skillsOf },
    );
    const text = textOf(
      await collect(
        checked.reply(assistantRequest({ message: 'I led the Kubernetes migration at Shopify; how do I pitch it?' })),
      ),
    );
    expect(text).toBe('Since you led the Kubernetes migration at Shopify, open with that.');
  });

  it('falls back to the embedded engine when the model sends broken JSON or times out', async () => {
    fake.script(fakeChat.malformed());
    const broken = textOf(await collect(assistant().reply(assistantRequest({ message: 'What is the STAR method?' }))));
    expect(broken).toMatch(/Situation/);
    fake.script(fakeChat.hang());
    const slow = textOf(await collect(assistant().reply(assistantRequest({ message: 'What is the STAR method?' }))));
    expect(slow).toMatch(/Situation/);
  });
});
