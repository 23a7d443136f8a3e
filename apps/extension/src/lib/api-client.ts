import {
  type ApplicationDetail,
  AUTOFILL_PAGE_HTML_MAX,
  type AutoFillResult,
  type BrowsingReportBody,
  EXTENSION_TOKEN_PREFIX,
  type ExtensionSession,
  type FormField,
} from '@careerloom/contract';
import type { Failure, Result, ResumeFilePayload } from './messages';
import type { Pairing } from './settings-store';

/** A request the server did not answer within this long fails instead of hanging the panel. */
const TIMEOUT_MS = 60_000;

const failure = (message: string, extra: Partial<Failure> = {}): Failure => ({ ok: false, message, ...extra });

async function call(pairing: Pairing, path: string, init: RequestInit = {}): Promise<Response | Failure> {
  try {
    return await fetch(`${pairing.serverUrl}${path}`, {
      ...init,
      // The token is the only credential: no cookie of the user's Careerloom tab rides along.
      credentials: 'omit',
      headers: {
        authorization: `Bearer ${pairing.token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return failure(`Careerloom at ${pairing.serverUrl} could not be reached; check the address and your connection.`);
  }
}

/** The server's `{ message }`, or a plain sentence with the status when it sent none. */
async function errorOf(response: Response): Promise<Failure> {
  let message = `Careerloom answered ${response.status}`;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // Not JSON: keep the status sentence.
  }
  return failure(message, { status: response.status });
}

async function json<T>(pairing: Pairing, path: string, init?: RequestInit): Promise<Result<T>> {
  const response = await call(pairing, path, init);
  if (!(response instanceof Response)) return response;
  if (!response.ok) return errorOf(response);
  return { ok: true, value: (await response.json()) as T };
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A token looks like one Careerloom issues (checked before anything is sent). */
export const looksLikeToken = (token: string) => token.startsWith(EXTENSION_TOKEN_PREFIX) && token.length > 20;

/**
 * The Careerloom server as the extension uses it: the bearer-token routes of issue 13, called
 * from the service worker only. Each call resolves to a result and never throws.
 */
export function apiClient(pairing: Pairing) {
  return {
    session: () => json<ExtensionSession>(pairing, '/api/extension/session'),

    autoFill: (body: { jobUrl: string; formFields: FormField[]; pageHtml: string }) =>
      json<AutoFillResult>(pairing, '/api/ai/auto-fill-application', {
        method: 'POST',
        body: JSON.stringify({ ...body, pageHtml: body.pageHtml.slice(0, AUTOFILL_PAGE_HTML_MAX) }),
      }),

    submitted: (applicationId: number, body: { by: 'user' | 'auto'; pageUrl: string }) =>
      json<ApplicationDetail>(pairing, `/api/ai/applications/${applicationId}/submitted`, {
        method: 'POST',
        body: JSON.stringify(body),
      }),

    browsing: (report: BrowsingReportBody) =>
      json<unknown>(pairing, '/api/extension/browsing', { method: 'POST', body: JSON.stringify(report) }),

    /** The stored resume file; its name comes from the session (CORS hides Content-Disposition). */
    async resumeFile(filename: string): Promise<Result<ResumeFilePayload>> {
      const response = await call(pairing, '/api/extension/resume-file');
      if (!(response instanceof Response)) return response;
      if (!response.ok) return errorOf(response);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return {
        ok: true,
        value: {
          filename,
          contentType: response.headers.get('content-type') ?? 'application/octet-stream',
          base64: base64Of(bytes),
        },
      };
    },
  };
}
