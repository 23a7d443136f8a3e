/**
 * The subject a question turns away from: "jobs outside of medical ones", "anything but retail",
 * "work that is not in healthcare", "shift out of project management". Its words are what the
 * asker does not want, so a guide on that subject is not the answer, yet they were searched like
 * the rest and led to it (the guide on getting into healthcare, the one on certifications in
 * project management). They stay in the search at a lower weight: a guide on leaving retail still
 * answers "anything but retail", on its other words.
 */

/**
 * Word sequences that turn away from what follows (tokens as `tokenize` writes them), said of a
 * kind of work: they count after a word for work ("jobs outside of medical ones"); "living outside
 * of the US" says where, and "out of work" is unemployment.
 */
const TURNING_AWAY_FROM_WORK: readonly (readonly string[])[] = [
  'outside of',
  'outside',
  'other than',
  'besides',
  'except for',
  'except',
  'apart from',
  'instead of',
  'rather than',
  'not in',
  'not into',
  'not involving',
  'not related to',
].map((phrase) => phrase.split(' '));
/** Words for work, one of which must come shortly before a `TURNING_AWAY_FROM_WORK` phrase. */
const WORK_WORDS: ReadonlySet<string> = new Set(
  'job jobs work career careers role roles field fields industry industries option options position positions path paths something anything area areas sector'.split(
    ' ',
  ),
);
/** Words before "outside (of)" that make it a place: "living outside of the US". */
const LOCATED: ReadonlySet<string> = new Set(
  'live lives living based located residing reside stationed staying born'.split(' '),
);
/** How many words before the phrase its word for work may be ("jobs can i do that are not in"). */
const WORK_WORD_REACH = 6;

/** Sequences that turn away from what follows wherever they are. */
const TURNING_AWAY: readonly (readonly string[])[] = ['anything but', 'anywhere but', 'no more'].map((phrase) =>
  phrase.split(' '),
);
/** Out of or away from a field, after a move ("shift out of project management"); "out of work" is unemployment. */
const MOVING_AWAY: readonly (readonly string[])[] = [
  ['out', 'of'],
  ['away', 'from'],
];
const MOVES: ReadonlySet<string> = new Set(
  'change changing get getting got move moving switch switching transition transitioning pivot pivoting escape'.split(
    ' ',
  ),
);

/** Words that end a turned-away subject: the clause goes on to something else. */
const SUBJECT_ENDS: ReadonlySet<string> = new Set(
  'and or but that which who where when because so for to with as at by how what why if i my me we you they is are was'.split(
    ' ',
  ),
);
/** At most this many words of a subject are turned away from ("medical ones", "project management"). */
const MAX_SUBJECT_WORDS = 3;

/**
 * Where in `tokens` a text turns away from a subject: the words that turn (`turning`: "anything
 * but", "outside of", no topic of their own) and those of the subject (`subject`, to weigh less).
 * Both empty for most questions.
 */
export function turnedAway(tokens: readonly string[]): { turning: Set<number>; subject: Set<number> } {
  const away = new Set<number>();
  const turning = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    const at = (p: readonly string[]) => p.every((word, k) => tokens[i + k] === word);
    const phrase =
      TURNING_AWAY.find(at) ??
      (MOVES.has(tokens[i - 1] ?? '') ? MOVING_AWAY.find(at) : undefined) ??
      (!LOCATED.has(tokens[i - 1] ?? '') &&
      tokens.slice(Math.max(0, i - WORK_WORD_REACH), i).some((w) => WORK_WORDS.has(w))
        ? TURNING_AWAY_FROM_WORK.find(at)
        : undefined);
    if (!phrase) continue;
    for (let k = 0; k < phrase.length; k++) turning.add(i + k);
    let k = i + phrase.length;
    // "outside of the medical field": an article opens the subject.
    while (tokens[k] === 'the' || tokens[k] === 'a' || tokens[k] === 'an' || tokens[k] === 'my') k++;
    for (let taken = 0; k < tokens.length && taken < MAX_SUBJECT_WORDS; k++, taken++) {
      if (SUBJECT_ENDS.has(tokens[k] as string)) break;
      away.add(k);
    }
    i = k - 1;
  }
  return { turning, subject: away };
}
