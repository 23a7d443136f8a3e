/**
 * Turns a posting's HTML description into plain text for search, snippets and skill extraction.
 * Boards send HTML we do not control, so this never builds a DOM or runs anything: it drops
 * script/style/comments, turns block-level tags into line breaks and list items into "- " lines,
 * removes every other tag and decodes character references. No third-party parser: the server
 * has none among its dependencies and the job is small.
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

/** Decodes named, decimal and hexadecimal character references; unknown names stay as written. */
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

/** Tags that end a paragraph: a blank line. */
const PARAGRAPH_TAGS =
  'p|div|hr|h[1-6]|ul|ol|dl|table|thead|tbody|tfoot|section|article|header|footer|aside|nav|blockquote|pre|figure|figcaption|main|address|details|summary';
/** Tags that end a line. */
const LINE_TAGS = 'br|tr|dt|dd';

/**
 * Plain text of an HTML fragment: paragraphs separated by one blank line, list items as "- "
 * lines under each other.
 */
export function htmlToText(html: string): string {
  let text = html;
  // Greenhouse sends its content entity-encoded ("&lt;p&gt;..."): decode once so the tags are tags.
  if (!/<[a-z!/]/i.test(text) && /&lt;\/?[a-z]/i.test(text)) text = decodeEntities(text);
  text = text
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style|noscript|template|iframe|svg|head)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/li\s*>/gi, '')
    .replace(new RegExp(`</?(?:${PARAGRAPH_TAGS})\\b[^>]*>`, 'gi'), '\n\n')
    .replace(new RegExp(`</?(?:${LINE_TAGS})\\b[^>]*>`, 'gi'), '\n')
    .replace(/<td\b[^>]*>|<th\b[^>]*>/gi, ' ')
    .replace(/<\/?[a-z!?][^>]*>/gi, '');
  return tidyText(decodeEntities(text));
}

/** Collapses runs of spaces, trims each line and keeps at most one blank line between paragraphs. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\f\v \u00a0\u2000-\u200a\u202f\u205f\u3000]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
