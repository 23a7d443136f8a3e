import type { z } from 'zod';

/**
 * A board answered, but not with the shape its documentation promises. Retrying will not help
 * (the board changed its API, or the token names something else), so the sync records it and
 * moves on.
 */
export class BoardShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BoardShapeError';
  }
}

/** Validates a board response, naming the first few fields that do not fit. */
export function parseShape<T extends z.ZodType>(schema: T, body: unknown, label: string): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`)
    .join('; ');
  throw new BoardShapeError(`${label}: unexpected response shape (${problems})`);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A path segment for a board name: tokens come from configuration, never raw into a URL. */
export const segment = (name: string) => encodeURIComponent(name);
