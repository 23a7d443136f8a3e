import type { ApplicationDetail, AutoFillResult, ExtensionSession, FormField } from '@careerloom/contract';

/**
 * The messages the content script and the options page send to the service worker, which alone
 * holds the pairing token and talks to the Careerloom server. Pages never see the token, and the
 * page's CSP and CORS rules never apply to these calls.
 */
export type Request =
  | { type: 'session' }
  | { type: 'pair'; serverUrl: string; token: string }
  | { type: 'unpair' }
  | { type: 'autofill'; jobUrl: string; formFields: FormField[]; pageHtml: string }
  | { type: 'resume-file' }
  | { type: 'submitted'; applicationId: number; by: 'user' | 'auto'; pageUrl: string }
  | { type: 'open-options' }
  | { type: 'browsing-consent'; on: boolean };

/** A failed call: the server's own message when it gave one; `unpaired` when no token is stored. */
export type Failure = { ok: false; message: string; unpaired?: boolean; status?: number };
export type Result<T> = { ok: true; value: T } | Failure;

/** The stored resume file, base64 because runtime messages carry JSON only. */
export type ResumeFilePayload = { filename: string; contentType: string; base64: string };

export type Responses = {
  session: ExtensionSession;
  pair: ExtensionSession;
  unpair: null;
  autofill: AutoFillResult;
  'resume-file': ResumeFilePayload;
  submitted: ApplicationDetail;
  'open-options': null;
  'browsing-consent': null;
};

/** Sends one request to the service worker and resolves to its answer (never rejects). */
export async function send<R extends Request>(request: R): Promise<Result<Responses[R['type']]>> {
  try {
    const answer = (await chrome.runtime.sendMessage(request)) as Result<Responses[R['type']]> | undefined;
    return answer ?? { ok: false, message: 'Careerloom did not answer; reload the page and try again.' };
  } catch {
    // The extension was reloaded or updated under this page: its old content script is orphaned.
    return { ok: false, message: 'Careerloom was updated; reload the page to use it.' };
  }
}
