import { crc32, inflateRawSync } from 'node:zlib';

/*
 * mammoth reads a text box only through the VML fallback of an mc:AlternateContent (it ignores
 * mc:Choice, so text is never read twice). Word always writes that fallback; other writers do not:
 * a text box as an mc:Choice alone, or as a bare drawing shape (w:drawing > wps:txbx), is dropped,
 * and with it a sidebar's contact details or skills. This module rewrites such boxes in
 * word/document.xml as their w:txbxContent in place, which mammoth reads as ordinary paragraphs,
 * and re-packs the zip. Documents without such boxes are left as they are. The zip has already
 * passed assertSafeZip, so entry sizes are known to be honest.
 */

interface Entry {
  name: string;
  data: Buffer;
}

function readEntries(buf: Buffer): Entry[] {
  let eocd = buf.length - 22;
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLength = buf.readUInt16LE(p + 28);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    const local = buf.readUInt32LE(p + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + size);
    entries.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return entries;
}

/** A zip of the entries, stored uncompressed (mammoth reads it in memory once). */
function writeEntries(entries: Entry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    central.push(header, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

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
export function withTextBoxesSurfaced(bytes: Uint8Array): Uint8Array {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readEntries(buf);
  const document = entries.find((e) => e.name === 'word/document.xml');
  if (!document) return bytes;
  const surfaced = surfaceTextBoxes(document.data.toString('utf8'));
  if (surfaced === undefined) return bytes;
  document.data = Buffer.from(surfaced, 'utf8');
  return new Uint8Array(writeEntries(entries));
}
