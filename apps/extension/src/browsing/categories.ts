import { BROWSING_CATEGORY_HOSTS, type BrowsingCategory } from '@careerloom/contract';

/** A visited host's category and, when it is on a list, the list entry it matched. */
export type HostCategory = { category: BrowsingCategory; entry: string | null };

/**
 * Sorts a host into a browsing category with the contract's lists: the host itself or any of
 * its subdomains (`www.github.com` and `gist.github.com` are `github.com`). Anything else is
 * `other`, and non-web pages (the browser's own, files) count for nothing.
 */
export function categoryOfHost(host: string): HostCategory {
  const h = host.toLowerCase().replace(/\.$/, '');
  for (const [category, entries] of Object.entries(BROWSING_CATEGORY_HOSTS) as [BrowsingCategory, readonly string[]][])
    for (const entry of entries) if (h === entry || h.endsWith(`.${entry}`)) return { category, entry };
  return { category: 'other', entry: null };
}

/** The category of a tab's address, or null for pages that are not web pages. */
export function categoryOfUrl(url: string | undefined): HostCategory | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return categoryOfHost(parsed.hostname);
  } catch {
    return null;
  }
}
