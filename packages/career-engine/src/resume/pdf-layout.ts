/**
 * Rebuilds reading order from positioned PDF text items. PDFs store text as fragments at
 * coordinates, often in drawing order, so a two-column resume read naively interleaves the sidebar
 * with the main column. Here columns are found from an x-coverage histogram (a vertical gutter that
 * almost no fragment crosses), the page is cut into bands at the few fragments that do cross it
 * (a full-width header), and each band is read left column first, then right.
 */

/** One text fragment in PDF user space (origin bottom-left, y = baseline). */
export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

interface Line {
  items: PositionedText[];
  x: number;
  y: number;
  fontSize: number;
  text: string;
}

const BULLET_START = /^[•●◦▪■‣∙·*\-–]\s/;
const YEARISH = /\b(?:19|20)\d\d\b|\bpresent\b/i;
const MIN_GUTTER = 8;
const MAX_DEPTH = 2;

/** Groups fragments into lines by baseline, then orders fragments left to right. */
function buildLines(items: PositionedText[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of sorted) {
    const last = lines[lines.length - 1];
    const tolerance = 0.4 * Math.max(item.fontSize, last?.fontSize ?? 0, 1);
    if (last && Math.abs(last.y - item.y) <= tolerance) {
      last.items.push(item);
      last.fontSize = Math.max(last.fontSize, item.fontSize);
    } else {
      lines.push({ items: [item], x: item.x, y: item.y, fontSize: item.fontSize, text: '' });
    }
  }
  for (const line of lines) {
    line.items.sort((a, b) => a.x - b.x);
    line.x = line.items[0]?.x ?? line.x;
    let text = '';
    let prevEnd: number | undefined;
    for (const item of line.items) {
      if (prevEnd !== undefined) {
        const gap = item.x - prevEnd;
        // A wide gap is a layout separator (title … dates); the parser reads a tab as a field break.
        if (gap > 1.5 * line.fontSize) text += '\t';
        else if (gap > 0.15 * line.fontSize && !text.endsWith(' ') && !item.str.startsWith(' ')) text += ' ';
      }
      text += item.str;
      prevEnd = item.x + item.width;
    }
    line.text = text.replace(/ {2,}/g, ' ').trim();
  }
  return lines.filter((l) => l.text.length > 0);
}

/** Joins the wrapped, hanging-indented continuation lines of a bullet back onto the bullet. */
function joinBulletContinuations(lines: Line[]): Line[] {
  const out: Line[] = [];
  let bulletX: number | undefined;
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (BULLET_START.test(line.text)) {
      bulletX = line.x;
      out.push(line);
      continue;
    }
    const isContinuation =
      prev !== undefined &&
      bulletX !== undefined &&
      line.x > bulletX + 2 &&
      prev.y - line.y <= 1.8 * Math.max(line.fontSize, prev.fontSize) &&
      Math.abs(line.fontSize - prev.fontSize) < 0.5;
    if (isContinuation) {
      prev.text = `${prev.text} ${line.text}`;
      prev.y = line.y;
    } else {
      bulletX = undefined;
      out.push(line);
    }
  }
  return out;
}

interface Split {
  at: number;
  crossers: PositionedText[];
  left: PositionedText[];
  right: PositionedText[];
}

/** Accepts a gutter only if both sides look like real columns, not title/date pairs. */
function validateSplit(items: PositionedText[], at: number, allowedCrossers: number): Split | undefined {
  const crossers = items.filter((i) => i.x < at - 1 && i.x + i.width > at + 1);
  if (crossers.length > allowedCrossers) return undefined;
  const crossing = new Set(crossers);
  const rest = items.filter((i) => !crossing.has(i));
  const left = rest.filter((i) => i.x + i.width / 2 < at);
  const right = rest.filter((i) => i.x + i.width / 2 >= at);
  const leftLines = buildLines(left);
  const rightLines = buildLines(right);
  const minShare = 0.15 * (leftLines.length + rightLines.length);
  if (leftLines.length < 3 || rightLines.length < 3) return undefined;
  if (leftLines.length < minShare || rightLines.length < minShare) return undefined;
  // Right-aligned dates beside titles also leave a gutter; a "column" made mostly of dates is
  // metadata of the rows beside it, and reading it separately would detach dates from their jobs.
  const minority = leftLines.length <= rightLines.length ? leftLines : rightLines;
  const dateLike = minority.filter((l) => YEARISH.test(l.text) && l.text.length < 40).length;
  if (dateLike >= 0.5 * minority.length) return undefined;
  return { at, crossers, left, right };
}

/** Finds a vertical gutter that splits the fragments into two real columns, if there is one. */
function findColumnSplit(items: PositionedText[]): Split | undefined {
  if (items.length < 6) return undefined;
  const minX = Math.floor(Math.min(...items.map((i) => i.x)));
  const maxX = Math.ceil(Math.max(...items.map((i) => i.x + i.width)));
  const span = maxX - minX;
  if (span < 100) return undefined;
  const coverage = new Array<number>(span + 1).fill(0);
  for (const item of items) {
    const from = Math.max(0, Math.floor(item.x - minX));
    const to = Math.min(span, Math.ceil(item.x + item.width - minX));
    for (let b = from; b <= to; b++) coverage[b] = (coverage[b] ?? 0) + 1;
  }
  const lineCount = buildLines(items).length;
  // A few fragments may cross the gutter (a full-width name or header rule); many means no gutter.
  const allowedCrossers = Math.max(2, Math.floor(lineCount * 0.1));

  const lo = Math.floor(span * 0.1);
  const hi = Math.ceil(span * 0.9);
  const runsAt = (threshold: number) => {
    const runs: Array<{ from: number; to: number }> = [];
    let runStart = -1;
    for (let b = lo; b <= hi + 1; b++) {
      const open = b <= hi && (coverage[b] ?? 0) <= threshold;
      if (open && runStart < 0) runStart = b;
      if (!open && runStart >= 0) {
        if (b - runStart >= MIN_GUTTER) runs.push({ from: runStart, to: b - 1 });
        runStart = -1;
      }
    }
    return runs.sort((a, b) => b.to - b.from - (a.to - a.from));
  };

  // Cleanest gutters first: a run nothing crosses beats a wider one a few lines poke into.
  for (let threshold = 0; threshold <= allowedCrossers; threshold++) {
    for (const run of runsAt(threshold).slice(0, 3)) {
      const split = validateSplit(items, minX + (run.from + run.to) / 2, allowedCrossers);
      if (split) return split;
    }
  }
  return undefined;
}

/** Orders fragments into lines, column by column, recursing into each column once more. */
function orderFragments(items: PositionedText[], depth: number): Line[] {
  const split = depth < MAX_DEPTH ? findColumnSplit(items) : undefined;
  if (!split) return buildLines(items);

  // Bands: the page between consecutive gutter-crossing lines, read top to bottom; fragments on a
  // crossing line's own baseline join that line.
  const crosserLines = buildLines(split.crossers);
  const columns = [...split.left, ...split.right];
  const out: Line[] = [];
  let upper = Number.POSITIVE_INFINITY;
  const takeBand = (lower: number) => {
    const inBand = (i: PositionedText) => i.y < upper && i.y >= lower;
    out.push(...orderFragments(split.left.filter(inBand), depth + 1));
    out.push(...orderFragments(split.right.filter(inBand), depth + 1));
  };
  for (const crosser of crosserLines) {
    const tolerance = 0.4 * Math.max(crosser.fontSize, 1);
    takeBand(crosser.y + tolerance);
    const sameLine = columns.filter((i) => i.y < crosser.y + tolerance && i.y >= crosser.y - tolerance);
    out.push(...buildLines([...crosser.items, ...sameLine]));
    upper = crosser.y - tolerance;
  }
  takeBand(Number.NEGATIVE_INFINITY);
  return out;
}

/**
 * Turns one page's fragments into text lines in reading order: columns are read one after the
 * other, wrapped bullets are re-joined, and wide gaps inside a line become tabs.
 */
export function layoutPageText(items: PositionedText[]): string[] {
  const visible = items.filter((i) => i.str.trim().length > 0 && Number.isFinite(i.x) && Number.isFinite(i.y));
  return joinBulletContinuations(orderFragments(visible, 0)).map((l) => l.text);
}
