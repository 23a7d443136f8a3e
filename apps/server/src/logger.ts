import pino from 'pino';

/** Paths never written to a log: credentials, cookies, tokens. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
  '*.secretKey',
  '*.webhookSecret',
];

export function createLogger(level: string) {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } });
}
export type Logger = ReturnType<typeof createLogger>;
