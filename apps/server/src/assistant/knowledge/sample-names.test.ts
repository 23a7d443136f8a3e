import { describe, expect, it } from 'vitest';
import { withoutGuidePointers } from './guide-pointers';
import { sampleNames, withoutSampleNames } from './sample-names';

describe("the people named in a guide's examples", () => {
  it('finds names after greetings, sign-offs and courtesy titles, and a signature line', () => {
    const body = 'Hi Sam,\nThanks for your time.\nDear Ms Patel,\n"Best regards,\nJordan Lee"\nHi, I\'m Leo.';
    expect([...sampleNames(body)].sort()).toEqual(['Jordan', 'Lee', 'Leo', 'Patel', 'Sam']);
  });

  it('keeps a word the guide also writes in lower case', () => {
    expect(sampleNames('Dear Hiring Manager, ... the hiring manager reads it')).not.toContain('Hiring');
  });

  it('leaves the names out of the text to index', () => {
    expect(withoutSampleNames('Application - Jordan Lee', new Set(['Jordan', 'Lee']))).not.toMatch(/Jordan|Lee/);
  });
});

describe('pointers to other guides', () => {
  it("leaves out the other guide's subject, not the sentence around it", () => {
    const text = 'Keep notes, and see the guides on colleagues who undermine you. Then rest.';
    expect(withoutGuidePointers(text)).not.toMatch(/undermine/);
    expect(withoutGuidePointers(text)).toMatch(/Keep notes.*Then rest/);
  });
});
