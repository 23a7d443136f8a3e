/** Chat client timings (part 1 sections 4 and 9), in milliseconds. */
export const CHAT_TIMINGS = {
  connectTimeout: 10_000,
  reconnectAfterTimeout: 2_000,
  reconnectAfterClose: 3_000,
  reconnectAfterError: 5_000,
  ping: 30_000,
  typingIndicator: 300,
  responseFallback: 5_000,
  cannedReplyDelay: 1_500,
  voiceSendDelay: 300,
  voiceResume: 500,
} as const;

export const CONNECTED_MESSAGE = 'Connected to chat server';
export const typingMessage = (assistantName: string) => `${assistantName} is typing...`;

/** The assistant's name until the user changes it (part 1 section 3). */
export const DEFAULT_ASSISTANT_NAME = 'Loom';

/** Local storage keys of the profile sent with chat messages (part 1 section 3). */
export const PROFILE_STORAGE_KEYS = {
  role: 'userRole',
  industry: 'userIndustry',
  experience: 'userExperience',
  location: 'userLocation',
  visaRequirements: 'userVisaRequirements',
} as const;
export const DEFAULT_PROFILE_ROLE = 'jobSeeker';
export const ASSISTANT_NAME_STORAGE_KEY = 'assistantName';
export const PERSONA_STORAGE_KEY = 'assistantPersona';

/** The six intents the client recognises by keyword to pick an interim acknowledgement. */
export const CHAT_INTENTS = [
  'resume_analysis',
  'job_insights',
  'market_search',
  'calendar_optimization',
  'career_guidance',
  'interview_prep',
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

/** Limits of the chat socket (security.md W4). */
export const CHAT_MAX_MESSAGE_BYTES = 64 * 1024;
export const CHAT_MAX_CONTENT_CHARS = 8000;
export const CHAT_MESSAGES_PER_MINUTE = 100;
export const CHAT_HISTORY_PAGE_MAX = 100;

/** Speech (part 1 sections 5 and 9). */
export const SPEECH = {
  defaultRate: 1.25,
  volume: 1,
  recognitionLang: 'en-US',
  maxChars: 4000,
  minAudioBytes: 1000,
} as const;

/** Guest allowance (rulings "Tiers, quotas and trials"). */
export const GUEST_DAILY_QUERIES = 10;
export const GUEST_MONTHLY_QUERIES = 100;
export const FREE_DAILY_QUERIES = 25;
export const FREE_MONTHLY_QUERIES = 500;
