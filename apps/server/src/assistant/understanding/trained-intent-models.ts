import { type AssistantIntent, INTENT_OF_TOPIC, type IntentResult } from '../embedded/intent';
import { getKnowledgeBase } from '../knowledge/knowledge-base';
import { REQUEST_EXAMPLES, TOPIC_EXAMPLES } from './intent-examples';
import { type IntentModel, type LabelledText, trainIntentModel, trainingSteps } from './intent-model';

/**
 * The trained intent models of message understanding, built on first use from the seed phrasings
 * (intent-examples.ts) and the knowledge guides: the topic and scope models, with the topic they
 * read into a message the rules left without one, and the request model read-message.ts reads
 * requests to act with.
 */

export type TopicReading = {
  intent: AssistantIntent;
  probability: number;
  workRelated: boolean;
  /** The model's probability that the message is not about work at all. */
  outOfScope: number;
};

/** A topic the model is this sure of stands when no rule names one. */
const MIN_TOPIC_PROBABILITY = 0.35;
/**
 * A topic the model leans to this much still names the message's topic, with a lower weight.
 * Below it the leaning is noise: "Spanish interpretation" leans to recruiting at 0.10.
 */
const MIN_LEANING_PROBABILITY = 0.2;
/** Out of scope only when the model is this sure: a work question must never be turned away. */
const OUT_OF_SCOPE_PROBABILITY = 0.6;
/** Out of scope when no rule saw a work word and the model leans this far. */
const OUT_OF_SCOPE_WITHOUT_WORK_WORDS = 0.45;

let topicModel: IntentModel | undefined;
let scopeModel: IntentModel | undefined;
let requestModel: IntentModel | undefined;

/** Words of a passage's opening that the topic model learns from: its topic sentence, not its details. */
const PASSAGE_OPENING_WORDS = 40;
/** How much a guide teaches the intents of its other topics, beside its first (main) topic's. */
const SECONDARY_TOPIC_WEIGHT = 0.5;

/**
 * The knowledge guides as training texts. For the topic model (`rich`): title and summary, each
 * heading and the opening of each passage, labelled with the intent of every topic the guide
 * carries (a guide on warnings and dismissal teaches both the workplace and wellbeing). Headings
 * alone left most of a guide's words unknown to the model, so a question worded like a guide's
 * prose rather than its headings fell to the nearest seed phrasing (r/jobs dev titles: intent
 * 51.1% -> 52.3%, on-subject 71.1% -> 72.8%). For the scope model: title, summary and headings
 * under the first topic only; the guides' prose would outweigh the few phrasings of messages not
 * about work, and "fix my bike chain" must stay out of scope.
 */
function guideExamples(rich: boolean): LabelledText[] {
  const kb = getKnowledgeBase();
  const passagesOf = new Map<string, Array<{ heading: string; text: string }>>();
  for (const p of kb.passages) passagesOf.set(p.articleSlug, [...(passagesOf.get(p.articleSlug) ?? []), p]);
  const examples: LabelledText[] = [];
  for (const article of kb.articles) {
    const intents = article.topics.flatMap((t) => INTENT_OF_TOPIC.get(t) ?? []);
    for (const [k, label] of [...new Set(rich ? intents : intents.slice(0, 1))].entries()) {
      const weight = k === 0 ? 1 : SECONDARY_TOPIC_WEIGHT;
      examples.push({ text: `${article.title}. ${article.summary}`, label, weight });
      for (const p of passagesOf.get(article.slug) ?? []) {
        examples.push({ text: p.heading, label, weight });
        if (rich) examples.push({ text: p.text.split(/\s+/).slice(0, PASSAGE_OPENING_WORDS).join(' '), label, weight });
      }
    }
  }
  return examples;
}

function examplesOf(table: Readonly<Record<string, readonly string[]>>): LabelledText[] {
  return Object.entries(table).flatMap(([label, texts]) => texts.map((text) => ({ text, label })));
}

/** The topic model, trained on first use from the seed phrasings and the knowledge guides. */
export function topicIntentModel(): IntentModel {
  if (!topicModel || !scopeModel) {
    const steps = preparingTopicModel();
    for (let next = steps.next(); !next.done; next = steps.next());
  }
  return topicModel as IntentModel;
}

/** Whether a message is about work at all: the seed phrasings and the guides' headings. */
function scopeIntentModel(): IntentModel {
  topicIntentModel();
  return scopeModel as IntentModel;
}

/**
 * Trains the topic and scope models in steps, for a server's warm-up to run between requests (a
 * question asked meanwhile finishes the training at once, through `topicIntentModel`).
 */
export function* preparingTopicModel(): Generator<void, void> {
  if (!scopeModel) {
    const model = yield* trainingSteps([...examplesOf(TOPIC_EXAMPLES), ...guideExamples(false)]);
    scopeModel ??= model;
  }
  if (!topicModel) {
    const model = yield* trainingSteps([...examplesOf(TOPIC_EXAMPLES), ...guideExamples(true)]);
    topicModel ??= model;
  }
}

/** The request model, trained on first use; it reads the instruction words ("write", "how do i") too. */
export function requestIntentModel(): IntentModel {
  requestModel ??= trainIntentModel(examplesOf(REQUEST_EXAMPLES), { keepFunctionWords: true });
  return requestModel;
}

/**
 * The stories the interview guides teach (a mistake, a failure, a conflict) without any talk of an
 * interview: the model learnt those words from the guides' example answers, so "I made a huge
 * mistake at work today" read as interview preparation.
 */
const INTERVIEW_STORY_WORDS =
  /\b(mistakes?|fail(ed|ure|ures|ing)?|conflicts?|disagree(d|ment|ments)?|weakness(es)?)\b/i;
const INTERVIEW_TALK =
  /\b(interview\w*|questions?|answer\w*|tell (me|us) about|describe|example|star|recruiter|hiring manager)\b/i;
const INTERVIEW_INTENTS: ReadonlySet<string> = new Set(['interview', 'behavioral']);

/** What the message is about by the topic model; `workRelated` false only when it is sure it is not. */
export function readTopic(message: string): TopicReading | null {
  const ranked = topicIntentModel().classify(message);
  const best = ranked[0];
  if (!best || ranked.every((r) => r.probability === ranked[0]?.probability)) return null;
  const scope = scopeIntentModel().classify(message);
  const outOfScope = scope.find((r) => r.label === 'out_of_scope')?.probability ?? 0;
  const ownStory = INTERVIEW_STORY_WORDS.test(message) && !INTERVIEW_TALK.test(message);
  const career = ranked.find((r) => r.label !== 'out_of_scope' && !(ownStory && INTERVIEW_INTENTS.has(r.label)));
  const notWork = outOfScope >= OUT_OF_SCOPE_PROBABILITY;
  return {
    intent: (notWork ? 'out_of_scope' : (career?.label ?? 'general_career')) as AssistantIntent,
    probability: notWork ? outOfScope : (career?.probability ?? 0),
    workRelated: outOfScope < OUT_OF_SCOPE_PROBABILITY,
    outOfScope,
  };
}

/**
 * The rules' classification, completed by the topic model where the rules found no topic: a
 * question no pattern foresaw ("how can I address a new boss making fun of me") gets the topic its
 * words share with the examples and guides, and counts as about work unless the model is sure it
 * is not. Where a rule named a topic, or a service, the rule stands.
 */
export function withTrainedTopic(ruled: IntentResult, message: string): IntentResult {
  if (ruled.intent !== 'general_career' || ruled.action || ruled.pastedResume) return ruled;
  const read = readTopic(message);
  if (!read) return ruled;
  // no rule saw work in it and the model is sure it is not about work ("fix my bike chain")
  // (with no work word in it, the model's leaning is enough; with one, it must be sure)
  if (!ruled.workRelated && read.outOfScope >= OUT_OF_SCOPE_WITHOUT_WORK_WORDS)
    return { ...ruled, intent: 'out_of_scope', score: TRAINED_TOPIC_SCORE };
  if (read.workRelated && read.intent !== 'general_career' && read.probability >= MIN_TOPIC_PROBABILITY)
    return { ...ruled, intent: read.intent, score: TRAINED_TOPIC_SCORE, workRelated: true };
  // A leaning, not a clear topic ("Unsure of career choice": career change 0.26, resume 0.19):
  // still the message's topic, which its guides are favoured for and the reply names, but with the
  // weight of a weak rule, so it neither widens the search nor vouches for a weak match. Only in a
  // message that talks of work in words the rules know: "Is this legal? NYC" leans to visas (0.26)
  // and "18F Closing Alone" to recruiting (0.21), leanings of a few words that would steer the
  // search to sponsorship and to the hirer's side.
  if (
    ruled.workRelated &&
    read.workRelated &&
    read.intent !== 'general_career' &&
    read.probability >= MIN_LEANING_PROBABILITY
  )
    return { ...ruled, intent: read.intent, score: LEANING_SCORE, workRelated: true };
  return { ...ruled, workRelated: ruled.workRelated || read.workRelated };
}

/** The rule score a trained topic stands in for: a clear topic, not a strong one. */
const TRAINED_TOPIC_SCORE = 2;
/** The rule score of a topic the model only leans to: below the 2 that lets an intent widen a search. */
const LEANING_SCORE = 1;
