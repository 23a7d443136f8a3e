/** The pay figures a message holds: the offer as typed, and its amount. */

/** A figure that is pay: a currency sign, thousands ("52k", "120,000", "65000") or an hourly rate ("19/hr"). */
export const PAY_FIGURE =
  /[$£€]\s?\d|\b\d+(?:\.\d+)?\s?k\b|\b\d{1,3},\d{3}\b|\b\d{5,6}\b|\b\d+(?:\.\d+)?\s?(?:an? hour|\/\s?h(?:ou)?r\b|per hour|hourly)/i;

/** An amount as typed: "$120k", "120k", "120,000", "65000"; hourly figures ("25 an hour") stay as written. */
export function amountIn(message: string): number | undefined {
  const m = /\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b)?/i.exec(message);
  if (!m?.[1]) return undefined;
  const n = Number.parseFloat(m[1].replace(/,/g, ''));
  if (!Number.isFinite(n)) return undefined;
  return m[2] ? Math.round(n * 1000) : n;
}

/** The offer as the person typed it ("52k", "$120,000", "25 an hour", "31/hr"), to repeat, never convert. */
export function offerAsTyped(message: string): string | undefined {
  // From the first figure that is pay: "2 offers, the better one pays 52k" offers 52k.
  const at = PAY_FIGURE.exec(message)?.index;
  if (at === undefined) return undefined;
  const m =
    /(?:[$£€]\s?)?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?:\s?(?:an? hour|\/\s?h(?:ou)?r|per hour|hourly))?|(?:[$£€]\s?)?\d+(?:\.\d+)?\s?(?:k\b|an? hour|\/\s?h(?:ou)?r|per hour|hourly|(?=\s|$|[,.?!]))/i.exec(
      message.slice(at),
    );
  return m?.[0].trim() || undefined;
}

/** Whether a figure as typed is pay by the hour ("19/hr", "25 an hour", "hourly"). */
export function isHourly(figure: string): boolean {
  return /hour|\/\s?h(ou)?r|hourly/i.test(figure);
}

/** A figure's yearly amount, undefined for pay by the hour: postings state yearly pay, and an hourly figure is never converted. */
export function yearlyAmountIn(figure: string): number | undefined {
  return isHourly(figure) ? undefined : amountIn(figure);
}

/** A pay floor asked of a search: yearly ("50k+", "over $60,000") or by the hour ("over 25 an hour"). */
export type PayFloor = { yearly: number; hourly?: undefined } | { hourly: number; yearly?: undefined };

/**
 * Words that make a figure a floor: "over", "at least", "more than", "50k+", "20 or more", and pay
 * asked of a search ("jobs paying 80k": postings whose range reaches it).
 */
const FLOOR_WORDS =
  /\b(?:over|above|at\s+least|more\s+than|min(?:imum)?(?:\s+of)?|starting\s+(?:at|from)|no\s+less\s+than|upwards\s+of|north\s+of|paying|pays?)\s*$/i;
const FLOOR_AFTER = /^\s*(?:\+|or\s+(?:more|above|higher|better)\b|and\s+(?:up|above)\b)/i;
/** A pay figure with its unit as typed: "$25", "25 an hour", "50k", "$60,000", "22/hr". */
const FIGURE =
  /[$£€]?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k\b)?(\s?(?:an?\s+hour|\/\s?h(?:ou)?r\b|per\s+hour|hourly|an?\s+hr\b|\/h\b))?/gi;
/** Below this a bare figure is an hourly rate ("over 25"); from YEARLY_FROM it is a yearly salary. */
const HOURLY_BELOW = 200;
const YEARLY_FROM = 10_000;
/** Pay named in words, which a bare figure needs to be pay at all: "at least 3 years" is experience. */
const PAY_SAID = /\b(?:pay|pays|paying|paid|salary|salaries|wage|wages|make|makes|earn|earns|rate)\b/i;

/**
 * The pay floor a message asks for, with its unit: "any that pay over 25 an hour?" -> 25 an hour,
 * "50k+ only" -> 50,000 a year, "at least $60,000" -> 60,000 a year. A bare figure is read by its
 * size, as the postings' own pay is ("over 25" is by the hour, "over 60000" a year); one between
 * (neither a likely hourly rate nor a salary) is no floor. Undefined without a floor word.
 */
export function payFloorIn(message: string): PayFloor | undefined {
  for (const m of message.matchAll(FIGURE)) {
    const before = message.slice(0, m.index);
    const after = message.slice(m.index + m[0].length);
    if (!FLOOR_WORDS.test(before) && !FLOOR_AFTER.test(after)) continue;
    const n = Number.parseFloat((m[1] ?? '').replace(/,/g, ''));
    if (!Number.isFinite(n) || n <= 0) continue;
    if (m[3]) return { hourly: n };
    if (m[2]) return { yearly: Math.round(n * 1000) };
    if (!/^[$£€]/.test(m[0]) && !PAY_SAID.test(message)) continue;
    if (n < HOURLY_BELOW) return { hourly: n };
    if (n >= YEARLY_FROM) return { yearly: Math.round(n) };
  }
  return undefined;
}
