// The software and tools of an occupation, from O*NET 29.2's Technology Skills and Tools Used
// (through the compact index scripts/build-occupation-skills.mjs writes): what "what skills do I
// need to be a medical assistant" is answered with, for every trade O*NET covers.
import { cleanJobTitle } from './clean-job-title';
import { socCloseness } from './occupation-closeness';
import { occupationSkillsData } from './occupation-skills.data';
import { occupationResolver, resolveOccupation } from './resolve-occupation';

/** A program O*NET lists for the occupation. */
export type OccupationProgram = {
  name: string;
  /** O*NET's Hot Technology: asked for often in job postings across occupations. */
  hot: boolean;
  /** O*NET's In Demand: asked for often in this occupation's own postings. */
  inDemand: boolean;
};

/** An occupation's software and tools, ranked and capped by the build script. */
export type OccupationSkills = {
  /** The occupation the title resolved to. */
  occupation: { code: string; title: string };
  /**
   * The occupation whose lists these are, when O*NET lists none for the one resolved (its
   * "All Other" occupations mostly): the closest one in the same SOC broad group.
   */
  borrowedFrom?: { code: string; title: string };
  /** The trade's own software by category, the occupation's most telling category first. */
  software: Array<{ category: string; programs: OccupationProgram[] }>;
  /** Office programs most occupations list (Excel, Word, Outlook), kept apart from the trade's own. */
  everyday: OccupationProgram[];
  /** Kinds of tool and equipment (O*NET's commodity titles), the occupation's most telling first. */
  tools: string[];
};

/** How close, by the SOC hierarchy, an occupation lent from must be: the same broad group ('15-125'). */
const MIN_BORROW_CLOSENESS = 0.7;

type ParsedIndex = { names: string[]; lines: Map<string, string> };
let parsed: ParsedIndex | undefined;

/** The index, split on first use: names into an array, occupations by code (each parsed when asked for). */
function index(): ParsedIndex {
  if (!parsed) {
    const data = occupationSkillsData();
    const lines = new Map<string, string>();
    for (const line of data.occupations.split('\n')) {
      const tab = line.indexOf('\t');
      lines.set(line.slice(0, tab), line.slice(tab + 1));
    }
    parsed = { names: data.names.split('|'), lines };
  }
  return parsed;
}

function program(item: string, names: readonly string[]): OccupationProgram {
  const id = /^[0-9a-z]+/.exec(item)?.[0] ?? '';
  return { name: names[Number.parseInt(id, 36)] ?? '', hot: item.includes('*'), inDemand: item.includes('!') };
}

function listsOf(line: string, names: readonly string[]): Omit<OccupationSkills, 'occupation' | 'borrowedFrom'> {
  const [software = '', everyday = '', tools = ''] = line.split('\t');
  const items = (text: string) => (text ? text.split(',') : []);
  return {
    software: (software ? software.split(';') : []).map((group) => {
      const [category = '', list = ''] = group.split(':');
      return {
        category: names[Number.parseInt(category, 36)] ?? '',
        programs: items(list).map((item) => program(item, names)),
      };
    }),
    everyday: items(everyday).map((item) => program(item, names)),
    tools: items(tools).map((id) => names[Number.parseInt(id, 36)] ?? ''),
  };
}

/**
 * The occupation nearest `code` that O*NET lists software or tools for, in the same SOC broad
 * group (socCloseness at least 0.7); the nearest code first among equally close ones, so the
 * choice is stable. Undefined when the broad group has none.
 */
function lender(code: string, lines: ReadonlyMap<string, string>): string | undefined {
  let best: { code: string; closeness: number } | undefined;
  for (const other of lines.keys()) {
    const closeness = socCloseness(code, other);
    if (closeness < MIN_BORROW_CLOSENESS) continue;
    const nearer =
      !best ||
      closeness > best.closeness ||
      (closeness === best.closeness && codeDistance(code, other) < codeDistance(code, best.code));
    if (nearer) best = { code: other, closeness };
  }
  return best?.code;
}

const codeDistance = (a: string, b: string) => Math.abs(Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')));

/**
 * The software and tools O*NET 29.2 lists for an O*NET-SOC code ('29-1141.00'), ranked and capped
 * (see scripts/build-occupation-skills.mjs), lent by the closest occupation of the same broad
 * group when O*NET lists none for it; null for a code it does not know or can lend nothing to.
 * The index is read on the first call.
 */
export function occupationSkillsOf(code: string): OccupationSkills | null {
  const resolver = occupationResolver();
  const title = resolver.occupationTitle(code);
  if (!title) return null;
  const { names, lines } = index();
  const own = lines.get(code);
  const from = own === undefined ? lender(code, lines) : code;
  const line = from === undefined ? undefined : lines.get(from);
  if (from === undefined || line === undefined) return null;
  return {
    occupation: { code, title },
    ...(from !== code ? { borrowedFrom: { code: from, title: resolver.occupationTitle(from) ?? from } } : {}),
    ...listsOf(line, names),
  };
}

/**
 * The software and tools of the occupation a job title names, as a person types it ("medical
 * assistant", "forklift driver", "Sr. DevOps Engineer"), with the occupation it resolved to
 * (resolveOccupation) so that a reply can say which one it used. Null when the title names no
 * occupation or O*NET lists nothing for it or its broad group.
 */
export function occupationSkills(title: string): OccupationSkills | null {
  const match = resolveOccupation(cleanJobTitle(title));
  return match ? occupationSkillsOf(match.code) : null;
}
