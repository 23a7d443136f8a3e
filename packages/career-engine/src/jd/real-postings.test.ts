// The job description reader on real Ashby postings, read at test time from ../shared/data (never
// copied into the repository). Postings are named by board and id.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getSkillExtractor } from '../skills/extract-skills';
import { analyseJobDescription, jobDescriptionSkills } from './analyse-job-description';

interface Posting {
  board: string;
  id: string;
  title: string;
  descriptionPlain: string;
}
const file = path.resolve(import.meta.dirname, '../../../../../shared/data/ashby-postings/ashby_postings.jsonl.gz');
const postings: Posting[] = gunzipSync(readFileSync(file))
  .toString('utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Posting);
const byId = (id: string) => postings.find((p) => p.id === id) as Posting;
const skills = getSkillExtractor();
const names = (reqs: { anyOf: string[] }[]) => reqs.flatMap((r) => r.anyOf);
// Every 15th posting: about 500 of 7,463, every board represented, fast enough for a unit test.
const sample = postings.filter((_, i) => i % 15 === 0);

describe('analyseJobDescription on real postings', () => {
  it('Crusoe, Senior Staff Software Engineer, Storage (ce93ec52): sections, one-of groups, no benefits', () => {
    const p = byId('ce93ec52-0a1b-42cc-84f4-a87549a0f8e5');
    const a = analyseJobDescription(p.descriptionPlain, skills, { title: p.title });
    expect(a.title).toBe('Senior Staff Software Engineer, Storage');
    expect(a.company).toBe('Crusoe');
    // "Senior Staff" is above staff, never read as plain senior.
    expect(a.seniority).toBe('staff');
    const kinds = a.sections.map((s) => s.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['about', 'responsibilities', 'requirements', 'preferred', 'benefits', 'legal']),
    );
    // "languages such as C, C++, and/or Rust" is one requirement; "Java or Go" one preferred.
    expect(a.required.find((r) => r.anyOf.includes('Rust'))?.anyOf).toEqual(['C', 'C++', 'Rust']);
    expect(a.preferred.find((r) => r.anyOf.includes('Go'))?.anyOf).toEqual(['Java', 'Go']);
    // "Infrastructure as Code tooling (e.g., Ansible, Chef, Puppet, Terraform)": the category and its examples.
    expect(a.preferred.find((r) => r.anyOf.includes('Terraform'))?.anyOf).toEqual([
      'Infrastructure as code',
      'Ansible',
      'Chef',
      'Puppet',
      'Terraform',
    ]);
    expect(names(a.required)).toContain('Linux');
    const all = [...names(a.required), ...names(a.preferred)];
    for (const never of ['Dental', 'Health insurance', 'Insurance sales', 'Retirement planning', 'Sustainability'])
      expect(all).not.toContain(never);
    expect(a.degree).toMatchObject({ level: 'master', required: false });
  });

  it('the mission sentence that opens a Crusoe posting is never its title', () => {
    const p = byId('ce93ec52-0a1b-42cc-84f4-a87549a0f8e5');
    expect(p.descriptionPlain.startsWith("Crusoe's mission")).toBe(true);
    expect(analyseJobDescription(p.descriptionPlain, skills).title).toBeUndefined();
    expect(analyseJobDescription(`${p.title}\n${p.descriptionPlain}`, skills).title).toBe(p.title);
  });

  it('9fin, Senior Full Stack Engineer (23ee1a49): "a great fit if you" is the requirements, the stack is preferred', () => {
    const p = byId('23ee1a49-f6c4-49e1-aca5-b60a65483726');
    const a = analyseJobDescription(p.descriptionPlain, skills, { title: p.title });
    expect(a.sections.find((s) => s.kind === 'requirements')?.heading).toMatch(/great fit if you/);
    expect(a.sections.some((s) => s.kind === 'legal')).toBe(true);
    expect(a.company).toBe('9fin');
    expect(names(a.required)).toContain('Full-stack development');
    expect(names(a.preferred)).toEqual(expect.arrayContaining(['React', 'TypeScript', 'Python', 'PostgreSQL']));
    // The company blurb ("credit, legal & ESG analysis") yields nothing.
    expect([...names(a.required), ...names(a.preferred)]).not.toContain('Sustainability');
  });

  it('finds a requirements section in most postings and the minimum years in many', () => {
    const analyses = sample.map((p) => analyseJobDescription(p.descriptionPlain, skills, { title: p.title }));
    const share = (n: number) => n / analyses.length;
    expect(share(analyses.filter((a) => a.skillsFrom === 'requirements').length)).toBeGreaterThan(0.85);
    expect(share(analyses.filter((a) => a.years).length)).toBeGreaterThan(0.55);
    for (const a of analyses) if (a.years) expect(a.years.min).toBeLessThanOrEqual(20);
  });

  it('never reads a benefit line as a required skill', () => {
    const BENEFIT_WORDING =
      /\b(for you and your|dependents|premiums|401\s?\(?k|company[- ]paid|time off|our benefits|we offer|benefits program)\b/i;
    const leaks: string[] = [];
    for (const p of sample) {
      const a = analyseJobDescription(p.descriptionPlain, skills, { title: p.title });
      for (const r of [...a.required, ...a.preferred]) {
        if (!['about', 'benefits', 'legal'].includes(r.from) && !BENEFIT_WORDING.test(r.evidence)) continue;
        leaks.push(`${p.board}/${p.id}: ${r.label} <- ${r.evidence}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('reads the same skills alone as in the whole analysis (what ingestion stores)', () => {
    for (const p of sample) {
      const { required, preferred } = analyseJobDescription(p.descriptionPlain, skills, { title: p.title });
      expect(jobDescriptionSkills(p.descriptionPlain, skills, { title: p.title })).toEqual({ required, preferred });
    }
  });

  it('reads the title line of a pasted posting as its title', () => {
    const found = sample.filter(
      (p) =>
        analyseJobDescription(`${p.title}\n${p.descriptionPlain}`, skills).title ===
        p.title.replace(/\s+/g, ' ').trim(),
    );
    expect(found.length / sample.length).toBeGreaterThan(0.9);
  });
});
