import { describe, expect, it } from 'vitest';
import { inferredJobTitle, occupationEvidence } from './inferred-title';
import { proposedJobTitle } from './proposed-title';

type Education = { degree?: string; field?: string; institution?: string };
const resume = (parts: {
  education?: Education[];
  summary?: string;
  skills?: string[];
  descriptions?: string[];
  companies?: string[];
}) => ({
  contact: { links: [] },
  summary: parts.summary,
  education: parts.education ?? [],
  skills: parts.skills ?? [],
  experience: [
    ...(parts.descriptions ?? []).map((description) => ({ description, bullets: [] })),
    ...(parts.companies ?? []).map((company) => ({ company, bullets: [] })),
  ],
});

describe('the occupation a resume without a title points to', () => {
  it('reads the field of a degree', () => {
    const cases: [Education, string, string][] = [
      [{ degree: 'LL.B.', field: 'Law' }, 'Lawyer', '23-'],
      [{ degree: 'B.E.', field: 'Mechanical Engineering' }, 'Mechanical Engineer', '17-2141'],
      [{ degree: 'Diploma', field: 'Civil' }, 'Civil Engineer', '17-2051'],
      [{ degree: 'M.F.A', field: 'Painting' }, 'Artist', '27-'],
      [{ degree: 'Diploma', field: 'Nutrition and Dietetics' }, 'Nutritionist', '29-1031'],
      [{ degree: 'B.Tech', field: 'Electronics & Telecommunication' }, 'Electronics Engineer', '17-2072'],
      [{ degree: 'MCA', field: 'Computer Applications' }, 'Software Developer', '15-12'],
      [{ degree: 'B.Pharm' }, 'Pharmacist', '29-1051'],
      [{ degree: 'B.Sc', field: 'Nursing' }, 'Nurse', '29-'],
    ];
    for (const [education, title, code] of cases) {
      const got = proposedJobTitle({ resume: resume({ education: [education] }) });
      expect(got, JSON.stringify(education)).toMatchObject({ title, source: 'resume-inferred' });
      expect(got?.occupation?.code.startsWith(code), title).toBe(true);
    }
  });

  it('does not infer from an academic degree alone, which many leave for other work', () => {
    expect(inferredJobTitle(resume({ education: [{ degree: 'B.A.', field: 'Sociology' }] }))).toBeNull();
    expect(inferredJobTitle(resume({ education: [{ degree: 'B.Com', field: 'Commerce' }] }))).toBeNull();
    expect(inferredJobTitle(resume({ education: [{ degree: 'HSC' }, { degree: 'MBA' }] }))).toBeNull();
  });

  it('reads what the person says they are or seek', () => {
    const said = (summary: string) => inferredJobTitle(resume({ summary }))?.title;
    expect(said('Seeking a position as a civil engineer in a growing infrastructure firm.')).toBe('Civil Engineer');
    expect(said('I would like to work as a fitness trainer and help people build strength.')).toBe('Fitness Trainer');
    expect(said('Hello! I am a landscape architect with a love of native plants.')).toBe('Landscape Architect');
    expect(said('Currently searching for a pastry chef job near the coast.')).toBe('Pastry Chef');
  });

  it('the strongest evidence wins over a degree in another field', () => {
    const got = inferredJobTitle(
      resume({
        education: [{ degree: 'B.Sc', field: 'Chemistry' }, { degree: 'B.Com' }],
        descriptions: ['After my studies I want to grow as a python developer in a product company.'],
      }),
    );
    expect(got).toMatchObject({ title: 'Python Developer', evidence: ['statement'] });
  });

  it('reads a job title the parser left among the skills or in an employer field', () => {
    expect(
      inferredJobTitle(resume({ skills: ['AutoCAD', 'description - Quantity surveyor', 'Estimation'] }))?.title,
    ).toBe('Quantity Surveyor');
    expect(inferredJobTitle(resume({ companies: ['Payroll Assistant'] }))?.title).toBe('Payroll Assistant');
  });

  it('agreeing evidence adds up: a degree and a skill of the same trade', () => {
    const got = inferredJobTitle(
      resume({ education: [{ degree: 'LLB' }], skills: ['Litigation', 'Microsoft Word', 'Legal drafting'] }),
    );
    expect(got?.title).toBe('Lawyer');
    expect(got?.support).toBeGreaterThan(1.5);
    expect(got?.evidence).toEqual(['degree', 'skill']);
  });

  it('does not take generic roles, verbs, acronyms or colleagues as a title', () => {
    const { proposing } = occupationEvidence(
      resume({
        skills: ['Developed', 'Manage', 'QC', 'Executive', 'worked with Business Analysts', 'Business Intelligence'],
        descriptions: ['Served as President of the robotics club. I am a quick learner and a team player.'],
      }),
    );
    expect(proposing).toEqual([]);
  });

  it('a skill alone proposes nothing', () => {
    expect(inferredJobTitle(resume({ skills: ['Litigation', 'Fitness', 'Network Security'] }))).toBeNull();
  });

  it("never replaces the person's own title", () => {
    const own = { ...resume({ education: [{ degree: 'LLB' }] }), contact: { headline: 'Tax Accountant', links: [] } };
    expect(proposedJobTitle({ resume: own })).toMatchObject({ title: 'Tax Accountant', source: 'resume-headline' });
  });
});
