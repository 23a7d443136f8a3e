import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '../knowledge/knowledge-base';
import { createEmbeddedEngine } from './embedded-engine';

const engine = createEmbeddedEngine(loadKnowledgeBase());

async function answer(message: string): Promise<{ text: string; sources: string[] }> {
  let text = '';
  let sources: string[] = [];
  for await (const event of engine.reply({ message, persona: 'Friendly', profile: {}, userId: null, history: [] })) {
    if (event.type === 'delta') text += event.text;
    else if (event.type === 'sources') sources = event.sources.map((s) => s.ref);
  }
  return { text, sources };
}

/**
 * "Where should I look for Staff Accountant jobs?" was answered with how to become an accountant:
 * the trade's words outweighed the question's. A question of where to look is answered with where:
 * the Job Search tab with that title, the guide on where openings are found, the trade's own boards.
 */
describe('questions of where to look for work', () => {
  it.each([
    ['Where should I look for Staff Accountant jobs?', '"Staff Accountant"'],
    ['What are the best sites for nursing jobs?', '"nursing"'],
    ['Where do nurses find work?', '"nurse"'],
  ])('%s', async (message, searched) => {
    const { text, sources } = await answer(message);
    expect(text).toContain(`Job Search tab at /jobseeker: search ${searched}`);
    expect(text).toMatch(/professional associations/);
    expect(sources[0]).toBe('kb:where-to-find-job-openings');
    expect(text).not.toMatch(/To become an? (accountant|registered nurse)/);
  });
});
