import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { fieldErrorsFromApiError, fieldErrorsFromIssues, focusFirstInvalid } from './form-errors';

const FIELDS = ['firstName', 'email', 'company'] as const;

describe('fieldErrorsFromIssues', () => {
  it('gives one message per known top-level field, the first issue winning', () => {
    const errors = fieldErrorsFromIssues(
      [
        { path: ['firstName'], message: 'First name is required' },
        { path: ['firstName'], message: 'Too long' },
        { path: ['email'], message: 'Please enter a valid email address' },
        { path: ['unknownField'], message: 'ignored' },
        { path: [], message: 'Nothing to update' },
        { path: [0], message: 'ignored too' },
      ],
      FIELDS,
    );
    expect(errors).toEqual({ firstName: 'First name is required', email: 'Please enter a valid email address' });
  });
});

describe('fieldErrorsFromApiError', () => {
  it('maps the body issues of a 400 to their fields and drops the "body" prefix', () => {
    const error = new ApiError(400, 'firstName: First name is required', 'VALIDATION_FAILED', [
      { path: ['body', 'firstName'], message: 'First name is required' },
      { path: ['params', 'id'], message: 'Invalid id' },
      { path: ['body', 'company'], message: 'Company name is required' },
    ]);
    expect(fieldErrorsFromApiError(error, FIELDS)).toEqual({
      firstName: 'First name is required',
      company: 'Company name is required',
    });
  });

  it('gives nothing for other statuses, errors without issues, or errors that are not ApiErrors', () => {
    const issues = [{ path: ['body', 'email'], message: 'x' }];
    expect(fieldErrorsFromApiError(new ApiError(409, 'taken', 'CONFLICT', issues), FIELDS)).toEqual({});
    expect(fieldErrorsFromApiError(new ApiError(400, 'bad', 'BAD_REQUEST'), FIELDS)).toEqual({});
    expect(fieldErrorsFromApiError(new Error('400: bad'), FIELDS)).toEqual({});
  });
});

describe('focusFirstInvalid', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('focuses the first field marked aria-invalid once the next frame renders', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    document.body.innerHTML = `<form>
      <input name="a" />
      <input name="b" aria-invalid="true" />
      <input name="c" aria-invalid="true" />
    </form>`;
    const form = document.querySelector('form');
    const b = document.querySelector<HTMLInputElement>('input[name="b"]');
    if (!b) throw new Error('fixture missing');
    // jsdom has no layout; record the scroll request instead.
    const scroll = vi.fn();
    b.scrollIntoView = scroll;
    focusFirstInvalid(form);
    expect(document.activeElement).not.toBe(b);
    vi.advanceTimersToNextFrame();
    expect(document.activeElement).toBe(b);
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
  });

  it('does nothing without a form or an invalid field', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame'] });
    document.body.innerHTML = '<form><input name="a" /></form>';
    focusFirstInvalid(null);
    focusFirstInvalid(document.querySelector('form'));
    expect(() => vi.advanceTimersToNextFrame()).not.toThrow();
    expect(document.activeElement).toBe(document.body);
  });
});
