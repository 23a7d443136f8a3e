import { describe, expect, it } from 'vitest';
import { speakableText, withoutSourcesLine } from './message-text';

describe('speech text', () => {
  it('drops the trailing sources line and the formatting marks', () => {
    const answer = 'Use **one column**.\n- Standard headings\n\nSources: ATS basics; Resume keywords';
    expect(withoutSourcesLine(answer)).toBe('Use **one column**.\n- Standard headings');
    expect(speakableText(answer)).toBe('Use one column.\nStandard headings');
    expect(withoutSourcesLine('No sources here.')).toBe('No sources here.');
  });
});
