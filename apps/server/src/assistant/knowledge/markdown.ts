/**
 * The small slice of Markdown the knowledge base needs: a YAML-like front matter block and the
 * `##` sections that become retrievable passages. Articles are written by us, so a tolerant
 * hand-written parser beats a dependency.
 */

/** Front matter fields of an article; unknown keys are kept as strings (or lists). */
export type FrontMatter = {
  title?: string;
  topics?: string | string[];
  audience?: string;
  summary?: string;
  /** The named sources a guide draws on, e.g. `[U.S. EEOC "Harassment" guidance, O*NET OnLine]`. */
  sources?: string | string[];
  [key: string]: string | string[] | undefined;
};

/** A `##` section of an article (the text before the first `##` has an empty heading). */
export type MarkdownSection = { heading: string; text: string };

function unquote(value: string): string {
  const v = value.trim();
  const q = v[0];
  // Only a value quoted as a whole loses its quotes: `"Harassment" guidance by "EEOC"` keeps them.
  if (v.length >= 2 && (q === '"' || q === "'") && v.endsWith(q) && !v.slice(1, -1).includes(q)) {
    return v.slice(1, -1);
  }
  return v;
}

/**
 * The items of a bracketed list (without its brackets), split at commas outside double quotes and
 * parentheses, so a named source may quote a title or spell out a name that has a comma in it
 * (`Acas "Bullying, harassment"`, `ESCO (European Skills, Competences, ...)`). Apostrophes do not
 * quote: `Employer's guide` is one item.
 */
function listItems(inner: string): string[] {
  const items: string[] = [];
  let current = '';
  let quoted = false;
  let depth = 0;
  for (const ch of inner) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth = Math.max(0, depth - 1);
    if (ch === ',' && !quoted && depth === 0) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items.map(unquote).filter((v) => v.length > 0);
}

/**
 * Splits a Markdown document into its front matter and body. Front matter is the block between a
 * leading `---` line and the next `---` line, with `key: value` lines; `[a, b]` values become
 * arrays. A document without front matter returns `{}` and the whole text as body.
 */
export function parseFrontMatter(source: string): { data: FrontMatter; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: FrontMatter = {};
  let listKey: string | null = null;
  for (const line of (match[1] ?? '').split('\n')) {
    // A YAML block list ("topics:" followed by "- a" lines) is accepted too.
    const item = /^\s+-\s+(.*)$/.exec(line) ?? (listKey ? /^-\s+(.*)$/.exec(line) : null);
    if (item && listKey) {
      const list = data[listKey];
      if (Array.isArray(list)) list.push(unquote(item[1] ?? ''));
      continue;
    }
    const pair = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!pair) continue;
    const key = pair[1] as string;
    const raw = (pair[2] ?? '').trim();
    listKey = null;
    if (raw.startsWith('[') && raw.endsWith(']')) {
      data[key] = listItems(raw.slice(1, -1));
    } else if (raw === '') {
      data[key] = [];
      listKey = key;
    } else {
      data[key] = unquote(raw);
    }
  }
  return { data, body: text.slice(match[0].length) };
}

/**
 * Splits a Markdown body into sections at `##` headings (deeper headings stay inside their
 * section as plain lines). A leading `#` title line is dropped; text before the first `##`
 * becomes a section with an empty heading when it is not blank.
 */
export function splitSections(body: string): MarkdownSection[] {
  const sections: MarkdownSection[] = [];
  let heading = '';
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join('\n').trim();
    if (text.length > 0) sections.push({ heading, text });
    lines = [];
  };
  let inFence = false;
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    const h2 = inFence ? null : /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (h2) {
      flush();
      heading = h2[1] ?? '';
      continue;
    }
    if (!inFence && /^#\s+/.test(line) && sections.length === 0 && heading === '') continue;
    lines.push(line);
  }
  flush();
  return sections;
}

/**
 * Removes inline Markdown (emphasis, code ticks, links, heading hashes) so text reads naturally
 * in a chat bubble and through text-to-speech.
 */
export function stripInlineMarkdown(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?!\s)([^*]+?)\*(?!\w)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/^#{1,6}\s+/gm, '');
}
