import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { GENERIC_FAILURE_MESSAGE, NETWORK_FAILURE_MESSAGE, userFacingMessage } from './user-facing-message';

describe('userFacingMessage', () => {
  it("keeps the spec's <status>: <message> form for a server answer", () => {
    expect(userFacingMessage(new ApiError(401, 'Invalid username or password'))).toBe(
      '401: Invalid username or password',
    );
    expect(userFacingMessage(new ApiError(409, 'That username or email is already registered'))).toBe(
      '409: That username or email is already registered',
    );
    expect(
      userFacingMessage(new ApiError(502, 'Slack refused the access token (revoked or expired); reconnect Slack')),
    ).toBe('502: Slack refused the access token (revoked or expired); reconnect Slack');
  });

  it('gives the detail alone when asked', () => {
    expect(userFacingMessage(new ApiError(429, 'Daily limit reached'), { status: false })).toBe('Daily limit reached');
  });

  it('turns the browser and Node network failures into plain words', () => {
    expect(userFacingMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_FAILURE_MESSAGE);
    expect(userFacingMessage(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(
      NETWORK_FAILURE_MESSAGE,
    );
    expect(userFacingMessage(new TypeError('Load failed'))).toBe(NETWORK_FAILURE_MESSAGE);
    const undici = new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } });
    expect(userFacingMessage(undici)).toBe(NETWORK_FAILURE_MESSAGE);
    expect(userFacingMessage(new Error('getaddrinfo ENOTFOUND api.careerloom.example'))).toBe(NETWORK_FAILURE_MESSAGE);
    expect(userFacingMessage(new Error('connect ECONNREFUSED 127.0.0.1:5000'))).toBe(NETWORK_FAILURE_MESSAGE);
  });

  it('drops the zod path of a validation answer and keeps our message', () => {
    const withIssues = new ApiError(400, 'password: Password must be at least 8 characters', 'VALIDATION_FAILED', [
      { path: ['body', 'password'], message: 'Password must be at least 8 characters' },
    ]);
    expect(userFacingMessage(withIssues)).toBe('400: Password must be at least 8 characters');
    const bare = new ApiError(400, 'email: Please enter a valid email address', 'VALIDATION_FAILED');
    expect(userFacingMessage(bare)).toBe('400: Please enter a valid email address');
  });

  it("names the field instead of repeating zod's own wording", () => {
    const error = new ApiError(
      400,
      'jobTitle: Too small: expected string to have >=1 characters',
      'VALIDATION_FAILED',
      [{ path: ['body', 'jobTitle'], message: 'Too small: expected string to have >=1 characters' }],
    );
    expect(userFacingMessage(error)).toBe('400: Please check the job title');
  });

  it('reads a client-side ZodError by its first issue', () => {
    const parsed = z.object({ password: z.string().min(8, 'Password must be at least 8 characters') }).safeParse({
      password: 'x',
    });
    expect(parsed.success).toBe(false);
    expect(userFacingMessage(parsed.error)).toBe('Password must be at least 8 characters');
    const raw = z.object({ fullName: z.string() }).safeParse({});
    expect(userFacingMessage(raw.error)).toBe('Please check the full name');
  });

  it('drops a field path prefix from a plain error message', () => {
    expect(userFacingMessage(new Error('password: String must contain at least 8 character(s)'))).toBe(
      'String must contain at least 8 character(s)',
    );
    expect(userFacingMessage(new Error('Slack: token refused'))).toBe('Slack: token refused');
  });

  it('replaces technical answers from a proxy or a crash with plain words for the status', () => {
    expect(userFacingMessage(new ApiError(502, '<html><body><h1>502 Bad Gateway</h1></body></html>'))).toBe(
      '502: Something went wrong on our side; please try again later',
    );
    expect(
      userFacingMessage(new ApiError(500, 'request to https://api.example.com/v1 failed, reason: ENOTFOUND')),
    ).toBe('500: Something went wrong on our side; please try again later');
    expect(userFacingMessage(new ApiError(503, 'Service Unavailable'))).toBe('503: Service Unavailable');
  });

  it('falls back for errors with nothing readable', () => {
    expect(userFacingMessage(new Error(''), { fallback: 'Chat request failed' })).toBe('Chat request failed');
    expect(userFacingMessage(undefined, { fallback: 'Chat request failed' })).toBe('Chat request failed');
    expect(userFacingMessage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      GENERIC_FAILURE_MESSAGE,
    );
    expect(userFacingMessage(new Error('You must be logged in'))).toBe('You must be logged in');
  });
});
