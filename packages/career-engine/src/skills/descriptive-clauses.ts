/**
 * Clauses of a resume that describe a product, an employer, a client or a service rather than the
 * person: "services include aerial photography, surveying", "a platform for farmers", "our clients
 * are hospitals", "the company provides payroll software", "Acme is a leading provider of ...",
 * "a hospital that provides cardiac care", "used by 40 clinics". What the product or the employer
 * does is not the person's skill; what the person did with it is ("built the booking flow in
 * React"). The extractor's resume mode reads no domain skill inside these clauses, and a tool or
 * technology there only when the sentence says the person built or used something.
 *
 * Clause level on purpose: a noun phrase alone ("a payroll startup", "the payroll platform") is
 * left alone, since a person's own work is often named that way ("founded a bookkeeping business").
 * Ranges are indices into the original text, `end` exclusive.
 */

export interface DescriptiveClause {
  start: number;
  end: number;
  /** The sentence says, outside any descriptive clause, that the person built or used something. */
  personBuilt: boolean;
}

// Who can be the subject of a description: an organisation or a product, never a team, ward or
// unit the person works in ("a 30-bed unit that provides cardiac care" is the nurse's own work).
const ORG =
  'compan(?:y|ies)|firms?|start-?ups?|business(?:es)?|agenc(?:y|ies)|studios?|restaurants?|bistros?|caf[eé]s?|baker(?:y|ies)|hotels?|hospitals?|clinics?|organi[sz]ations?|non-?profits?|charit(?:y|ies)|employers?|brands?|manufacturers?|retailers?|providers?|vendors?|suppliers?|consultanc(?:y|ies)|banks?|insurers?';
const PRODUCT =
  'platforms?|apps?|applications?|marketplaces?|tools?|products?|services?|solutions?|software|saas|websites?|portals?';
// "A platform for farmers" is the product's audience; "consulting services for banks" is the
// person's own work, and "Tools for testing: Jest, Cypress" a skills line, so neither is here.
const PRODUCT_FOR =
  'platforms?|apps?|applications?|marketplaces?|products?|solutions?|software|saas|websites?|portals?';

/** "platforms?|apps?" → "[Pp]latforms?|[Aa]pps?": a case-sensitive pattern that allows a capital first letter. */
function eitherCaseInitial(alternatives: string): string {
  return alternatives
    .split('|')
    .map((word) => `[${word[0]?.toUpperCase()}${word[0]}]${word.slice(1)}`)
    .join('|');
}

// What a product or an organisation does, in the third person (present, past or participle), or in
// the plural ("our restaurants serve French cuisine", "apps that help farmers").
const VERB_3RD =
  '(?:provide|offer|serve|sell|special[iy][sz]e in|help|connect|enable|deliver|manufacture|produce|supply|distribute|power|cater to|provides|provided|providing|offers|offered|offering|serves|served|serving|sells|sold|selling|special[iy][sz](?:es|ed|ing) in|focus(?:es|ed|ing) on|helps|helped|helping|connects|connected|connecting|lets|allows|allowed|allowing|enables|enabled|enabling|delivers|delivered|delivering|makes|manufactures|manufactured|manufacturing|produces|produced|producing|operates|operated|operating|runs|supplies|supplied|supplying|distributes|distributed|distributing|builds|develops|designs|powers|automates|simplifies|streamlines|supports|caters to|catering to|works with|partners with|matches|uses|brings|gives|turns)';
// "we" as a company speaks in the present base form ("we offer"); "we built" is the person's team.
// Not "we focus on", "we deliver", "we work with": on a team the person is in, those are theirs.
const VERB_WE =
  '(?:offer|provide|serve|sell|special[iy][sz]e in|help|cater to|supply|manufacture|distribute|partner with)';

const PATTERNS: RegExp[] = [
  // "Services include aerial photography, ...", "our clients are hospitals", "customers such as ...";
  // not "AWS services including Lambda" or "cloud services such as S3", which are technologies.
  // Case-sensitive, for the capitalised name before: only first letters may be either case.
  new RegExp(
    `(?<!(?:\\p{Lu}[\\p{L}\\p{N}]*|[Cc]loud|[Ww]eb|[Dd]ata|[Mm]anaged|[Bb]ack-?end|[Pp]latform)\\s)\\b(?:(?:${eitherCaseInitial('our|their|its|the')})\\s+)?(?:${eitherCaseInitial('services|offerings|products|solutions|specialties|specialities|clients|customers|clientele')})\\s+(?:include[sd]?|including|are|were|span(?:s|ned|ning)?|range\\s+from|ranging\\s+from|such\\s+as|like|:)`,
    'gu',
  ),
  // "the company provides payroll software", "a hospital that provides cardiac care", "which helps";
  // the description starts at the verb (the subject is a look-behind).
  // Not "who": a relative clause on a person is the person ("a data engineer who builds pipelines").
  new RegExp(
    `(?<=\\b(?:(?:${ORG}|${PRODUCT}),?\\s+(?:that\\s+|which\\s+)?|(?:it|they|which|that)\\s+))(?:also\\s+|mainly\\s+|primarily\\s+|now\\s+)?${VERB_3RD}\\b`,
    'giu',
  ),
  // "a startup whose clients are hospitals".
  /\bwhose\s+(?:clients|customers|users|products|services|mission|platform|software)\b/giu,
  // "We offer bookkeeping, tax preparation and payroll services".
  new RegExp(`\\bwe\\s+(?:also\\s+|mainly\\s+|primarily\\s+)?${VERB_WE}\\b`, 'giu'),
  // "Acme provides payroll software": a capitalised name doing what companies do (present tense only).
  /(?<=(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+\p{Lu}[\p{L}\p{N}&'’.-]*)*\s+)(?:provides|offers|serves|sells|special[iy][sz]es in|focuses on|helps|connects|enables|delivers|manufactures|produces|operates|supplies|distributes|powers)\b/gu,
  // "Acme is a leading provider of ...", "was a payroll software company that ...".
  new RegExp(
    `(?<!\\b(?:i|he|she|who)\\s)\\b(?:is|was|are|were)\\s+(?:a|an|the|one\\s+of\\s+the)\\s+(?:[\\p{L}\\p{N}-]+\\s+){0,4}?(?:${ORG}|${PRODUCT}|leaders?\\s+in)(?=\\s+(?:of|for|in|that|which|whose|serving|offering|providing|special[iy][sz]ing|focused|based|helping)\\b|\\s*[,.;:(—–]|\\s*$)`,
    'giu',
  ),
  // "a platform for farmers", "an app built for real estate agents" (from "for": "Mobile apps" is
  // the person's); not "apps for iOS and Android" or "software for Salesforce": a name with a
  // capital letter, or a platform, after "for" is what it runs on.
  // Case-sensitive, since under the i flag \p{Lu} matches every letter: only the first letter of
  // the noun may be either case.
  new RegExp(
    `(?<=\\b(?:${eitherCaseInitial(PRODUCT_FOR)})\\s+(?:(?:built|designed|made|created|developed)\\s+)?)for\\b(?!\\s+(?:the\\s+)?(?:\\S*\\p{Lu}|(?:web|mobile|desktop|cloud)\\b))`,
    'gu',
  ),
  // "used by 40 clinics", "trusted by ...".
  /\b(?:used|trusted|adopted|relied\s+on|loved|chosen)\s+by\b/giu,
];

/** Where a description gives way to the person again, or to how the product was built. */
const CLAUSE_END =
  /\s[—–-]\s|[()]|,?\s+(?:where|and|while|so|then|when)\s+(?:I|my)\b|,\s*I\s|,\s*(?:and\s+)?(?=[a-z]+ed\b)|\b(?:built|written|developed|implemented|made)\s+(?:with|in|on|using)\b|\busing\b|\bpowered\s+by\b/u;

/**
 * Skills of the tech area that are a subject matter, not a tool one builds with: inside a product's
 * description they are what the product is about ("drone photography services", "a platform for
 * crypto traders"), whatever the sentence says the person built.
 */
export const SUBJECT_MATTER_TECH: ReadonlySet<string> = new Set([
  'photography',
  'video-editing',
  'audio-editing',
  'illustration',
  'motion-design',
  '3d-modeling',
  'print-design',
  'packaging-design',
  'branding',
  'typography',
  'art-direction',
  'storyboarding',
  'graphic-design',
  'web-design',
  'telecommunications',
  'blockchain',
  'cryptocurrency',
  'web3',
  'virtual-reality',
  'augmented-reality',
  'game-development',
  'internet-of-things',
  'electronics',
  '5g',
  'wearables',
  'cybersecurity',
  'fraud-prevention',
  'physical-security',
  'hipaa',
  'gdpr',
  'ccpa',
  'pci-dss',
  'fedramp',
  'hitrust',
  'soc-2',
  'iso-27001',
  'marketing-analytics',
  'financial-analytics',
  'people-analytics',
  'supply-chain-analytics',
  'customer-analytics',
  'geospatial-analysis',
  'industrial-automation',
]);

/** Verbs that say the person built or used something ("Built the booking flow in React"). */
const PERSON_ACTION =
  /\b(?:built|build|building|developed|develop|developing|designed|implemented|implementing|wrote|written|coded|created|engineered|architected|used|using|migrated|deployed|shipped|programmed|maintained|integrated|automated|rewrote|refactored|prototyped|configured|ported|set up|trained|tuned|optimi[sz]ed|scaled|tested|launched)\b/iu;

/** Cheap test: a text with none of these words holds no descriptive clause. */
const CUE =
  /\b(?:include[sd]?|including|clients|customers|provid|offer|serv|sell|sold|special|focus|help|connect|enabl|deliver|manufactur|produc|operat|suppl|distribut|power|whose|leading|provider|is|was|are|were|for|used|trusted|adopted|relied|loved|chosen|lets|allow|runs|builds|develops|designs|automates|simplifies|streamlines|supports|cater|works|partners|matches|uses|brings|gives|turns)/iu;

/** Sentences: ends of sentences, semicolons, bullets, and line breaks not followed by a lower-case continuation. */
function sentences(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const boundary = /[.!?](?=\s|$)|[;•·▪●]|\n(?![ \t]*\p{Ll})/gu;
  let start = 0;
  for (const m of text.matchAll(boundary)) {
    const end = m.index + (m[0] === '\n' ? 0 : 1);
    if (end > start) out.push([start, end]);
    start = m.index + m[0].length;
  }
  if (start < text.length) out.push([start, text.length]);
  return out;
}

/** The descriptive clauses of a text, in order; empty for most texts. */
export function descriptiveClauses(text: string): DescriptiveClause[] {
  if (!CUE.test(text)) return [];
  const clauses: DescriptiveClause[] = [];
  for (const [sStart, sEnd] of sentences(text)) {
    const sentence = text.slice(sStart, sEnd);
    if (!CUE.test(sentence)) continue;
    const ranges: Array<[number, number]> = [];
    for (const pattern of PATTERNS) {
      for (const m of sentence.matchAll(pattern)) {
        const from = m.index;
        const rest = sentence.slice(m.index + m[0].length);
        const stop = CLAUSE_END.exec(rest);
        const to = m.index + m[0].length + (stop ? stop.index : rest.length);
        ranges.push([from, to]);
      }
    }
    if (ranges.length === 0) continue;
    ranges.sort((a, b) => a[0] - b[0]);
    const merged: Array<[number, number]> = [];
    for (const r of ranges) {
      const last = merged[merged.length - 1];
      if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
      else merged.push([r[0], r[1]]);
    }
    // What the sentence says outside its descriptions: whether the person built or used something.
    let outside = '';
    let pos = 0;
    for (const [a, b] of merged) {
      outside += `${sentence.slice(pos, a)} | `;
      pos = b;
    }
    outside += sentence.slice(pos);
    const personBuilt = PERSON_ACTION.test(outside);
    for (const [a, b] of merged) clauses.push({ start: sStart + a, end: sStart + b, personBuilt });
  }
  return clauses;
}

/** The clause a mention sits in, if any. */
export function clauseAround(
  clauses: readonly DescriptiveClause[],
  start: number,
  end: number,
): DescriptiveClause | undefined {
  return clauses.find((c) => c.start < end && start < c.end);
}
