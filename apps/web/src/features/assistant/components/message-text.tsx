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
