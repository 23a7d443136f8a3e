/**
 * Words with two senses in talk about work, read by the words around them. Taken alone they sent
 * questions to the other sense's guide: "tips" was dropped as the advice asked for ("any tips on
 * ...") even in "my boss keeps our tips", a question on pay; "I noticed a coworker stealing" found
 * the guide on giving notice, "fired up about my new role" the one on being fired. Each word here
 * has a usual sense, left as written, and another that its neighbours mark (the words just before
 * or after it, in the same clause), written as the text analysis knows that sense. Documents and
 * questions go through the same reading (it runs in `normalizeText`), so both sides agree on which
 * sense a passage uses. (Leave as time off, "take leave", "sick leave", was tried: as many leads
 * worse as better on the r/jobs dev slice, so "leave" is not here.)
 */

/** One sense of an ambiguous word: how it is written when read so, and the neighbours that mark it. */
type Sense = {
  /** The word as this sense is indexed: other words ("timeoff"), or nothing for a word with no topic. */
  as: string;
  /** Words that mark this sense when one of the `reach` words before the ambiguous word. */
  before?: readonly string[];
  /** Words that mark this sense when one of the `reach` words after it. */
  after?: readonly string[];
  /** How many words away a neighbour may be (default 2); unmarked senses (no lists) always apply. */
  reach?: number;
};

/** An ambiguous word: its forms, and its marked senses, the first whose neighbours are present winning. */
type AmbiguousWord = { forms: readonly string[]; senses: readonly Sense[] };

const words = (list: string) => list.split(/\s+/).filter(Boolean);

/** As written: a sense listed only to be found before a later one (advice "tips" before gratuity "tips"). */
const UNCHANGED = '\0';

const AMBIGUOUS_WORDS: readonly AmbiguousWord[] = [
  {
    // Tips asked for are advice (a chat stop word); tips kept, shared or stolen are pay.
    forms: ['tip', 'tips'],
    senses: [
      {
        as: UNCHANGED,
        before: words('any some few useful good great quick helpful practical top general'),
        after: words('on for about to how and or please'),
        reach: 1,
      },
      {
        as: 'gratuity',
        before: words(
          `our my their his her keep keeps kept keeping take takes took taking steal steals stealing stole stolen
          share shares sharing shared split splits splitting pool pooled pooling withhold withholds withholding
          withheld cash card claim owed earn earned earning make made making tipped server servers waiter waitress
          bartender bartenders customers customer`,
        ),
        after: words('pool pooling jar share sharing out from were are was is'),
        reach: 3,
      },
    ],
  },
  {
    // A break from the career is the guides' usual break; one in the working day is a rest break.
    forms: ['break', 'breaks'],
    senses: [
      { as: 'get', after: ['into'], reach: 1 },
      { as: UNCHANGED, before: words('career careers year years month months long extended sabbatical'), reach: 3 },
      {
        as: 'rest break',
        before: words(
          'lunch meal rest coffee smoke smoking bathroom toilet restroom tea minute minutes min mins paid unpaid no any legal mandatory required 10 15 20 30',
        ),
        after: words('room during at on between every per each without'),
        reach: 2,
      },
    ],
  },
  {
    // An old job, boss or employer is a former one ("go back to my old job"); "too old" is age.
    forms: ['old'],
    senses: [
      {
        as: 'former',
        after: words(
          'job jobs employer employers company boss manager team position role workplace coworkers colleagues',
        ),
        reach: 1,
      },
    ],
  },
  {
    // A take-home task is the usual assignment; on a ward, a floor or a shift it is the work handed
    // out ("my charge nurse keeps giving me the worst assignments"), and who gets which is the
    // favouritism the guides treat.
    forms: ['assignment', 'assignments'],
    senses: [
      {
        as: 'shifts favourite',
        before: words(
          'worst best hardest heavier heavy hard easy easier bad good unfair patient patients floor ward unit shift same',
        ),
        reach: 2,
      },
    ],
  },
  {
    // A future, potential or prospective boss or employer is the one the asker may work for, no topic
    // of its own: as a word, "future" met the guide on what stock options may be worth ("How to ask an
    // ex-coworker / possibly-future-boss about compensation" led with equity).
    forms: ['future', 'potential', 'prospective', 'possible'],
    senses: [
      {
        as: '',
        after: words(
          'boss bosses manager managers employer employers company companies colleague colleagues supervisor team teammates coworker coworkers',
        ),
        reach: 1,
      },
    ],
  },
  {
    // What a job, an ad or a contract states is what it says, not the states of a country: "My first
    // job states I need a professional reference" led with moving to another state. Only after a
    // noun that says things (not "states that allow", where the states are places).
    forms: ['states', 'stated'],
    senses: [
      {
        as: '',
        before: words(
          `it job jobs posting post ad advert listing description contract policy handbook letter email offer
          application form website site page manager boss recruiter hr clearly explicitly specifically`,
        ),
        reach: 1,
      },
    ],
  },
  {
    // A raise is pay; to raise it, the issue or a concern with someone is to bring it up, one word of its
    // own so that it meets only the same verb (as "bring up", "bring" met other bringing): "how to talk
    // to my manager about a raise" met the burnout guide's "raise it with your manager". A raise after
    // "a", "my", "pay" ... stays pay, whatever follows ("a raise this year").
    forms: ['raise', 'raises', 'raised', 'raising'],
    senses: [
      {
        as: UNCHANGED,
        before: words(
          'a an the my your his her their our pay annual merit yearly small big decent another first no any ask asking get got getting deserve',
        ),
        reach: 1,
      },
      {
        as: 'bringup',
        after: words(
          `it them issue issues concern concerns topic problem problems complaint complaints grievance grievances
          question questions matter point points objection objections workload hygiene sponsorship with privately
          publicly formally early`,
        ),
        reach: 2,
      },
    ],
  },
  {
    // Less or little work is a quiet job (its guide speaks of a light workload); more is the usual worry.
    forms: ['workload'],
    senses: [{ as: 'light workload', before: words('less little light low no'), reach: 1 }],
  },
  {
    // Breaking into a field is getting into it (as is breaking into it); a breaking point is the end of one's rope.
    forms: ['breaking'],
    senses: [
      { as: 'get', after: ['into'], reach: 1 },
      { as: 'desperate', after: ['point'], reach: 1 },
    ],
  },
  {
    // "I noticed", "notice that": seeing something, no notice period.
    forms: ['noticed', 'noticing'],
    senses: [{ as: '' }],
  },
  {
    forms: ['notice'],
    senses: [
      {
        as: '',
        before: words(
          "i we you they he she people anyone nobody someone did didn't will would might may not never also to",
        ),
        after: words('that how when if anything something me it what whether'),
        reach: 1,
      },
    ],
  },
  {
    // "Fired up" is keen, not dismissed.
    forms: ['fired'],
    senses: [{ as: 'enthusiastic', after: ['up'], reach: 1 }],
  },
  {
    // A shift into or out of a field is a career change; "my shift" is a work shift.
    forms: ['shift', 'shifts', 'shifting', 'shifted'],
    senses: [
      {
        as: 'change',
        before: ['career'],
        after: words('into out careers career fields field industries industry gears'),
        reach: 1,
      },
    ],
  },
  {
    // Tax is withheld from pay (the usual sense); pay withheld is pay not given ("Withholding
    // Paycheck", "they're withholding my final pay"), the guide on unpaid wages' subject, not the
    // tax a cross-border employer withholds.
    forms: ['withhold', 'withholds', 'withholding', 'withheld'],
    senses: [
      { as: UNCHANGED, before: words('tax taxes income federal state'), after: words('tax taxes from'), reach: 2 },
      {
        as: 'unpaid wages',
        after: words('pay paycheck paychecks wages wage salary check checks money tips commission'),
        reach: 3,
      },
    ],
  },
  {
    // "I have a question" is chat filler (a query stop word), but the questions an interviewer
    // asks, and those to ask at the end, are two subjects: "What questions do you ask at job
    // interviews?" had lost its one topic word and led with phone screens.
    forms: ['question', 'questions'],
    senses: [
      // The interviewer's questions ("what questions will they ask me") stay as they were: the
      // other words name the interview, and the preparation guides say it in many ways.
      {
        as: UNCHANGED,
        after: words('they interviewer interviewers employer employers hr recruiter recruiters asked'),
        reach: 3,
      },
      { as: 'questionstoask', after: words('ask asking'), reach: 3 },
    ],
  },
  {
    // An employer covering costs pays them; a cover letter is the usual cover.
    forms: ['cover', 'covers', 'covered', 'covering'],
    senses: [
      { as: 'pay for', after: words('cost costs expenses fees bills rent tuition training relocation'), reach: 2 },
    ],
  },
];

const SENSES_OF = new Map(AMBIGUOUS_WORDS.flatMap((w) => w.forms.map((form) => [form, w.senses] as const)));
/** Any form at all: most texts have none, and are returned as they are. */
const ANY_FORM = new RegExp(`\\b(${[...SENSES_OF.keys()].join('|')})\\b`);
/** Words and the punctuation that ends a clause (a neighbour across it is no neighbour). */
const WORD_OR_BREAK = /[a-z0-9']+|[.?!,;:()\n]/g;

/**
 * `text` (lower case, as `normalizeText` writes it) with each ambiguous word written as the sense
 * its neighbours mark, or left as it is.
 */
export function readWordSenses(text: string): string {
  if (!ANY_FORM.test(text)) return text;
  const tokens = [...text.matchAll(WORD_OR_BREAK)];
  let out = '';
  let at = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as RegExpMatchArray;
    const senses = SENSES_OF.get(token[0]);
    if (!senses) continue;
    const sense = senses.find((s) => marks(s, tokens, i));
    if (!sense || sense.as === UNCHANGED) continue;
    const start = token.index ?? 0;
    // "rest break" after "rest": the sense's own word is not written twice.
    const previous = tokens[i - 1]?.[0];
    const as = previous && sense.as.startsWith(`${previous} `) ? sense.as.slice(previous.length + 1) : sense.as;
    out += `${text.slice(at, start)} ${as} `;
    at = start + token[0].length;
  }
  return at === 0 ? text : out + text.slice(at);
}

function marks(sense: Sense, tokens: readonly RegExpMatchArray[], i: number): boolean {
  if (!sense.before && !sense.after) return true;
  const reach = sense.reach ?? 2;
  return (
    (sense.before !== undefined && nearby(sense.before, tokens, i, -1, reach)) ||
    (sense.after !== undefined && nearby(sense.after, tokens, i, 1, reach))
  );
}

/** Whether one of `cues` is among the `reach` words from `i` in direction `step`, within its clause. */
function nearby(cues: readonly string[], tokens: readonly RegExpMatchArray[], i: number, step: 1 | -1, reach: number) {
  for (let k = 1; k <= reach; k++) {
    const word = tokens[i + step * k]?.[0];
    if (word === undefined || !/^[a-z0-9']/.test(word)) return false;
    if (cues.includes(word)) return true;
  }
  return false;
}
