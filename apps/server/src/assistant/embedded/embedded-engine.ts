import { type ChatSource, DEFAULT_ASSISTANT_NAME, type PersonaName, type UserProfile } from '@careerloom/contract';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../../language-model/assistant-engine';
import { escapeRegExp } from '../../lib/escape-regexp';
import type { KnowledgeBase, KnowledgeHit, KnowledgeSearchOptions } from '../knowledge/knowledge-base';
import { analyze, QUERY_STOP_WORDS, STOP_WORDS, stem, tokenize } from '../knowledge/text-analysis';
import type { AssistantTools } from '../tools';
import { askedPart, requestLine } from '../understanding/read-message';
import { preparingTopicModel, topicIntentModel, withTrainedTopic } from '../understanding/trained-intent-models';
import {
  ASKS_FOR_SCRIPT,
  analyzedUnits,
  hashString,
  type PassageUnit,
  pick,
  restateQuestion,
  selectUnits,
} from './compose';
import {
  type AssistantIntent,
  asksAboutEntering,
  classifyIntent,
  guideTopicLabel,
  holdsJobAd,
  INTENT_LABELS,
  INTENT_OF_TOPIC,
  INTENT_QUERIES,
  INTENT_TOPICS,
  type IntentResult,
  type JobSourcesQuestion,
  type ServiceAction,
  speaksForHiringSide,
} from './intent';
import { NEXT_STEPS } from './next-steps';
import { CAPABILITIES, PERSONA_VOICES, type PersonaVoice, type VoiceContext } from './persona-voice';
import { resumeSnapshot } from './resume-snapshot';
import {
  type FollowUp,
  jobConstraints,
  readToolRequestInConversation,
  resolveThread,
  type Thread,
  type ToolRequest,
  withOwnPlace,
} from './tool-requests';

/** Options of the embedded engine. */
export type EmbeddedEngineOptions = {
  /** The name the assistant introduces itself by; the client's default unless told otherwise. */
  assistantName?: string;
  /**
   * False leaves the warm-up to the caller (`warmUpEmbeddedEngine`, e.g. one question per turn of
   * the event loop); by default it runs at creation.
   */
  warmUp?: boolean;
};

/**
 * Tool names the engine looks for, per service request, in the shared registry of `ai/tools.ts`
 * (resume analysis is registered as `analyze_resume`; job postings search does not exist yet).
 * When one is registered the engine calls it; otherwise it says what the user can do instead.
 */
export const SERVICE_TOOL_NAMES: Readonly<Record<ServiceAction, readonly string[]>> = {
  resume_review: ['analyze_resume', 'analyse_resume', 'resume_analysis'],
  job_lookup: ['search_jobs', 'search_job_postings', 'job_search'],
};

/** Where the scored resume analysis lives, for replies that cannot run it themselves. */
const RESUME_TAB = 'the Resume tab at /jobseeker (Job Seeker plan)';
const JOB_SEARCH_TAB = 'the Job Search tab at /jobseeker';

/**
 * What a question about where to look for work is searched by: its words without the trade it
 * names, plus the job search's own, so the guides on where openings are found answer it ("Staff
 * Accountant" matched the guide on becoming an accountant).
 */
function jobSourcesQuery(question: string, role: string | null): string {
  const rest = role ? question.replace(new RegExp(escapeRegExp(role), 'i'), ' ') : question;
  return `${rest} ${INTENT_QUERIES.job_search} public job boards niche boards career pages referrals`;
}

/**
 * Where to look for the trade asked about, in our own product first: the Job Search tab with that
 * title (and the chat's own search, when it is here), then the trade's own boards and people.
 */
function jobSourcesOffer({ role }: JobSourcesQuestion, tools: AssistantTools): string {
  const what = role ? `"${role}"` : 'your job title';
  const ask = role ? `"find ${role} jobs"` : '"find <your title> jobs in <place>"';
  const chat = SERVICE_TOOL_NAMES.job_lookup.some((n) => tools[n])
    ? `, or ask me ${ask} and I'll list the openings I have here`
    : '';
  const trade = role ? `${role} roles are` : 'your kind of work is';
  return `Start with ${JOB_SEARCH_TAB}: search ${what} to see current openings from company career pages and job boards${chat}. Then look where ${trade} advertised beyond the big boards: the trade's professional associations and their job boards, and the people already doing it, who hear of openings first.`;
}

/** Below this share of the question's terms found in the best passage, the engine does not answer from it. */
const MIN_COVERAGE = 0.45;
/** A clearly classified question may answer from a somewhat weaker match. */
const MIN_COVERAGE_STRONG_INTENT = 0.3;
const MAX_PASSAGES = 4;
/** Weight of an intent's core words when they widen a search the asker's words alone did not settle. */
const BROADENING_WEIGHT = 0.4;

/** A piece of composed reply: text to stream, separated from the previous piece by a blank line. */
type Composition = AsyncGenerator<string, ChatSource[], void>;

const DEFINITION_QUESTION = /^\s*(what('?s| is| are| does)|define|meaning of|explain)\b/i;
const DEFINITION_HEADING = /^what\b|\b(basics|overview|explained|definition|in brief|at a glance)\b|how .* works?\b/i;
/**
 * Questions that ask for a verdict some guide is written to give, and that guide's title: "Acme
 * data entry – scam or not?" asks whether it is a scam, whatever the job's own words ("data entry",
 * "remote") match. Those words found guides on teen jobs and remote work, which mention scams in
 * passing, ahead of the guide on spotting them.
 */
const VERDICT_GUIDES: ReadonlyArray<{ question: RegExp; title: RegExp }> = [
  {
    // ("legitimate" and "fraud" are left out: "is it legitimate to cut my pay" asks about rights.)
    question:
      /\b(scams?|scammy|scammers?|scammed|legit)\b|\bfake (jobs?|offers?|recruiters?|company|companies|postings?)\b/i,
    title: /\bscams?\b/i,
  },
];
/** How far a guide giving the verdict asked for is put ahead of the best other passage. */
const VERDICT_GUIDE_LEAD = 1.05;

/** Titles of the guides giving the verdicts `question` asks for (none for most questions). */
function verdictTitles(question: string): RegExp[] {
  return VERDICT_GUIDES.filter((v) => v.question.test(question)).map((v) => v.title);
}

/**
 * `hits` led by a guide giving the verdict the question asks for, when it asks for one: its
 * passages are scaled together (their order among themselves kept) until the best of them is
 * ahead of every other passage, so the reply opens with it and its other passages can follow.
 */
function preferVerdictGuide(hits: KnowledgeHit[], question: string): KnowledgeHit[] {
  const titles = verdictTitles(question);
  if (titles.length === 0) return hits;
  const gives = (h: KnowledgeHit) => titles.some((t) => t.test(h.title));
  const bestVerdict = Math.max(0, ...hits.filter(gives).map((h) => h.score));
  const bestOther = Math.max(0, ...hits.filter((h) => !gives(h)).map((h) => h.score));
  if (bestVerdict <= 0 || bestVerdict > bestOther) return hits;
  const scale = (bestOther * VERDICT_GUIDE_LEAD) / bestVerdict;
  return hits.map((h) => (gives(h) ? { ...h, score: h.score * scale } : h)).sort((a, b) => b.score - a.score);
}

/**
 * Words of a question about moving country or the right to work in one. A guide on one country's
 * immigration route answers only such a question: its words for who it serves ("skilled workers",
 * "healthcare", "ranking" for a points score) otherwise drew "Fellow healthcare workers - I did
 * something bad" and "Ranking my jobs" to Canada's Express Entry.
 */
const IMMIGRATION_WORDS =
  /\b(visas?|sponsor\w*|immigra\w*|emigra\w*|permits?|authori[sz]ation|residen(t|ts|ce|cy)|citizen\w*|green ?cards?|blue card|express entry|h-?1b|opt|cpt|stem|tn|l-?1|o-?1|f-?1|abroad|relocat\w*|countr(y|ies)|foreign\w*|international|overseas|expat\w*|migrant|move to|moving to)\b/i;
/** How much an immigration guide's passages weigh for a question that is not about immigration. */
const OFF_QUESTION_IMMIGRATION_WEIGHT = 0.5;

/** `hits` with guides on an immigration route (first topic visa) weighed down unless the question is about moving country. */
function immigrationForItsQuestions(hits: KnowledgeHit[], question: string, intent: IntentResult): KnowledgeHit[] {
  if (intent.intent === 'visa' || intent.secondary.includes('visa') || IMMIGRATION_WORDS.test(question)) return hits;
  return hits
    .map((h) => (h.topics[0] === 'visa' ? { ...h, score: h.score * OFF_QUESTION_IMMIGRATION_WEIGHT } : h))
    .sort((a, b) => b.score - a.score);
}

/**
 * From this many characters a message is read by the topic model as a prior on the guides: a
 * title and the story under it, the way people type their situation into a chat. BM25 weighs each
 * word on its own, so a few of the story's words can pull a guide on another subject ahead; the
 * model weighs all of them together. On a short message the model has too few words to be a good
 * prior (r/jobs dev titles: lead 77.6% -> 76.8% with it), so short ones are ranked by their words alone.
 */
const MIN_MESSAGE_FOR_TOPIC_READING = 120;
/** How much the model's probability for a guide's topic raises its passages: up to twice the score. */
const TOPIC_READING_WEIGHT = 1;

/** The topic model's probability of each intent for a long message; undefined for a short one. */
function readingOfLongMessage(message: string): ReadonlyMap<string, number> | undefined {
  if (message.length < MIN_MESSAGE_FOR_TOPIC_READING) return undefined;
  return new Map(
    topicIntentModel()
      .classify(message)
      .map((r) => [r.label, r.probability]),
  );
}

/**
 * `hits` reranked with the topic model's reading as a prior: each passage's score times one plus
 * `TOPIC_READING_WEIGHT` times the highest probability the reading gives one of its guide's topics.
 */
function byTopicReading(hits: KnowledgeHit[], reading: ReadonlyMap<string, number> | undefined): KnowledgeHit[] {
  if (!reading) return hits;
  return hits
    .map((h) => {
      let p = 0;
      for (const topic of h.topics) p = Math.max(p, reading.get(INTENT_OF_TOPIC.get(topic) ?? '') ?? 0);
      return { ...h, score: h.score * (1 + TOPIC_READING_WEIGHT * p) };
    })
    .sort((a, b) => b.score - a.score);
}

const JUNIOR_IN_MESSAGE = /\b(new grad(uate)?s?|graduating|student|entry[- ]level|intern(ship)?s?|first job|junior)\b/i;
const SENIOR_IN_MESSAGE = /\b(senior|executive|director|vp|principal|staff engineer|head of)\b/i;
const STAGE_WORDS = 'new graduate student junior senior entry level intern experienced mid';
const STAGE_SENSITIVE: ReadonlySet<AssistantIntent> = new Set([
  'resume',
  'job_search',
  'general_career',
  'career_change',
]);
const SCRIPT_HEADING = /\b(examples?|scripts?|templates?|samples?|wording|what to say|phrases?)\b/i;
const RECRUITER_ROLE = /recruit|hiring|talent|employer|\bhr\b|human resources|people partner/i;
const JUNIOR =
  /\b(student|graduate|grad|entry|junior|intern|new|0|1|2)\b|no experience|first job|less than|\b[0-2] years?\b/i;
const SENIOR = /\b(senior|lead|principal|staff|director|head|vp|executive|manager|1[0-9]|[2-9][0-9])\b|10\+/i;

/**
 * The embedded engine, the default assistant: no model, deterministic and grounded. For each
 * message it classifies intent, retrieves the best knowledge-base passages (favouring the
 * intent's topics and the asker's side of hiring), and composes an answer in the persona's
 * voice: an opening that restates the question, the most relevant sentences of two to four
 * passages as bullets, notes for the user's profile, a next step and the sources. Greetings,
 * thanks and questions about the assistant get short replies; questions outside careers, and
 * questions the knowledge base cannot answer, get an honest reply instead of unrelated text.
 * Requests for services (`SERVICE_TOOL_NAMES`) go to `tools` when registered there.
 */
export function createEmbeddedEngine(
  kb: KnowledgeBase,
  tools: AssistantTools = {},
  options: EmbeddedEngineOptions = {},
): AssistantEngine {
  const assistantName = options.assistantName ?? DEFAULT_ASSISTANT_NAME;
  if (options.warmUp !== false) for (const question of WARM_UP_QUESTIONS) warmUp(kb, question);
  return {
    name: 'embedded',
    async *reply(request: AssistantRequest): AsyncGenerator<AssistantEvent> {
      // The request has no assistant name today; if one is added later it is used as is.
      const requested = request.assistantName;
      const name = typeof requested === 'string' && requested.trim() ? requested.trim() : assistantName;
      const composition = compose(kb, tools, name, request);
      // Two deltas: the first piece at once, the rest together. The pieces are ready within a
      // millisecond of each other (at most one tool call between them), and every delta is a socket
      // write per open tab: a delta per piece (five to seven a reply) spent a fifth of a busy
      // server's CPU in those writes for no visible effect; words would be worse.
      let first = true;
      const rest: string[] = [];
      for (;;) {
        const next = await composition.next();
        if (request.signal?.aborted) return;
        if (next.done) {
          if (rest.length > 0) yield { type: 'delta', text: `\n\n${rest.join('\n\n')}` };
          if (next.value.length > 0 && !request.signal?.aborted) yield { type: 'sources', sources: next.value };
          return;
        }
        if (first) yield { type: 'delta', text: next.value };
        else rest.push(next.value);
        first = false;
      }
    },
  };
}

const WARM_UP_QUESTIONS = [
  'how do I negotiate my salary offer',
  'tell me about yourself interview answer example',
  'is a two page resume ok for ATS',
  'hi',
];

/**
 * Runs the synchronous steps of a reply (classification, retrieval, sentence selection) on a few
 * sample questions, so the first real user does not pay for the JavaScript engine compiling them:
 * cold, the first reply takes over 100 ms; warm, a few milliseconds. One question per step, so a
 * caller can let other work through between them (each takes tens of milliseconds cold).
 */
export function* warmUpEmbeddedEngine(kb: KnowledgeBase): Generator<void, void> {
  // The topic model learns from the guides' passages: trained here in steps, not on the first question.
  yield* preparingTopicModel();
  for (const question of WARM_UP_QUESTIONS) {
    warmUp(kb, question);
    yield;
  }
}

function warmUp(kb: KnowledgeBase, question: string): void {
  const intent = classifyIntent(question);
  const terms = kb.queryTerms(question);
  for (const hit of kb.search(question, 4, { boostTopics: INTENT_TOPICS[intent.intent], audience: 'jobseeker' })) {
    selectUnits(analyzedUnits(hit.text), { terms, idf: (t) => kb.idf(t) }, question, 3);
  }
  unknownWords(kb, question);
  restateQuestion(question);
}

/**
 * The guides for a search, with a trade the question names read as its setting when it does not ask
 * about entering the trade. When a guide on entering a trade (`tradeWords`) leads, the intent layer
 * reads the question again with the trade's words left out, and unless that reading is about
 * entering a field (`asksAboutEntering`: "how do I get into data science" still gets into
 * something), the search runs again with the trade as a setting (`tradeAsSetting`): "my title is
 * data scientist but I just make Excel reports" is a question on titles. Read without the trade's
 * words because the topic model learnt them from the entry guides themselves: any question naming
 * data science read as a career change ("Taking over new role as DS manager" reads as growing in
 * one's career without them).
 */
function searchGuides(kb: KnowledgeBase, query: string, options: KnowledgeSearchOptions, question: string) {
  const hits = kb.search(query, 12, options);
  const trade = hits[0] ? kb.article(hits[0].articleSlug)?.tradeWords : undefined;
  const reading = trade ? withoutTrade(question, trade) : undefined;
  if (!reading || asksAboutEntering(reading)) return hits;
  const setting = kb.search(query, 12, { ...options, tradeAsSetting: true });
  if (setting[0]?.articleSlug !== hits[0]?.articleSlug) return setting;
  // When no guide on the question's situation leads that ranking, it is tried once more with the
  // topics of the reading without the trade boosted instead of the whole question's: that reading
  // took the trade's words for a career change, and its boost kept the entry guide's neighbours
  // ahead ("What do fellow Data Science Directors do?": certifications, not what a job is like day to
  // day). Only as a second try: boosting that reading's topics alone lost "work as a data
  // professional in Europe" (read as a visa question, the sponsorship guide led, on no situation).
  const boostTopics = [reading.intent, ...reading.secondary.slice(0, 1)].flatMap((i) => INTENT_TOPICS[i]);
  const again = kb.search(query, 12, { ...options, boostTopics, tradeAsSetting: true });
  // Kept only when the trade put aside is what changed the lead (a guide on the question's situation
  // leads), not the other boost alone: that put certifications ahead for a book on AI for managers.
  const boosted = kb.search(query, 12, { ...options, boostTopics });
  return again[0]?.articleSlug !== boosted[0]?.articleSlug ? again : hits;
}

/** The intent layer's reading of a question with a trade's words left out (see `searchGuides`). */
function withoutTrade(question: string, trade: readonly string[]) {
  const words = new Set(trade);
  const rest = question.replace(/[\p{L}\p{N}'’]+/gu, (word) => (analyze(word).some((t) => words.has(t)) ? ' ' : word));
  return withTrainedTopic(classifyIntent(rest), rest);
}

/** The question's own terms (not synonyms, pairs or context), from the search's analysis. */
function ownTerms(kb: KnowledgeBase, query: string): string[] {
  return [...kb.queryTerms(query)].filter(([term, weight]) => weight >= 1 && !term.includes('_')).map(([t]) => t);
}

/** How much more (in idf) a guide's title and summary must name of a question to keep the lead. */
const SUBJECT_MARGIN = 2.5;

const subjectTermsOf = new WeakMap<KnowledgeBase, Map<string, ReadonlySet<string>>>();
/** The terms of what a guide is about: its title and summary, analysed once per guide. */
function subjectTerms(kb: KnowledgeBase, slug: string): ReadonlySet<string> {
  let bySlug = subjectTermsOf.get(kb);
  if (!bySlug) {
    bySlug = new Map();
    subjectTermsOf.set(kb, bySlug);
  }
  let terms = bySlug.get(slug);
  if (!terms) {
    const article = kb.article(slug);
    terms = new Set(article ? analyze(`${article.title} ${article.summary}`) : []);
    bySlug.set(slug, terms);
  }
  return terms;
}

/**
 * Whether guide `a` is clearly about more of the question than guide `b`: the question's own terms
 * its title and summary name, each weighed by its rarity (idf), add up to twice as much and to one
 * rare word more (`SUBJECT_MARGIN`). Any excess was too loose: on the r/jobs dev slice, 6 leads
 * better and 8 worse, the guide naming "anxiety" taking "How do people with anxiety ... network?"
 * from the guide on networking for introverts, which names "network" and "people".
 */
function namesMoreOf(kb: KnowledgeBase, a: KnowledgeHit, b: KnowledgeHit, own: readonly string[]): boolean {
  const named = (hit: KnowledgeHit) => {
    const terms = subjectTerms(kb, hit.articleSlug);
    return own.reduce((sum, term) => sum + (terms.has(term) ? kb.idf(term) : 0), 0);
  };
  const [byA, byB] = [named(a), named(b)];
  return byA >= byB * 2 && byA - byB >= SUBJECT_MARGIN;
}

const fixedTermsOf = new WeakMap<KnowledgeBase, Map<string, string[]>>();
/**
 * The analysed terms of one of our own fixed phrases (an intent's query, the career-stage words):
 * the same for every reply, so analysed once per knowledge base rather than on every question.
 */
function fixedTerms(kb: KnowledgeBase, phrase: string): string[] {
  let byPhrase = fixedTermsOf.get(kb);
  if (!byPhrase) {
    byPhrase = new Map();
    fixedTermsOf.set(kb, byPhrase);
  }
  let terms = byPhrase.get(phrase);
  if (!terms) {
    terms = [...kb.queryTerms(phrase).keys()];
    byPhrase.set(phrase, terms);
  }
  return terms;
}

function voiceOf(persona: PersonaName): PersonaVoice {
  return PERSONA_VOICES[persona] ?? PERSONA_VOICES.Friendly;
}

/** The previous user turn, for follow-ups such as "and for senior roles?". */
function previousQuestion(request: AssistantRequest): string | undefined {
  for (let i = request.history.length - 1; i >= 0; i--) {
    const turn = request.history[i];
    if (turn?.role === 'user' && turn.content.trim()) return turn.content;
  }
  return undefined;
}

async function* compose(
  kb: KnowledgeBase,
  tools: AssistantTools,
  name: string,
  request: AssistantRequest,
): Composition {
  const message = request.message.trim();
  const voice = voiceOf(request.persona);
  const seed = hashString(`${request.persona}\n${message.toLowerCase().replace(/\s+/g, ' ')}`);
  let intent = withTrainedTopic(classifyIntent(message), message);
  const ctx: VoiceContext = { q: restateQuestion(message), topic: INTENT_LABELS[intent.intent], name };

  if (!/\p{L}{2}/u.test(message)) return yield* once(pick(NO_QUESTION, seed)(ctx));
  // A follow-up ("make it shorter", "another one", "for a staff role instead") is read against the
  // thread it continues; a request for one of our tools runs that tool. Read before small talk:
  // "write a thank you note" is a request, not thanks.
  const thread = resolveThread(message, request.history);
  const toolRequest = thread
    ? thread.request
    : withOwnPlace(
        readToolRequestInConversation(message, request.history, request.profile.role),
        message,
        request.profile.location,
      );
  if (toolRequest && (intent.intent === 'greeting' || intent.intent === 'thanks'))
    intent = { ...intent, intent: TOOL_TOPIC[toolRequest.tool] ?? 'general_career', workRelated: true };
  if (intent.intent === 'greeting') {
    const timeOfDay = /^\s*good (morning|afternoon|evening)/i.exec(message)?.[1]?.toLowerCase();
    const reply = smallTalk(voice.greetings, GREETING_WORDS, message, request.persona, seed)(ctx);
    return yield* once(timeOfDay ? `Good ${timeOfDay}! ${reply}` : reply);
  }
  if (intent.intent === 'thanks') {
    const reply = smallTalk(voice.thanks, THANKS_WORDS, message, request.persona, seed)(ctx);
    return yield* once(`${reply} ${pick(THANKS_HINTS, seed, 2)}`);
  }
  if (intent.intent === 'about_assistant') return yield* once(pick(voice.about, seed)(ctx));
  if (toolRequest && (tools[toolRequest.tool] || toolRequest.tool === 'draft_counter_offer')) {
    const answer = await runToolRequest(toolRequest, tools, request);
    if (answer) {
      yield answer.text;
      // A follow-up's answer, or one that found nothing (it says what to try), needs no further step.
      if (!thread && answer.sources.length > 0) yield TOOL_NEXT_STEPS[toolRequest.tool];
      return answer.sources;
    }
  }
  // A request whose tool is not here (pay and postings need the postings store) is answered from
  // the guides on its own topic, and says what it could not do.
  let unavailable: string | undefined;
  let unavailableTopic: AssistantIntent | undefined;
  const missingTopic = toolRequest && !thread && !tools[toolRequest.tool] ? TOOL_TOPIC[toolRequest.tool] : undefined;
  // The request's topic stands in only where the rules found none of their own: "... scam or not?"
  // keeps its scam topic even when read as a look-up.
  const ruledTopic = missingTopic ? classifyIntent(message).intent : undefined;
  if (missingTopic && toolRequest && (ruledTopic === 'general_career' || intent.intent === missingTopic)) {
    const topic = missingTopic;
    if (ruledTopic === 'general_career') unavailableTopic = topic;
    intent = { ...intent, intent: topic, score: Math.max(intent.score, 3), workRelated: true };
    ctx.topic = INTENT_LABELS[topic];
    if (toolRequest.tool === 'salary_range')
      unavailable = `I can't read stored postings' pay from here, so I won't put a figure on ${toolRequest.input.role} pay${toolRequest.input.location ? ` in ${toolRequest.input.location}` : ''}: a government wage survey or postings of that place and currency are the numbers to anchor on. Here is how to use them.`;
    else if (toolRequest.tool === 'search_jobs' && !intent.action) intent = { ...intent, action: 'job_lookup' };
  }
  if (intent.intent === 'out_of_scope' && !thread) return yield* once(outOfScope(voice, ctx, seed));
  if (readsAsFollowUp(message) && !thread) {
    return yield* once(
      'Happy to, but I have nothing earlier in this conversation to apply that to. Paste the text (a bullet, a summary) or ask the question again, and tell me what to change.',
    );
  }
  const adapt = thread ? knowledgeFollowUp(thread) : null;
  if (adapt) {
    intent = classifyIntent(adapt.question);
    ctx.topic = INTENT_LABELS[intent.intent];
  }
  const question = adapt?.question ?? message;

  // A short message with no topic of its own continues the previous question, when it reads as a
  // continuation ("and what if they say no?"); an unrelated question never inherits a topic.
  let followUp: string | undefined;
  const previous = previousQuestion(request);
  if (
    !adapt &&
    intent.intent === 'general_career' &&
    previous &&
    message.split(/\s+/).length <= 12 &&
    CONTINUATION.test(message)
  ) {
    const before = classifyIntent(previous);
    if (before.intent !== 'general_career' && before.score > 0 && before.workRelated) {
      intent = { ...before, action: intent.action, pastedResume: intent.pastedResume };
      followUp = previous;
      ctx.topic = INTENT_LABELS[intent.intent];
    }
  }

  const profile = request.profile;
  const hiringSide = speaksForHiringSide(question);
  const recruiter = RECRUITER_ROLE.test(profile.role ?? '') || intent.intent === 'recruiting' || hiringSide;
  // A review request ("can you check my resume?") names no topic of its own: the advice that
  // follows the analysis is about what the analysis measures, bullets, results and sections.
  // A request whose tool is not here is answered from its topic's core guides: its own words are
  // slots (a trade, a city), which match guides on other subjects ("cook" in the one on mistakes).
  // A pasted job ad is asked about in the asker's own sentences ("Is this a good job?", "Thoughts?");
  // the ad's words (a title, its tools) found guides on LinkedIn profiles and skills sections.
  const adQuestion = holdsJobAd(question) ? questionAboutAd(question) : undefined;
  const searchQuery = adQuestion
    ? adQuestion
    : // With no trade named too ("best websites to find jobs"), the question is where to look.
      intent.jobSources
      ? jobSourcesQuery(question, intent.jobSources.role)
      : unavailableTopic
        ? `${question} ${INTENT_QUERIES[unavailableTopic]}`
        : intent.pastedResume
          ? 'resume sections achievement bullets quantify results formatting'
          : intent.action === 'resume_review'
            ? `${question} resume achievement bullets quantify results`
            : intent.action === 'job_lookup'
              ? `${question} job search strategy`
              : question;
  const boostTopics = [
    ...INTENT_TOPICS[intent.intent],
    // A question in the hiring side's voice about visas or offers is answered from the guides for hirers.
    ...(hiringSide && intent.intent !== 'recruiting' ? INTENT_TOPICS.recruiting : []),
    ...(intent.secondary[0] ? INTENT_TOPICS[intent.secondary[0]] : []),
  ];
  const searchOptions = {
    boostTopics,
    audience: recruiter ? ('recruiter' as const) : ('jobseeker' as const),
    context: followUp ?? [profile.industry, profile.experience].filter(Boolean).join(' '),
    contextWeight: followUp ? 0.6 : 0.2,
    // The words that make this an intent ("negotiate" in "negotiate a new grad offer") should
    // outweigh incidental ones ("new", "grad").
    emphasize: fixedTerms(kb, INTENT_QUERIES[intent.intent]).filter((t) => !t.includes('_')),
    // Career-stage words qualify a pay or offer question; they are its topic only for resumes and search.
    demote: STAGE_SENSITIVE.has(intent.intent) ? [] : fixedTerms(kb, STAGE_WORDS),
    // A story's words weigh less than what it asks: "Just got post-interview feedback and idk how
    // to feel. I got to the final stage Assessment Centre of a graduate scheme ..." is about a
    // rejection, not about what recruiters' words mean or graduate schemes. (A search built from
    // other words, such as a job ad's questions, keeps them all.)
    asked: searchQuery === question ? askedPart(question) : undefined,
  };
  // The topic model's reading of a long message is a prior on the guides (none for a short one).
  // Not on a widened search: the intent's core words already steer that one.
  let hits = immigrationForItsQuestions(
    preferVerdictGuide(
      byTopicReading(searchGuides(kb, searchQuery, searchOptions, question), readingOfLongMessage(question)),
      question,
    ),
    question,
    intent,
  );
  // "What is X?" deserves the passage that defines X before the one that refines it, and "what
  // do I say" the passage with example wording.
  const preferred = DEFINITION_QUESTION.test(question)
    ? DEFINITION_HEADING
    : ASKS_FOR_SCRIPT.test(question)
      ? SCRIPT_HEADING
      : null;
  if (preferred) {
    hits = hits
      .map((h) => (preferred.test(h.heading) ? { ...h, score: h.score * 1.35 } : h))
      .sort((a, b) => b.score - a.score);
  }

  // A clearly classified question is answered from guides on its topic when one covers it
  // reasonably: "what should I wear to an interview" must not be answered from a burnout guide
  // because it says searches "wear down motivation".
  const preferOnTopic = (found: KnowledgeHit[]): KnowledgeHit[] => {
    if (intent.score < 3 || INTENT_TOPICS[intent.intent].length === 0) return found;
    // The question's own topic: a secondary intent's topics boost the ranking, they do not choose the guide.
    const allowed = new Set(INTENT_TOPICS[intent.intent]);
    const onTopic = found.filter((h) => h.topics.some((t) => allowed.has(t)));
    const best = found[0];
    // A guide giving the verdict asked for ("... legit? Interviewing with them") is the question's own.
    if (best && verdictTitles(question).some((t) => t.test(best.title))) return found;
    const first = onTopic[0];
    if (!first || !best || first === best || first.coverage < best.coverage * 0.5) return found;
    // A guide that is about more of what is asked (its title and summary name it) keeps the lead:
    // "fired for being late, how do I explain it in interviews" is the guide on being fired's, though
    // a guide on deadline answers is on the interview topic.
    // (Of a story, what it asks: the story's words name the subjects of many guides.)
    const own = ownTerms(kb, searchOptions.asked ?? searchQuery);
    return namesMoreOf(kb, best, first, own) ? found : onTopic;
  };
  hits = preferOnTopic(hits);
  const top = hits[0];
  const minCoverage = intent.score >= 4 ? MIN_COVERAGE_STRONG_INTENT : MIN_COVERAGE;
  // Words we have never seen (a city, a niche job title) lower coverage; a clearly classified
  // question still gets the general answer, with a hedge naming those words.
  // A guide whose title quotes the question asked is on exactly it, whatever else the message says
  // ("why do you want to work here for a grocery store job" had been hedged as a broad answer).
  let confident =
    top !== undefined &&
    (top.coverage >= minCoverage ||
      kb.titleQuotes(top.articleSlug, question) ||
      intent.pastedResume ||
      followUp !== undefined ||
      (intent.intent !== 'general_career' && intent.score >= 2 && top.knownCoverage >= 0.6));
  // The intent is clear but the words are not (an unknown city, a vague "how do I prepare"):
  // answer from the intent's core guides rather than give up, and say so.
  let broadened = false;
  let retrievalQuery = followUp ? `${question} ${followUp}` : searchQuery;
  if (!confident && INTENT_QUERIES[intent.intent] && (intent.score >= 2 || intent.action)) {
    retrievalQuery = `${searchQuery} ${INTENT_QUERIES[intent.intent]}`;
    // The intent's core words steer towards its guides without outweighing the asker's own: nine
    // canonical words at full weight answered "scam or not scam?" from where to find openings.
    hits = immigrationForItsQuestions(
      preferVerdictGuide(
        searchGuides(
          kb,
          searchQuery,
          {
            ...searchOptions,
            context: `${searchOptions.context} ${INTENT_QUERIES[intent.intent]}`,
            contextWeight: Math.max(searchOptions.contextWeight, BROADENING_WEIGHT),
          },
          question,
        ),
        question,
      ),
      question,
      intent,
    );
    // The widened search prefers guides on the question's topic as the first one did.
    hits = preferOnTopic(hits);
    broadened = hits.length > 0;
    confident = broadened;
  }
  // A question about work is never turned away: with no guide on exactly it, the closest guides
  // answer, and the reply says so and what would make it more specific.
  let partial = false;
  if (!confident && !intent.action) {
    // Only what is surely not about work is declined (the out_of_scope intent, above); a message
    // that says too little to tell ("Suggestions", "Am I crazy", "Could I do this") gets a question back.
    if (!intent.workRelated && intent.intent === 'general_career') return yield* once(pick(VAGUE, seed)(ctx));
    const closest = hits.filter((h) => h.coverage > 0);
    if (closest.length === 0) return yield* once(unsure(voice, ctx, seed, hits));
    hits = closest;
    confident = true;
    partial = true;
  }

  // ---- the answer ----
  // The opening names what the answer is about: the lead guide's subject when the guide chosen is
  // not on the intent's topics (a question read as a career change and answered from the guide on
  // job scams opened "For changing careers, here's what tends to work").
  const lead = hits[0];
  if (lead && !intent.action && !lead.topics.some((t) => INTENT_TOPICS[intent.intent].includes(t)))
    ctx.topic = guideTopicLabel(lead.topics) ?? ctx.topic;
  yield intent.pastedResume ? pick(PASTED_OPENINGS, seed) : pick(voice.openings, seed)(ctx);

  // Hedges are for short questions, where coverage says whether a guide is on the point. A story
  // of several sentences shares only a few of its words with any guide, so it always looked poorly
  // covered: "I don't have a guide on exactly that" came before the guide on exactly that, and
  // the places and shops in the story ("Wawa", "Tampa") were quoted back as if they were the question.
  // (A story is what the request reading calls one: longer than its opening line, `requestLine`.)
  const story = requestLine(question) !== question.trim();
  const unknown = story ? [] : unknownWords(kb, question);
  if (unavailable) yield unavailable;
  else if (story) {
    // No hedge: the answer starts.
  } else if (!intent.pastedResume && unknown.length > 0 && top && top.coverage < 0.95) {
    yield pick(
      HEDGES,
      seed,
      7,
    )(
      unknown
        .slice(0, 2)
        .map((w) => `“${w}”`)
        .join(' and '),
    );
  } else if (broadened && !intent.action) {
    yield pick(BROAD_HEDGES, seed, 7)(ctx.topic);
  } else if (partial) {
    yield pick(PARTIAL_HEDGES, seed, 7);
  }

  const toolSources: ChatSource[] = [];
  if (intent.jobSources && !intent.action) yield jobSourcesOffer(intent.jobSources, tools);
  if (intent.action) {
    const service = await serviceSection(intent, question, request, tools, seed);
    toolSources.push(...service.sources);
    yield service.text;
  }

  const queryTerms = kb.queryTerms(retrievalQuery);
  // Passages with nothing worth showing (all lead-ins or code) are dropped before they count as sources.
  const passages = choosePassages(confident ? hits : []);
  // "Another one" answers from the passages the previous answer did not use, when there are any.
  const fresh = adapt?.skip && passages.length > adapt.skip ? passages.slice(adapt.skip) : passages;
  const chosen = fresh
    .slice(0, adapt?.maxPassages ?? MAX_PASSAGES)
    .map((hit, i) => ({
      hit,
      units: selectUnits(
        analyzedUnits(hit.text),
        { terms: queryTerms, idf: (t) => kb.idf(t) },
        question,
        adapt?.maxPassages === 1 ? 2 : i === 0 ? 3 : 2,
      ),
    }))
    .filter((c) => c.units.length > 0);
  const sources = uniqueSources([
    ...toolSources,
    ...chosen.map(({ hit }) => ({ title: hit.title, ref: `kb:${hit.articleSlug}` })),
  ]);
  for (const [i, { hit, units }] of chosen.entries()) {
    yield `${passageLead(voice, seed, i, chosen.length)}${hit.heading.includes(':') ? ' — ' : ': '}${hit.heading}\n${units.map(bullet).join('\n')}`;
  }

  // A hirer's question on visas or offers is closed as a hirer's ("confirm your current status" is
  // a candidate's next step), with the recruiting notes and next steps.
  const answeredAs = hiringSide ? 'recruiting' : intent.intent;
  const notes = adapt?.maxPassages === 1 ? [] : profileNotes(answeredAs, profile, question, seed);
  if (notes.length > 0) yield notes.join(' ');

  if (partial && !story) yield pick(SHARPEN, seed, 3);
  const steps = NEXT_STEPS[answeredAs].length > 0 ? NEXT_STEPS[answeredAs] : NEXT_STEPS.general_career;
  const closing = adapt?.maxPassages === 1 ? undefined : freshClosing(voice, steps, seed, request.history);
  if (closing) yield closing;

  const kbSources = sources.filter((s) => s.ref.startsWith('kb:'));
  if (kbSources.length > 0) yield `Sources: ${kbSources.map((s) => s.title).join('; ')}.`;
  return sources;
}

/** The words a job ad is read for: the message's questions, and the ad itself as the subject. */
function questionAboutAd(message: string): string {
  const asked = (message.match(/[^.?!\n]*\?/g) ?? []).join(' ');
  return `${asked} reading this job ad: what its terms mean`;
}

/** Openings of a message that continues the previous one rather than asking something new. */
const CONTINUATION =
  /^\s*(and|but|also|so|then|what if|what about|how about|same|ok so|okay so|if so|it|that|they|this)\b/i;
/** Follow-up wording ("shorter", "another one") that needs an earlier answer to apply to. */
const FOLLOW_UP_WORDING =
  /^\s*(make it |make that )?(shorter|more concise|another( one)?|one more|try again)\s*[?.!]*\s*$/i;

function readsAsFollowUp(message: string): boolean {
  return FOLLOW_UP_WORDING.test(message);
}

/** How a follow-up changes a knowledge answer: which question to answer again, and how. */
type KnowledgeAdaptation = { question: string; maxPassages?: number; skip?: number };

/**
 * A follow-up to an advice answer, applied to the question it continues: "shorter" answers from
 * the best passage only, "another one" from the passages not used before, a level ("for a staff
 * role instead") asks the question again for that level.
 */
function knowledgeFollowUp(thread: Thread): KnowledgeAdaptation {
  const adaptation: KnowledgeAdaptation = { question: thread.base };
  for (const follow of thread.followUps) applyKnowledgeFollowUp(adaptation, follow);
  return adaptation;
}

function applyKnowledgeFollowUp(adaptation: KnowledgeAdaptation, follow: FollowUp): void {
  if (follow.kind === 'shorter') adaptation.maxPassages = 1;
  // A guide has no voice to change: "make it friendlier" asks for another answer, as "another one" does.
  else if (follow.kind === 'another' || follow.kind === 'tone') adaptation.skip = (adaptation.skip ?? 0) + 1;
  else if (follow.kind === 'level') adaptation.question = `${adaptation.question} for a ${follow.level} role`;
  else if (follow.kind === 'place') adaptation.question = `${adaptation.question} in ${follow.location}`;
  else if (follow.kind === 'target') adaptation.question = `${adaptation.question} for ${follow.target}`;
  else adaptation.question = `${adaptation.question} remote`;
}

/** What to do after a tool's answer: one concrete step, specific to the tool. */
const TOOL_NEXT_STEPS: Readonly<Record<ToolRequest['tool'], string>> = {
  search_jobs:
    'Pick the two that fit best and score your resume against each one in the Resume tab before you apply; say "remote ones", "in Austin instead" or "senior roles" to narrow this search.',
  salary_range:
    'Before the pay conversation, write down your target and walk-away numbers and the two strongest reasons for them.',
  rewrite_bullet:
    'Fill in the brackets from your own records, then say "make it shorter", "another one" or "for a staff role instead" to adjust it.',
  compare_roles:
    'Read three real postings of each title side by side; the one whose day-to-day you would choose is your answer.',
  tailor_summary:
    'Hold the summary next to the posting and check that its first line answers "why this person for this job" in the posting\'s own words.',
  draft_resume_summary:
    'Fill the brackets with your own strengths and one result, keep it to two or three lines, and put it under your name and contact details; say "another one" or "make it shorter" to adjust it.',
  interview_questions:
    'Pick one and answer it out loud in under two minutes with a real example (the situation, what you did, the result); say "another set" for more, or open the Interview tab on /jobseeker for a set built from a posting.',
  occupation_skills:
    'Read three postings for the job and note which of these they name; list the ones you have really used in your skills section, in the postings\' own words. If O*NET\'s occupation is not quite your job, name it more exactly ("for a preschool teacher instead").',
  occupation_overview:
    'If that occupation is not quite the job you mean, name the job more exactly, as its postings title it; "for a ... instead" asks about another job.',
  draft_cover_letter:
    'For a letter matched to what a posting asks, paste the whole posting into the Cover Letter tab on /jobseeker; cut anything you could not say in an interview.',
  draft_cover_letter_opening:
    'Fill the brackets from your own record, then say "another one" for a different opening; the rest of the letter should prove the result you name here.',
  draft_recruiter_note:
    'Fill the brackets, keep it under 100 words, and send it on the day you apply; say "another one" for a different version.',
  draft_thank_you_note:
    'Send it within a day of the interview, to each person you met if you have their addresses; say "make it shorter" or "another one" to adjust it.',
  draft_counter_offer:
    'Write down your target and your walk-away figure before you send it, and say it on a call if you can; say "make it shorter" or "another one" to adjust the draft.',
  draft_application_follow_up:
    'Send one follow-up about a week or two after applying, and one more a week later at most; say "make it shorter" or "another one" to adjust it.',
  draft_resignation_letter:
    'Tell your manager in person or on a call first, then send the letter the same day; check your contract for the notice you owe. Say "make it shorter" or "another one" to adjust it.',
  draft_workplace_email:
    'Fill the brackets with your own facts and read it once aloud before you send it; say "make it shorter" or "another one" to adjust it.',
  draft_linkedin_text:
    'Use the words recruiters search for your job in the first 60 characters; say "make it shorter" or "another one" to adjust it.',
};

/**
 * The topic a request is about, for answering from the guides when its tool is not here (the
 * engine alone has no postings): "how much do line cooks make in chicago" is a pay question even
 * without pay data, never one about mistakes at work because the guide on those names a cook.
 */
const TOOL_TOPIC: Partial<Record<ToolRequest['tool'], AssistantIntent>> = {
  salary_range: 'salary_negotiation',
  search_jobs: 'job_search',
  draft_counter_offer: 'salary_negotiation',
  draft_cover_letter_opening: 'cover_letter',
  draft_recruiter_note: 'networking',
  draft_thank_you_note: 'interview',
  draft_application_follow_up: 'job_search',
  draft_resignation_letter: 'career_growth',
  draft_workplace_email: 'offer',
  draft_linkedin_text: 'linkedin',
};

/** Runs the requested tool; its text and sources, or null when it failed (the advice path answers then). */
async function runToolRequest(
  toolRequest: ToolRequest,
  tools: AssistantTools,
  request: AssistantRequest,
): Promise<{ text: string; sources: ChatSource[] } | null> {
  if (toolRequest.tool === 'draft_counter_offer') return counterAnswer(toolRequest, tools, request);
  const tool = tools[toolRequest.tool];
  if (!tool) return null;
  try {
    const output = await tool.execute(toolRequest.input, { userId: request.userId, signal: request.signal });
    const text = renderToolOutput(output);
    if (!text) return null;
    return { text, sources: tool.sources?.(output) ?? [] };
  } catch {
    return null;
  }
}

/**
 * A counter-offer: pay in the market asked from stored postings, when the postings tools are here,
 * with the counter grounded in them; where they give no counter (thin or no data, or no postings),
 * the drafted counter with the person's own figure and the reasoning. Null when neither ran.
 */
async function counterAnswer(
  toolRequest: Extract<ToolRequest, { tool: 'draft_counter_offer' }>,
  tools: AssistantTools,
  request: AssistantRequest,
): Promise<{ text: string; sources: ChatSource[] } | null> {
  const parts: string[] = [];
  const sources: ChatSource[] = [];
  if (toolRequest.market && tools.salary_range) {
    const market = await runToolRequest({ tool: 'salary_range', input: toolRequest.market }, tools, request);
    if (market) {
      // The data's own counter, when it has one, is the answer: the draft would only repeat it.
      if (/You could say:/.test(market.text)) return market;
      parts.push(market.text);
      sources.push(...market.sources);
    }
  }
  const draft = tools.draft_counter_offer;
  if (draft) {
    try {
      const output = await draft.execute(toolRequest.input, { userId: request.userId, signal: request.signal });
      const text = renderToolOutput(output);
      if (text) {
        parts.push(text);
        sources.push(...(draft.sources?.(output) ?? []));
      }
    } catch {
      // the pay data alone, if any, still answers
    }
  }
  return parts.length > 0 ? { text: parts.join('\n\n'), sources } : null;
}

/**
 * A closing line that the recent answers have not used: neither its wording nor its next step
 * appears in the assistant's earlier turns, so a conversation never ends every answer the same way.
 * Undefined when every variant was used recently (then the answer simply ends).
 */
function freshClosing(
  voice: PersonaVoice,
  steps: readonly string[],
  seed: number,
  history: AssistantRequest['history'],
): string | undefined {
  const earlier = history.filter((t) => t.role === 'assistant').map((t) => t.content);
  const used = (text: string) => earlier.some((e) => e.includes(text));
  const start = hashString(`${seed}:4`);
  const stepStart = hashString(`${seed}:3`);
  for (let i = 0; i < voice.closings.length; i++) {
    const closing = voice.closings[(start + i) % voice.closings.length];
    if (!closing) continue;
    const fixed = closing('\u0000')
      .split('\u0000')
      .map((p) => p.trim())
      .filter((p) => p.length >= 8);
    if (fixed.some(used)) continue;
    for (let j = 0; j < steps.length; j++) {
      const step = steps[(stepStart + j) % steps.length];
      if (step && !used(step)) return closing(step);
    }
    return undefined;
  }
  return undefined;
}

/**
 * The label before a passage's heading: a first-passage lead, then middle leads in a
 * question-dependent order, and the persona's closing lead ("Finally") only for the last of three
 * or more passages.
 */
function passageLead(voice: PersonaVoice, seed: number, index: number, count: number): string {
  if (index === 0) return pick(voice.firstLeads, seed, 10);
  const middle = voice.nextLeads.slice(0, -1);
  if (index === count - 1 && count >= 3) return voice.nextLeads.at(-1) ?? 'Finally';
  return middle[(hashString(String(seed)) + index - 1) % middle.length] ?? 'Next';
}

/** For a message too short or vague to place: ask, never turn it away. */
const VAGUE: Array<(c: VoiceContext) => string> = [
  (c) =>
    `Happy to help with “${c.q}”. Tell me a bit more: what is going on at work or in your search (your role, what happened, what you would like to decide), and I will take it from there.`,
  (c) =>
    `Sure, let's look at “${c.q}”. What's the situation? A sentence on your role, where you are and what you're trying to decide is enough for me to give you something useful.`,
  (c) =>
    `About “${c.q}”: what would help most? For example a decision about a job, a problem with a manager or coworker, pay, your resume or an interview.`,
];

const NO_QUESTION: Array<(c: VoiceContext) => string> = [
  () => `I didn't catch a question there. Ask me about ${CAPABILITIES}.`,
  () => `That came through without any words. What would you like help with: ${CAPABILITIES}?`,
];

const THANKS_HINTS = [
  'When you need it, I can also help with interview prep, offers or your LinkedIn profile.',
  'I can also help with cover letters, salary conversations or a career change.',
  'Resumes, networking messages, visas or recruiting questions: bring them any time.',
  'Next time, try me on STAR answers, job search plans or negotiating an offer.',
];

const GREETING_WORDS = [/^\W*hi\b/i, /^\W*hello\b/i, /^\W*hey\b/i];
const THANKS_WORDS = [/\bthanks\b/i, /\bthank you\b/i, /\b(bye|goodbye|see you)\b/i];

/**
 * Picks a small-talk variant so that the common openers ("hi", "hello", "hey") always get
 * different replies from one persona: each keyword takes the next variant after a persona offset.
 * Other wording falls back to the hash of the message.
 */
function smallTalk<T>(
  variants: readonly T[],
  keywords: readonly RegExp[],
  message: string,
  persona: string,
  seed: number,
): T {
  const k = keywords.findIndex((p) => p.test(message));
  if (k < 0) return pick(variants, seed);
  return variants[(hashString(persona) + k) % variants.length] as T;
}

async function* once(text: string): Composition {
  yield text;
  return [];
}

function bullet(unit: PassageUnit): string {
  const text = /[.!?:;"”)]$/.test(unit.text) ? unit.text : `${unit.text}.`;
  // A list too long to show whole says so instead of ending as if it were all (selectUnits).
  return unit.omitted ? `- ${text}\n- The guide lists ${unit.omitted} more.` : `- ${text}`;
}

/** How close to the best passage's score the 2nd, 3rd and 4th passage must come. */
const PASSAGE_BARS = [0, 0.45, 0.65, 0.8];

/**
 * Up to `MAX_PASSAGES` strong passages, at most two per article: each pick discounts further
 * passages of an article already used, so an answer draws on more than one guide when another
 * guide is nearly as relevant. Every further passage must come close to the best one's score,
 * and one from a new article must also cover the question nearly as well, so a passage that
 * merely repeats one rare word ("wear down motivation" for "what to wear") does not ride along.
 */
function choosePassages(hits: readonly KnowledgeHit[]): KnowledgeHit[] {
  const top = hits[0];
  if (!top) return [];
  const pool = hits.filter((h) => h.score >= top.score * 0.4);
  const chosen: KnowledgeHit[] = [];
  const rejected = new Set<KnowledgeHit>();
  const used = new Map<string, number>();
  while (chosen.length < MAX_PASSAGES) {
    let best: { hit: KnowledgeHit; value: number; count: number } | undefined;
    for (const hit of pool) {
      if (chosen.includes(hit) || rejected.has(hit)) continue;
      const count = used.get(hit.articleSlug) ?? 0;
      if (count >= 2) continue;
      const value = hit.score * 0.8 ** count;
      if (!best || value > best.value) best = { hit, value, count };
    }
    if (!best || best.value < top.score * (PASSAGE_BARS[chosen.length] ?? 1)) break;
    if (best.count === 0 && best.hit.coverage < top.coverage * 0.6) {
      rejected.add(best.hit);
      continue;
    }
    chosen.push(best.hit);
    used.set(best.hit.articleSlug, best.count + 1);
  }
  return chosen;
}

function uniqueSources(sources: ChatSource[]): ChatSource[] {
  const seen = new Set<string>();
  return sources.filter((s) => !seen.has(s.ref) && seen.add(s.ref));
}

/**
 * Names in the question the knowledge base has never seen (after typo correction), for an honest
 * hedge: a company, a place, a product, a trade's term ("Wawa", "Charlotte", "SAM.gov"), written
 * with a capital inside a sentence or in capitals. Other unknown words are mostly spelling
 * ("atleast", "everytime") or ordinary words ("unfortunately", "gotten"), and quoting them back
 * ("My guides don't cover “overdue” and “atleast”") read as if the assistant had not understood.
 */
function unknownWords(kb: KnowledgeBase, message: string): string[] {
  const searched = kb.queryTerms(message);
  const named = new Set<string>();
  // In a Title Case Line every word has a capital ("Getting A Job At A Bank Is Impossible"), so
  // a capital there names nothing.
  const prose = message
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => {
      const words = sentence.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
      const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
      return words.length < 4 || capitalised / words.length < 0.6;
    })
    .join(' ');
  for (const m of prose.matchAll(/(?<![.!?]\s*|^\s*)\b(\p{Lu}[\p{L}'’-]*)/gu)) if (m[1]) named.add(m[1].toLowerCase());
  const words: string[] = [];
  for (const token of tokenize(message)) {
    if (!named.has(token)) continue;
    if (token.length < 4 || STOP_WORDS.has(token) || QUERY_STOP_WORDS.has(token) || /\d/.test(token)) continue;
    const term = stem(token);
    if (!kb.hasTerm(term) && searched.has(term) && !words.includes(token)) words.push(token);
  }
  return words;
}

const PASTED_OPENINGS = [
  'Thanks for pasting your resume. Here is a quick read, then the advice that applies.',
  "I've read through the resume text you pasted. First what I found, then what to do about it.",
  'Got your resume text. Here is what stands out, and how to tighten it.',
];

const HEDGES: Array<(words: string) => string> = [
  (w) => `My guides don't cover ${w} specifically, so this is the general picture.`,
  (w) => `I have nothing specific on ${w}, so take this as general guidance.`,
  (w) => `Nothing I have is specific to ${w}; the general advice below still applies.`,
];

const BROAD_HEDGES: Array<(topic: string) => string> = [
  (t) => `I don't have a guide on exactly that, so here are the core points on ${t}.`,
  (t) => `Nothing I have matches that precisely; these are the fundamentals of ${t} that apply.`,
];

const PARTIAL_HEDGES = [
  "I don't have a guide on exactly this, so here is what my closest guides say that applies.",
  'Nothing I have answers this head-on; these are the closest points from my guides.',
];

const SHARPEN = [
  'Tell me a little more (your role, where you work or want to, and what you have tried) and I can make this more specific.',
  'If you share your situation in a sentence or two (role, country, what happened so far), I can narrow this down.',
];

const SUGGESTIONS = [
  'tightening your resume bullets so they show results',
  'getting your resume through applicant tracking systems',
  'preparing STAR answers for behavioural interviews',
  'negotiating salary or comparing offers',
  'planning a career change around transferable skills',
  'writing a cold message that gets a reply',
  'improving your LinkedIn headline',
  'understanding work authorisation basics before you apply abroad',
  'writing an inclusive job description, if you recruit',
];

function outOfScope(voice: PersonaVoice, ctx: VoiceContext, seed: number): string {
  const start = seed % SUGGESTIONS.length;
  const picks = [0, 3, 6].map((offset) => SUGGESTIONS[(start + offset) % SUGGESTIONS.length] ?? '');
  return `${pick(voice.outOfScope, seed)(ctx)} I can help with things like:\n${picks.map((s) => `- ${s}`).join('\n')}\nWhat's a career question I can help with?`;
}

const CLARIFY = [
  'Could you tell me a bit more: what role or situation is this about, and what outcome do you want?',
  'Can you say more about your situation, for example the role you are targeting and where you are stuck?',
  'What exactly would help most: a step-by-step plan, an example of what to say, or a decision between options?',
];

function unsure(voice: PersonaVoice, ctx: VoiceContext, seed: number, hits: readonly KnowledgeHit[]): string {
  const titles = [...new Set(hits.filter((h) => h.coverage > 0).map((h) => h.title))].slice(0, 2);
  const closest =
    titles.length > 0
      ? ` The closest guides I have are ${titles.map((t) => `“${t}”`).join(' and ')}; is your question about ${titles.length > 1 ? 'one of those' : 'that'}?`
      : '';
  return `${pick(voice.unsure, seed)(ctx)}${closest} ${pick(CLARIFY, seed, 5)}`;
}

/**
 * The part of the reply that concerns a service request: the tool's result when the tool is
 * registered, otherwise a plain statement of what the user can do (never invented results). For
 * resumes that is the structural read of pasted text and the Resume tab, where the analysis lives.
 */
async function serviceSection(
  intent: IntentResult,
  message: string,
  request: AssistantRequest,
  tools: AssistantTools,
  seed: number,
): Promise<{ text: string; sources: ChatSource[] }> {
  const action = intent.action as ServiceAction;
  const toolName = SERVICE_TOOL_NAMES[action].find((n) => tools[n]);
  const tool = toolName ? tools[toolName] : undefined;
  if (tool) {
    const input =
      action === 'resume_review'
        ? intent.pastedResume
          ? { text: message }
          : {}
        : jobLookupInput(message, request.profile.location);
    try {
      const output = await tool.execute(input, { userId: request.userId, signal: request.signal });
      const text = renderToolOutput(output);
      if (text) return { text, sources: tool.sources?.(output) ?? [] };
    } catch {
      // The tool failed or rejected the input: fall through to the honest explanation below.
    }
  }
  if (action === 'resume_review') {
    if (intent.pastedResume) {
      const findings = resumeSnapshot(message);
      return {
        text: `Quick structural read (counts only; for a score against a job description, use ${RESUME_TAB}):\n${findings.map((f) => `- ${f}`).join('\n')}`,
        sources: [],
      };
    }
    return {
      text: pick(
        [
          `I can't open your stored resume from this chat right now. You can score it against a job description in ${RESUME_TAB}, or paste your resume text here and I'll give you a quick structural read, and check it against the points below.`,
          `Your stored resume isn't within my reach from here just now. Paste the resume text straight into the chat for a quick structural read, or use ${RESUME_TAB} for a scored analysis; meanwhile, here is what reviewers check first.`,
        ],
        seed,
        11,
      ),
      sources: [],
    };
  }
  const where = request.profile.location ? ` for ${request.profile.location}` : '';
  return {
    text: pick(
      [
        `I couldn't search the job postings for that here, so I won't make up listings. The Job Search tab of /jobseeker searches them with your role and place; here is how to find openings${where} efficiently.`,
        `That search didn't run from this chat, and I won't invent listings. The Job Search tab of /jobseeker searches the postings for your role and place; meanwhile, here is how to find good openings${where}.`,
      ],
      seed,
      11,
    ),
    sources: [],
  };
}

/** The typed job search input of a look-up the tool routing did not take: the message's constraints, else the profile's place. */
function jobLookupInput(message: string, profileLocation: string | undefined) {
  const input = jobConstraints(message);
  return input.location || !profileLocation ? input : { ...input, location: profileLocation };
}

/** A tool result as chat text: a string, an object's `text`/`summary`, or a list of items with titles. */
function renderToolOutput(output: unknown): string {
  if (typeof output === 'string') return output.trim();
  if (!output || typeof output !== 'object') return '';
  const record = output as Record<string, unknown>;
  for (const key of ['text', 'summary', 'message']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  const list = ['items', 'results', 'jobs', 'postings'].map((k) => record[k]).find(Array.isArray) as
    | unknown[]
    | undefined;
  if (!list || list.length === 0) return '';
  return list
    .slice(0, 8)
    .map((item) => {
      if (typeof item === 'string') return `- ${item}`;
      const o = (item ?? {}) as Record<string, unknown>;
      const parts = ['title', 'company', 'location'].map((k) => o[k]).filter((v): v is string => typeof v === 'string');
      const url = typeof o.url === 'string' ? ` (${o.url})` : '';
      return parts.length > 0 ? `- ${parts.join(', ')}${url}` : '';
    })
    .filter(Boolean)
    .join('\n');
}

const PROFILE_INTENTS_FOR_VISA: ReadonlySet<AssistantIntent> = new Set([
  'visa',
  'job_search',
  'offer',
  'remote_work',
  'career_change',
  'interview',
  'salary_negotiation',
]);

/**
 * Sentences adapting the answer to the profile the client sent, only where they change the
 * advice: work authorisation for search and offer questions, the local market for pay and
 * search, the career stage for resume, pay and search questions.
 */
function profileNotes(intent: AssistantIntent, profile: UserProfile, message: string, seed: number): string[] {
  const notes: string[] = [];
  const visa = profile.visaRequirements?.trim();
  const location = profile.location?.trim();
  const mentionsMove = /\b(relocat|abroad|move to|moving to|another country|overseas)/i.test(message);
  if (
    visa &&
    !/^(none|no|n\/a|not required|citizen)\b/i.test(visa) &&
    (PROFILE_INTENTS_FOR_VISA.has(intent) || mentionsMove)
  ) {
    notes.push(
      pick(
        [
          `Since your profile says “${visa}”, raise work authorisation early: ask in the first recruiter call whether the role can sponsor it, and skip postings that say no sponsorship.`,
          `With “${visa}” in your profile, check each employer's sponsorship record before investing in a tailored application, and confirm it with the recruiter early rather than at the offer stage.`,
        ],
        seed,
        21,
      ),
    );
  }
  if (intent === 'visa') {
    notes.push(
      `Immigration rules change and differ by country${location ? ` (and your profile says ${location})` : ''}: treat this as general background, and confirm anything that affects your status with the official government source or an immigration lawyer.`,
    );
  }
  if (location && (intent === 'salary_negotiation' || intent === 'offer')) {
    notes.push(
      `Benchmark against pay data for ${location} specifically; ranges vary a lot between cities and countries.`,
    );
  }
  if (location && intent === 'job_search') {
    notes.push(
      `Set your searches and alerts for ${location} (and remote, if that suits you) so new postings come to you.`,
    );
  }
  // The stage comes from the profile, or failing that from the question itself ("new grad offer").
  const experience = profile.experience?.trim();
  const stage = experience
    ? SENIOR.test(experience)
      ? 'senior'
      : JUNIOR.test(experience)
        ? 'junior'
        : null
    : SENIOR_IN_MESSAGE.test(message)
      ? 'senior'
      : JUNIOR_IN_MESSAGE.test(message)
        ? 'junior'
        : null;
  const why = experience ? ` (${experience})` : '';
  if (
    stage &&
    (intent === 'resume' || intent === 'salary_negotiation' || intent === 'offer' || intent === 'job_search')
  ) {
    const pay = intent === 'salary_negotiation' || intent === 'offer';
    if (stage === 'junior') {
      notes.push(
        intent === 'resume'
          ? `At your stage${why}, one page is right, and education and projects can sit near the top.`
          : pay
            ? `Early in a career${why}, a polite, well-researched ask on one or two items (base pay, signing bonus, start date or relocation) is normal and rarely costs an offer; graduate schemes with fixed pay often still flex on the rest.`
            : `Early in a career${why}, referrals, internships and graduate programmes often open more doors than cold applications.`,
      );
    } else {
      notes.push(
        intent === 'resume'
          ? `At your level${why}, two pages are normal; lead with scope, outcomes and leadership rather than tasks.`
          : pay
            ? `At your level${why}, negotiate the whole package: base, bonus, equity, title, start date and scope.`
            : `At your level${why}, most roles are filled through networks and recruiters, so weight your time towards conversations.`,
      );
    }
  }
  return notes;
}
