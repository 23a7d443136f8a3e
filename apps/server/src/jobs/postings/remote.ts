const REMOTE_WORDS = /\b(?:remote|anywhere|work from home|work from anywhere|wfh|home[- ]based|fully distributed)\b/i;
const NOT_REMOTE = /\b(?:no|not|non)[- ]remote\b|\bremote\s+not\s+(?:possible|available)\b/i;

/**
 * Whether a posting is remote: the board's own flag when it says yes; otherwise the location or
 * the title saying so ('Remote', 'Anywhere', 'Work from home'). A board's "no" does not override
 * the text: Ashby marks many "Remote (US)" postings `isRemote: false`, yet the location is the
 * employer's own statement. "Not remote" / "non-remote" read as no.
 */
export function isRemotePosting(flag: boolean | null | undefined, location: string, title: string): boolean {
  if (flag === true) return true;
  return [location, title].some((text) => REMOTE_WORDS.test(text) && !NOT_REMOTE.test(text));
}
