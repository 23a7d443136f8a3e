import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { describeFailure } from './request-failure';

describe('describeFailure', () => {
  it("keeps the server's explanation of a 4xx and flags the plan and missing-input cases", () => {
    expect(describeFailure(new ApiError(403, 'Resume optimization is part of the Job Seeker plan.'))).toEqual({
      message: 'Resume optimization is part of the Job Seeker plan.',
      upgradeRequired: true,
      unprocessable: false,
    });
    expect(describeFailure(new ApiError(422, 'Add your resume first'))).toMatchObject({ unprocessable: true });
    expect(describeFailure(new ApiError(429, 'Too many requests'))).toMatchObject({
      message: 'Too many requests',
      upgradeRequired: false,
    });
  });

  it('adds nothing for server faults and network errors, which only the toast reports', () => {
    expect(describeFailure(new ApiError(500, 'Internal Server Error'))).toBeNull();
    expect(describeFailure(new TypeError('Failed to fetch'))).toBeNull();
  });
});
