/** The words that name what a draft is: a letter (or its opening), or a message, note or email. */

/** What a cover letter draft is: the letter, its opening or intro. */
export const LETTER_WORDS =
  /\b(cover letter|motivation letter|application letter|opening (line|lines|paragraph|sentence)|intro(duction)? paragraph|first (line|sentence))\b/i;

/** What a note draft is: a message, note, email or DM. */
export const NOTE_WORDS =
  /\b(message|msg|note|e-?mail|dm|inmail|intro|introduction|reach out|write to)\b|\b(something|what)\s+(?:i\s+)?(?:can|could)\s+send\b/i;
