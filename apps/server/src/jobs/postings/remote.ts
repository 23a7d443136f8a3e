const REMOTE_WORDS = /\b(?:remote|anywhere|work from home|work from anywhere|wfh|home[- ]based|fully distributed)\b/i;
const NOT_REMOTE = /\b(?:no|not|non)[- ]remote\b|\bremote\s+not\s+(?:possible|available)\b/i;
/**
 * A place line or title that names an office, a hybrid or on-site arrangement, or a move:
 * "New York, NY (HQ)", "San Francisco-Hybrid", "London Office", "NYC Headquarters",
 * "Senior iOS Engineer (relocation to Cyprus)".
 */
const AT_AN_OFFICE =
  /\b(?:hq|headquarters?|offices?|hybrid|on[- ]?site|in[- ]office|in[- ]person|relocat(?:e|ion|ing))\b/i;

/**
 * Whether a posting is remote. The location or the title saying so ('Remote', 'Anywhere', 'Work
 * from home') decides first; "Not remote" / "non-remote" read as no. Otherwise the board's flag,
 * unless the location or title names an office, a hybrid or on-site arrangement or a relocation:
 * Ashby flags many such postings `isRemote` ("New York, NY (HQ)", "Paris - Hybrid", "(relocation
 * to Cyprus)"), and the place line is the employer's own statement of where the work is (issue 35).
 * A board's "no" does not override the text either: Ashby marks many "Remote (US)" postings
 * `isRemote: false`.
 */
export function isRemotePosting(flag: boolean | null | undefined, location: string, title: string): boolean {
  const texts = [location, title];
  if (texts.some((text) => NOT_REMOTE.test(text))) return false;
  if (texts.some((text) => REMOTE_WORDS.test(text))) return true;
  return flag === true && !texts.some((text) => AT_AN_OFFICE.test(text));
}
