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
