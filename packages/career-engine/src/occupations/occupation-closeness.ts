import { type OccupationMatch, resolveOccupation } from './resolve-occupation';

const CODE = /^\d\d-\d{4}\.\d\d$/;

/** Our software families, where O*NET files many kinds of developer under a few codes. */
type SoftwareFamily =
  | 'developer'
  | 'front-end'
  | 'back-end'
  | 'full-stack'
  | 'mobile'
  | 'devops'
  | 'data'
  | 'qa'
  | 'ml';

/** SOC detailed occupations (first 7 characters) in which software families are told apart. */
const SOFTWARE_CODES = new Set([
  '15-1251',
  '15-1252',
  '15-1253',
  '15-1254',
  '15-1244',
  '15-1299',
  '15-1242',
  '15-2051',
]);

const FAMILY_WORDS: [SoftwareFamily, RegExp][] = [
  ['full-stack', /\bfull[- ]?stack\b/],
  ['front-end', /\bfront[- ]?end\b|\bui\b|\buser interface\b|\bweb\b|\breact\b|\bangular\b|\bvue\b/],
  ['back-end', /\bback[- ]?end\b|\bserver\b|\bapi\b|\bplatform\b/],
  ['mobile', /\bmobile\b|\bios\b|\bandroid\b|\bflutter\b/],
  ['devops', /\bdevops\b|\bsite reliability\b|\bsre\b|\binfrastructure\b|\bcloud\b|\breliability\b|\brelease\b/],
  ['data', /\bdata\b|\betl\b|\bdatabase\b|\banalytics\b/],
  ['qa', /\bqa\b|\bquality assurance\b|\btest\b|\btester\b|\btesting\b|\bquality\b/],
  ['ml', /\bmachine learning\b|\bml\b|\bartificial intelligence\b|\bai\b|\bdata scientist\b/],
];

/**
 * How close two software families are, when both titles sit in the software codes. Developer
 * families share most of their work (languages, code review, delivery) and differ in the layer:
 * front-end and back-end 0.75, either with full-stack 0.85, a developer of no stated layer with
 * any of them 0.85. DevOps/SRE and data engineering share the back end's systems (0.6); QA/test
 * shares the product and the tools but not the building (0.45 with any developer); ML with data
 * 0.7. Anything not listed: 0.5, still above the 0.35 of two unrelated jobs in one major group.
 */
const FAMILY_CLOSENESS = sortedKeys({
  'front-end|back-end': 0.75,
  'front-end|full-stack': 0.85,
  'back-end|full-stack': 0.85,
  'developer|front-end': 0.85,
  'developer|back-end': 0.85,
  'developer|full-stack': 0.9,
  'developer|mobile': 0.8,
  'front-end|mobile': 0.75,
  'back-end|mobile': 0.65,
  'full-stack|mobile': 0.7,
  'back-end|devops': 0.6,
  'developer|devops': 0.55,
  'devops|full-stack': 0.55,
  'back-end|data': 0.6,
  'developer|data': 0.55,
  'data|ml': 0.7,
  'back-end|ml': 0.5,
  'developer|ml': 0.5,
  'data|devops': 0.5,
  'developer|qa': 0.45,
  'front-end|qa': 0.45,
  'back-end|qa': 0.45,
  'full-stack|qa': 0.45,
  'mobile|qa': 0.45,
  'devops|qa': 0.45,
  'data|qa': 0.4,
  'ml|qa': 0.35,
  'devops|ml': 0.4,
  'devops|front-end': 0.45,
  'devops|mobile': 0.45,
  'data|front-end': 0.45,
  'data|mobile': 0.4,
  'data|full-stack': 0.55,
  'front-end|ml': 0.4,
  'full-stack|ml': 0.45,
  'ml|mobile': 0.4,
});

/** The table keyed by the two families in alphabetical order, however it was written. */
function sortedKeys(table: Record<string, number>): Map<string, number> {
  return new Map(Object.entries(table).map(([key, value]) => [key.split('|').sort().join('|'), value]));
}

function softwareFamily(title: string, match: OccupationMatch): SoftwareFamily | null {
  if (!SOFTWARE_CODES.has(match.code.slice(0, 7))) return null;
  const text = ` ${[title.toLowerCase().replace(/[^a-z0-9]+/g, ' '), ...match.specialties].join(' ')} `;
  for (const [family, pattern] of FAMILY_WORDS) if (pattern.test(text)) return family;
  if (match.code.startsWith('15-1253')) return 'qa';
  if (match.code.startsWith('15-2051')) return 'ml';
  if (match.code.startsWith('15-1244')) return 'devops';
  if (match.code.startsWith('15-1242')) return 'data';
  if (match.code.startsWith('15-1254')) return 'front-end';
  return 'developer';
}

/**
 * How close two occupations are, 0..1, from the SOC hierarchy: the same O*NET occupation 1; the
 * same SOC detailed occupation (first 7 characters, '15-1252'; O*NET splits some into several
 * codes such as 29-1141.01-.04 for kinds of registered nurse) 0.8; the same SOC broad group (first
 * 6, '15-125': software and web developers, programmers and testers) 0.7; the same minor group
 * (first 4, '15-1': computer occupations, SOC's 15-1200; '17-2': engineers) 0.6; the same major group ('15': computer and mathematical)
 * 0.35, since a major group spans jobs as far apart as an actuary and a web developer; else 0.
 * Where O*NET is coarse, our software families refine it (see FAMILY_CLOSENESS): when both
 * titles are software jobs of the same family the closeness is at least 0.95 (1 if both name the
 * same code), otherwise the family figure replaces the SOC one; two titles of one code with
 * different specialties ("Registered Nurse", "Pediatric Nurse") 0.9, so front-end and back-end (0.75)
 * are closer than developer and QA (0.45) although O*NET puts QA in the same broad group. Takes
 * two job titles or two O*NET-SOC codes ('15-1252.00'); a title that resolves to nothing gives 0.
 */
export function occupationCloseness(a: string, b: string): number {
  const ma = asMatch(a);
  const mb = asMatch(b);
  if (!ma || !mb) return 0;
  const fa = CODE.test(a.trim()) ? null : softwareFamily(a, ma);
  const fb = CODE.test(b.trim()) ? null : softwareFamily(b, mb);
  if (fa && fb) {
    if (fa === fb) return ma.code === mb.code ? 1 : 0.95;
    return FAMILY_CLOSENESS.get([fa, fb].sort().join('|')) ?? 0.5;
  }
  if (ma.code === mb.code && ma.specialties.join(' ') !== mb.specialties.join(' ')) return 0.9;
  return socCloseness(ma.code, mb.code);
}

/** The SOC hierarchy's figure alone for two O*NET-SOC codes (see occupationCloseness). */
export function socCloseness(a: string, b: string): number {
  if (a === b) return 1;
  if (a.slice(0, 7) === b.slice(0, 7)) return 0.8;
  if (a.slice(0, 6) === b.slice(0, 6)) return 0.7;
  if (a.slice(0, 4) === b.slice(0, 4)) return 0.6;
  if (a.slice(0, 2) === b.slice(0, 2)) return 0.35;
  return 0;
}

/** Titles resolved, remembered: matching compares one person's title with thousands of postings' titles. */
const resolved = new Map<string, OccupationMatch | null>();
const RESOLVED_MAX = 50_000;

function asMatch(text: string): OccupationMatch | null {
  const trimmed = text.trim();
  if (CODE.test(trimmed)) {
    return { code: trimmed, title: '', majorGroup: trimmed.slice(0, 2), specialties: [], score: 1 };
  }
  const known = resolved.get(trimmed);
  if (known !== undefined) return known;
  const match = resolveOccupation(trimmed);
  if (resolved.size >= RESOLVED_MAX) resolved.clear();
  resolved.set(trimmed, match);
  return match;
}
