import { ApiError } from './api-client';

/** One message per field, shown under that field by `Field`. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * Turns schema issues into one message per top-level field. The first issue wins, because the
 * contract schemas list the rule a user breaks first (e.g. "required" before "too long").
 */
export function fieldErrorsFromIssues<K extends string>(
  issues: readonly Issue[],
  fields: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && isField(key, fields) && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The server validates with the same schema and answers 400 with an `issues` list whose paths
 * start with the part of the request they concern (`["body", "firstName"]`); each body issue is
 * shown under its field, like the browser's own check.
 */
export function fieldErrorsFromApiError<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.issues) return {};
  const bodyIssues = error.issues
    .filter((issue) => issue.path[0] === 'body')
    .map((issue) => ({ path: issue.path.slice(1), message: issue.message }));
  return fieldErrorsFromIssues(bodyIssues, fields);
}

function isField<K extends string>(key: string, fields: readonly K[]): key is K {
  return (fields as readonly string[]).includes(key);
}

/**
 * Moves focus to the first field marked invalid, once React has rendered the error state. It is
 * centred rather than scrolled to the edge, where the sticky top navigation would hide it.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  });
}
