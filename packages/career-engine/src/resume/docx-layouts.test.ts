// DOCX layouts the JSON Resume renderings do not produce: text boxes (wrapped in
// mc:AlternateContent with a VML fallback, or a drawing shape alone) and tables (a layout table
// of two columns, an education table of data). The documents are written here as WordprocessingML.
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractResumeText } from './extract-text';
import { parseResume } from './parse-resume';

/** A zip of the given entries, deflated, as Word writes a DOCX. */
function zip(files: Record<string, string>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.from(content, 'utf8');
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:v="urn:schemas-microsoft-com:vml" mc:Ignorable="wps"';

function docx(body: string): Uint8Array {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document ${NS}><w:body>${body}</w:body></w:document>`,
  });
}

const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const box = (paragraphs: string[]) => `<w:txbxContent>${paragraphs.map(p).join('')}</w:txbxContent>`;
const shape = (paragraphs: string[]) =>
  `<w:drawing><wp:anchor><wp:extent cx="1" cy="1"/><wp:docPr id="1" name="Text Box 1"/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:txbx>${box(paragraphs)}</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing>`;
const cell = (paragraphs: string[]) => `<w:tc>${paragraphs.map(p).join('')}</w:tc>`;
const row = (cells: string[][]) => `<w:tr>${cells.map(cell).join('')}</w:tr>`;

const SIDEBAR = ['CONTACT', 'lena.fischer@example.com', '+49 30 1234567'];
const MAIN = [
  'Lena Fischer',
  'EXPERIENCE',
  'Data Analyst, Nordlicht Analytics',
  'Mar 2020 – Present',
  '• Built sales dashboards in Power BI',
];

const lines = (text: string) => text.split('\n');
const NOW = new Date('2026-01-01T00:00:00Z');

describe('text boxes', () => {
  it('reads a text box wrapped in mc:AlternateContent once, not once per alternative', async () => {
    const body = `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps">${shape(SIDEBAR)}</mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox>${box(SIDEBAR)}</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>${MAIN.map(p).join('')}`;
    const { text } = await extractResumeText({ bytes: docx(body) });
    expect(lines(text).filter((l) => l === 'lena.fischer@example.com')).toHaveLength(1);
    expect(text).toContain('Data Analyst, Nordlicht Analytics');
  });

  it('reads a text box that has no fallback', async () => {
    const body = `<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps">${shape(SIDEBAR)}</mc:Choice></mc:AlternateContent></w:r></w:p>${MAIN.map(p).join('')}`;
    const { text } = await extractResumeText({ bytes: docx(body) });
    expect(lines(text).filter((l) => l === 'lena.fischer@example.com')).toHaveLength(1);
  });

  it('reads a drawing shape text box outside any alternative', async () => {
    const body = `<w:p><w:r>${shape(SIDEBAR)}</w:r></w:p>${MAIN.map(p).join('')}`;
    const { text } = await extractResumeText({ bytes: docx(body) });
    expect(lines(text).filter((l) => l === 'lena.fischer@example.com')).toHaveLength(1);
  });
});

describe('tables', () => {
  it('reads a two-column layout table column by column within its row', async () => {
    const body = `<w:tbl>${row([SIDEBAR, MAIN])}</w:tbl>`;
    const { text } = await extractResumeText({ bytes: docx(body) });
    expect(lines(text)).toEqual([...SIDEBAR, ...MAIN]);
    const profile = parseResume(text, { now: NOW });
    expect(profile.experience[0]).toMatchObject({ title: 'Data Analyst', company: 'Nordlicht Analytics' });
  });

  it('reads a data table one row to a line, so an education table gives one entry per row', async () => {
    const body = `${p('Jonas Weber')}${p('EDUCATION')}<w:tbl>${row([['Degree'], ['Institute'], ['Year'], ['%']])}${row([['B.Tech (CSE)'], ['Birla Institute of Technology, Mesra'], ['2017'], ['78%']])}${row([['HSC'], ['Delhi Public School, Ranchi'], ['2013'], ['85%']])}</w:tbl>`;
    const { text } = await extractResumeText({ bytes: docx(body) });
    expect(text).toContain('B.Tech (CSE) | Birla Institute of Technology, Mesra | 2017 | 78%');
    const profile = parseResume(text, { now: NOW });
    expect(profile.education.map((e) => [e.degree, e.institution, e.endDate])).toEqual([
      ['B.Tech', 'Birla Institute of Technology, Mesra', '2017'],
      ['HSC', 'Delhi Public School, Ranchi', '2013'],
    ]);
  });
});
