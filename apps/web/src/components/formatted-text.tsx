import { Fragment, type ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * Renders an answer's light formatting (assistant, job seeker and free dashboard answers) without HTML: paragraphs, '-', '*' or '1.' lists, and
 * **bold**. Everything else stays plain text, so nothing a reply contains can become markup.
 */
export function FormattedText({ text, className }: { text: string; className?: string }) {
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
  return <div className={cn('space-y-2 whitespace-pre-wrap break-words', className)}>{blocks}</div>;
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
