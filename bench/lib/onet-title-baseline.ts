// The plain baseline the title benches print beside the resolver: TF-IDF cosine of a title's words
// against O*NET's 1,016 occupation titles alone (no alternate titles, no rules).
import { occupationIndexData } from '../../packages/career-engine/src/occupations/occupation-index.data';
import { titleWords } from '../../packages/career-engine/src/occupations/title-words';

/** The shipped index's strings (a function, so that only a caller makes them). */
const OCCUPATION_INDEX = occupationIndexData();

export function onetTitleBaseline(): (title: string) => string | null {
  const STOP = new Set(['and', 'of', 'the', 'for', 'in', 'to', 'a', 'an', 'or', 'all', 'other', 'except']);
  const occ = OCCUPATION_INDEX.occupations.split('\n').map((line) => {
    const [code, title] = line.split('\t');
    return { code: code ?? '', words: titleWords(title ?? '').filter((w) => !STOP.has(w)) };
  });
  const df = new Map<string, number>();
  for (const o of occ) for (const w of new Set(o.words)) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = (w: string) => Math.log(occ.length / (df.get(w) ?? 0.5));
  const vec = (words: string[]) => {
    const v = new Map<string, number>();
    for (const w of words) v.set(w, (v.get(w) ?? 0) + idf(w));
    const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1;
    return { v, norm };
  };
  const docs = occ.map((o) => ({ code: o.code, ...vec(o.words) }));
  return (title) => {
    const q = vec(titleWords(title).filter((w) => !STOP.has(w)));
    let best: string | null = null;
    let bestScore = 0;
    for (const d of docs) {
      let dot = 0;
      for (const [w, x] of q.v) dot += x * (d.v.get(w) ?? 0);
      const score = dot / (q.norm * d.norm);
      if (score > bestScore) {
        bestScore = score;
        best = d.code;
      }
    }
    return best;
  };
}

/** FNV-1a of a text: the benches' split of a set into dev and held-out slices by a hash. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
