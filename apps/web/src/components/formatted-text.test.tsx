import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormattedText } from './formatted-text';

describe('FormattedText', () => {
  it('renders paragraphs, lists and bold without interpreting HTML', () => {
    const { container } = render(
      <FormattedText text={'Intro with **bold**.\n\n- one\n- two\n1. first\n2. second\n<b>not markup</b>'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect([...container.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect([...container.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['first', 'second']);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>not markup</b>');
  });

  it('never turns an answer into elements it names', () => {
    const { container } = render(<FormattedText text={'Line\n<img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
