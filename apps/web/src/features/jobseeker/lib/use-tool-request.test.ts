import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { dismissToast, useToasts } from '../../../lib/toast-store';
import { useToolRequest } from './use-tool-request';

type Outcome = { ok: string } | { error: Error };

/** A mutation that settles at once with the next queued outcome. */
function fakeMutation(outcomes: Outcome[]) {
  return {
    sent: [] as string[],
    mutate(body: string, handlers: { onSuccess: (r: string) => void; onError: (e: Error) => void }) {
      this.sent.push(body);
      const next = outcomes.shift();
      if (next && 'ok' in next) handlers.onSuccess(next.ok);
      else if (next) handlers.onError(next.error);
    },
  };
}

const TOAST = { title: 'Cover letter failed', description: 'Please try again.' };

afterEach(() => act(() => dismissToast()));

describe('useToolRequest', () => {
  it("keeps a 4xx's explanation as the failure, raises the tool's toast, and clears both on the next success", () => {
    const mutation = fakeMutation([{ error: new ApiError(422, 'Add your resume first') }, { ok: 'letter' }]);
    const results: string[] = [];
    const { result } = renderHook(() => ({ tool: useToolRequest(mutation, TOAST), toasts: useToasts() }));

    act(() => result.current.tool.run('first', (r) => results.push(r)));
    expect(result.current.tool.failure).toEqual({
      message: 'Add your resume first',
      upgradeRequired: false,
      unprocessable: true,
    });
    expect(result.current.toasts.map((t) => [t.title, t.description, t.variant])).toEqual([
      [TOAST.title, TOAST.description, 'destructive'],
    ]);

    act(() => result.current.tool.run('second', (r) => results.push(r)));
    expect(result.current.tool.failure).toBeNull();
    expect(results).toEqual(['letter']);
    expect(mutation.sent).toEqual(['first', 'second']);
  });

  it('shows only the toast for a server fault', () => {
    const mutation = fakeMutation([{ error: new ApiError(500, 'Internal Server Error') }]);
    const { result } = renderHook(() => ({ tool: useToolRequest(mutation, TOAST), toasts: useToasts() }));
    act(() => result.current.tool.run('body', () => {}));
    expect(result.current.tool.failure).toBeNull();
    expect(result.current.toasts).toHaveLength(1);
  });
});
