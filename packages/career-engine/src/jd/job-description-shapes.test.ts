import { describe, expect, it } from 'vitest';
import { analyseResume } from '../ats/ats-score';
import { getSkillExtractor } from '../skills/extract-skills';
import { analyseJobDescription } from './analyse-job-description';
import { experienceAsks, phraseRequirement } from './phrases';

// Postings in the shapes people paste, written for these tests: markdown sections (as in RJDB), a
// "Job Description: X (N Years of Experience)" heading, and a one-line Hacker News post.
const skills = getSkillExtractor();
const read = (text: string) => analyseJobDescription(text, skills);
const names = (reqs: { anyOf: string[] }[]) => reqs.flatMap((r) => r.anyOf);

const MARKDOWN = `

## Job title
Pastry Cook

## Job Summary
We are seeking a Pastry Cook with solid experience to join our hotel kitchen.

## Required Skills
1. Customer Service: Greeting guests at the dessert counter and using Microsoft Excel for orders.
2. Laminated Doughs: Producing croissants and puff pastry by hand.
3. Mastered piping and plating techniques
4. Physical stamina to stand through long shifts

## Required Experience
1. Has spent at least 3 years working as a Pastry Cook.
2. Prior experience as a Line Cook in a busy restaurant.

## Responsibilities
1. Prepare desserts and breads every morning.
`;

describe('job descriptions in every shape', () => {
  it('reads markdown sections: the title under "## Job title", skills under "## Required Skills"', () => {
    const jd = read(MARKDOWN);
    expect(jd.title).toBe('Pastry Cook');
    expect(jd.sections.map((s) => s.kind)).toEqual([
      'other',
      'other',
      'requirements',
      'requirements',
      'responsibilities',
    ]);
    expect(jd.years).toEqual({ min: 3 });
    // "Mastered" is a verb here, not a master's degree.
    expect(jd.degree).toBeUndefined();
  });

  it("reads a labelled line's label as a listed requirement, and the tools its explanation names", () => {
    const jd = read(MARKDOWN);
    const service = jd.required.find((r) => r.anyOf.includes('Customer service'));
    expect(service?.listed).toBe(true);
    expect(names(jd.required)).toContain('Microsoft Excel');
  });

  it('keeps requirements the taxonomy does not know as phrases, and experience asked in named roles', () => {
    const jd = read(MARKDOWN);
    expect(jd.phrases?.map((p) => p.label)).toEqual(
      expect.arrayContaining(['Laminated Doughs', 'Mastered piping and plating techniques']),
    );
    expect(jd.experience).toEqual([
      expect.objectContaining({ role: 'Pastry Cook', years: 3 }),
      expect.objectContaining({ role: 'Line Cook' }),
    ]);
    expect(jd.experience?.[1]?.years).toBeUndefined();
  });

  it('reads "Job Description: Front End Engineer (2 Years of Experience)" as the title and the years', () => {
    const jd = read(`Job Description: Front End Engineer (2 Years of Experience)

We build booking software for clinics.

Requirements
- React and TypeScript
- Comfortable writing tests`);
    expect(jd.title).toBe('Front End Engineer');
    expect(jd.years).toEqual({ min: 2 });
    expect(names(jd.required)).toEqual(expect.arrayContaining(['React', 'TypeScript']));
  });

  it('reads a one-line "who is hiring" post: company, role, and what it asks as requirements', () => {
    const jd = read(`Lumen Freight | Senior Backend Engineer | Remote (US/EU) | $150k-$180k + equity | Full-time
We move pallets across Europe with software. You have 5+ years building services in Go and run PostgreSQL in production. Email jobs@lumen.example`);
    expect(jd.title).toBe('Senior Backend Engineer');
    expect(jd.company).toBe('Lumen Freight');
    expect(jd.seniority).toBe('senior');
    expect(jd.years).toEqual({ min: 5 });
    expect(names(jd.required)).toEqual(expect.arrayContaining(['Go', 'PostgreSQL']));
  });

  it('takes the role from a piped post whose first part names the company with a batch', () => {
    const jd = read('Orbital Labs (YC W24) | Data Engineer | Berlin, ONSITE | https://orbital.example/jobs');
    expect(jd.title).toBe('Data Engineer');
    expect(jd.company).toBe('Orbital Labs');
  });
});

describe('phrases and experience asks', () => {
  it('never takes "Infrastructure as Code" or "such as Terraform" for a role', () => {
    expect(
      experienceAsks([
        'Experience with Infrastructure as Code and deployment tooling such as Terraform, Ansible, or Puppet.',
        'Good working knowledge of an operating system such as Windows',
      ]),
    ).toEqual([]);
    expect(experienceAsks(['- Minimum of 5 years of experience as Animal caretakers'])).toEqual([
      expect.objectContaining({ role: 'Animal caretakers', years: 5 }),
    ]);
  });

  it('makes no phrase of prose, a link or a list of examples', () => {
    expect(phraseRequirement('Embody the company values https://acme.example/about', 'requirements')).toBeUndefined();
    expect(
      phraseRequirement('Familiarity with storage protocols like NFS, SMB, iSCSI, or NVMe-oF', 'requirements'),
    ).toBeUndefined();
    expect(
      phraseRequirement(
        'You thrive when you can take a vague problem, talk to customers and turn it into a plan the team believes in',
        'requirements',
      ),
    ).toBeUndefined();
    expect(phraseRequirement('- Strength to handle heavy baking equipment', 'requirements')?.terms).toEqual([
      'strength',
      'handl',
      'heavy',
      'bak',
      'equipment',
    ]);
  });

  it('reads a "DETAILS:" list of shift and workdays as the job’s logistics, not as what it asks for', () => {
    // As a real posting ends (Commure's Senior Accountant); the ATS advice said "The job asks for Workdays".
    const job =
      'Senior Accountant\nWHAT YOU HAVE\n - 3-5 years of relevant experience\n - Strong knowledge of IFRS & US GAAP\n - Advanced Excel & ERP Skills\n\nDETAILS:\n - Shift Detail: Hybrid shift, (2:00 pm, BST - 11:00 pm, BST)\n - Workdays: Monday to Friday\n';
    expect(read(job).sections.map((s) => s.kind)).toEqual(['other', 'requirements', 'other']);
    const missing = analyseResume(
      'Jo Doe\nEXPERIENCE\nAccountant, Acme 2019 - 2024\n- Closed the books',
      job,
      skills,
    ).skills.requiredMissing.map((n) => n.toLowerCase());
    expect(missing).toEqual(expect.arrayContaining(['ifrs']));
    for (const debris of ['details', 'shift detail', 'workdays']) expect(missing).not.toContain(debris);
  });
});
