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

/** Terms restored between two pauses of `restoring`. */
const RESTORE_STEP = 4096;

/** Tells the constructor to leave the indexing to `building`'s steps. */
const DEFERRED: unique symbol = Symbol('deferred');

/** Every document's score for one query, unsorted: `touched` lists the documents scored, in first-seen order. */
export type Bm25Scores = { scores: Float64Array; touched: Int32Array };

/**
 * A frozen index as plain data (`toData`), to be stored and read back with `Bm25Index.fromData`:
 * the server's build prepares the knowledge base's index once, instead of every start (issue 36).
 */
export type Bm25Data = {
  k1: number;
  b: number;
  avgLength: number;
  /** The terms, sorted (their order is their numbers). */
  terms: readonly string[];
  starts: Uint32Array;
  docs: Int32Array;
  parts: Float64Array;
  idfs: Float64Array;
  lengths: Float64Array;
};

/**
 * An immutable BM25F index over a fixed set of documents.
 *
 * Once built, the postings are stored flat (issue 36): one array of document numbers and one of
 * score parts for all terms, each term a range of both, instead of two small typed arrays per term.
 * The knowledge base has about 40,000 terms (words and word pairs) over a few hundred documents,
 * so the per-array overhead was most of the index: 35 MiB of the server's heap, now a few.
 */
export class Bm25Index {
  readonly size: number;
  /** Term frequencies while documents are added; emptied once the index is frozen. */
  private postings = new Map<string, Array<{ doc: number; tf: number }>>();
  /**
   * The terms, sorted: a term's number is its place here, found by binary search (a Map of 40,000
   * terms was 2.6 MiB more), and its postings are `starts[n]` to `starts[n + 1]` of `docs` and `parts`.
   */
  private terms: readonly string[] = [];
  private starts: Uint32Array = new Uint32Array(1);
  /** Per posting, ascending within a term: the document. */
  private docs: Int32Array = new Int32Array(0);
  /**
   * Per posting, a term's part of the document's score, `tf (k1 + 1) / (tf + norm)`: it depends
   * only on the document once the average length is known, so it is computed once here rather than
   * on every search (a chat question searches twice, before its first delta).
   */
  private parts: Float64Array = new Float64Array(0);
  private idfs: Float64Array = new Float64Array(0);
  private readonly lengths: Float64Array;
  private avgLength = 1;
  private readonly k1: number;
  private readonly b: number;
  /** The scores `score` hands out, one array reused by every call (see `score`). */
  private scoreBuffer: Float64Array | undefined;
  /** The documents the last `score` call wrote in `scoreBuffer` (the first `touchedCount`), cleared by the next call. */
  private touchedBuffer: Int32Array | undefined;
  private touchedCount = 0;

  /**
   * Indexes `documents` once: builds the postings (term → weighted term frequency per document)
   * and the weighted lengths. Fields missing from `fieldWeights` count with weight 1.
   */
  constructor(documents: readonly Bm25Document[], options: Bm25Options, deferred?: typeof DEFERRED | Bm25Data) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    if (deferred !== undefined && deferred !== DEFERRED) {
      this.size = deferred.lengths.length;
      this.lengths = deferred.lengths;
      this.avgLength = deferred.avgLength;
      this.terms = deferred.terms;
      this.starts = deferred.starts;
      this.docs = deferred.docs;
      this.parts = deferred.parts;
      this.idfs = deferred.idfs;
      return;
    }
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

  /**
   * The index stored by `toData`, searching exactly as the index that was stored, one step per few
   * thousand terms (like `building`, so a caller can pause between steps).
   */
  static *restoring(data: Bm25Data): Generator<void, Bm25Index> {
    const { starts, docs, parts, idfs, terms } = data;
    if (starts.length !== terms.length + 1 || idfs.length !== terms.length || docs.length !== parts.length)
      throw new Error('the stored index is not consistent');
    if (starts[terms.length] !== docs.length) throw new Error('the stored index is not consistent');
    for (let n = 1; n < terms.length; n++) {
      if (!((terms[n - 1] as string) < (terms[n] as string))) throw new Error('the stored terms are not sorted');
      if (n % RESTORE_STEP === 0) yield;
    }
    return new Bm25Index([], { fieldWeights: {}, k1: data.k1, b: data.b }, data);
  }

  /** The frozen index as plain data (the arrays are the index's own: do not change them). */
  toData(): Bm25Data {
    return {
      k1: this.k1,
      b: this.b,
      avgLength: this.avgLength,
      terms: this.terms,
      starts: this.starts,
      docs: this.docs,
      parts: this.parts,
      idfs: this.idfs,
      lengths: this.lengths,
    };
  }

  /** Sets the average length, then freezes each term's postings into the flat arrays, one term a step. */
  private *setAverage(total: number): Generator<void> {
    this.avgLength = this.size > 0 ? total / this.size || 1 : 1;
    let count = 0;
    for (const list of this.postings.values()) count += list.length;
    this.starts = new Uint32Array(this.postings.size + 1);
    this.docs = new Int32Array(count);
    this.parts = new Float64Array(count);
    this.idfs = new Float64Array(this.postings.size);
    // Sorted in UTF-16 code unit order, the order `<` compares in (see `numberOf`).
    this.terms = [...this.postings.keys()].sort();
    let at = 0;
    for (let n = 0; n < this.terms.length; n++) {
      const list = this.postings.get(this.terms[n] as string) ?? [];
      this.starts[n] = at;
      this.idfs[n] = this.idfOf(list.length);
      for (const { doc, tf } of list) {
        const norm = this.k1 * (1 - this.b + (this.b * (this.lengths[doc] ?? 0)) / this.avgLength);
        this.docs[at] = doc;
        this.parts[at] = (tf * (this.k1 + 1)) / (tf + norm);
        at++;
      }
      this.starts[n + 1] = at;
      yield;
    }
    this.postings = new Map();
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

  /** The BM25 "plus one" idf of a term found in `df` documents (never negative). */
  private idfOf(df: number): number {
    return Math.log(1 + (this.size - df + 0.5) / (df + 0.5));
  }

  /** The term's number, or -1 when no document has it. */
  private numberOf(term: string): number {
    let lo = 0;
    let hi = this.terms.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.terms[mid] as string;
      if (at === term) return mid;
      if (at < term) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Inverse document frequency (the BM25 "plus one" form, never negative); 0 for unknown terms. */
  idf(term: string): number {
    const n = this.numberOf(term);
    return n < 0 ? 0 : (this.idfs[n] as number);
  }

  /** Whether any document contains `term`. */
  has(term: string): boolean {
    return this.numberOf(term) >= 0;
  }

  /** Whether document `doc` contains `term` (a binary search of the term's documents). */
  contains(term: string, doc: number): boolean {
    return this.containsNumbered(this.numberOf(term), doc);
  }

  /**
   * The term's number for `containsNumbered` (-1 when no document has it): a caller asking about
   * one term in many documents finds it among the 40,000 terms once.
   */
  termNumber(term: string): number {
    return this.numberOf(term);
  }

  /** `idf` for a term numbered by `termNumber`. */
  idfNumbered(n: number): number {
    return n < 0 ? 0 : (this.idfs[n] as number);
  }

  /** `contains` for a term numbered by `termNumber`. */
  containsNumbered(n: number, doc: number): boolean {
    if (n < 0) return false;
    let lo = this.starts[n] as number;
    let hi = (this.starts[n + 1] as number) - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.docs[mid] as number;
      if (at === doc) return true;
      if (at < doc) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }

  /** Every indexed term, for vocabulary look-ups such as typo correction. */
  allTerms(): IterableIterator<string> {
    return this.terms.values();
  }

  /**
   * Scores every document containing at least one query term, unsorted (a caller that adjusts the
   * scores and keeps the best few need not sort them all). `query` maps each term to its weight
   * (1 for the user's words, less for synonyms). The scores are valid until the next call: one
   * array is reused and only the entries the last call wrote are cleared (issue 36 item 7: a reply
   * searches several times, and a fresh array of every passage's score apiece was a fifth of what a
   * reply allocated, garbage that 200 simultaneous questions collected in pauses).
   */
  score(query: ReadonlyMap<string, number>): Bm25Scores {
    this.scoreBuffer ??= new Float64Array(this.size);
    this.touchedBuffer ??= new Int32Array(this.size);
    const scores = this.scoreBuffer;
    const touched = this.touchedBuffer;
    for (let k = 0; k < this.touchedCount; k++) scores[touched[k] as number] = 0;
    let count = 0;
    const { docs, parts } = this;
    for (const [term, weight] of query) {
      const n = this.numberOf(term);
      if (n < 0) continue;
      const idf = (this.idfs[n] as number) * weight;
      const end = this.starts[n + 1] as number;
      for (let j = this.starts[n] as number; j < end; j++) {
        const doc = docs[j] as number;
        if (scores[doc] === 0) touched[count++] = doc;
        scores[doc] = (scores[doc] as number) + idf * (parts[j] as number);
      }
    }
    this.touchedCount = count;
    return { scores, touched: touched.subarray(0, count) };
  }
}
