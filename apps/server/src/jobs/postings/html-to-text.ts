import type { AnyNode, Element } from 'domhandler';
import { isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * Turns a posting's HTML description into plain text for search, snippets and skill extraction.
 * Boards send HTML we do not control, so it is read by a real parser (htmlparser2, which never
 * throws and never runs anything): script, style and comments are dropped, block-level elements
 * become line breaks and list items "- " lines, and the parser decodes character references.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '§',
  para: '¶',
  shy: '',
  zwj: '',
  zwnj: '',
  iexcl: '¡',
  iquest: '¿',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  agrave: 'à',
  egrave: 'è',
  ograve: 'ò',
  auml: 'ä',
  euml: 'ë',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  ccedil: 'ç',
  Ccedil: 'Ç',
  acirc: 'â',
  ecirc: 'ê',
  ocirc: 'ô',
  aring: 'å',
  oslash: 'ø',
  aelig: 'æ',
};

/**
 * Decodes named, decimal and hexadecimal character references in text that is not markup (JSON
 * fields, entity-encoded HTML before it is parsed); unknown names stay as written. The parser
 * decodes references in markup itself.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      // Surrogates, NUL and out-of-range code points are not characters: keep the text readable.
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[ref] ?? NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is never text for a reader. */
const DROPPED = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'svg', 'head', 'object']);
/** Elements that end a paragraph: a blank line. */
const PARAGRAPH_TAGS = new Set(
  'p div hr h1 h2 h3 h4 h5 h6 ul ol dl table thead tbody tfoot section article header footer aside nav blockquote pre figure figcaption main address details summary form fieldset legend'.split(
    ' ',
  ),
);
/** Elements that end a line. */
const LINE_TAGS = new Set(['br', 'tr', 'dt', 'dd', 'option']);
/** Table cells: a space, so the words of neighbouring cells do not run together. */
const CELL_TAGS = new Set(['td', 'th']);

/**
 * Plain text of parsed nodes, as htmlToText formats it; `skip` leaves out further elements (and
 * what they hold). Breaks next to each other merge (the larger wins), and whitespace-only text
 * between elements counts as one space, so indented markup does not add blank lines; other text
 * keeps its line breaks, because some boards send plain text wrapped in one `<p>`.
 */
export function nodesToText(nodes: readonly AnyNode[], skip?: (element: Element) => boolean): string {
  const parts: string[] = [];
  /** Line breaks owed before the next words: 1 ends a line, 2 a paragraph. */
  let owed = 0;
  // After "- ", the item's first words follow on the same line even when the markup breaks it.
  let itemStart = false;
  const write = (words: string) => {
    if (owed && /^\s*$/.test(words)) return;
    const text = itemStart ? words.replace(/^\s+/, '') : words;
    if (!text) return;
    if (owed) {
      // Trailing whitespace before a break is the markup's indentation, not a line of its own.
      while (parts.length && /^\s*$/.test(parts[parts.length - 1] ?? '')) parts.pop();
      if (parts.length) parts[parts.length - 1] = (parts[parts.length - 1] ?? '').trimEnd();
      parts.push('\n'.repeat(owed));
      owed = 0;
    }
    parts.push(text);
    itemStart = false;
  };
  // An explicit stack, not recursion: a hostile page can nest elements deeper than the call stack.
  const stack: (AnyNode | number)[] = [...nodes].reverse();
  while (stack.length) {
    const node = stack.pop();
    if (node === undefined) break;
    if (typeof node === 'number') {
      owed = Math.max(owed, node);
      continue;
    }
    if (isText(node)) {
      write(/^\s*$/.test(node.data) ? ' ' : node.data);
      continue;
    }
    if (!isTag(node) || DROPPED.has(node.name) || skip?.(node)) continue;
    const edge = PARAGRAPH_TAGS.has(node.name) ? 2 : LINE_TAGS.has(node.name) ? 1 : 0;
    owed = Math.max(owed, edge);
    if (CELL_TAGS.has(node.name)) write(' ');
    if (node.name === 'li') {
      owed = Math.max(owed, 1);
      write('- ');
      itemStart = true;
    }
    stack.push(edge);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as AnyNode);
  }
  return tidyText(parts.join(''));
}

/**
 * Plain text of an HTML fragment: paragraphs separated by one blank line, list items as "- "
 * lines under each other.
 */
export function htmlToText(html: string): string {
  let source = html;
  // Greenhouse sends its content entity-encoded ("&lt;p&gt;..."): decode once so the tags are tags.
  if (!/<[a-z!/]/i.test(source) && /&lt;\/?[a-z]/i.test(source)) source = decodeEntities(source);
  return nodesToText(parseDocument(source).children);
}

/**
 * A run of spaces and tabs other than one plain space. A lone space, nearly every one in a text,
 * is already what the run becomes: replacing each of them was most of tidying a posting.
 */
const SPACE_RUN =
  /[\t\f\v\u00a0\u2000-\u200a\u202f\u205f\u3000][\t\f\v \u00a0\u2000-\u200a\u202f\u205f\u3000]*| [\t\f\v \u00a0\u2000-\u200a\u202f\u205f\u3000]+/g;

/** Collapses runs of spaces, trims each line and keeps at most one blank line between paragraphs. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(SPACE_RUN, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
