/**
 * Sites the user enabled one by one for plain HTML application forms: Chrome's optional host
 * permission for that origin, then the content script registered for it. Nothing runs on a
 * site the user did not name.
 */
const scriptId = (origin: string) => `site-${origin.replace(/[^a-z0-9]/gi, '_')}`;

/** `https://careers.example.com` from what the user typed; throws a readable error. */
export function originOf(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim().includes('://') ? input.trim() : `https://${input.trim()}`);
  } catch {
    throw new Error('Enter the site’s address, e.g. https://careers.example.com');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('Only http and https sites can be enabled');
  return url.origin;
}

/** Asks Chrome for the site (must run in the click that asked) and registers the content script. */
export async function enableSite(origin: string): Promise<boolean> {
  const pattern = `${origin}/*`;
  const granted = await chrome.permissions.request({ origins: [pattern] });
  if (!granted) return false;
  const id = scriptId(origin);
  const existing = await chrome.scripting.getRegisteredContentScripts({ ids: [id] });
  if (existing.length === 0)
    await chrome.scripting.registerContentScripts([
      { id, matches: [pattern], js: ['content.js'], runAt: 'document_idle', persistAcrossSessions: true },
    ]);
  return true;
}

export async function disableSite(origin: string): Promise<void> {
  const id = scriptId(origin);
  const existing = await chrome.scripting.getRegisteredContentScripts({ ids: [id] });
  if (existing.length) await chrome.scripting.unregisterContentScripts({ ids: [id] });
  await chrome.permissions.remove({ origins: [`${origin}/*`] });
}
