import { Fragment, type ReactNode } from 'react';

/**
 * Renders an answer's light formatting without HTML: paragraphs, '-', '*' or '1.' lists, and
 * **bold**. Everything else stays plain text, so nothing a reply contains can become markup.
 */
export function MessageText({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let paragraph: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length) blocks.push(<p key={blocks.length}>{inline(paragraph.join('\n'))}</p>);
    paragraph = [];
  };
  const flushList = () => {
    if (!list) return;
    const items = list.items.map((item, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: list items of static text, never reordered
      <li key={i}>{inline(item)}</li>
    ));
    blocks.push(
      list.ordered ? (
        <ol key={blocks.length} className="list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul key={blocks.length} className="list-disc space-y-1 pl-5">
          {items}
        </ul>
      ),
    );
    list = null;
  };

  for (const line of text.split('\n')) {
    const bullet = /^\s*[-*•]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      flushParagraph();
      const ordered = Boolean(numbered) && !bullet;
      if (!list || list.ordered !== ordered) {
        flushList();
        list = { ordered, items: [] };
      }
      list.items.push(item[1] ?? '');
    } else if (!line.trim()) {
      flushParagraph();
      flushList();
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return <div className="space-y-2 whitespace-pre-wrap break-words">{blocks}</div>;
}

function inline(text: string): ReactNode {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: fragments of one string, in order
      <strong key={i}>{part}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: fragments of one string, in order
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/**
 * Answers name their sources in a last 'Sources: ...' line for clients that read only the text;
 * the panel lists `sources` itself, so that line goes when the list is there.
 */
export function withoutSourcesLine(text: string): string {
  return text.replace(/\n+\s*Sources?:[^\n]*\s*$/i, '');
}

/** The text to speak: the answer without its sources line and formatting marks. */
export function speakableText(text: string): string {
  return withoutSourcesLine(text)
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/^\s*(?:[-*•]|\d+[.)])\s+/gm, '')
    .trim();
}
