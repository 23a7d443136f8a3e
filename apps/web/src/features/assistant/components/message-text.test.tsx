import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText, speakableText, withoutSourcesLine } from './message-text';

describe('MessageText', () => {
  it('renders paragraphs, lists and bold without interpreting HTML', () => {
    const { container } = render(
      <MessageText text={'Intro with **bold**.\n\n- one\n- two\n1. first\n2. second\n<b>not markup</b>'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect([...container.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect([...container.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['first', 'second']);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>not markup</b>');
  });
});

describe('speech text', () => {
  it('drops the trailing sources line and the formatting marks', () => {
    const answer = 'Use **one column**.\n- Standard headings\n\nSources: ATS basics; Resume keywords';
    expect(withoutSourcesLine(answer)).toBe('Use **one column**.\n- Standard headings');
    expect(speakableText(answer)).toBe('Use one column.\nStandard headings');
    expect(withoutSourcesLine('No sources here.')).toBe('No sources here.');
  });
});
