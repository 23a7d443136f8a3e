import { z } from 'zod';
import { CHAT_HISTORY_PAGE_MAX, CHAT_MAX_CONTENT_CHARS, SPEECH } from './chat-constants';
import type { ServerJobAlert } from './job-monitoring';
import { PERSONA_NAMES } from './personas';

export const chatRoleSchema = z.enum(['user', 'assistant', 'system']);

/** The profile the client reads from local storage and sends with each message. */
export const userProfileSchema = z.object({
  role: z.string().max(60).optional(),
  industry: z.string().max(120).optional(),
  experience: z.string().max(120).optional(),
  location: z.string().max(120).optional(),
  visaRequirements: z.string().max(200).optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A source the answer was composed from (a knowledge-base article or one of our services). */
export const chatSourceSchema = z.object({ title: z.string(), ref: z.string() });
export type ChatSource = z.infer<typeof chatSourceSchema>;

/** A stored chat message as the history endpoint and the socket deliver it. */
export const chatMessageSchema = z.object({
  id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  createdAt: z.string(),
  persona: z.string().optional(),
  /** True when a configured model failed and the embedded engine answered instead. */
  offline: z.boolean().optional(),
  sources: z.array(chatSourceSchema).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// ---- client -> server frames -------------------------------------------------------------

export const clientPingSchema = z.object({ type: z.literal('ping') });

/**
 * The persona a client names, as the persona's name or as the spec's whole persona object
 * (`{ name, mood, voiceURI, lang, voice, description, skillSpecialty }`, part 1 section 9). Both
 * forms normalise to the name, so the server handles one shape; unknown extra keys of the object
 * are ignored, and an object whose `name` is not one of the ten personas is refused.
 */
export const personaFieldSchema = z.union([
  z.enum(PERSONA_NAMES),
  z.looseObject({ name: z.enum(PERSONA_NAMES) }).transform((persona) => persona.name),
]);

/**
 * A chat message from the client (part 1 section 7): role, content, createdAt, persona and
 * userProfile; other fields the caller adds are ignored.
 */
export const clientChatMessageSchema = z.object({
  type: z.literal('message').optional(),
  role: z.literal('user'),
  content: z.string().trim().min(1, 'Message is empty').max(CHAT_MAX_CONTENT_CHARS),
  createdAt: z.string().max(40).optional(),
  persona: personaFieldSchema.optional(),
  userProfile: userProfileSchema.optional(),
  /** The name the user gave the assistant (part 1 section 3). */
  assistantName: z.string().trim().max(40).optional(),
});
export type ClientChatMessage = z.infer<typeof clientChatMessageSchema>;

export const clientFrameSchema = z.union([clientPingSchema, clientChatMessageSchema]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

// ---- server -> client frames -------------------------------------------------------------

export type ServerPong = { type: 'pong' };
/** A piece of the assistant's reply while it streams; `id` is the final message's id. */
export type ServerDelta = { type: 'assistant.delta'; id: string; delta: string };
export type ServerError = { type: 'error'; code: string; message: string };
/** Final messages carry role and content, so clients that only read those still work (part 1). */
export type ServerChatMessage = ChatMessage;
/** `ServerJobAlert` (job-monitoring.ts): a new posting matched one of the user's saved searches. */
export type ServerFrame = ServerPong | ServerDelta | ServerError | ServerChatMessage | ServerJobAlert;

// ---- HTTP -------------------------------------------------------------------------------

export const chatHistoryQuerySchema = z.strictObject({
  /** Returns messages older than this id (for paging back); newest page when absent. */
  before: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_MAX).default(50),
});
export const chatHistoryResponseSchema = z.object({
  /** Oldest first, newest last. */
  messages: z.array(chatMessageSchema),
  /** Pass as `before` to load the page before this one; null when there is none. */
  nextBefore: z.string().nullable(),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

export const ttsBodySchema = z.strictObject({
  /** Longer text is cut to 4000 characters rather than refused (part 1 section 5). */
  text: z.string().max(100_000),
  voice: z.string().max(40).optional(),
  speed: z.number().min(0.25).max(4).default(SPEECH.defaultRate),
});
export type TtsBody = z.input<typeof ttsBodySchema>;

export const sttResponseSchema = z.object({ text: z.string() });
