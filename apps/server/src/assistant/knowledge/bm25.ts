/**
 * A BM25F-style ranking index: each document has weighted fields (title, heading, body ...);
 * term frequencies and lengths are summed with the field weights before the usual BM25
 * saturation and length normalisation. Built once, searched in memory.
 */

/** A document to index: its fields as lists of already-analysed terms. */
export type Bm25Document = { fields: Record<string, readonly string[]> };

/** Field weights plus the BM25 parameters k1 (tf saturation) and b (length normalisation). */
export type Bm25Options = { fieldWeights: Record<string, number>; k1?: number; b?: number };

/** Terms frozen between two pauses of `building` (a step of indexing is one document). */
const FREEZE_STEP = 64;

/** Tells the constructor to leave the indexing to `building`'s steps. */
const DEFERRED: unique symbol = Symbol('deferred');

/** An immutable BM25F index over a fixed set of documents. */
/** A term's postings once the index is complete: documents and their length-normalised BM25 parts. */
type FrozenPostings = { docs: Int32Array; parts: Float64Array; idf: number };

/** Every document's score for one query, unsorted: `touched` lists the documents scored, in first-seen order. */
export type Bm25Scores = { scores: Float64Array; touched: number[] };

export class Bm25Index {
  readonly size: number;
  private readonly postings = new Map<string, Array<{ doc: number; tf: number }>>();
  /**
   * The postings as searched: a term's part of a document's score, `tf (k1 + 1) / (tf + norm)`,
   * depends only on the document once the average length is known, so it is computed once here
   * rather than on every search (a chat question searches twice, before its first delta).
   */
  private readonly frozen = new Map<string, FrozenPostings>();
  private readonly lengths: Float64Array;
  private avgLength = 1;
  private readonly k1: number;
  private readonly b: number;

  /**
   * Indexes `documents` once: builds the postings (term → weighted term frequency per document)
   * and the weighted lengths. Fields missing from `fieldWeights` count with weight 1.
   */
  constructor(documents: readonly Bm25Document[], options: Bm25Options, deferred?: typeof DEFERRED) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    this.size = documents.length;
    this.lengths = new Float64Array(documents.length);
    if (deferred === DEFERRED) return;
    let total = 0;
    documents.forEach((doc, index) => {
      total += this.add(index, doc, options.fieldWeights);
    });
    for (const _ of this.setAverage(total));
  }

  /**
   * The same indexing as the constructor, one document per step: a caller that must not hold the
   * event loop for the whole of it pauses between steps (see `buildKnowledgeBase`).
   */
  static *building(documents: readonly Bm25Document[], options: Bm25Options): Generator<void, Bm25Index> {
    const index = new Bm25Index(documents, options, DEFERRED);
    let total = 0;
    for (let i = 0; i < documents.length; i++) {
      total += index.add(i, documents[i] as Bm25Document, options.fieldWeights);
      yield;
    }
    // Freezing every term's postings is itself a few tens of milliseconds: paused as often.
    let frozen = 0;
    for (const _ of index.setAverage(total)) if (++frozen % FREEZE_STEP === 0) yield;
    return index;
  }

  /** Sets the average length, then freezes each term's postings, one term a step. */
  private *setAverage(total: number): Generator<void> {
    this.avgLength = this.size > 0 ? total / this.size || 1 : 1;
    for (const [term, list] of this.postings) {
      const docs = new Int32Array(list.length);
      const parts = new Float64Array(list.length);
      list.forEach(({ doc, tf }, j) => {
        const norm = this.k1 * (1 - this.b + (this.b * (this.lengths[doc] ?? 0)) / this.avgLength);
        docs[j] = doc;
        parts[j] = (tf * (this.k1 + 1)) / (tf + norm);
      });
      this.frozen.set(term, { docs, parts, idf: this.idf(term) });
      yield;
    }
  }

  /** Adds one document's weighted term frequencies; answers its weighted length. */
  private add(doc: number, document: Bm25Document, fieldWeights: Record<string, number>): number {
    const tf = new Map<string, number>();
    let length = 0;
    for (const [field, terms] of Object.entries(document.fields)) {
      const weight = fieldWeights[field] ?? 1;
      length += weight * terms.length;
      for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + weight);
    }
    this.lengths[doc] = length;
    for (const [term, value] of tf) {
      let list = this.postings.get(term);
      if (!list) {
        list = [];
        this.postings.set(term, list);
      }
      list.push({ doc, tf: value });
    }
    return length;
  }

  /** Inverse document frequency (the BM25 "plus one" form, never negative); 0 for unknown terms. */
  idf(term: string): number {
    const df = this.postings.get(term)?.length ?? 0;
    if (df === 0) return 0;
    return Math.log(1 + (this.size - df + 0.5) / (df + 0.5));
  }

  /** Whether any document contains `term`. */
  has(term: string): boolean {
    return this.postings.has(term);
  }

  /** Every indexed term, for vocabulary look-ups such as typo correction. */
  terms(): IterableIterator<string> {
    return this.postings.keys();
  }

  /**
   * Scores every document containing at least one query term, unsorted (a caller that adjusts the
   * scores and keeps the best few need not sort them all). `query` maps each term to its weight
   * (1 for the user's words, less for synonyms).
   */
  score(query: ReadonlyMap<string, number>): Bm25Scores {
    const scores = new Float64Array(this.size);
    const touched: number[] = [];
    for (const [term, weight] of query) {
      const entry = this.frozen.get(term);
      if (!entry) continue;
      const idf = entry.idf * weight;
      const { docs, parts } = entry;
      for (let j = 0; j < docs.length; j++) {
        const doc = docs[j] as number;
        if (scores[doc] === 0) touched.push(doc);
        scores[doc] = (scores[doc] as number) + idf * (parts[j] as number);
      }
    }
    return { scores, touched };
  }
}
