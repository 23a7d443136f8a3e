/**
 * The page's markup for the server to read the job title, company and description from: scripts
 * (except JSON-LD job data), styles, SVG and noscript removed, and Careerloom's own panel left
 * out. The service worker cuts it to the size the server accepts (the content script imports no
 * runtime code from the contract, so zod stays out of every job page).
 */
export function pageHtmlOf(doc: Document): string {
  const root = doc.documentElement.cloneNode(true) as HTMLElement;
  for (const el of root.querySelectorAll('script, style, svg, noscript, template, [data-careerloom-root]')) {
    if (el.tagName === 'SCRIPT' && el.getAttribute('type')?.toLowerCase() === 'application/ld+json') continue;
    el.remove();
  }
  return root.outerHTML;
}
