import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Bm25Index } from './bm25';
import { bestFirst, createKnowledgeBase, defaultArticlesDir, loadKnowledgeBase } from './knowledge-base';
import { parseFrontMatter, splitSections, stripInlineMarkdown } from './markdown';

const article = (title: string, topics: string, audience: string, body: string) =>
  `---\ntitle: ${title}\ntopics: [${topics}]\naudience: ${audience}\nsummary: About ${title.toLowerCase()}.\n---\n\n${body}`;

/** A tiny knowledge base whose right answers are obvious, so ranking changes show. */
const FIXTURE = [
  {
    slug: 'resume-length',
    markdown: article(
      'Resume length',
      'resume',
      'jobseeker',
      '## How many pages\n\nOne page early in a career; two pages for experienced people.\n\n## Fonts\n\nUse a readable font at 10-12 points.',
    ),
  },
  {
    slug: 'salary-negotiation',
    markdown: article(
      'Negotiating salary',
      'salary, negotiation',
      'jobseeker',
      '## Research your range\n\nFind the market pay range before you negotiate.\n\n## Scripts\n\nSay: "Based on my research, I was hoping for 85,000."',
    ),
  },
  {
    slug: 'cover-letters',
    markdown: article(
      'Cover letters',
      'cover-letter',
      'jobseeker',
      '## Length\n\nKeep a cover letter under one page; mention salary only if asked.',
    ),
  },
  {
    slug: 'job-descriptions',
    markdown: article(
      'Writing job descriptions',
      'recruiting',
      'recruiter',
      '## Requirements\n\nList only true requirements, and state the salary range.',
    ),
  },
];

describe('front matter', () => {
  it('parses title, bracketed topics, audience and summary', () => {
    const { data, body } = parseFrontMatter(
      '---\ntitle: "How to: write a CV"\ntopics: [resume, ats]\naudience: both\nsummary: Short.\n---\n\n## A\n\ntext',
    );
    expect(data).toEqual({
      title: 'How to: write a CV',
      topics: ['resume', 'ats'],
      audience: 'both',
      summary: 'Short.',
    });
    expect(body.trim()).toBe('## A\n\ntext');
  });

  it('accepts YAML block lists and Windows line endings', () => {
    const { data } = parseFrontMatter(
      '---\r\ntitle: T\r\ntopics:\r\n  - visa\r\n  - work-authorization\r\n---\r\nbody',
    );
    expect(data.topics).toEqual(['visa', 'work-authorization']);
  });

  it('returns the whole text as body when there is no front matter', () => {
    expect(parseFrontMatter('# Title\n\ntext')).toEqual({ data: {}, body: '# Title\n\ntext' });
  });
});

describe('passage splitting', () => {
  it('splits at ## headings, keeps ### inside, drops the # title and keeps an intro', () => {
    const sections = splitSections('# Title\n\nIntro text.\n\n## First\n\nA.\n\n### Detail\n\nB.\n\n## Second\n\nC.');
    expect(sections).toEqual([
      { heading: '', text: 'Intro text.' },
      { heading: 'First', text: 'A.\n\n### Detail\n\nB.' },
      { heading: 'Second', text: 'C.' },
    ]);
  });

  it('ignores ## inside code fences', () => {
    const sections = splitSections('## Real\n\n```\n## not a heading\n```\n');
    expect(sections).toHaveLength(1);
  });

  it('strips inline Markdown for chat and speech', () => {
    expect(stripInlineMarkdown('**Bold** and *italic* with `code` and [a link](https://x.test)')).toBe(
      'Bold and italic with code and a link',
    );
  });
});

describe('BM25 index', () => {
  it('ranks by term rarity and frequency, and weighs fields', () => {
    const index = new Bm25Index(
      [
        { fields: { title: ['salari'], body: ['pai', 'rang'] } },
        { fields: { title: ['cover'], body: ['salari', 'page'] } },
        { fields: { title: ['resum'], body: ['page', 'page'] } },
      ],
      { fieldWeights: { title: 3, body: 1 } },
    );
    // Documents scored, best first.
    const ranked = (term: string) => {
      const { scores, touched } = index.score(new Map([[term, 1]]));
      return [...touched].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
    };
    expect(ranked('salari')).toEqual([0, 1]);
    expect(ranked('page')[0]).toBe(2);
    expect(index.idf('salari')).toBeGreaterThan(0);
    expect(index.idf('unknown')).toBe(0);
    expect(ranked('nothing')).toEqual([]);
  });
});

describe('bestFirst', () => {
  const ranked = (adjusted: number[], scores: number[] = adjusted) =>
    adjusted.map((a, order) => ({ adjusted: a, score: scores[order] ?? 0, order }));

  it('keeps the best few in order, as a full sort would', () => {
    const items = ranked(Array.from({ length: 200 }, (_, i) => (i * 37) % 101));
    const sorted = [...items].sort((a, b) => b.adjusted - a.adjusted || b.score - a.score || a.order - b.order);
    expect(bestFirst(items, 12)).toEqual(sorted.slice(0, 12));
    expect(bestFirst(items, 500)).toEqual(sorted);
    expect(bestFirst(items, 0)).toEqual([]);
  });

  it('breaks ties by raw score, then by the order passages were scored', () => {
    const items = ranked([5, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], [1, 3, 3]);
    expect(bestFirst(items, 2).map((h) => h.order)).toEqual([1, 2]);
  });
});

describe('knowledge base', () => {
  const kb = createKnowledgeBase(FIXTURE);

  it('lists articles with their front matter and splits passages by section', () => {
    expect(kb.articles.map((a) => a.slug)).toEqual([
      'cover-letters',
      'job-descriptions',
      'resume-length',
      'salary-negotiation',
    ]);
    expect(kb.article('salary-negotiation')).toEqual({
      slug: 'salary-negotiation',
      title: 'Negotiating salary',
      topics: ['salary', 'negotiation'],
      audience: 'jobseeker',
      summary: 'About negotiating salary.',
    });
    expect(kb.passages).toHaveLength(6);
  });

  it('finds the right passage, with title and heading boosting', () => {
    const [best] = kb.search('how do I negotiate my salary?', 3);
    expect(best?.articleSlug).toBe('salary-negotiation');
    expect(kb.search('how many pages should my CV be', 1)[0]).toMatchObject({
      articleSlug: 'resume-length',
      heading: 'How many pages',
      topics: ['resume'],
    });
  });

  it('forgives typos against the vocabulary', () => {
    expect(kb.search('negociating my sallary', 1)[0]?.articleSlug).toBe('salary-negotiation');
  });

  it('reports coverage: how much of the question a passage covers', () => {
    const [best] = kb.search('salary range', 1);
    expect(best?.coverage).toBe(1);
    const [partial] = kb.search('salary for astronauts', 1);
    expect(partial?.coverage).toBeLessThan(0.5);
    expect(partial?.knownCoverage).toBe(1);
    expect(kb.search('zzz qqq')).toEqual([]);
  });

  it('favours the asker’s audience and the boosted topics', () => {
    const recruiter = kb.search('salary range in the posting', 1, { audience: 'recruiter' })[0];
    expect(recruiter?.articleSlug).toBe('job-descriptions');
    const score = (options: { boostTopics?: string[] }) =>
      kb.search('salary', 10, options).find((h) => h.articleSlug === 'cover-letters')?.score ?? 0;
    expect(score({ boostTopics: ['cover-letter'] })).toBeCloseTo(score({}) * 1.3);
  });

  it('loads a directory of Markdown files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kb-'));
    try {
      for (const { slug, markdown } of FIXTURE) writeFileSync(path.join(dir, `${slug}.md`), markdown);
      writeFileSync(path.join(dir, 'notes.txt'), 'ignored');
      expect(loadKnowledgeBase(dir).articles).toHaveLength(FIXTURE.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the shipped articles', () => {
  const kb = loadKnowledgeBase();

  it('are found beside the module and each has a title, topics, audience and summary', () => {
    const files = readdirSync(defaultArticlesDir()).filter((f) => f.endsWith('.md'));
    expect(kb.articles).toHaveLength(files.length);
    expect(kb.articles.length).toBeGreaterThanOrEqual(60);
    for (const a of kb.articles) {
      expect(a.title, a.slug).not.toBe(a.slug.replace(/-/g, ' '));
      expect(a.topics.length, a.slug).toBeGreaterThan(0);
      expect(a.summary.length, a.slug).toBeGreaterThan(20);
    }
    expect(kb.passages.length).toBeGreaterThan(kb.articles.length * 3);
  });

  it('searches in memory in about a millisecond once indexed', () => {
    // Warm up first: the figure of interest is the steady state of a running server.
    for (let i = 0; i < 300; i++) kb.search(`how do I prepare for interview number ${i}`);
    const started = performance.now();
    for (let i = 0; i < 100; i++) kb.search(`what should my resume say about project ${i}`);
    const perQuery = (performance.now() - started) / 100;
    process.stdout.write(
      `Knowledge base search: ${perQuery.toFixed(2)} ms per query over ${kb.passages.length} passages\n`,
    );
    expect(perQuery).toBeGreaterThan(0);
  });
});
