/**
 * A guide that points to another ("see the guides on colleagues who undermine you") names that
 * guide's subject, not its own: indexed as words, the pointer in the impostor guide's section on the
 * workplace tied it with the undermining guide for "My colleague is making me ... look incompetent".
 * The pointer, from "the guide(s) on" to the clause's end, is left out of what is indexed (the
 * passage's text is shown unchanged).
 */
const POINTER = /\bthe guides? (?:on|about) [^.;:)\n]*?(?=\s(?:covers?|for that part|for settling in)\b|[.;:)\n]|$)/gi;

/** `text` without its pointers to other guides. */
export function withoutGuidePointers(text: string): string {
  return text.replace(POINTER, ' ');
}
