import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/**
 * True when a string, or an object key, anywhere in a parsed JSON value holds text PostgreSQL
 * cannot store. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function hasUnstorableText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (unstorable(v)) return true;
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (unstorable(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * JSON may carry `\u0000` and lone surrogates such as `\ud800`, but PostgreSQL text and jsonb
 * refuse them: such input would pass validation and then fail in the database with a 500
 * (security.md V1: invalid input is a 4xx, never a 5xx). Refused before validation, for every route.
 */
async function textGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasUnstorableText(request.body) || hasUnstorableText(request.query) || hasUnstorableText(request.params)) {
      throw new AppError('VALIDATION_FAILED', 'Text must not contain NUL characters or unpaired surrogates');
    }
  });
}

export default fp(textGuard, { name: 'text-guard' });
