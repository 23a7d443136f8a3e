/**
 * The first `max` UTF-16 units of `text`, one fewer when the cut would fall inside a surrogate
 * pair (an emoji, say): half a pair is not text, and PostgreSQL refuses to store it.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
