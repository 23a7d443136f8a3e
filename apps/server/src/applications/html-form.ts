import type { FormField, FormFieldType } from '@careerloom/contract';
import { decodeEntities, htmlToText, tidyText } from '../jobs/postings/html-to-text';

/**
 * A small, tolerant reader of HTML application forms: no DOM, just the tags a form is made of.
 * It never throws on broken markup; what it cannot read it leaves out.
 */

type Attrs = Record<string, string>;

const ATTR = /([^\s"'=<>/`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function parseAttributes(source: string): Attrs {
  const attrs: Attrs = {};
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]?.toLowerCase();
    if (!name || name in attrs) continue;
    attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

const textOf = (html: string) =>
  tidyText(decodeEntities(html.replace(/<[^>]*>/g, ' ')))
    .replace(/\s+/g, ' ')
    .trim();
/** Labels often end in '*' or ':' to mark required fields; the name is the words before. */
const cleanLabel = (label: string) => label.replace(/[\s*:]+$/, '').trim();

const SKIPPED_INPUTS = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'password', 'search']);
const INPUT_TYPES: Record<string, FormFieldType> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
  file: 'file',
  checkbox: 'checkbox',
  number: 'number',
  date: 'date',
};

type Control = { kind: 'input' | 'select' | 'textarea'; attrs: Attrs; inner: string; index: number };

function controlsIn(html: string): Control[] {
  const controls: Control[] = [];
  const tag = /<(input)\b([^>]*)>|<(select|textarea)\b([^>]*)>([\s\S]*?)(?:<\/\3\s*>|$)/gi;
  for (const m of html.matchAll(tag)) {
    if (m[1]) controls.push({ kind: 'input', attrs: parseAttributes(m[2] ?? ''), inner: '', index: m.index });
    else
      controls.push({
        kind: (m[3] ?? '').toLowerCase() as 'select' | 'textarea',
        attrs: parseAttributes(m[4] ?? ''),
        inner: m[5] ?? '',
        index: m.index,
      });
  }
  return controls;
}

/** `<label for=id>` texts, and the text of labels that wrap a control (keyed by the wrapped control's position). */
function labelsIn(html: string): {
  byFor: Map<string, string>;
  wrapping: { start: number; end: number; text: string }[];
} {
  const byFor = new Map<string, string>();
  const wrapping: { start: number; end: number; text: string }[] = [];
  for (const m of html.matchAll(/<label\b([^>]*)>([\s\S]*?)<\/label\s*>/gi)) {
    const attrs = parseAttributes(m[1] ?? '');
    const inner = m[2] ?? '';
    // The label's own words, without the text of any select inside it.
    const text = cleanLabel(textOf(inner.replace(/<(select|textarea)\b[\s\S]*?<\/\1\s*>/gi, ' ')));
    if (!text) continue;
    if (attrs.for) byFor.set(attrs.for, text);
    wrapping.push({ start: m.index, end: m.index + m[0].length, text });
  }
  return { byFor, wrapping };
}

function optionsOf(selectInner: string): string[] {
  const options: string[] = [];
  for (const m of selectInner.matchAll(/<option\b([^>]*)>([\s\S]*?)(?=<option\b|<\/select|$)/gi)) {
    const attrs = parseAttributes(m[1] ?? '');
    const label = textOf(m[2] ?? '') || attrs.value || '';
    // A first option with no value is a prompt ("Select..."), not a choice.
    if (!label || attrs.value === '') continue;
    options.push(label);
  }
  return options;
}

/** The fields of one form's markup, radio groups and checkboxes of one name merged into one field. */
export function readFormFields(formHtml: string): FormField[] {
  const { byFor, wrapping } = labelsIn(formHtml);
  const fields: FormField[] = [];
  const byId = new Map<string, FormField>();
  for (const control of controlsIn(formHtml)) {
    const { attrs } = control;
    const inputType = (attrs.type ?? 'text').toLowerCase();
    if (control.kind === 'input' && SKIPPED_INPUTS.has(inputType)) continue;
    const fieldId = attrs.name || attrs.id;
    if (!fieldId) continue;
    const wrapped = wrapping.find((l) => l.start <= control.index && control.index < l.end)?.text;
    const own = (attrs.id && byFor.get(attrs.id)) || wrapped;
    const required = 'required' in attrs || attrs['aria-required'] === 'true';

    if (control.kind === 'input' && inputType === 'radio') {
      const option = own || attrs.value || '';
      const group = byId.get(fieldId);
      if (group) {
        if (option) group.options = [...(group.options ?? []), option];
        group.required ||= required;
        continue;
      }
      const field: FormField = {
        fieldId,
        fieldName: cleanLabel(attrs['aria-label'] ?? '') || fieldId,
        fieldType: 'select',
        required,
        description: '',
        options: option ? [option] : [],
      };
      byId.set(fieldId, field);
      fields.push(field);
      continue;
    }
    if (byId.has(fieldId)) continue;
    const fieldType: FormFieldType =
      control.kind === 'select'
        ? 'select'
        : control.kind === 'textarea'
          ? 'textarea'
          : (INPUT_TYPES[inputType] ?? 'text');
    const name = own || cleanLabel(attrs['aria-label'] ?? '') || cleanLabel(attrs.placeholder ?? '') || fieldId;
    const field: FormField = {
      fieldId: fieldId.slice(0, 200),
      fieldName: name.slice(0, 500),
      fieldType,
      required,
      description: attrs.placeholder && attrs.placeholder !== name ? attrs.placeholder.slice(0, 2000) : '',
      ...(control.kind === 'select' ? { options: optionsOf(control.inner).slice(0, 200) } : {}),
    };
    byId.set(fieldId, field);
    fields.push(field);
  }
  return fields.slice(0, 100);
}

/** The application form of a page: the `<form>` with the most fields, or none. */
export function readPageForm(html: string): FormField[] {
  const forms = [...html.matchAll(/<form\b[^>]*>([\s\S]*?)(?:<\/form\s*>|$)/gi)].map((m) => readFormFields(m[1] ?? ''));
  return forms.sort((a, b) => b.length - a.length)[0] ?? [];
}

const metaContent = (html: string, key: string): string | undefined => {
  for (const m of html.matchAll(/<meta\b([^>]*)>/gi)) {
    const attrs = parseAttributes(m[1] ?? '');
    if ((attrs.property ?? attrs.name)?.toLowerCase() === key && attrs.content?.trim()) return attrs.content.trim();
  }
  return undefined;
};

/** What the page says about the job: its title, company and description text. */
export function readPageJob(html: string, url: URL): { title: string; company: string; description: string } {
  const h1 = html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1\s*>/i)?.[1];
  const titleTag = html.match(/<title\b[^>]*>([\s\S]*?)<\/title\s*>/i)?.[1];
  const title = metaContent(html, 'og:title') ?? (h1 && textOf(h1)) ?? (titleTag && textOf(titleTag)) ?? '';
  const company = metaContent(html, 'og:site_name') ?? url.hostname.replace(/^www\./, '');
  const body = html.match(/<body\b[^>]*>([\s\S]*?)(?:<\/body\s*>|$)/i)?.[1] ?? html;
  const description =
    htmlToText(body.replace(/<form\b[\s\S]*?(?:<\/form\s*>|$)/gi, ' ')) || metaContent(html, 'description') || '';
  return { title: title.slice(0, 300) || 'Untitled job', company: company.slice(0, 200), description };
}
