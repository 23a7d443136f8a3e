// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { atsOf, findApplicationForm, findSubmitButton, readFormFields, resumeInput } from './form-reader';

/** The shape of a Greenhouse job board application form (job-boards.greenhouse.io). */
const GREENHOUSE = `
<form id="application-form" method="post">
  <label for="first_name">First Name<span aria-hidden="true">*</span></label><input id="first_name" name="first_name" type="text" aria-required="true">
  <label for="email">Email<span>*</span></label><input id="email" name="email" type="email" required>
  <label for="resume">Resume/CV<span>*</span></label><input id="resume" name="resume" type="file">
  <label for="cover_letter">Cover Letter</label><input id="cover_letter" name="cover_letter" type="file">
  <label for="q1">How did you hear about this job?</label>
  <select id="q1" name="q1"><option value="">Select...</option><option value="1">LinkedIn</option><option value="2">Referral</option></select>
  <input type="hidden" name="token" value="x">
  <fieldset><legend>Gender</legend>
    <input type="radio" id="g1" name="gender" value="1"><label for="g1">Male</label>
    <input type="radio" id="g2" name="gender" value="2"><label for="g2">Female</label>
  </fieldset>
  <button type="button">Attach</button>
  <button type="submit">Submit application</button>
</form>`;

/** Lever's rows: labels that wrap the input, and custom "cards" questions named by a div. */
const LEVER = `
<form><ul>
  <li class="application-question"><label><div class="application-label">Full name<span class="required">✱</span></div>
    <div class="application-field"><input type="text" name="name"></div></label></li>
  <li class="application-question"><label><div class="application-label">LinkedIn URL</div>
    <div class="application-field"><input type="text" name="urls[LinkedIn]"></div></label></li>
  <li class="application-question custom-question"><div class="application-label"><div class="text">Are you authorized to work in the US?<span class="required">✱</span></div></div>
    <div class="application-field"><ul>
      <li><label><input type="radio" name="cards[abc][field0]" value="Yes"><span>Yes</span></label></li>
      <li><label><input type="radio" name="cards[abc][field0]" value="No"><span>No</span></label></li>
    </ul></div></li>
  <li class="application-question"><label><div class="application-label">I agree to the privacy notice</div>
    <div class="application-field"><input type="checkbox" name="consent"></div></label></li>
</ul><button type="submit">Submit application</button></form>`;

function load(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

describe('atsOf', () => {
  it('knows the supported boards by host', () => {
    expect(atsOf('job-boards.greenhouse.io')).toBe('greenhouse');
    expect(atsOf('jobs.lever.co')).toBe('lever');
    expect(atsOf('jobs.ashbyhq.com')).toBe('ashby');
    expect(atsOf('acme.wd5.myworkdayjobs.com')).toBe('workday');
    expect(atsOf('careers.example.com')).toBeNull();
  });
});

describe('readFormFields', () => {
  it('reads a Greenhouse form: labels by for, * as required, select options, a radio group by its legend', () => {
    const form = findApplicationForm(load(GREENHOUSE), 'greenhouse');
    expect(form?.id).toBe('application-form');
    const fields = readFormFields(form as HTMLFormElement).map((f) => f.field);
    expect(fields.map((f) => f.fieldName)).toEqual([
      'First Name',
      'Email',
      'Resume/CV',
      'Cover Letter',
      'How did you hear about this job?',
      'Gender',
    ]);
    expect(fields[0]).toMatchObject({ fieldId: 'first_name', fieldType: 'text', required: true });
    expect(fields[1]).toMatchObject({ fieldType: 'email', required: true });
    expect(fields[2]).toMatchObject({ fieldType: 'file', required: true });
    expect(fields[3]).toMatchObject({ required: false });
    expect(fields[4]).toMatchObject({ fieldType: 'select', options: ['LinkedIn', 'Referral'], required: false });
    expect(fields[5]).toMatchObject({ fieldId: 'gender', fieldType: 'select', options: ['Male', 'Female'] });
  });

  it('reads Lever rows: wrapping labels, ✱ as required, a cards question named by its row', () => {
    const form = findApplicationForm(load(LEVER), 'lever') as HTMLFormElement;
    const fields = readFormFields(form);
    expect(fields.map((f) => [f.field.fieldId, f.field.fieldName, f.field.required])).toEqual([
      ['name', 'Full name', true],
      ['urls[LinkedIn]', 'LinkedIn URL', false],
      ['cards[abc][field0]', 'Are you authorized to work in the US?', true],
      ['consent', 'I agree to the privacy notice', false],
    ]);
    expect(fields[2]?.field.options).toEqual(['Yes', 'No']);
    expect(fields[2]?.kind).toBe('radio');
    expect(fields[3]).toMatchObject({ kind: 'checkbox', field: { fieldType: 'checkbox' } });
  });

  it('names fields by aria-labelledby and aria-label when there is no label', () => {
    const form = findApplicationForm(
      load(`<span id="q">Years of experience</span><form>
        <input name="years" type="number" aria-labelledby="q"><textarea name="why" aria-label="Why us?"></textarea></form>`),
      null,
    ) as HTMLFormElement;
    expect(readFormFields(form).map((f) => [f.field.fieldName, f.field.fieldType])).toEqual([
      ['Years of experience', 'number'],
      ['Why us?', 'textarea'],
    ]);
  });
});

describe('findApplicationForm', () => {
  it('takes the form with the most fields on other sites, and none for a lone search box', () => {
    const doc = load(`<form id="search"><input name="q"></form>
      <form id="apply"><input name="a"><input name="b"><textarea name="c"></textarea></form>`);
    expect(findApplicationForm(doc, null)?.id).toBe('apply');
    expect(findApplicationForm(load('<form><input name="q"></form>'), null)).toBeNull();
  });
});

describe('findSubmitButton and resumeInput', () => {
  it("finds the form's own submit button and the resume (not the cover letter) file input", () => {
    const form = findApplicationForm(load(GREENHOUSE), 'greenhouse') as HTMLFormElement;
    expect(findSubmitButton(form)?.textContent).toBe('Submit application');
    expect(resumeInput(readFormFields(form))?.id).toBe('resume');
  });
});
