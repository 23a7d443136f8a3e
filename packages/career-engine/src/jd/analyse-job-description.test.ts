import { describe, expect, it } from 'vitest';
import { getSkillExtractor } from '../skills/extract-skills';
import { seededRandom } from '../testing/seeded-random';
import { analyseJobDescription } from './analyse-job-description';
import { classifyHeading, splitSections } from './sections';
import { splitSentences } from './skill-requirements';

const skills = getSkillExtractor();
const read = (text: string, hints?: { title?: string; company?: string }) => analyseJobDescription(text, skills, hints);
const names = (reqs: { anyOf: string[] }[]) => reqs.flatMap((r) => r.anyOf);

const POSTING = `Senior Backend Engineer

About Acme
Acme is a fast-growing logistics platform. Our mission is sustainability in freight, and we are hiring across every team. We value integrity.

What you'll do
- Design APIs in Go and operate them on Kubernetes
- Mentor engineers

Requirements
- 5+ years of professional software engineering experience
- Strong PostgreSQL and Redis knowledge
- Proficiency in a language such as Python, Ruby, Java, PHP or .NET
- A bachelor's degree in Computer Science or a related field
- Terraform experience is a plus

Nice to have
- Experience with one of Kafka, RabbitMQ or Amazon SQS
- Java or Go

Benefits
- Medical, dental and vision insurance
- 401(k) with company match and retirement planning support
- Health insurance for your family

Acme is an equal opportunity employer and considers applicants without regard to race, colour or religion.`;

describe('job description sections', () => {
  it('classifies headings by their cues, in the order that keeps "About you" and "Preferred qualifications" right', () => {
    expect(classifyHeading('About Us')).toBe('about');
    expect(classifyHeading('About you')).toBe('requirements');
    expect(classifyHeading('About the role')).toBe('other');
    expect(classifyHeading("🦸 What you'll do")).toBe('responsibilities');
    expect(classifyHeading('What You’ll Bring to the Team:')).toBe('requirements');
    expect(classifyHeading('Preferred Qualifications')).toBe('preferred');
    expect(classifyHeading('Bonus points')).toBe('preferred');
    expect(classifyHeading('Our Tech Stack')).toBe('preferred');
    expect(classifyHeading('What we offer')).toBe('benefits');
    expect(classifyHeading('Compensation Range')).toBe('benefits');
    expect(classifyHeading('Equal Opportunity Employer')).toBe('legal');
    expect(classifyHeading('Cross-functional collaboration')).toBeNull();
  });

  it('splits a posting into about, responsibilities, requirements, preferred, benefits and legal', () => {
    const kinds = splitSections(POSTING).map((s) => s.kind);
    expect(kinds).toEqual(['other', 'about', 'responsibilities', 'requirements', 'preferred', 'benefits', 'legal']);
  });

  it('moves unheaded boilerplate after a list out of the list', () => {
    const sections = splitSections(
      'Requirements\n- TypeScript\nThe base salary range is $120,000 - $150,000 plus equity and a 401(k).\nWe are an equal opportunity employer.',
    );
    expect(sections.map((s) => s.kind)).toEqual(['requirements', 'benefits', 'legal']);
  });
});

describe('analyseJobDescription', () => {
  it('reads title, company, seniority, years and degree', () => {
    const a = read(POSTING);
    expect(a.title).toBe('Senior Backend Engineer');
    expect(a.company).toBe('Acme');
    expect(a.seniority).toBe('senior');
    expect(a.years).toEqual({ min: 5 });
    expect(a.degree).toMatchObject({ level: 'bachelor', required: true });
    expect(a.skillsFrom).toBe('requirements');
  });

  it('takes skills from requirements and preferred sections only, never from benefits, the company or the law', () => {
    const a = read(POSTING);
    const required = names(a.required);
    expect(required).toEqual(expect.arrayContaining(['PostgreSQL', 'Redis']));
    // Go and Kubernetes are in the responsibilities, which do not count when requirements exist.
    expect(required).not.toContain('Kubernetes');
    for (const never of [
      'Dental',
      'Health insurance',
      'Retirement planning',
      'Sustainability',
      'Integrity',
      'Recruiting',
    ])
      expect([...required, ...names(a.preferred)]).not.toContain(never);
    expect(names(a.preferred)).toContain('Terraform');
    expect(required).not.toContain('Terraform');
  });

  it('makes "one of" groups one requirement satisfied by any member', () => {
    const a = read(POSTING);
    const language = a.required.find((r) => r.anyOf.includes('Python'));
    expect(language?.anyOf).toEqual(['Python', 'Ruby', 'Java', 'PHP', '.NET']);
    expect(language?.label).toBe('Python, Ruby, Java, PHP or .NET');
    expect(a.required.filter((r) => r.anyOf.includes('Ruby'))).toHaveLength(1);
    const queue = a.preferred.find((r) => r.anyOf.includes('Apache Kafka'));
    expect(queue?.anyOf).toHaveLength(3);
    expect(a.preferred.find((r) => r.anyOf.includes('Go'))?.anyOf).toEqual(['Java', 'Go']);
  });

  it('keeps a list of examples broken across lines inside parentheses as one group', () => {
    const a = read(
      'SRE\nRequirements\n- Coding skills in at least one modern language (e.g.\nTypeScript, Python, Go, Java)',
    );
    expect(a.required.map((r) => r.anyOf)).toEqual([['TypeScript', 'Python', 'Go', 'Java']]);
  });

  it('keeps skills joined by "and" as separate requirements', () => {
    const a = read('Frontend Engineer\nRequirements\n- React and TypeScript\n- Jest, Cypress and Storybook');
    expect(a.required.map((r) => r.anyOf.length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('counts responsibilities for required skills only when there is no requirements section', () => {
    const a = read("Platform Engineer\nWhat you'll do\n- Run Kubernetes and Terraform\nBenefits\n- Dental");
    expect(a.skillsFrom).toBe('responsibilities');
    expect(names(a.required)).toEqual(['Kubernetes', 'Terraform']);
  });

  it('reads a posting without headings sentence by sentence, skipping benefit sentences', () => {
    const a = read(
      'Frontend Engineer\nWe need 3-5 years of experience with React and TypeScript. Kubernetes is a plus. We offer dental and a 401(k).',
    );
    expect(a.skillsFrom).toBe('sentences');
    expect(a.years).toEqual({ min: 3, max: 5 });
    expect(names(a.required)).toEqual(['React', 'TypeScript']);
    expect(names(a.preferred)).toEqual(['Kubernetes']);
  });

  it('reads a short last line that names a cue as a sentence, not an empty heading', () => {
    const a = read('React Engineer\nReact required');
    expect(a.title).toBe('React Engineer');
    expect(names(a.required)).toEqual(['React']);
  });

  it('ignores skills a sentence says are not needed', () => {
    const a = read("Product Manager\nAbout you\n- While you don't need to be a data scientist, you use SQL daily");
    expect(names(a.required)).not.toContain('Data science');
  });

  it('never takes a mission sentence for the title', () => {
    const mission =
      "Crusoe's mission is to accelerate the abundance of energy and intelligence.\nAbout the role\nWe build clouds.";
    expect(read(mission).title).toBeUndefined();
    expect(read(mission, { title: 'Senior Staff Software Engineer, Storage' }).title).toBe(
      'Senior Staff Software Engineer, Storage',
    );
    expect(read('We are looking for a skilled Web Developer to join our team.').title).toBe('Web Developer');
  });

  it('does not read company age or benefits as years of experience', () => {
    expect(read('Data Analyst\nAbout us\nFounded 10 years ago.\nRequirements\n- SQL').years).toBeUndefined();
  });
});

describe('splitSentences', () => {
  // The split as a regular expression, as it was written before the forward search replaced it.
  const reference = (line: string, semicolons: boolean) =>
    line.split(semicolons ? /(?<=[.;!?])\s+(?=[A-Z(])/ : /(?<=[.!?])\s+(?=[A-Z(])/);
  const alphabet = ['.', '!', '?', ';', ' ', '  ', '\t', '\u00a0', '\u2003', 'A', 'Zeta', 'a', 'e.g.', '(', ')', '1'];

  it('splits every line exactly where the look-behind expression does', () => {
    // The same generated inputs on every run.
    const next = seededRandom(7);
    const below = (n: number) => Math.floor(next() * n);
    for (let n = 0; n < 5000; n++) {
      const line = Array.from({ length: below(24) }, () => alphabet[below(alphabet.length)]).join('');
      for (const semicolons of [false, true]) {
        // splitSentences rejoins parts inside brackets or after "e.g.": each sentence is a run of
        // the expression's parts, in order, joined by a space.
        const parts = reference(line, semicolons);
        let k = 0;
        for (const sentence of splitSentences(line, semicolons)) {
          let joined = parts[k++] as string;
          while (joined !== sentence && k < parts.length) joined += ` ${parts[k++]}`;
          expect(joined, JSON.stringify(line)).toBe(sentence);
        }
        expect(k, JSON.stringify(line)).toBe(parts.length);
      }
    }
    expect(splitSentences('Ship it. Then test! Is it (e.g. Go)? Yes; no', true)).toEqual([
      'Ship it.',
      'Then test!',
      'Is it (e.g. Go)?',
      'Yes; no',
    ]);
  });
});
