import { describe, expect, it } from 'vitest';
import { inferLevel, inferRoleFamily } from './role-family.js';
import type { RoleFamily } from './types.js';

describe('inferRoleFamily', () => {
  const cases: Array<[string, RoleFamily]> = [
    ['Senior Frontend Engineer', 'frontend'],
    ['Front-End Developer (React)', 'frontend'],
    ['Product Manager, Payments', 'product-management'],
    ['Registered Nurse', 'healthcare'],
    ['Account Executive', 'sales'],
    ['Data Scientist II', 'data-science'],
    ['Machine Learning Engineer', 'data-science'],
    ['Analytics Engineer', 'data-engineering'],
    ['Site Reliability Engineer', 'devops-sre'],
    ['Backend Engineer, Node.js', 'backend'],
    ['iOS Developer', 'mobile'],
    ['QA Automation Engineer', 'qa'],
    ['Application Security Engineer', 'security'],
    ['Senior Product Designer', 'ux-design'],
    ['Scrum Master', 'project-management'],
    ['Customer Success Manager', 'customer-success'],
    ['Growth Marketing Manager', 'marketing'],
    ['Senior Accountant', 'accounting'],
    ['FP&A Analyst', 'finance'],
    ['Talent Acquisition Partner', 'hr-recruiting'],
    ['Supply Chain Manager', 'operations'],
    ['High School Mathematics Teacher', 'education'],
    ['Management Consultant', 'consulting'],
    ['Full Stack Software Engineer', 'software-engineering'],
    // Engineers of other disciplines are not software engineers (the job search tab once sent an
    // electrical engineer to software boards).
    ['Electrical Engineer', 'general'],
    ['Senior Mechanical Design Engineer', 'general'],
    ['Hardware Development Electrical Engineer', 'general'],
    ['Chief of Staff', 'operations'],
  ];
  it.each(cases)('%s → %s', (title, family) => {
    expect(inferRoleFamily(title)).toBe(family);
  });

  it('falls back to the description when the title says little', () => {
    expect(
      inferRoleFamily(
        'Team Member',
        'You will run Kubernetes clusters, own our Terraform and CI/CD, and join the SRE on-call rotation. DevOps mindset.',
      ),
    ).toBe('devops-sre');
  });

  it('returns general when nothing matches', () => {
    expect(inferRoleFamily('Wizard', 'Join our friendly team.')).toBe('general');
  });
});

describe('inferLevel', () => {
  it.each([
    ['Senior Frontend Engineer', 'senior'],
    ['Staff Engineer', 'senior'],
    ['Junior Accountant', 'entry'],
    ['Software Engineering Intern', 'entry'],
    ['Data Scientist I', 'entry'],
    ['Data Scientist II', 'mid'],
    ['Product Manager', 'mid'],
    // "staff" is a senior rank in engineering, a member of the staff elsewhere
    ['Staff Software Engineer', 'senior'],
    ['Staff Accountant', 'mid'],
    ['Staff Nurse', 'mid'],
  ] as const)('%s → %s', (title, level) => {
    expect(inferLevel(title)).toBe(level);
  });
});
