import type { ChatSource } from '@careerloom/contract';
import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import type { KnowledgeBase } from './knowledge/knowledge-base';

/**
 * The tools an assistant may call: thin entries over our own services, defined once and used by
 * both engines. The model engine hands them to the language model as AI SDK tools
 * (`toModelTools`); the embedded engine calls `execute` directly after classifying intent. That
 * is why an entry is plain data plus functions rather than an AI SDK `tool()` object: the
 * embedded engine should not have to fake a tool-call id or a message list to run one.
 *
 * A new service (resume analysis, job postings search) becomes one more entry in
 * `createAssistantTools`, switched on by the dependency it needs being present.
 */

/** Who is asking, for tools that read a user's own data; guests have `userId: null`. */
export type ToolContext = { userId: number | null; signal?: AbortSignal };

/** One tool, with its input schema erased so tools of different shapes share one registry. */
export type AssistantTool = {
  description: string;
  inputSchema: z.ZodType;
  /** Validates the input against `inputSchema`, then runs the service. */
  execute(input: unknown, context: ToolContext): Promise<unknown>;
  /** What a result drew on, reported to the user under the reply; none when absent. */
  sources?(output: unknown): ChatSource[];
};

/** The registry: tool name (as the model sees it) to tool. */
export type AssistantTools = Record<string, AssistantTool>;

/**
 * Defines a tool with its input and output types checked at the definition, then erases them for
 * the registry. Input is parsed again in `execute` because the embedded engine calls it without
 * the AI SDK's validation in between.
 */
export function defineTool<S extends z.ZodType, O>(definition: {
  description: string;
  inputSchema: S;
  execute(input: z.output<S>, context: ToolContext): Promise<O> | O;
  sources?(output: O): ChatSource[];
}): AssistantTool {
  const { sources } = definition;
  return {
    description: definition.description,
    inputSchema: definition.inputSchema,
    execute: async (input, context) => definition.execute(definition.inputSchema.parse(input), context),
    // The output given back is always one this tool's execute produced, so the cast holds.
    sources: sources ? (output) => sources(output as O) : undefined,
  };
}

/** What the knowledge-base tool needs of the knowledge base (tests may pass a small one). */
export type KnowledgeSearch = Pick<KnowledgeBase, 'search'>;

/** The services the tools run over; a tool whose service is missing is not offered. */
export type ToolServices = { kb?: KnowledgeSearch };

/** How many passages a search returns: enough to answer from, few enough to keep the prompt small. */
const KB_RESULTS = 4;
/** Passages are clipped so one long section cannot crowd the rest of the context out. */
const KB_PASSAGE_CHARS = 1500;

export type KnowledgeToolPassage = { ref: string; title: string; heading: string; text: string };
export type KnowledgeSearchOutput = { passages: KnowledgeToolPassage[]; note?: string };

/** `search_knowledge_base`: passages from Careerloom's career knowledge base for a query. */
export function searchKnowledgeBaseTool(kb: KnowledgeSearch): AssistantTool {
  return defineTool({
    description:
      "Search Careerloom's career knowledge base: resumes and ATS, cover letters, interviews and the STAR " +
      'method, salary negotiation, job search, networking, career change, visas and work authorisation, ' +
      'remote work, recruiting. Returns passages with the article they come from. Use it for any career ' +
      'question before answering, and prefer what it returns over general knowledge.',
    inputSchema: z.object({
      query: z.string().trim().min(1).max(300).describe('What to look up, in a few words, e.g. "STAR method answers"'),
    }),
    execute: ({ query }): KnowledgeSearchOutput => {
      const passages = kb.search(query, KB_RESULTS).map((hit) => ({
        ref: `kb:${hit.articleSlug}`,
        title: hit.title,
        heading: hit.heading,
        text: hit.text.length > KB_PASSAGE_CHARS ? `${hit.text.slice(0, KB_PASSAGE_CHARS)}…` : hit.text,
      }));
      return passages.length > 0
        ? { passages }
        : { passages, note: 'Nothing in the knowledge base matches; say so if you answer from general knowledge.' };
    },
    sources: (output) => uniqueSources(output.passages.map((p) => ({ title: p.title, ref: p.ref }))),
  });
}

/**
 * The tools available with the given services. Today the knowledge base; resume analysis and job
 * postings search join here as their services land (never as stand-ins that invent results).
 */
export function createAssistantTools(services: ToolServices): AssistantTools {
  const tools: AssistantTools = {};
  if (services.kb) tools.search_knowledge_base = searchKnowledgeBaseTool(services.kb);
  return tools;
}

/**
 * A tool failed. What the model sees is only this generic message: the AI SDK sends a tool's error
 * to the provider as the tool result, and our services' errors (database, file paths) must not
 * leave the server. The original error stays in `cause`.
 */
export class ToolFailedError extends Error {
  override readonly name = 'ToolFailedError';
  constructor(
    readonly toolName: string,
    cause: unknown,
  ) {
    super(`The ${toolName} tool is unavailable right now; answer without it and say so.`, { cause });
  }
}

/** The registry as AI SDK tools for `streamText`, bound to one request's user and signal. */
export function toModelTools(tools: AssistantTools, context: ToolContext): ToolSet {
  const set: ToolSet = {};
  for (const [name, entry] of Object.entries(tools)) {
    set[name] = tool({
      description: entry.description,
      inputSchema: entry.inputSchema,
      execute: async (input: unknown, options) => {
        try {
          return await entry.execute(input, { ...context, signal: options.abortSignal ?? context.signal });
        } catch (error) {
          throw new ToolFailedError(name, error);
        }
      },
    });
  }
  return set;
}

/** Sources in first-seen order, one per ref. */
export function uniqueSources(sources: ChatSource[]): ChatSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => !seen.has(s.ref) && seen.add(s.ref));
}
