import { describe, expect, it } from 'vitest';
import { webAddress } from './web-address';

describe('webAddress', () => {
  it('keeps absolute http and https addresses', () => {
    expect(webAddress('https://jobs.example.com/apply?id=1')).toBe('https://jobs.example.com/apply?id=1');
    expect(webAddress(' http://jobs.example.com ')).toBe('http://jobs.example.com/');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '\tjavascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<b>x</b>',
    'file:///etc/passwd',
    'blob:https://x/1',
    '//evil.example',
    '/relative',
    '',
    null,
    undefined,
  ])('refuses %j', (url) => {
    expect(webAddress(url)).toBeUndefined();
  });
});
