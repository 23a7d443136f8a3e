import { describe, expect, it } from 'vitest';
import { extractResumeText } from './extract-text';
import { repairMojibake } from './mojibake';
import { parseResume } from './parse-resume';

// Issue 33: 152 of the 240 Kaggle resume PDFs of the dev slice carry UTF-8 read as Windows-1252 in
// their text layer ("â€¢" for a bullet, "ï¼" for a full-width dash between an employer and its place).
describe('repairMojibake', () => {
  it.each([
    ['â€¢ Managed a staff of six', '• Managed a staff of six'],
    ['Jan 2019 â€“ Present', 'Jan 2019 – Present'],
    ['CafÃ© manager', 'Café manager'],
    ['Â·Answered calls', '·Answered calls'],
    ['Acme ï¼ Austin , TX', 'Acme － Austin , TX'],
  ])('reads "%s" as "%s"', (broken, fixed) => {
    expect(repairMojibake(broken)).toBe(fixed);
  });

  it('leaves text without mojibake as it is', () => {
    for (const text of ['naïve résumé, Straße — fine', 'Ãngel', 'São Paulo', '€ 50,000'])
      expect(repairMojibake(text)).toBe(text);
  });
});

describe('a resume with mojibake and full-width dashes', () => {
  it('reads its dates and splits the employer from its place', async () => {
    const { text } = await extractResumeText({
      text: 'Jane Doe\nExperience\nInformation Designer , 09/2012 ï¼ Current\nAcme Corp ï¼ Austin , TX\nâ€¢ Ran the portal.',
    });
    const [entry] = parseResume(text, { now: new Date('2026-01-01T00:00:00Z') }).experience;
    expect(entry).toMatchObject({ title: 'Information Designer', company: 'Acme Corp', startDate: '2012-09' });
    expect(entry?.bullets).toEqual(['Ran the portal.']);
  });
});
