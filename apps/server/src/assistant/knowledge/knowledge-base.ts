import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { endianness } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Bm25Data, Bm25Index } from './bm25';
import { withoutGuidePointers } from './guide-pointers';
import { parseFrontMatter, splitSections } from './markdown';
import { sampleNames, withoutSampleNames } from './sample-names';
import { analyze, analyzeQuery, analyzeTokens, editDistance, STOP_WORDS, termPairs, tokenize } from './text-analysis';

/** Who an article is written for (front matter `audience`). */
export type KnowledgeAudience = 'jobseeker' | 'recruiter' | 'both';

/** An article of the career knowledge base, as listed in `kb.articles`. */
export type KnowledgeArticle = {
  slug: string;
  title: string;
  topics: string[];
  audience: KnowledgeAudience;
  summary: string;
  /**
   * The named sources the guide draws on (front matter `sources`), for readers and reviewers;
   * absent when the guide names none. Not indexed: a source's name says nothing about the question.
   */
  sources?: string[];
  /**
   * For a guide on one narrow situation (front matter `asked-with`): words, one of which a question
   * must use for the guide to answer it at full weight, stemmed as the index stems them. The guide
   * on finding work with a criminal record also lists construction, warehouses and temp agencies,
   * and without this it answered "Can't find work, 100 applications" and "Roofing/construction".
   */
  askedWith?: string[];
  /**
   * For a guide on entering a trade (front matter `trade-words`): the words that name the trade,
   * stemmed, which count among its `askedWith` too. A question that names the trade but asks about
   * something else (work in Europe, a staffing agency's email, an MBA after a data science master's)
   * is not about entering it: when the caller's reading of the question says so
   * (`KnowledgeSearchOptions.tradeAsSetting`) and such a guide leads on these words alone, a guide
   * on the question's own situation answers it instead (see `search`). Its other `askedWith` words (a
   * certificate, commission and quotas) name subjects the guide covers and count as usual.
   */
  tradeWords?: string[];
};

/** A `##` section of an article: the unit that is indexed and retrieved. */
export type KnowledgePassage = {
  articleSlug: string;
  title: string;
  heading: string;
  topics: string[];
  audience: KnowledgeAudience;
  text: string;
};

/**
 * A retrieved passage with its BM25 score and its coverage: the share (0-1, idf-weighted) of the
 * query's own terms found in the passage, its headings or its article summary. Coverage is the
 * engine's confidence signal; scores are only comparable within one query.
 */
export type KnowledgeHit = KnowledgePassage & {
  score: number;
  coverage: number;
  /** Coverage counting only the query terms the knowledge base knows at all (1 when none are known). */
  knownCoverage: number;
};

/** Optional retrieval preferences: favour articles on these topics or for this audience. */
export type KnowledgeSearchOptions = {
  /** Topic tags (e.g. from the classified intent); matching articles get a score boost. */
  boostTopics?: readonly string[];
  /** The asker's side of hiring; articles for the other side only are ranked lower. */
  audience?: 'jobseeker' | 'recruiter';
  /** Extra context terms (industry, experience) added at low weight. */
  context?: string;
  /** Query terms (stemmed, as `queryTerms` returns them) to weigh more, e.g. the intent's key words. */
  emphasize?: readonly string[];
  /** Query terms to weigh less: qualifiers such as career stage ("new grad") rather than the topic. */
  demote?: readonly string[];
  /** Weight of the context terms (default 0.2; a follow-up's previous question deserves more). */
  contextWeight?: number;
  /**
   * For a long message, the part that asks (its opening line and its questions): its terms weigh
   * `ASKED_WEIGHT` times the rest of the message's, which tells the story around the question.
   */
  asked?: string;
  /**
   * The caller has read the question as not about entering a trade (the embedded engine: its intent,
   * read without the trade's words, is neither a career change nor an interview): a guide on entering a trade that
   * leads on the trade's words alone then yields to a guide on the question's own situation (see
   * `search`). Without it the trade's guide keeps its lead, as for any guide: the search has no
   * reading of intent of its own.
   */
  tradeAsSetting?: boolean;
};

/** The loaded, indexed knowledge base. */
export interface KnowledgeBase {
  readonly articles: KnowledgeArticle[];
  readonly passages: readonly KnowledgePassage[];
  /** The best passages for `query`, best first. */
  search(query: string, limit?: number, options?: KnowledgeSearchOptions): KnowledgeHit[];
  /** The weighted, typo-corrected stemmed terms the index would search for `query`. */
  queryTerms(query: string): Map<string, number>;
  /** One article by slug. */
  article(slug: string): KnowledgeArticle | undefined;
  /**
   * The questions an article answers, as people ask them (front matter `questions`; [] when none):
   * the team's paraphrase set, which the knowledge base's tests search to guard retrieval.
   */
  questions(slug: string): readonly string[];
  /** Inverse document frequency of a stemmed term over the passages; 0 when unknown. */
  idf(term: string): number;
  /** Whether any passage contains the stemmed term. */
  hasTerm(term: string): boolean;
  /** Whether the guides use `word` as written (lower case): a word people spell so is a word, not a slip. */
  knowsWord(word: string): boolean;
  /** Whether the guide's title quotes the question `message` asks ('Answering "Why do you want to work here?"'). */
  titleQuotes(slug: string, message: string): boolean;
}

/** An article before indexing: its slug and raw Markdown (front matter included). */
export type KnowledgeSource = { slug: string; markdown: string };

const FIELD_WEIGHTS = {
  title: 2,
  heading: 2.2,
  topics: 1.5,
  summary: 0.5,
  body: 1,
  titlePairs: 2,
  headingPairs: 2.2,
  bodyPairs: 1,
};

function toAudience(value: unknown): KnowledgeAudience {
  const v = typeof value === 'string' ? value.toLowerCase() : '';
  if (v.startsWith('recruit') || v === 'employer' || v === 'hiring-manager') return 'recruiter';
  if (v === 'both' || v === 'all' || v === 'everyone') return 'both';
  return 'jobseeker';
}

function asString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

/** A front matter list; a single value without brackets is a list of one. */
function listOf(value: string | string[] | undefined): string[] {
  const items = Array.isArray(value) ? value : value ? [value] : [];
  return items.map((v) => v.trim()).filter(Boolean);
}

/**
 * Builds a knowledge base from in-memory Markdown sources: parses front matter, splits each
 * article into passages at `##` headings and indexes them once (BM25F with title and heading
 * boosts). Used by `loadKnowledgeBase` and directly by tests with small fixtures.
 */
export function createKnowledgeBase(sources: readonly KnowledgeSource[]): KnowledgeBase {
  return runToEnd(indexingSteps(sources));
}

/** Runs every step of a piece of work at once. */
function runToEnd<T>(steps: Generator<void, T>): T {
  for (let next = steps.next(); ; next = steps.next()) if (next.done) return next.value;
}

/**
 * The work of `createKnowledgeBase` as steps of at most one passage each (a `yield` marks where a
 * caller may pause), so the same code serves the synchronous build and the sliced one.
 */
function* indexingSteps(sources: readonly KnowledgeSource[]): Generator<void, KnowledgeBase> {
  return assemble(yield* indexedSteps(sources));
}

/**
 * What indexing the articles produces, before the search functions are put around it: what the
 * server's build stores (`writeKnowledgeIndex`) so that a start need not index again.
 */
type KnowledgeData = {
  articles: KnowledgeArticle[];
  passages: KnowledgePassage[];
  index: Bm25Index;
  /** Per article (in `articles` order), its front matter `questions`. */
  questions: string[][];
  /** How often each surface word occurs, in first-seen order (typo correction breaks ties by it). */
  surfaceCounts: Map<string, number>;
};

function* indexedSteps(sources: readonly KnowledgeSource[]): Generator<void, KnowledgeData> {
  const articles: KnowledgeArticle[] = [];
  const passages: KnowledgePassage[] = [];
  const questions: string[][] = [];
  const documents: Array<{ fields: Record<string, string[]> }> = [];
  const surfaceCounts = new Map<string, number>();

  for (const { slug, markdown } of [...sources].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const { data, body } = parseFrontMatter(markdown);
    const title = asString(data.title, /^#\s+(.+)$/m.exec(body)?.[1]?.trim() ?? slug.replace(/-/g, ' '));
    // `topics: a, b` (no brackets) is accepted as well as the list form.
    const rawTopics = data.topics ?? [];
    const topics = (Array.isArray(rawTopics) ? rawTopics : rawTopics.split(','))
      .map((t) => t.trim().toLowerCase())
      .filter(Boolean);
    const article: KnowledgeArticle = {
      slug,
      title,
      topics,
      audience: toAudience(data.audience),
      summary: asString(data.summary, ''),
    };
    const sources = listOf(data.sources);
    if (sources.length > 0) article.sources = sources;
    const tradeWords = [...new Set(listOf(data['trade-words']).flatMap((w) => analyze(w)))];
    const askedWith = [...new Set([...listOf(data['asked-with']).flatMap((w) => analyze(w)), ...tradeWords])];
    if (askedWith.length > 0) article.askedWith = askedWith;
    if (tradeWords.length > 0) article.tradeWords = tradeWords;
    articles.push(article);
    questions.push(listOf(data.questions));
    const titleTerms = analyze(title);
    const topicTerms = analyze(topics.join(' ').replace(/-/g, ' '));
    const summaryTerms = analyze(article.summary);
    const names = sampleNames(body);
    for (const section of splitSections(body)) {
      const heading = section.heading || title;
      const headingTokens = tokenize(withoutSampleNames(section.heading, names));
      const bodyTokens = tokenize(withoutGuidePointers(withoutSampleNames(section.text, names)));
      const headingTerms = analyzeTokens(headingTokens);
      const bodyTerms = analyzeTokens(bodyTokens);
      const fields = {
        title: titleTerms,
        heading: headingTerms,
        topics: topicTerms,
        summary: summaryTerms,
        body: bodyTerms,
        titlePairs: termPairs(titleTerms),
        headingPairs: termPairs(headingTerms),
        bodyPairs: termPairs(bodyTerms),
      };
      passages.push({ articleSlug: slug, title, heading, topics, audience: article.audience, text: section.text });
      documents.push({ fields });
      for (const token of [...headingTokens, ...bodyTokens])
        surfaceCounts.set(token, (surfaceCounts.get(token) ?? 0) + 1);
      yield;
    }
  }

  const index = yield* Bm25Index.building(documents, { fieldWeights: FIELD_WEIGHTS });
  return { articles, passages, index, questions, surfaceCounts };
}

/** The knowledge base's search functions over indexed data. */
function assemble({ articles, passages, index, questions, surfaceCounts }: KnowledgeData): KnowledgeBase {
  const bySlug = new Map(articles.map((a) => [a.slug, a]));
  const articleNumber = new Map(articles.map((a, n) => [a.slug, n]));
  const articleTopics = articles.map((a) => a.topics);
  // The interview questions a guide's title quotes ('Answering "Why do you want to work here?"'),
  // as plain words: asked in those words, the question is the guide's. Their words are mostly
  // function words ("why", "you", "want", "here"), so word matching alone lost it to any guide
  // sharing the asker's one content word ("retail").
  const quotedQuestions = articles.flatMap((a, n) =>
    a.title.startsWith('"')
      ? []
      : [...a.title.matchAll(/"([^"]+)"/g)]
          .map((m) => plainWords(m[1] ?? ''))
          .filter((phrase) => phrase.split(' ').length >= 3)
          .map((phrase) => ({ article: n, phrase: ` ${phrase} ` })),
  );
  /** Each passage's article, by its place in `articles`. */
  const passageArticle = Uint16Array.from(passages, (p) => articleNumber.get(p.articleSlug) ?? 0);
  // Prepared once for every search (issue 36 item 7): the few guides that declare the words they
  // are asked with, whether each guide carries a boosted topic per set of boosted topics (a reply's
  // intent gives one of a few dozen), and the ranking's scores in arrays reused by each search
  // (a question touches hundreds of passages; an object apiece was most of a reply's allocation).
  const askedWithArticles = articles.flatMap((a, n) => (a.askedWith ? [n] : []));
  // Which of those guides each of their words names: a search looks up the question's few terms
  // here instead of each guide's list in the question (some 1,500 look-ups a search).
  const askedWithByTerm = new Map<string, number[]>();
  for (const n of askedWithArticles)
    for (const word of articles[n]?.askedWith ?? []) {
      const list = askedWithByTerm.get(word) ?? [];
      list.push(n);
      askedWithByTerm.set(word, list);
    }
  /** Per guide on entering a trade, the words that name the trade (see `tradeWords`). */
  const tradeWords = articles.map((a) => (a.tradeWords ? new Set(a.tradeWords) : undefined));
  /** Per guide, the search that last found one of its words among the asker's own (see `search`). */
  const askedIn = new Uint32Array(articles.length);
  let searchNumber = 0;
  const boostedBySet = new Map<string, Uint8Array>();
  const boostedArticles = (boost: ReadonlySet<string>): Uint8Array => {
    const key = [...boost].sort().join('\n');
    let boosted = boostedBySet.get(key);
    if (!boosted) {
      boosted = Uint8Array.from(articleTopics, (topics) => (topics.some((t) => boost.has(t)) ? 1 : 0));
      if (boostedBySet.size >= MAX_BOOST_SETS) boostedBySet.clear();
      boostedBySet.set(key, boosted);
    }
    return boosted;
  };
  const adjustedScores = new Float64Array(index.size);
  const rawScores = new Float64Array(index.size);
  /** Per guide, for the search under way: 1 boosted topic, 2 off its situation, 4 quoted (see `search`). */
  const articleFlags = new Uint8Array(articles.length);
  // A guide for both sides is partly the asker's: between one for their side alone (x1.25) and
  // one for the other side (x0.75). At x1 a near-tie was a coin flip ("how do ATS read my
  // resume" went to a job seeker's guide on recruiters' searches over the guide on ATS parsing,
  // written for both); at x1.25 guides for both sides (visas, remote work) took questions that
  // were not theirs.
  const audienceWeights = (asker: 'jobseeker' | 'recruiter') =>
    Float64Array.from(articles, ({ audience }) =>
      audience === asker ? 1.25 : audience === 'both' ? BOTH_SIDES_WEIGHT : 0.75,
    );
  const audienceWeight = { jobseeker: audienceWeights('jobseeker'), recruiter: audienceWeights('recruiter') };
  // Typo candidates are bucketed by first letter and length, so a look-up scans a few dozen words:
  // a typo in the first letter is rare, and forgiving it would cost a scan of the whole vocabulary.
  const vocabulary = new Map<string, string[]>();
  for (const word of surfaceCounts.keys()) {
    if (word.length < 4 || /\d/.test(word)) continue;
    const key = `${word[0]}${word.length}`;
    const bucket = vocabulary.get(key) ?? [];
    bucket.push(word);
    vocabulary.set(key, bucket);
  }

  // A word's correction depends on the word alone: found once (a scan of its bucket), then kept.
  const corrections = new Map<string, string>();
  const correct = (token: string): string => {
    if (token.length < 5 || surfaceCounts.has(token) || STOP_WORDS.has(token) || /\d/.test(token)) return token;
    let corrected = corrections.get(token);
    if (corrected === undefined) {
      corrected = correction(token);
      if (corrections.size >= MAX_CORRECTIONS) corrections.clear();
      corrections.set(token, corrected);
    }
    return corrected;
  };
  const correction = (token: string): string => {
    if (index.has(analyze(token)[0] ?? token)) return token;
    const max = token.length >= 8 ? 2 : 1;
    let best = token;
    let bestDistance = max + 1;
    let bestCount = 0;
    for (let len = token.length - max; len <= token.length + max; len++) {
      for (const word of vocabulary.get(`${token[0]}${len}`) ?? []) {
        const d = editDistance(token, word, max);
        const count = surfaceCounts.get(word) ?? 0;
        if (d < bestDistance || (d === bestDistance && d <= max && count > bestCount)) {
          best = word;
          bestDistance = d;
          bestCount = count;
        }
      }
    }
    if (bestDistance > max) return token;
    // The word's adverb is another word, not the word misspelt: "unexpected" became "unexpectedly",
    // which only the guide on phone screens uses, and "Unexpected performance bonus" led with it. (A
    // word cut short, "negotiat", is still completed.)
    if (best === `${token}ly`) return token;
    // A known word negated is that word's subject, not a typo of another: "unavailable" became
    // "unavoidable" (two letters off), a word of another subject, where "available" is the guides'.
    const negated = /^(?:un|non-?)/.exec(token)?.[0];
    if (negated && surfaceCounts.has(token.slice(negated.length))) return token.slice(negated.length);
    return best;
  };

  // A reply analyses the same question several times (its search, its hedges, its passages); the
  // analysis (normalising twice, typo correction, stemming) is kept for the latest questions.
  const analyzedQueries = new Map<string, ReadonlyMap<string, number>>();
  const queryTerms = (query: string): Map<string, number> => {
    let terms = analyzedQueries.get(query);
    if (!terms) {
      if (analyzedQueries.size >= MAX_ANALYZED_QUERIES) analyzedQueries.clear();
      terms = analyzeQuery(tokenize(query).map(correct).join(' '));
      analyzedQueries.set(query, terms);
    }
    // A copy: callers reweigh the terms of their own search.
    return new Map(terms);
  };

  const search = (query: string, limit = 5, options: KnowledgeSearchOptions = {}): KnowledgeHit[] => {
    const terms = queryTerms(query);
    // Only the user's own words are emphasised; synonyms stay secondary.
    for (const term of options.emphasize ?? []) if (terms.get(term) === 1) terms.set(term, 1.6);
    for (const term of options.demote ?? []) if (terms.get(term) === 1) terms.set(term, 0.5);
    // A term the asking part holds at least as strongly as the whole (an own word there, not
    // just a synonym) is the question's subject; the story's other words are its circumstances.
    // The intent's emphasised words already outweigh the story's and keep their weight.
    if (options.asked) {
      const asked = queryTerms(options.asked);
      for (const [term, weight] of terms) if ((asked.get(term) ?? 0) >= weight) terms.set(term, weight * ASKED_WEIGHT);
    }
    if (options.context) {
      const weight = options.contextWeight ?? 0.2;
      for (const term of analyze(options.context)) if ((terms.get(term) ?? 0) < weight) terms.set(term, weight);
    }
    const found = ranked(query, terms, limit, options);
    // A trade named in a question on another subject is its setting, not its subject ("What's the
    // best way to work as a data professional in Europe?", an email from an IT staffing company):
    // when the caller has read the question as not about entering the trade (`tradeAsSetting`) and
    // a guide on entering it leads, its situation named only by the trade's words, the passages are
    // ranked again with that guide off its situation. The second ranking is kept only when a narrow
    // guide whose own words the question asks with leads it (working abroad, staffing agencies):
    // with the trade's words merely weighed down, or any new lead taken, the questions whose subject
    // no guide covers ("How many hours do other data analysts work?") went to any guide sharing
    // their few other words (recruiters' Boolean searches); read by hand, those were worse than the
    // entry guide's account of the trade.
    const lead = found[0] ? articleNumber.get(found[0].articleSlug) : undefined;
    const trade = lead === undefined ? undefined : tradeWords[lead];
    if (!options.tradeAsSetting || lead === undefined || !trade) return found;
    // Of a long message, the words of what it asks name the situations asked about, not the story's
    // ("the time required" in a story met the guide on experience requirements; the SQL and statistics
    // a junior data scientist works with made "Title not matching tasks, am I making it a big deal?"
    // a question on the data guide's own subjects).
    const asking = options.asked ? queryTerms(options.asked) : terms;
    const namesLead = ([term, weight]: [string, number]) => weight >= 1 && askedWithByTerm.get(term)?.includes(lead);
    if (![...terms].some(namesLead) || [...asking].some((t) => namesLead(t) && !trade.has(t[0]))) return found;
    // With nothing asked but the trade and work itself ("Blue collar jobs"), the trade is the subject.
    const subject = [...terms].filter(
      ([term, weight]) => weight >= 1 && !term.includes('_') && !trade.has(term) && !WORK_ITSELF.has(term),
    );
    if (subject.length === 0) return found;
    offSituation = lead;
    const instead = ranked(query, terms, limit, options);
    offSituation = -1;
    const other = instead[0] ? articleNumber.get(instead[0].articleSlug) : undefined;
    const onItsSituation =
      other !== undefined &&
      !tradeWords[other] &&
      !((articleFlags[other] as number) & 2) &&
      (articles[other]?.askedWith ?? []).some((word) => (asking.get(word) ?? 0) >= 1);
    return onItsSituation ? instead : found;
  };

  /** A guide that counts as off its situation in the search under way, whatever it names (see `search`). */
  let offSituation = -1;
  /** The best `limit` passages for weighed query terms (see `search`); leaves `articleFlags` as it set them. */
  const ranked = (
    query: string,
    terms: ReadonlyMap<string, number>,
    limit: number,
    options: KnowledgeSearchOptions,
  ): KnowledgeHit[] => {
    const own = [...terms].filter(([term, weight]) => weight >= 1 && !term.includes('_')).map(([term]) => term);
    // Coverage weighs each own term equally by idf, emphasised or not.
    // Words the corpus has never seen count at the highest idf: a question about something we
    // have no article for should look poorly covered, not perfectly covered.
    const maxIdf = Math.log(1 + (index.size + 0.5) / 1.5);
    // Each own term found among the index's terms once, for its idf and every passage's coverage.
    const ownNumbers = own.map((term) => index.termNumber(term));
    const ownIdf = ownNumbers.map((n) => (n >= 0 ? index.idfNumbered(n) : maxIdf));
    const ownTotal = ownIdf.reduce((sum, v) => sum + v, 0);
    const knownTotal = ownNumbers.reduce((sum, n) => sum + index.idfNumbered(n), 0);
    const boost = new Set((options.boostTopics ?? []).map((t) => t.toLowerCase()));
    // Adjust every score numerically first; hit objects are built for the top `limit` only.
    // Whether an article carries a boosted topic is asked once per set of topics, not per question.
    const boosted = boost.size > 0 ? boostedArticles(boost) : undefined;
    if (boosted) articleFlags.set(boosted);
    else articleFlags.fill(0);
    // A guide on a narrow situation the question never names counts for less (see `askedWith`);
    // the asker's own words decide, not the synonyms or the context added to them.
    searchNumber++;
    if (searchNumber === 0xffffffff) {
      askedIn.fill(0);
      searchNumber = 1;
    }
    for (const [term, weight] of terms) {
      if (weight < 1) continue;
      for (const n of askedWithByTerm.get(term) ?? []) askedIn[n] = searchNumber;
    }
    for (const n of askedWithArticles) {
      if (askedIn[n] !== searchNumber || n === offSituation) articleFlags[n] = (articleFlags[n] as number) | 2;
    }
    const asked = ` ${plainWords(query)} `;
    for (const q of quotedQuestions) {
      if (asked.includes(q.phrase)) articleFlags[q.article] = (articleFlags[q.article] as number) | 4;
    }
    const audience = options.audience ? audienceWeight[options.audience] : undefined;
    const { scores, touched } = index.score(terms);
    for (let order = 0; order < touched.length; order++) {
      const i = touched[order] as number;
      const article = passageArticle[i] as number;
      const flags = articleFlags[article] as number;
      const score = scores[i] as number;
      let adjusted = score;
      if (flags & 1) adjusted *= 1.3;
      if (flags & 2) adjusted *= OFF_SITUATION_WEIGHT;
      if (flags & 4) adjusted *= QUOTED_QUESTION_WEIGHT;
      if (audience) adjusted *= audience[article] as number;
      adjustedScores[order] = adjusted;
      rawScores[order] = score;
    }
    const best = bestOrders(adjustedScores, rawScores, touched.length, limit).map((order) => ({
      i: touched[order] as number,
      adjusted: adjustedScores[order] as number,
    }));
    return best.map(({ i, adjusted }) => {
      // A passage's terms are its document's in the index (every field is indexed).
      let covered = 0;
      for (let k = 0; k < own.length; k++)
        if (index.containsNumbered(ownNumbers[k] as number, i)) covered += ownIdf[k] ?? 0;
      const { articleSlug, title, heading, topics, audience, text } = passages[i] as KnowledgePassage;
      return {
        articleSlug,
        title,
        heading,
        topics,
        audience,
        text,
        score: adjusted,
        coverage: ownTotal > 0 ? covered / ownTotal : 0,
        knownCoverage: knownTotal > 0 ? covered / knownTotal : 1,
      };
    });
  };

  return {
    articles,
    passages,
    search,
    queryTerms,
    article: (slug) => bySlug.get(slug),
    questions: (slug) => questions[articleNumber.get(slug) ?? -1] ?? [],
    idf: (term) => index.idf(term),
    hasTerm: (term) => index.has(term),
    knowsWord: (word) => surfaceCounts.has(word),
    titleQuotes: (slug, message) => {
      const n = articleNumber.get(slug);
      if (n === undefined) return false;
      const asked = ` ${plainWords(message)} `;
      return quotedQuestions.some((q) => q.article === n && asked.includes(q.phrase));
    },
  };
}

/**
 * How much the asking part of a long message weighs against its story. Read by hand on the r/jobs
 * dev posts (title and opening), of the leads that changed at x2, 32 were better and 12 worse (at
 * x1.5, 21 and 8); x3 traded the story's context away about as often as it helped.
 */
const ASKED_WEIGHT = 2;

/** How much a guide written for both sides weighs for an asker of one side (see `search`). */
const BOTH_SIDES_WEIGHT = 1.1;

/** How much a narrow guide's passages weigh for a question that does not name its situation. */
const OFF_SITUATION_WEIGHT = 0.4;
/**
 * Words of work itself, which name no subject beside a trade (stemmed). Not "industry": choosing an
 * industry or domain has its guide, so "Which industry should I work in as a data analyst?" asks
 * about that, with the trade as its setting.
 */
const WORK_ITSELF = new Set(['job', 'work', 'role', 'career', 'posit', 'field', 'opportun']);

/** A guide whose title quotes the question asked, in the asker's words. */
const QUOTED_QUESTION_WEIGHT = 2.5;

/** Lower-case words and digits only, the usual contractions written out, for matching a phrase as asked. */
function plainWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\b(what|that|it|there|who|where|how)'s\b/g, '$1 is')
    .replace(/\b(we|you|they|i)'ll\b/g, '$1 will')
    .replace(/\bi'm\b/g, 'i am')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words whose typo correction is kept; past this many the memo starts again. */
const MAX_CORRECTIONS = 4096;

/** Questions whose analysis is kept; past this many the memo starts again. */
const MAX_ANALYZED_QUERIES = 512;

/** Sets of boosted topics whose guides are kept; past this many the memo starts again. */
const MAX_BOOST_SETS = 256;

/**
 * The best `limit` of `count` scored passages, best first, as their positions (from 0) in the
 * arrays: adjusted score first; ties go to the higher raw score, then to the passage scored first.
 * A question touches hundreds of the 700 passages and keeps a dozen: those are kept in a small
 * sorted list as the rest stream past, instead of sorting every passage (the sort was most of a
 * search, and a chat question searches before its first delta), and the scores stay in arrays, so
 * that a search builds no object per passage it touched.
 */
export function bestOrders(adjusted: Float64Array, raw: Float64Array, count: number, limit: number): number[] {
  const keep = Math.max(0, Math.min(limit, count));
  const best: number[] = [];
  if (keep === 0) return best;
  const before = (a: number, b: number): boolean => {
    const byAdjusted = (adjusted[b] as number) - (adjusted[a] as number);
    if (byAdjusted !== 0) return byAdjusted < 0;
    const byRaw = (raw[b] as number) - (raw[a] as number);
    if (byRaw !== 0) return byRaw < 0;
    return a < b;
  };
  for (let order = 0; order < count; order++) {
    if (best.length === keep && !before(order, best[keep - 1] as number)) continue;
    let at = best.length;
    while (at > 0 && before(order, best[at - 1] as number)) at--;
    best.splice(at, 0, order);
    if (best.length > keep) best.pop();
  }
  return best;
}

/**
 * Where the shipped articles live: beside this module in the source tree
 * (`src/ai/knowledge/articles`) or, in the esbuild bundle, `dist/knowledge/articles` beside
 * `dist/server-bundle.cjs`. Returns the first that exists.
 */
export function defaultArticlesDir(): string {
  const candidates = [new URL('./articles', import.meta.url), new URL('./knowledge/articles', import.meta.url)].map(
    (url) => fileURLToPath(url),
  );
  const found = candidates.find((dir) => existsSync(dir) && statSync(dir).isDirectory());
  if (!found) throw new Error(`Knowledge base articles not found; looked in ${candidates.join(', ')}`);
  return found;
}

/** Reading `dir`'s articles (one file a step), then indexing them unless `storedFile` holds their index. */
function* loadingSteps(
  dir: string,
  storedFile: string | undefined = storedIndexFile(),
): Generator<void, KnowledgeBase> {
  const sources = readingSteps(dir);
  let next = sources.next();
  for (; !next.done; next = sources.next()) yield;
  const stored = storedFile === undefined ? undefined : yield* storedIndexSteps(storedFile, next.value);
  return stored ? assemble(stored) : yield* indexingSteps(next.value);
}

function* readingSteps(dir: string): Generator<void, KnowledgeSource[]> {
  const sources: KnowledgeSource[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.md'))) {
    sources.push({ slug: file.slice(0, -3), markdown: readFileSync(path.join(dir, file), 'utf8') });
    yield;
  }
  return sources;
}

/**
 * The index the server's build stored beside the bundle (`dist/knowledge/knowledge-index.json`),
 * or undefined when running from the sources (development, tests), where there is none.
 */
function storedIndexFile(): string | undefined {
  const file = fileURLToPath(new URL('./knowledge/knowledge-index.json', import.meta.url));
  return existsSync(file) ? file : undefined;
}

/**
 * Bumped when the stored form or the text analysis changes (a stored index holds analysed terms);
 * a file of another version is indexed again. 2: the stemmer's exceptions (`STEM_EXCEPTIONS`);
 * 3: the questions each article answers; 4: references and referrals apart; 5: `askedWith`; 6: 'let go', notice handed in and background checks as phrases; 7: career transitions, 'I'm leaving'; 8: offers to compare; 9: bonus/status stems, second jobs; 10: lie/lied/lying, U.K. and U.S., virtual interviews; 11: lpa/ctc as salary, chose as choose; 12: the cost of living as one word; 13: 'by myself' as alone; 14: re-entering as returning; 15: since as a stop word, DS and EE as data science and electrical engineering, checking in on an application as a follow-up; 16: time off as one word, job recommendations as career options, "(vent)" tags dropped, "about to give up" as discouraged, not hearing back as a follow-up; 17: word senses read from their neighbours (word-senses.ts); 18: ages as stages of working life (ages-said.ts), teen and teenager as one stem, a take-home test or task as the take-home assignment, "what jobs can I get with" as career options for a background, a job in between or in the meantime as a bridge job, not getting a promotion as being passed over; 21: dates, titles or experience faked, stretched or padded on a resume as a lie; 22: the year-end holidays and public holidays as one word each, marketing apart from market, a licence as a license, pay withheld as unpaid wages; 23: a PIP as a performance improvement plan, hours cut as one term, weeks or months into a job as a new job, W-2 as one word, mat leave as maternity leave; 25: the questions one asks ("questions to ask") as a subject of their own, sacked as fired, an interview bombed as one that went badly, nothing to do at work as boredom, EOY as year end, intensifiers and expletives as chat filler; 26: getting interviews at all as one term, "I'm", "I've", "I'd" and "though" as stop words. 27: IT in capitals (or before a field's nouns: "it support") as information technology, a help or service desk as one word, I'll as a stop word (not "ill"), an offer taken back or fallen through as rescinded and one's own acceptance taken back as backing out, experience a job needs as a requirement, another or competing offers as from elsewhere, buying gift cards as a scam, getting back to work as returning; 28: thinking about leaving as quitting, pushed out as about to be fired, think/thought as chat filler, a document misplaced as one to get a copy of; 29: "what's wrong with my resume" as its mistakes, fitting in and getting used to a new job as one term, six figures as a salary, thru as through, passing away as dying, co workers as colleagues, what one should be earning as pay, interviews hated as nerves, hired at last as a new job starting, finally as chat filler, DSA and LeetCode as coding interview practice, a job hard to find as the search, job texts as scams, applications counted by the hundred as a search without interviews; 31: what a job or an ad states as what it says (not the states), a schedule or shifts hated as the working hours, sent home or taken off the schedule after notice as walked out, out of state or town as far away, work doubled as more work, senior work or work above one's level as the next level, lose spelled loose as lose, talking to one's manager (about nothing named) as the working relationship, raising it or an issue with someone as bringing it up (not a pay raise); 33: data science as one word beside data, machine learning's branches and AI-ML as machine learning, Six Sigma as a certification, "thanks but no thanks" as a rejection, the higher-ups as management, a big deal as important, laid-off with a hyphen as a layoff, feeling defeated as discouraged, hopping to (do) as hoping, the questions to ask an employer one applies to as the interviewer's, a job just started or joined as a new job starting, proceed and venting as chat filler; 34: a guide's trade words (`tradeWords`) stored apart; 35: another or a different position offered, given or told about as being redirected to it, choosing an industry, sector or domain as one term, being asked why one left as one term; 36: a question polling people in a job on what they use at work as one term, a role taken as a manager as one term.
 */
const STORED_INDEX_VERSION = 36;

/** Identifies the articles an index was built from: their names and text, in name order. */
function sourcesDigest(sources: readonly KnowledgeSource[]): string {
  const hash = createHash('sha256');
  for (const { slug, markdown } of [...sources].sort((a, b) => a.slug.localeCompare(b.slug)))
    hash.update(`${slug}\0${markdown}\0`);
  return hash.digest('hex');
}

/** The index's arrays, in the order the binary file holds them (the 8-byte ones first, so each starts aligned). */
const ARRAYS = [
  ['parts', Float64Array],
  ['idfs', Float64Array],
  ['lengths', Float64Array],
  ['starts', Uint32Array],
  ['docs', Int32Array],
] as const;
type ArrayName = (typeof ARRAYS)[number][0];

/**
 * Indexes the articles of `dir` and stores the result in `file` (JSON, one document a line) and
 * `file` with `.bin` for `.json` (the index's arrays, little-endian, as every platform Node runs
 * on here), for `loadingSteps` to read back instead of indexing at every start. The server's build
 * calls it (issue 36): the indexing was one to three seconds of CPU after each start, and the
 * garbage it left was most of the idle server's heap. The stored index names the articles it was
 * built from, so edited articles are indexed again.
 */
export function writeKnowledgeIndex(file: string, dir: string = defaultArticlesDir()): void {
  const sources = runToEnd(readingSteps(dir));
  const { articles, passages, index, questions, surfaceCounts } = runToEnd(indexedSteps(sources));
  const data = index.toData();
  const lines = [
    {
      version: STORED_INDEX_VERSION,
      sources: sourcesDigest(sources),
      articles,
      // A passage's topics are its article's: stored once.
      passages: passages.map(({ topics: _, ...passage }) => passage),
      questions,
    } satisfies StoredHead,
    data.terms,
    { words: [...surfaceCounts.keys()], counts: [...surfaceCounts.values()] } satisfies StoredSurface,
    {
      k1: data.k1,
      b: data.b,
      avgLength: data.avgLength,
      counts: Object.fromEntries(ARRAYS.map(([name]) => [name, data[name].length])) as Record<ArrayName, number>,
    } satisfies StoredArrays,
  ];
  writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  writeFileSync(
    binaryFile(file),
    Buffer.concat(ARRAYS.map(([name]) => Buffer.from(data[name].buffer, data[name].byteOffset, data[name].byteLength))),
  );
}

const binaryFile = (file: string) => file.replace(/\.json$/, '.bin');

type StoredHead = {
  version: number;
  sources: string;
  articles: KnowledgeArticle[];
  passages: Array<Omit<KnowledgePassage, 'topics'>>;
  questions: string[][];
};
type StoredSurface = { words: string[]; counts: number[] };
type StoredArrays = Pick<Bm25Data, 'k1' | 'b' | 'avgLength'> & { counts: Record<ArrayName, number> };

/**
 * The indexed data stored in `file` when it was built from exactly `sources`, read in a few steps
 * of a few milliseconds each; undefined (and the articles are indexed as usual) when it was built
 * from other articles or cannot be read.
 */
function* storedIndexSteps(
  file: string,
  sources: readonly KnowledgeSource[],
): Generator<void, KnowledgeData | undefined> {
  if (endianness() !== 'LE') return undefined;
  try {
    // Each line is decoded on its own: the file as one string would be several MiB of garbage.
    const text = readFileSync(file);
    let at = 0;
    const nextLine = <T>(): T => {
      const end = text.indexOf(10, at);
      const line = text.toString('utf8', at, end < 0 ? text.length : end);
      at = end < 0 ? text.length : end + 1;
      return JSON.parse(line) as T;
    };
    const head = nextLine<StoredHead>();
    if (head.version !== STORED_INDEX_VERSION || head.sources !== sourcesDigest(sources)) return undefined;
    yield;
    const terms = nextLine<string[]>();
    yield;
    const surface = nextLine<StoredSurface>();
    const { k1, b, avgLength, counts } = nextLine<StoredArrays>();
    const bytes = readFileSync(binaryFile(file));
    let offset = bytes.byteOffset;
    const arrays = {} as { [K in ArrayName]: InstanceType<(typeof ARRAYS)[number][1]> };
    for (const [name, Type] of ARRAYS) {
      const length = counts[name] * Type.BYTES_PER_ELEMENT;
      // A copy of its own: aligned, and not holding the whole file's buffer.
      arrays[name] = new Type(bytes.buffer.slice(offset, offset + length));
      offset += length;
    }
    if (offset !== bytes.byteOffset + bytes.byteLength) return undefined;
    yield;
    const index = yield* Bm25Index.restoring({
      k1,
      b,
      avgLength,
      terms,
      starts: arrays.starts as Uint32Array,
      docs: arrays.docs as Int32Array,
      parts: arrays.parts as Float64Array,
      idfs: arrays.idfs as Float64Array,
      lengths: arrays.lengths as Float64Array,
    });
    const topicsOf = new Map(head.articles.map((a) => [a.slug, a.topics]));
    const passages = head.passages.map(
      ({ articleSlug, title, heading, audience, text }): KnowledgePassage => ({
        articleSlug,
        title,
        heading,
        topics: topicsOf.get(articleSlug) ?? [],
        audience,
        text,
      }),
    );
    if (passages.length !== index.size) return undefined;
    const surfaceCounts = new Map(surface.words.map((word, k) => [word, surface.counts[k] ?? 0]));
    return { articles: head.articles, passages, index, questions: head.questions, surfaceCounts };
  } catch {
    return undefined;
  }
}

/**
 * Loads every `*.md` article of `dir` (the shipped articles by default) and indexes it, all at
 * once, or reads the index `storedFile` holds when it was built from the same articles (the
 * server's build stores one; see `writeKnowledgeIndex`). Indexing the shipped articles (about a
 * hundred, 700 passages) is one to three seconds of CPU on a small machine, so a running server
 * uses `prepareKnowledgeBase` instead.
 */
export function loadKnowledgeBase(
  dir: string = defaultArticlesDir(),
  storedFile: string | undefined = storedIndexFile(),
): KnowledgeBase {
  return runToEnd(loadingSteps(dir, storedFile));
}

/**
 * Longest run of indexing between two pauses. A request arriving while the knowledge base is
 * prepared waits at most about this long for the event loop (plus one passage's worth of work).
 */
export const PREPARE_SLICE_MS = 8;

/**
 * Why slices: the built server reads the index its build stored (`writeKnowledgeIndex`, issue 36)
 * in a few steps, and development and tests index the articles, one to three seconds of CPU.
 * Either way the work runs in slices, so every search stays synchronous and in memory and each
 * stall of the event loop is bounded to a slice (measured with `bench/knowledge-base.ts`: the
 * longest stall went from the whole build, 0.6-3 s on a loaded 2-core machine, to tens of
 * milliseconds, the rest being garbage collection and scheduling). A worker thread could only hand
 * the index back as a copy to rebuild on the main thread; the stored index removes the work instead.
 */
let steps: Generator<void, KnowledgeBase> | undefined;
let shared: KnowledgeBase | undefined;
let preparing: Promise<KnowledgeBase> | undefined;

/** Runs the remaining steps of the shared build now, without pausing. */
function finishNow(): KnowledgeBase {
  steps ??= loadingSteps(defaultArticlesDir());
  shared ??= runToEnd(steps);
  return shared;
}

/**
 * The shipped knowledge base, shared by every engine and tool in the process. When it is not ready
 * yet, the rest of its preparation runs now, in one go (so a synchronous caller always gets a
 * complete index, never a partial one); callers that can wait should await `prepareKnowledgeBase`.
 */
export function getKnowledgeBase(): KnowledgeBase {
  return shared ?? finishNow();
}

/**
 * Prepares the shipped knowledge base without holding the event loop: the reading and indexing run
 * in slices of about `PREPARE_SLICE_MS`, with other work (requests) let through between them.
 * Resolves with the complete index; calling it again, or while it runs, answers the same promise.
 * A synchronous `getKnowledgeBase` meanwhile finishes the remaining slices at once and this resolves
 * with the same index.
 */
export function prepareKnowledgeBase(): Promise<KnowledgeBase> {
  if (shared) return Promise.resolve(shared);
  preparing ??= (async () => {
    try {
      steps ??= loadingSteps(defaultArticlesDir());
      for (;;) {
        if (shared) return shared;
        const sliceStarted = performance.now();
        let next = steps.next();
        while (!next.done && performance.now() - sliceStarted < PREPARE_SLICE_MS) next = steps.next();
        if (next.done) {
          shared = next.value;
          return shared;
        }
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } catch (err) {
      // A later call starts again (and a synchronous one throws the same error to its caller).
      steps = undefined;
      preparing = undefined;
      throw err;
    }
  })();
  return preparing;
}
