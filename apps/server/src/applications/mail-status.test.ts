import { describe, expect, it } from 'vitest';
import { gmailFullMessage } from '../connectors/gmail/gmail-fake';
import { classifyMessage, mailQuery, messageText } from './mail-status';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('messageText', () => {
  it('prefers the text/plain part of a multipart/alternative message', () => {
    const m = gmailFullMessage({
      id: 'x1',
      from: 'Acme <no-reply@greenhouse-mail.io>',
      subject: 'Thank you for applying to Acme',
      date: new Date('2026-11-20T10:00:00Z'),
      body: 'We received your application for the Data Engineer position — thanks!',
    });
    expect(messageText(m.payload)).toBe('We received your application for the Data Engineer position — thanks!');
  });

  it('falls back to the HTML part, nested in multipart/mixed, without tags or entities', () => {
    const payload = {
      mimeType: 'multipart/mixed',
      parts: [
        {
          mimeType: 'multipart/alternative',
          parts: [
            {
              mimeType: 'text/html',
              body: {
                data: b64(
                  '<style>p{}</style><p>We&#39;d like to <b>invite you to interview</b>.</p><p>Acme &amp; Co</p>',
                ),
              },
            },
          ],
        },
        { mimeType: 'application/pdf', body: { size: 1000 } },
      ],
    };
    const text = messageText(payload);
    expect(text).toContain("We'd like to  invite you to interview .");
    expect(text).toContain('Acme & Co');
    expect(text).not.toContain('<');
  });

  it('is empty for a message without a text part', () => {
    expect(messageText(undefined)).toBe('');
    expect(messageText({ mimeType: 'multipart/mixed', parts: [] })).toBe('');
  });
});

describe('mailQuery', () => {
  const now = new Date('2026-11-25T00:00:00Z');
  it('reads the last 60 days, or the limited window when it is shorter', () => {
    expect(mailQuery(now, null)).toBe('newer_than:60d');
    expect(mailQuery(now, new Date('2026-11-18T00:00:00Z'))).toBe(`after:${Date.parse('2026-11-18T00:00:00Z') / 1000}`);
    expect(mailQuery(now, new Date('2025-01-01T00:00:00Z'))).toBe('newer_than:60d');
  });
});

describe('classifyMessage', () => {
  const base = { id: 'm', from: 'Acme <no-reply@hire.lever.co>', date: new Date('2026-11-20T10:00:00Z'), snippet: '' };
  it('decides from the text when it was read, and from the subject alone otherwise', () => {
    const subject = 'Update on your Acme application';
    expect(classifyMessage({ ...base, subject })?.kind).toBe('confirmation');
    expect(
      classifyMessage({ ...base, subject, body: 'Unfortunately we will not be moving forward with your application.' })
        ?.kind,
    ).toBe('rejection');
  });
});
