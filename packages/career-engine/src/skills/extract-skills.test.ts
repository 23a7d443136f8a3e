import { describe, expect, it } from 'vitest';
import {
  aliasKey,
  createSkillExtractor,
  evidenceLeadWords,
  getSkillExtractor,
  normaliseSkill,
} from './extract-skills.js';
import { buildTaxonomy, loadTaxonomy } from './taxonomy/index.js';

const extractor = getSkillExtractor();
const ids = (text: string) => extractor.extract(text).map((s) => s.id);

describe('taxonomy', () => {
  it('has a few thousand skills with unique kebab-case ids, across tech and business', () => {
    const taxonomy = loadTaxonomy();
    expect(taxonomy.length).toBeGreaterThanOrEqual(2500);
    for (const skill of taxonomy) expect(skill.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(taxonomy.map((s) => s.id)).size).toBe(taxonomy.length);
    const areas = new Set(taxonomy.map((s) => s.area));
    expect([...areas]).toEqual(expect.arrayContaining(['tech', 'business', 'soft']));
    expect(taxonomy.reduce((n, s) => n + s.aliases.length, 0)).toBeGreaterThan(4000);
  });

  it('never maps one unguarded surface form to two skills', () => {
    const owners = new Map<string, Set<string>>();
    for (const skill of loadTaxonomy()) {
      const guarded = new Set((skill.context ?? []).map((r) => aliasKey(r.alias)));
      for (const form of [skill.name, ...skill.aliases]) {
        const key = aliasKey(form);
        if (guarded.has(key)) continue;
        owners.set(key, (owners.get(key) ?? new Set()).add(skill.id));
      }
    }
    const clashes = [...owners].filter(([, set]) => set.size > 1).map(([key, set]) => `${key}: ${[...set]}`);
    expect(clashes).toEqual([]);
  });

  it('fails loudly on a duplicate id', () => {
    const block = { area: 'tech' as const, category: 'X', lines: 'Foo\nfoo' };
    expect(() => buildTaxonomy([block])).toThrow(/Duplicate skill id "foo"|unknown skills/);
  });
});

describe('extract', () => {
  it('folds aliases into the canonical skill', () => {
    expect(ids('Senior JS developer')).toEqual(['javascript']);
    expect(ids('ECMAScript 2015')).toContain('javascript');
    expect(ids('We run k8s on GCP')).toEqual(['kubernetes', 'google-cloud-platform']);
    expect(ids('Postgres or psql')).toEqual(['postgresql']);
    expect(ids('ML and NLP')).toEqual(['machine-learning', 'natural-language-processing']);
    expect(ids('Golang services')).toEqual(['go']);
  });

  it('reads "PM" as product or project management from context, and not as a time', () => {
    expect(ids('As PM you own the product roadmap and the backlog')).toContain('product-management');
    expect(ids('As PM you own the product roadmap and the backlog')).not.toContain('project-management');
    expect(ids('The PM tracks the project schedule and budget')).toContain('project-management');
    expect(ids('The PM tracks the project schedule and budget')).not.toContain('product-management');
    expect(ids('Interviews end at 5 PM')).toEqual([]);
  });

  it('reads "Go" as the language only in programming context', () => {
    expect(ids('Our go to market plan')).toEqual(['go-to-market-strategy']);
    expect(ids('Go to market by Q3')).not.toContain('go');
    expect(ids('Services written in Go and Rust')).toEqual(['go', 'rust']);
    expect(ids('Ready to go live next week')).toEqual([]);
  });

  it('reads "R" and "C" only as standalone languages in context', () => {
    expect(ids('Statistics in R and Python')).toEqual(expect.arrayContaining(['r', 'python', 'statistics']));
    expect(ids('Grade R students')).toEqual([]);
    expect(ids('R&D budget')).toEqual(['research-and-development']);
    expect(ids('Embedded C for microcontrollers')).toContain('c');
    expect(ids('We raised a Series C round')).toEqual([]);
  });

  it('keeps "Excel" the product but not the verb', () => {
    expect(ids('Advanced Excel and SQL')).toEqual(expect.arrayContaining(['excel-analytics', 'sql']));
    expect(ids('Excel, Word and PowerPoint')).toEqual(['microsoft-excel', 'microsoft-word', 'microsoft-powerpoint']);
    expect(ids('You will excel at building rapport')).toEqual([]);
  });

  it('handles punctuation inside tokens', () => {
    expect(ids('Node.js, C++, C#, .NET, CI/CD and scikit-learn')).toEqual([
      'node-js',
      'cplusplus',
      'csharp',
      'dotnet',
      'continuous-delivery',
      'scikit-learn',
    ]);
    expect(ids('ASP.NET MVC')).toEqual(['asp-net']);
    expect(ids('Objective-C')).toEqual(['objective-c']);
    expect(ids('VueJS and Vue.js')).toEqual(['vue-js']);
  });

  it('keeps Java and JavaScript apart, and matches nothing inside words', () => {
    expect(ids('Java and JavaScript')).toEqual(['java', 'javascript']);
    expect(ids('Javanese speaker')).not.toContain('java');
    expect(ids('A rustic cabin with Rustic charm')).toEqual([]);
    expect(ids('Gopher and Cargo')).toEqual([]);
  });

  it('prefers the longest match', () => {
    expect(ids('machine learning engineering')).toEqual(['machine-learning-engineering']);
    expect(ids('machine learning')).toEqual(['machine-learning']);
    expect(ids('Spring Boot')).toEqual(['spring-boot']);
    expect(ids('Microsoft SQL Server')).toEqual(['microsoft-sql-server']);
  });

  it('normalises hyphens, spelling variants and plurals', () => {
    expect(ids('machine-learning')).toEqual(['machine-learning']);
    expect(ids('data visualisation')).toEqual(['data-visualization']);
    expect(ids('financial modelling')).toEqual(['financial-modeling']);
    expect(ids('REST APIs and microservices')).toEqual(['rest-apis', 'microservices']);
  });

  it('counts mentions and returns spans into the original text', () => {
    const text = 'Python,  python and PYTHON; then\nKubernetes (k8s).';
    const found = extractor.extract(text);
    expect(found[0]).toMatchObject({ id: 'python', name: 'Python', category: 'Programming languages', count: 3 });
    expect(found[1]).toMatchObject({ id: 'kubernetes', count: 2 });
    for (const skill of found) {
      for (const span of skill.spans) expect(text.slice(span.start, span.end)).toBe(span.text);
    }
    expect(found[0]?.spans.map((s) => s.text)).toEqual(['Python', 'python', 'PYTHON']);
    expect(found[1]?.spans.map((s) => s.start)).toEqual([text.indexOf('Kubernetes'), text.indexOf('k8s')]);
  });

  it('keeps spans right across collapsed whitespace in multi-word skills', () => {
    const text = 'strong   stakeholder\n management';
    const [found] = extractor.extract(text);
    expect(found?.id).toBe('stakeholder-management');
    expect(found?.spans[0]).toEqual({ start: 9, end: text.length, text: 'stakeholder\n management' });
  });

  it('keeps spans right past curly quotes, dashes and letters that lengthen when lower-cased', () => {
    // "İ" lower-cases to two characters, so the text is lowered one character at a time; the
    // quotes and the dash are rewritten. Every span must still point at its own words.
    const text = ' — İstanbul team’s stack:  Python—Kubernetes, machine–learning and ‘React’ — ';
    const found = extractor.extract(text);
    expect(found.map((s) => s.id)).toEqual(
      expect.arrayContaining(['python', 'kubernetes', 'machine-learning', 'react']),
    );
    for (const skill of found) {
      for (const span of skill.spans) expect(text.slice(span.start, span.end)).toBe(span.text);
    }
    expect(found.find((s) => s.id === 'machine-learning')?.spans[0]?.text).toBe('machine–learning');
  });

  it('finds business and soft skills too', () => {
    expect(ids('Negotiation, public speaking and stakeholder management')).toEqual([
      'negotiation',
      'public-speaking',
      'stakeholder-management',
    ]);
    expect(ids('FP&A, GAAP and month-end close')).toEqual([
      'financial-planning-and-analysis',
      'gaap',
      'month-end-close',
    ]);
    expect(ids('Full-cycle recruiting and onboarding')).toEqual(['recruiting', 'onboarding']);
  });

  // Its speed is measured by bench/resumes.ts; a test asserting milliseconds fails on a busy machine.
  it('extracts every skill of a two-page resume, the same on every run', () => {
    const page =
      'Senior software engineer with 8 years of experience in TypeScript, Node.js, React and PostgreSQL. ' +
      'Led a team of five, mentoring junior developers and working with product managers on the roadmap. ' +
      'Built CI/CD pipelines with GitHub Actions, Docker and Kubernetes on AWS; reduced costs by 30%. ' +
      'Skills: Python, Go, Terraform, Redis, Kafka, GraphQL, REST APIs, agile, Scrum, communication.\n';
    const resume = page.repeat(16);
    expect(resume.length).toBeGreaterThan(5000);
    const first = extractor.extract(resume).map((s) => s.id);
    for (const skill of ['typescript', 'node-js', 'react', 'postgresql', 'docker', 'kubernetes', 'python', 'redis'])
      expect(first).toContain(skill);
    expect(extractor.extract(resume).map((s) => s.id)).toEqual(first);
  });

  it('works on an empty or symbol-only text', () => {
    expect(ids('')).toEqual([]);
    expect(ids('  \n\t -- // ++ ')).toEqual([]);
  });

  it('reads a short text right after a long one (the arrays a text is read into are reused)', () => {
    // The long text leaves letters where the short one ends: a stale letter there would hide the
    // word boundary after "Java", and one after "SQL" would join it to what follows.
    expect(ids(`${'abcdefghij '.repeat(300)}Kubernetes`)).toEqual(['kubernetes']);
    expect(ids('Java')).toEqual(['java']);
    expect(ids('SQL')).toEqual(['sql']);
    expect(ids('SQL and Java')).toEqual(['sql', 'java']);
  });

  it('runs an evidence pattern only where its own lead words stand, and finds it there', () => {
    for (const skill of loadTaxonomy())
      for (const pattern of skill.evidence ?? []) expect(evidenceLeadWords(pattern), pattern.source).not.toBeNull();
    // "team" is a lead word of another pattern; the mentoring one must still run on its own words.
    expect(ids('Mentored two engineers on the team.')).toContain('mentoring-skills');
    expect(ids('Partnered with design and the team lead for the launch.')).toEqual(
      expect.arrayContaining(['cross-team-collaboration', 'leadership']),
    );
    expect(ids('The team ships weekly.')).not.toContain('leadership');
  });
});

describe('normaliseSkill', () => {
  it('maps user-entered names to canonical skills', () => {
    expect(normaliseSkill('k8s')?.id).toBe('kubernetes');
    expect(normaliseSkill('  postgres ')?.id).toBe('postgresql');
    expect(normaliseSkill('Microsoft Excel')?.name).toBe('Microsoft Excel');
    expect(normaliseSkill('go')?.id).toBe('go');
    expect(normaliseSkill('Atlassian JIRA')?.id).toBe('jira');
    expect(normaliseSkill('Salesforce software')?.id).toBe('salesforce');
  });

  it('returns null for unknown or ambiguous names', () => {
    expect(normaliseSkill('underwater basket weaving')).toBeNull();
    expect(normaliseSkill('PM')).toBeNull();
    expect(normaliseSkill('')).toBeNull();
  });
});

describe('createSkillExtractor', () => {
  it('works on a custom taxonomy with a context rule', () => {
    const custom = createSkillExtractor([
      { id: 'widgets', name: 'Widgets', category: 'Test', area: 'tech', aliases: ['WG'] },
      {
        id: 'lamp',
        name: 'LAMP stack',
        category: 'Test',
        area: 'tech',
        aliases: ['Lamp'],
        context: [{ alias: 'Lamp', caseSensitive: true, near: ['php', 'mysql'] }],
      },
    ]);
    expect(custom.extract('WG and widgets').map((s) => [s.id, s.count])).toEqual([['widgets', 2]]);
    expect(custom.extract('a desk Lamp').map((s) => s.id)).toEqual([]);
    expect(custom.extract('Lamp with PHP').map((s) => s.id)).toEqual(['lamp']);
  });
});
