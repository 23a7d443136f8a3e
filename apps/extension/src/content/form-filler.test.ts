// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyValue } from './form-filler';
import { type ReadField, readFormFields } from './form-reader';

function fieldsOf(html: string): Map<string, ReadField> {
  document.body.innerHTML = `<form>${html}</form>`;
  const form = document.querySelector('form') as HTMLFormElement;
  return new Map(readFormFields(form).map((f) => [f.field.fieldId, f]));
}

describe('applyValue', () => {
  it('sets a text value with input and change events (what React listens to)', () => {
    const fields = fieldsOf('<label for="n">Name</label><input id="n" name="n">');
    const input = document.getElementById('n') as HTMLInputElement;
    const events: string[] = [];
    input.addEventListener('input', () => events.push('input'));
    input.addEventListener('change', () => events.push('change'));
    expect(applyValue(fields.get('n') as ReadField, 'Lena Vasquez')).toBe(true);
    expect(input.value).toBe('Lena Vasquez');
    expect(events).toEqual(['input', 'change']);
  });

  it('picks a select option by its text, and refuses a value no option matches', () => {
    const fields = fieldsOf(
      '<label for="s">Source</label><select id="s" name="s"><option value="">Select...</option><option value="1">LinkedIn</option><option value="2">Referral</option></select>',
    );
    const select = document.getElementById('s') as HTMLSelectElement;
    expect(applyValue(fields.get('s') as ReadField, 'referral')).toBe(true);
    expect(select.value).toBe('2');
    expect(applyValue(fields.get('s') as ReadField, 'Billboard')).toBe(false);
  });

  it('checks the radio whose label matches, and a lone checkbox for yes', () => {
    const fields = fieldsOf(`<fieldset><legend>Sponsorship</legend>
      <label><input type="radio" name="visa" value="y">Yes</label><label><input type="radio" name="visa" value="n">No</label></fieldset>
      <label><input type="checkbox" name="agree">I agree</label>`);
    expect(applyValue(fields.get('visa') as ReadField, 'No')).toBe(true);
    expect((document.querySelector('input[value="n"]') as HTMLInputElement).checked).toBe(true);
    expect(applyValue(fields.get('agree') as ReadField, 'Yes')).toBe(true);
    expect((document.querySelector('input[name="agree"]') as HTMLInputElement).checked).toBe(true);
  });
});
