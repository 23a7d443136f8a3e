import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createSkillExtractor, getSkillExtractor } from './extract-skills.js';
import {
  createSkillExtractorWithOnet,
  mergeOnetSkills,
  ONET_ATTRIBUTION,
  parseOnetTechnologySkills,
  recogniseOnetName,
} from './onet.js';
import { loadTaxonomy } from './taxonomy/index.js';

// A tiny file in the real O*NET layout; the names are made up except for well-known products.
const FIXTURE = [
  'O*NET-SOC Code\tExample\tCommodity Code\tCommodity Title\tHot Technology\tIn Demand',
  '15-1252.00\tAtlassian JIRA\t43232201\tContent workflow software\tY\tN',
  '15-1252.00\tStructured query language SQL\t43232306\tData base user interface and query software\tY\tY',
  '11-1021.00\tStructured query language SQL\t43232306\tData base user interface and query software\tN\tN',
  '15-1252.00\tGo\t43232402\tDevelopment environment software\tN\tN',
  '43-4051.00\tAcme Widget Tracker\t43232303\tCustomer relationship management CRM software\tN\tN',
  '43-4051.00\tZorblax\t43232303\tCustomer relationship management CRM software\tY\tN',
  '',
].join('\r\n');

const dir = mkdtempSync(path.join(tmpdir(), 'onet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('O*NET technology skills', () => {
  it('parses distinct technologies with their category and hot flag', () => {
    const techs = parseOnetTechnologySkills(FIXTURE);
    expect(techs.map((t) => t.example)).toEqual([
      'Atlassian JIRA',
      'Structured query language SQL',
      'Go',
      'Acme Widget Tracker',
      'Zorblax',
    ]);
    expect(techs[1]).toMatchObject({
      hot: true,
      occupations: 2,
      commodityTitle: 'Data base user interface and query software',
    });
    expect(techs[2]?.hot).toBe(false);
  });

  it('rejects a file without the O*NET columns', () => {
    expect(() => parseOnetTechnologySkills('a\tb\n1\t2')).toThrow(/O\*NET/);
  });

  it('recognises O*NET spellings of skills we already have', () => {
    const base = getSkillExtractor();
    expect(recogniseOnetName(base, 'Atlassian JIRA')?.id).toBe('jira');
    expect(recogniseOnetName(base, 'Structured query language SQL')?.id).toBe('sql');
    expect(recogniseOnetName(base, 'Amazon Simple Storage Service S3')?.id).toBe('amazon-s3');
    expect(recogniseOnetName(base, 'Acme Widget Tracker')).toBeNull();
  });

  it('merges: known names become aliases, new ones skills in their category, with attribution', () => {
    const taxonomy = loadTaxonomy();
    const { taxonomy: merged, added } = mergeOnetSkills(taxonomy, parseOnetTechnologySkills(FIXTURE));
    expect(added).toBe(2);
    expect(merged.length).toBe(taxonomy.length + 2);
    const widget = merged.find((s) => s.name === 'Acme Widget Tracker');
    expect(widget).toMatchObject({
      id: 'onet-acme-widget-tracker',
      category: 'Customer relationship management CRM software',
      source: ONET_ATTRIBUTION,
    });
    expect(merged.find((s) => s.id === 'sql')?.aliases).toContain('Structured query language SQL');
    // The shipped taxonomy is left as it was.
    expect(taxonomy.find((s) => s.id === 'sql')?.aliases).not.toContain('Structured query language SQL');

    const extractor = createSkillExtractor(merged);
    const found = extractor.extract('Tickets in Atlassian JIRA, reports in Acme Widget Tracker and Zorblax');
    expect(found.map((s) => s.id)).toEqual(['jira', 'onet-acme-widget-tracker', 'onet-zorblax']);
    // "Go" stays guarded by its context rule rather than becoming a bare alias.
    expect(extractor.extract('Ready to go. Go to the store').map((s) => s.id)).toEqual([]);
    // A one-word O*NET name only matches as written.
    expect(extractor.extract('zorblax').map((s) => s.id)).toEqual([]);
  });

  it('builds an extractor from the text of a file', () => {
    const file = path.join(dir, 'Technology Skills.txt');
    writeFileSync(file, FIXTURE);
    const extractor = createSkillExtractorWithOnet(readFileSync(file, 'utf8'));
    expect(extractor.extract('Acme Widget Tracker and k8s').map((s) => s.id)).toEqual([
      'onet-acme-widget-tracker',
      'kubernetes',
    ]);
  });

  // Tests read the shared data from ../shared/data next to the repository root, as CI does.
  const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
  const shared = path.join(repoRoot, '../shared/data/skills-onet-29.2/Technology Skills.txt');
  it.runIf(existsSync(shared))('loads the real O*NET 29.2 file and extracts from it', () => {
    const text = readFileSync(shared, 'utf8');
    const techs = parseOnetTechnologySkills(text);
    expect(techs.length).toBeGreaterThan(8000);
    const extractor = createSkillExtractorWithOnet(text);
    expect(extractor.skills.length).toBeGreaterThan(loadTaxonomy().length + 5000);
    expect(extractor.extract('We use Jira and Salesforce').map((s) => s.id)).toEqual(['jira', 'salesforce']);
  });
});
