import { findDateRange } from './resume-dates';

/*
 * Text pasted from a PDF viewer loses the page's layout. A resume that puts each role's dates in a
 * left margin comes out with every date range on a line of its own, before the role's lines or
 * after all of them (title, employer, bullets); a two-column layout copied row by row interleaves
 * the margin with the text ("Jan 2021 –" / "Senior Developer" / "Present" / "Acme"); the bullets'
 * glyphs are gone and long bullets wrap onto a second line. This module puts such an experience
 * section back into the shape the entry reader expects: each date on its role's first line, wrapped
 * lines joined, and bullet lines marked as bullets. Sections that do not show a margin layout are
 * returned with only wrapped sentences joined and glyphless action bullets marked.
 */

const BULLET_RE = /^\s*(?:[•●◦▪■□‣∙·*○➢►✓✔➤❖◆◇❑▸➔→〓⮚]|[-–—](?=\s))\s*/;
const PRESENT_RE = /^(?:present|current(?:ly)?|now|today|ongoing|to date|till date)$/i;
const OPEN_END_RE = /\s*(?:[–—‒―-]|\bto|\buntil|\btill|\bsince|\bfrom)\s*$/i;

/** A line that is a date or a date range and nothing else ("Jan 2021 – Present", "2015 – 2017"). */
export function isDateOnlyLine(line: string): boolean {
  const date = findDateRange(line);
  if (!date) return false;
  return !/[\p{L}\p{N}]/u.test(line.replace(date.match, '').replace(/\b(?:from|since)\b/gi, ''));
}

/** "Jan 2021 –", "03/2019 to": the start of a range whose end went to a later line. */
function isOpenRangeStart(line: string): boolean {
  if (!OPEN_END_RE.test(line)) return false;
  const start = line.replace(OPEN_END_RE, '');
  const date = findDateRange(start);
  return date !== undefined && !date.start && isDateOnlyLine(start);
}

/** "Present", "Dec 2020", "2016": the end of a range cut off from its start. */
function isRangeEnd(line: string): boolean {
  if (PRESENT_RE.test(line.trim())) return true;
  const date = findDateRange(line);
  return date !== undefined && !date.start && isDateOnlyLine(line);
}

/**
 * Re-joins a date range whose start and end a row-by-row copy separated by up to two lines of the
 * other column: "Jan 2021 –" / "Senior Developer" / "Present" → "Jan 2021 – Present" / "Senior
 * Developer". The joined range stays where its start was.
 */
export function joinSplitRanges(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const line = out[i] as string;
    if (!isOpenRangeStart(line)) continue;
    for (let j = i + 1; j <= i + 3 && j < out.length; j++) {
      const candidate = out[j] as string;
      if (isRangeEnd(candidate)) {
        out[i] = `${line.trim()} ${candidate.trim()}`;
        out.splice(j, 1);
        break;
      }
      if (isDateOnlyLine(candidate)) break;
    }
  }
  return out;
}

const isBullet = (line: string) => BULLET_RE.test(line);
const wordCount = (line: string) => line.split(/\s+/).filter(Boolean).length;

// Verbs that open achievement lines; a line that opens with one and runs on is a bullet whose glyph
// was lost. Not any "-ed" word ("Registered Nurse", "Certified Nursing Assistant" are titles), nor
// present tenses that open titles ("Lead Analyst", "Test Engineer", "Support", "Design", "Cook").
const ACTION_VERBS = new Set(
  `led built developed designed implemented wrote managed created improved reduced increased delivered launched
  migrated mentored trained coached ran prepared provided administered assessed educated precepted cooked planned
  organised organized maintained supported handled coordinated owned drove automated optimised optimized refactored
  introduced established negotiated achieved analysed analyzed tested monitored resolved fixed kept served cut
  supervised oversaw ensured performed conducted set taught worked collaborated partnered helped assisted produced
  answered processed scheduled documented reviewed researched presented build develop implement write create improve
  reduce deliver mentor prepare provide administer assess educate precept maintain coordinate automate monitor
  resolve supervise oversee ensure perform conduct assist schedule`.split(/\s+/),
);

function opensWithAction(line: string): boolean {
  const first =
    line
      .trim()
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[^a-z]/g, '') ?? '';
  return ACTION_VERBS.has(first);
}

/** A line of prose (a sentence), not a title, employer, place or date line. */
function isProse(line: string): boolean {
  const n = wordCount(line);
  return /[.;!?]$/.test(line.trim()) ? n >= 3 : n >= 9 || (n >= 4 && opensWithAction(line));
}

/**
 * Joins a sentence wrapped onto the next line: the previous line is prose that does not end a
 * sentence and the next one opens in lower case or with a number run on from it ("…cutting" /
 * "page load time by 42%.").
 */
export function joinWrappedSentences(lines: string[]): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    const prev = out[out.length - 1];
    if (
      prev !== undefined &&
      /^[\p{Ll}(&]/u.test(line) &&
      !/^(?:https?:|www\.)/i.test(line) &&
      !isDateOnlyLine(line) &&
      !/[.!?:;]$/.test(prev) &&
      // A header line ("Support Lead, - Infosys Ltd", "Chef | Hotel") takes no continuation,
      !/\t|\s[-–|]\s/.test(prev) &&
      // Nor a line with a date on it, which anchors an entry and must stay short.
      findDateRange(prev) === undefined &&
      (isBullet(prev) || isProse(prev))
    ) {
      out[out.length - 1] = `${prev} ${line}`;
    } else out.push(line);
  }
  return out;
}

type MarginMode = 'before' | 'after' | undefined;

/**
 * Which side of its role a margin date was pasted on. Dates before: the section opens with a date
 * line. Dates after: the section ends with one and a prose line sits right above each date line
 * (a role's last bullet); a date line just under a title and an employer is the ordinary layout
 * the entry reader already knows.
 */
function marginMode(lines: string[]): MarginMode {
  const dated = lines.map(isDateOnlyLine);
  const indices = dated.flatMap((d, i) => (d ? [i] : []));
  if (indices.length === 0) return undefined;
  if (indices[0] === 0) {
    // A date line directly followed by prose is a role's own date under its header, not a margin.
    return indices.every((i) => !isProse(lines[i + 1] ?? '')) ? 'before' : undefined;
  }
  if (indices[indices.length - 1] !== lines.length - 1) return undefined;
  return indices.every((i) => isProse(lines[i - 1] ?? '') || isBullet(lines[i - 1] ?? '')) ? 'after' : undefined;
}

/**
 * Lays out one role's lines as the entry reader knows them: title, employer, the date, a place,
 * then every later line a bullet. (The date goes under the title and employer rather than on the
 * title line, so a lone title is never split into a title and an employer.)
 */
function layOutRole(block: string[], date: string | undefined): string[] {
  const header: string[] = [];
  const body: string[] = [];
  for (const [k, line] of block.entries()) {
    // The title, then up to two short header lines (employer, place); then the body.
    if (body.length === 0 && (k === 0 || (k <= 2 && !isProse(line) && !isBullet(line) && wordCount(line) <= 8))) {
      header.push(line);
      continue;
    }
    body.push(isBullet(line) ? line : `• ${line}`);
  }
  const dateAt = Math.min(2, header.length);
  return [...header.slice(0, dateAt), ...(date ? [date] : []), ...header.slice(dateAt), ...body];
}

/**
 * "• July 2020 – now: Java developer, Elpisor Ltd": a role's header that a list style (a Word
 * numbering, a builder's bullets) marked as a bullet. It opens with its date and is short, so the
 * glyph goes and the line heads its entry.
 */
function unbulletDatedHeader(line: string): string {
  if (!isBullet(line)) return line;
  const text = line.replace(BULLET_RE, '');
  const date = findDateRange(text);
  if (!date || text.indexOf(date.match) > 1) return line;
  const rest = text.slice(text.indexOf(date.match) + date.match.length);
  return wordCount(rest) <= 14 && !/[.!?]$/.test(rest.trim()) ? text : line;
}

/**
 * Puts a pasted experience section back into reading order (see the module comment). Lines come
 * in as the section's lines and go out as lines the entry reader takes.
 */
export function readPastedExperience(lines: string[]): string[] {
  const joined = joinWrappedSentences(
    joinSplitRanges(
      lines
        .map((l) => l.trim())
        .filter(Boolean)
        .map(unbulletDatedHeader),
    ),
  );
  const mode = marginMode(joined);
  if (!mode) {
    // A section with glyphs kept them: its unmarked lines are descriptions. Where every glyph was
    // lost, only clear achievement sentences are marked: an action verb and a full stop or six
    // words, and no date on the next two lines (which would make it a header).
    if (joined.some(isBullet)) return joined;
    const sentence = (l: string, i: number) =>
      opensWithAction(l) &&
      (/[.;]$/.test(l) || wordCount(l) >= 6) &&
      !joined.slice(i + 1, i + 3).some((next) => findDateRange(next) !== undefined);
    return joined.map((l, i) => (!isBullet(l) && sentence(l, i) ? `• ${l}` : l));
  }

  const out: string[] = [];
  let block: string[] = [];
  let pendingDate: string | undefined;
  const flush = (date: string | undefined) => {
    if (block.length > 0) out.push(...layOutRole(block, date));
    block = [];
  };
  for (const line of joined) {
    if (!isDateOnlyLine(line)) {
      block.push(line);
      continue;
    }
    if (mode === 'before') {
      flush(pendingDate);
      pendingDate = line;
    } else flush(line);
  }
  flush(pendingDate);
  return out;
}
