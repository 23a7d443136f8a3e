/**
 * The address as a link target when it is an absolute http or https URL, else undefined. Addresses
 * that come from outside (a job page's URL, a board's posting link) may hold `javascript:`,
 * `data:` or `file:` URLs; such a value is shown as text, never put in an `href`.
 */
export function webAddress(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
