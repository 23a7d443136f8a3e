import { getSkillExtractor } from '@careerloom/career-engine';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { getKnowledgeBase } from './knowledge/knowledge-base';
import type { ResumeToolService } from './resume-tool';
import { DRAFTING_TOOL_NAMES } from './tool-names.fixtures';
import { createAssistantTools, type KnowledgeSearchOutput, toModelTools } from './tools';

/** A resume service with no stored resumes, enough to register the tool. */
const resumes: ResumeToolService = {
  latestResume: async () => null,
  mayTargetJob: async () => false,
  mayShareWithModel: async () => false,
  skills: getSkillExtractor,
  now: () => new Date(),
};

describe('assistant tools', () => {
  it('offers only the tools whose services are present', () => {
    expect(Object.keys(createAssistantTools({}))).toEqual([]);
    expect(Object.keys(createAssistantTools({ kb: getKnowledgeBase() }))).toEqual([
      'search_knowledge_base',
      ...DRAFTING_TOOL_NAMES,
    ]);
    expect(Object.keys(createAssistantTools({ kb: getKnowledgeBase(), resumes }))).toEqual([
      'search_knowledge_base',
      'analyze_resume',
      ...DRAFTING_TOOL_NAMES,
    ]);
  });

  it('search_knowledge_base returns passages from the shipped articles, and names them as sources', async () => {
    const tool = createAssistantTools({ kb: getKnowledgeBase() }).search_knowledge_base;
    if (!tool) throw new Error('missing tool');

    const output = (await tool.execute(
      { query: 'informational interview questions' },
      { userId: null },
    )) as KnowledgeSearchOutput;

    expect(output.passages.length).toBeGreaterThan(0);
    expect(output.passages.length).toBeLessThanOrEqual(4);
    for (const p of output.passages) {
      expect(p.ref).toMatch(/^kb:[a-z0-9-]+$/);
      expect(p.text.length).toBeLessThanOrEqual(1501);
    }
    const sources = tool.sources?.(output) ?? [];
    expect(sources.length).toBeGreaterThan(0);
    // One source per article, even when several of its sections matched.
    expect(new Set(sources.map((s) => s.ref)).size).toBe(sources.length);
  });

  it('validates input when called directly, as the embedded engine does', async () => {
    const tool = createAssistantTools({ kb: getKnowledgeBase() }).search_knowledge_base;
    await expect(tool?.execute({ query: '' }, { userId: null })).rejects.toBeInstanceOf(ZodError);
    await expect(tool?.execute({ q: 'resume' }, { userId: null })).rejects.toBeInstanceOf(ZodError);
  });

  it('becomes AI SDK tools with the same names, bound to the request', async () => {
    const set = toModelTools(createAssistantTools({ kb: getKnowledgeBase(), resumes }, { forExternalModel: true }), {
      userId: 3,
    });
    expect(Object.keys(set)).toEqual(['search_knowledge_base', 'analyze_resume', ...DRAFTING_TOOL_NAMES]);
    expect(set.search_knowledge_base?.execute).toBeTypeOf('function');
    expect(set.analyze_resume?.execute).toBeTypeOf('function');
    // Bound to user 3, whose (default) Restricted privacy keeps the stored resume from the model.
    const output = await set.analyze_resume?.execute?.({}, { toolCallId: 'call-1', messages: [] });
    expect(output).toMatchObject({ status: 'kept_private' });
  });
});
