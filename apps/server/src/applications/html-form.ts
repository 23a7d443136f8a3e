import { type FormField, type FormFieldType, INPUT_FIELD_TYPES, NON_FIELD_INPUT_TYPES } from '@careerloom/contract';
import type { AnyNode, Document, Element } from 'domhandler';
import { hasChildren, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { decodeEntities, htmlToText, nodesToText } from '../jobs/postings/html-to-text';

/**
 * Reads a job page the way a browser would see it: the job's title, company and description, and
 * the fields of its application form. The markup is parsed by htmlparser2, so comments, attribute
 * values holding ">", `<template>` and `<script>` contents are what they are in a browser, not
 * text that happens to look like a tag. Nothing here throws on broken markup; what cannot be read
 * is left out. Field names follow the accessible name a screen reader would announce.
 */

/** Subtrees a browser never shows as form controls. */
const INERT = new Set(['template', 'script', 'style', 'noscript']);
/** What a label's text leaves out: the controls it wraps and their option texts. */
const NOT_LABEL_TEXT = new Set(['select', 'textarea', 'option', 'optgroup', 'datalist', 'button', 'input']);
const MAX_FIELDS = 100;
const MAX_OPTIONS = 200;

/**
 * Elements under `roots` in document order; the content of inert elements (template, script...)
 * is left out, the elements themselves are kept. Iterative, as pages can nest deeply.
 */
function elementsIn(roots: readonly AnyNode[]): Element[] {
  const out: Element[] = [];
  const stack = [...roots].reverse();
  while (stack.length) {
    const node = stack.pop();
    if (!node) continue;
    if (isTag(node)) {
      out.push(node);
      if (INERT.has(node.name)) continue;
    }
    if (hasChildren(node)) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as AnyNode);
  }
  return out;
}

const parentElement = (node: AnyNode): Element | undefined =>
  node.parent && isTag(node.parent) ? node.parent : undefined;

function ancestors(node: AnyNode): Element[] {
  const up: Element[] = [];
  for (let p = parentElement(node); p; p = parentElement(p)) up.push(p);
  return up;
}

/** The words of an element as one line, without the text of controls inside it. */
const textOf = (node: AnyNode): string =>
  nodesToText([node], (el) => el !== node && NOT_LABEL_TEXT.has(el.name))
    .replace(/\s+/g, ' ')
    .trim();

/** Labels mark required fields with '*' or '✱' and end in ':'; the name is the words before. */
function cleanLabel(raw: string): { text: string; required: boolean } {
  let text = raw.replace(/\s+/g, ' ').trim();
  let required = /^[*✱]/.test(text);
  text = text.replace(/^[*✱]\s*/, '');
  for (;;) {
    const unmarked = text.replace(/(?:[*✱]|\(required\))$/i, '');
    if (unmarked !== text) required = true;
    const trimmed = unmarked.replace(/[\s:]+$/, '');
    if (trimmed === text) break;
    text = trimmed;
  }
  return { text, required };
}

/** What one page (or fragment) knows about ids, built once per parse. */
type PageIndex = { byId: Map<string, Element>; labelsFor: Map<string, Element[]> };

function indexOf(elements: readonly Element[]): PageIndex {
  const byId = new Map<string, Element>();
  const labelsFor = new Map<string, Element[]>();
  for (const el of elements) {
    const id = el.attribs.id;
    if (id && !byId.has(id)) byId.set(id, el);
    const target = el.name === 'label' ? el.attribs.for : undefined;
    if (target) labelsFor.set(target, [...(labelsFor.get(target) ?? []), el]);
  }
  return { byId, labelsFor };
}

/** The `aria-labelledby` (else `aria-label`) name of an element. */
function ariaName(el: Element, page: PageIndex): string {
  const ids = el.attribs['aria-labelledby']?.split(/\s+/).filter(Boolean) ?? [];
  const labelled = ids
    .map((id) => page.byId.get(id))
    .filter((e): e is Element => e !== undefined)
    .map(textOf)
    .join(' ')
    .trim();
  return labelled || (el.attribs['aria-label'] ?? '').trim();
}

function describedBy(el: Element, page: PageIndex): string {
  const ids = el.attribs['aria-describedby']?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => page.byId.get(id))
    .filter((e): e is Element => e !== undefined)
    .map(textOf)
    .filter(Boolean)
    .join(' ');
}

/**
 * The text of a label that wraps its control: the words before a block that holds the control,
 * or the first block of words (Lever puts the question in a `<div>` and the answer widget in the
 * next one, with button texts of its own), or the words after a leading checkbox.
 */
function wrappingLabelText(label: Element, control: Element): string {
  let words = '';
  for (const child of label.children) {
    if (isText(child)) {
      words += child.data;
      continue;
    }
    if (!isTag(child)) continue;
    const holdsControl = child === control || elementsIn([child]).some((e) => e === control || isControl(e));
    if (holdsControl) {
      if (words.trim()) break;
      continue;
    }
    const text = textOf(child);
    if (PHRASING.has(child.name)) words += ` ${text} `;
    else if (!words.trim()) return text;
    else break;
  }
  return words.replace(/\s+/g, ' ').trim();
}
const PHRASING = new Set(['span', 'b', 'strong', 'i', 'em', 'small', 'abbr', 'a', 'sup', 'sub', 'code', 'mark', 'u']);

function isControl(el: Element): boolean {
  if (el.name === 'select' || el.name === 'textarea') return true;
  return el.name === 'input' && !NON_FIELD_INPUT_TYPES.has((el.attribs.type ?? 'text').toLowerCase());
}

type Control = { el: Element; key: string; type: string };

/**
 * The field's type; a plain text input that the page marks as an email or phone number (Greenhouse
 * uses `type="text"` with `autocomplete="email"`) is typed by that hint.
 */
function fieldTypeOf({ el, key, type }: Control): FormFieldType {
  if (type === 'select' || type === 'textarea') return type;
  if (type !== 'text') return INPUT_FIELD_TYPES[type] ?? 'text';
  const hint = (el.attribs.autocomplete ?? '').toLowerCase().split(/\s+/).pop() || key.toLowerCase();
  return hint === 'email' ? 'email' : hint === 'tel' || hint === 'phone' ? 'tel' : hint === 'url' ? 'url' : 'text';
}

/** The form's fields as the reader sees them: one entry per control, in document order. */
function controlsIn(root: AnyNode): Control[] {
  const controls: Control[] = [];
  for (const el of elementsIn([root])) {
    if (!isControl(el)) continue;
    const key = el.attribs.name || el.attribs.id;
    if (!key) continue;
    const type = el.name === 'input' ? (el.attribs.type ?? 'text').toLowerCase() : el.name;
    controls.push({ el, key, type });
  }
  return controls;
}

/**
 * For each ancestor of the controls, the one field key under it, or null when it holds several
 * fields. A container that holds one field only is that field's question: its legend, group
 * name or leading text names the field.
 */
function ownersOf(controls: readonly Control[]): Map<Element, string | null> {
  const owner = new Map<Element, string | null>();
  for (const c of controls) {
    for (let el = parentElement(c.el); el; el = parentElement(el)) {
      const seen = owner.get(el);
      if (seen === undefined) owner.set(el, c.key);
      else if (seen !== c.key) owner.set(el, null);
    }
  }
  return owner;
}

type Scope = { page: PageIndex; owner: Map<Element, string | null> };

/** The fieldset (named by its legend) or ARIA group around `start` that holds this field alone. */
function namedGroup(start: Element | undefined, key: string, scope: Scope): { el: Element; name: string } | undefined {
  for (let el = start; el && scope.owner.get(el) === key; el = parentElement(el)) {
    if (el.name === 'fieldset') {
      const legend = el.children.find((c): c is Element => isTag(c) && c.name === 'legend');
      const name = legend ? textOf(legend) : '';
      if (name) return { el, name };
    }
    const role = el.attribs.role;
    if (role === 'group' || role === 'radiogroup') {
      const name = ariaName(el, scope.page);
      if (name) return { el, name };
    }
  }
  return undefined;
}

/**
 * The words just before the field inside the container that holds it alone: Lever and many
 * hand-made forms put the question in a `<div>` next to the control, with no `<label>`.
 */
function leadingText(start: Element, key: string, scope: Scope): string {
  for (let el: Element | undefined = start; el; el = parentElement(el)) {
    const parent = parentElement(el);
    if (!parent || scope.owner.get(parent) !== key) return '';
    for (let sib = el.prev; sib; sib = sib.prev) {
      if (isTag(sib)) {
        if (INERT.has(sib.name)) continue;
        if (scope.owner.has(sib)) return '';
        const text = textOf(sib);
        if (text) return text.length <= 300 ? text : '';
      } else if (isText(sib) && sib.data.trim()) {
        return sib.data.trim();
      }
    }
  }
  return '';
}

/** The control's own label: `<label for>`, else a `<label>` around it. */
function ownLabel(el: Element, page: PageIndex): string {
  const id = el.attribs.id;
  for (const label of (id && page.labelsFor.get(id)) || []) {
    const text = textOf(label);
    if (text) return text;
  }
  for (let up = parentElement(el); up; up = parentElement(up)) {
    if (up.name === 'label') return wrappingLabelText(up, el);
    if (up.name === 'form') break;
  }
  return '';
}

function optionsOf(select: Element): string[] {
  const options: string[] = [];
  const all = elementsIn(select.children).filter((e) => e.name === 'option');
  all.forEach((option, i) => {
    const value = option.attribs.value;
    const label = (option.attribs.label ?? '').trim() || textOf(option) || (value ?? '').trim();
    // A first option with no value (or a disabled one) is a prompt ("Select..."), not a choice.
    if (i === 0 && (value === '' || 'disabled' in option.attribs)) return;
    if (label && !options.includes(label)) options.push(label.slice(0, 500));
  });
  return options.slice(0, MAX_OPTIONS);
}

/** The lowest element holding every member of a radio or checkbox group. */
function commonAncestor(members: readonly Element[]): Element | undefined {
  const [first, ...rest] = members;
  if (!first) return undefined;
  let candidates = ancestors(first);
  for (const m of rest) {
    const theirs = new Set(ancestors(m));
    candidates = candidates.filter((c) => theirs.has(c));
  }
  return candidates[0];
}

/** One field for a radio group or a group of checkboxes sharing a name; options from each one's label. */
function choiceField(key: string, members: readonly Control[], scope: Scope): FormField {
  const els = members.map((m) => m.el);
  const container = commonAncestor(els);
  const group = namedGroup(container, key, scope);
  const raw = group?.name || (container ? leadingText(container, key, scope) : '');
  const { text, required: marked } = cleanLabel(raw);
  const options: string[] = [];
  for (const el of els) {
    const option = cleanLabel(ariaName(el, scope.page) || ownLabel(el, scope.page) || el.attribs.value || '').text;
    if (option && !options.includes(option)) options.push(option.slice(0, 500));
  }
  const required =
    marked ||
    els.some((el) => 'required' in el.attribs || el.attribs['aria-required'] === 'true') ||
    group?.el.attribs['aria-required'] === 'true';
  const multiple = members[0]?.type === 'checkbox';
  const described = group ? describedBy(group.el, scope.page) : '';
  return {
    fieldId: key.slice(0, 200),
    fieldName: (text || key).slice(0, 500),
    fieldType: 'select',
    required,
    description: [described, multiple ? 'Select all that apply.' : ''].filter(Boolean).join(' ').slice(0, 2000),
    options: options.slice(0, MAX_OPTIONS),
  };
}

function singleField(control: Control, scope: Scope): FormField {
  const { el, key, type } = control;
  const { page } = scope;
  const aria = ariaName(el, page);
  const own = ownLabel(el, page);
  // A control alone in a named fieldset or group (Greenhouse's resume upload, whose own label
  // only says "Attach") is named by the group; its own label then describes it.
  const namedBy = aria ? undefined : namedGroup(parentElement(el), key, scope);
  const group = namedBy?.name ?? '';
  const placeholder = (el.attribs.placeholder ?? '').trim();
  const lead = aria || group || own || placeholder ? '' : leadingText(el, key, scope);
  const name = cleanLabel(aria || group || own || placeholder || lead);
  const fieldName = name.text || key;
  const required =
    'required' in el.attribs ||
    el.attribs['aria-required'] === 'true' ||
    name.required ||
    cleanLabel(own).required ||
    cleanLabel(group).required ||
    namedBy?.el.attribs['aria-required'] === 'true';
  const demoted = group && own ? cleanLabel(own).text : '';
  const description =
    describedBy(el, page) ||
    (namedBy ? describedBy(namedBy.el, page) : '') ||
    (demoted !== fieldName ? demoted : '') ||
    (placeholder !== fieldName ? placeholder : '');
  return {
    fieldId: key.slice(0, 200),
    fieldName: fieldName.slice(0, 500),
    fieldType: fieldTypeOf(control),
    required,
    description: description.slice(0, 2000),
    ...(type === 'select' ? { options: optionsOf(el) } : {}),
  };
}

/** The fields under `root`: radio groups and same-named checkboxes merged into one field each. */
function readFields(root: AnyNode, page: PageIndex): FormField[] {
  const controls = controlsIn(root);
  const scope: Scope = { page, owner: ownersOf(controls) };
  const byKey = new Map<string, Control[]>();
  for (const c of controls) byKey.set(c.key, [...(byKey.get(c.key) ?? []), c]);
  const fields: FormField[] = [];
  for (const [key, members] of byKey) {
    const first = members[0];
    if (!first) continue;
    const grouped = first.type === 'radio' || (first.type === 'checkbox' && members.length > 1);
    fields.push(grouped ? choiceField(key, members, scope) : singleField(first, scope));
    if (fields.length >= MAX_FIELDS) break;
  }
  return fields;
}

/** The fields of one form's markup (or of any fragment), radio groups and checkboxes of one name merged. */
export function readFormFields(formHtml: string): FormField[] {
  const doc = parseDocument(formHtml);
  return readFields(doc, indexOf(elementsIn(doc.children)));
}

function pageForm(elements: readonly Element[]): FormField[] {
  const page = indexOf(elements);
  const forms = elements.filter((e) => e.name === 'form').map((form) => readFields(form, page));
  // The application form is the one with the most fields; the first wins a tie.
  return forms.reduce<FormField[]>((best, f) => (f.length > best.length ? f : best), []);
}

/** The application form of a page: the `<form>` with the most fields, or none. */
export function readPageForm(html: string): FormField[] {
  const doc = parseDocument(html);
  return pageForm(elementsIn(doc.children));
}

// ---- What the page says about the job ----------------------------------------------------------

export type PageJob = {
  title: string;
  /** The hiring company as the page names it; '' when nothing on the page names it. */
  company: string;
  description: string;
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** JSON-LD strings are often entity-encoded and padded: one clean line. */
const cleanString = (v: unknown): string =>
  typeof v === 'string' ? decodeEntities(v).replace(/\s+/g, ' ').trim() : '';

/** Every object of the page's JSON-LD blocks, arrays and `@graph`s flattened. */
function structuredData(elements: readonly Element[]): Json[] {
  const nodes: Json[] = [];
  const collect = (value: unknown, depth: number): void => {
    if (depth > 4) return;
    if (Array.isArray(value)) for (const v of value) collect(v, depth + 1);
    else if (isObject(value)) {
      nodes.push(value);
      collect(value['@graph'], depth + 1);
    }
  };
  for (const el of elements) {
    if (el.name !== 'script' || !/^\s*application\/ld\+json\s*(;|$)/i.test(el.attribs.type ?? '')) continue;
    const source = el.children
      .map((c) => (isText(c) ? c.data : ''))
      .join('')
      .trim()
      .replace(/^<!--|-->$/g, '');
    try {
      collect(JSON.parse(source), 0);
    } catch {
      // A broken block is the page's mistake; the other signals still read.
    }
  }
  return nodes;
}

const isJobPosting = (node: Json) => {
  const type = node['@type'];
  return type === 'JobPosting' || (Array.isArray(type) && type.includes('JobPosting'));
};

/** `hiringOrganization` as a name: a string, an object, a list of them, or an `@id` reference. */
function organisationName(value: unknown, nodes: readonly Json[]): string {
  if (typeof value === 'string') return cleanString(value);
  if (Array.isArray(value)) {
    for (const v of value) {
      const name = organisationName(v, nodes);
      if (name) return name;
    }
    return '';
  }
  if (!isObject(value)) return '';
  const name = cleanString(value.name);
  if (name) return name;
  const ref = value['@id'];
  const target = typeof ref === 'string' ? nodes.find((n) => n !== value && n['@id'] === ref) : undefined;
  return target ? cleanString(target.name) : '';
}

function metaContent(elements: readonly Element[], key: string): string {
  for (const el of elements) {
    if (el.name !== 'meta') continue;
    const name = (el.attribs.property ?? el.attribs.name ?? '').toLowerCase();
    if (name === key && el.attribs.content?.trim()) return el.attribs.content.replace(/\s+/g, ' ').trim();
  }
  return '';
}

const normalised = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
/** The same name, allowing for a suffix ("Acme" and "Acme Corp", "Acme Careers"). */
function sameName(a: string, b: string): boolean {
  const [x, y] = [normalised(a), normalised(b)];
  return !!x && !!y && (x === y || (Math.min(x.length, y.length) >= 3 && (x.startsWith(y) || y.startsWith(x))));
}

/** Words that make a title part a job title rather than a company name. */
const ROLE_WORDS =
  /\b(engineer|engineering|developer|manager|analyst|designer|scientist|specialist|lead|director|intern|internship|associate|coordinator|consultant|administrator|architect|officer|representative|assistant|head of|vp|technician|nurse|teacher|recruiter|writer|editor|accountant|counsel|researcher|executive|agent|advisor|strategist|programmer|sre|devops|tester|senior|junior|staff|principal)\b/i;
/** Parts of a `<title>` that name neither the job nor the company. */
const GENERIC_PART =
  /^(careers?|jobs?|job board|job openings?|open positions?|apply|apply now|lever|greenhouse|ashby|workable)$/i;
const SEPARATOR = /\s+(?:[|–—·•]|-|::)\s+/;

/**
 * Splits a page or og: title into the job title and the company, as ATS pages write them:
 * "Job Application for Data Engineer at Acme" (Greenhouse), "Data Engineer at Acme", "Acme -
 * Data Engineer" (Lever), "Acme | Data Engineer". Which side is which is decided by what the page
 * already said (the h1, the known company), else by which side reads like a job title.
 */
function splitTitle(text: string, known: { title: string; company: string }): { title?: string; company?: string } {
  const greenhouse = /^job application for (.+) at (.+)$/i.exec(text);
  if (greenhouse?.[1] && greenhouse[2]) return { title: greenhouse[1].trim(), company: greenhouse[2].trim() };
  const parts = text
    .split(SEPARATOR)
    .map((p) => p.trim())
    .filter((p) => p && !GENERIC_PART.test(p));
  if (parts.length === 1) {
    const at = /^(.+) (?:at|@) (.+)$/.exec(parts[0] ?? '');
    if (at?.[1] && at[2]) return { title: at[1].trim(), company: at[2].trim() };
    return { title: parts[0] };
  }
  if (parts.length < 2) return {};
  const other = (i: number) => (i === 0 ? parts[parts.length - 1] : parts[0]);
  const byTitle = known.title ? parts.findIndex((p) => sameName(p, known.title)) : -1;
  if (byTitle >= 0) return { title: parts[byTitle], company: other(byTitle) };
  const byCompany = known.company ? parts.findIndex((p) => sameName(p, known.company)) : -1;
  if (byCompany >= 0) return { title: other(byCompany), company: parts[byCompany] };
  const byRole = parts.findIndex((p) => ROLE_WORDS.test(p));
  if (byRole >= 0) return { title: parts[byRole], company: other(byRole) };
  return {};
}

/** "Acme Careers" and "Acme Jobs" name Acme. */
const companyOf = (s: string | undefined) => (s ?? '').replace(/\s+(?:careers?|jobs?)$/i, '').trim();

/** A company named by the page's headings ("Data Engineer at Acme") or microdata. */
function headingCompany(elements: readonly Element[]): string {
  for (const el of elements) {
    if (el.attribs.itemprop === 'hiringOrganization') {
      const named = elementsIn([el]).find((e) => e.attribs.itemprop === 'name');
      const text = textOf(named ?? el);
      if (text && text.length <= 100) return text;
    }
    if (/^h[1-3]$/.test(el.name)) {
      const at = /^.+ (?:at|@) (.+)$/.exec(textOf(el));
      if (at?.[1] && at[1].length <= 100) return at[1].trim();
    }
  }
  return '';
}

/** Elements whose text is not the job's description. */
const NOT_DESCRIPTION = new Set(['form', 'nav', 'footer', 'button', 'select', 'textarea']);

function pageJob(doc: Document, elements: readonly Element[]): PageJob {
  const nodes = structuredData(elements);
  const posting = nodes.find(isJobPosting);
  const ldTitle = cleanString(posting?.title) || cleanString(posting?.name);
  const ldCompany = posting ? organisationName(posting.hiringOrganization, nodes) : '';
  const siteName = metaContent(elements, 'og:site_name');
  const ogTitle = metaContent(elements, 'og:title');
  const h1El = elements.find((e) => e.name === 'h1');
  const h1 = h1El ? textOf(h1El) : '';
  const titleEl = elements.find((e) => e.name === 'title' && !ancestors(e).some((a) => a.name === 'svg'));
  const titleTag = titleEl ? textOf(titleEl) : '';

  const known = { title: ldTitle || h1, company: ldCompany || siteName };
  const fromTag = splitTitle(titleTag, known);
  const fromOg = splitTitle(ogTitle, known);
  const company = known.company || companyOf(fromTag.company) || companyOf(fromOg.company) || headingCompany(elements);
  // A title that is only the company's name ("Acme Careers") says nothing about the job.
  const asTitle = (s: string | undefined) => (s && !(company && sameName(s, company)) ? s : '');
  const title = ldTitle || asTitle(fromOg.title) || h1 || asTitle(fromTag.title) || titleTag;

  const ldDescription = typeof posting?.description === 'string' ? htmlToText(posting.description) : '';
  const body = elements.find((e) => e.name === 'body');
  const description =
    (ldDescription.length >= 100 ? ldDescription : '') ||
    nodesToText(body ? body.children : doc.children, (el) => NOT_DESCRIPTION.has(el.name)) ||
    ldDescription ||
    metaContent(elements, 'description');
  return {
    title: title.slice(0, 300) || 'Untitled job',
    company: company.slice(0, 200),
    description: description.slice(0, 50_000),
  };
}

/**
 * What the page says about the job: its title (JSON-LD `title`, og:title, the h1, or the
 * `<title>` without the company), the company (JSON-LD `hiringOrganization`, og:site_name, the
 * `<title>`, headings; never the host name, which is often an ATS or an address) and the
 * description text.
 */
export function readPageJob(html: string): PageJob {
  const doc = parseDocument(html);
  return pageJob(doc, elementsIn(doc.children));
}

/** The job and its application form from one parse of the page. */
export function readPage(html: string): { job: PageJob; fields: FormField[] } {
  const doc = parseDocument(html);
  const elements = elementsIn(doc.children);
  return { job: pageJob(doc, elements), fields: pageForm(elements) };
}
