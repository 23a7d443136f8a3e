import { type FormField, type FormFieldType, INPUT_FIELD_TYPES, NON_FIELD_INPUT_TYPES } from '@careerloom/contract';

/**
 * Reads an application form from the live page: the form itself, and each field with the name
 * the user sees (its label), its type, whether it is required, and its choices. Radio buttons of
 * one name are one field whose options are their labels; the server's field types have no
 * "radio", so such a group is sent as a `select`.
 */

export type Ats = 'greenhouse' | 'lever' | 'ashby' | 'workday' | 'smartrecruiters';
export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export type FieldKind = 'text' | 'select' | 'radio' | 'checkbox' | 'file';
/** One field as sent to the server, with the page controls it stands for. */
export type ReadField = { field: FormField; kind: FieldKind; controls: Control[] };

/** The applicant tracking system of an application page's host, or null for any other site. */
export function atsOf(host: string): Ats | null {
  const h = host.toLowerCase();
  if (h === 'job-boards.greenhouse.io' || h === 'boards.greenhouse.io') return 'greenhouse';
  if (h === 'jobs.lever.co') return 'lever';
  if (h === 'jobs.ashbyhq.com') return 'ashby';
  if (h.endsWith('.myworkdayjobs.com')) return 'workday';
  if (h === 'jobs.smartrecruiters.com') return 'smartrecruiters';
  return null;
}

function controlsOf(root: ParentNode): Control[] {
  return [...root.querySelectorAll<Control>('input, select, textarea')].filter((c) => {
    if (c.disabled) return false;
    return !(c instanceof HTMLInputElement && NON_FIELD_INPUT_TYPES.has(c.type));
  });
}

/** The application form of the page, or null when there is none (yet). */
export function findApplicationForm(doc: Document, ats: Ats | null): HTMLFormElement | null {
  const forms = [...doc.querySelectorAll('form')];
  const byAts = (() => {
    switch (ats) {
      case 'greenhouse': {
        const marked = doc.querySelector('#application-form, #application_form');
        return marked instanceof HTMLFormElement ? marked : (marked?.querySelector('form') ?? marked?.closest('form'));
      }
      case 'lever':
        return forms.find((f) => f.querySelector('.application-question'));
      case 'ashby':
        return forms.find((f) => f.querySelector('[name^="_systemfield_"], [id^="_systemfield_"]'));
      case 'workday':
        return forms.find((f) => f.querySelector('[data-automation-id]'));
      case 'smartrecruiters':
        return forms.find((f) => f.querySelector('input[type="email"]'));
      default:
        return undefined;
    }
  })();
  if (byAts) return byAts;
  // Any other page: the form with the most fields, if it has at least two (not a search box).
  const ranked = forms.map((f) => ({ f, n: controlsOf(f).length })).sort((a, b) => b.n - a.n);
  return ranked[0] && ranked[0].n >= 2 ? ranked[0].f : null;
}

const REQUIRED_MARK = /[*✱]/;

/** The visible words of an element without the controls, options or scripts inside it. */
function wordsOf(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  for (const inner of clone.querySelectorAll('input, select, textarea, option, script, style, [aria-hidden="true"]'))
    inner.remove();
  return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A label's words without the required mark, trailing colon or "(required)". */
export function cleanLabel(text: string): string {
  return text
    .replace(/\((required|optional)\)/gi, '')
    .replace(/[*✱]/g, '')
    .replace(/[\s:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function byIds(doc: Document, ids: string | null): string {
  if (!ids) return '';
  return ids
    .split(/\s+/)
    .map((id) => doc.getElementById(id))
    .filter((e): e is HTMLElement => Boolean(e))
    .map(wordsOf)
    .join(' ')
    .trim();
}

/** The question text of the form row a control sits in (Lever, Ashby and Workday rows). */
function rowLabel(control: Element): string {
  const row = control.closest(
    '.application-question, .ashby-application-form-field-entry, [data-automation-id^="formField"]',
  );
  const label = row?.querySelector('.application-label, .ashby-application-form-question-title, label, legend');
  return label && !label.contains(control) ? wordsOf(label) : '';
}

/** The raw label of a single control: its labels, aria-labelledby, aria-label, the row's question. */
function rawLabelOf(control: Control): string {
  const doc = control.ownerDocument;
  const labels = [...(control.labels ?? [])].map(wordsOf).filter(Boolean);
  return (
    labels[0] ||
    byIds(doc, control.getAttribute('aria-labelledby')) ||
    control.getAttribute('aria-label')?.trim() ||
    rowLabel(control) ||
    ''
  );
}

/** The question of a radio or checkbox group: its fieldset legend, its group's label, its row. */
function rawGroupLabelOf(first: Control): string {
  const doc = first.ownerDocument;
  const fieldset = first.closest('fieldset');
  const legend = fieldset?.querySelector('legend');
  if (legend) return wordsOf(legend);
  const group = first.closest('[role="radiogroup"], [role="group"]');
  const grouped = group && (byIds(doc, group.getAttribute('aria-labelledby')) || group.getAttribute('aria-label'));
  return grouped || rowLabel(first) || byIds(doc, first.getAttribute('aria-labelledby')) || '';
}

/** The text of one radio or checkbox choice (its label, or its value). */
function optionLabelOf(control: HTMLInputElement): string {
  const label = control.labels?.[0];
  return cleanLabel((label && wordsOf(label)) || control.getAttribute('aria-label') || control.value);
}

function isRequired(control: Control, rawLabel: string): boolean {
  return control.required || control.getAttribute('aria-required') === 'true' || REQUIRED_MARK.test(rawLabel);
}

function descriptionOf(control: Control, name: string): string {
  const described = byIds(control.ownerDocument, control.getAttribute('aria-describedby'));
  const placeholder = control.getAttribute('placeholder')?.trim() ?? '';
  return [described, placeholder !== name ? placeholder : ''].filter(Boolean).join(' ').slice(0, 2000);
}

const fieldName = (label: string, fallback: string) => (cleanLabel(label) || fallback).slice(0, 500);

/** Every field of a form, in page order, at most the 100 the server reads. */
export function readFormFields(form: HTMLFormElement): ReadField[] {
  const fields: ReadField[] = [];
  const groups = new Map<string, ReadField>();
  const usedIds = new Set<string>();
  const uniqueId = (id: string) => {
    let candidate = id.slice(0, 190);
    for (let n = 2; usedIds.has(candidate); n++) candidate = `${id.slice(0, 190)}#${n}`;
    usedIds.add(candidate);
    return candidate;
  };

  for (const control of controlsOf(form)) {
    const key = control.name || control.id;
    if (!key) continue;
    if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
      const groupKey = `${control.type}:${control.form === form || !control.form ? key : `${key}@other`}`;
      const existing = groups.get(groupKey);
      const option = optionLabelOf(control);
      if (existing) {
        existing.controls.push(control);
        existing.field.options = [...(existing.field.options ?? []), option].slice(0, 200);
        existing.field.required ||= isRequired(control, '');
        continue;
      }
      const raw = rawGroupLabelOf(control);
      const single =
        control.type === 'checkbox' &&
        [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].filter((c) => c.name === key).length <=
          1;
      // A lone checkbox ("I agree…") is named by its own label; a group by its question.
      const label = single ? rawLabelOf(control) || raw : raw;
      const read: ReadField = {
        kind: control.type === 'radio' ? 'radio' : 'checkbox',
        controls: [control],
        field: {
          fieldId: uniqueId(key),
          fieldName: fieldName(label, key),
          fieldType: control.type === 'radio' ? 'select' : 'checkbox',
          required: isRequired(control, label) || control.closest('fieldset')?.getAttribute('aria-required') === 'true',
          description: '',
          ...(single ? {} : { options: [option] }),
        },
      };
      groups.set(groupKey, read);
      fields.push(read);
      continue;
    }
    const raw = rawLabelOf(control);
    const name = fieldName(raw, control.getAttribute('placeholder')?.trim() || key);
    const type: FormFieldType =
      control instanceof HTMLSelectElement
        ? 'select'
        : control instanceof HTMLTextAreaElement
          ? 'textarea'
          : (INPUT_FIELD_TYPES[control.type] ?? 'text');
    fields.push({
      kind: type === 'select' ? 'select' : type === 'file' ? 'file' : 'text',
      controls: [control],
      field: {
        fieldId: uniqueId(control.id || control.name),
        fieldName: name,
        fieldType: type,
        required: isRequired(control, raw),
        description: descriptionOf(control, name),
        ...(control instanceof HTMLSelectElement
          ? {
              options: [...control.options]
                .filter((o) => o.value !== '' && o.text.trim())
                .map((o) => o.text.trim().slice(0, 500))
                .slice(0, 200),
            }
          : {}),
      },
    });
  }
  return fields.slice(0, 100);
}

/** The form's own submit button (the one a person would press). */
export function findSubmitButton(form: HTMLFormElement): HTMLButtonElement | HTMLInputElement | null {
  const candidates = [
    ...form.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type="submit"], input[type="image"]'),
    ...[...form.ownerDocument.querySelectorAll<HTMLButtonElement>('button[form]')].filter(
      (b) => form.id && b.getAttribute('form') === form.id,
    ),
  ].filter((b) => b.type === 'submit' && !b.disabled);
  return candidates.find((b) => /submit|apply|send/i.test(b.textContent || b.value || '')) ?? candidates[0] ?? null;
}

/** The file input a resume goes in: the one whose field mentions a resume or CV, else the first. */
export function resumeInput(fields: ReadField[]): HTMLInputElement | null {
  const files = fields.filter((f) => f.kind === 'file');
  const named = files.find((f) => /resume|résumé|\bcv\b|curriculum/i.test(`${f.field.fieldId} ${f.field.fieldName}`));
  const input = (named ?? files.find((f) => !/cover/i.test(`${f.field.fieldId} ${f.field.fieldName}`)))?.controls[0];
  return input instanceof HTMLInputElement ? input : null;
}
