/*
 * mammoth reads a text box only through the VML fallback of an mc:AlternateContent (it ignores
 * mc:Choice, so text is never read twice). Word always writes that fallback; other writers do not:
 * a text box as an mc:Choice alone, or as a bare drawing shape (w:drawing > wps:txbx), is dropped,
 * and with it a sidebar's contact details or skills. This module rewrites such boxes in
 * word/document.xml as their w:txbxContent in place, which mammoth reads as ordinary paragraphs,
 * and re-packs the zip (JSZip, which mammoth itself reads DOCX with). Documents without such boxes
 * are left as they are. The zip has already passed assertSafeZip, so entry sizes are known to be honest.
 */

/** The end of the element opened at `start` (after its closing tag), counting nested ones. */
function elementEnd(xml: string, start: number, tag: string): number {
  const open = new RegExp(`<${tag}[\\s>/]|</${tag}>`, 'g');
  open.lastIndex = start + 1;
  let depth = 1;
  for (let m = open.exec(xml); m; m = open.exec(xml)) {
    if (m[0].startsWith('</')) depth--;
    else if (!xml.slice(m.index, xml.indexOf('>', m.index) + 1).endsWith('/>')) depth++;
    if (depth === 0) return m.index + m[0].length;
  }
  return xml.length;
}

/** The top-level w:txbxContent elements of a piece of XML, in order. */
function textBoxContents(xml: string): string[] {
  const out: string[] = [];
  for (let at = xml.indexOf('<w:txbxContent'); at >= 0; ) {
    const end = elementEnd(xml, at, 'w:txbxContent');
    out.push(xml.slice(at, end));
    at = xml.indexOf('<w:txbxContent', end);
  }
  return out;
}

/**
 * document.xml with every text box mammoth would drop (an mc:AlternateContent without a fallback,
 * a drawing outside any alternative) replaced by its w:txbxContent; undefined when there is none.
 */
export function surfaceTextBoxes(xml: string): string | undefined {
  if (!xml.includes('<w:txbxContent')) return undefined;
  const next = /<mc:AlternateContent[\s>]|<w:drawing[\s>]/g;
  let out = '';
  let copied = 0;
  let changed = false;
  for (let m = next.exec(xml); m; m = next.exec(xml)) {
    const tag = m[0].startsWith('<mc:') ? 'mc:AlternateContent' : 'w:drawing';
    const end = elementEnd(xml, m.index, tag);
    const block = xml.slice(m.index, end);
    next.lastIndex = end;
    const keep = !block.includes('<w:txbxContent') || (tag === 'mc:AlternateContent' && block.includes('<mc:Fallback'));
    if (keep) continue;
    out += xml.slice(copied, m.index) + textBoxContents(block).join('');
    copied = end;
    changed = true;
  }
  return changed ? out + xml.slice(copied) : undefined;
}

/** The DOCX with its dropped text boxes surfaced (see the module comment), or the same bytes. */
export async function withTextBoxesSurfaced(bytes: Uint8Array): Promise<Uint8Array> {
  // Loaded with the first DOCX, like mammoth: a server that reads none never needs it (issue 36).
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(bytes);
  const document = zip.file('word/document.xml');
  if (!document) return bytes;
  const surfaced = surfaceTextBoxes(await document.async('string'));
  if (surfaced === undefined) return bytes;
  zip.file('word/document.xml', surfaced);
  return zip.generateAsync({ type: 'uint8array' });
}
