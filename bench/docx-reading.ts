// DOCX reading benchmark: how well are real DOCX resumes (tables, text boxes, odd headings) read
// into text and then into a profile? Run from the repository root with
// `npx tsx bench/docx-reading.ts` (`--holdout` measures the held-out slice instead of dev, once, at
// the end of a piece of work; `--verbose` lists per file what was found; `--debris` prints the
// debris lines).
//
// Set: Vanetik and Kogan (2023), 65 anonymised real developer resumes as DOCX (GPL-3.0), at
// ../shared/data/vanetik-docx-resumes/CV/*.docx (SOURCE.md there names the repository and commit).
// Never copied into this repository. Split: file names sorted as strings ("1.docx", "10.docx", ...);
// the first 52 are dev, the last 13 held out.
//
// Per file, for two readers of the same bytes:
// - ours: extractResumeText (the product's reader) then parseResume;
// - baseline: word/document.xml unzipped, each paragraph end and table cell end a line break, every
//   other tag stripped, entities decoded (what a plain "unzip and strip tags" does) then parseResume.
// Figures: files read without error; the share with a name or a headline (names are starred out in
// this set, so a headline is what most can have); with at least one experience entry that has a
// title and a date; with at least one education entry; the mean number of skills in the profile;
// and debris.
//
// Debris: a non-empty line of the extracted text that carries nothing a reader wants and is only
// residue of tables and boxes:
// - a repeated cell: the same line (at least 3 characters) as the line directly above it;
// - a lone separator: only pipes, box-drawing characters, tabs or spaces;
// - an XML fragment: '<w:', '</w:', '<?xml', 'xmlns', or an undecoded entity such as '&amp;';
// - an empty bullet: one to three bullet glyphs or dashes, with no letter or digit (a longer run
//   of asterisks is this set's starred-out name, not residue).
// Prints figures; asserts nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { extractResumeText } from '../packages/career-engine/src/resume/extract-text';
import { parseResume } from '../packages/career-engine/src/resume/parse-resume';
import type { ResumeProfile } from '../packages/career-engine/src/resume/resume-profile';

const HOLDOUT = process.argv.includes('--holdout');
const VERBOSE = process.argv.includes('--verbose');
const SHOW_DEBRIS = process.argv.includes('--debris');
const NOW = new Date('2023-06-01T00:00:00Z');
const dir = path.resolve(import.meta.dirname, '../../shared/data/vanetik-docx-resumes/CV');

const files = readdirSync(dir)
  .filter((f) => f.endsWith('.docx'))
  .sort();
const DEV = 52;
const slice = HOLDOUT ? files.slice(DEV) : files.slice(0, DEV);

async function baselineText(buf: Buffer): Promise<string> {
  const xml = (await (await JSZip.loadAsync(buf)).file('word/document.xml')?.async('string')) ?? '';
  return xml
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<\/w:p>|<\/w:tc>|<w:br\/>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}

const XML_RE = /<\/?w:|<\?xml|xmlns|&(?:amp|lt|gt|quot|apos|#\d+);/;
function debrisLines(text: string): string[] {
  const lines = text.split('\n').map((l) => l.trim());
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    if (!line) continue;
    const repeated = line.length >= 3 && lines[i - 1] === line;
    const separator = /^[|│┃┆┊║─━═\t ]+$/.test(line);
    const xml = XML_RE.test(line);
    const emptyBullet = line.length <= 3 && /^[•●◦▪■□‣∙·*○➢►✓✔➤❖◆◇❑▸➔→〓⮚\s–—-]+$/u.test(line);
    if (repeated || separator || xml || emptyBullet) out.push(line);
  }
  return out;
}

interface Tally {
  read: number;
  nameOrHeadline: number;
  titledDated: number;
  education: number;
  skills: number;
  debris: number;
  lines: number;
}
const empty = (): Tally => ({
  read: 0,
  nameOrHeadline: 0,
  titledDated: 0,
  education: 0,
  skills: 0,
  debris: 0,
  lines: 0,
});

function count(t: Tally, text: string, p: ResumeProfile): string[] {
  t.read++;
  if (p.contact.name || p.contact.headline) t.nameOrHeadline++;
  if (p.experience.some((e) => e.title && (e.startDate || e.endDate))) t.titledDated++;
  if (p.education.length > 0) t.education++;
  t.skills += p.skills.length;
  const debris = debrisLines(text);
  t.debris += debris.length;
  t.lines += text.split('\n').filter((l) => l.trim()).length;
  return debris;
}

const ours = empty();
const base = empty();
for (const file of slice) {
  const buf = readFileSync(path.join(dir, file));
  let oursNote = '';
  try {
    const { text } = await extractResumeText({ bytes: new Uint8Array(buf), filename: file });
    const p = parseResume(text, { now: NOW });
    const debris = count(ours, text, p);
    const e = p.experience.find((x) => x.title && (x.startDate || x.endDate));
    oursNote = `head=${p.contact.headline ?? p.contact.name ?? '-'} | entries=${p.experience.length} dated-titled=${e ? `${e.title} @ ${e.company ?? '-'} ${e.startDate ?? ''}-${e.endDate ?? ''}` : '-'} | edu=${p.education.map((x) => x.degree ?? x.institution).join('; ') || '-'} | skills=${p.skills.length}${p.unread ? ` | unread=${p.unread.join(',')}` : ''}`;
    if (SHOW_DEBRIS && debris.length > 0) console.log(`${file} debris:`, debris.slice(0, 8));
  } catch (error) {
    oursNote = `ERROR ${(error as Error).message}`;
  }
  try {
    const text = await baselineText(buf);
    count(base, text, parseResume(text, { now: NOW }));
  } catch {
    // a baseline failure only leaves the file uncounted
  }
  if (VERBOSE) console.log(`${file}: ${oursNote}`);
}

const n = slice.length;
const pct = (x: number) => `${((100 * x) / n).toFixed(1)}%`;
const row = (label: string, t: Tally) =>
  `${label.padEnd(9)} read ${t.read}/${n}  name/headline ${pct(t.nameOrHeadline)}  titled+dated entry ${pct(t.titledDated)}  education ${pct(t.education)}  mean skills ${(t.skills / Math.max(1, t.read)).toFixed(1)}  debris ${t.debris} lines (${((100 * t.debris) / Math.max(1, t.lines)).toFixed(2)}% of ${t.lines})`;
console.log(`Vanetik DOCX resumes, ${HOLDOUT ? 'held-out' : 'dev'} slice (${n} files)`);
console.log(row('ours', ours));
console.log(row('baseline', base));
