/**
 * The names of the people in a guide's examples ("Hi Sam", "Dear Ms Patel", a template signed
 * "Jordan Lee") are no part of what the guide is about, yet as words they met questions that name a
 * place or a thing the same way: "Job search in Amman, Jordan" was led by the guide on follow-up
 * emails, whose template is signed by a Jordan. A name is recognised where the guides' examples put
 * one (after a greeting, a sign-off, a courtesy title, in "Hi, I'm ...", or as a line of its own of
 * two capitalised words at a template's end), and every capitalised use of it in that guide is left
 * out of what is indexed (the passage's text is shown unchanged). A word the guide also writes in
 * lower case is a word, not a name ("Dear Hiring Manager"), and is kept.
 */

/** Where a guide's example puts a person's name: the capitalised word(s) in group 1 (and 2). */
const NAMED_AT: readonly RegExp[] = [
  /\b(?:Hi|Hello|Hey|Dear)\s+(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?([A-Z][a-z]+)\b/g,
  /\b(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+([A-Z][a-z]+)\b/g,
  /\b(?:Thanks|Regards|regards|Best|Sincerely|Cheers),\s+([A-Z][a-z]+)\b/g,
  /\b(?:Hi|Hello|Hey),?\s+(?:I'm|I am|my name is|this is)\s+([A-Z][a-z]+)\b/g,
  // A signature: a line of only a first name and surname, closing the quoted template.
  /^\s*([A-Z][a-z]+) ([A-Z][a-z]+)"?\s*$/gm,
];

/** The sample names a guide's `body` (all its sections) uses for people. */
export function sampleNames(body: string): Set<string> {
  const names = new Set<string>();
  for (const pattern of NAMED_AT)
    for (const match of body.matchAll(pattern))
      for (const name of match.slice(1))
        if (name && !new RegExp(`\\b${name.toLowerCase()}\\b`).test(body)) names.add(name);
  return names;
}

/** `text` with each of `names` (capitalised, as a whole word) left out. */
export function withoutSampleNames(text: string, names: ReadonlySet<string>): string {
  if (names.size === 0) return text;
  return text.replace(new RegExp(`\\b(?:${[...names].join('|')})\\b`, 'g'), ' ');
}
