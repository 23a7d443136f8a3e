import { readFileSync } from 'node:fs';
import type { FormField } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { readFormFields, readPage, readPageForm, readPageJob } from './html-form';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
/** The parts of a field a test states; description and options only when given. */
const field = (f: Partial<FormField> & Pick<FormField, 'fieldId' | 'fieldName'>) =>
  expect.objectContaining({ fieldType: 'text', required: false, ...f });
const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('readPageJob: the company', () => {
  it('comes from the JobPosting structured data, not from the host the page was served from', () => {
    const html = page(
      `<title>Data Engineer</title>${ld({ '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Data Engineer', hiringOrganization: { '@type': 'Organization', name: 'Acme Analytics' } })}`,
    );
    expect(readPageJob(html)).toMatchObject({
      title: 'Data Engineer',
      company: 'Acme Analytics',
    });
  });

  it('finds the JobPosting in a top-level array, in an @graph, and its organisation by @id or in a list', () => {
    const inArray = page(
      ld([
        { '@type': 'WebSite', name: 'Jobs at Acme' },
        {
          '@type': ['JobPosting'],
          title: 'Data Engineer',
          hiringOrganization: [{ '@type': 'Organization', name: 'Acme' }],
        },
      ]),
    );
    const inGraph = page(
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Organization', '@id': '#org', name: 'Globex &amp; Co' },
          { '@type': 'JobPosting', title: 'Data Engineer', hiringOrganization: { '@id': '#org' } },
        ],
      }),
    );
    expect(readPageJob(inArray).company).toBe('Acme');
    expect(readPageJob(inGraph).company).toBe('Globex & Co');
  });

  it('skips a broken JSON-LD block and reads the next signal', () => {
    const html = page(
      '<script type="application/ld+json">{"@type": "JobPosting",</script><meta property="og:site_name" content="Initech">',
    );
    expect(readPageJob(html).company).toBe('Initech');
  });

  it.each([
    ['Data Engineer at Acme'],
    ['Acme - Data Engineer'],
    ['Job Application for Data Engineer at Acme'],
    ['Acme | Data Engineer'],
    ['Data Engineer | Acme'],
    ['Data Engineer – Acme Careers'],
  ])('reads "%s" as the job Data Engineer at Acme', (title) => {
    expect(readPageJob(page(`<title>${title}</title>`))).toMatchObject({ title: 'Data Engineer', company: 'Acme' });
  });

  it('tells the company from the title by the h1 when neither side reads like a job title', () => {
    const html = page('<title>Hooli | Growth Hacker</title>', '<h1>Growth Hacker</h1>');
    expect(readPageJob(html)).toMatchObject({ title: 'Growth Hacker', company: 'Hooli' });
  });

  it('uses og:site_name, and takes the company out of an og:title that carries it', () => {
    const html = page(
      '<meta property="og:site_name" content="Acme"><meta property="og:title" content="Acme - Platform Engineer">',
    );
    expect(readPageJob(html)).toMatchObject({ title: 'Platform Engineer', company: 'Acme' });
  });

  it('reads a heading that names the company when nothing else does', () => {
    expect(readPageJob(page('', '<h2>Staff Engineer at Umbrella</h2>')).company).toBe('Umbrella');
  });

  it('says nothing (an empty company) when nothing on the page names one', () => {
    const html = page('<title>Data Engineer</title>', '<h1>Data Engineer</h1><p>Build pipelines.</p>');
    expect(readPageJob(html)).toMatchObject({
      title: 'Data Engineer',
      company: '',
      description: 'Data Engineer\n\nBuild pipelines.',
    });
  });

  it('prefers the structured description, and leaves forms, navigation and scripts out of the page text', () => {
    const long = 'We build dependable data pipelines for retailers. '.repeat(3);
    expect(
      readPageJob(page(ld({ '@type': 'JobPosting', title: 'X', description: `<p>${long}</p>` }))).description,
    ).toBe(long.trim());
    const html = page('', '<nav>Home</nav><p>Python &amp; SQL.</p><form><label>Name <input name="n"></label></form>');
    expect(readPageJob(html).description).toBe('Python & SQL.');
  });
});

describe('readFormFields', () => {
  it('names a radio group by its fieldset legend, with one option per radio label', () => {
    const html = `<fieldset><legend>Do you need sponsorship? *</legend>
      <label><input type="radio" name="visa" value="y"> Yes</label>
      <input type="radio" id="visa-n" name="visa" value="n"><label for="visa-n">No</label></fieldset>`;
    expect(readFormFields(html)).toEqual([
      field({
        fieldId: 'visa',
        fieldName: 'Do you need sponsorship?',
        fieldType: 'select',
        required: true,
        options: ['Yes', 'No'],
      }),
    ]);
  });

  it('reads a checkbox group of one name as one field of choices', () => {
    const html = `<fieldset><legend>Languages</legend>
      <label><input type="checkbox" name="lang[]" value="go">Go</label>
      <label><input type="checkbox" name="lang[]" value="rs">Rust</label></fieldset>
      <label><input type="checkbox" name="terms" required> I accept the terms</label>`;
    expect(readFormFields(html)).toEqual([
      field({ fieldId: 'lang[]', fieldName: 'Languages', fieldType: 'select', options: ['Go', 'Rust'] }),
      field({ fieldId: 'terms', fieldName: 'I accept the terms', fieldType: 'checkbox', required: true }),
    ]);
  });

  it('reads select options, skipping a first prompt option and flattening optgroups', () => {
    const html = `<label for="src">Source</label><select id="src" name="source">
      <option value="">Choose one</option>
      <optgroup label="Online"><option value="1">LinkedIn</option><option>Job board</option></optgroup>
      <optgroup label="Offline"><option value="3" label="Referral">Ref.</option></optgroup></select>`;
    expect(readFormFields(html)).toEqual([
      field({
        fieldId: 'source',
        fieldName: 'Source',
        fieldType: 'select',
        options: ['LinkedIn', 'Job board', 'Referral'],
      }),
    ]);
  });

  it('names fields by aria-labelledby, aria-label, label for, a wrapping label and the placeholder', () => {
    const html = `<span id="q1">Years of</span> <span id="q2">experience</span>
      <input name="years" type="number" aria-labelledby="q1 q2">
      <input name="city" aria-label="City">
      <label for="em">Email address:</label><input id="em" name="email" type="email">
      <label>Portfolio <span>link</span> <input name="site" type="url"></label>
      <textarea name="notes" placeholder="Anything else?"></textarea>
      <input name="unlabelled">`;
    expect(readFormFields(html)).toEqual([
      field({ fieldId: 'years', fieldName: 'Years of experience', fieldType: 'number' }),
      field({ fieldId: 'city', fieldName: 'City' }),
      field({ fieldId: 'email', fieldName: 'Email address', fieldType: 'email' }),
      field({ fieldId: 'site', fieldName: 'Portfolio link', fieldType: 'url' }),
      field({ fieldId: 'notes', fieldName: 'Anything else?', fieldType: 'textarea', description: '' }),
      field({ fieldId: 'unlabelled', fieldName: 'unlabelled' }),
    ]);
  });

  it('marks a field required by the attribute, aria-required or a star in its label', () => {
    const html = `<label for="a">A</label><input id="a" name="a" required>
      <label for="b">B</label><input id="b" name="b" aria-required="true">
      <label for="c">C <span class="req">*</span></label><input id="c" name="c">
      <label for="d">D</label><input id="d" name="d" aria-required="false">`;
    expect(readFormFields(html).map((f) => [f.fieldName, f.required])).toEqual([
      ['A', true],
      ['B', true],
      ['C', true],
      ['D', false],
    ]);
  });

  it('ignores commented-out markup, template and script contents, and skips non-fields', () => {
    const html = `<!-- <input name="old_field" required> -->
      <template><input name="row_template"></template>
      <script>document.write('<input name="scripted">')</script>
      <input type="hidden" name="csrf" value="x"><input type="submit" name="go"><input type="button" name="b">
      <button name="send">Send</button><input name="kept" aria-label="Kept">`;
    expect(readFormFields(html).map((f) => f.fieldId)).toEqual(['kept']);
  });

  it('reads attribute values that contain ">"', () => {
    const html = '<input data-rule="a>b" name="salary" aria-label="Expected salary" required>';
    expect(readFormFields(html)).toEqual([field({ fieldId: 'salary', fieldName: 'Expected salary', required: true })]);
  });
});

describe('readPageForm', () => {
  it('picks the form with the most fields', () => {
    const html = page(
      '',
      `<form><input name="q" aria-label="Search"></form>
       <form id="apply"><input name="a" aria-label="A"><input name="b" aria-label="B"></form>`,
    );
    expect(readPageForm(html).map((f) => f.fieldId)).toEqual(['a', 'b']);
  });
});

describe('real ATS markup', () => {
  it('reads a Greenhouse job board page', () => {
    const { job, fields } = readPage(fixture('greenhouse-job.html'));
    expect(job).toMatchObject({ title: 'Senior Data Engineer', company: 'Northwind Analytics' });
    expect(job.description).toContain('- Run Airflow and dbt on Kubernetes');
    expect(fields).toEqual([
      field({ fieldId: 'first_name', fieldName: 'First Name', required: true }),
      field({ fieldId: 'last_name', fieldName: 'Last Name', required: true }),
      field({ fieldId: 'email', fieldName: 'Email', fieldType: 'email', required: true }),
      field({ fieldId: 'phone', fieldName: 'Phone', fieldType: 'tel' }),
      field({
        fieldId: 'resume',
        fieldName: 'Resume/CV',
        fieldType: 'file',
        required: true,
        description: 'Accepted file types: pdf, doc, docx, txt, rtf',
      }),
      field({ fieldId: 'cover_letter', fieldName: 'Cover Letter', fieldType: 'file' }),
      field({ fieldId: 'question_30117001', fieldName: 'LinkedIn Profile' }),
      field({
        fieldId: 'question_30117002',
        fieldName: 'Will you now or in the future require visa sponsorship to work in Germany?',
        fieldType: 'select',
        required: true,
        options: ['Yes', 'No'],
      }),
      field({
        fieldId: 'question_30117003',
        fieldName: 'How did you hear about this job?',
        fieldType: 'select',
        options: ['LinkedIn', 'Company website', 'Referral', 'Recruiter'],
      }),
      field({
        fieldId: 'question_30117004',
        fieldName: 'Why do you want to join Northwind Analytics?',
        fieldType: 'textarea',
        description: 'A few sentences are plenty.',
      }),
      field({
        fieldId: 'gender',
        fieldName: 'Gender',
        fieldType: 'select',
        options: ['Male', 'Female', 'Decline To Self Identify'],
      }),
      field({ fieldId: 'veteran_status', fieldName: 'Veteran Status', fieldType: 'select' }),
      field({ fieldId: 'disability_status', fieldName: 'Disability Status', fieldType: 'select' }),
    ]);
    expect(fields.find((f) => f.fieldId === 'veteran_status')?.options).toHaveLength(3);
  });

  it('reads a Lever posting page', () => {
    const { job, fields } = readPage(fixture('lever-job.html'));
    expect(job).toMatchObject({ title: 'Backend Engineer, Fleet Platform', company: 'Kestrel Robotics' });
    const card = 'cards[8f1c2d3e-4a5b-6c7d-8e9f-0a1b2c3d4e5f]';
    expect(fields).toEqual([
      field({ fieldId: 'resume', fieldName: 'Resume/CV', fieldType: 'file', required: true }),
      field({ fieldId: 'name', fieldName: 'Full name', required: true }),
      field({ fieldId: 'email', fieldName: 'Email', fieldType: 'email', required: true }),
      field({ fieldId: 'phone', fieldName: 'Phone', fieldType: 'tel' }),
      field({ fieldId: 'org', fieldName: 'Current company' }),
      field({ fieldId: 'urls[LinkedIn]', fieldName: 'LinkedIn URL' }),
      field({ fieldId: 'urls[GitHub]', fieldName: 'GitHub URL' }),
      field({
        fieldId: `${card}[field0]`,
        fieldName: 'Are you legally authorized to work in the United States?',
        fieldType: 'select',
        required: true,
        options: ['Yes', 'No'],
      }),
      field({
        fieldId: `${card}[field1]`,
        fieldName: 'Which of these have you run in production?',
        fieldType: 'select',
        options: ['Kafka', 'PostgreSQL', 'Kubernetes'],
      }),
      field({
        fieldId: `${card}[field2]`,
        fieldName: 'What would you like to build on the Fleet Platform team?',
        fieldType: 'textarea',
        required: true,
      }),
      field({
        fieldId: 'comments',
        fieldName: 'Add a cover letter or anything else you want to share.',
        fieldType: 'textarea',
      }),
    ]);
  });

  it('reads an Ashby application page', () => {
    const { job, fields } = readPage(fixture('ashby-job.html'));
    expect(job).toMatchObject({ title: 'Product Designer', company: 'Lumen Health' });
    expect(job.description).toMatch(/^Lumen Health helps clinics/);
    expect(fields).toEqual([
      field({ fieldId: '_systemfield_name', fieldName: 'Name', required: true }),
      field({ fieldId: '_systemfield_email', fieldName: 'Email', fieldType: 'email', required: true }),
      field({ fieldId: '_systemfield_resume', fieldName: 'Resume', fieldType: 'file', required: true }),
      field({ fieldId: 'b2a7c9d1-5e3f-4a8b-9c0d-1e2f3a4b5c6d', fieldName: 'Portfolio link', fieldType: 'url' }),
      field({
        fieldId: '8e0d4c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
        fieldName: 'Are you able to work from a European time zone?',
        fieldType: 'select',
        required: true,
        options: ['Yes', 'No'],
      }),
      field({
        fieldId: '3f9a1b2c-4d5e-6f70-8a9b-0c1d2e3f4a5b',
        fieldName: 'Have you designed for clinicians before?',
        fieldType: 'select',
        options: ['Yes', 'No'],
      }),
      field({
        fieldId: 'c4d5e6f7-8a9b-4c0d-9e1f-2a3b4c5d6e7f',
        fieldName: 'Which tools do you use every week?',
        fieldType: 'select',
        options: ['Figma', 'Maze', 'Dovetail'],
      }),
      field({
        fieldId: 'd9e8f7a6-b5c4-4d3e-8f2a-1b0c9d8e7f6a',
        fieldName: 'Where are you based?',
        fieldType: 'select',
        options: ['United Kingdom', 'European Union', 'Elsewhere'],
      }),
    ]);
  });
});
