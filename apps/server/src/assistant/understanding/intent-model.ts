import { analyze, stem, termPairs, tokenize } from '../knowledge/text-analysis';

/**
 * A trained intent classifier: multinomial naive Bayes over stemmed words and adjacent word pairs
 * (the knowledge base's own analysis, so "interviewing" and "interviews" are one feature and a
 * typo the analysis folds is folded here too). It learns from labelled texts (the seed phrasings in
 * `intent-examples.ts` and the knowledge guides, labelled by their topics) instead of a hand-weighted
 * pattern per phrasing, so a question worded in a way no pattern foresaw still lands near the
 * intent whose examples share its words. Pure: trained and used in memory.
 */

export type LabelledText = {
  text: string;
  label: string;
  /** How much the example counts (default 1): a guide teaches its secondary topics less than its main one. */
  weight?: number;
};

export type LabelScore = { label: string; probability: number };

export type IntentModel = {
  /** Every label with its posterior probability, best first (uniform priors). */
  classify(text: string): LabelScore[];
  /** Whether any training text used the (stemmed) term. */
  knows(term: string): boolean;
  readonly labels: readonly string[];
};

/** Laplace smoothing: an unseen feature still has a small likelihood under every label. */
const SMOOTHING = 0.5;
/** A word pair counts less than a word: it confirms a phrase, it rarely decides one alone. */
const PAIR_WEIGHT = 0.5;

export type IntentModelOptions = {
  /**
   * Keep the words analysis drops as stop words ("how", "do", "me", "write"): a request model needs
   * them, since "how do i message a recruiter" asks for advice and "write me a message to a
   * recruiter" asks for a draft, with the same content words.
   */
  keepFunctionWords?: boolean;
};

/** The features of a text: its analysed terms and their adjacent pairs. */
export function features(text: string, options: IntentModelOptions = {}): Array<[string, number]> {
  const terms = options.keepFunctionWords
    ? tokenize(text).map((t) => stem(t.replace(/'/g, '')))
    : analyze(text, { forQuery: true });
  return [
    ...terms.map((t): [string, number] => [t, 1]),
    ...termPairs(terms).map((p): [string, number] => [p, PAIR_WEIGHT]),
  ];
}

/**
 * Trains the classifier. Priors are uniform on purpose: the examples per label reflect how many
 * ways we thought of asking, not how often people ask, so a label with many examples must not
 * win a question merely for that.
 */
export function trainIntentModel(examples: readonly LabelledText[], options: IntentModelOptions = {}): IntentModel {
  const steps = trainingSteps(examples, options);
  for (let next = steps.next(); ; next = steps.next()) if (next.done) return next.value;
}

/** Examples counted between two pauses of `trainingSteps`. */
const TRAINING_STEP = 64;

/**
 * `trainIntentModel` as steps of `TRAINING_STEP` examples (a `yield` marks where a caller may
 * pause), so a server can train in the background between requests: learning from the guides'
 * passages is a few hundred milliseconds of CPU on a small machine.
 */
export function* trainingSteps(
  examples: readonly LabelledText[],
  options: IntentModelOptions = {},
): Generator<void, IntentModel> {
  const counts = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  const vocabulary = new Set<string>();
  for (const [k, { text, label, weight: exampleWeight = 1 }] of examples.entries()) {
    const byTerm = counts.get(label) ?? new Map<string, number>();
    counts.set(label, byTerm);
    for (const [term, featureWeight] of features(text, options)) {
      const weight = featureWeight * exampleWeight;
      vocabulary.add(term);
      byTerm.set(term, (byTerm.get(term) ?? 0) + weight);
      totals.set(label, (totals.get(label) ?? 0) + weight);
    }
    if ((k + 1) % TRAINING_STEP === 0) yield;
  }
  const labels = [...counts.keys()];
  const v = vocabulary.size;
  return {
    labels,
    knows: (term) => vocabulary.has(term),
    classify(text) {
      const known = features(text, options).filter(([term]) => vocabulary.has(term));
      const logs = labels.map((label) => {
        const byTerm = counts.get(label) as Map<string, number>;
        const denominator = (totals.get(label) ?? 0) + SMOOTHING * v;
        let sum = 0;
        for (const [term, weight] of known)
          sum += weight * Math.log(((byTerm.get(term) ?? 0) + SMOOTHING) / denominator);
        return sum;
      });
      const max = Math.max(...logs);
      const exps = logs.map((l) => Math.exp(l - max));
      const total = exps.reduce((a, b) => a + b, 0);
      return labels
        .map((label, i) => ({ label, probability: (exps[i] as number) / total }))
        .sort((a, b) => b.probability - a.probability);
    },
  };
}
