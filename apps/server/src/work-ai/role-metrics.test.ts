import { describe, expect, it } from 'vitest';
import { sizeOf } from './role-metrics';

describe('sizeOf', () => {
  it('shows bytes in the largest decimal unit that keeps the number at 1 or more, up to TB', () => {
    expect(sizeOf(0)).toEqual({ value: 0, unit: 'B' });
    expect(sizeOf(999)).toEqual({ value: 999, unit: 'B' });
    expect(sizeOf(1000)).toEqual({ value: 1, unit: 'KB' });
    expect(sizeOf(4_237)).toEqual({ value: 4.24, unit: 'KB' });
    expect(sizeOf(12_345)).toEqual({ value: 12.3, unit: 'KB' });
    expect(sizeOf(2_500_000_000_000)).toEqual({ value: 2.5, unit: 'TB' });
    expect(sizeOf(5e15)).toEqual({ value: 5000, unit: 'TB' });
  });
});
