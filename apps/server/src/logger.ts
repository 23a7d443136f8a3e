import pino from 'pino';

/** Paths never written to a log: credentials, cookies, tokens. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
];

export function createLogger(level: string) {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } });
}
export type Logger = ReturnType<typeof createLogger>;
