import { inflateRawSync } from 'node:zlib';
import { ResumeFormatError } from './resume-format-error';

/** Limits applied to a DOCX (a zip) before any library inflates it. */
export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressed: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 2_000, maxTotalUncompressed: 50 * 1024 * 1024 };

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

const invalid = (why: string) =>
  new ResumeFormatError('INVALID_FILE', `This DOCX file could not be read safely (${why}). Save it again or use PDF.`);

/** Reads the central directory: the list of entries with their declared sizes. */
function readCentralDirectory(buf: Buffer): ZipEntry[] {
  // The end-of-central-directory record sits in the last 22 bytes plus an optional comment (≤ 64 KiB).
  const searchFrom = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= searchFrom; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw invalid('no zip directory');
  const entryCount = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  // ZIP64 markers: a resume never needs them, and they are a common way to smuggle huge sizes.
  if (entryCount === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) throw invalid('zip64');
  if (cdOffset + cdSize > buf.length) throw invalid('truncated zip');

  const entries: ZipEntry[] = [];
  let p = cdOffset;
  for (let i = 0; i < entryCount; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL_SIGNATURE) throw invalid('corrupt zip directory');
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    entries.push({
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      uncompressedSize: buf.readUInt32LE(p + 24),
      localHeaderOffset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Refuses zip bombs before mammoth (JSZip) sees the file: too many entries, too large a declared
 * total, and — because declared sizes can lie — each entry is inflated here with an output cap equal
 * to its declared size. Returns the entry names so the caller can check it really is a DOCX.
 */
export function assertSafeZip(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): string[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readCentralDirectory(buf);
  if (entries.length > limits.maxEntries) throw invalid('too many entries');
  const declaredTotal = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declaredTotal > limits.maxTotalUncompressed) throw invalid('too large when uncompressed');

  for (const entry of entries) {
    const p = entry.localHeaderOffset;
    if (p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL_SIGNATURE) throw invalid('corrupt zip entry');
    const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
    const end = start + entry.compressedSize;
    if (end > buf.length) throw invalid('truncated zip entry');
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) throw invalid('inconsistent zip entry');
    } else if (entry.method === 8) {
      let inflatedLength: number;
      try {
        // The cap makes zlib stop (and throw) as soon as an entry outgrows its declared size.
        inflatedLength = inflateRawSync(buf.subarray(start, end), {
          maxOutputLength: Math.max(1, entry.uncompressedSize),
        }).length;
      } catch {
        throw invalid('an entry is larger than declared or corrupt');
      }
      if (inflatedLength !== entry.uncompressedSize) throw invalid('an entry differs from its declared size');
    } else {
      throw invalid('unsupported compression');
    }
  }
  return entries.map((e) => e.name);
}
