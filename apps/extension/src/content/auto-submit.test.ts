import type { FilledField } from '@careerloom/contract';
import { describe, expect, it } from 'vitest';
import { autoSubmitDecision } from './auto-submit';

const field = (fieldName: string, confidence: number, required = true, value = 'x'): FilledField => ({
  fieldId: fieldName,
  fieldName,
  fieldType: 'text',
  required,
  description: '',
  autoFilledValue: value,
  confidence,
  evidence: '',
  flagged: confidence < 0.6,
});

describe('autoSubmitDecision', () => {
  const fields = [field('First Name', 0.95), field('Email', 0.9), field('How did you hear?', 0, false, '')];

  it('never submits when auto-submit is off', () => {
    expect(autoSubmitDecision({ autoSubmit: false, threshold: 50 }, fields)).toEqual({ allowed: false, reason: 'off' });
  });

  it('submits when every required answer meets the threshold (optional ones do not count)', () => {
    expect(autoSubmitDecision({ autoSubmit: true, threshold: 90 }, fields)).toEqual({ allowed: true });
  });

  it('names the required answers below the threshold, rounding like the server', () => {
    const decision = autoSubmitDecision({ autoSubmit: true, threshold: 95 }, [...fields, field('Phone', 0.945)]);
    expect(decision.allowed).toBe(false);
    expect(
      decision.allowed === false &&
        decision.reason === 'below-threshold' &&
        decision.holdingBack.map((f) => f.fieldName),
    ).toEqual(['Email']);
  });

  it('holds back for a required answer without a value, or one the page did not take', () => {
    expect(autoSubmitDecision({ autoSubmit: true, threshold: 50 }, [field('Why us?', 0.9, true, '')]).allowed).toBe(
      false,
    );
    expect(
      autoSubmitDecision({ autoSubmit: true, threshold: 50 }, fields, (f) => f.fieldName !== 'Email').allowed,
    ).toBe(false);
  });

  it('counts every answer when none is required', () => {
    expect(
      autoSubmitDecision({ autoSubmit: true, threshold: 80 }, [field('A', 0.9, false), field('B', 0.5, false)]).allowed,
    ).toBe(false);
  });
});
