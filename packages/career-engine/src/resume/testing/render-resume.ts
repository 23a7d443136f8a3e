/**
 * Test-only: renders a JSON Resume document as a realistic resume in plain text, a single-column
 * PDF, a two-column PDF (sidebar: contact and skills) and a DOCX, so the parser can be checked
 * against the JSON as ground truth. Each example gets a different style (heading names, title/company
 * order, date format, bullet glyph) so the parser meets the common variants.
 */
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Tab,
  TabStopPosition,
  TabStopType,
  TextRun,
} from 'docx';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from '../../text/month-names';

export interface JsonResume {
  basics: {
    name: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { city?: string; region?: string; countryCode?: string };
    profiles?: Array<{ network?: string; url?: string }>;
  };
  work?: Array<{
    name?: string;
    position?: string;
    location?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
  }>;
  education?: Array<{
    institution?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    score?: string;
  }>;
  skills?: Array<{ name?: string; keywords?: string[] }>;
  projects?: Array<{ name?: string; description?: string; highlights?: string[] }>;
  certificates?: Array<{ name?: string; issuer?: string; date?: string }>;
  awards?: Array<{ title?: string; awarder?: string; date?: string }>;
  publications?: Array<{ name?: string; publisher?: string; releaseDate?: string }>;
  volunteer?: Array<{
    organization?: string;
    position?: string;
    startDate?: string;
    endDate?: string;
    highlights?: string[];
  }>;
  languages?: Array<{ language?: string; fluency?: string }>;
}

export type Block =
  | { kind: 'name'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; right?: string; bold?: boolean; small?: boolean }
  | { kind: 'para'; text: string }
  | { kind: 'bullet'; text: string };

export interface RenderedModel {
  /** Single-column order. */
  single: Block[];
  sidebar: Block[];
  main: Block[];
  bulletGlyph: string;
}

const HEADINGS = [
  { summary: 'Summary', experience: 'Work Experience', education: 'Education', skills: 'Skills' },
  {
    summary: 'PROFESSIONAL SUMMARY',
    experience: 'PROFESSIONAL EXPERIENCE',
    education: 'EDUCATION',
    skills: 'TECHNICAL SKILLS',
  },
  {
    summary: 'Profile',
    experience: 'Employment History',
    education: 'Academic Background',
    skills: 'Core Competencies',
  },
  { summary: 'About Me', experience: 'Experience', education: 'Education', skills: 'Skills & Expertise' },
  { summary: 'Career Summary', experience: 'Work History', education: 'Education and Training', skills: 'Key Skills' },
];

function formatDate(date: string | undefined, style: number): string {
  if (!date) return style === 2 ? 'present' : 'Present';
  const [y, m] = date.split('-');
  const month = Number(m ?? '1');
  switch (style % 4) {
    case 0:
      return `${MONTH_ABBREVIATIONS[month - 1]} ${y}`;
    case 1:
      return `${String(month).padStart(2, '0')}/${y}`;
    case 2:
      return `${y}`;
    default:
      return `${MONTH_NAMES[month - 1]} ${y}`;
  }
}

function range(start: string | undefined, end: string | undefined, style: number): string {
  const sep = ['–', ' - ', '-', ' to '][style % 4] ?? '–';
  const pad = style % 4 === 0 ? ' ' : '';
  return `${formatDate(start, style)}${pad}${sep}${pad}${formatDate(end, style)}`;
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

/**
 * How a job's header is written. The first four are the styles `style % 4` picks; the others are
 * common real-world forms a test can ask for explicitly.
 */
export const HEADER_STYLES = [
  'title-comma-company-right-dates',
  'company-dash-title-dates-below',
  'title-company-dates-lines',
  'company-title-tabbed',
  'title-dash-company-paren-dates',
  'title-comma-company-paren-dates',
  'title-at-company-paren-dates',
  'pipes',
  'title-en-dash-company-dates-own-line',
  'company-paren-dates-title-below',
] as const;
export type HeaderStyle = (typeof HEADER_STYLES)[number];

/**
 * Builds the block model for one example; `style` picks headings, layout and date format, and
 * `options.header` overrides how each job's header is written.
 */
export function buildResumeModel(
  resume: JsonResume,
  style: number,
  options: { header?: HeaderStyle } = {},
): RenderedModel {
  const b = resume.basics;
  const h = HEADINGS[style % HEADINGS.length] ?? HEADINGS[0];
  const location = [b.location?.city, b.location?.region].filter(Boolean).join(', ');
  const links = [b.url, ...(b.profiles ?? []).map((p) => p.url)].filter((u): u is string => Boolean(u));
  const bulletGlyph = ['•', '-', '•', '*', '•'][style % 5] ?? '•';

  const experience: Block[] = [{ kind: 'heading', text: h?.experience ?? 'Experience' }];
  for (const w of resume.work ?? []) {
    const dates = range(w.startDate, w.endDate, style);
    const title = w.position ?? '';
    const company = w.name ?? '';
    switch (options.header ?? HEADER_STYLES[style % 4]) {
      case 'title-comma-company-right-dates':
        experience.push({ kind: 'text', text: `${title}, ${company}`, right: dates, bold: true });
        if (w.location) experience.push({ kind: 'text', text: w.location, small: true });
        break;
      case 'company-dash-title-dates-below':
        experience.push({ kind: 'text', text: `${company} — ${title}`, bold: true });
        experience.push({ kind: 'text', text: [dates, w.location].filter(Boolean).join(' | '), small: true });
        break;
      case 'title-company-dates-lines':
        experience.push({ kind: 'text', text: title, bold: true });
        experience.push({ kind: 'text', text: company });
        experience.push({ kind: 'text', text: dates, small: true });
        break;
      case 'title-dash-company-paren-dates':
        experience.push({ kind: 'text', text: `${title} — ${company} (${dates})`, bold: true });
        break;
      case 'title-comma-company-paren-dates':
        experience.push({ kind: 'text', text: `${title}, ${company} (${dates})`, bold: true });
        break;
      case 'title-at-company-paren-dates':
        experience.push({ kind: 'text', text: `${title} at ${company} (${dates})`, bold: true });
        break;
      case 'pipes':
        experience.push({
          kind: 'text',
          text: [title, company, w.location, dates].filter(Boolean).join(' | '),
          bold: true,
        });
        break;
      case 'title-en-dash-company-dates-own-line':
        experience.push({ kind: 'text', text: `${title} – ${company}`, bold: true });
        experience.push({ kind: 'text', text: dates, small: true });
        break;
      case 'company-paren-dates-title-below':
        experience.push({ kind: 'text', text: `${company} (${dates})`, bold: true });
        experience.push({ kind: 'text', text: title });
        break;
      default:
        experience.push({ kind: 'text', text: company, right: w.location, bold: true });
        experience.push({ kind: 'text', text: title, right: dates });
    }
    if (w.summary) experience.push({ kind: 'para', text: w.summary });
    for (const hl of w.highlights ?? []) experience.push({ kind: 'bullet', text: hl });
  }

  const education: Block[] = [{ kind: 'heading', text: h?.education ?? 'Education' }];
  for (const e of resume.education ?? []) {
    const degree = [e.studyType, e.area].filter(Boolean).join(style % 2 === 0 ? ' in ' : ', ');
    education.push({
      kind: 'text',
      text: e.institution ?? '',
      right: range(e.startDate, e.endDate, style),
      bold: true,
    });
    if (degree) education.push({ kind: 'text', text: degree });
    if (e.score) education.push({ kind: 'text', text: `GPA: ${e.score}`, small: true });
  }

  const summary: Block[] = b.summary
    ? [
        { kind: 'heading', text: h?.summary ?? 'Summary' },
        { kind: 'para', text: b.summary },
      ]
    : [];
  const extras: Block[] = [];
  if (resume.projects?.length) {
    extras.push({ kind: 'heading', text: 'Projects' });
    for (const p of resume.projects) {
      extras.push({ kind: 'text', text: p.name ?? '', bold: true });
      if (p.description) extras.push({ kind: 'para', text: p.description });
    }
  }
  if (resume.certificates?.length) {
    extras.push({ kind: 'heading', text: 'Certifications' });
    for (const c of resume.certificates)
      extras.push({ kind: 'bullet', text: [c.name, c.issuer].filter(Boolean).join(', ') });
  }
  if (resume.awards?.length) {
    extras.push({ kind: 'heading', text: 'Awards' });
    for (const a of resume.awards)
      extras.push({ kind: 'bullet', text: [a.title, a.awarder].filter(Boolean).join(', ') });
  }
  if (resume.publications?.length) {
    extras.push({ kind: 'heading', text: 'Publications' });
    for (const p of resume.publications)
      extras.push({ kind: 'bullet', text: [p.name, p.publisher].filter(Boolean).join(', ') });
  }
  if (resume.volunteer?.length) {
    extras.push({ kind: 'heading', text: 'Volunteer Experience' });
    for (const v of resume.volunteer) {
      extras.push({
        kind: 'text',
        text: `${v.position ?? ''}, ${v.organization ?? ''}`,
        right: range(v.startDate, v.endDate, style),
        bold: true,
      });
      for (const hl of v.highlights ?? []) extras.push({ kind: 'bullet', text: hl });
    }
  }
  if (resume.languages?.length) {
    extras.push({ kind: 'heading', text: 'Languages' });
    extras.push({ kind: 'para', text: resume.languages.map((l) => `${l.language} (${l.fluency})`).join(', ') });
  }

  const name: Block[] = [
    { kind: 'name', text: b.name },
    ...(b.label ? [{ kind: 'text' as const, text: b.label }] : []),
  ];
  const contactLine = [b.email, b.phone, location].filter(Boolean).join(' | ');
  const skillsInline: Block[] = [
    { kind: 'heading', text: h?.skills ?? 'Skills' },
    ...(resume.skills ?? []).map((s): Block => ({ kind: 'text', text: `${s.name}: ${(s.keywords ?? []).join(', ')}` })),
  ];
  const single: Block[] = [
    ...name,
    { kind: 'text', text: contactLine, small: true },
    { kind: 'text', text: links.map(shortUrl).join(' | '), small: true },
    ...summary,
    ...experience,
    ...education,
    ...skillsInline,
    ...extras,
  ];

  const sidebar: Block[] = [
    ...name,
    { kind: 'heading', text: 'Contact' },
    ...[b.email, b.phone, location, ...links.map(shortUrl)]
      .filter((x): x is string => Boolean(x))
      .map((text): Block => ({ kind: 'text', text, small: true })),
    { kind: 'heading', text: h?.skills ?? 'Skills' },
    ...(resume.skills ?? []).flatMap((s): Block[] => [
      { kind: 'text', text: `${s.name}:`, bold: true, small: true },
      ...(s.keywords ?? []).map((k): Block => ({ kind: 'text', text: k, small: true })),
    ]),
  ];
  const main: Block[] = [...summary, ...experience, ...education, ...extras];
  return { single, sidebar, main, bulletGlyph };
}

/** Plain text, as a user would paste it. */
export function renderText(model: RenderedModel): string {
  const glyph = model.bulletGlyph === '•' ? '▪' : model.bulletGlyph;
  return model.single
    .map((b) => {
      if (b.kind === 'bullet') return `${glyph} ${b.text}`;
      if (b.kind === 'heading') return `\n${b.text}`;
      if (b.kind === 'text' && b.right) return `${b.text}\t${b.right}`;
      return b.text;
    })
    .join('\n');
}

interface Flow {
  x: number;
  width: number;
  page: number;
  y: number;
}

const PAGE_W = 612;
const PAGE_H = 792;
const TOP = PAGE_H - 50;
const BOTTOM = 50;

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && current) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

class PdfWriter {
  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  static async create(): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    return new PdfWriter(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
    );
  }

  private page(index: number): PDFPage {
    while (this.doc.getPageCount() <= index) this.doc.addPage([PAGE_W, PAGE_H]);
    return this.doc.getPage(index);
  }

  private advance(flow: Flow, height: number): PDFPage {
    if (flow.y - height < BOTTOM) {
      flow.page++;
      flow.y = TOP;
    }
    flow.y -= height;
    return this.page(flow.page);
  }

  draw(flow: Flow, blocks: Block[], glyph: string): void {
    for (const block of blocks) {
      if (block.kind === 'name') {
        const size = Math.min(20, (flow.width / this.bold.widthOfTextAtSize(block.text, 20)) * 20);
        this.advance(flow, size + 4).drawText(block.text, { x: flow.x, y: flow.y, size, font: this.bold });
      } else if (block.kind === 'heading') {
        flow.y -= 8;
        const page = this.advance(flow, 15);
        page.drawText(block.text, { x: flow.x, y: flow.y, size: 12, font: this.bold, color: rgb(0.1, 0.2, 0.5) });
        page.drawLine({
          start: { x: flow.x, y: flow.y - 3 },
          end: { x: flow.x + flow.width, y: flow.y - 3 },
          thickness: 0.5,
        });
      } else if (block.kind === 'text') {
        const font = block.bold ? this.bold : this.regular;
        let size = block.small ? 9 : 10;
        const fit = font.widthOfTextAtSize(block.text, size);
        // Long contact lines and URLs in the narrow sidebar shrink rather than wrap, as designers do.
        if (!block.right && fit > flow.width) size = (size * flow.width) / fit;
        if (block.right || fit <= flow.width) {
          const page = this.advance(flow, 13);
          page.drawText(block.text, { x: flow.x, y: flow.y, size, font });
          if (block.right) {
            const w = this.regular.widthOfTextAtSize(block.right, 9);
            page.drawText(block.right, { x: flow.x + flow.width - w, y: flow.y, size: 9, font: this.regular });
          }
        } else {
          for (const line of wrap(block.text, font, size, flow.width)) {
            this.advance(flow, 13).drawText(line, { x: flow.x, y: flow.y, size, font });
          }
        }
      } else if (block.kind === 'para') {
        for (const line of wrap(block.text, this.regular, 10, flow.width)) {
          this.advance(flow, 13).drawText(line, { x: flow.x, y: flow.y, size: 10, font: this.regular });
        }
      } else {
        const lines = wrap(block.text, this.regular, 10, flow.width - 12);
        for (const [i, line] of lines.entries()) {
          const page = this.advance(flow, 13);
          if (i === 0) page.drawText(glyph, { x: flow.x + 2, y: flow.y, size: 10, font: this.regular });
          page.drawText(line, { x: flow.x + 12, y: flow.y, size: 10, font: this.regular });
        }
      }
    }
  }
}

/** A single-column PDF. */
export async function renderSingleColumnPdf(model: RenderedModel): Promise<Uint8Array> {
  const writer = await PdfWriter.create();
  writer.draw({ x: 50, width: PAGE_W - 100, page: 0, y: TOP }, model.single, model.bulletGlyph);
  return writer.doc.save();
}

/** A two-column PDF: a narrow sidebar (name, contact, skills) and the main column, drawn in that order. */
export async function renderTwoColumnPdf(
  model: RenderedModel,
  opts: { mainFirst?: boolean } = {},
): Promise<Uint8Array> {
  const writer = await PdfWriter.create();
  const sidebar = () => writer.draw({ x: 40, width: 160, page: 0, y: TOP }, model.sidebar, model.bulletGlyph);
  const main = () => writer.draw({ x: 222, width: PAGE_W - 222 - 40, page: 0, y: TOP }, model.main, model.bulletGlyph);
  // Drawing order differs between tools; the extractor must not depend on it.
  if (opts.mainFirst) {
    main();
    sidebar();
  } else {
    sidebar();
    main();
  }
  return writer.doc.save();
}

/** A DOCX as Word would produce it: headings, bold title lines with right tab stops, real bullet lists. */
export async function renderDocx(model: RenderedModel): Promise<Uint8Array> {
  const children = model.single.map((b) => {
    switch (b.kind) {
      case 'name':
        return new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: b.text, bold: true })] });
      case 'heading':
        return new Paragraph({ heading: HeadingLevel.HEADING_2, text: b.text });
      case 'bullet':
        return new Paragraph({ text: b.text, bullet: { level: 0 } });
      case 'para':
        return new Paragraph({ text: b.text, alignment: AlignmentType.LEFT });
      default:
        return new Paragraph({
          tabStops: b.right ? [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }] : [],
          children: [
            new TextRun({ text: b.text, bold: b.bold ?? false, size: b.small ? 18 : 20 }),
            ...(b.right ? [new TextRun({ children: [new Tab(), b.right], size: 18 })] : []),
          ],
        });
    }
  });
  const doc = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}
