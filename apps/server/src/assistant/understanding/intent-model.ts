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
  /** Each term seen in training, with its row in the compact counts below. */
  const vocabulary = new Map<string, number>();
  for (const [k, { text, label, weight: exampleWeight = 1 }] of examples.entries()) {
    const byTerm = counts.get(label) ?? new Map<string, number>();
    counts.set(label, byTerm);
    for (const [term, featureWeight] of features(text, options)) {
      const weight = featureWeight * exampleWeight;
      if (!vocabulary.has(term)) vocabulary.set(term, vocabulary.size);
      byTerm.set(term, (byTerm.get(term) ?? 0) + weight);
      totals.set(label, (totals.get(label) ?? 0) + weight);
    }
    if ((k + 1) % TRAINING_STEP === 0) yield;
  }
  const labels = [...counts.keys()];
  const v = vocabulary.size;
  const denominators = labels.map((label) => (totals.get(label) ?? 0) + SMOOTHING * v);
  // The counts kept as one sparse table (a row per term: the labels that used it and how much)
  // instead of a Map per label: the topic model's Maps held about 4 MiB of a server's idle heap
  // (issue 36), the table under 1 MiB. The same numbers, so the same probabilities.
  const rowStart = new Uint32Array(v + 1);
  for (const byTerm of counts.values())
    for (const term of byTerm.keys()) {
      const next = (vocabulary.get(term) as number) + 1;
      rowStart[next] = (rowStart[next] as number) + 1;
    }
  for (let t = 0; t < v; t++) rowStart[t + 1] = (rowStart[t + 1] as number) + (rowStart[t] as number);
  const cellLabel = new Uint16Array(rowStart[v] as number);
  const cellCount = new Float64Array(rowStart[v] as number);
  const filled = rowStart.slice(0, v);
  for (const [l, byTerm] of [...counts.values()].entries())
    for (const [term, count] of byTerm) {
      const t = vocabulary.get(term) as number;
      const cell = filled[t] as number;
      filled[t] = cell + 1;
      cellLabel[cell] = l;
      cellCount[cell] = count;
    }
  counts.clear();
  // Each term's log-likelihood under each label, taken once here rather than a logarithm per term
  // and label of every message classified (issue 36 item 7): `cellLog` where the label used the
  // term, `unusedLog` where it did not. The same expressions as before, so the same numbers.
  const cellLog = new Float64Array(cellCount.length);
  for (let cell = 0; cell < cellCount.length; cell++)
    cellLog[cell] = Math.log(
      ((cellCount[cell] as number) + SMOOTHING) / (denominators[cellLabel[cell] as number] as number),
    );
  const unusedLog = Float64Array.from(denominators, (denominator) => Math.log((0 + SMOOTHING) / denominator));
  // A reply classifies the same text several times (a request's head, its opening line, a story's
  // check): the latest readings are kept, frozen, so each is computed and allocated once (issue 36
  // item 7: classification was a twentieth of what a reply allocated).
  const readings = new Map<string, LabelScore[]>();
  return {
    labels,
    knows: (term) => vocabulary.has(term),
    classify(text) {
      const kept = readings.get(text);
      if (kept) return kept;
      const ranked = rank(text);
      if (readings.size >= MAX_KEPT_READINGS) readings.clear();
      readings.set(text, ranked);
      return ranked;
    },
  };

  function rank(text: string): LabelScore[] {
    // Summed term by term in the message's order, for every label at once: the same additions,
    // in the same order, as summing label by label.
    const sums = new Float64Array(labels.length);
    const termLogs = new Float64Array(labels.length);
    for (const [term, weight] of features(text, options)) {
      const t = vocabulary.get(term);
      if (t === undefined) continue;
      termLogs.set(unusedLog);
      for (let cell = rowStart[t] as number; cell < (rowStart[t + 1] as number); cell++)
        termLogs[cellLabel[cell] as number] = cellLog[cell] as number;
      for (let l = 0; l < labels.length; l++) sums[l] = (sums[l] as number) + weight * (termLogs[l] as number);
    }
    const logs = Array.from(sums);
    const max = Math.max(...logs);
    const exps = logs.map((l) => Math.exp(l - max));
    const total = exps.reduce((a, b) => a + b, 0);
    return Object.freeze(
      labels
        .map((label, i) => Object.freeze({ label, probability: (exps[i] as number) / total }))
        .sort((a, b) => b.probability - a.probability),
    ) as LabelScore[];
  }
}

/** Texts whose classification is kept; past this many the memo starts again. */
const MAX_KEPT_READINGS = 256;
