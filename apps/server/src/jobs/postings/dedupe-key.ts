/**
 * The key that makes the same job posted on two boards one search result: normalised company,
 * title and location joined by "|". Normalising means: Unicode compatibility form without
 * accents; lower case; "&" as "and"; abbreviated seniority spelled out ("Sr." → senior,
 * "Jr." → junior, "Snr" → senior) so that spelling does not split a job, while the seniority itself
 * stays part of the key (a senior and a junior opening are different jobs); every other
 * punctuation mark a space; legal suffixes dropped from the company ("Inc.", "LLC", "GmbH", ...);
 * runs of whitespace one space. Word order is kept: "Backend Developer" and "Developer, Backend"
 * stay different keys, as the boards wrote them.
 */
export function dedupeKey(company: string, title: string, location: string): string {
  return [normaliseCompany(company), normaliseTitle(title), normalisePart(location)].join('|');
}

const SENIORITY_ABBREVIATIONS: [RegExp, string][] = [
  [/\bsr\b\.?|\bsnr\b\.?/g, 'senior'],
  [/\bjr\b\.?|\bjnr\b\.?/g, 'junior'],
];

const LEGAL_SUFFIXES =
  /\b(?:inc|incorporated|llc|ltd|limited|plc|gmbh|ag|sa|sas|bv|corp|corporation|co|company|pty)\b/g;

/** Lower-case, accent-free words separated by single spaces. */
export function normalisePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

function normaliseTitle(title: string): string {
  let text = title.toLowerCase();
  for (const [pattern, word] of SENIORITY_ABBREVIATIONS) text = text.replace(pattern, word);
  return normalisePart(text);
}

function normaliseCompany(company: string): string {
  const words = normalisePart(company).replace(LEGAL_SUFFIXES, ' ').trim().replace(/\s+/g, ' ');
  // A name that is only a suffix ("Company") keeps its words rather than becoming empty.
  return words || normalisePart(company);
}
