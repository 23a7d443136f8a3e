import type { SkillExtractor } from '../skills/extract-skills';
import type { SkillArea } from '../skills/types';
import { listInWords } from '../text/list-in-words';
import type { JdSectionKind, SkillRequirement } from './types';

interface Mention {
  name: string;
  start: number;
  end: number;
}

type Gap = 'list' | 'or' | 'and' | 'break';

/** Words that introduce examples of one need: any one of what follows satisfies it. */
const ONE_OF_TRIGGER =
  /(such as|e\.\s?g\.?|eg\.|for example|for instance|\blike|one of(?: the following)?|any of(?: the following)?|at least one(?: of)?|one or more(?: of)?|either|i\.\s?e\.?|some of)[\s:,(]*$/i;
/** A line that marks its own content as optional inside a requirements list. */
export const OPTIONAL_LINE =
  /\b(preferred|preferably|a plus|is a plus|are a plus|nice[- ]to[- ]have|bonus|desirable|ideally|not required|advantageous|would be (great|nice|helpful)|is helpful|are helpful|good to have)\b/i;

function gapKind(gap: string): Gap {
  const g = gap.toLowerCase();
  if (/^[\s,;()]*$/.test(g) && !/;/.test(g)) return 'list';
  if (/^[\s,()]*(or|and\/or|\/|nor|or other|or similar|or equivalent)[\s,()]*$/.test(g)) return 'or';
  if (/^[\s,()]*(and|&|\+|plus|as well as)[\s,()]*$/.test(g)) return 'and';
  return 'break';
}

const areaCache = new WeakMap<SkillExtractor, Map<string, SkillArea>>();
function areaOf(extractor: SkillExtractor, name: string): SkillArea | undefined {
  let map = areaCache.get(extractor);
  if (!map) {
    map = new Map(extractor.skills.map((s) => [s.name, s.area] as const));
    areaCache.set(extractor, map);
  }
  return map.get(name);
}

/**
 * The skill requirements of one line: the taxonomy's skills in it, where a run of skills joined by
 * "or" ("Java or Go", "C, C++, and/or Rust") or introduced by "such as", "e.g.", "one of",
 * "either" becomes one requirement satisfied by any member, and a run joined by "and" stays one
 * requirement per skill. A skill named just before "(e.g., ...)" joins the group it introduces
 * ("Infrastructure as Code tooling (e.g., Ansible, Terraform)").
 */
export function lineRequirements(
  line: string,
  extractor: SkillExtractor,
  from: JdSectionKind,
): Array<Omit<SkillRequirement, 'from'> & { from: JdSectionKind }> {
  const mentions: Mention[] = extractor
    .extract(line)
    .flatMap((s) => s.spans.map((span) => ({ name: s.name, start: span.start, end: span.end })))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  // Overlapping spans of different skills: keep the first, longest.
  const ordered: Mention[] = [];
  for (const m of mentions) {
    const last = ordered[ordered.length - 1];
    if (last && m.start < last.end) continue;
    ordered.push(m);
  }
  const runs: Array<{ members: Mention[]; gaps: Gap[] }> = [];
  for (const m of ordered) {
    const run = runs[runs.length - 1];
    const prev = run?.members[run.members.length - 1];
    const gap = prev ? gapKind(line.slice(prev.end, m.start)) : 'break';
    if (run && prev && gap !== 'break') {
      run.members.push(m);
      run.gaps.push(gap);
    } else runs.push({ members: [m], gaps: [] });
  }
  const out: Array<Omit<SkillRequirement, 'from'> & { from: JdSectionKind }> = [];
  const evidence = line.trim().slice(0, 240);
  const push = (names: string[]) => {
    const anyOf = [...new Set(names)];
    if (!anyOf.length) return;
    out.push({
      anyOf,
      label: listInWords(anyOf, 'or'),
      soft: anyOf.every((n) => areaOf(extractor, n) === 'soft'),
      from,
      evidence,
    });
  };
  for (const [i, run] of runs.entries()) {
    const first = run.members[0] as Mention;
    const before = line.slice(Math.max(0, first.start - 40), first.start);
    const triggered = ONE_OF_TRIGGER.test(before);
    const hasOr = run.gaps.includes('or');
    const lastGap = run.gaps[run.gaps.length - 1];
    const oneOf = run.members.length > 1 && (triggered || (hasOr && (!run.gaps.includes('and') || lastGap === 'or')));
    if (!oneOf) {
      for (const m of run.members) push([m.name]);
      continue;
    }
    const names = run.members.map((m) => m.name);
    // "Infrastructure as Code tooling (e.g., Ansible, ...)": the category named just before joins.
    const prevRun = runs[i - 1];
    const prevLast = prevRun?.members[prevRun.members.length - 1];
    if (
      triggered &&
      prevLast &&
      /^[\s\w-]{0,25}[\s,(]*$/.test(line.slice(prevLast.end, first.start).replace(ONE_OF_TRIGGER, ''))
    ) {
      // Take the category out of the earlier requirements: it is now a member of this group.
      for (let k = out.length - 1; k >= 0; k--) {
        const r = out[k];
        if (r && r.anyOf.length === 1 && r.anyOf[0] === prevLast.name) out.splice(k, 1);
      }
      names.unshift(prevLast.name);
    }
    push(names);
  }
  return out;
}

/**
 * A line split at sentence ends ("." "!" "?", and ";" when `semicolons`), but never after "e.g.",
 * "i.e.", "etc." or "vs." nor inside parentheses, so "(e.g. TypeScript, Python)" stays whole.
 */
export function splitSentences(line: string, semicolons = false): string[] {
  const parts = sentenceParts(line, semicolons);
  const out: string[] = [];
  for (const part of parts) {
    const prev = out[out.length - 1];
    const openParens = prev ? (prev.match(/\(/g)?.length ?? 0) - (prev.match(/\)/g)?.length ?? 0) : 0;
    if (prev !== undefined && (openParens > 0 || /\b(e\.\s?g|i\.\s?e|etc|vs|incl|approx)\.$/i.test(prev))) {
      out[out.length - 1] = `${prev} ${part}`;
    } else out.push(part);
  }
  return out;
}

/** A sentence end: its punctuation, the spaces after it and, next, a capital or an opening bracket. */
const SENTENCE_END = /[.!?]\s+(?=[A-Z(])/g;
const SENTENCE_END_OR_SEMICOLON = /[.;!?]\s+(?=[A-Z(])/g;

/**
 * `line.split(/(?<=[.!?])\s+(?=[A-Z(])/)` (";" too when `semicolons`), found from the punctuation
 * forward: a posting's every line is split, and the look-behind tried at every character cost
 * several times this search.
 */
function sentenceParts(line: string, semicolons: boolean): string[] {
  const end = semicolons ? SENTENCE_END_OR_SEMICOLON : SENTENCE_END;
  const parts: string[] = [];
  let from = 0;
  end.lastIndex = 0;
  for (let m = end.exec(line); m !== null; m = end.exec(line)) {
    parts.push(line.slice(from, m.index + 1));
    from = end.lastIndex;
  }
  parts.push(line.slice(from));
  return parts;
}

/** Sentences of a block of text: lines, then sentence ends within long lines. */
export function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => (line.length > 200 ? splitSentences(line, true) : [line]))
    .map((s) => s.trim())
    .filter(Boolean);
}

const keyOf = (r: Pick<SkillRequirement, 'anyOf'>) => [...r.anyOf].sort().join('|');

/**
 * Removes repeats: the same requirement twice, a group implied by a plain requirement of one of its
 * members, and a preferred requirement the required ones already cover.
 */
export function dedupeRequirements(
  required: SkillRequirement[],
  preferred: SkillRequirement[],
): { required: SkillRequirement[]; preferred: SkillRequirement[] } {
  const tidy = (list: SkillRequirement[], covered: Set<string>, coveredKeys: Set<string>) => {
    const singles = new Set(list.filter((r) => r.anyOf.length === 1).map((r) => r.anyOf[0] as string));
    const seen = new Set<string>();
    return list.filter((r) => {
      const key = keyOf(r);
      if (seen.has(key) || coveredKeys.has(key)) return false;
      if (r.anyOf.some((n) => covered.has(n))) return false;
      if (r.anyOf.length > 1 && r.anyOf.some((n) => singles.has(n))) return false;
      seen.add(key);
      return true;
    });
  };
  const req = tidy(required, new Set(), new Set());
  const reqSingles = new Set(req.filter((r) => r.anyOf.length === 1).map((r) => r.anyOf[0] as string));
  const pref = tidy(preferred, reqSingles, new Set(req.map(keyOf)));
  return { required: req, preferred: pref };
}
