/**
 * What the extension keeps in `chrome.storage.local` (extension-only storage, never the page's
 * localStorage): the server address, the pairing token and the user's browsing-time consent.
 * Only the service worker and the options page read the token.
 */
export type Pairing = { serverUrl: string; token: string };

export type StoredSettings = {
  pairing?: Pairing;
  browsingConsent?: boolean;
  /** Origins the user enabled for plain HTML forms, e.g. `https://careers.example.com`. */
  plainFormSites?: string[];
};

export async function readSettings(): Promise<StoredSettings> {
  return (await chrome.storage.local.get(['pairing', 'browsingConsent', 'plainFormSites'])) as StoredSettings;
}

export async function writeSettings(update: Partial<StoredSettings>): Promise<void> {
  await chrome.storage.local.set(update);
}

export async function clearPairing(): Promise<void> {
  await chrome.storage.local.remove('pairing');
}

/** `https://host:port` without a trailing slash or path; throws a readable error for a bad one. */
export function normaliseServerUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new Error('Enter the Careerloom address, e.g. https://careerloom.example.com');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('The Careerloom address must start with https://');
  return url.origin;
}
