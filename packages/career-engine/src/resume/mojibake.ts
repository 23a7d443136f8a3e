// Text whose UTF-8 bytes were read as Windows-1252 and written out again ("mojibake"): resume
// builders' PDFs carry it in their text layer, so "•" reads "â€¢", "–" reads "â€“" and "é" reads
// "Ã©". 152 of the 240 Kaggle resume PDFs of the dev slice hold some; a bullet or a dash written so
// is not one to the parser.

/** Windows-1252's characters for the bytes 0x80-0x9F it defines; 0xA0-0xFF are Latin-1's own. */
const CP1252_BYTE = new Map<number, number>([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
]);

const CONTINUATION = `[\\u0080-\\u00bf${[...CP1252_BYTE.keys()].map((c) => `\\u${c.toString(16).padStart(4, '0')}`).join('')}]`;
/** A UTF-8 lead byte read as one character, then up to three continuation bytes read the same way. */
const RUN_RE = new RegExp(`[\\u00c2-\\u00f4]${CONTINUATION}{1,3}`, 'g');
const decoder = new TextDecoder('utf-8', { fatal: true });

function byteOf(ch: string): number | undefined {
  const code = ch.charCodeAt(0);
  if (code >= 0x80 && code <= 0xff) return code;
  return CP1252_BYTE.get(code);
}

/**
 * The text with each run of mojibake decoded back to the character it was ("â€¢" → "•", "Ã©" →
 * "é"); a run that does not decode as UTF-8 stays as it is, so text that holds no mojibake comes
 * back unchanged. A full-width form whose last byte Windows-1252 does not define was left with two
 * characters ("ï¼" before a space): it is read as the full-width hyphen-minus, which is how the
 * builders that write it separate an employer from its place.
 */
export function repairMojibake(text: string): string {
  if (!/[\u00c2-\u00f4]/.test(text)) return text;
  return text.replace(RUN_RE, (run) => {
    const chars = [...run];
    const lead = byteOf(chars[0] as string) ?? 0;
    const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
    if (chars.length < length) return run === 'ï¼' ? '－' : run;
    const bytes = chars.slice(0, length).map(byteOf);
    if (bytes.some((b) => b === undefined)) return run;
    try {
      return decoder.decode(Uint8Array.from(bytes as number[])) + chars.slice(length).join('');
    } catch {
      return run;
    }
  });
}
