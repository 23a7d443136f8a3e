import { useState } from 'react';
import { describeFailure, type RequestFailure, toastProblem } from './request-failure';

/**
 * A job seeker tool's request: `run` sends the form's body through the tool's mutation, clears the
 * previous failure first, and on an error keeps the server's explanation as `failure` (shown beside
 * the form) and raises the tool's fixed toast (part 2 section 8).
 */
export function useToolRequest<Body, Response>(
  // What the tool's react-query mutation offers, and all this needs of it.
  mutation: { mutate(body: Body, handlers: { onSuccess: (r: Response) => void; onError: (e: Error) => void }): void },
  errorToast: { title: string; description: string },
) {
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const run = (body: Body, onSuccess: (response: Response) => void) => {
    setFailure(null);
    mutation.mutate(body, {
      onSuccess,
      onError: (error) => {
        setFailure(describeFailure(error));
        toastProblem(errorToast.title, errorToast.description);
      },
    });
  };
  return { failure, run };
}
