import type * as Unpdf from 'unpdf';
import { withTextBoxesSurfaced } from './docx-text-boxes';
import { repairMojibake } from './mojibake';
import { layoutPageText, type PositionedText } from './pdf-layout';
import { ResumeFormatError } from './resume-format-error';
import { assertSafeZip } from './zip-guard';

/** Upload limit for a resume file (security V3); pasted text gets the same cap. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const MAX_PDF_PAGES = 20;
export const PDF_TIMEOUT_MS = 10_000;
export const NO_TEXT_MESSAGE = 'No text found in this file. If it is a scanned document, paste the text instead.';

export type ResumeInput = { bytes: Uint8Array; filename?: string; mimeType?: string } | { text: string };

export interface ExtractedResumeText {
  text: string;
  format: 'pdf' | 'docx' | 'text';
  pages?: number;
}

export interface ExtractOptions {
  /** Overrides for tests; production uses the defaults above. */
  pdfTimeoutMs?: number;
  maxPages?: number;
}

type DetectedFormat = 'pdf' | 'docx' | 'zip' | 'doc' | 'unknown';

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/** Detects the type from the content only; a client-supplied name or MIME type is never trusted. */
function detectFormat(bytes: Uint8Array): DetectedFormat {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip'; // PK\3\4, DOCX once word/document.xml is seen
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'; // legacy OLE .doc
  return 'unknown';
}

const unsupported = (message = 'Upload a PDF or DOCX file, or paste the text of your resume.') =>
  new ResumeFormatError('UNSUPPORTED_FORMAT', message);

/**
 * Security V3 asks that the content match the extension: a `.pdf` that is really a DOCX is refused.
 * The name is only compared, never used as a path.
 */
function assertExtensionMatches(filename: string | undefined, format: 'pdf' | 'docx'): void {
  const ext = filename?.toLowerCase().match(/\.([a-z0-9]{1,5})$/)?.[1];
  if (ext === undefined || !['pdf', 'docx', 'doc', 'txt'].includes(ext)) return;
  if (ext !== format) throw unsupported(`This file's content is not a .${ext} file. Upload a PDF or DOCX file.`);
}

/**
 * Normalises line endings, repairs mojibake (UTF-8 read as Windows-1252: "â€¢" for "•") and strips
 * control characters and zero-width spaces that some exporters leave behind.
 */
function cleanText(text: string): string {
  return (
    repairMojibake(text)
      .replace(/\r\n?|[\u2028\u2029]/g, '\n')
      .replace(/[\u200b-\u200d\ufeff]/g, '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\u00a0/g, ' ')
      .split('\n')
      .map((l) => l.replace(/[ ]+/g, ' ').trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

function hasRealText(text: string): boolean {
  // A scanned page sometimes carries a stray page number; a few characters are not a resume.
  return (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 20;
}

function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new ResumeFormatError('PARSE_TIMEOUT', 'This PDF took too long to read. Paste the text instead.'));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function extractPdf(bytes: Uint8Array, options: ExtractOptions): Promise<ExtractedResumeText> {
  const maxPages = options.maxPages ?? MAX_PDF_PAGES;
  let cancelled = false;
  let destroy: (() => Promise<void>) | undefined;

  const work = async (): Promise<ExtractedResumeText> => {
    let pdf: Awaited<ReturnType<typeof Unpdf.getDocumentProxy>>;
    // The PDF and DOCX readers load on the first upload, not when the server starts.
    const { getDocumentProxy } = await import('unpdf');
    try {
      // pdf.js takes ownership of (detaches) the buffer it is given, so it gets a copy. Eval and
      // font loading are off: only text positions are needed, and eval is an attack surface.
      pdf = await getDocumentProxy(new Uint8Array(bytes), {
        isEvalSupported: false,
        disableFontFace: true,
        useSystemFonts: false,
        stopAtErrors: false,
        verbosity: 0, // errors only: missing standard-font data is expected and harmless for text
      });
    } catch (error) {
      const name = (error as { name?: string } | undefined)?.name;
      if (name === 'PasswordException') {
        throw new ResumeFormatError(
          'INVALID_FILE',
          'This PDF is password-protected. Remove the password or paste the text.',
        );
      }
      throw new ResumeFormatError('INVALID_FILE', 'This PDF could not be read. Save it again or paste the text.');
    }
    destroy = () => pdf.destroy();
    // The timeout may have fired while the document was opening; nobody will read this result.
    if (cancelled) {
      await destroy();
      return { text: '', format: 'pdf' };
    }
    if (pdf.numPages > maxPages) {
      throw new ResumeFormatError('TOO_MANY_PAGES', `A resume can have at most ${maxPages} pages.`);
    }
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      if (cancelled) break;
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const items: PositionedText[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue; // marked-content markers carry no text
        const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform as number[];
        // A word break the writer stored as an item of its own (a " " between two runs, often
        // overlapping the run before it) or as the end of a line (hasEOL) ends the text before it
        // with a space: the gap to the next run may be too narrow to read as one ("Teamplayer").
        const previous = items[items.length - 1];
        if (item.str.trim() === '') {
          const breaksPrevious =
            item.hasEOL || (item.str.length > 0 && Math.abs(f - (previous?.y ?? f)) <= 0.4 * (previous?.fontSize ?? 0));
          if (previous && breaksPrevious && !previous.str.endsWith(' ')) previous.str += ' ';
          continue;
        }
        items.push({
          str: item.hasEOL && !item.str.endsWith(' ') ? `${item.str} ` : item.str,
          x: e,
          y: f,
          width: item.width,
          fontSize: Math.hypot(c, d) || Math.hypot(a, b) || item.height || 10,
        });
      }
      pages.push(layoutPageText(items).join('\n'));
      page.cleanup();
    }
    return { text: cleanText(pages.join('\n\n')), format: 'pdf', pages: pdf.numPages };
  };

  try {
    const result = await withTimeout(work(), options.pdfTimeoutMs ?? PDF_TIMEOUT_MS, () => {
      cancelled = true;
    });
    if (!hasRealText(result.text)) throw new ResumeFormatError('NO_TEXT_FOUND', NO_TEXT_MESSAGE);
    return result;
  } catch (error) {
    if (error instanceof ResumeFormatError) throw error;
    throw new ResumeFormatError('INVALID_FILE', 'This PDF could not be read. Save it again or paste the text.');
  } finally {
    await destroy?.().catch(() => undefined);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const cellText = (cell: string) => cell.replace(/<[^>]+>/g, '').trim();

/**
 * A table of data (an education table: Degree | Institute | Year | %) is read one row to a line,
 * its cells joined by ' | ', as the section readers take a row; a layout table (a sidebar and a
 * main column, cells of many paragraphs) keeps its cells one after another, as mammoth gives them.
 * A data table: two rows or more, every row of two cells or more, each cell one short paragraph.
 */
function dataTablesAsRows(html: string): string {
  return html.replace(/<table>((?:(?!<table>)[\s\S])*?)<\/table>/g, (table, inner: string) => {
    const rows = [...inner.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) =>
      [...(r[1] ?? '').matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => c[1] ?? ''),
    );
    const isData =
      rows.length >= 2 &&
      rows.every(
        (cells) =>
          cells.length >= 2 &&
          cells.every(
            (c) => (c.match(/<p[\s>]/g)?.length ?? 0) <= 1 && !/<(?:li|table)/.test(c) && cellText(c).length <= 80,
          ),
      );
    if (!isData) return table;
    return rows.map((cells) => `<p>${cells.map(cellText).join(' | ')}</p>`).join('');
  });
}

/** mammoth's HTML keeps list structure (raw text drops bullets), so it is flattened to lines here. */
function htmlToText(html: string): string {
  return dataTablesAsRows(html)
    .replace(/<li[^>]*>/g, '\n• ')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/(p|h[1-6]|li|tr|td|th|table|ul|ol)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity.startsWith('#x') || entity.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
      return ENTITIES[entity.toLowerCase()] ?? whole;
    })
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .join('\n');
}

async function extractDocx(bytes: Uint8Array): Promise<ExtractedResumeText> {
  const names = assertSafeZip(bytes);
  if (!names.includes('word/document.xml')) throw unsupported();
  let html: string;
  const { default: mammoth } = await import('mammoth');
  try {
    const readable = await withTextBoxesSurfaced(bytes);
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(readable.buffer, readable.byteOffset, readable.byteLength) },
      // Images are irrelevant to the text; dropping them avoids base64-inlining every photo.
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    html = result.value;
  } catch {
    throw new ResumeFormatError('INVALID_FILE', 'This DOCX file could not be read. Save it again or use PDF.');
  }
  const text = cleanText(htmlToText(html));
  if (!hasRealText(text)) throw new ResumeFormatError('NO_TEXT_FOUND', NO_TEXT_MESSAGE);
  return { text, format: 'docx' };
}

/**
 * Extracts the plain text of a resume from an uploaded PDF or DOCX, or from pasted text. The type
 * is detected from magic bytes; anything else, anything over 5 MB, zip bombs, PDFs over 20 pages or
 * 10 s of parsing, and files without text are refused with a `ResumeFormatError` carrying a stable
 * code. PDFs are read column by column so multi-column layouts do not interleave. Text is never
 * invented: a scanned PDF gives `NO_TEXT_FOUND`.
 */
export async function extractResumeText(
  input: ResumeInput,
  options: ExtractOptions = {},
): Promise<ExtractedResumeText> {
  if ('text' in input) {
    if (Buffer.byteLength(input.text, 'utf8') > MAX_RESUME_BYTES) {
      throw new ResumeFormatError('FILE_TOO_LARGE', 'A resume can be at most 5 MB.');
    }
    const text = cleanText(input.text);
    if (!hasRealText(text)) throw new ResumeFormatError('NO_TEXT_FOUND', 'The pasted resume is empty.');
    return { text, format: 'text' };
  }

  const { bytes, filename } = input;
  if (bytes.byteLength > MAX_RESUME_BYTES)
    throw new ResumeFormatError('FILE_TOO_LARGE', 'A resume file can be at most 5 MB.');
  const format = detectFormat(bytes);
  if (format === 'pdf') {
    assertExtensionMatches(filename, 'pdf');
    return extractPdf(bytes, options);
  }
  if (format === 'zip') {
    assertExtensionMatches(filename, 'docx');
    return extractDocx(bytes);
  }
  if (format === 'doc') throw unsupported('Old .doc files are not supported. Save the file as DOCX or PDF.');
  throw unsupported();
}
