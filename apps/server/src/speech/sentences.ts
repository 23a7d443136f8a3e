/**
 * Cuts text to speak into sentences, so the first can be synthesised and sent while the rest are
 * still being spoken. Pieces keep their own punctuation (eSpeak uses it for intonation and the pause
 * at the end), and no character of the text is dropped apart from the whitespace between pieces.
 */

/** Words whose trailing dot does not end a sentence ("e.g. a recruiter", "Dr. Lee"). */
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'vs',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'no',
  'approx',
  'inc',
  'ltd',
  'co',
  'dept',
  'fig',
]);
/** A piece shorter than this is spoken with the next one: a lone "Hi." is not worth a round trip. */
const MIN_PIECE_CHARS = 24;
/** A sentence longer than this is cut again at a clause boundary (comma, semicolon, colon, dash). */
const MAX_PIECE_CHARS = 280;

/** Sentence ends: terminal punctuation (and closing quotes or brackets) followed by whitespace, or a line break. */
const BOUNDARY = /([.!?…]+["'”’)\]]*)(\s+)|(\n\s*)/g;

/**
 * The sentences of `text`, in order, trimmed. Short pieces are joined to the next one and very long
 * ones are cut at clause boundaries, so every piece is worth one synthesis job and none delays the
 * first sound by much. Blank text gives no pieces.
 */
export function splitSentences(text: string): string[] {
  const raw: string[] = [];
  let start = 0;
  for (const m of text.matchAll(BOUNDARY)) {
    const end = m.index + (m[1]?.length ?? 0);
    if (m[1] && isAbbreviation(text.slice(start, end))) continue;
    raw.push(text.slice(start, end));
    start = m.index + m[0].length;
  }
  raw.push(text.slice(start));

  const pieces: string[] = [];
  let pending = '';
  for (const sentence of raw.flatMap(cutLong)) {
    const piece = sentence.trim();
    if (!piece) continue;
    pending = pending ? `${pending} ${piece}` : piece;
    if (pending.length >= MIN_PIECE_CHARS) {
      pieces.push(pending);
      pending = '';
    }
  }
  if (pending) {
    // A short tail joins the piece before it rather than standing alone.
    const last = pieces.pop();
    pieces.push(last ? `${last} ${pending}` : pending);
  }
  return pieces;
}

/** True when the text ends in a known abbreviation, a single letter ("J. Smith") or a list number ("1."). */
function isAbbreviation(sentence: string): boolean {
  const word = /(\S+)\.$/.exec(sentence)?.[1]?.toLowerCase();
  if (!word) return false;
  return ABBREVIATIONS.has(word) || /^[a-z]$/.test(word) || /^\d{1,2}$/.test(word);
}

/** Cuts a long sentence after commas, semicolons, colons or dashes, then at spaces as a last resort. */
function cutLong(sentence: string): string[] {
  if (sentence.length <= MAX_PIECE_CHARS) return [sentence];
  const out: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_PIECE_CHARS) {
    const window = rest.slice(0, MAX_PIECE_CHARS);
    const clause = Math.max(...[', ', '; ', ': ', ' – ', ' — ', ' - '].map((sep) => window.lastIndexOf(sep)));
    const space = window.lastIndexOf(' ');
    // Past the separator itself (keeping the comma with its clause); a space if there is no clause.
    let cut = clause > MAX_PIECE_CHARS / 3 ? clause + 1 : space > 0 ? space : MAX_PIECE_CHARS;
    if (/[\uD800-\uDBFF]/.test(rest.charAt(cut - 1))) cut -= 1; // never half of a surrogate pair
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  out.push(rest);
  return out;
}
