import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Bm25Index } from './bm25';
import { defaultArticlesDir, type KnowledgeBase, loadKnowledgeBase, writeKnowledgeIndex } from './knowledge-base';

const work = mkdtempSync(path.join(tmpdir(), 'kb-index-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Everything a caller can read from a knowledge base, for a set of questions. */
function answers(kb: KnowledgeBase, questions: readonly string[]) {
  return {
    articles: kb.articles,
    passages: kb.passages,
    replies: questions.map((q) => ({
      hits: kb.search(q, 8, {
        audience: 'jobseeker',
        boostTopics: ['salary'],
        context: 'nursing',
        emphasize: ['offer'],
      }),
      plain: kb.search(q),
      terms: [...kb.queryTerms(q)].map(([term, weight]) => [term, weight, kb.idf(term), kb.hasTerm(term)]),
    })),
  };
}

const article = (title: string, body: string) =>
  `---\ntitle: ${title}\ntopics: [resume]\naudience: jobseeker\nsummary: About ${title}.\n---\n\n${body}`;

function articlesDir(name: string, files: Record<string, string>): string {
  const dir = path.join(work, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [slug, markdown] of Object.entries(files)) writeFileSync(path.join(dir, `${slug}.md`), markdown);
  return dir;
}

describe('the stored knowledge base index (written by the server build)', () => {
  it('answers every question exactly as the freshly indexed articles do', () => {
    const file = path.join(work, 'shipped.json');
    writeKnowledgeIndex(file);
    const fresh = loadKnowledgeBase(defaultArticlesDir(), undefined);
    const stored = loadKnowledgeBase(defaultArticlesDir(), file);
    const questions = [
      ...fresh.passages.filter((_, i) => i % 7 === 0).map((p) => p.heading),
      ...fresh.articles.filter((_, i) => i % 5 === 0).map((a) => a.summary),
      'how do I negotiate a salray offer',
      'night shift nurse burnout',
      'zzqq words nobody wrote',
    ];
    expect(answers(stored, questions)).toEqual(answers(fresh, questions));
  });

  it('is ignored when the articles changed since it was written: they are indexed again', () => {
    const file = path.join(work, 'small.json');
    const before = articlesDir('before', {
      pages: article('Resume length', '## Pages\n\nOne page early in a career.'),
      fonts: article('Resume fonts', '## Fonts\n\nA readable font at 10-12 points.'),
    });
    writeKnowledgeIndex(file, before);
    const after = articlesDir('after', {
      pages: article('Resume length', '## Pages\n\nTwo pages for experienced people.'),
      fonts: article('Resume fonts', '## Fonts\n\nA readable font at 10-12 points.'),
    });
    const kb = loadKnowledgeBase(after, file);
    expect(kb.passages.map((p) => p.text)).toContain('Two pages for experienced people.');
    expect(kb.hasTerm('experienc')).toBe(true);
    expect(answers(kb, ['how many pages'])).toEqual(answers(loadKnowledgeBase(after, undefined), ['how many pages']));
  });

  it('is ignored when its arrays are missing or cut short', () => {
    const dir = articlesDir('cut', { pages: article('Resume length', '## Pages\n\nOne page early in a career.') });
    const file = path.join(work, 'cut.json');
    writeKnowledgeIndex(file, dir);
    writeFileSync(file.replace(/\.json$/, '.bin'), Buffer.alloc(3));
    expect(loadKnowledgeBase(dir, file).search('pages')[0]?.articleSlug).toBe('pages');
    rmSync(file.replace(/\.json$/, '.bin'));
    expect(loadKnowledgeBase(dir, file).search('pages')[0]?.articleSlug).toBe('pages');
  });
});

describe('BM25 index as data', () => {
  const documents = [
    { fields: { title: ['salari'], body: ['pai', 'rang', 'salari'] } },
    { fields: { title: ['cover'], body: ['salari', 'page'] } },
    { fields: { title: ['resum'], body: ['page', 'page', 'zeta'] } },
  ];
  const options = { fieldWeights: { title: 3, body: 1 } };

  it('scores, idf and coverage are the same after toData and restoring', () => {
    const built = new Bm25Index(documents, options);
    const steps = Bm25Index.restoring(built.toData());
    let next = steps.next();
    while (!next.done) next = steps.next();
    const restored = next.value;
    const query = new Map([
      ['salari', 1],
      ['page', 0.5],
      ['unknown', 1],
    ]);
    expect(restored.score(query)).toEqual(built.score(query));
    for (const term of ['salari', 'page', 'zeta', 'unknown', '']) {
      expect(restored.idf(term)).toBe(built.idf(term));
      expect(restored.has(term)).toBe(built.has(term));
      for (const doc of [0, 1, 2]) expect(restored.contains(term, doc)).toBe(built.contains(term, doc));
    }
    expect([...built.allTerms()]).toEqual([...built.allTerms()].sort());
  });

  it('finds every term by its sorted place and says which documents hold it', () => {
    const index = new Bm25Index(documents, options);
    expect([...index.allTerms()]).toEqual(['cover', 'page', 'pai', 'rang', 'resum', 'salari', 'zeta']);
    expect([0, 1, 2].filter((doc) => index.contains('page', doc))).toEqual([1, 2]);
    expect([0, 1, 2].filter((doc) => index.contains('salari', doc))).toEqual([0, 1]);
    expect(index.has('pag')).toBe(false);
  });

  it('refuses stored terms out of order', () => {
    const data = new Bm25Index(documents, options).toData();
    const steps = Bm25Index.restoring({ ...data, terms: [...data.terms].reverse() });
    expect(() => {
      for (let next = steps.next(); !next.done; next = steps.next());
    }).toThrow(/not sorted/);
  });
});
