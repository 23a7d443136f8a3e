import type { z } from 'zod';

/** The first message of each top-level field of a failed parse, keyed by that field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    const top = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
    out[top] ??= issue.message;
  }
  return out;
}
