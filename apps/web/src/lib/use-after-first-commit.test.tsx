import { cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { useAfterFirstCommit } from './use-after-first-commit';

afterEach(cleanup);

it('is false in the first commit and true from the next', () => {
  const commits: boolean[] = [];
  function Probe() {
    const after = useAfterFirstCommit();
    useLayoutEffect(() => {
      commits.push(after);
    });
    return null;
  }
  const { rerender } = render(<Probe />);
  rerender(<Probe />);
  expect(commits).toEqual([false, true, true]);
});
