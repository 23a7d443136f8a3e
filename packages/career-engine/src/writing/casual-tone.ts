// A drafted message in a less formal voice: the same facts, said as people say them to someone
// they know. Asked for after a draft ("make it less formal", "more casual", "friendlier").

/** The voices a drafted message can be written in: formal (the drafts as written) or casual. */
export const DRAFT_TONES = ['formal', 'casual'] as const;
export type DraftTone = (typeof DRAFT_TONES)[number];

/**
 * Formal phrasing and its everyday form, longest first where one holds another. Only the words a
 * draft says for the person change: greetings, sign-offs, stock phrases and the words that make
 * them stiff. The role, employer, names, dates and figures are never in these phrases, so every
 * fact stays as it was.
 */
const EVERYDAY_PHRASING: ReadonlyArray<readonly [RegExp, string]> = [
  // Greetings: "Dear hiring manager," has no one to greet by name.
  [/\bDear hiring manager,/g, 'Hi there,'],
  [/\bDear (.{1,60}?) hiring team,/g, 'Hi $1 team,'],
  [/\bDear\b/g, 'Hi'],
  [/\bHello\b/g, 'Hi'],
  [/\bI hope you're well\./g, "I hope you're doing well!"],
  // Stock openings of formal letters.
  [
    /\bplease accept this (?:letter )?as formal notice of my resignation from\b/gi,
    "I wanted to let you know that I'm leaving",
  ],
  [/\bI am writing to let you know that I am resigning from\b/g, "I wanted to let you know that I'm leaving"],
  [/\bI(?:'m| am) writing to formally accept\b/g, "I'm happy to accept"],
  [/\bI(?:'m| am) writing to follow up on\b/g, 'I wanted to follow up on'],
  [/\bI(?:'m| am) writing to ask for\b/g, 'I wanted to ask for'],
  [/\bI(?:'m| am) writing about\b/g, "I'm reaching out about"],
  [/\bis why I am writing about\b/g, "is why I'm reaching out about"],
  [/\bformal notice\b/g, 'notice'],
  // Thanks and sign-offs.
  [/\bthank you very much\b/gi, 'thanks so much'],
  [/\bthank you(?= (?:again )?for\b)/gi, 'thanks'],
  // A sign-off before the name the person signs with, which ends the draft ("[your name]", or a
  // name on the last line of a letter written from the resume).
  [
    /\b(?:Best regards|Kind regards|Warm regards|With best wishes|Many thanks|Sincerely|Yours sincerely|Regards|Thank you),(?=\s*(?:\u27E6\d+\u27E7|\n[^\n]{1,60})\s*$)/g,
    'Thanks,',
  ],
  // Stiff words and phrases.
  [/\bAfter careful thought,?/g, 'After a lot of thought,'],
  [/\bwould welcome the chance to talk\b/g, 'would love to chat'],
  [/\b(I'd|would) welcome a short conversation\b/g, '$1 love a quick chat'],
  [/\b(I'd|would) welcome\b/g, '$1 love'],
  [/\b(I'd|would) be glad to\b/g, '$1 be happy to'],
  [/\bI(?:'m| am) delighted to\b/g, "I'm really happy to"],
  [/\bI was glad to see\b/g, 'I was excited to see'],
  [/\bIs there flexibility to\b/g, 'Is there any room to'],
  [/\bwould you be able to\b/g, 'could you'],
  [/\b(p)lease let me know\b/gi, '$1lease just let me know'],
  [/\bat your earliest convenience\b/gi, 'when you get a chance'],
  [/\bregarding\b/gi, 'about'],
  [/\bin order to\b/gi, 'to'],
  [/\bprior to\b/gi, 'before'],
  [/\bopportunity\b/g, 'chance'],
  // Contractions, as people write to someone they know.
  // "will not" before "I will": "I will not be accepting" is "I won't", never "I'll not".
  [/\b(w)ill not\b/gi, "$1on't"],
  [/\b(w)ould not\b/gi, "$1ouldn't"],
  [/\bI am\b/g, "I'm"],
  [/\bI would\b/g, "I'd"],
  [/\bI will\b/g, "I'll"],
  [/\bI have (?=(?:been|had|decided|accepted|applied|enjoyed|valued|worked|seen|done|learned|made|got)\b)/g, "I've "],
  [/\b(d)o not\b/gi, "$1on't"],
  [/\b(d)oes not\b/gi, "$1oesn't"],
  [/\b(c)annot\b/gi, "$1an't"],
  [/\b(i)s not\b/gi, "$1sn't"],
  [/\b(a)re not\b/gi, "$1ren't"],
  [/\b(i)t is\b/gi, "$1t's"],
  [/\b(t)hat is\b/gi, "$1hat's"],
  [/\b(w)e are\b/gi, "$1e're"],
  [/\b(y)ou are\b/gi, "$1ou're"],
  [/\b(t)hey are\b/gi, "$1hey're"],
];

/** The replacement written with the case of the words it replaces: "Thank you very much" -> "Thanks so much". */
function inCaseOf(said: string, replacement: string): string {
  return /^\p{Lu}/u.test(said) ? replacement.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : replacement;
}

/**
 * A drafted message in a less formal voice ("make it less formal", "more casual"): everyday
 * greetings and sign-offs, contractions, plain words for stiff ones. Every fact stays as drafted:
 * the [prompts] are left exactly as they were, and only the draft's own stock phrasing changes.
 */
export function inCasualTone(text: string): string {
  // The [prompts] are the person's to fill, not the draft's to restyle: held apart while it changes.
  const prompts: string[] = [];
  const held = text.replace(/\[[^\]]*\]/g, (prompt) => `\u27E6${prompts.push(prompt) - 1}\u27E7`);
  const casual = EVERYDAY_PHRASING.reduce(
    (t, [from, to]) =>
      t.replace(from, (said: string, ...groups: unknown[]) =>
        inCaseOf(
          said,
          to.replace(/\$(\d)/g, (_, n: string) => String(groups[Number(n) - 1] ?? '')),
        ),
      ),
    held,
  );
  return casual.replace(/\u27E6(\d+)\u27E7/g, (_, i: string) => prompts[Number(i)] ?? '');
}
