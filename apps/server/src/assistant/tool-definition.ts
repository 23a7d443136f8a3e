import type { ChatSource } from '@careerloom/contract';
import type { z } from 'zod';

/**
 * What every assistant tool is: plain data plus functions, shared by both engines (see `tools.ts`
 * for why). Kept apart from the registry so a tool in its own module (`resume-tool.ts`) can be
 * defined with `defineTool` without importing the registry that imports it.
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
