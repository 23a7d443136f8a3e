import { seededRandom } from '@careerloom/career-engine/testing';
import { describe, expect, it } from 'vitest';
import { htmlToText, tidyText } from './html-to-text';

describe('htmlToText (htmlparser2)', () => {
  it('reads indented list markup as one "- " line per item, without blank lines between them', () => {
    const html = `<p>Stack:</p>
      <ul>
        <li>
          TypeScript
        </li>
        <li><strong>PostgreSQL</strong> and Redis</li>
      </ul>`;
    expect(htmlToText(html)).toBe('Stack:\n\n- TypeScript\n- PostgreSQL and Redis');
  });

  it('keeps attribute values that contain ">" out of the text', () => {
    expect(htmlToText('<p data-rule="a>b" title=\'x > y\'>Ship it</p>')).toBe('Ship it');
  });

  it('decodes every HTML character reference, not only a fixed list', () => {
    expect(htmlToText('<p>I &hearts; Rust &rarr; fast &frac12;</p>')).toBe('I ♥ Rust → fast ½');
  });

  it('drops script, style, template, head and comments even when they hold tags', () => {
    const html = `<html><head><title>Job page</title><style>p > a { color: red }</style></head>
      <body><!-- <p>old copy</p> --><script>const s = "</p><p>injected";</script>
      <template><p>Template row</p></template><p>Real text</p></body></html>`;
    expect(htmlToText(html)).toBe('Real text');
  });

  it('puts table rows on their own lines and cells side by side', () => {
    const html = '<table><tr><th>Level</th><th>Pay</th></tr><tr><td>Senior</td><td>$150K</td></tr></table>';
    expect(htmlToText(html)).toBe('Level Pay\nSenior $150K');
  });

  it('keeps the line breaks of plain text wrapped in one paragraph', () => {
    expect(htmlToText('<p>First line\nSecond line\n\nNew paragraph</p>')).toBe(
      'First line\nSecond line\n\nNew paragraph',
    );
  });

  it('never throws on broken markup', () => {
    expect(htmlToText('<div><p>Open <b>bold <i>both</div> after')).toBe('Open bold both\n\nafter');
    expect(htmlToText('<p>unclosed <!-- comment')).toBe('unclosed');
  });

  it('reads markup nested deeper than the call stack', () => {
    const depth = 50_000;
    expect(htmlToText(`${'<span>'.repeat(depth)}deep${'</span>'.repeat(depth)}`)).toBe('deep');
  });
});

describe('tidyText', () => {
  it('collapses every run of spaces as the one-expression replacement did, leaving lone spaces alone', () => {
    const reference = (text: string) =>
      text
        .replace(/\r\n?/g, '\n')
        .replace(/[\t\f\v \u00a0\u2000-\u200a\u202f\u205f\u3000]+/g, ' ')
        .split('\n')
        .map((line) => line.trim())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
    const pieces = ['a', 'Bc', ' ', '  ', '\t', '\u00a0', '\u2003', '\n', '\r\n', '\r', '\u3000', '.', ' \t '];
    // The same generated inputs on every run.
    const next = seededRandom(11);
    const below = (n: number) => Math.floor(next() * n);
    for (let n = 0; n < 3000; n++) {
      const text = Array.from({ length: below(30) }, () => pieces[below(pieces.length)]).join('');
      expect(tidyText(text), JSON.stringify(text)).toBe(reference(text));
    }
  });
});
