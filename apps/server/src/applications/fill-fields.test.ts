import type { FormField } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import type { JobForm } from '../jobs/job-form';
import type { ApplicantFacts } from './applicant-facts';
import { fillFields } from './fill-fields';

const facts: ApplicantFacts = {
  profile: { fullName: 'Lena Vasquez', email: 'lena@example.com', location: 'Berlin', skills: [] },
  resume: null,
};
const field = (fieldId: string, fieldName: string): FormField => ({
  fieldId,
  fieldName,
  fieldType: 'text',
  required: true,
  description: '',
});
const form = (fields: FormField[]): JobForm => ({
  source: 'html_form',
  title: 'Data Engineer',
  company: 'Acme',
  url: 'https://jobs.ashbyhq.com/acme/1/application',
  description: '',
  fields,
});
const tools = { skillsOf: () => [], suggest: async () => [], coverLetter: async () => undefined };

describe('fillFields: names', () => {
  it('answers an ATS system field named by its label alone (Ashby _systemfield_name "Name")', async () => {
    const [name] = await fillFields(form([field('_systemfield_name', 'Name')]), facts, tools);
    expect(name).toMatchObject({ autoFilledValue: 'Lena Vasquez', evidence: 'profile: fullName' });
  });

  it('keeps first and last names apart', async () => {
    const filled = await fillFields(form([field('fn', 'First Name *'), field('ln', 'Last Name *')]), facts, tools);
    expect(filled.map((f) => f.autoFilledValue)).toEqual(['Lena', 'Vasquez']);
  });
});
