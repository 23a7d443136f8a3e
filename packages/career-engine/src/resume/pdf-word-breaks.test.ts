import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractResumeText } from './extract-text';

/**
 * Word breaks a PDF writer stores as their own text item: many resume exporters draw the space
 * between two runs of a line as a separate " " and start the next run barely past the end pdf.js
 * measures for the first (the Kaggle resumes read "Team player" as "Teamplayer", "from Applicants"
 * as "fromApplicants"). The gap alone is too narrow to read as a space; the space item says it is one.
 */
describe('PDF word breaks', () => {
  async function pdfOf(runs: Array<{ words: string[]; y: number }>): Promise<Uint8Array> {
    const doc = await PDFDocument.create();
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    // The space in another font: pdf.js starts a new text item at a font change, as these exporters' PDFs have it.
    const spaceFont = await doc.embedFont(StandardFonts.Courier);
    const page = doc.addPage([612, 792]);
    const size = 11;
    for (const { words, y } of runs) {
      let x = 50;
      words.forEach((word, i) => {
        if (i > 0) {
          page.drawText(' ', { x, y, size, font: spaceFont });
          // The next run starts 1 pt past the first's end, as in those resumes: narrower than a gap
          // read as a space (0.15 em), and pdf.js reports the space as an item of its own.
          x += 1;
        }
        page.drawText(word, { x, y, size, font: regular });
        x += regular.widthOfTextAtSize(word, size);
      });
    }
    return doc.save();
  }

  it('keeps the space a separate space item stands for between two runs of a line', async () => {
    const bytes = await pdfOf([
      { words: ['Jordan Example'], y: 740 },
      { words: ['Strong team', 'player who designed the intake process'], y: 700 },
      { words: ['Retrieval of documentation from', 'applicants and staff'], y: 680 },
    ]);
    const { text } = await extractResumeText({ bytes });
    expect(text).toContain('Strong team player who designed');
    expect(text).toContain('documentation from applicants');
    expect(text).not.toMatch(/teamplayer|fromapplicants/);
  });

  it('leaves touching runs of one word joined (no space item between them)', async () => {
    const doc = await PDFDocument.create();
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const page = doc.addPage([612, 792]);
    page.drawText('Jordan Example, office administrator', { x: 50, y: 740, size: 11, font: regular });
    // "Micro" bold then "soft" regular, touching: one word in two fonts.
    page.drawText('Micro', { x: 50, y: 700, size: 11, font: bold });
    page.drawText('soft Office and Excel', {
      x: 50 + bold.widthOfTextAtSize('Micro', 11),
      y: 700,
      size: 11,
      font: regular,
    });
    const { text } = await extractResumeText({ bytes: await doc.save() });
    expect(text).toContain('Microsoft Office and Excel');
  });
});
