import { describe, expect, it } from 'vitest';
import { inferLevel, inferRoleFamily, scoringFamily } from './role-family.js';
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
    // Titles that name a frontline job keep their professional family
    ['Security Analyst', 'security'],
    ['Chief Information Security Officer', 'security'],
    ['Customer Service Manager', 'customer-success'],
    ['Technical Support Engineer', 'customer-success'],
    ['Sales Development Representative', 'sales'],
    ['Warehouse Manager', 'operations'],
    ['Payroll Clerk', 'accounting'],
    ['Teaching Assistant', 'education'],
    ['Medical Assistant', 'healthcare'],
    ['Staff Nurse', 'healthcare'],
    // Frontline work, through the occupation resolver, as people write titles
    ['barista', 'food-hospitality'],
    ['Baristas', 'food-hospitality'],
    ['line cook', 'food-hospitality'],
    ['dishwasher', 'food-hospitality'],
    ['Server', 'food-hospitality'],
    ['Hotel Housekeeper', 'food-hospitality'],
    ['Front Desk Agent', 'food-hospitality'],
    ['cashier', 'retail-customer-service'],
    ['Sales Associate', 'retail-customer-service'],
    ['Stocker', 'retail-customer-service'],
    ['Customer Service Representative', 'retail-customer-service'],
    ['warehouse associate', 'warehouse-logistics'],
    ['Picker/Packer', 'warehouse-logistics'],
    ['package handler', 'warehouse-logistics'],
    ['Forklift Operator', 'warehouse-logistics'],
    ['Order Picker', 'warehouse-logistics'],
    ['CDL-A Truck Driver', 'warehouse-logistics'],
    ['delivery driver', 'warehouse-logistics'],
    ['electrician', 'skilled-trades'],
    ['Apprentice Electrician', 'skilled-trades'],
    ['plumber', 'skilled-trades'],
    ['hvac tech', 'skilled-trades'],
    ['Welder', 'skilled-trades'],
    ['Diesel Mechanic', 'skilled-trades'],
    ['Caregiver', 'care-support'],
    ['Home Health Aide', 'care-support'],
    ['cna', 'care-support'],
    ['CNAs', 'care-support'],
    ['Certified Nursing Assistant', 'care-support'],
    ['Childcare Worker', 'care-support'],
    ['Janitor', 'cleaning-facilities-security'],
    ['Cleaner', 'cleaning-facilities-security'],
    ['Maintenance Worker', 'cleaning-facilities-security'],
    ['Security Guard', 'cleaning-facilities-security'],
    ['Receptionist', 'office-admin'],
    ['Administrative Assistant', 'office-admin'],
    ['Office Manager', 'office-admin'],
    ['Data Entry Clerk', 'office-admin'],
    // Keywords as the fallback where O*NET does not know the title or reads it as a guess
    ['HGV Driver', 'warehouse-logistics'],
    ['Support Worker', 'care-support'],
    ['Carer', 'care-support'],
    ['Contact Centre Advisor', 'retail-customer-service'],
    ['Waiting Staff', 'food-hospitality'],
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

  it('does not read a title of generic words alone as the occupation O*NET lists it under', () => {
    expect(inferRoleFamily('Associate')).toBe('general');
    expect(inferRoleFamily('Team Member')).toBe('general');
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

describe('scoringFamily', () => {
  it('leaves frontline work to the taxonomy: its families choose interview questions, not closeness', () => {
    expect(inferRoleFamily('Barista')).toBe('food-hospitality');
    expect(scoringFamily('Barista')).toBe('general');
    expect(scoringFamily('Hotel Housekeeper')).toBe('general');
    // As before the frontline families: care titles beside healthcare.
    expect(scoringFamily('Caregiver')).toBe('healthcare');
    expect(scoringFamily('Senior Software Engineer')).toBe(inferRoleFamily('Senior Software Engineer'));
  });
});
