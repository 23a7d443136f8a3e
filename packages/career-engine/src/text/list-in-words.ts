/**
 * A list as a sentence says it: "a", "a and b", "a, b and c" (or "or" for alternatives). One home:
 * eight modules of the engine and the server had each written their own.
 */
export function listInWords(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
