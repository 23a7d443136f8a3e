import { ONET_WORK_VERBS } from './work-verbs.data';

/**
 * Does a bullet or sentence open with a verb of work done? The score used to know some sixty past
 * tenses, most of them software's ("shipped", "migrated", "scaled"): a teacher's "Teach and
 * translate materials ...", a nurse's "Administered medications ..." and a cook's "Plated
 * desserts ..." all counted as openings without a verb. Now:
 * - a regular past tense ("prepared", "reconciled", "tutored"), except the participles that
 *   describe a person or open a title ("experienced", "certified", "registered");
 * - an irregular past tense ("taught", "oversaw", "sold");
 * - the base, third-person or -ing form of a verb O*NET uses to say what the workers of any of its
 *   1,016 occupations do ("teach", "administer", "cook": `work-verbs.data.ts`), or of the
 *   achievement verbs below.
 * Weak openings ("responsible for", "helped") are judged before this, by the caller.
 */
export function opensWithActionVerb(sentence: string): boolean {
  const first =
    sentence
      .replace(/^I\s+(?:also\s+)?/, '')
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[^a-z-]/g, '') ?? '';
  if (!first) return false;
  if (IRREGULAR_PAST.has(first)) return true;
  if (REGULAR_PAST.test(first)) return !PERSON_PARTICIPLES.has(first);
  return baseFormsOf(first).some((base) => BASE_VERBS.has(base));
}

/** Verbs that open a strong achievement bullet, in the past tense resumes mostly use. */
const ACHIEVEMENT_VERBS =
  'achieved automated built championed closed coached created cut decreased delivered designed developed directed doubled drove eliminated engineered established expanded grew improved increased initiated launched led managed mentored migrated negotiated optimised optimized organised organized owned planned produced raised rebuilt reduced redesigned resolved restructured saved scaled shipped simplified spearheaded streamlined taught tripled trained transformed wrote';

/** English verbs whose past tense is not "-ed" (a fact of the language, not a taste). */
const IRREGULAR_PAST = new Set(
  'began bound bought brought built caught chose cut dealt drew drove fed felt flew found gave grew held hit kept laid led lent made met oversaw overcame paid put ran rebuilt rode sent set shot sold sought spent spoke stood struck taught thought took undertook understood upheld withdrew won wore wound wrote'.split(
    ' ',
  ),
);

/** A regular past tense: "-ed" after a consonant or "-ied" ("supplied"); not "-eed" ("speed"). */
const REGULAR_PAST = /^[a-z-]{2,}(?:[^e]ed|ied)$/;

/**
 * Participles that open a description of a person or a title rather than a deed ("Experienced
 * nurse with ...", "Registered Nurse", "Certified Nursing Assistant").
 */
const PERSON_PARTICIPLES = new Set(
  'accomplished advanced certified committed dedicated detailed detail-oriented experienced focused licensed motivated qualified registered seasoned self-motivated skilled talented results-driven'.split(
    ' ',
  ),
);

/** The base forms a word may be: itself, or without a third-person "-s" or an "-ing". */
function baseFormsOf(word: string): string[] {
  return [
    word,
    word.replace(/ies$/, 'y'),
    word.replace(/(?<=(?:s|sh|ch|x|z))es$/, ''),
    word.replace(/s$/, ''),
    word.replace(/ing$/, ''),
    word.replace(/ing$/, 'e'),
    word.replace(/([b-df-hj-np-tv-z])\1ing$/, '$1'),
  ];
}

/** The achievement verbs' base forms: "-ied" to "-y", a doubled consonant undone, "-d" or "-ed" off. */
function pastToBase(past: string): string[] {
  return [
    past.replace(/ied$/, 'y'),
    past.replace(/([b-df-hj-np-tv-z])\1ed$/, '$1'),
    past.replace(/d$/, ''),
    past.replace(/ed$/, ''),
  ];
}

const BASE_VERBS = new Set([
  ...ONET_WORK_VERBS.split(' '),
  ...ACHIEVEMENT_VERBS.split(' ').flatMap(pastToBase),
  ...'lead build teach write drive grow cut set run sell oversee'.split(' '),
  // Verbs of trades whose O*NET description opens with another verb: a stocker stocks, a welder welds.
  ...'stock restock shelve weld tutor translate bartend'.split(' '),
]);

/**
 * The past tense of what a worker named by their title does, when the title says it: "stocker" ->
 * "stocked", "driver" -> "drove", "supervisor" -> "supervised", "cook" -> "cooked"; undefined for a
 * title that names no verb ("cashier", "nurse", "carpenter"). Only a known verb of work counts, so a
 * noun's spelling never makes one ("carpenter" is not "carpented").
 */
export function workVerbOfTitle(title: string): string | undefined {
  const noun =
    title
      .trim()
      .split(/\s+/)
      .at(-1)
      ?.toLowerCase()
      .replace(/[^a-z]/g, '') ?? '';
  if (BASE_VERBS.has(noun)) return pastTenseOf(noun);
  const agent = /^(.{3,}?)(?:er|or)$/.exec(noun)?.[1];
  if (!agent) return undefined;
  const base = [agent, `${agent}e`, agent.replace(/([b-df-hj-np-tv-z])\1$/, '$1')].find((b) => BASE_VERBS.has(b));
  return base ? pastTenseOf(base) : undefined;
}

/** Irregular verbs' base forms and past tenses, the ones resumes use (a fact of the language). */
const IRREGULAR_PAST_OF: Readonly<Record<string, string>> = Object.fromEntries(
  (
    'begin:began bind:bound buy:bought bring:brought build:built catch:caught choose:chose cut:cut deal:dealt draw:drew ' +
    'drive:drove feed:fed feel:felt fly:flew find:found give:gave grow:grew hold:held hit:hit keep:kept lay:laid lead:led ' +
    'lend:lent make:made meet:met oversee:oversaw overcome:overcame pay:paid put:put run:ran rebuild:rebuilt ride:rode ' +
    'send:sent set:set shoot:shot sell:sold seek:sought spend:spent speak:spoke stand:stood strike:struck teach:taught ' +
    'think:thought take:took undertake:undertook understand:understood uphold:upheld withdraw:withdrew win:won wear:wore ' +
    'write:wrote do:did get:got go:went see:saw tell:told sit:sat bear:bore rise:rose show:showed'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/**
 * The past tense of a verb given in its base or -ing form ("order", "ordering" → "ordered";
 * "teaching" → "taught"; "planning" → "planned"). Without `verbPosition` only a verb of work (O*NET's
 * work verbs, the achievement verbs, the irregular ones) is turned, so a noun never is ("a
 * building"); in a verb's position ("in charge of ordering stock", "... and managing") any -ing
 * word is, by the spelling rule: the -ed past drops a final e and doubles a consonant as -ing does.
 */
export function pastTenseOf(word: string, options: { verbPosition?: boolean } = {}): string | undefined {
  const w = word.toLowerCase();
  const gerund = w.endsWith('ing') && w.length > 5;
  const stem = gerund ? w.slice(0, -3) : w;
  const candidates = gerund ? [stem, `${stem}e`, w.replace(/([b-df-hj-np-tv-z])\1ing$/, '$1')] : [w];
  for (const base of candidates) {
    const irregular = IRREGULAR_PAST_OF[base];
    if (irregular) return irregular;
  }
  const known = candidates.find((base) => BASE_VERBS.has(base));
  if (!known && !(gerund && options.verbPosition)) return undefined;
  // The -ing stem already carries the spelling the -ed form needs: manag-, plann-, admitt-, order-.
  const spelled = gerund ? stem : (known as string).replace(/e$/, '');
  return /[^aeiou]y$/.test(spelled) ? `${spelled.slice(0, -1)}ied` : `${spelled}ed`;
}
