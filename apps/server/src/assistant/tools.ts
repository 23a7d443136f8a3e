import type { OccupationDescriptions } from '@careerloom/career-engine';
import type { ChatSource } from '@careerloom/contract';
import type { Tool, ToolSet } from 'ai';
import { z } from 'zod';
import { type CoverLetterToolService, coverLetterTool } from './cover-letter-tool';
import { interviewQuestionsTool } from './interview-tools';
import { salaryRangeTool, searchJobsTool } from './job-tools';
import type { KnowledgeBase } from './knowledge/knowledge-base';
import type { BulletDraftService } from './model-bullet-rewrite';
import { occupationOverviewTool } from './occupation-overview-tool';
import { occupationSkillsTool } from './occupation-skills-tool';
import type { PostingsToolService } from './postings-tool-service';
import { analyzeResumeTool, type ResumeToolService } from './resume-tool';
import { type AssistantTool, type AssistantTools, defineTool, type ToolContext } from './tool-definition';
import {
  applicationFollowUpTool,
  compareRolesTool,
  counterOfferTool,
  coverLetterOpeningTool,
  linkedInTextTool,
  recruiterNoteTool,
  resignationLetterTool,
  resumeSummaryTool,
  rewriteBulletTool,
  tailorSummaryTool,
  thankYouNoteTool,
  workplaceEmailTool,
} from './writing-tools';

/**
 * The tools an assistant may call: thin entries over our own services, defined once and used by
 * both engines. The model engine hands them to the language model as AI SDK tools
 * (`toModelTools`); the embedded engine calls `execute` directly after classifying intent. That
 * is why an entry is plain data plus functions rather than an AI SDK `tool()` object: the
 * embedded engine should not have to fake a tool-call id or a message list to run one.
 *
 * A new service (job postings search, next) becomes one more entry in `createAssistantTools`,
 * switched on by the dependency it needs being present.
 */

export { type AssistantTool, type AssistantTools, defineTool, type ToolContext };

/** What the knowledge-base tool needs of the knowledge base (tests may pass a small one). */
export type KnowledgeSearch = Pick<KnowledgeBase, 'search'>;

/** The services the tools run over; a tool whose service is missing is not offered. */
export type ToolServices = {
  kb?: KnowledgeSearch;
  resumes?: ResumeToolService;
  postings?: PostingsToolService;
  /** The model-drafted, checked bullet rewrite; without it the deterministic one. */
  bullets?: BulletDraftService;
  /** Cover letters from the user's resume (the Cover Letter tab's); without it, letters to fill in. */
  letters?: CoverLetterToolService;
  /** O*NET's occupation descriptions, read on first use when a file is configured (OCCUPATIONS_ONET_FILE). */
  occupationDescriptions?: () => OccupationDescriptions | undefined;
};

/**
 * Who the registry is for. `forExternalModel` marks the tools handed to a language model outside
 * this process: tools reading a user's stored data then honour the user's data privacy setting.
 */
export type ToolOptions = { forExternalModel?: boolean };

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
 * The tools available with the given services: the knowledge base, resume analysis, job search and
 * salary ranges over stored postings (only with the postings service: never a stand-in that
 * invents results), and the pure writing tools (bullet rewrite, role comparison, summary tailoring)
 * an occupation's software and tools and what it is (O*NET), which need only the career engine and are offered whenever any service is. The names are the ones the embedded
 * engine looks for (`SERVICE_TOOL_NAMES`).
 */
export function createAssistantTools(services: ToolServices, options: ToolOptions = {}): AssistantTools {
  const tools: AssistantTools = {};
  if (services.kb) tools.search_knowledge_base = searchKnowledgeBaseTool(services.kb);
  if (services.resumes) tools.analyze_resume = analyzeResumeTool(services.resumes, options);
  if (services.postings) {
    tools.search_jobs = searchJobsTool(services.postings);
    tools.salary_range = salaryRangeTool(services.postings);
  }
  if (Object.keys(tools).length > 0) {
    tools.rewrite_bullet = rewriteBulletTool(services.bullets);
    tools.compare_roles = compareRolesTool();
    tools.tailor_summary = tailorSummaryTool();
    tools.draft_cover_letter = coverLetterTool(services.letters);
    tools.draft_cover_letter_opening = coverLetterOpeningTool();
    tools.draft_recruiter_note = recruiterNoteTool();
    tools.draft_thank_you_note = thankYouNoteTool();
    tools.draft_counter_offer = counterOfferTool();
    tools.draft_application_follow_up = applicationFollowUpTool();
    tools.draft_resignation_letter = resignationLetterTool();
    tools.draft_workplace_email = workplaceEmailTool();
    tools.draft_linkedin_text = linkedInTextTool();
    tools.draft_resume_summary = resumeSummaryTool();
    tools.interview_questions = interviewQuestionsTool(services.postings);
    tools.occupation_skills = occupationSkillsTool(services.resumes, options);
    tools.occupation_overview = occupationOverviewTool(services.occupationDescriptions);
  }
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

/**
 * The registry as AI SDK tools for `streamText`, bound to one request's user and signal. Plain
 * objects of the SDK's `Tool` shape (its `tool()` only infers types), so this module does not
 * load the SDK for servers that never call a model.
 */
export function toModelTools(tools: AssistantTools, context: ToolContext): ToolSet {
  const set: ToolSet = {};
  for (const [name, entry] of Object.entries(tools)) {
    const modelTool: Tool = {
      description: entry.description,
      inputSchema: entry.inputSchema,
      execute: async (input: unknown, options) => {
        try {
          return await entry.execute(input, { ...context, signal: options.abortSignal ?? context.signal });
        } catch (error) {
          throw new ToolFailedError(name, error);
        }
      },
    };
    set[name] = modelTool;
  }
  return set;
}

/** Sources in first-seen order, one per ref. */
export function uniqueSources(sources: ChatSource[]): ChatSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => !seen.has(s.ref) && seen.add(s.ref));
}
