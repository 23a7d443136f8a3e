/**
 * Matching a message about an application to the user's recorded applications: by company
 * (normalised, so "Acme, Inc." is "ACME") and then by title (shared words). When the title does
 * not decide, the most recent application at that company is the one the mail is about: people
 * rarely have two open applications at one employer, and the newer one is the likelier.
 */

/** Legal forms and filler that do not tell two employers apart. */
const LEGAL_FORMS = new Set([
  'inc',
  'incorporated',
  'llc',
  'llp',
  'ltd',
  'limited',
  'gmbh',
  'ag',
  'sa',
  'sas',
  'sarl',
  'bv',
  'nv',
  'plc',
  'corp',
  'corporation',
  'co',
  'company',
  'se',
  'srl',
  'spa',
  'oy',
  'ab',
  'as',
  'asa',
  'pty',
  'kg',
  'ug',
  'the',
]);

/** 'Acme Robotics, Inc.' → 'acme robotics'; 'Müller GmbH' → 'muller'. */
export function normaliseCompany(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w && !LEGAL_FORMS.has(w))
    .join(' ');
}

/**
 * Whether two names are the same employer: equal once normalised, or one is the other's leading
 * words ("Acme" and "Acme Robotics"), which is how senders shorten their own name.
 */
export function sameCompany(a: string, b: string): boolean {
  const x = normaliseCompany(a);
  const y = normaliseCompany(b);
  if (!x || !y) return false;
  if (x === y || x.replace(/ /g, '') === y.replace(/ /g, '')) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return long.startsWith(`${short} `);
}

const TITLE_ALIASES: Record<string, string> = {
  sr: 'senior',
  jr: 'junior',
  eng: 'engineer',
  dev: 'developer',
  mgr: 'manager',
  frontend: 'front end',
  backend: 'back end',
  fullstack: 'full stack',
  ml: 'machine learning',
};
const TITLE_STOPWORDS = new Set(['the', 'a', 'an', 'of', 'and', 'for', 'in', 'at', 'to', 'm', 'f', 'd', 'w', 'x']);

function titleTokens(title: string): Set<string> {
  const words = title
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .split(' ')
    .flatMap((w) => (TITLE_ALIASES[w] ?? w).split(' '))
    .filter((w) => w && !TITLE_STOPWORDS.has(w));
  return new Set(words);
}

/** Shared words over all words (Jaccard), 0 to 1; 0 when either title is empty. */
export function titleOverlap(a: string, b: string): number {
  const x = titleTokens(a);
  const y = titleTokens(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared += 1;
  return shared / (x.size + y.size - shared);
}

export type ApplicationCandidate = { id: number; company: string; jobTitle: string; createdAt: Date | string };

/**
 * The application a message is about, or null when none is at that company. Among the company's
 * applications the one whose title shares the most words wins; with no title, or no shared word,
 * the most recent.
 */
export function matchApplication<A extends ApplicationCandidate>(
  message: { company: string; jobTitle: string },
  applications: readonly A[],
): A | null {
  const atCompany = applications.filter((a) => sameCompany(a.company, message.company));
  if (atCompany.length === 0) return null;
  const recency = (a: A) => new Date(a.createdAt).getTime();
  const ranked = atCompany
    .map((a) => ({ a, overlap: message.jobTitle ? titleOverlap(a.jobTitle, message.jobTitle) : 0 }))
    .sort((p, q) => q.overlap - p.overlap || recency(q.a) - recency(p.a) || q.a.id - p.a.id);
  return ranked[0]?.a ?? null;
}
